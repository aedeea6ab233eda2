import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { localeHref } from '@/lib/localized-paths';
import type { Locale } from '@/lib/locales';
import { AppError, ValidationError } from '@/server/errors';
import * as newsletter from '@/server/services/newsletter';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './newsletter.routes';
import { SIGN_UP_MESSAGE } from './newsletter.schemas';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...subscription } = c.req.valid('json');
  await requireCaptcha(captcha);
  // The outcome (already subscribed) stays in the server, and the mail goes after the answer: see the route's description.
  await newsletter.signUp(language, subscription);
  return c.json({ status: 'confirmation_requested' as const, message: SIGN_UP_MESSAGE }, 202);
};

const noToken = () => new ValidationError('Invalid body', [{ path: 'token', message: 'Give the token in the body or in the URL' }]);

/** The token of a link page's form sent by a browser without script (a form field), if that is what came. */
const pageFormToken = (form: object): string | undefined => ('token' in form && typeof form.token === 'string' ? form.token : undefined);

/**
 * Acts on a page's form and sends the browser back to the page (303), which reads the outcome
 * from the subscription: an unknown or expired token is the page's to tell, not an error here.
 */
async function backToPage(c: Context, route: '/newsletter/confirm' | '/newsletter/unsubscribe', language: Locale, token: string, act: () => Promise<unknown>) {
  try {
    await act();
  } catch (error) {
    if (!(error instanceof AppError && (error.status === 404 || error.status === 410))) throw error;
  }
  return c.redirect(`${localeHref(language, route)}?${new URLSearchParams({ token })}`, 303);
}

export const confirm: RouteHandler<typeof routes.confirm, AppEnv> = async (c) => {
  const fromPage = pageFormToken(c.req.valid('form'));
  if (fromPage) return backToPage(c, '/newsletter/confirm', c.req.valid('query').language, fromPage, () => newsletter.confirmSubscription(fromPage));
  const { token } = c.req.valid('json') as { token?: string };
  if (!token) throw noToken();
  const { status, locale } = await newsletter.confirmSubscription(token);
  return c.json({ status, locale }, 200);
};

export const unsubscribe: RouteHandler<typeof routes.unsubscribe, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const fromPage = pageFormToken(c.req.valid('form'));
  if (fromPage) return backToPage(c, '/newsletter/unsubscribe', query.language, fromPage, () => newsletter.unsubscribe(fromPage));
  // JSON `{token}`, or the one-click form with the token in the URL (validated by the route).
  const token = (c.req.valid('json') as { token?: string }).token ?? query.token;
  if (!token) throw noToken();
  const { status, locale } = await newsletter.unsubscribe(token);
  return c.json({ status, locale }, 200);
};

export const unsubscribeLink: RouteHandler<typeof routes.unsubscribeLink, AppEnv> = async (c) => {
  const { token, language } = c.req.valid('query');
  // Read only, for the locale of the page: the mails' one-click address carries none.
  const locale = (token && (await newsletter.unsubscribeLinkState(token))?.locale) || language;
  const page = localeHref(locale, '/newsletter/unsubscribe');
  // Personal (a token), and its target follows the subscription: no cache keeps it.
  c.header('Cache-Control', 'no-store');
  return c.redirect(token ? `${page}?${new URLSearchParams({ token })}` : page, 303);
};
