import pg from 'pg';

/**
 * Clock of the seeded test database: the start of today (UTC), as `npm start` seeds, so that
 * the seed's expired, ending-soon and active promotions are so for the real clock too.
 */
const now = new Date();
export const SEED_NOW = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export function templateNames(url: string) {
  const base = new URL(url).pathname.replace(/^\//, '') || 'postgres';
  return { empty: `${base}_tpl_empty`, seeded: `${base}_tpl_seeded` };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` with a connection to the server's maintenance database (the one DATABASE_URL names). */
export async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  // A server that ends this short-lived session must not surface as an unhandled event.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database once its own pools are closed. Sessions that are still closing on the
 * server are waited for (a second at most), so that `WITH (FORCE)` only ever ends connections
 * nobody uses: a forced end of a live connection is what made runs fail by chance.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
