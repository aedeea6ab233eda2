import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { makePromotion, makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call, editorTokenFor } from '@test/api';
import { db } from '@/server/db/client';
import { auditLog, promotions, stores, storeTranslations } from '@/server/db/schema';
import { useStorageRoot } from '@/server/services/lib/storage';
import { MEDIA_COLUMNS } from '@/server/services/media-usage';

setupTestDatabase({ seeded: false });

const storage = mkdtempSync(path.join(os.tmpdir(), 'admin-media-test-'));
beforeAll(() => useStorageRoot(storage));
afterAll(() => rmSync(storage, { recursive: true, force: true }));

async function upload(name: string): Promise<number> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  const body = new FormData();
  body.append('file', new File([new Uint8Array(image)], `${name}.png`, { type: 'image/png' }));
  body.append('name', name);
  const answer = await call('/api/media_storage/upload_icon/', { method: 'POST', body, token: await editorTokenFor() });
  expect(answer.status).toBe(201);
  return answer.json.id;
}

describe('GET /api/admin/media/', () => {
  it('lists images newest first, searched by name, behind a token', async () => {
    const token = await editorTokenFor();
    const older = await upload('plage-admin');
    const newer = await upload('montagne-admin');
    expect((await call('/api/admin/media/')).status).toBe(401);
    const all = await call('/api/admin/media/?size=50', { token });
    expect(all.status).toBe(200);
    const ids = (all.json.results as { id: number }[]).map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const found = await call('/api/admin/media/?q=PLAGE', { token });
    expect(found.json).toMatchObject({ count: 1, results: [{ id: older, name: 'plage-admin' }] });
    expect(found.json.results[0].url).toMatch(/^\/storage\/media\/uploads\//);
  });
});

describe('GET /api/admin/media/{id}/ and DELETE /api/media_storage/{id}/', () => {
  it('names the records that show an image, and refuses its delete with 409 while any does', async () => {
    const token = await editorTokenFor();
    const image = await upload('logo-utilise');
    const store = await makeStore({ 'fr-be': 'Boutique Image', 'nl-be': 'Winkel Beeld' });
    const promotion = await makePromotion({ storeId: store, titles: { 'fr-be': 'Promo image' } });
    await db().update(stores).set({ iconId: image }).where(eq(stores.id, store));
    await db().update(storeTranslations).set({ seoImageId: image }).where(eq(storeTranslations.storeId, store));
    await db().update(promotions).set({ sliderImageId: image }).where(eq(promotions.id, promotion.id));

    const record = await call(`/api/admin/media/${image}/`, { token });
    expect(record.status).toBe(200);
    expect(record.json).toMatchObject({
      id: image,
      name: 'logo-utilise',
      used_by: [
        { entity_type: 'promotion', count: 1, ids: [promotion.id] },
        // The store shows it as its icon and in two locales' SEO: one store.
        { entity_type: 'store', count: 1, ids: [store] },
      ],
    });

    const refused = await call(`/api/media_storage/${image}/`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect(refused.json.error.details).toEqual(record.json.used_by);
    expect((await call(`/api/admin/media/${image}/`, { token })).status).toBe(200);

    await db().update(stores).set({ iconId: null }).where(eq(stores.id, store));
    await db().update(storeTranslations).set({ seoImageId: null }).where(eq(storeTranslations.storeId, store));
    await db().update(promotions).set({ sliderImageId: null }).where(eq(promotions.id, promotion.id));
    expect((await call(`/api/admin/media/${image}/`, { token })).json.used_by).toEqual([]);
    expect((await call(`/api/media_storage/${image}/`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/admin/media/${image}/`, { token })).status).toBe(404);
    const [logged] = await db().select().from(auditLog).where(eq(auditLog.entityId, image)).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(logged).toMatchObject({ action: 'delete', username: 'test-editor' });
  });

  it('knows every column of the database that points at an image', async () => {
    await adminTokenFor();
    const result = await db().execute(sql`
      select cl.relname as table, a.attname as column
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'media'::regclass
      order by 1, 2`);
    const columns = (result as unknown as { rows: { table: string; column: string }[] }).rows.map((row) => `${row.table}.${row.column}`);
    expect(columns).toEqual(MEDIA_COLUMNS.map((use) => `${use.table}.${use.column}`).sort());
  });
});
