import 'server-only';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { securityHeaders } from '@/lib/security-headers.mjs';
import { createApp } from './app';

/**
 * The API's reads served by src/server/http/serve.mjs straight from its HTTP server, without Next's route
 * handler: measured on the comparator's listing at a million properties, Next's handling cost more
 * than the read itself (about 450 against 970 requests a second on this machine). Writes still go
 * through Next (src/app/api/[[...route]]/route.ts), whose cache they must expire. Bundled by
 * scripts/start.ts into the build folder.
 */
export function apiReadListener(env: { SITE_DOMAINS?: string; SITE_URL?: string }) {
  const headers = securityHeaders(env);
  const server = new Hono();
  server.use('*', async (c, next) => {
    await next();
    for (const { key, value } of headers) c.res.headers.set(key, value);
  });
  server.route('/', createApp());
  return getRequestListener(server.fetch);
}
