import 'server-only';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { redirections } from '../db/schema';
import { invalidate, tags } from '../cache/invalidate';
import { ConflictError, NotFoundError, quote, ValidationError } from '../errors';
import type { Locale } from '@/lib/locales';
import { isSitePath, pathKey } from '@/lib/redirection-path';
import type { RedirectionRule } from '@/lib/redirection-table';
import { likePattern } from './lib/like';
import { offsetOf, type Page, type Paging } from './lib/paging';
import { recordAudit } from './audit';
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

/**
 * Paths are kept as the locale names them, without its prefix (`/aanbiedingen` for nl-be), so that
 * a record works the same on a shared host (`/nl-be/aanbiedingen`) and on the locale's own domain.
 * A path given with the locale's prefix, as it reads in a browser on a shared host, loses it.
 */
function withoutLocalePrefix(locale: Locale, path: string): string {
  const prefix = `/${locale}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`) && !path.startsWith(`${prefix}?`)) return path;
  const rest = path.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

const SITE_PATH_RULE = 'A path on this site: one leading /, no scheme or host, and no backslash, whitespace, control character or . or .. segment, percent-encoded or not';

/**
 * Site paths only, judged once the locale prefix is gone (`/fr-be//evil.example` is `//evil.example`):
 * anything else would send visitors to another site (an open redirect). The proxy checks the
 * stored records again before it follows one (src/lib/redirection-table.ts).
 */
function validated(locale: Locale, input: RedirectionInput): RedirectionInput {
  const fromPath = withoutLocalePrefix(locale, input.from_path);
  const toPath = withoutLocalePrefix(locale, input.to_path);
  const details: { path: string; message: string }[] = [];
  if (!isSitePath(fromPath) || /[?#]/.test(fromPath)) {
    details.push({ path: 'from_path', message: `${SITE_PATH_RULE}; without query or fragment` });
  }
  if (!isSitePath(toPath)) {
    details.push({ path: 'to_path', message: SITE_PATH_RULE });
  }
  if (details.length > 0) throw new ValidationError('A redirection leads from a path on this site to a path on this site', details);
  const fromKey = pathKey(fromPath);
  if (fromKey === '/') {
    throw new ValidationError('The home page cannot be redirected', [{ path: 'from_path', message: 'The home page' }]);
  }
  if (pathKey(toPath) === fromKey) {
    throw new ValidationError('A redirection cannot point at itself', [{ path: 'to_path', message: 'Same as from_path' }]);
  }
  return { ...input, from_path: fromKey, to_path: toPath };
}

/** SQL twin of pathKey for stored targets. */
const storedTargetKey = sql`coalesce(nullif(regexp_replace(split_part(split_part(${redirections.toPath}, '#', 1), '?', 1), '/+$', ''), ''), '/')`;

/**
 * Refuses a record that would make visitors and crawlers follow more than one hop: its target is
 * itself redirected (a chain, or a loop when that leads back), or other records already lead to
 * its source (they would become chains). The editor points each record at the final address.
 */
async function guardChain(locale: Locale, input: RedirectionInput, ignoreId: number | null): Promise<void> {
  const target = pathKey(input.to_path);
  const rows = await db()
    .select({ fromPath: redirections.fromPath, toPath: redirections.toPath, targetKey: sql<string>`${storedTargetKey}` })
    .from(redirections)
    .where(
      and(
        eq(redirections.locale, locale),
        ne(redirections.id, ignoreId ?? 0),
        or(eq(redirections.fromPath, target), sql`${storedTargetKey} = ${input.from_path}`),
      ),
    )
    .orderBy(asc(redirections.fromPath))
    .limit(MAX_LISTED);
  const onward = rows.find((row) => row.fromPath === target);
  if (onward) {
    const loops = onward.targetKey === input.from_path;
    throw new ValidationError(loops ? 'This redirection would close a loop' : 'This redirection would create a chain', [
      {
        path: 'to_path',
        message: loops
          ? `${target} already leads back to ${input.from_path}`
          : `${target} is itself redirected to ${onward.toPath}: point at ${onward.toPath} directly`,
      },
    ]);
  }
  if (rows.length > 0) {
    throw new ValidationError('This redirection would create a chain', [
      {
        path: 'from_path',
        message: `${rows.map((row) => row.fromPath).join(', ')} already lead${rows.length === 1 ? 's' : ''} to ${input.from_path}: point ${rows.length === 1 ? 'it' : 'them'} at ${input.to_path} first`,
      },
    ]);
  }
}

/** How many paths an error names at most. */
const MAX_LISTED = 5;

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

/** A redirection by its id, in whichever locale it is. */
export async function getRedirection(id: number): Promise<Redirection> {
  const [row] = await db().select().from(redirections).where(eq(redirections.id, id));
  if (!row) throw new NotFoundError(`No redirection ${id}`);
  return toRedirection(row);
}

/** What the audit log compares of a redirection: where from, where to, how. */
const audited = ({ from_path, to_path, status_code }: Redirection) => ({ from_path, to_path, status_code });

function duplicate(locale: Locale, fromPath: string): ConflictError {
  return new ConflictError(`${quote(fromPath)} is already redirected in ${locale}`, [{ path: 'from_path', message: 'Duplicate' }]);
}

export async function createRedirection(locale: Locale, input: RedirectionInput): Promise<Redirection> {
  const clean = validated(locale, input);
  await guardChain(locale, clean, null);
  try {
    const [row] = await db()
      .insert(redirections)
      .values({ locale, fromPath: clean.from_path, toPath: clean.to_path, statusCode: clean.status_code })
      .returning();
    const created = toRedirection(row!);
    await recordAudit(db(), { action: 'create', entityType: 'redirection', entityId: created.id, locale, before: null, after: audited(created) });
    await invalidate(tags.redirections);
    return created;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'redirections_locale_from_uq') throw duplicate(locale, clean.from_path);
    throw error;
  }
}

/** Replaces a redirection of the locale; 404 when the id is not one of its redirections. */
export async function updateRedirection(locale: Locale, id: number, input: RedirectionInput): Promise<Redirection> {
  const clean = validated(locale, input);
  await guardChain(locale, clean, id);
  const [before] = await db()
    .select()
    .from(redirections)
    .where(and(eq(redirections.id, id), eq(redirections.locale, locale)));
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
  if (!before || !row) throw new NotFoundError(`No redirection ${id} in ${locale}`);
  const updated = toRedirection(row);
  await recordAudit(db(), { action: 'update', entityType: 'redirection', entityId: id, locale, before: audited(toRedirection(before)), after: audited(updated) });
  await invalidate(tags.redirections);
  return updated;
}

export async function deleteRedirection(locale: Locale, id: number): Promise<void> {
  const rows = await db()
    .delete(redirections)
    .where(and(eq(redirections.id, id), eq(redirections.locale, locale)))
    .returning();
  if (rows.length === 0) throw new NotFoundError(`No redirection ${id} in ${locale}`);
  await recordAudit(db(), { action: 'delete', entityType: 'redirection', entityId: id, locale, before: audited(toRedirection(rows[0]!)), after: null });
  await invalidate(tags.redirections);
}

/**
 * Every redirection of the locale, for the proxy to apply before routing (src/lib/redirection-table.ts).
 * Editors keep hundreds, not millions: the whole table is one small read.
 */
export async function redirectionRules(locale: Locale): Promise<RedirectionRule[]> {
  const rows = await db()
    .select({ from_path: redirections.fromPath, to_path: redirections.toPath, status_code: redirections.statusCode })
    .from(redirections)
    .where(eq(redirections.locale, locale))
    .orderBy(asc(redirections.fromPath));
  return rows.map((row) => ({ ...row, status_code: row.status_code as RedirectStatus }));
}
