import type { RouteHandler } from '@hono/zod-openapi';
import * as alerts from '@/server/services/store-alerts';
import { storeAlertPagePath } from '@/server/services/store-alerts-mail';
import { requireCaptcha } from '../lib/captcha';
import { mailLinkHandlers } from '../lib/mail-links';
import type { AppEnv } from '../lib/router';
import type * as routes from './store-alerts.routes';
import { type confirmedSchema, SUBSCRIBE_MESSAGE, type unsubscribedSchema } from './store-alerts.schemas';

export const subscribe: RouteHandler<typeof routes.subscribe, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const { captcha, email } = c.req.valid('json');
  await requireCaptcha(captcha);
  // Whether the address was subscribed already stays in the server, and the mail goes after the answer (see the route).
  await alerts.subscribeToStore(language, id, email);
  return c.json({ status: 'confirmation_requested' as const, message: SUBSCRIBE_MESSAGE }, 202);
};

const answer = <S extends string>(outcome: alerts.StoreAlertOutcome<S>) => ({ status: outcome.status, locale: outcome.locale, store_id: outcome.storeId });

export const { confirm, unsubscribe, unsubscribeLink } = mailLinkHandlers<typeof confirmedSchema, typeof unsubscribedSchema>({
  confirm: async (token) => answer(await alerts.confirmStoreAlert(token)),
  unsubscribe: async (token) => answer(await alerts.unsubscribeStoreAlert(token)),
  linkLocale: async (token) => (await alerts.storeAlertUnsubscribeLinkState(token))?.locale ?? null,
  pagePath: storeAlertPagePath,
});

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size, store_id: storeId } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await alerts.listStoreAlerts({ page, size, storeId }), 200);
};
