/**
 * What hostile but cheap-to-send traffic costs a running server:
 *   npm run bench:hardening -- [--url http://localhost:3000] [--seconds 10] [--connections 8]
 *                              [--redis redis://127.0.0.1:6379] [--editor user:password] [--spread]
 * - search: a normal query beside one of 66 `a%` words, from one client, for --seconds each;
 * - page values: 150 spellings of a store's list query nobody links to (`page=01`, `type=xx`…),
 *   once each, and with --redis the memory Redis holds after them;
 * - clicks: 700 GETs of one merchant link, 200 of them as another site's image, and with
 *   --editor the count the site kept.
 * With --spread every search comes from an address of its own (X-Forwarded-For: the server must
 * trust one proxy hop, TRUSTED_PROXY_HOPS=1), so that a per-client limit does not hide what a
 * query costs. Prints each one's req/s, p50/p99 and answers by status. Sends traffic to the given
 * local URL only.
 */
import { Redis } from 'ioredis';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const base = arg('url', 'http://localhost:3000');
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '8'));
const redisUrl = arg('redis', '');
const editor = arg('editor', '');
const spread = process.argv.includes('--spread');
if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('bench:hardening sends traffic to this machine only (localhost or 127.0.0.0/8)');
}

type Sample = { status: number; ms: number; cache: string | null };

let address = 0;
/** A client of its own for each request, as many scripts on many addresses would be. */
const ownClient = (): Record<string, string> => (spread ? { 'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` } : {});

async function once(path: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache') };
}

/** Asks for each path `next()` gives until it gives null, `connections` at a time. */
async function load(next: () => string | null, headers: Record<string, string> = {}, clients = false): Promise<{ samples: Sample[]; ms: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let path = next(); path !== null; path = next()) samples.push(await once(path, clients ? { ...headers, ...ownClient() } : headers));
    }),
  );
  return { samples, ms: performance.now() - started };
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function report(name: string, { samples, ms }: { samples: Sample[]; ms: number }): void {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  const rendered = samples.filter((s) => s.cache === 'MISS').length;
  console.log(
    `${name.padEnd(34)} ${(samples.length / (ms / 1000)).toFixed(1).padStart(7)} req/s  p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  ` +
      `p99 ${quantile(times, 0.99).toFixed(1).padStart(7)} ms  ${byStatus}${rendered ? `  rendered ${rendered}` : ''}`,
  );
}

/** Keeps asking for `path` until --seconds have passed. */
function forSeconds(path: () => string): () => string | null {
  const until = performance.now() + seconds * 1000;
  return () => (performance.now() < until ? path() : null);
}

function fromList(paths: string[]): () => string | null {
  const queue = [...paths].reverse();
  return () => queue.pop() ?? null;
}

async function json<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const [store] = (await json<{ results: { id: number; name: string; slug: string }[] }>('/api/stores/?size=1')).results;
if (!store) throw new Error('The server has no stores: seed it first');

// Search: one client throughout, as a script on one address (or, with --spread, one per request).
const normal = `/api/search/?str=${encodeURIComponent(store.name)}`;
const hostile = `/api/search/?str=${encodeURIComponent(Array.from({ length: 66 }, () => 'a%').join(' '))}`;
report('search, a store name', await load(forSeconds(() => normal), {}, spread));
report('search, 66 words of a%', await load(forSeconds(() => hostile), {}, spread));

// Page values: each spelling once, as a crawler or a script would make them.
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
const usedMemory = async () => Number(/used_memory:(\d+)/.exec((await redis!.info('memory')) ?? '')?.[1] ?? 0);
const memoryBefore = redis ? await usedMemory() : 0;
const values = [
  ...Array.from({ length: 50 }, (_, i) => `page=${'0'.repeat(1 + (i % 3))}${1 + Math.floor(i / 3)}`),
  ...Array.from({ length: 50 }, (_, i) => `type=${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`),
  ...Array.from({ length: 50 }, (_, i) => `page=${500 + i}`),
];
report('store list, 150 unknown values', await load(fromList(values.map((value) => `/${store.slug}?${value}`))));
if (redis) {
  const grown = ((await usedMemory()) - memoryBefore) / 1_048_576;
  console.log(`redis used memory: ${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB after the page values`);
  redis.disconnect();
}

// Clicks: 500 as visits, 200 as another site's image, from one client.
let clicks = 0;
const out = `/out/store/${store.id}`;
report('merchant link, 500 visits', await load(() => (clicks++ < 500 ? out : null), { 'sec-fetch-dest': 'document' }));
clicks = 0;
report('merchant link, 200 as an image', await load(() => (clicks++ < 200 ? out : null), { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' }));
if (editor) {
  const [username, password] = [editor.slice(0, editor.indexOf(':')), editor.slice(editor.indexOf(':') + 1)];
  const login = await fetch(`${base}/api/auth-jwt/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const { token } = (await login.json()) as { token: string };
  const counts = await json<{ total: number }>(`/api/outbound-clicks/store/${store.id}/`, { authorization: `Bearer ${token}` });
  console.log(`clicks counted for that link: ${counts.total}`);
}
