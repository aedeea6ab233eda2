import 'server-only';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { redirections } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { ConflictError, NotFoundError, quote, ValidationError } from '../errors';
import type { Locale } from '@/lib/locales';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { violatedUniqueConstraint } from './lib/unique-violation';

export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUS_CODES)[number];

export type Redirection = {
  id: number;
  language: Locale;
  from_path: string;
  to_path: string;
  status_code: RedirectStatus;
  created_at: string;
  updated_at: string;
};

export type RedirectionInput = { from_path: string; to_path: string; status_code: RedirectStatus };

/** A chain longer than this is treated as a loop; real chains are one or two hops. */
const MAX_CHAIN = 20;

/**
 * The form a path is matched in: no query or fragment, no trailing slash (the canonical form,
 * SPEC §4), so /a, /a/ and /a/?x=1 are the same source.
 */
export function pathKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/**
 * Site-relative paths only: "//host" and backslashes would send visitors to another site
 * (an open redirect); whitespace and control characters have no place in a path.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

function validated(input: RedirectionInput): RedirectionInput {
  const details: { path: string; message: string }[] = [];
  if (!SITE_PATH.test(input.from_path) || /[?#]/.test(input.from_path)) {
    details.push({ path: 'from_path', message: 'A site path starting with /, without query or fragment' });
  }
  if (!SITE_PATH.test(input.to_path)) {
    details.push({ path: 'to_path', message: 'A site path starting with /' });
  }
  if (details.length > 0) throw new ValidationError('Invalid redirection', details);
  const fromPath = pathKey(input.from_path);
  if (pathKey(input.to_path) === fromPath) {
    throw new ValidationError('A redirection cannot point at itself', [{ path: 'to_path', message: 'Same as from_path' }]);
  }
  return { ...input, from_path: fromPath };
}

/** SQL twin of pathKey for stored targets. */
const storedTargetKey = sql`nullif(regexp_replace(split_part(split_part(r.to_path, '#', 1), '?', 1), '/+$', ''), '')`;

/**
 * Whether following the redirections from `to` (in the locale, ignoring the record being
 * replaced) comes back to `from`: such a record would send visitors round in circles.
 */
async function closesLoop(locale: Locale, from: string, to: string, ignoreId: number | null): Promise<boolean> {
  const result = await db().execute(sql`
    with recursive chain(path, depth) as (
      select ${pathKey(to)}::text, 0
      union
      select coalesce(${storedTargetKey}, '/'), chain.depth + 1
      from redirections r join chain on r.from_path = chain.path
      where r.locale = ${locale} and r.id <> ${ignoreId ?? 0} and chain.depth < ${MAX_CHAIN}
    )
    select exists (select 1 from chain where path = ${from}) as loops`);
  // Both drivers answer raw SQL with `{rows}`; the common Db type does not say so.
  const [row] = (result as unknown as { rows: { loops: boolean }[] }).rows;
  return Boolean(row?.loops);
}

function toRedirection(row: typeof redirections.$inferSelect): Redirection {
  return {
    id: row.id,
    language: row.locale,
    from_path: row.fromPath,
    to_path: row.toPath,
    status_code: row.statusCode as RedirectStatus,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

async function pageOf(locale: Locale, filter: SQL | undefined, paging: Paging): Promise<Page<Redirection>> {
  const where = and(eq(redirections.locale, locale), filter);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(redirections)
      .where(where)
      .orderBy(asc(redirections.fromPath), asc(redirections.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db().select({ n: count() }).from(redirections).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toRedirection) };
}

export function listRedirections(locale: Locale, paging: Paging): Promise<Page<Redirection>> {
  return pageOf(locale, undefined, paging);
}

/** Redirections whose source or target contains the text, case-insensitively. */
export function searchRedirections(locale: Locale, q: string, paging: Paging): Promise<Page<Redirection>> {
  const pattern = likePattern(q);
  return pageOf(locale, or(ilike(redirections.fromPath, pattern), ilike(redirections.toPath, pattern)), paging);
}

async function guardLoop(locale: Locale, input: RedirectionInput, ignoreId: number | null): Promise<void> {
  if (await closesLoop(locale, input.from_path, input.to_path, ignoreId)) {
    throw new ValidationError('This redirection would close a loop', [
      { path: 'to_path', message: `Following ${input.to_path} leads back to ${input.from_path}` },
    ]);
  }
}

function duplicate(locale: Locale, fromPath: string): ConflictError {
  return new ConflictError(`${quote(fromPath)} is already redirected in ${locale}`, [{ path: 'from_path', message: 'Duplicate' }]);
}

export async function createRedirection(locale: Locale, input: RedirectionInput): Promise<Redirection> {
  const clean = validated(input);
  await guardLoop(locale, clean, null);
  try {
    const [row] = await db()
      .insert(redirections)
      .values({ locale, fromPath: clean.from_path, toPath: clean.to_path, statusCode: clean.status_code })
      .returning();
    await invalidate(tags.redirections);
    return toRedirection(row!);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'redirections_locale_from_uq') throw duplicate(locale, clean.from_path);
    throw error;
  }
}

/** Replaces a redirection of the locale; 404 when the id is not one of its redirections. */
export async function updateRedirection(locale: Locale, id: number, input: RedirectionInput): Promise<Redirection> {
  const clean = validated(input);
  await guardLoop(locale, clean, id);
  let row: typeof redirections.$inferSelect | undefined;
  try {
    [row] = await db()
      .update(redirections)
      .set({ fromPath: clean.from_path, toPath: clean.to_path, statusCode: clean.status_code })
      .where(and(eq(redirections.id, id), eq(redirections.locale, locale)))
      .returning();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'redirections_locale_from_uq') throw duplicate(locale, clean.from_path);
    throw error;
  }
  if (!row) throw new NotFoundError(`No redirection ${id} in ${locale}`);
  await invalidate(tags.redirections);
  return toRedirection(row);
}

export async function deleteRedirection(locale: Locale, id: number): Promise<void> {
  const rows = await db()
    .delete(redirections)
    .where(and(eq(redirections.id, id), eq(redirections.locale, locale)))
    .returning({ id: redirections.id });
  if (rows.length === 0) throw new NotFoundError(`No redirection ${id} in ${locale}`);
  await invalidate(tags.redirections);
}

/** The redirection the page layer applies to a requested path, if any. */
export async function findRedirection(
  locale: Locale,
  path: string,
): Promise<{ to_path: string; status_code: RedirectStatus } | null> {
  // No redirection starts from such a path (see SITE_PATH), and PostgreSQL cannot even compare a NUL.
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  const [row] = await db()
    .select({ toPath: redirections.toPath, statusCode: redirections.statusCode })
    .from(redirections)
    .where(and(eq(redirections.locale, locale), eq(redirections.fromPath, pathKey(path))));
  return row ? { to_path: row.toPath, status_code: row.statusCode as RedirectStatus } : null;
}
