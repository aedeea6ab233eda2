/**
 * Load-tests the comparator of a running server (start it on the large seed on PostgreSQL first):
 *   DATABASE_URL=postgres://… npm run db:seed -- --scale large && DATABASE_URL=postgres://… npm start
 *   npm run bench:comparator -- [--url http://localhost:3000] [--seconds 15] [--connections 10]
 *                                [--scenarios api,facets,page,page-new,change] [--orderings price,-price,-rating,-discount]
 * Every request draws three filters (a country, a nights bucket, a star level, and now and then
 * "discount only" or "last minutes") and a sort order at random, so that no response cache can
 * answer for the API. Scenarios:
 *   api        GET /api/properties/ with the filters: a page of deals and their exact count;
 *   facets     GET /api/properties/facets/: the exact count and every option's count;
 *   page       the comparator page with three filters (its results and every facet count; the stars
 *              as its form sends them, `rating__gte`), each view of that space (country × nights ×
 *              stars) asked once beforehand: a filtered view loaded by its address (a shared link, a
 *              reload) is rendered for each request and never stored, so none comes from the cache;
 *   page-new   the page with a filter set never asked before (three filters and a set of partners
 *              of its own);
 *   change     what the browser asks on a filter change for such a set: the comparator's view in
 *              JSON (GET /api/properties/compare/, its query as the page's script orders it).
 * Prints req/s and p50/p95/p99 per scenario (from each response's own time), and how many page responses came from the page cache.
 * Sends traffic to the given local URL only.
 */
import autocannon from 'autocannon';
import { comparatorViewUrl } from '../src/lib/api-client';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const base = arg('url', 'http://localhost:3000');
const seconds = Number(arg('seconds', '15'));
const connections = Number(arg('connections', '10'));
const only = arg('scenarios', 'api,facets,page,page-new,change').split(',');
if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('bench:comparator sends traffic to this machine only (localhost or 127.0.0.0/8)');
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// Countries that hold deals, from the server itself (a server without facets: its countries).
const countries = await get<{ facets: { country: Record<string, number> } }>('/api/properties/facets/').then(
  ({ facets }) =>
    Object.entries(facets.country)
      .filter(([, n]) => n > 0)
      .map(([id]) => id),
  async () => (await get<{ results: { id: number }[] }>('/api/locations/?size=100')).results.map((c) => String(c.id)),
);
if (countries.length === 0) throw new Error('The datafeed is empty: seed it first');
// The comparator's address names a country by its slug (an id there answers 301); the API's listings by id.
const slugs = new Map(
  await get<{ results: { id: number; slug: string }[] }>('/api/properties/places/?language=fr-be').then(
    ({ results }) => results.map((place): [string, string] => [String(place.id), place.slug]),
    () => [],
  ),
);
const countrySlug = (id: string) => slugs.get(id) ?? id;
const total = await get<{ count: number }>('/api/properties/?size=1');

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const NIGHTS = ['1-5', '6-10', '11+'];
const STARS = ['5', '4', '3', '2'];
const ORDERINGS = arg('orderings', 'price,-price,-rating,-discount').split(',');

/** Now and then "discount only" or "last minutes" beside the three filters. */
function withExtra(params: URLSearchParams): URLSearchParams {
  const extra = Math.random();
  if (extra < 0.2) params.set('has_discount', 'true');
  else if (extra < 0.4) params.set('last', 'true');
  return params;
}

/** A country, a nights bucket and "N stars and up" for the API's listing (as the star list, which older servers read too). */
function filters(): URLSearchParams {
  const params = new URLSearchParams({ country: pick(countries), duration: pick(NIGHTS) });
  for (let stars = Number(pick(STARS)); stars <= 5; stars++) params.append('rating', String(stars));
  return withExtra(params);
}

/** The same three filters as the comparator's form sends them: its stars are `rating__gte` (a star list is no key of its). */
function comparatorFilters(): URLSearchParams {
  return withExtra(new URLSearchParams({ country: countrySlug(pick(countries)), duration: pick(NIGHTS), rating__gte: pick(STARS) }));
}

const views = countries.flatMap((country) =>
  NIGHTS.flatMap((duration) => STARS.map((stars) => `/comparateur?${new URLSearchParams({ country: countrySlug(country), duration, rating__gte: stars })}`)),
);

/** Asks for every view once, `connections` at a time. */
async function warm(paths: string[]): Promise<void> {
  const queue = [...paths];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let path = queue.pop(); path; path = queue.pop()) await (await fetch(`${base}${path}`)).arrayBuffer();
    }),
  );
  console.log(`page: ${paths.length} views asked once beforehand in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const { results: partners } = await get<{ results: { id: number }[] }>('/api/partners/?size=100');
/** Three random filters and a set of partners of its own (one of 255): no view repeats in a run. */
let unique = 0;
function newView(): URLSearchParams {
  const params = comparatorFilters();
  const bits = ++unique % 255 || 255;
  partners.forEach((p, i) => {
    if (bits & (1 << i)) params.append('partner', String(p.id));
  });
  return params;
}

const scenarios: Record<string, () => string> = {
  api: () => `/api/properties/?${filters()}&ordering=${pick(ORDERINGS)}&size=20`,
  facets: () => `/api/properties/facets/?${filters()}`,
  page: () => pick(views),
  'page-new': () => `/comparateur?${newView()}`,
  // The browser's own request (src/lib/api-client.ts): `language` first, then the query in the order its script sends it.
  change: () => comparatorViewUrl('fr-be', newView()),
};

/** The site's own pages, which the comparator's views must not push out of the page cache: home, a store, a category. */
const sitePages = [
  '/',
  `/${(await get<{ results: { slug: string }[] }>('/api/stores/?size=1')).results[0]!.slug}`,
  (await get<{ results: { path: string }[] }>('/api/categories/?level=1&size=1')).results[0]!.path,
];
const cacheStatus = async (path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers.get('x-nextjs-cache') ?? 'none';
};
for (const path of sitePages) await cacheStatus(path);

console.log(
  `bench:comparator against ${base}: ${total.count.toLocaleString('en')} deals, ${countries.length} countries; ` +
    `${connections} connections, ${seconds} s per scenario\n`,
);
/** The p-th percentile of latencies (autocannon's own table has no p95). */
function percentile(sorted: number[], p: number): string {
  if (sorted.length === 0) return '-';
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
}

const rows: string[][] = [];
for (const [name, path] of Object.entries(scenarios).filter(([n]) => only.includes(n))) {
  if (name === 'page') await warm(views);
  let hits = 0;
  const latencies: number[] = [];
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    // JSON as the comparator's script asks for it (src/lib/api-client.ts apiFetch).
    headers: name === 'change' ? { accept: 'application/json' } : {},
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
    setupClient: (client) => {
      // autocannon hands over the parser's view of the head: `headers` is [name, value, name, value…].
      client.on('headers', (head) => {
        const raw = (head as unknown as { headers: string[] }).headers;
        const at = raw.findIndex((item, i) => i % 2 === 0 && item.toLowerCase() === 'x-nextjs-cache');
        if (at >= 0 && /HIT|STALE/.test(raw[at + 1] ?? '')) hits++;
      });
      client.on('response', (_status: number, _bytes: number, ms: number) => latencies.push(ms));
    },
  });
  latencies.sort((a, b) => a - b);
  const failures = result.non2xx + result.errors + result.timeouts;
  const fromCache = name.startsWith('page') ? `${Math.round((100 * hits) / Math.max(latencies.length, 1))}%` : '-';
  const row = [
    name,
    (latencies.length / seconds).toFixed(0),
    percentile(latencies, 50),
    percentile(latencies, 95),
    percentile(latencies, 99),
    fromCache,
    String(failures),
  ];
  rows.push(row);
  console.log(
    `${name.padEnd(9)} ${row[1]!.padStart(6)} req/s  p50 ${row[2]!.padStart(6)} ms  p95 ${row[3]!.padStart(6)} ms  ` +
      `p99 ${row[4]!.padStart(6)} ms  page cache hits ${fromCache.padStart(4)}  non-2xx/errors ${failures}`,
  );
}
console.log('\n| scenario | req/s | p50 ms | p95 ms | p99 ms | page cache hits | non-2xx/errors |\n|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

// After every view of the run: still served from the page cache (HIT, or STALE while it renders afresh)?
const statuses = await Promise.all(sitePages.map(async (path) => `${path} ${await cacheStatus(path)}`));
console.log(`\nThe site's pages after the run: ${statuses.join(', ')}`);
