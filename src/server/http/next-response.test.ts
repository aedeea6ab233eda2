import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
  } else if (req.url === '/hit' || req.url === '/miss') {
    // As Next answers a page: from its cache in one piece, or rendered and streamed.
    html("script-src 'self' 'sha256-x'");
    res.setHeader('x-nextjs-cache', req.url === '/hit' ? 'HIT' : 'MISS');
    res.setHeader('vary', 'rsc');
    if (req.url === '/hit') res.end(PAGE + TAIL);
    else {
      res.write(PAGE);
      res.end(TAIL);
    }
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

const DECODE: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

async function get(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingMessage['headers']; body: string; bytes: Buffer }>((resolve, reject) => {
    httpRequest(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const decode = DECODE[String(res.headers['content-encoding'])];
        resolve({ headers: res.headers, bytes, body: (decode ? decode(bytes) : bytes).toString() });
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

describe('a page from the cache', () => {
  it('is compressed once: each hit sends the same kept bytes, whole, for the encoding the client takes', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const first = await get('/hit', accepted);
      const second = await get('/hit', accepted);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['content-length']).toBe(String(first.bytes.length));
      expect(first.headers.vary).toBe('rsc, Accept-Encoding');
      expect(first.body).toBe(PAGE + TAIL);
      expect(second.bytes.equals(first.bytes)).toBe(true);
    }
  });

  it('goes out as it is to a client that takes no compression', async () => {
    const { headers, body } = await get('/hit', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body).toBe(PAGE + TAIL);
  });

  it('is compressed as it streams when it was rendered for this request', async () => {
    const { headers, body } = await get('/miss', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBeUndefined();
    expect(body).toBe(PAGE + TAIL);
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
