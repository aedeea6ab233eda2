import type { RouteHandler } from '@hono/zod-openapi';
import { NotFoundError, quote } from '@/server/errors';
import * as engagement from '@/server/services/engagement';
import * as storesService from '@/server/services/stores';
import { createStore, deleteStore, patchStore, replaceStore } from '@/server/services/stores-admin';
import { clientHash, readVisitorHash, visitorHash } from '../lib/client';
import { requireCaptcha } from '../lib/captcha';
import type { AppEnv } from '../lib/router';
import type * as routes from './stores.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { language, page, size, in_menu } = c.req.valid('query');
  return c.json(await storesService.listStores(language, { page, size, inMenu: in_menu }), 200);
};

export const top: RouteHandler<typeof routes.top, AppEnv> = async (c) => {
  const { language, size } = c.req.valid('query');
  return c.json(await storesService.topStores(language, size), 200);
};

export const bySlug: RouteHandler<typeof routes.bySlug, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const store = await storesService.getStoreBySlug(language, slug);
  if (!store) throw new NotFoundError(`No store ${quote(slug)} in ${language}`);
  return c.json(store, 200);
};

export const byId: RouteHandler<typeof routes.byId, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const store = await storesService.getStoreById(language, id);
  if (!store) throw new NotFoundError(`No store ${id} in ${language}`);
  return c.json(store, 200);
};

export const patch: RouteHandler<typeof routes.patch, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  return c.json(await patchStore(language, id, c.req.valid('json')), 200);
};

export const promotionsCounts: RouteHandler<typeof routes.promotionsCounts, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { language } = c.req.valid('query');
  const store = await storesService.getStoreById(language, id);
  if (!store) throw new NotFoundError(`No store ${id} in ${language}`);
  return c.json(store.counts, 200);
};

export const share: RouteHandler<typeof routes.share, AppEnv> = async (c) => {
  const { language } = c.req.valid('query');
  const { captcha, ...proposal } = c.req.valid('json');
  await requireCaptcha(captcha);
  await engagement.proposeStore(language, proposal, clientHash(c));
  return c.json({ proposed: true as const }, 201);
};

export const updateRating: RouteHandler<typeof routes.updateRating, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { rating } = c.req.valid('json');
  return c.json(await engagement.rateStore(id, visitorHash(c), rating), 200);
};

export const visitorRating: RouteHandler<typeof routes.visitorRating, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await engagement.visitorRating(id, readVisitorHash(c)), 200);
};

export const proposed: RouteHandler<typeof routes.proposed, AppEnv> = async (c) => {
  const { language, page, size } = c.req.valid('query');
  return c.json(await engagement.listProposedStores({ locale: language, page, size }), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createStore(c.req.valid('json')), 201);
};

export const replace: RouteHandler<typeof routes.replace, AppEnv> = async (c) => {
  return c.json(await replaceStore(c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await deleteStore(c.req.valid('param').id);
  return c.body(null, 204);
};
