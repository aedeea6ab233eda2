import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseEncoding } from './compress-once.mjs';
import { prepareNextResponse } from './next-response.mjs';
import MemoryCacheHandler from '../cache/memory-cache-handler.mjs';
import { tagsExpired } from '../cache/tag-expiries.mjs';
import { serveRecentHit } from './recent-hits.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'<p>a cached page</p>'.repeat(200)}</body></html>`;
let rendered = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  // As src/server/http/serve.mjs composes them, with Next answering every page from its cache.
  server = createServer((req, res) => {
    if (serveRecentHit(req, res, chooseEncoding(req.headers['accept-encoding']))) return;
    prepareNextResponse(req, res);
    rendered += 1;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', req.url === '/miss' ? 'MISS' : 'HIT');
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

afterEach(() => {
  vi.useRealTimers();
  tagsExpired(['layout']);
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<IncomingMessage['headers']>((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    })
      .on('error', reject)
      .end();
  });
}

/** How many of the requests reached Next. */
async function reaching(requests: () => Promise<unknown>) {
  const before = rendered;
  await requests();
  return rendered - before;
}

describe('a page Next has just served from its cache', () => {
  it('is answered again for a second without Next, with the same headers and bytes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await get('/store');
    let again: IncomingMessage['headers'] = {};
    expect(await reaching(async () => (again = await get('/store')))).toBe(0);
    expect(again['content-length']).toBe(first['content-length']);
    expect(again['content-encoding']).toBe('br');
    expect(again['x-nextjs-cache']).toBe('HIT');
    vi.setSystemTime(Date.now() + 1001);
    expect(await reaching(() => get('/store'))).toBe(1);
  });

  it('goes to Next again once a write expired tags through the cache handler', async () => {
    await get('/store');
    await new MemoryCacheHandler().revalidateTag(['store:1'], { expire: 0 });
    expect(await reaching(() => get('/store'))).toBe(1);
  });

  it('is not repeated for another host, encoding, a router request, or a page rendered afresh', async () => {
    await get('/store');
    expect(await reaching(() => get('/store', { host: 'example.nl' }))).toBe(1);
    expect(await reaching(() => get('/store', { 'accept-encoding': 'gzip' }))).toBe(1);
    expect(await reaching(() => get('/store', { rsc: '1' }))).toBe(1);
    expect(await reaching(() => get('/store', { 'accept-encoding': 'identity' }))).toBe(1);
    await get('/miss');
    expect(await reaching(() => get('/miss'))).toBe(1);
  });
});
