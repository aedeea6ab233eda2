import { createRouter } from '../lib/router';
import * as handlers from './pages.handlers';
import * as routes from './pages.routes';

// Fixed paths before `{page}`: the first registered route that matches answers.
const router = createRouter()
  .openapi(routes.updatePage, handlers.updatePage)
  .openapi(routes.homePageStores, handlers.homePageStores)
  .openapi(routes.homepageBanner, handlers.homepageBanner)
  .openapi(routes.copyright, handlers.copyright)
  .openapi(routes.footerLinks, handlers.footerLinks)
  .openapi(routes.sendEmail, handlers.sendEmail)
  .openapi(routes.getPage, handlers.getPage);

export default router;
