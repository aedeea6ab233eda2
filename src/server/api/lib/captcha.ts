import { checkCaptcha } from '@/server/services/captcha';
import { claimOnce } from './rate-limit';

/**
 * The captcha check of a public form's handler, after its body passed the schema: nothing when
 * no captcha is configured; else a 422 on the `captcha` field for a missing, invalid, expired or
 * already used answer. A valid answer is claimed for as long as its challenge lives, in the rate
 * limits' store (Redis when REDIS_URL is set, else memory), so it is accepted once across nodes.
 */
export function requireCaptcha(token: string | undefined): Promise<void> {
  return checkCaptcha(token, (id, seconds) => claimOnce('captcha', id, seconds));
}
