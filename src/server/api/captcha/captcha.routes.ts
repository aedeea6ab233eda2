import { createRoute } from '@hono/zod-openapi';
import { errors, json } from '../lib/schemas';
import { captchaChallengeSchema } from './captcha.schemas';

export const challenge = createRoute({
  method: 'get',
  path: '/captcha/challenge/',
  tags: ['captcha'],
  summary: 'A fresh proof-of-work challenge for the captcha of the public forms; never cached',
  description:
    'The ALTCHA widget solves it in the browser and sends its answer as `captcha` in the body of a public form (contact, share a promotion, propose a store, newsletter); an answer is accepted once, before `expiresAt`. 404 when the site has no captcha configured (CAPTCHA_HMAC_KEY): the forms then need no `captcha`.',
  responses: { 200: json(captchaChallengeSchema, 'A challenge, signed'), 404: errors[404] },
});
