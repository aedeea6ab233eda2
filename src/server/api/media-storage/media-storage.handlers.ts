import type { RouteHandler } from '@hono/zod-openapi';
import * as mediaService from '@/server/services/media';
import type { AppEnv } from '../lib/router';
import { bytesOf } from '../lib/upload';
import type * as routes from './media-storage.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size } = c.req.valid('query');
  return c.json(await mediaService.listMedia({ page, size }), 200);
};

export const searchByName: RouteHandler<typeof routes.searchByName, AppEnv> = async (c) => {
  const { name, page, size } = c.req.valid('query');
  return c.json(await mediaService.searchMediaByName(name, { page, size }), 200);
};

export const uploadIcon: RouteHandler<typeof routes.uploadIcon, AppEnv> = async (c) => {
  const { file, name, alt, alt_nl_be, alt_fr_fr } = c.req.valid('form');
  const item = await mediaService.uploadMedia({ data: await bytesOf(file), fileName: file.name, name, alt, altTranslations: { 'nl-be': alt_nl_be, 'fr-fr': alt_fr_fr } });
  return c.json(item, 201);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await mediaService.deleteMedia(id);
  return c.json({ deleted: true as const, id }, 200);
};
