import 'server-only';

/**
 * The unique constraint an insert or update broke (PostgreSQL's unique_violation, as PGlite and
 * node-postgres report it; Drizzle wraps it in `cause`), or null for any other error. Callers
 * match the name, so that only the clash they expect becomes a 409 and a real bug stays a 500.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
