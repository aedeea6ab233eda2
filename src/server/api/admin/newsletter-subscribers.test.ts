import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call, editorTokenFor } from '@test/api';
import { db } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';

setupTestDatabase({ seeded: false });

describe('GET /api/admin/newsletter_subscribers/ and its CSV', () => {
  it('lists subscriptions newest first, filtered, and exports them as CSV, every row, formulas defused', async () => {
    const token = await editorTokenFor();
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      locale: index % 2 === 0 ? ('fr-be' as const) : ('nl-be' as const),
      email: `abonne${index}@example.com`,
      status: 'active' as const,
      confirmedAt: new Date('2026-01-02T03:04:05Z'),
    }));
    await db().insert(newsletterSubscriptions).values(rows);
    await db().insert(newsletterSubscriptions).values({ locale: 'fr-fr', email: '=cmd@example.com', status: 'pending' });

    expect((await call('/api/admin/newsletter_subscribers/')).status).toBe(401);
    const list = await call('/api/admin/newsletter_subscribers/?size=2', { token });
    expect(list.status).toBe(200);
    expect(list.json.count).toBe(1204);
    expect(list.json.results[0]).toEqual({
      id: expect.any(Number),
      locale: 'fr-fr',
      email: '=cmd@example.com',
      status: 'pending',
      created_at: expect.any(String),
      confirmed_at: null,
      unsubscribed_at: null,
    });
    expect((await call('/api/admin/newsletter_subscribers/?status=pending', { token })).json.count).toBe(1);
    expect((await call('/api/admin/newsletter_subscribers/?language=nl-be', { token })).json.count).toBe(601);
    expect((await call('/api/admin/newsletter_subscribers/?q=abonne12', { token })).json.count).toBe(14);

    expect((await call('/api/admin/newsletter_subscribers.csv')).status).toBe(401);
    const csv = await call('/api/admin/newsletter_subscribers.csv', { token, headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,locale,email,status,created_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(1205);
    expect(lines[1]).toMatch(/^\d+,fr-be,abonne0@example\.com,active,[^,]+,2026-01-02T03:04:05\.000Z,$/);
    expect(lines.at(-1)).toMatch(/^\d+,fr-fr,'=cmd@example\.com,pending,[^,]+,,$/);

    const filtered = await call('/api/admin/newsletter_subscribers.csv?status=pending', { token });
    expect(filtered.text.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await call('/api/admin/newsletter_subscribers.csv?status=gone', { token })).status).toBe(400);
  });
});
