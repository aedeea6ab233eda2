import { createRouter } from '../lib/router';
import * as redirectionHandlers from './redirections.handlers';
import * as redirectionRoutes from './redirections.routes';
import * as handlers from './seo.handlers';
import * as routes from './seo.routes';

// Fixed paths before `{id}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(redirectionRoutes.list, redirectionHandlers.list)
  .openapi(redirectionRoutes.search, redirectionHandlers.search)
  .openapi(redirectionRoutes.create, redirectionHandlers.create)
  .openapi(redirectionRoutes.update, redirectionHandlers.update)
  .openapi(redirectionRoutes.remove, redirectionHandlers.remove)
  .openapi(routes.store.list, handlers.store.list)
  .openapi(routes.store.patch, handlers.store.patch)
  .openapi(routes.promotionCategory.list, handlers.promotionCategory.list)
  .openapi(routes.promotionCategory.patch, handlers.promotionCategory.patch)
  .openapi(routes.blogPostCategory.list, handlers.blogPostCategory.list)
  .openapi(routes.blogPostCategory.patch, handlers.blogPostCategory.patch)
  .openapi(routes.blogPost.list, handlers.blogPost.list)
  .openapi(routes.blogPost.patch, handlers.blogPost.patch);

export default router;
