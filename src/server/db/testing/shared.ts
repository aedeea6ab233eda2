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
