import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_DEFERRED_SCRIPTS } from '../cache/page-cache-rules.mjs';
import { prepareNextResponse } from './next-response.mjs';

const NONCE = 'bm9uY2Utb2YtdGVzdA==';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script></head><body>${'<p>result</p>'.repeat(300)}`;
const TAIL = `<script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></body></html>`;

/** What Next does with each kind of response, by path: a page streamed in two writes, or one sent whole. */
function respond(req: IncomingMessage, res: ServerResponse) {
  const html = (policy: string) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', policy);
  };
  if (req.url === '/search' || req.url?.startsWith('/admin')) {
    html(`script-src 'self' 'nonce-${NONCE}'`);
    res.flushHeaders();
    res.write(PAGE);
    res.end(Buffer.from(TAIL));
  } else if (req.url === '/cached') {
    html("script-src 'self' 'sha256-x'");
    res.setHeader('content-length', Buffer.byteLength(PAGE + TAIL));
    res.end(PAGE + TAIL);
  } else {
    res.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': `'nonce-${NONCE}'` });
    res.end('{"ok":true}');
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    prepareNextResponse(req, res);
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

async function get(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    httpRequest(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ headers: res.headers, body: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('a page rendered per request', () => {
  it('is sent whole with its chunks deferred by a script carrying its nonce, then compressed', async () => {
    const { headers, body } = await get('/search', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBeUndefined();
    expect(body).toContain(`<head><script nonce="${NONCE}">${RUN_DEFERRED_SCRIPTS}</script><script type="text/plain" data-deferred-src="/_next/static/chunks/a.js"></script></head>`);
    expect(body.endsWith(TAIL)).toBe(true);
    expect(body.match(/<p>result<\/p>/g)).toHaveLength(300);
  });

  it('is rewritten for a client that takes it uncompressed too', async () => {
    const { headers, body } = await get('/search', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body).toContain('data-deferred-src="/_next/static/chunks/a.js"');
  });
});

describe('any other response', () => {
  it('passes through as written: the back-office, a client application that holds no early click', async () => {
    const { body } = await get('/admin/promotions', 'identity');
    expect(body).toBe(PAGE + TAIL);
    expect(body).not.toContain('data-deferred-src');
  });

  it('passes through as written: a stored page, whose chunks the cache deferred', async () => {
    const { headers, body } = await get('/cached', 'identity');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(PAGE + TAIL)));
    expect(body).toBe(PAGE + TAIL);
  });

  it('passes through as written: a response that is not HTML', async () => {
    const { headers, body } = await get('/api', 'gzip');
    expect(headers['content-type']).toBe('application/json');
    expect(body).toBe('{"ok":true}');
  });
});
