import { Hono } from 'hono';
import { createRouter } from './lib/router';
import { BAD_PATH_MESSAGES, pathProblem } from '@/lib/request-guard';
import { errorJson, handleError, handleNotFound } from './lib/errors';
import { requestBodyLimit } from './lib/body-limit';
import { renderDocs } from './docs/render';
import accounts from './accounts/accounts.index';
import admin from './admin/admin.index';
import auditLog from './audit-log/audit-log.index';
import auth from './auth/auth.index';
import blogCategories from './blog-categories/blog-categories.index';
import breadcrumbs from './breadcrumbs/breadcrumbs.index';
import captcha from './captcha/captcha.index';
import categories from './categories/categories.index';
import contact from './contact/contact.index';
import dashboard from './dashboard/dashboard.index';
import consent from './consent/consent.index';
import coupons from './coupons/coupons.index';
import datafeed from './datafeed/datafeed.index';
import destinations from './destinations/destinations.index';
import feeds from './feeds/feeds.index';
import fileStorage from './file-storage/file-storage.index';
import footerLinks from './footer-links/footer-links.index';
import health from './health/health.index';
import mediaStorage from './media-storage/media-storage.index';
import newsletter from './newsletter/newsletter.index';
import outboundClicks from './outbound-clicks/outbound-clicks.index';
import pages from './pages/pages.index';
import partners from './partners/partners.index';
import posts from './posts/posts.index';
import promotions from './promotions/promotions.index';
import search from './search/search.index';
import seo from './seo/seo.index';
import sitemap from './sitemap/sitemap.index';
import slugs from './slugs/slugs.index';
import stores from './stores/stores.index';
import storeAlerts from './store-alerts/store-alerts.index';

const resources = [
  accounts,
  admin,
  auditLog,
  auth,
  blogCategories,
  breadcrumbs,
  captcha,
  categories,
  consent,
  contact,
  coupons,
  dashboard,
  datafeed,
  destinations,
  feeds,
  fileStorage,
  footerLinks,
  health,
  mediaStorage,
  newsletter,
  outboundClicks,
  pages,
  partners,
  posts,
  promotions,
  search,
  seo,
  sitemap,
  slugs,
  stores,
  storeAlerts,
];

/** The REST API of SPEC §7; mounted at /api by Next and runnable on its own. */
export function createApp() {
  const app = createRouter().basePath('/api');
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', requestBodyLimit);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const resource of resources) app.route('/', resource);

  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Holiday offers API',
      version: '1.0.0',
      description:
        'Content and public actions of the site. Every GET is public and takes `language` (fr-be, nl-be, fr-fr; fr-be by default), but the contact messages’ list (GET /api/contact/), the proposed stores (GET /api/stores/proposed/), the store alert subscriptions (GET /api/store-alerts/), the promotions visitors’ votes flag as not working (GET /api/promotions/flagged/), the click counts of merchant links (GET /api/outbound-clicks/{kind}/{id}/) and the consent records (GET /api/consent/), which need a token. Writes need `Authorization: Bearer <token>` from POST /api/auth-jwt/; an account is an `editor` (content) or an `admin` (also accounts, robots.txt, redirections and partner feed settings), and a write that needs the admin role answers 403 to an editor. Every write made with a token is kept in the audit log (GET /api/audit_log/). Errors are `{error: {code, message, details}}`. While the database cannot be reached, any operation may answer 503 `unavailable` with `Retry-After`. JSON bodies are limited to 64 KB (1 MB with an editor token); a larger one answers 413.',
    },
  };
  app.doc31('/openapi.json', document);
  app.get('/docs/', (c) => c.html(renderDocs(app.getOpenAPI31Document(document))));
  return withOptionalTrailingSlash(app);
}

/**
 * SPEC §7 paths end with a slash and are registered so; the same path without it answers too.
 * Files (openapi.json) keep their name.
 */
function withOptionalTrailingSlash(inner: { fetch: (request: Request) => Response | Promise<Response> }) {
  const outer = new Hono();
  outer.all('*', (c) => {
    const url = new URL(c.req.url);
    // Undecodable percent-encoding or a control character: no route can take it (the proxy
    // answers the same when the API runs inside Next, whose router fails on such paths).
    const problem = pathProblem(url.pathname, { maxLength: Infinity });
    if (problem === 'malformed' || problem === 'control') {
      return errorJson(c, 400, { code: 'bad_request', message: BAD_PATH_MESSAGES[problem] });
    }
    if (url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname)) return inner.fetch(c.req.raw);
    url.pathname += '/';
    return inner.fetch(new Request(url, c.req.raw));
  });
  return outer;
}
