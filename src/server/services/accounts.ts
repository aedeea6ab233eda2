import 'server-only';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { AccountCreateForm, AccountPatchForm } from '@/lib/editing/accounts';
import type { AccountRole } from '@/lib/roles';
import { type Db, db } from '../db/client';
import { adminUsers } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { recordAudit } from './audit';
import { createAdmin } from './auth';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';

/** The back-office's accounts, as admins manage them: list, create, change a role, disable. */

export type AccountRecord = {
  id: number;
  username: string;
  role: AccountRole;
  is_active: boolean;
  last_login_at: string | null;
  created_at: string;
};

const columns = {
  id: adminUsers.id,
  username: adminUsers.username,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
};

type Row = { id: number; username: string; role: AccountRole; isActive: boolean; lastLoginAt: Date | null; createdAt: Date };

function toRecord(row: Row): AccountRecord {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    is_active: row.isActive,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never its password. */
const audited = ({ username, role, is_active }: AccountRecord) => ({ username, role, is_active });

export type AccountFilters = { role?: AccountRole; is_active?: boolean; q?: string };

export async function listAccounts(paging: Paging, filters: AccountFilters = {}): Promise<Page<AccountRecord>> {
  const where = and(
    filters.role === undefined ? undefined : eq(adminUsers.role, filters.role),
    filters.is_active === undefined ? undefined : eq(adminUsers.isActive, filters.is_active),
    filters.q === undefined ? undefined : ilike(adminUsers.username, likePattern(filters.q)),
  );
  const [rows, [total]] = await Promise.all([
    db().select(columns).from(adminUsers).where(where).orderBy(asc(adminUsers.username)).limit(paging.size).offset(offsetOf(paging)),
    db().select({ n: count() }).from(adminUsers).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toRecord) };
}

async function accountRecord(executor: Db, id: number): Promise<AccountRecord | null> {
  const [row] = await executor.select(columns).from(adminUsers).where(eq(adminUsers.id, id));
  return row ? toRecord(row) : null;
}

export async function getAccount(id: number): Promise<AccountRecord> {
  const found = await accountRecord(db(), id);
  if (!found) throw new NotFoundError(`No account ${id}`);
  return found;
}

export async function createAccount(input: AccountCreateForm): Promise<AccountRecord> {
  const { id } = await createAdmin(input.username, input.password, input.role);
  const record = (await accountRecord(db(), id))!;
  await recordAudit(db(), { action: 'create', entityType: 'account', entityId: id, locale: null, before: null, after: audited(record) });
  return record;
}

/**
 * Changes an account's role or disables it (its tokens stop working at once). An admin cannot
 * change their own account this way, so the site always keeps the admin who made the change.
 */
export async function updateAccount(actorId: number, id: number, patch: AccountPatchForm): Promise<AccountRecord> {
  if (id === actorId) throw new ConflictError('Your own role and access are changed by another admin');
  return db().transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [locked] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    if (!locked) throw new NotFoundError(`No account ${id}`);
    const before = (await accountRecord(tx, id))!;
    await tx.update(adminUsers).set({ role: patch.role, isActive: patch.is_active }).where(eq(adminUsers.id, id));
    const after = (await accountRecord(tx, id))!;
    await recordAudit(tx, { action: 'update', entityType: 'account', entityId: id, locale: null, before: audited(before), after: audited(after) });
    return after;
  });
}
