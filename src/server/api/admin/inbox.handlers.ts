import type { RouteHandler } from '@hono/zod-openapi';
import { getInboxItem, type InboxKind, listInbox, setInboxHandled } from '@/server/services/visitor-inbox';
import type { AppEnv } from '../lib/router';
import type * as routes from './inbox.routes';

// Every kind's routes take the same requests (inbox.routes.ts); the contact messages' stand for all.
type Routes = typeof routes.contactMessages;

/** The handlers of one kind's routes. */
function inboxHandlers(kind: InboxKind) {
  const list: RouteHandler<Routes['list'], AppEnv> = async (c) => {
    const { language, page, size, ...filters } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    return c.json((await listInbox(kind, { ...filters, locale: language }, { page, size })) as never, 200);
  };
  const record: RouteHandler<Routes['record'], AppEnv> = async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json((await getInboxItem(kind, c.req.valid('param').id)) as never, 200);
  };
  const patch: RouteHandler<Routes['patch'], AppEnv> = async (c) => {
    return c.json((await setInboxHandled(kind, c.req.valid('param').id, c.req.valid('json').handled)) as never, 200);
  };
  return { list, record, patch };
}

export const contactMessages = inboxHandlers('contact_message');
export const proposedStores = inboxHandlers('proposed_store');
export const sharedPromotions = inboxHandlers('shared_promotion');
