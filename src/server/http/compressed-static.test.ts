import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedStatic } from './compressed-static.mjs';

const SCRIPT = `console.log(${JSON.stringify('a chunk of the site '.repeat(200))});`;
let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'compressed-static-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'page.js'), SCRIPT);
  writeFileSync(path.join(dist, 'static', 'chunks', 'data.json'), '{}');
  const files = compressedStatic(dist, [{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
  await files.prepare();
  // What the real server does with a request the files do not answer: hand it to Next.
  server = createServer((req, res) => {
    if (!files.serve(req, res)) res.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The raw answer: fetch would decompress the body and hide what was sent. */
async function get(pathname: string, acceptEncoding: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(`${base}${pathname}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('compressed static files', () => {
  it('sends a script brotli-compressed, cacheable for good, with the security headers', async () => {
    const answer = await get('/_next/static/chunks/page.js?dpl=1', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('leaves to Next a client without brotli, or one that refuses it', async () => {
    expect((await get('/_next/static/chunks/page.js', 'gzip')).status).toBe(299);
    expect((await get('/_next/static/chunks/page.js', 'gzip, br;q=0')).status).toBe(299);
  });

  it('leaves to Next what it did not compress: other files, unknown names, pages', async () => {
    for (const pathname of ['/_next/static/chunks/data.json', '/_next/static/chunks/missing.js', '/_next/static/chunks/../../page.js', '/fr-be']) {
      expect((await get(pathname, 'br')).status, pathname).toBe(299);
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/_next/static/chunks/page.js', 'br', 'HEAD');
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });
});
