import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import * as destinationsService from '@/server/services/destinations';
import { createDestination, deleteDestination, destinationFaq, patchDestination } from '@/server/services/destinations-admin';
import { faqList } from '../categories/landing-page-writes';
import type { AppEnv } from '../lib/router';
import type * as routes from './destinations.routes';

export const locations: RouteHandler<typeof routes.locations, AppEnv> = async (c) => {
  const { language, page, size, in_menu } = c.req.valid('query');
  return c.json(await destinationsService.listDestinations(language, 'location', { page, size, inMenu: in_menu }), 200);
};

export const topLocations: RouteHandler<typeof routes.topLocations, AppEnv> = async (c) => {
  const { language, size } = c.req.valid('query');
  return c.json(await destinationsService.topDestinations(language, size), 200);
};

export const homepageSliders: RouteHandler<typeof routes.homepageSliders, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await destinationsService.homepageSliders(language), 200);
};

export const byContinent: RouteHandler<typeof routes.byContinent, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await destinationsService.locationsByContinent(language), 200);
};

export const location: RouteHandler<typeof routes.location, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const page = await destinationsService.getDestinationPage(language, 'location', { slug });
  if (!page) throw new NotFoundError(`No location ${quote(slug)} in ${language}`);
  return c.json(page, 200);
};

export const sublocations: RouteHandler<typeof routes.sublocations, AppEnv> = async (c) => {
  const { language, page, size, in_menu } = c.req.valid('query');
  return c.json(await destinationsService.listDestinations(language, 'sublocation', { page, size, inMenu: in_menu }), 200);
};

export const sublocation: RouteHandler<typeof routes.sublocation, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { language, parent } = c.req.valid('query');
  const page = await destinationsService.getDestinationPage(language, 'sublocation', { slug, parent });
  if (!page) throw new NotFoundError(`No sublocation ${quote(slug)} in ${language}`);
  return c.json(page, 200);
};

export const tree: RouteHandler<typeof routes.tree, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await destinationsService.destinationTree(language), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createDestination(c.req.valid('json')), 201);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  return c.json(await patchDestination(c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await deleteDestination(c.req.valid('param').id);
  return c.body(null, 204);
};

export const addFaqItem: RouteHandler<typeof routes.addFaqItem, AppEnv> = async (c) => {
  const { language, position } = c.req.valid('query');
  return c.json(faqList(await destinationFaq.add(c.req.valid('param').id, language, c.req.valid('json'), position)), 201);
};

export const replaceFaqItem: RouteHandler<typeof routes.replaceFaqItem, AppEnv> = async (c) => {
  const { id, position } = c.req.valid('param');
  return c.json(faqList(await destinationFaq.replace(id, c.req.valid('query').language, position, c.req.valid('json'))), 200);
};

export const removeFaqItem: RouteHandler<typeof routes.removeFaqItem, AppEnv> = async (c) => {
  const { id, position } = c.req.valid('param');
  return c.json(faqList(await destinationFaq.remove(id, c.req.valid('query').language, position)), 200);
};
