import { createRouter } from '../lib/router';
import { routerOf } from '../lib/routes';
import * as accountHandlers from './accounts.handlers';
import * as accountRoutes from './accounts.routes';
import * as auditLogHandlers from './audit-log.handlers';
import * as auditLogRoutes from './audit-log.routes';
import * as footerLinkHandlers from './footer-links.handlers';
import * as footerLinkRoutes from './footer-links.routes';
import * as inboxHandlers from './inbox.handlers';
import * as inboxRoutes from './inbox.routes';
import * as landingHandlers from './landing-pages.handlers';
import * as landingRoutes from './landing-pages.routes';
import * as mediaHandlers from './media.handlers';
import * as mediaRoutes from './media.routes';
import * as newsletterHandlers from './newsletter-subscribers.handlers';
import * as newsletterRoutes from './newsletter-subscribers.routes';
import * as partnerHandlers from './partners.handlers';
import * as partnerRoutes from './partners.routes';
import * as pageHandlers from './pages.handlers';
import * as pageRoutes from './pages.routes';
import * as postHandlers from './posts.handlers';
import * as postRoutes from './posts.routes';
import * as promotionHandlers from './promotions.handlers';
import * as promotionRoutes from './promotions.routes';
import * as redirectionHandlers from './redirections.handlers';
import * as redirectionRoutes from './redirections.routes';
import * as storeHandlers from './stores.handlers';
import * as storeRoutes from './stores.routes';

/** The back-office's reads (/api/admin/…): records as editors write them, every status, behind the token. */
const admin = createRouter();
admin.route('/', routerOf(promotionRoutes, promotionHandlers, ['list', 'record']));
admin.route('/', routerOf(storeRoutes, storeHandlers, ['list', 'record']));
admin.route('/', routerOf(postRoutes, postHandlers, ['list', 'record']));
for (const kind of ['categories', 'destinations'] as const) {
  // Each family's handlers are typed by the categories' routes, whose requests both share.
  admin.route('/', routerOf(landingRoutes[kind], landingHandlers[kind] as never, ['list', 'record']));
}
admin.route('/', routerOf(landingRoutes.continents, landingHandlers.continents, ['list']));
admin.route('/', routerOf(pageRoutes, pageHandlers, ['list', 'record']));
admin.route('/', routerOf(mediaRoutes, mediaHandlers, ['list', 'record']));
admin.route('/', routerOf(redirectionRoutes, redirectionHandlers, ['list', 'record']));
admin.route('/', routerOf(accountRoutes, accountHandlers, ['list', 'record']));
admin.route('/', routerOf(partnerRoutes, partnerHandlers, ['list', 'record']));
admin.route('/', routerOf(footerLinkRoutes, footerLinkHandlers, ['list', 'record']));
admin.route('/', routerOf(auditLogRoutes, auditLogHandlers, ['facets']));
admin.route('/', routerOf(newsletterRoutes, newsletterHandlers, ['list', 'csv']));
for (const kind of ['contactMessages', 'proposedStores', 'sharedPromotions'] as const) {
  // Each kind's handlers are typed by the contact messages' routes, whose requests every kind shares.
  admin.route('/', routerOf(inboxRoutes[kind], inboxHandlers[kind] as never, ['list', 'record', 'patch']));
}

export default admin;
