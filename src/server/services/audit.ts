import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChange } from '@/lib/audit-log';
import { isLocale, type Locale } from '@/lib/locales';
import { type Db, db } from '../db/client';
import { auditLog } from '../db/schema';
import { offsetOf, type Page, type Paging } from './lib/paging';

/**
 * The audit log: who changed what through the token-protected API, and when. The API runs each
 * signed-in request in an audit scope (src/server/api/lib/auth.ts); a write records itself with
 * `recordAudit`, inside its transaction when it has one, with the record before and after it, so
 * the log names the fields that changed. A write that records nothing is still logged once it
 * succeeds, by the scope, with the fields its body gave. Writes outside the API (the seed, the
 * command line, scheduled feed imports) have no scope and record nothing.
 */

export type AuditActor = { accountId: number; username: string };

type Scope = { actor: AuditActor; request: string; recorded: boolean };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs `work` for `actor`'s request; answers whether a write in it recorded itself. */
export async function inAuditScope(actor: AuditActor, request: string, work: () => Promise<void>): Promise<{ recorded: boolean }> {
  const scope: Scope = { actor, request: request.slice(0, 300), recorded: false };
  await scopes.run(scope, work);
  return { recorded: scope.recorded };
}

export type AuditEntry = {
  action: AuditAction;
  entityType: string;
  entityId: number | null;
  /** Left out: the one locale whose texts changed, when only one did. */
  locale?: Locale | null;
  /** The record as the write found it (null for a create) and as it left it (null for a delete). */
  before: unknown;
  after: unknown;
};

/** Values up to this length (as JSON) are kept in the log; longer ones only by their field's name. */
const SMALL_VALUE = 200;

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

const small = (value: unknown): boolean => value !== undefined && (JSON.stringify(value)?.length ?? Infinity) <= SMALL_VALUE;

/**
 * The fields that differ between two records, by dotted name (`translations.nl-be.name`); arrays
 * are compared whole. The record's own `id` is the entry's entity id, not a change.
 */
export function changedFields(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before, '', new Map());
  const next = flatten(after, '', new Map());
  const names = [...new Set([...old.keys(), ...next.keys()])].filter((name) => name !== 'id').sort();
  return names.flatMap((field) => {
    const [a, b] = [old.get(field), next.get(field)];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    return [{ field, ...(small(a) ? { old: a } : {}), ...(small(b) ? { new: b } : {}) }];
  });
}

/** The locale of `translations.<locale>.…` when every change is under that one locale. */
function localeOfChanges(changes: AuditChange[]): Locale | null {
  const locales = new Set(changes.map((change) => /^translations\.([^.]+)(\.|$)/.exec(change.field)?.[1] ?? null));
  const [only] = locales;
  return locales.size === 1 && isLocale(only) ? only : null;
}

/**
 * Records writes of the current request's account; `executor` is the write's transaction when it
 * has one, so the entry is kept exactly when the write is. An update that changed nothing records
 * nothing. Outside a request's scope, nothing is recorded.
 */
export async function recordAudit(executor: Db, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const scope = scopes.getStore();
  if (!scope) return;
  const rows = [entries].flat().flatMap((entry) => {
    const changes = changedFields(entry.before, entry.after);
    if (entry.action === 'update' && changes.length === 0) return [];
    return [
      {
        accountId: scope.actor.accountId,
        username: scope.actor.username,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        locale: entry.locale === undefined ? localeOfChanges(changes) : entry.locale,
        changes,
        request: scope.request,
      },
    ];
  });
  // A write that changed nothing was still recorded: the scope must not log it again by its body.
  scope.recorded = true;
  if (rows.length > 0) await executor.insert(auditLog).values(rows);
}

/**
 * What the scope records for a successful write that did not record itself: the API resource it
 * called (`media_storage`), the id in its path, the locale it named and the fields its body gave.
 */
export type RequestWrite = { action: AuditAction; resource: string; entityId: number | null; locale: Locale | null; fields: string[] };

export async function recordRequestWrite(actor: AuditActor, request: string, write: RequestWrite): Promise<void> {
  await db()
    .insert(auditLog)
    .values({
      accountId: actor.accountId,
      username: actor.username,
      action: write.action,
      entityType: write.resource.slice(0, 60),
      entityId: write.entityId,
      locale: write.locale,
      changes: write.fields.map((field) => ({ field })),
      request: request.slice(0, 300),
    });
}

export type AuditLogEntry = {
  id: number;
  at: string;
  account_id: number | null;
  username: string;
  action: AuditAction;
  entity_type: string;
  entity_id: number | null;
  locale: Locale | null;
  changes: AuditChange[];
  request: string;
};

export type AuditLogFilters = { editor?: string; entityType?: string; entityId?: number };

/** The log, newest first, filtered by the account's username and by what was changed. */
export async function listAuditLog(filters: AuditLogFilters, paging: Paging): Promise<Page<AuditLogEntry>> {
  const conditions: (SQL | undefined)[] = [
    filters.editor === undefined ? undefined : eq(auditLog.username, filters.editor),
    filters.entityType === undefined ? undefined : eq(auditLog.entityType, filters.entityType),
    filters.entityId === undefined ? undefined : eq(auditLog.entityId, filters.entityId),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db().select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      account_id: row.accountId,
      username: row.username,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      locale: row.locale,
      changes: row.changes,
      request: row.request,
    })),
  };
}

/** The editors and the kinds of entity the log names, for the back-office's filters. */
export async function auditLogFacets(): Promise<{ editors: string[]; entity_types: string[] }> {
  const [editors, entityTypes] = await Promise.all([
    db().selectDistinct({ value: auditLog.username }).from(auditLog).orderBy(asc(auditLog.username)),
    db().selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ]);
  return { editors: editors.map((row) => row.value), entity_types: entityTypes.map((row) => row.value) };
}
