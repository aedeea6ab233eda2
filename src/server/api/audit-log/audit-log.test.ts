import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { media } from '@/server/db/schema';
import { useStorageRoot } from '@/server/services/lib/storage';
import { setupTestDatabase } from '@test/database';
import { makeStore } from '@test/promotion-fixtures';
import { adminTokenFor, call, editorTokenFor } from '@test/api';

setupTestDatabase({ seeded: true });

const storage = mkdtempSync(path.join(os.tmpdir(), 'audit-log-test-'));
let admin: string;
let editor: string;

beforeAll(async () => {
  useStorageRoot(storage);
  admin = await adminTokenFor();
  editor = await editorTokenFor();
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));

type Entry = {
  id: number;
  at: string;
  username: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  locale: string | null;
  changes: { field: string; old?: unknown; new?: unknown }[];
  request: string;
};

async function latest(query = ''): Promise<Entry> {
  const res = await call(`/api/audit_log/?size=1${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json.results[0];
}

describe('the writes that were there before the audit log record themselves', () => {
  it('a promotion created, edited in one locale and deleted', async () => {
    const storeId = await makeStore({ 'fr-be': 'Audita', 'nl-be': 'Audita' });
    const created = await call('/api/promotions/', {
      method: 'POST',
      token: editor,
      body: { store_id: storeId, type: 'coupon', code: 'AUDIT10', link: 'https://audita.example', translations: { 'fr-be': { title: 'Audita -10%' } } },
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(await latest()).toMatchObject({
      username: 'test-editor',
      action: 'create',
      entity_type: 'promotion',
      entity_id: id,
      request: 'POST /api/promotions/',
    });

    await call(`/api/promotions/${id}/`, { method: 'PATCH', token: editor, body: { translations: { 'nl-be': { title: 'Audita -10% NL' } } } });
    const edited = await latest();
    expect(edited).toMatchObject({ action: 'update', entity_id: id, locale: 'nl-be', request: `PATCH /api/promotions/${id}/` });
    expect(edited.changes).toEqual(
      expect.arrayContaining([{ field: 'translations.nl-be.title', new: 'Audita -10% NL' }, { field: 'translations.nl-be.offer', new: '' }]),
    );
    expect(edited.changes.every((change) => change.field.startsWith('translations.nl-be.'))).toBe(true);

    await call('/api/promotions/bulk_destroy/', { method: 'POST', token: editor, body: { promotions: [id, 99_999_999] } });
    expect(await latest()).toMatchObject({ action: 'delete', entity_type: 'promotion', entity_id: id, changes: [{ field: 'store_id', old: storeId }] });
  });

  it('a store edited with PATCH, with the old and new value of the field', async () => {
    const id = await makeStore({ 'fr-be': 'Avant Audit' });
    await call(`/api/stores/${id}/`, { method: 'PATCH', token: editor, body: { translations: { 'fr-be': { name: 'Après Audit' } } } });
    expect(await latest()).toMatchObject({
      entity_type: 'store',
      entity_id: id,
      locale: 'fr-be',
      changes: [{ field: 'translations.fr-be.name', old: 'Avant Audit', new: 'Après Audit' }],
    });
  });

  it('a blog category created, a page and SEO fields changed', async () => {
    const category = await call('/api/blog_categories/', {
      method: 'POST',
      token: editor,
      body: { translations: { 'nl-be': { name: 'Audit tips', slug: 'zz-audit-tips' } } },
    });
    expect(await latest()).toMatchObject({ action: 'create', entity_type: 'blog_category', entity_id: category.json.id });

    await call('/api/pages/update_page/?page=about_us_page&language=nl-be', { method: 'PUT', token: editor, body: { header_1: 'Wie we zijn' } });
    const page = await latest();
    expect(page).toMatchObject({ action: 'update', entity_type: 'page', locale: 'nl-be' });
    expect(page.changes).toEqual([expect.objectContaining({ field: 'header_1', new: 'Wie we zijn' })]);

    const seo = await call(`/api/seo/blog_post_category/${category.json.id}/?language=nl-be`, {
      method: 'PATCH',
      token: editor,
      body: { seo_title: 'Audit tips | Vakantio' },
    });
    expect(seo.status).toBe(200);
    expect(await latest()).toMatchObject({
      entity_type: 'blog_category',
      entity_id: category.json.id,
      locale: 'nl-be',
      changes: [{ field: 'translations.nl-be.seo_title', old: '', new: 'Audit tips | Vakantio' }],
    });
  });

  it('a redirection, robots.txt and a partner’s feed settings (an admin’s writes)', async () => {
    const redirection = await call('/api/seo/redirections/?language=fr-fr', {
      method: 'POST',
      token: admin,
      body: { from_path: '/zz-audit-old', to_path: '/zz-audit-new' },
    });
    await call(`/api/seo/redirections/${redirection.json.id}/?language=fr-fr`, {
      method: 'PUT',
      token: admin,
      body: { from_path: '/zz-audit-old', to_path: '/zz-audit-newer' },
    });
    expect(await latest()).toMatchObject({
      username: 'test-admin',
      entity_type: 'redirection',
      locale: 'fr-fr',
      changes: [{ field: 'to_path', old: '/zz-audit-new', new: '/zz-audit-newer' }],
    });
    await call(`/api/seo/redirections/${redirection.json.id}/?language=fr-fr`, { method: 'DELETE', token: admin });
    expect(await latest()).toMatchObject({ action: 'delete', entity_type: 'redirection', entity_id: redirection.json.id });

    const robots = new FormData();
    robots.append('content', 'User-agent: *\nDisallow: /zz-audit/\n');
    expect((await call('/api/file_storage/upload_robots/', { method: 'POST', body: robots, token: admin })).status).toBe(201);
    const saved = await latest();
    expect(saved).toMatchObject({ entity_type: 'robots_txt', action: 'update' });
    expect(saved.changes).toContainEqual({ field: 'content', new: 'User-agent: *\nDisallow: /zz-audit/\n' });

    await call('/api/partners/1/feed/', { method: 'PUT', token: admin, body: { schedule: null, enabled: false } });
    expect(await latest()).toMatchObject({ entity_type: 'partner_feed', entity_id: 1 });
  });

  it('a write that does not describe itself is recorded by its request: resource, id and the fields it sent', async () => {
    const [image] = await db()
      .insert(media)
      .values({ file: 'tests/audit.webp', name: 'audit.webp', mimeType: 'image/webp', width: 1, height: 1, alt: '' })
      .returning({ id: media.id });
    expect((await call(`/api/media_storage/${image!.id}/`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect(await latest()).toMatchObject({
      username: 'test-editor',
      action: 'delete',
      entity_type: 'media_storage',
      entity_id: image!.id,
      request: `DELETE /api/media_storage/${image!.id}/`,
    });
  });

  it('records nothing for a refused write, a write without a token, or a read', async () => {
    const before = await latest();
    await call('/api/promotions/', { method: 'POST', token: editor, body: { store_id: 99_999_999, type: 'offer', link: 'https://x.example', translations: { 'fr-be': { title: 'x' } } } });
    await call('/api/seo/redirections/?language=fr-be', { method: 'POST', token: editor, body: { from_path: '/a', to_path: '/b' } });
    await call('/api/stores/1/', { method: 'PATCH', body: { position: 1 } });
    await call('/api/contact/', { token: editor });
    expect((await latest()).id).toBe(before.id);
  });
});

describe('GET /api/audit_log/', () => {
  it('needs a token', async () => {
    const res = await call('/api/audit_log/');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('lists newest first, paged as {count, results}, filtered by editor and by entity', async () => {
    const all = await call('/api/audit_log/?size=100', { token: editor });
    expect(all.json.count).toBeGreaterThanOrEqual(all.json.results.length);
    const ids = all.json.results.map((entry: Entry) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const mine = await call('/api/audit_log/?editor=test-editor&size=100', { token: editor });
    expect(mine.json.results.length).toBeGreaterThan(0);
    expect(mine.json.results.every((entry: Entry) => entry.username === 'test-editor')).toBe(true);
    const promotions = await call('/api/audit_log/?entity_type=promotion', { token: editor });
    expect(promotions.json.count).toBe(3);
    expect(promotions.json.results.every((entry: Entry) => entry.entity_type === 'promotion')).toBe(true);

    const second = await call('/api/audit_log/?size=2&page=2', { token: editor });
    expect(second.json.results.map((entry: Entry) => entry.id)).toEqual(ids.slice(2, 4));
    expect((await call('/api/audit_log/?editor=nobody', { token: editor })).json).toEqual({ count: 0, results: [] });
  });

  it('answers 400 for a malformed filter or page', async () => {
    for (const query of ['page=0', 'size=1000', 'entity_id=abc', `editor=${'x'.repeat(81)}`]) {
      const res = await call(`/api/audit_log/?${query}`, { token: editor });
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
    }
  });
});
