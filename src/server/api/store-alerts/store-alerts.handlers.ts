import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Locale } from '@/lib/locales';
import { AppError, ValidationError } from '@/server/errors';
import * as alerts from '@/server/services/store-alerts';
import { storeAlertPagePath, type StoreAlertPage } from '@/server/services/store-alerts-mail';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './store-alerts.routes';
import { SUBSCRIBE_MESSAGE } from './store-alerts.schemas';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const { captcha, email } = c.req.valid('json');
  await requireCaptcha(captcha);
  // Whether the address was subscribed already stays in the server, and the mail goes after the answer (see the route).
  await alerts.subscribeToStore(language, id, email);
  return c.json({ status: 'confirmation_requested' as const, message: SUBSCRIBE_MESSAGE }, 202);
};

const noToken = () => new ValidationError('Invalid body', [{ path: 'token', message: 'Give the token in the body or in the URL' }]);

/** The token of a link page's form sent by a browser without script (a form field), if that is what came. */
const pageFormToken = (form: object): string | undefined => ('token' in form && typeof form.token === 'string' ? form.token : undefined);

/**
 * Acts on a page's form and sends the browser back to the page (303), which reads the outcome
 * from the subscription: an unknown or expired token is the page's to tell, not an error here.
 */
async function backToPage(c: Context, page: StoreAlertPage, language: Locale, token: string, act: () => Promise<unknown>) {
  try {
    await act();
  } catch (error) {
    if (!(error instanceof AppError && (error.status === 404 || error.status === 410))) throw error;
  }
  return c.redirect(`${storeAlertPagePath(language, page)}?${new URLSearchParams({ token })}`, 303);
}

const answer = <S extends string>(outcome: alerts.StoreAlertOutcome<S>) => ({ status: outcome.status, locale: outcome.locale, store_id: outcome.storeId });

export const confirm: RouteHandler<typeof routes.confirm, AppEnv> = async (c) => {
  const fromPage = pageFormToken(c.req.valid('form'));
  if (fromPage) return backToPage(c, 'confirm', c.req.valid('query').language, fromPage, () => alerts.confirmStoreAlert(fromPage));
  const { token } = c.req.valid('json') as { token?: string };
  if (!token) throw noToken();
  return c.json(answer(await alerts.confirmStoreAlert(token)), 200);
};

export const unsubscribe: RouteHandler<typeof routes.unsubscribe, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const fromPage = pageFormToken(c.req.valid('form'));
  if (fromPage) return backToPage(c, 'unsubscribe', query.language, fromPage, () => alerts.unsubscribeStoreAlert(fromPage));
  // JSON `{token}`, or the one-click form with the token in the URL (validated by the route).
  const token = (c.req.valid('json') as { token?: string }).token ?? query.token;
  if (!token) throw noToken();
  return c.json(answer(await alerts.unsubscribeStoreAlert(token)), 200);
};

export const unsubscribeLink: RouteHandler<typeof routes.unsubscribeLink, AppEnv> = async (c) => {
  const { token, language } = c.req.valid('query');
  // Read only, for the locale of the page: the mails' one-click address carries none.
  const locale = (token && (await alerts.storeAlertUnsubscribeLinkState(token))?.locale) || language;
  const page = storeAlertPagePath(locale, 'unsubscribe');
  // Personal (a token), and its target follows the subscription: no cache keeps it.
  c.header('Cache-Control', 'no-store');
  return c.redirect(token ? `${page}?${new URLSearchParams({ token })}` : page, 303);
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size, store_id: storeId } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await alerts.listStoreAlerts({ page, size, storeId }), 200);
};
