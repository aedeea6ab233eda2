import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { useStorageRoot } from '@/server/services/lib/storage';
import { GET as openStored } from '@/app/storage/[...path]/route';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: false });

const storage = mkdtempSync(path.join(os.tmpdir(), 'file-storage-test-'));
let token: string;

beforeAll(async () => {
  useStorageRoot(storage);
  token = await adminTokenFor();
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));

function form(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const file = (data: Uint8Array | string, name: string, type = 'application/octet-stream') =>
  new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type });

const uploadFile = (body: FormData, withToken = true) =>
  call('/api/file_storage/upload_file/', { method: 'POST', body, token: withToken ? token : undefined });
const uploadRobots = (body: FormData, withToken = true) =>
  call('/api/file_storage/upload_robots/', { method: 'POST', body, token: withToken ? token : undefined });

describe('POST /api/file_storage/upload_file/', () => {
  it('keeps a PDF as it is, recognised by its magic bytes', async () => {
    const pdf = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';
    const res = await uploadFile(form({ file: file(pdf, 'conditions.bin') }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'conditions.bin', mime_type: 'application/pdf', kind: 'file', size: pdf.length });
    expect(res.json.file).toMatch(/^files\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(path.join(storage, res.json.file), 'utf8')).toBe(pdf);
  });

  it('re-encodes an image as WebP', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#3366ff' } }).jpeg().toBuffer();
    const res = await uploadFile(form({ file: file(jpeg, 'photo.jpg', 'image/jpeg') }));
    expect(res.status).toBe(201);
    expect(res.json.mime_type).toBe('image/webp');
    expect((await sharp(readFileSync(path.join(storage, res.json.file))).metadata()).format).toBe('webp');
  });

  it('accepts UTF-8 text and CSV', async () => {
    const csv = await uploadFile(form({ file: file('name;price\nRoma;120 €\n', 'prices.csv') }));
    expect(csv.status).toBe(201);
    expect(csv.json.mime_type).toBe('text/csv; charset=utf-8');
    const text = await uploadFile(form({ file: file('Bonjour, été ☀\n', 'note.txt') }));
    expect(text.json.mime_type).toBe('text/plain; charset=utf-8');
    expect(text.json.file).toMatch(/\.txt$/);
  });

  it('refuses binaries whatever their name (415)', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x01]);
    expect((await uploadFile(form({ file: file(zip, 'archive.pdf', 'application/pdf') }))).status).toBe(415);
    expect((await uploadFile(form({ file: file('text with a \u0000 byte', 'x.txt') }))).status).toBe(415);
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]); // "café" in Latin-1: not UTF-8
    expect((await uploadFile(form({ file: file(latin1, 'x.csv') }))).status).toBe(415);
  });

  it('answers 413 over 10 MB, 422 for an empty file, 401 without a token', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expect((await uploadFile(form({ file: file(big, 'big.txt') }))).status).toBe(413);
    expect((await uploadFile(form({ file: file('', 'empty.txt') }))).status).toBe(422);
    expect((await uploadFile(form({ file: file('hello', 'a.txt') }), false)).status).toBe(401);
  });

  it('never lets the name choose where the file goes', async () => {
    const res = await uploadFile(form({ file: file('payload', '../../../etc/passwd') }));
    expect(res.status).toBe(201);
    expect(res.json.name).toBe('passwd');
    expect(res.json.file).toMatch(/^files\/uploads\/[0-9a-f]{32}\.txt$/);
  });
});

describe('GET /api/file_storage/', () => {
  it('lists stored files newest first, paginated', async () => {
    const created = await uploadFile(form({ file: file('listed', 'listed.txt') }));
    const res = await call('/api/file_storage/?size=2', { token });
    expect(res.status).toBe(200);
    expect(res.json.results).toHaveLength(2);
    expect(res.json.results[0].id).toBe(created.json.id);
    expect(res.json.count).toBeGreaterThanOrEqual(2);
  });

  it('lists nothing without a valid token (401); the files stay public at their own address', async () => {
    const created = await uploadFile(form({ file: file('a;b\n1;2\n', 'private-list.csv') }));
    for (const auth of [undefined, 'forged.token.value']) {
      const res = await call('/api/file_storage/?size=100', { token: auth });
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.json)).not.toContain('private-list');
    }
    // As a visitor opens it (src/app/storage/[...path]/route.ts).
    const segments = (created.json.url as string).split('/').slice(2);
    const opened = await openStored(new Request(`http://localhost${created.json.url}`), { params: Promise.resolve({ path: segments }) });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe('a;b\n1;2\n');
  });
});

describe('robots.txt', () => {
  it('serves a permissive default until one is uploaded: only the click-out links are kept from crawlers', async () => {
    const res = await call('/api/file_storage/download_robots/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toBe('User-agent: *\nAllow: /\nDisallow: /out/\n');
    expect(res.text).not.toMatch(/search/);
  });

  it('round-trips an upload as a file, then as a text field, keeping a single robots row', async () => {
    const first = 'User-agent: *\r\nDisallow: /api/\r\n\r\n# crawlers\r\nSitemap: https://www.example.be/sitemap.xml';
    const upload = await uploadRobots(form({ file: file(first, 'robots.txt', 'text/plain') }));
    expect(upload.status).toBe(201);
    expect(upload.json.kind).toBe('robots');
    expect((await call('/api/file_storage/download_robots/')).text).toBe(
      'User-agent: *\nDisallow: /api/\n\n# crawlers\nSitemap: https://www.example.be/sitemap.xml\n',
    );

    const second = 'User-agent: Googlebot\nAllow: /\nCrawl-delay: 2\n\nUser-agent: *\nDisallow: /api/\n';
    const replaced = await uploadRobots(form({ content: second }));
    expect(replaced.status).toBe(201);
    expect((await call('/api/file_storage/download_robots/')).text).toBe(second);

    const all = await call('/api/file_storage/?size=100', { token });
    const robots = all.json.results.filter((f: { kind: string }) => f.kind === 'robots');
    expect(robots.map((f: { id: number }) => f.id)).toEqual([replaced.json.id]);
  });

  it('rejects what is not a robots.txt with the offending lines (422)', async () => {
    const res = await uploadRobots(form({ content: 'User-agent: *\nDisallow: /x\n<html>oops</html>\nCrawl-delay: soon' }));
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual([
      { line: 3, message: 'Not a robots.txt directive' },
      { line: 4, message: 'Crawl-delay is a number of seconds' },
    ]);
    expect((await uploadRobots(form({ content: 'Disallow: /' }))).status).toBe(422);
    expect((await uploadRobots(form({}))).status).toBe(422);
  });

  it('refuses a binary robots file (415), a huge one (413), and anonymous uploads (401)', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await uploadRobots(form({ file: file(png, 'robots.txt') }))).status).toBe(415);
    const huge = `User-agent: *\n${'Disallow: /a\n'.repeat(60_000)}`;
    expect((await uploadRobots(form({ content: huge }))).status).toBe(413);
    expect((await uploadRobots(form({ content: 'User-agent: *\nAllow: /\n' }), false)).status).toBe(401);
  });
});
