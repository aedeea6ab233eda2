import type { RouteHandler } from '@hono/zod-openapi';
import * as seo from '@/server/services/seo';
import type { AppEnv } from '../lib/router';
import type { KindRoutes } from './seo.routes';

/** The handlers of one kind; only the kind differs between the four SEO resources. */
function handlersOf(kind: seo.SeoKind) {
  const list: RouteHandler<KindRoutes['list'], AppEnv> = async (c) => {
    const { language, page, size, ...filters } = c.req.valid('query');
    return c.json(await seo.listSeoRecords(kind, language, { page, size }, filters), 200);
  };
  const patch: RouteHandler<KindRoutes['patch'], AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const { language } = c.req.valid('query');
    return c.json(await seo.updateSeoRecord(kind, language, id, c.req.valid('json')), 200);
  };
  return { list, patch };
}

export const store = handlersOf('store');
export const promotionCategory = handlersOf('promotion_category');
export const blogPostCategory = handlersOf('blog_post_category');
export const blogPost = handlersOf('blog_post');
