import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/locales';
import { type Db, db } from '../db/client';
import { contactMessages, proposedStores, sharedPromotions } from '../db/schema';
import { NotFoundError } from '../errors';
import { recordAudit } from './audit';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';

/**
 * What visitors send for the people who answer it: contact messages, proposed stores and shared
 * promotions, each waiting until an editor marks it handled (and back, when it was marked by
 * mistake).
 */

export const INBOX_KINDS = ['contact_message', 'proposed_store', 'shared_promotion'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

type Handled = { handled: boolean; handled_at: string | null };

export type ContactMessageItem = Handled & { id: number; locale: Locale; name: string; email: string; message: string; created_at: string };
export type ProposedStoreItem = Handled & { id: number; locale: Locale; store: string; website: string; created_at: string };
export type SharedPromotionItem = Handled & {
  id: number;
  locale: Locale;
  store_name: string;
  code_or_title: string;
  details: string;
  end_date: string | null;
  created_at: string;
};

export type InboxItem = { contact_message: ContactMessageItem; proposed_store: ProposedStoreItem; shared_promotion: SharedPromotionItem };

type Kind<K extends InboxKind> = {
  table: PgTable;
  id: PgColumn;
  locale: PgColumn;
  handledAt: PgColumn;
  /** The columns words of `q` are looked for in. */
  searched: PgColumn[];
  columns: Record<string, PgColumn>;
  toItem: (row: Record<string, unknown>) => InboxItem[K];
};

const moment = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const handled = (row: Record<string, unknown>): Handled => ({ handled: row.handledAt instanceof Date, handled_at: moment(row.handledAt) });

const KINDS: { [K in InboxKind]: Kind<K> } = {
  contact_message: {
    table: contactMessages,
    id: contactMessages.id,
    locale: contactMessages.locale,
    handledAt: contactMessages.handledAt,
    searched: [contactMessages.name, contactMessages.email, contactMessages.message],
    columns: {
      id: contactMessages.id,
      locale: contactMessages.locale,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
    },
    toItem: (row) => ({
      id: row.id as number,
      locale: row.locale as Locale,
      name: row.name as string,
      email: row.email as string,
      message: row.message as string,
      created_at: moment(row.createdAt)!,
      ...handled(row),
    }),
  },
  proposed_store: {
    table: proposedStores,
    id: proposedStores.id,
    locale: proposedStores.locale,
    handledAt: proposedStores.handledAt,
    searched: [proposedStores.store, proposedStores.website],
    columns: {
      id: proposedStores.id,
      locale: proposedStores.locale,
      store: proposedStores.store,
      website: proposedStores.website,
      createdAt: proposedStores.createdAt,
      handledAt: proposedStores.handledAt,
    },
    toItem: (row) => ({
      id: row.id as number,
      locale: row.locale as Locale,
      store: row.store as string,
      website: row.website as string,
      created_at: moment(row.createdAt)!,
      ...handled(row),
    }),
  },
  shared_promotion: {
    table: sharedPromotions,
    id: sharedPromotions.id,
    locale: sharedPromotions.locale,
    handledAt: sharedPromotions.handledAt,
    searched: [sharedPromotions.storeName, sharedPromotions.codeOrTitle, sharedPromotions.details],
    columns: {
      id: sharedPromotions.id,
      locale: sharedPromotions.locale,
      storeName: sharedPromotions.storeName,
      codeOrTitle: sharedPromotions.codeOrTitle,
      details: sharedPromotions.details,
      endDate: sharedPromotions.endDate,
      createdAt: sharedPromotions.createdAt,
      handledAt: sharedPromotions.handledAt,
    },
    toItem: (row) => ({
      id: row.id as number,
      locale: row.locale as Locale,
      store_name: row.storeName as string,
      code_or_title: row.codeOrTitle as string,
      details: row.details as string,
      end_date: moment(row.endDate),
      created_at: moment(row.createdAt)!,
      ...handled(row),
    }),
  },
};

export type InboxFilters = { locale?: Locale; handled?: boolean; q?: string };

function where<K extends InboxKind>(kind: Kind<K>, filters: InboxFilters): SQL | undefined {
  return and(
    filters.locale === undefined ? undefined : eq(kind.locale, filters.locale),
    filters.handled === undefined ? undefined : filters.handled ? isNotNull(kind.handledAt) : isNull(kind.handledAt),
    filters.q === undefined ? undefined : or(...kind.searched.map((column) => ilike(column, likePattern(filters.q!)))),
  );
}

/** One kind's items, newest first, filtered by locale, state and words. */
export async function listInbox<K extends InboxKind>(kindName: K, filters: InboxFilters, paging: Paging): Promise<Page<InboxItem[K]>> {
  const kind = KINDS[kindName] as Kind<K>;
  const condition = where(kind, filters);
  const [rows, [total]] = await Promise.all([
    db().select(kind.columns).from(kind.table).where(condition).orderBy(desc(kind.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(kind.table).where(condition),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map((row) => kind.toItem(row)) };
}

async function read<K extends InboxKind>(executor: Db, kind: Kind<K>, id: number): Promise<InboxItem[K] | null> {
  const [row] = await executor.select(kind.columns).from(kind.table).where(eq(kind.id, id));
  return row ? kind.toItem(row) : null;
}

export async function getInboxItem<K extends InboxKind>(kindName: K, id: number): Promise<InboxItem[K]> {
  const found = await read(db(), KINDS[kindName] as Kind<K>, id);
  if (!found) throw new NotFoundError(`No ${kindName.replace('_', ' ')} ${id}`);
  return found;
}

/**
 * Marks an item handled (now) or waiting again. Marking it handled twice keeps the first moment,
 * and records nothing the second time: nothing changed.
 */
export async function setInboxHandled<K extends InboxKind>(kindName: K, id: number, isHandled: boolean): Promise<InboxItem[K]> {
  const kind = KINDS[kindName] as Kind<K>;
  return db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await read(tx, kind, id);
    if (!before) throw new NotFoundError(`No ${kindName.replace('_', ' ')} ${id}`);
    if (before.handled !== isHandled) {
      await tx
        .update(kind.table)
        .set({ handledAt: isHandled ? new Date() : null } as never)
        .where(eq(kind.id, id));
    }
    const after = (await read(tx, kind, id))!;
    await recordAudit(tx, {
      action: 'update',
      entityType: kindName,
      entityId: id,
      locale: null,
      before: { handled: before.handled },
      after: { handled: after.handled },
    });
    return after;
  });
}
