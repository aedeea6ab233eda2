/**
 * Load-tests real pages of the site, each against a static copy of its own HTML (DESIGN §8: figures, not tests):
 *   npm run bench:load -- [--url http://localhost:3000] [--port 3400] [--seconds 15] [--connections 50]
 *                         [--pages home,store,list-page-2,country,category,blog-post] [--encoding br]
 * --url         a running server on this machine; without it the script runs `npm start` on --port
 *               (3400 by default) with its own database under data/bench-load (DATABASE_URL, when set,
 *               is used instead), waits for it, and stops it at the end.
 * --seconds     length of each autocannon run (15); --connections: concurrent connections (50).
 * --pages       a subset of the pages above, comma-separated (all by default).
 * --encoding    what the load's requests accept: br (by default, as browsers), gzip or identity.
 * The pages are picked through the server's API (fr-be). Each is warmed, then its HTML, compressed
 * beforehand in the same encoding, is served as is by a bare Node server, so that "page/static" tells
 * how far the page is from serving bytes from memory.
 * Prints a line per page, then Markdown tables of the figures and of the cache headers the page answered.
 * Sends traffic to this machine only.
 */
import autocannon from 'autocannon';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { Worker } from 'node:worker_threads';
import { arg, positiveInteger, startSite, stopSite, waitUntilUp } from './bench-site';

const PAGE_KEYS = ['home', 'store', 'list-page-2', 'country', 'category', 'blog-post'] as const;
type PageKey = (typeof PAGE_KEYS)[number];

const LANGUAGE = 'fr-be';
const WARM_UP_REQUESTS = 20;
/** The store list shows this many promotions a page (PAGE_SIZE.general): more means a page 2. */
const STORE_LIST_PAGE_SIZE = 20;
/** Stores probed for a page 2, a hundred per API call; enough for both seeds without crawling the large one. */
const STORES_TO_PROBE = 300;
const START_TIMEOUT_MS = 10 * 60_000;
const LOCAL_URL = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?\/?$/;

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

type Options = { url: string | null; port: number; seconds: number; connections: number; pages: PageKey[]; encoding: Encoding };

function readEncoding(): Encoding {
  const given = arg('encoding') ?? 'br';
  if (!(ENCODINGS as readonly string[]).includes(given)) throw new Error(`--encoding takes one of ${ENCODINGS.join(', ')} (not ${given})`);
  return given as Encoding;
}

function readPages(): PageKey[] {
  const given = arg('pages');
  if (given === undefined) return [...PAGE_KEYS];
  const keys = given.split(',').map((key) => key.trim()).filter(Boolean);
  const unknown = keys.filter((key) => !(PAGE_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0 || keys.length === 0) {
    throw new Error(`--pages takes some of ${PAGE_KEYS.join(',')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  }
  return PAGE_KEYS.filter((key) => keys.includes(key));
}

function readOptions(): Options {
  const url = arg('url')?.replace(/\/$/, '') ?? null;
  if (url !== null && !LOCAL_URL.test(url)) {
    throw new Error('bench:load sends traffic to this machine only (localhost, 127.0.0.0/8 or [::1])');
  }
  return {
    url,
    port: positiveInteger('port', 3400),
    seconds: positiveInteger('seconds', 15),
    connections: positiveInteger('connections', 50),
    pages: readPages(),
    encoding: readEncoding(),
  };
}

function siteEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SITE_URL: `http://localhost:${port}` };
  // Its own embedded database, so that the run neither locks nor seeds the developer's data/pglite.
  if (!process.env.DATABASE_URL) {
    env.PGLITE_DIR = 'data/bench-load/pglite';
    env.STORAGE_DIR = 'data/bench-load/storage';
  }
  return env;
}

// ---------------------------------------------------------------------------------------------
// Picking real pages through the API.

/** Nothing in the database fits the page: reported and left out, unlike a page that fails. */
class NothingFits extends Error {}

type List<T> = { count: number; results: T[] };

async function getJson<T>(base: string, apiPath: string): Promise<T> {
  const response = await fetch(`${base}${apiPath}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new NothingFits(`the API lists no ${what}`);
  return item;
}

type StoreSummary = { id: number; slug: string };

const storePath = (store: StoreSummary) => `/${encodeURIComponent(store.slug)}`;

async function pickStore(base: string): Promise<string> {
  const top = await getJson<StoreSummary[]>(base, `/api/stores/top/?language=${LANGUAGE}&size=1`);
  if (top[0]) return storePath(top[0]);
  const stores = await getJson<List<StoreSummary>>(base, `/api/stores/?language=${LANGUAGE}&size=1`);
  return storePath(first(stores.results, 'store'));
}

async function activePromotions(base: string, store: StoreSummary): Promise<number> {
  const counts = await getJson<{ coupon_counts: number; offer_counts: number }>(
    base,
    `/api/stores/${store.id}/promotions_counts/?language=${LANGUAGE}`,
  );
  return counts.coupon_counts + counts.offer_counts;
}

async function pickListPage2(base: string): Promise<string> {
  let probed = 0;
  for (let page = 1; probed < STORES_TO_PROBE; page += 1) {
    const stores = await getJson<List<StoreSummary>>(base, `/api/stores/?language=${LANGUAGE}&size=100&page=${page}`);
    for (const store of stores.results) {
      if ((await activePromotions(base, store)) > STORE_LIST_PAGE_SIZE) return `${storePath(store)}?page=2`;
      probed += 1;
    }
    if (stores.results.length === 0 || probed >= stores.count) break;
  }
  // The small seed has no store with a second page: a category's list pages the same way.
  const categories = await getJson<List<{ path: string }>>(base, `/api/categories/?language=${LANGUAGE}&level=1&size=1`);
  return `${first(categories.results, 'category').path}?type=all&page=2`;
}

/** Countries and categories carry their site path in the locale. */
async function pickByPath(base: string, apiPath: string, what: string): Promise<string> {
  const list = await getJson<List<{ path: string }>>(base, apiPath);
  return first(list.results, what).path;
}

async function pickBlogPost(base: string): Promise<string> {
  const posts = await getJson<List<{ slug: string; category_slug: string }>>(base, `/api/posts/?language=${LANGUAGE}&size=1`);
  const post = first(posts.results, 'blog post');
  return `/blog/${encodeURIComponent(post.category_slug)}/${encodeURIComponent(post.slug)}`;
}

const PICKERS: Record<PageKey, (base: string) => Promise<string>> = {
  home: async () => '/',
  store: pickStore,
  'list-page-2': pickListPage2,
  country: (base) => pickByPath(base, `/api/locations/?language=${LANGUAGE}&size=1`, 'country'),
  category: (base) => pickByPath(base, `/api/categories/?language=${LANGUAGE}&level=1&size=1`, 'category'),
  'blog-post': pickBlogPost,
};

// ---------------------------------------------------------------------------------------------
// Fetching pages and serving their copies.

type PageResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * node:http rather than fetch: no redirect following (a redirect is not the page) and no
 * Accept-Encoding, so the bytes are the uncompressed ones the static copy compresses itself.
 */
function getPage(url: string): Promise<PageResponse> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { timeout: 60_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

const header = (headers: IncomingHttpHeaders, name: string) => [headers[name] ?? '–'].flat().join(', ');

function htmlProblem(response: PageResponse): string | null {
  const type = header(response.headers, 'content-type');
  if (response.status !== 200) {
    const location = response.headers.location ? ` → ${response.headers.location}` : '';
    return `answered ${response.status}${location}`;
  }
  return type.startsWith('text/html') ? null : `answered ${type}, not HTML`;
}

type StaticCopies = {
  origin: string;
  add(path: string, body: Buffer, contentType: string, encoding: Encoding): Promise<void>;
  close(): Promise<void>;
};
type WorkerReply = { port: number } | { added: string };

/**
 * The copies are served from a worker thread: on the script's own thread they would share one event
 * loop with autocannon's clients and measure far below what a static server does. Plain JavaScript,
 * because under tsx a worker cannot load TypeScript.
 */
const STATIC_SERVER_SOURCE = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
const pages = new Map();
const server = createServer((request, response) => {
  const page = pages.get(request.url);
  if (!page) return response.writeHead(404).end();
  const headers = { 'content-type': page.contentType, 'content-length': page.body.length, vary: 'Accept-Encoding' };
  if (page.encoding !== 'identity') headers['content-encoding'] = page.encoding;
  response.writeHead(200, headers).end(page.body);
});
const COMPRESS = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
  identity: (body) => body,
};
parentPort.on('message', ({ path, body, contentType, encoding }) => {
  pages.set(path, { contentType, encoding, body: COMPRESS[encoding](Buffer.from(body)) });
  parentPort.postMessage({ added: path });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;

async function reply(worker: Worker): Promise<WorkerReply> {
  const [message] = (await once(worker, 'message')) as [WorkerReply];
  return message;
}

async function startStaticCopies(): Promise<StaticCopies> {
  const worker = new Worker(STATIC_SERVER_SOURCE, { eval: true });
  const listening = await reply(worker);
  if (!('port' in listening)) throw new Error('The static server did not report its port');
  return {
    origin: `http://127.0.0.1:${listening.port}`,
    async add(path, body, contentType, encoding) {
      worker.postMessage({ path, body, contentType, encoding });
      await reply(worker);
    },
    async close() {
      await worker.terminate();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Figures = { rps: number; p50: number; p99: number; errors: number; timeouts: number };

async function load(url: string, options: Options): Promise<Figures> {
  const headers = { 'accept-encoding': options.encoding };
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts each timeout in `errors` as well: adding `timeouts` would count them twice.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

type Outcome =
  | { kind: 'measured'; key: PageKey; path: string; page: Figures; copy: Figures; cacheControl: string; nextCache: string }
  | { kind: 'failed'; key: PageKey; path: string | null; message: string }
  | { kind: 'skipped'; key: PageKey; message: string };

const ratio = (page: Figures, copy: Figures) => (copy.rps > 0 ? `${((page.rps / copy.rps) * 100).toFixed(1)} %` : '–');

async function measurePage(key: PageKey, pagePath: string, base: string, copies: StaticCopies, options: Options): Promise<Outcome> {
  const url = `${base}${pagePath}`;
  const problem = htmlProblem(await getPage(url));
  if (problem) return { kind: 'failed', key, path: pagePath, message: problem };
  for (let request = 0; request < WARM_UP_REQUESTS; request += 1) await getPage(url);
  // The first answer after warming: its headers tell whether the full-page cache serves it.
  const warm = await getPage(url);
  const warmProblem = htmlProblem(warm);
  if (warmProblem) return { kind: 'failed', key, path: pagePath, message: `after warming, ${warmProblem}` };
  await copies.add(`/${key}`, warm.body, header(warm.headers, 'content-type'), options.encoding);
  const page = await load(url, options);
  const copy = await load(`${copies.origin}/${key}`, options);
  return {
    kind: 'measured',
    key,
    path: pagePath,
    page,
    copy,
    cacheControl: header(warm.headers, 'cache-control'),
    nextCache: header(warm.headers, 'x-nextjs-cache'),
  };
}

async function benchPage(key: PageKey, base: string, copies: StaticCopies, options: Options): Promise<Outcome> {
  let pagePath: string | null = null;
  try {
    pagePath = await PICKERS[key](base);
    return await measurePage(key, pagePath, base, copies, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NothingFits) return { kind: 'skipped', key, message };
    return { kind: 'failed', key, path: pagePath, message };
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting.

const figures = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}${f.timeouts ? ` (${f.timeouts} timeouts)` : ''}`;

function printLine(outcome: Outcome): void {
  const name = outcome.key.padEnd(13);
  if (outcome.kind === 'skipped') console.log(`${name} skipped: ${outcome.message}`);
  else if (outcome.kind === 'failed') console.log(`${name} ${outcome.path ? `${outcome.path} ` : ''}error: ${outcome.message}`);
  else {
    console.log(`${name} ${outcome.path}`);
    console.log(`  page    ${figures(outcome.page)}`);
    console.log(`  static  ${figures(outcome.copy)}  page/static ${ratio(outcome.page, outcome.copy)}`);
  }
}

/** Markdown cells: a pipe in a path or a message would split the row. */
const cell = (value: string) => value.replaceAll('|', '\\|');

function tableRow(outcome: Exclude<Outcome, { kind: 'skipped' }>): string {
  if (outcome.kind === 'failed') {
    const cells = [outcome.key, outcome.path ? `\`${outcome.path}\`` : '–', `error: ${outcome.message}`, ...Array<string>(7).fill('–')];
    return `| ${cells.map(cell).join(' | ')} |`;
  }
  const { page, copy } = outcome;
  const cells = [
    outcome.key,
    `\`${outcome.path}\``,
    page.rps.toFixed(0),
    String(page.p50),
    String(page.p99),
    String(page.errors),
    copy.rps.toFixed(0),
    String(copy.p50),
    String(copy.p99),
    ratio(page, copy),
  ];
  return `| ${cells.map(cell).join(' | ')} |`;
}

function printTables(outcomes: Outcome[], base: string, options: Options): void {
  console.log(`\nbench:load against ${base}, ${options.connections} connections, ${options.seconds} s per run, accept-encoding: ${options.encoding}\n`);
  console.log('| page | path | req/s | p50 ms | p99 ms | errors | static req/s | static p50 | static p99 | page/static |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const outcome of outcomes) if (outcome.kind !== 'skipped') console.log(tableRow(outcome));
  for (const outcome of outcomes) if (outcome.kind === 'skipped') console.log(`\nSkipped ${outcome.key}: ${outcome.message}.`);
  console.log('\n| page | cache-control | x-nextjs-cache |\n|---|---|---|');
  for (const outcome of outcomes) {
    if (outcome.kind === 'measured') console.log(`| ${[outcome.key, outcome.cacheControl, outcome.nextCache].map(cell).join(' | ')} |`);
  }
}

// ---------------------------------------------------------------------------------------------

async function run(base: string, options: Options): Promise<void> {
  console.log(`bench:load: ${options.pages.join(', ')} against ${base}, ${options.connections} connections, ${options.seconds} s per run\n`);
  const copies = await startStaticCopies();
  try {
    const outcomes: Outcome[] = [];
    for (const key of options.pages) {
      const outcome = await benchPage(key, base, copies, options);
      printLine(outcome);
      outcomes.push(outcome);
    }
    printTables(outcomes, base, options);
  } finally {
    await copies.close();
  }
}

const options = readOptions();
const site = options.url === null ? await startSite(options.port, siteEnv(options.port), process.env.DATABASE_URL ? 'DATABASE_URL' : 'data/bench-load/pglite') : null;
const base = options.url ?? `http://localhost:${options.port}`;
try {
  if (site) await waitUntilUp(base, site, START_TIMEOUT_MS);
  await run(base, options);
} finally {
  if (site) await stopSite(site);
}
