import 'server-only';
import type { ReactNode } from 'react';
import { Captcha } from '@/components/forms/Captcha';
import { env } from '@/server/env';

/**
 * The captcha slot of a public form: the widget when the site has a captcha (CAPTCHA_HMAC_KEY),
 * else nothing, so pages without one ship none of its code. Read while the page renders on the
 * server, at run time: a cached page keeps what it read, which changes only with a restart.
 */
export function captchaSlot(): ReactNode {
  return env.CAPTCHA_HMAC_KEY ? <Captcha /> : null;
}
