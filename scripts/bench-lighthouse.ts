/**
 * Lighthouse audits of the discovery pages of a running server (DESIGN §8: figures, not tests):
 *   npm start                                  # in one shell
 *   npm run bench:lighthouse -- [--url http://localhost:3000] [paths...]
 * Without paths it audits the home page, a country and a category picked from the API. Prints the
 * performance, accessibility, best-practices and SEO scores per page. Runs Debian's Chromium
 * (CHROME_PATH, /usr/bin/chromium by default) against this machine only.
 */
import { spawnSync } from 'node:child_process';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const base = arg('url', 'http://localhost:3000');
if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('bench:lighthouse audits this machine only (localhost or 127.0.0.0/8)');
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Paths given after the options, else the home page, the first country and the first category. */
async function pathsToAudit(): Promise<string[]> {
  const given = process.argv.slice(2).filter((value) => value.startsWith('/'));
  if (given.length > 0) return given;
  const [continents, categories] = await Promise.all([
    get<{ locations: { path: string }[] }[]>('/api/locations/by_continent/'),
    get<{ results: { path: string }[] }>('/api/categories/?size=1'),
  ]);
  const country = continents[0]?.locations[0]?.path;
  const category = categories.results[0]?.path;
  if (!country || !category) throw new Error('The server has no destinations or categories: seed it first');
  return ['/', country, category];
}

type Report = { categories: Record<(typeof CATEGORIES)[number], { score: number | null }> };

function audit(url: string): Report | string {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) return (result.stderr.match(/Runtime error[^\n]*/)?.[0] ?? result.stderr).trim();
  return JSON.parse(result.stdout) as Report;
}

const rows = [];
for (const path of await pathsToAudit()) {
  const report = audit(`${base}${path}`);
  // One page Lighthouse cannot audit (a 404, say) is reported and the others still run.
  if (typeof report === 'string') {
    console.error(`${path}: ${report}`);
    continue;
  }
  const score = (key: (typeof CATEGORIES)[number]) => {
    const value = report.categories[key]?.score;
    return value === null || value === undefined ? '–' : Math.round(value * 100);
  };
  rows.push({ page: path, ...Object.fromEntries(CATEGORIES.map((key) => [key, score(key)])) });
}
console.table(rows);
