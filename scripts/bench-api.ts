/**
 * Load-tests the API of a running server (start it on the large seed first):
 *   npm run db:seed -- --scale large && npm start      # in one shell
 *   npm run bench:api -- [--url http://localhost:3000] [--seconds 10] [--connections 10] [--editor user:password]
 *        [--only words]
 * With --editor, the back-office's lists too (signed in as that account): promotions newest first,
 * filtered, and their last page; stores by words of a name. --only runs the scenarios whose name
 * contains its text.
 * The site search allows each client 60 searches a minute: its scenario sends each request from
 * an address of its own (X-Forwarded-For), which the server reads when it trusts one proxy hop
 * (start it with TRUSTED_PROXY_HOPS=1); otherwise the scenario measures the limit's 429s.
 * Prints requests/s and p50/p99 latency per scenario. Sends traffic to the given local URL only.
 */
import autocannon, { type Request } from 'autocannon';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const base = arg('url', 'http://localhost:3000');
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '10'));
const only = arg('only', '');
if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('bench:api sends traffic to this machine only (localhost or 127.0.0.0/8)');
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

type Page<T> = { count: number; results: T[] };

// Pick real ids from the running server so that every scenario hits rows that exist.
const stores = await get<Page<{ id: number; slug: string }>>('/api/stores/?size=1');
const countries = await get<Page<{ id: number }>>('/api/locations/?size=1');
const store = stores.results[0];
const country = countries.results[0];
if (!store || !country) throw new Error('The server has no stores or locations: seed it first');

const editor = arg('editor', '');
/** The Authorization header of the back-office's scenarios, when --editor names an account. */
async function editorHeaders(): Promise<Record<string, string> | null> {
  if (!editor) return null;
  const [username, ...password] = editor.split(':');
  const response = await fetch(`${base}/api/auth-jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: password.join(':') }),
  });
  if (!response.ok) throw new Error(`--editor could not sign in: ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}
const headers = await editorHeaders();
const promotionCount = headers
  ? ((await (await fetch(`${base}/api/admin/promotions/?size=1`, { headers })).json()) as Page<unknown>).count
  : 0;

let address = 0;
/** A client of its own for each request, as many visitors searching at once would be. */
const ownClient = (request: Request): Request => {
  address += 1;
  request.headers = { ...request.headers, 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  return request;
};

type Scenario = { name: string; path: string; headers?: Record<string, string>; spread?: boolean };
const scenarios: Scenario[] = [
  {
    name: 'properties, three filters, price order',
    path: `/api/properties/?country=${country.id}&duration__gte=6&duration__lte=10&rating=4&rating=5`,
  },
  { name: "a store's promotions", path: `/api/promotions/${store.id}/by_store/?type=coupon` },
  { name: 'slug resolution', path: `/api/slugs/?slug=${encodeURIComponent(store.slug)}` },
  { name: 'site search', path: '/api/search/?str=barcelone', spread: true },
  ...(headers
    ? [
        { name: `back-office: promotions (${promotionCount}), newest`, path: '/api/admin/promotions/?size=25', headers },
        { name: 'back-office: active, ending in 7 days', path: '/api/admin/promotions/?status=active&ending_within_days=7&size=25', headers },
        { name: 'back-office: promotions, words', path: '/api/admin/promotions/?q=hotel&size=25', headers },
        { name: 'back-office: promotions, last page', path: `/api/admin/promotions/?size=25&page=${Math.max(1, Math.ceil(promotionCount / 25))}`, headers },
        { name: 'back-office: stores, words', path: '/api/admin/stores/?q=voyage&size=25', headers },
      ]
    : []),
];

console.log(`bench:api against ${base}, ${connections} connections, ${seconds} s per scenario\n`);
const rows: string[][] = [];
for (const scenario of scenarios.filter((candidate) => candidate.name.includes(only))) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    connections,
    duration: seconds,
    headers: scenario.headers,
    ...(scenario.spread ? { requests: [{ setupRequest: ownClient }] } : {}),
  });
  const failures = result.non2xx + result.errors;
  rows.push([
    scenario.name,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(failures),
  ]);
  console.log(
    `${scenario.name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  non-2xx/errors ${failures}`,
  );
}
console.log('\n| scenario | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
