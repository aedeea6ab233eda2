// @ts-check
import { readFile } from 'node:fs/promises';

const folder = new URL('./scripts/', import.meta.url);

/**
 * GET /scripts/<name>.js: a fixture of a third party's script. Each one records that it ran
 * (`window.__thirdParty`) and draws a marker where the real script would draw its content.
 * @type {import('./server.mjs').Handler}
 */
export async function scripts(request, response, url) {
  const match = /^\/scripts\/([a-z0-9-]+\.js)$/.exec(url.pathname);
  if (request.method !== 'GET' || !match) return false;
  try {
    const body = await readFile(new URL(match[1], folder));
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
  return true;
}
