import type { RouteHandler } from '@hono/zod-openapi';
import { ValidationError } from '@/server/errors';
import * as filesService from '@/server/services/files';
import type { AppEnv } from '../lib/router';
import { bytesOf } from '../lib/upload';
import type * as routes from './file-storage.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { page, size } = c.req.valid('query');
  return c.json(await filesService.listFiles({ page, size }), 200);
};

export const uploadFile: RouteHandler<typeof routes.uploadFile, AppEnv> = async (c) => {
  const { file } = c.req.valid('form');
  return c.json(await filesService.uploadFile({ data: await bytesOf(file), fileName: file.name }), 201);
};

export const uploadRobots: RouteHandler<typeof routes.uploadRobots, AppEnv> = async (c) => {
  const { file, content } = c.req.valid('form');
  const input = file ? await bytesOf(file) : content;
  if (input === undefined) throw new ValidationError('Send a robots.txt as `file` or as `content`');
  return c.json(await filesService.saveRobots(input), 201);
};

export const downloadRobots: RouteHandler<typeof routes.downloadRobots, AppEnv> = async (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.text(await filesService.getRobotsTxt(), 200);
};
