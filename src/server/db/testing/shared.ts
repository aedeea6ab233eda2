/** Fixed clock of the seeded test database, so that expiry and dates are the same on every run. */
export const SEED_NOW = new Date('2026-06-15T00:00:00.000Z');

export function templateNames(url: string) {
  const base = new URL(url).pathname.replace(/^\//, '') || 'postgres';
  return { empty: `${base}_tpl_empty`, seeded: `${base}_tpl_seeded` };
}
