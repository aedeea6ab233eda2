import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_POLICY, STORED_FILE_POLICY } from '@/lib/content-security-policy.mjs';
import { useStorageRoot } from '@/server/services/lib/storage';
import { GET, HEAD } from './route';

const base = mkdtempSync(path.join(os.tmpdir(), 'storage-route-test-'));
const storage = path.join(base, 'storage');
const ICON = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPfake-bytes');

beforeAll(() => {
  mkdirSync(path.join(storage, 'media/uploads'), { recursive: true });
  mkdirSync(path.join(storage, 'files/other'), { recursive: true });
  writeFileSync(path.join(storage, 'media/uploads/abc123.webp'), ICON);
  writeFileSync(path.join(storage, 'files/other/notes.csv'), 'a;b\n1;2\n');
  writeFileSync(path.join(storage, 'files/other/page.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(path.join(storage, 'files/other/terms.pdf'), '%PDF-1.4\n%%EOF\n');
  writeFileSync(path.join(storage, '.hidden'), 'no');
  // Beside the storage directory: what a traversal would try to reach.
  writeFileSync(path.join(base, 'secret.txt'), 'top secret');
  symlinkSync(path.join(base, 'secret.txt'), path.join(storage, 'files/other/link.txt'));
  useStorageRoot(storage);
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function get(segments: string[], headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/storage/${segments.join('/')}`, { headers });
  return GET(request, { params: Promise.resolve({ path: segments }) });
}

describe('GET /storage/[...path]', () => {
  it('serves an upload with its type, length and a year of immutable caching', async () => {
    const res = await get(['media', 'uploads', 'abc123.webp']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(ICON.byteLength));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(ICON)).toBe(true);
  });

  it('answers 304 when the ETag matches, 200 when it does not', async () => {
    const first = await get(['media', 'uploads', 'abc123.webp']);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get(['media', 'uploads', 'abc123.webp'], { 'if-none-match': `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get(['media', 'uploads', 'abc123.webp'], { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('caches other files for a shorter time', async () => {
    const res = await get(['files', 'other', 'notes.csv']);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe('a;b\n1;2\n');
  });

  it('answers HEAD with the headers and no body', async () => {
    const request = new Request('http://localhost/storage/media/uploads/abc123.webp', { method: 'HEAD' });
    const res = await HEAD(request, { params: Promise.resolve({ path: ['media', 'uploads', 'abc123.webp'] }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(ICON.byteLength));
    expect(res.body).toBeNull();
  });

  it('gives every answer one policy of its own: a sandbox that runs and loads nothing, a PDF its viewer', async () => {
    for (const segments of [['files', 'other', 'page.svg'], ['files', 'other', 'notes.csv'], ['media', 'uploads', 'abc123.webp'], ['files', 'missing.svg']]) {
      const policy = (await get(segments)).headers.get('content-security-policy');
      expect(policy, segments.join('/')).toBe(STORED_FILE_POLICY);
      expect(policy).toMatch(/^default-src 'none';.*; sandbox$/);
    }
    expect((await get(['files', 'other', 'terms.pdf'])).headers.get('content-security-policy')).toBe(BASE_POLICY);
  });

  it('answers 404 for a missing file or a directory', async () => {
    expect((await get(['media', 'uploads', 'missing.webp'])).status).toBe(404);
    expect((await get(['media', 'uploads'])).status).toBe(404);
  });

  it('never leaves the storage directory', async () => {
    const attempts = [
      ['..', 'secret.txt'],
      ['media', '..', '..', 'secret.txt'],
      ['..%2Fsecret.txt'],
      ['media/../../secret.txt'],
      ['media\\..\\..\\secret.txt'],
      [path.join(base, 'secret.txt')],
      ['.hidden'],
      ['files', 'other', 'link.txt'],
      ['media', 'uploads', 'abc123.webp\u0000.txt'],
    ];
    for (const segments of attempts) {
      const res = await get(segments);
      expect(res.status, segments.join('/')).toBe(404);
      expect(await res.text()).not.toContain('top secret');
    }
  });
});
