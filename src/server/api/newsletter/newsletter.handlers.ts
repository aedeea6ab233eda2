import type { RouteHandler } from '@hono/zod-openapi';
import { localeHref } from '@/lib/localized-paths';
import * as newsletter from '@/server/services/newsletter';
import { requireCaptcha } from '../lib/captcha';
import { mailLinkHandlers } from '../lib/mail-links';
import type { AppEnv } from '../lib/router';
import type * as routes from './newsletter.routes';
import { type confirmedSchema, SIGN_UP_MESSAGE, type unsubscribedSchema } from './newsletter.schemas';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...subscription } = c.req.valid('json');
  await requireCaptcha(captcha);
  // The outcome (already subscribed) stays in the server, and the mail goes after the answer: see the route's description.
  await newsletter.signUp(language, subscription);
  return c.json({ status: 'confirmation_requested' as const, message: SIGN_UP_MESSAGE }, 202);
};

export const { confirm, unsubscribe, unsubscribeLink } = mailLinkHandlers<typeof confirmedSchema, typeof unsubscribedSchema>({
  confirm: async (token) => {
    const { status, locale } = await newsletter.confirmSubscription(token);
    return { status, locale };
  },
  unsubscribe: async (token) => {
    const { status, locale } = await newsletter.unsubscribe(token);
    return { status, locale };
  },
  linkLocale: async (token) => (await newsletter.unsubscribeLinkState(token))?.locale ?? null,
  pagePath: (locale, page) => localeHref(locale, page === 'confirm' ? '/newsletter/confirm' : '/newsletter/unsubscribe'),
});
