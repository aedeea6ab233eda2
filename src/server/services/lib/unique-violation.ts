import 'server-only';

/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
