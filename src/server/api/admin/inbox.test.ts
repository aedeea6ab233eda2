import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@test/database';
import { call, editorTokenFor } from '@test/api';
import { db } from '@/server/db/client';
import { auditLog, contactMessages, proposedStores, sharedPromotions } from '@/server/db/schema';

setupTestDatabase({ seeded: false });

describe('what visitors send: GET and PATCH /api/admin/{contact_messages,proposed_stores,shared_promotions}/', () => {
  it('lists contact messages newest first, filtered by locale, handled state and words, and toggles their state', async () => {
    const token = await editorTokenFor();
    const [first] = await db()
      .insert(contactMessages)
      .values({ locale: 'fr-be', email: 'a@example.com', name: 'Alice', message: 'Un code ne marche pas' })
      .returning();
    const [second] = await db()
      .insert(contactMessages)
      .values({ locale: 'nl-be', email: 'b@example.com', name: 'Bram', message: 'Vraag over een winkel' })
      .returning();

    expect((await call('/api/admin/contact_messages/')).status).toBe(401);
    const all = await call('/api/admin/contact_messages/', { token });
    expect(all.status).toBe(200);
    expect(all.json.count).toBe(2);
    expect(all.json.results[0]).toMatchObject({ id: second!.id, locale: 'nl-be', name: 'Bram', handled: false, handled_at: null });
    const ids = async (query: string) => ((await call(`/api/admin/contact_messages/?${query}`, { token })).json.results as { id: number }[]).map((row) => row.id);
    expect(await ids('language=fr-be')).toEqual([first!.id]);
    expect(await ids('q=winkel')).toEqual([second!.id]);

    const marked = await call(`/api/admin/contact_messages/${first!.id}/`, { method: 'PATCH', body: { handled: true }, token });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ id: first!.id, handled: true });
    expect(Date.parse(marked.json.handled_at)).not.toBeNaN();
    expect(await ids('handled=true')).toEqual([first!.id]);
    expect(await ids('handled=false')).toEqual([second!.id]);
    // Marked twice, it keeps the first moment and logs one change.
    const again = await call(`/api/admin/contact_messages/${first!.id}/`, { method: 'PATCH', body: { handled: true }, token });
    expect(again.json.handled_at).toBe(marked.json.handled_at);
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, first!.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'update', username: 'test-editor', changes: [{ field: 'handled', old: false, new: true }] });

    const back = await call(`/api/admin/contact_messages/${first!.id}/`, { method: 'PATCH', body: { handled: false }, token });
    expect(back.json).toMatchObject({ handled: false, handled_at: null });
    expect((await call(`/api/admin/contact_messages/${first!.id}/`, { token })).json).toMatchObject({ id: first!.id, message: 'Un code ne marche pas', handled: false });
  });

  it('does the same for proposed stores and shared promotions, and refuses what it does not know', async () => {
    const token = await editorTokenFor();
    const [store] = await db().insert(proposedStores).values({ locale: 'fr-fr', store: 'Nouvelle Boutique', website: 'https://example.fr' }).returning();
    const [shared] = await db()
      .insert(sharedPromotions)
      .values({ locale: 'fr-be', storeName: 'Boutique', codeOrTitle: 'PROMO10', details: '10 % sur tout', endDate: new Date('2030-01-01T00:00:00Z') })
      .returning();
    expect((await call('/api/admin/proposed_stores/?handled=false', { token })).json).toMatchObject({
      count: 1,
      results: [{ id: store!.id, store: 'Nouvelle Boutique', website: 'https://example.fr', handled: false }],
    });
    expect((await call('/api/admin/shared_promotions/?q=promo10', { token })).json).toMatchObject({
      count: 1,
      results: [{ id: shared!.id, store_name: 'Boutique', code_or_title: 'PROMO10', end_date: '2030-01-01T00:00:00.000Z', handled: false }],
    });
    expect((await call(`/api/admin/proposed_stores/${store!.id}/`, { method: 'PATCH', body: { handled: true }, token })).json.handled).toBe(true);
    expect((await call(`/api/admin/shared_promotions/${shared!.id}/`, { method: 'PATCH', body: { handled: true }, token })).json.handled).toBe(true);

    expect((await call(`/api/admin/shared_promotions/${shared!.id + 1000}/`, { method: 'PATCH', body: { handled: true }, token })).status).toBe(404);
    expect((await call(`/api/admin/proposed_stores/${store!.id}/`, { method: 'PATCH', body: { handled: 'yes' }, token })).status).toBe(422);
    expect((await call(`/api/admin/proposed_stores/${store!.id}/`, { method: 'PATCH', body: { handled: true, store: 'x' }, token })).status).toBe(422);
    expect((await call('/api/admin/proposed_stores/?handled=maybe', { token })).status).toBe(400);
    expect((await call(`/api/admin/proposed_stores/${store!.id}/`, { method: 'PATCH', body: { handled: true } })).status).toBe(401);
  });
});
