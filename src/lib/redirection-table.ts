import type { Locale } from './locales';
import { isSitePath, pathKey } from './redirection-path';

export type RedirectionRule = { from_path: string; to_path: string; status_code: 301 | 302 | 307 | 308 };

/** A server that took no write of its own reads the records again this often (other servers' writes). */
export const REDIRECTIONS_REFRESH_MS = 5_000;

const VERSION = Symbol.for('holiday-offers.redirections-version');
type VersionHolder = Record<symbol, number | undefined>;

/**
 * Says that the records changed on this server. The API's writes run in the same process as the
 * proxy but in another bundle, so the two meet through a global: the next request reads the records
 * again before it is routed.
 */
export function markRedirectionsChanged(): void {
  const holder = globalThis as unknown as VersionHolder;
  holder[VERSION] = (holder[VERSION] ?? 0) + 1;
}

function version(): number {
  return (globalThis as unknown as VersionHolder)[VERSION] ?? 0;
}

type Table = { rules: Map<string, RedirectionRule>; loadedAt: number; version: number };

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A record whose target is not a path on this site is never followed, whatever put it in the
 * database (a row written before the API refused such targets, or by hand): following it would
 * send visitors to another site.
 */
function followable(rule: RedirectionRule): boolean {
  if (isSitePath(rule.to_path)) return true;
  console.error(`redirection of ${rule.from_path} ignored: its target ${JSON.stringify(rule.to_path)} is not a path on this site`);
  return false;
}

/**
 * The redirection records of each locale, held in memory by the proxy so that a request pays a map
 * lookup. The first request of a locale, and the first after a write on this server, wait for the
 * records; past REDIRECTIONS_REFRESH_MS they are read again behind the request. A failed read keeps
 * what was there (nothing, at first) until the next refresh: pages must not wait on it.
 */
export function redirectionTable(load: (locale: Locale) => Promise<RedirectionRule[]>, now: () => number = Date.now) {
  const tables = new Map<Locale, Table>();
  const pending = new Map<Locale, Promise<Table>>();

  function refresh(locale: Locale, wanted: number): Promise<Table> {
    const running = pending.get(locale);
    if (running) return running;
    const next = load(locale)
      .then((rules) => new Map(rules.filter(followable).map((rule) => [pathKey(rule.from_path), rule])))
      .catch((error: unknown) => {
        console.error(`redirections of ${locale} could not be read`, error);
        return tables.get(locale)?.rules ?? new Map<string, RedirectionRule>();
      })
      .then((rules) => {
        const table = { rules, loadedAt: now(), version: wanted };
        tables.set(locale, table);
        pending.delete(locale);
        return table;
      });
    pending.set(locale, next);
    return next;
  }

  return async function find(locale: Locale, path: string): Promise<RedirectionRule | null> {
    const wanted = version();
    let table = tables.get(locale);
    if (!table || table.version !== wanted) table = await refresh(locale, wanted);
    else if (now() - table.loadedAt > REDIRECTIONS_REFRESH_MS) void refresh(locale, wanted);
    return table.rules.get(pathKey(path)) ?? table.rules.get(pathKey(decoded(path))) ?? null;
  };
}
