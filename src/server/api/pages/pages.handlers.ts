import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import * as pagesService from '@/server/services/pages';
import { clientHash } from '../lib/client';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './pages.routes';

export const getPage: RouteHandler<typeof routes.getPage, AppEnv> = async (c) => {
  const { page } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const found = await pagesService.getPage(language, page);
  if (!found) throw new NotFoundError(`No page ${quote(page)} in ${language}`);
  return c.json(found, 200);
};

export const updatePage: RouteHandler<typeof routes.updatePage, AppEnv> = async (c) => {
  const { language, page } = c.req.valid('query');
  return c.json(await pagesService.updatePage(language, page, c.req.valid('json')), 200);
};

export const homePageStores: RouteHandler<typeof routes.homePageStores, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await pagesService.homePageStores(language), 200);
};

export const homepageBanner: RouteHandler<typeof routes.homepageBanner, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const banner = await pagesService.homepageBanner(language);
  if (!banner) throw new NotFoundError(`No site settings in ${language}`);
  return c.json(banner, 200);
};

export const copyright: RouteHandler<typeof routes.copyright, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const found = await pagesService.copyright(language);
  if (!found) throw new NotFoundError(`No site settings in ${language}`);
  return c.json(found, 200);
};

export const footerLinks: RouteHandler<typeof routes.footerLinks, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await pagesService.footerLinksOf(language), 200);
};

export const sendEmail: RouteHandler<typeof routes.sendEmail, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...message } = c.req.valid('json');
  await requireCaptcha(captcha);
  return c.json(await pagesService.sendContactMessage(language, message, clientHash(c)), 201);
};
