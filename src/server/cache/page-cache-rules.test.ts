import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MemoryCacheHandler from './memory-cache-handler.mjs';
import { deferChunkScripts, inlineScripts, RUN_DEFERRED_SCRIPTS, trustedScriptHashes } from './page-cache-rules.mjs';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const bundler =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/2_xf99yxhp4od.js","static/chunks/3cu7exz-1fzxk.js"],"runtimeModuleIds":[94553]});';
const chunk = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1234,[],\\"default\\"]\\n"])';

describe('inline scripts of a page', () => {
  it('finds inline scripts and leaves out external files and data blocks', () => {
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@type":"Thing"}</script></head>
      <body><script>${bootstrap}</script><script type="text/javascript">${chunk}</script></body></html>`;
    expect(inlineScripts(html)).toEqual([bootstrap, chunk]);
  });

  it('hashes the scripts Next writes, each once', () => {
    const html = `<script>${bundler}</script><script>${bootstrap}</script><script>${chunk}</script><script>${chunk}</script>`;
    expect(trustedScriptHashes(html)).toEqual([hash(bundler), hash(bootstrap), hash(chunk)]);
  });

  it('gives no hash to a script of another shape, even one that starts like page data', () => {
    const alien = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"+alert(1)])',
      'self.__next_f.push([1,"x"]),alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      bundler.replace('94553]', '94553],"x":alert(1)'),
    ];
    const html = alien.map((code) => `<script>${code}</script>`).join('');
    expect(inlineScripts(html)).toHaveLength(alien.length);
    expect(trustedScriptHashes(html)).toEqual([]);
  });

  it('reads a document without scripts, or cut short, without failing', () => {
    expect(trustedScriptHashes('<p>no script</p>')).toEqual([]);
    expect(trustedScriptHashes('<script>self.__next_f.push([1,"x"])')).toEqual([]);
  });
});

/** Next's own in-memory page cache, with the site's rules, as a production server makes it. */
function memoryCache() {
  return new MemoryCacheHandler({ dev: false, flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [], maxMemoryCacheSize: 10_000_000 });
}

const dataRead = (key: string, tags: string[]) => ({ kind: 'FETCH', tags, revalidate: 300, key });
const dataValue = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 300 });

describe('scripts of a stored page', () => {
  const head = '<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/0a-b_c.js" async=""></script><script src="/_next/static/chunks/turbopack-1x.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script></head>';
  const body = `<body><p>text</p><script>${bundler}</script><script src="/_next/static/chunks/main.js" async=""></script><script src="https://cdn.example/x.js" async=""></script></body>`;

  it('are fetched and run after the first paint, in the order Next named them, by one script the policy trusts', () => {
    const html = deferChunkScripts(`<html>${head}${body}</html>`);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect([...html.matchAll(/data-deferred-src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/_next/static/chunks/0a-b_c.js',
      '/_next/static/chunks/turbopack-1x.js',
      '/_next/static/chunks/main.js',
    ]);
    // The runner comes before the first of them, after the stylesheet; the rest is left as it was.
    expect(html.indexOf(RUN_DEFERRED_SCRIPTS)).toBeGreaterThan(html.indexOf('a.css'));
    expect(html.indexOf(RUN_DEFERRED_SCRIPTS)).toBeLessThan(html.indexOf('data-deferred-src'));
    expect(html).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
    expect(html).toContain('<script src="https://cdn.example/x.js" async=""></script>');
    expect(inlineScripts(html)).toEqual([RUN_DEFERRED_SCRIPTS, bundler]);
    expect(trustedScriptHashes(html)).toEqual([hash(RUN_DEFERRED_SCRIPTS), hash(bundler)]);
  });

  it('of a page trusted by nonce are deferred the same way, the script that starts them carrying the nonce', () => {
    const nonce = 'ab+c/d==';
    const html = deferChunkScripts(
      `<head><script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script><script src="/_next/static/chunks/p.js" noModule="" nonce="${nonce}"></script>` +
        `<script src="/_next/static/chunks/b.js" nonce="${nonce}" async=""></script></head>`,
      nonce,
    );
    expect([...html.matchAll(/data-deferred-src="([^"]+)"/g)].map((match) => match[1])).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).toContain(`<head><script nonce="${nonce}">${RUN_DEFERRED_SCRIPTS}</script><script type="text/plain"`);
    expect(html).toContain(`<script src="/_next/static/chunks/p.js" noModule="" nonce="${nonce}"></script>`);
    expect(() => deferChunkScripts(html, '"><script>alert(1)</script>')).toThrow();
  });

  it('leave a page without chunk scripts as it is', () => {
    const html = '<html><body><p>no script</p></body></html>';
    expect(deferChunkScripts(html)).toBe(html);
  });
});

describe('the page cache', () => {
  // Each step a millisecond apart, as they are when a render takes time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const later = () => vi.advanceTimersByTime(1);

  it('does not keep a render that a write overtook: the next read renders afresh', async () => {
    const cache = memoryCache();
    const key = `render-overtaken-${Math.random()}`;
    // A read finds nothing and the render reads the database; meanwhile a write expires its tag.
    expect(await cache.get(key, dataRead(key, ['store:1']))).toBeNull();
    later();
    await cache.revalidateTag(['store:1'], { expire: 0 });
    later();
    await cache.set(key, dataValue('"old name"'), { fetchCache: true, tags: ['store:1'] });
    later();
    expect(await cache.get(key, dataRead(key, ['store:1']))).toBeNull();
    // The render that follows read after the write: it is kept.
    later();
    await cache.set(key, dataValue('"new name"'), { fetchCache: true, tags: ['store:1'] });
    later();
    expect(await cache.get(key, dataRead(key, ['store:1']))).toMatchObject({ value: { data: { body: '"new name"' } } });
  });

  it('keeps a render whose tags no write touched meanwhile', async () => {
    const cache = memoryCache();
    const key = `render-untouched-${Math.random()}`;
    expect(await cache.get(key, dataRead(key, ['store:2']))).toBeNull();
    later();
    await cache.revalidateTag(['store:3'], { expire: 0 });
    later();
    await cache.set(key, dataValue('"kept"'), { fetchCache: true, tags: ['store:2'] });
    expect(await cache.get(key, dataRead(key, ['store:2']))).toMatchObject({ value: { data: { body: '"kept"' } } });
  });

  it('stores a rendered page with the hashes of its scripts as its policy, on the headers it is sent with', async () => {
    const cache = memoryCache();
    const key = `/page-${Math.random()}`;
    const headers: Record<string, unknown> = { 'x-next-cache-tags': 'layout,store:4' };
    const page = {
      kind: 'APP_PAGE',
      html: `<html><body><script>${chunk}</script><script>alert(1)</script><script src="/_next/static/chunks/m.js" async=""></script></body></html>`,
      headers,
      rscData: Buffer.from(''),
      status: 200,
    };
    await cache.get(key, { kind: 'APP_PAGE' });
    await cache.set(key, page, { cacheControl: { revalidate: 300, expire: 3600 } });
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${hash(chunk)} ${hash(RUN_DEFERRED_SCRIPTS)};`);
    expect(policy).not.toContain(hash('alert(1)'));
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(await cache.get(key, { kind: 'APP_PAGE' })).toMatchObject({
      value: { headers: { 'content-security-policy': policy }, html: expect.stringContaining('data-deferred-src="/_next/static/chunks/m.js"') },
    });
  });

  it('stores no 404 or redirect render: each path a visitor makes up would be an entry of its own', async () => {
    const cache = memoryCache();
    const render = (status: number, headers: Record<string, unknown> = {}) => ({
      kind: 'APP_PAGE',
      html: '<html><body><h1>Not found</h1></body></html>',
      headers,
      rscData: Buffer.from(''),
      status,
    });
    for (const [status, headers] of [
      [404, {}],
      [307, { location: '/not-found' }],
      [308, { location: '/aerolys' }],
    ] as const) {
      const key = `/aerolys/_q.page-2.foo-"><script>-${status}-${Math.random()}`;
      await cache.get(key, { kind: 'APP_PAGE' });
      await cache.set(key, render(status, { ...headers }), { cacheControl: { revalidate: 300, expire: 3600 } });
      expect(await cache.get(key, { kind: 'APP_PAGE' }), String(status)).toBeNull();
    }
    const key = `/aerolys-${Math.random()}`;
    await cache.set(key, render(200), { cacheControl: { revalidate: 300, expire: 3600 } });
    expect(await cache.get(key, { kind: 'APP_PAGE' })).toMatchObject({ value: { status: 200 } });
  });
});
