import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, CompressedBodies } from './compress-once.mjs';

describe('the encoding sent', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [undefined, null],
  ])('for Accept-Encoding %j is %j', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('kept compressed bodies', () => {
  const page = (text: string) => Buffer.from(`<p>${text}</p>`.repeat(2000));

  it('compress a body once: the same bytes again, concurrent asks included, are the kept ones', async () => {
    const bodies = new CompressedBodies(1024 * 1024);
    const [a, b] = await Promise.all([bodies.compressed(page('a'), 'br'), bodies.compressed(page('a'), 'br')]);
    expect(b).toBe(a);
    expect(await bodies.compressed(page('a'), 'br')).toBe(a);
    expect(brotliDecompressSync(a).equals(page('a'))).toBe(true);
  });

  it('know a page sent as one string by that string, and count it with its bytes', async () => {
    const bodies = new CompressedBodies(1024 * 1024);
    const html = page('s').toString();
    const a = await bodies.compressed(html, 'br');
    expect(await bodies.compressed(html, 'br')).toBe(a);
    expect(brotliDecompressSync(a).toString()).toBe(html);
    expect(bodies.bytes).toBe(html.length + a.length);
  });

  it('keep a body that changed by one byte apart, and stay within their budget', async () => {
    const first = await new CompressedBodies(1024 * 1024).compressed(page('a'), 'gzip');
    const bodies = new CompressedBodies(first.length * 2 + 10);
    const a = await bodies.compressed(page('a'), 'gzip');
    const b = await bodies.compressed(page('b'), 'gzip');
    expect(b.equals(a)).toBe(false);
    await bodies.compressed(page('c'), 'gzip');
    expect(bodies.bytes).toBeLessThanOrEqual(first.length * 2 + 10);
    // The oldest went: asked again, it is compressed anew (a new buffer).
    expect(await bodies.compressed(page('a'), 'gzip')).not.toBe(a);
  });
});
