import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { GET as openStored } from '@/app/storage/[...path]/route';
import { useStorageRoot } from '@/server/services/lib/storage';
import { mediaByIds } from '@/server/services/lib/media';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: false });

const storage = mkdtempSync(path.join(os.tmpdir(), 'media-storage-test-'));
let token: string;

beforeAll(async () => {
  useStorageRoot(storage);
  token = await adminTokenFor();
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
    .toBuffer();
}

function form(data: Uint8Array | string, fileName: string, type: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], fileName, { type }));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const upload = (body: FormData, withToken = true) =>
  call('/api/media_storage/upload_icon/', { method: 'POST', body, token: withToken ? token : undefined });

describe('POST /api/media_storage/upload_icon/', () => {
  it('stores a PNG as a WebP without metadata and records it', async () => {
    const res = await upload(form(await png(64, 48), 'Logo Brand.png', 'image/png', { alt: 'Brand logo' }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Logo Brand.png', mime_type: 'image/webp', width: 64, height: 48, alt: 'Brand logo' });
    expect(res.json.file).toMatch(/^media\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(res.json.url).toBe(`/storage/${res.json.file}`);
    const onDisk = readFileSync(path.join(storage, res.json.file));
    expect(onDisk.byteLength).toBe(res.json.size);
    const meta = await sharp(onDisk).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a description per locale, and pages of each locale read theirs', async () => {
    const res = await upload(form(await png(40, 30), 'plage.png', 'image/png', { alt: 'Plage de galets', alt_nl_be: '  Kiezelstrand ', alt_fr_fr: '' }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ alt: 'Plage de galets', alt_translations: { 'nl-be': 'Kiezelstrand' } });
    expect(res.json.alt_translations).not.toHaveProperty('fr-fr');
    const id = res.json.id as number;
    const [nl, fr, fallback] = await Promise.all([mediaByIds([id], 'nl-be'), mediaByIds([id], 'fr-fr'), mediaByIds([id])]);
    expect(nl.get(id)!.alt).toBe('Kiezelstrand');
    expect(fr.get(id)!.alt).toBe('Plage de galets');
    expect(fallback.get(id)!.alt).toBe('Plage de galets');
  });

  it('caps the dimensions at 2000 px, keeping the proportions', async () => {
    const res = await upload(form(await png(3000, 1500), 'wide.png', 'image/png'));
    expect(res.status).toBe(201);
    expect([res.json.width, res.json.height]).toEqual([2000, 1000]);
  });

  it('judges by content: a text file named .png with an image type is 415', async () => {
    const res = await upload(form('just some text, not pixels', 'fake.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('unsupported_media_type');
  });

  it('refuses an SVG, whatever it is called', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await upload(form(svg, 'icon.png', 'image/png'))).status).toBe(415);
  });

  it('answers 413 over 5 MB, just over and far over', async () => {
    for (const size of [5 * 1024 * 1024 + 1, 8 * 1024 * 1024]) {
      const big = new Uint8Array(size);
      big.set(await png(10, 10));
      const res = await upload(form(big, 'big.png', 'image/png'));
      expect(res.status, String(size)).toBe(413);
      expect(res.json.error.code).toBe('payload_too_large');
    }
  });

  it('answers 401 without a token and 422 without a file', async () => {
    expect((await upload(form(await png(8, 8), 'a.png', 'image/png'), false)).status).toBe(401);
    const empty = new FormData();
    empty.append('alt', 'no file');
    expect((await upload(empty)).status).toBe(422);
  });
});

describe('GET /api/media_storage/ and search_by_name/', () => {
  it('lists newest first and finds by part of the name, case-insensitively', async () => {
    const created = await upload(form(await png(16, 16), 'Summer-Banner_100%.png', 'image/png'));
    const list = await call('/api/media_storage/?size=1', { token });
    expect(list.status).toBe(200);
    expect(list.json.count).toBeGreaterThanOrEqual(1);
    expect(list.json.results[0].id).toBe(created.json.id);
    const found = await call('/api/media_storage/search_by_name/?name=summer-BANNER', { token });
    expect(found.json.results.map((m: { id: number }) => m.id)).toContain(created.json.id);
    // LIKE wildcards in the query are literal.
    const percent = await call(`/api/media_storage/search_by_name/?name=${encodeURIComponent('100%')}`, { token });
    expect(percent.json.results.map((m: { name: string }) => m.name)).toEqual(['Summer-Banner_100%.png']);
    expect((await call('/api/media_storage/search_by_name/?name=zzz-nothing', { token })).json).toEqual({ count: 0, results: [] });
  });

  it('lists and finds nothing without a valid token (401); the images stay public at their own address', async () => {
    const created = await upload(form(await png(16, 16), 'unlisted-visual.png', 'image/png'));
    for (const auth of [undefined, 'forged.token.value']) {
      for (const path of ['/api/media_storage/?size=100', '/api/media_storage/search_by_name/?name=unlisted']) {
        const res = await call(path, { token: auth });
        expect(res.status, path).toBe(401);
        expect(JSON.stringify(res.json), path).not.toContain('unlisted-visual');
      }
    }
    // As a visitor opens it (src/app/storage/[...path]/route.ts).
    const segments = (created.json.url as string).split('/').slice(2);
    const opened = await openStored(new Request(`http://localhost${created.json.url}`), { params: Promise.resolve({ path: segments }) });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/webp');
  });

  it('needs a name to search (400)', async () => {
    expect((await call('/api/media_storage/search_by_name/', { token })).status).toBe(400);
  });
});

describe('DELETE /api/media_storage/{id}/', () => {
  it('removes the row and the file; a second delete is 404', async () => {
    const created = await upload(form(await png(12, 12), 'gone.png', 'image/png'));
    const file = path.join(storage, created.json.file);
    expect(existsSync(file)).toBe(true);
    expect((await call(`/api/media_storage/${created.json.id}/`, { method: 'DELETE' })).status).toBe(401);
    const res = await call(`/api/media_storage/${created.json.id}/`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true, id: created.json.id });
    expect(existsSync(file)).toBe(false);
    expect((await call(`/api/media_storage/${created.json.id}/`, { method: 'DELETE', token })).status).toBe(404);
  });
});
