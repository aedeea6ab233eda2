import type { RouteHandler } from '@hono/zod-openapi';
import * as consentRecords from '@/server/services/consent-records';
import type { AppEnv } from '../lib/router';
import type * as routes from './consent.routes';

export const record: RouteHandler<typeof routes.record, AppEnv> = async (c) => {
  await consentRecords.recordConsent(c.req.valid('query').language, c.req.valid('json'));
  return c.body(null, 204);
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size } = c.req.valid('query');
  return c.json(await consentRecords.listConsentRecords(page, size), 200);
};
