import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { newsletterSubscriptions, storeAlerts } from '@/server/db/schema';
import { setupTestDatabase } from '@test/database';
import { useStorageRoot } from '@/server/services/lib/storage';
import { EDITOR_JSON_BODY_MAX_BYTES, JSON_BODY_MAX_BYTES } from './body-limit';
import { resetRateLimits } from './rate-limit';
import { adminTokenFor, call } from '@test/api';

setupTestDatabase({ seeded: true });

const storage = mkdtempSync(path.join(os.tmpdir(), 'body-limit-test-'));
let token: string;

beforeAll(async () => {
  useStorageRoot(storage);
  token = await adminTokenFor();
});
afterAll(() => rmSync(storage, { recursive: true, force: true }));
beforeEach(resetRateLimits);

/** A JSON object of about `bytes` bytes: the fields, padded by a field no schema reads. */
function jsonOf(fields: Record<string, unknown>, bytes: number): string {
  const base = JSON.stringify({ ...fields, padding: '' });
  return JSON.stringify({ ...fields, padding: 'x'.repeat(Math.max(0, bytes - base.length)) });
}

const PUBLIC_ROUTES: [string, Record<string, unknown>][] = [
  ['/api/newsletter/', { email: 'big-body@example.com' }],
  ['/api/stores/1/alerts/', { email: 'big-body@example.com' }],
  ['/api/auth-jwt/', { username: 'test-admin', password: 'guess guess' }],
  ['/api/pages/send_email/', { email: 'big-body@example.com', name: 'Big', message: 'Bonjour à vous' }],
  ['/api/stores/share/', { store: 'Big Store' }],
  ['/api/promotions/share_promotion/', { store_name: 'Big Store', code_or_title: 'BIG10' }],
  ['/api/stores/1/update_rating/', { rating: 4 }],
  ['/api/promotions/1/vote/', { worked: true }],
];

describe('JSON bodies over 64 KB', () => {
  it('are refused with 413 and the JSON error shape by every public action, from Content-Length, storing nothing', async () => {
    for (const [route, fields] of PUBLIC_ROUTES) {
      const body = jsonOf(fields, JSON_BODY_MAX_BYTES + 1);
      const res = await call(route, {
        method: 'POST',
        ip: '10.8.0.1',
        raw: body,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      });
      expect(res.status, route).toBe(413);
      expect(res.json, route).toEqual({ error: { code: 'payload_too_large', message: 'The request body is limited to 64 KB' } });
    }
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'big-body@example.com'))).toEqual([]);
    expect(await db().select().from(storeAlerts).where(eq(storeAlerts.email, 'big-body@example.com'))).toEqual([]);
  });

  it('are refused while a chunked body is read, which stops at the limit: a 20 MiB stream is not read through', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"chunked@example.com","padding":"'));
      },
      pull(controller) {
        if (pulled >= 20 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await call('/api/newsletter/', { method: 'POST', ip: '10.8.0.2', raw: stream, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
    expect(pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 4 * chunk.byteLength);
  });

  it('are refused on admin routes too, before the token is looked at or the body read', async () => {
    const body = jsonOf({ title: 'Trop long' }, JSON_BODY_MAX_BYTES + 1);
    const res = await call('/api/pages/update_page/?page=about_us_page', {
      method: 'PUT',
      raw: body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(413);
    const forged = await call('/api/pages/update_page/?page=about_us_page', {
      method: 'PUT',
      raw: body,
      headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
    });
    expect(forged.status).toBe(413);
  });
});

describe('bodies within their limit', () => {
  it('pass a little under 64 KB', async () => {
    const body = jsonOf({ email: 'just-under@example.com' }, JSON_BODY_MAX_BYTES - 100);
    const res = await call('/api/newsletter/', { method: 'POST', ip: '10.8.0.3', raw: body, headers: { 'content-type': 'application/json' } });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it("pass up to 1 MB with an editor's token, for CMS texts up to their schemas' length", async () => {
    const content = `<p>${'Une page très longue. '.repeat(4000)}</p>`;
    expect(Buffer.byteLength(JSON.stringify({ content }))).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const res = await call('/api/pages/update_page/?page=about_us_page', { method: 'PUT', token, body: { content } });
    expect(res.status).toBe(200);
    const tooBig = jsonOf({ title: 'Trop long' }, EDITOR_JSON_BODY_MAX_BYTES + 1);
    const refused = await call('/api/pages/update_page/?page=about_us_page', {
      method: 'PUT',
      token,
      raw: tooBig,
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(413);
  });

  it('leave uploads to their own, larger limit', async () => {
    // Noise does not compress: a PNG of about 120 KB.
    const pixels = randomBytes(200 * 200 * 3);
    const image = await sharp(pixels, { raw: { width: 200, height: 200, channels: 3 } }).png().toBuffer();
    expect(image.byteLength).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(image)], 'noise.png', { type: 'image/png' }));
    const res = await call('/api/media_storage/upload_icon/', { method: 'POST', body: form, token });
    expect(res.status).toBe(201);
  });
});
