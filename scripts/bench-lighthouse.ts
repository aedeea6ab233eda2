/**
 * Lighthouse audits of one page of every type, in every locale, on mobile and desktop (DESIGN §8:
 * figures, not tests):
 *   npm run bench:lighthouse -- [--url http://localhost:3000] [--port 3000] [--runs 3]
 *                               [--locales fr-be,nl-be,fr-fr] [--pages home,store,…]
 *                               [--form-factors mobile,desktop] [--json results.json]
 * --url           a running server on this machine; without it the script runs `npm start` on --port
 *                 (3000 by default) with its own embedded database and storage under
 *                 data/bench-lighthouse (built and seeded on the first start), waits until it
 *                 answers, and stops it at the end.
 * --runs          Lighthouse runs per page and form factor (3); the median run is reported.
 * --locales       some of fr-be,nl-be,fr-fr (all by default).
 * --pages         some of the page types below, comma-separated (all by default).
 * --form-factors  mobile (Lighthouse's default, throttled) and/or desktop (--preset=desktop).
 * --json          also writes every row, with each run's figures, to that file.
 * --chrome-flags  more flags for Chromium, after the headless ones.
 * --screen        native (default): Chromium's window is the form factor's screen (412×823 at 1.75
 *                 on mobile, 1350×940 on desktop) and Lighthouse emulates no screen; emulated:
 *                 Lighthouse's own screen emulation. In headless Chromium here, that emulation
 *                 holds the first frame back by about 1 or 2 s in most runs, at random (observed
 *                 first paint 0.2, 1.2 or 2.2 s for one page), and every script that runs
 *                 meanwhile then counts in the simulated LCP.
 * Page types: home, destinations, country, region, categories, category, category-promotions, store,
 * store-dialog (the store page opened on `?promotion=<id>`, the address a shared promotion gives),
 * blog, blog-post, search (a query with results), comparator (with filters), contact, about,
 * not-found (audited despite its 404). Concrete addresses come from the server's API in each
 * locale, fixed ones from the route table (src/i18n/routing.ts).
 * Prints a Markdown table per form factor (scores 0–100, LCP, CLS, TBT, JavaScript transferred,
 * and the first paint of the unthrottled load Lighthouse observed: every script that ran before it
 * counts in its simulated paints) and the rows that miss the targets. Runs Debian's Chromium (CHROME_PATH, /usr/bin/chromium by
 * default) against this machine only.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entityPath } from '../src/lib/entity-paths';
import { localeHref } from '../src/lib/localized-paths';
import { LOCALES, type Locale } from '../src/lib/locales';
import { arg, positiveInteger, startSite, stopSite, waitUntilUp } from './bench-site';

const PAGE_TYPES = [
  'home',
  'destinations',
  'country',
  'region',
  'categories',
  'category',
  'category-promotions',
  'store',
  'store-dialog',
  'blog',
  'blog-post',
  'search',
  'comparator',
  'contact',
  'about',
  'not-found',
] as const;
type PageType = (typeof PAGE_TYPES)[number];

const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const LOCAL_URL = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;
const START_TIMEOUT_MS = 15 * 60_000;
// Only for the server this script starts, on its own database: never a deployment's secret.
const BENCH_JWT_SECRET = 'bench-lighthouse-local-only-secret-0123456789';

type Options = {
  url: string | null;
  port: number;
  runs: number;
  locales: Locale[];
  pages: PageType[];
  formFactors: FormFactor[];
  json: string | null;
  chromeFlags: string;
  screen: 'native' | 'emulated';
};

// ---------------------------------------------------------------------------------------------
// Options.

/** A comma-separated subset of `all`, kept in `all`'s order so that tables read the same from run to run. */
function subset<T extends string>(name: string, all: readonly T[]): T[] {
  const given = arg(name);
  if (given === undefined) return [...all];
  const keys = given.split(',').map((key) => key.trim()).filter(Boolean);
  const unknown = keys.filter((key) => !(all as readonly string[]).includes(key));
  if (unknown.length > 0 || keys.length === 0) {
    throw new Error(`--${name} takes some of ${all.join(',')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  }
  return all.filter((key) => keys.includes(key));
}

function screenOption(): Options['screen'] {
  const screen = arg('screen') ?? 'native';
  if (screen !== 'native' && screen !== 'emulated') throw new Error('--screen takes native or emulated');
  return screen;
}

function readOptions(): Options {
  const url = arg('url')?.replace(/\/$/, '') ?? null;
  if (url !== null && !LOCAL_URL.test(url)) {
    throw new Error('bench:lighthouse audits this machine only (localhost, 127.0.0.0/8 or [::1])');
  }
  return {
    url,
    port: positiveInteger('port', 3000),
    runs: positiveInteger('runs', 3),
    locales: subset('locales', LOCALES),
    pages: subset('pages', PAGE_TYPES),
    formFactors: subset('form-factors', FORM_FACTORS),
    json: arg('json') ?? null,
    chromeFlags: arg('chrome-flags') ?? '',
    screen: screenOption(),
  };
}

/**
 * Its own embedded database and storage, so that the run neither locks nor seeds the developer's
 * data/pglite; DATABASE_URL emptied so that a shell's PostgreSQL is not audited instead.
 */
function siteEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    PGLITE_DIR: 'data/bench-lighthouse/pglite',
    STORAGE_DIR: 'data/bench-lighthouse/storage',
    DATABASE_URL: '',
    JWT_SECRET: BENCH_JWT_SECRET,
  };
}

// ---------------------------------------------------------------------------------------------
// Picking a page of each type through the API.

/** Nothing in the database fits the page type in that locale: reported in its row, not audited. */
class NothingFits extends Error {}

type List<T> = { count: number; results: T[] };
type Scope = { base: string; locale: Locale };

/** An API read in the locale: `language` selects the locale's content and paths (src/server/api/lib/schemas.ts). */
async function api<T>({ base, locale }: Scope, apiPath: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams({ language: locale, ...query });
  const response = await fetch(`${base}/api/${apiPath}?${search}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new NothingFits(`the API lists no ${what}`);
  return item;
}

// Locales by path prefix (no domains): a site with SITE_DOMAINS serves each locale on its own host, not on localhost.
const fixed = (locale: Locale, internal: Parameters<typeof localeHref>[1]) => localeHref(locale, internal, null);

/** Countries, regions and categories carry their site path in the locale. */
async function listedPath(scope: Scope, apiPath: string, what: string, query: Record<string, string> = {}): Promise<string> {
  const list = await api<List<{ path: string }>>(scope, apiPath, { size: '1', ...query });
  return first(list.results, what).path;
}

type Store = { id: number; name: string; slug: string };

/** The most visited store, as the home page shows it; any store on a database without visits. */
async function pickStore(scope: Scope): Promise<Store> {
  const top = await api<Store[]>(scope, 'stores/top/', { size: '1' });
  if (top[0]) return top[0];
  return first((await api<List<Store>>(scope, 'stores/', { size: '1' })).results, 'store');
}

const storePath = (locale: Locale, store: { slug: string }) => entityPath(locale, 'store', [store.slug], null);

type Promotion = { id: number; stores: { slug: string }[] };

/**
 * The store page with a promotion's dialog open: the dialog reads `?promotion=<id>` in the browser
 * (src/components/promotions/PromotionBoard.tsx). The top store's first running promotion, so
 * that this row compares with the store row; else any running promotion and its store.
 */
async function pickStoreDialog(scope: Scope): Promise<string> {
  const dialog = (store: { slug: string }, promotion: Promotion) => `${storePath(scope.locale, store)}?promotion=${promotion.id}`;
  const store = await pickStore(scope);
  const own = await api<List<Promotion>>(scope, 'promotions/', { store: String(store.id), status: 'active', size: '1' });
  if (own.results[0]) return dialog(store, own.results[0]);
  const any = first((await api<List<Promotion>>(scope, 'promotions/', { status: 'active', size: '1' })).results, 'running promotion');
  return dialog(first(any.stores, 'store of a promotion'), any);
}

async function pickBlogPost(scope: Scope): Promise<string> {
  const posts = await api<List<{ slug: string; category_slug: string }>>(scope, 'posts/', { size: '1' });
  const post = first(posts.results, 'blog post');
  return entityPath(scope.locale, 'blog_post', [post.category_slug, post.slug], null);
}

/** The search page of a word that finds something: the top store's name, else a category's. */
async function pickSearch(scope: Scope): Promise<string> {
  const store = await pickStore(scope).catch(() => null);
  const categories = await api<List<{ name: string }>>(scope, 'categories/', { level: '1', size: '1' });
  const candidates = [store?.name, categories.results[0]?.name].filter((name): name is string => Boolean(name));
  for (const str of candidates) {
    const found = await api<{ count: number }>(scope, 'search/', { str, size: '1' });
    if (found.count > 0) return `${fixed(scope.locale, '/search')}?${new URLSearchParams({ str })}`;
  }
  throw new NothingFits('no store or category name finds anything');
}

type Facets = { count: number; facets: Partial<Record<'country' | 'duration', Record<string, number>>> };

function largest(counts: Record<string, number> | undefined, what: string): string {
  const entries = Object.entries(counts ?? {}).filter(([, count]) => count > 0);
  entries.sort(([, a], [, b]) => b - a);
  return first(entries, what)[0];
}

/** The comparator filtered as a visitor does: the country with most deals, then its commonest length of stay. */
async function pickComparator(scope: Scope): Promise<string> {
  const all = await api<Facets>(scope, 'properties/facets/');
  const country = largest(all.facets.country, 'country with deals');
  const inCountry = await api<Facets>(scope, 'properties/facets/', { country });
  const duration = largest(inCountry.facets.duration, 'length of stay with deals');
  // The comparator's address names the country by its slug in the locale: an id there answers 301.
  const places = await api<{ results: { id: number; slug: string }[] }>(scope, 'properties/places/');
  const slug = places.results.find((place) => String(place.id) === country)?.slug ?? country;
  return `${fixed(scope.locale, '/comparator')}?${new URLSearchParams({ country: slug, duration })}`;
}

const PICKERS: Record<PageType, (scope: Scope) => Promise<string>> = {
  home: async ({ locale }) => fixed(locale, '/'),
  destinations: async ({ locale }) => fixed(locale, '/destinations'),
  country: (scope) => listedPath(scope, 'locations/', 'country'),
  region: (scope) => listedPath(scope, 'sublocations/', 'region'),
  categories: async ({ locale }) => fixed(locale, '/categories'),
  category: (scope) => listedPath(scope, 'categories/', 'category', { level: '1' }),
  'category-promotions': async ({ locale }) => fixed(locale, '/categories/promotions'),
  store: async (scope) => storePath(scope.locale, await pickStore(scope)),
  'store-dialog': pickStoreDialog,
  blog: async ({ locale }) => fixed(locale, '/blog'),
  'blog-post': pickBlogPost,
  search: pickSearch,
  comparator: pickComparator,
  contact: async ({ locale }) => fixed(locale, '/contact'),
  about: async ({ locale }) => fixed(locale, '/about'),
  'not-found': async ({ locale }) => fixed(locale, '/not-found'),
};

/** The status a page must answer: anything else (a redirect, an error) means the address is wrong. */
const expectedStatus = (page: PageType) => (page === 'not-found' ? 404 : 200);

/**
 * Asks for the page once before auditing it: pages are rendered on their first request and then
 * served from the full-page cache, as nearly every visitor gets them. Lighthouse would otherwise
 * time the render in the first run.
 */
async function warm(url: string, page: PageType): Promise<string | null> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(120_000) });
  await response.body?.cancel();
  if (response.status === expectedStatus(page)) return null;
  const location = response.headers.get('location');
  return `answered ${response.status}${location ? ` → ${location}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

type Figures = {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  scriptBytes: number | null;
  /** The first paint of the observed (unthrottled) load. */
  observedPaintMs: number | null;
  /** Weighted audits below full marks, by category: what a score under 100 is made of. */
  failedAudits: Record<Category, string[]>;
};
type Run = { figures: Figures } | { error: string };

type Audit = { score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[] } };
type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Partial<Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>>;
  audits: Partial<Record<string, Audit>>;
};

/** Lighthouse's screens (its constants.screenEmulationMetrics), for a window of that size. */
const SCREENS: Record<FormFactor, { width: number; height: number; scale: number }> = {
  mobile: { width: 412, height: 823, scale: 1.75 },
  desktop: { width: 1350, height: 940, scale: 1 },
};

function lighthouseArgs(url: string, formFactor: FormFactor, page: PageType, options: Options): string[] {
  const screen = SCREENS[formFactor];
  const window = options.screen === 'native' ? `--window-size=${screen.width},${screen.height} --force-device-scale-factor=${screen.scale}` : '';
  return [
    'lighthouse',
    url,
    `--chrome-flags=--headless --no-sandbox --disable-gpu ${window} ${options.chromeFlags}`.trim(),
    ...(options.screen === 'native' ? ['--screenEmulation.disabled'] : []),
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    // The screenshot is several MB of base64 in the report and no figure here.
    '--disable-full-page-screenshot',
    '--quiet',
    // Lighthouse refuses a page that answers 404 unless told; the not-found page is meant to.
    ...(page === 'not-found' ? ['--ignore-status-code'] : []),
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
}

type Output = { status: number | null; stdout: string; stderr: string };

/** Asynchronous, so that Ctrl+C still reaches this script's handlers (which stop the site) mid-run. */
function runCli(args: string[]): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('close', (status) =>
      resolve({ status, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
  });
}

function parseReport(stdout: string): Lhr | null {
  try {
    return JSON.parse(stdout) as Lhr;
  } catch {
    return null;
  }
}

const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? null;

/** Compressed bytes of scripts: resource-summary's script row, else the sum of network-requests' scripts. */
function scriptBytes(lhr: Lhr): number | null {
  const summary = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  if (typeof summary?.transferSize === 'number') return summary.transferSize;
  const requests = lhr.audits['network-requests']?.details?.items;
  if (!requests) return null;
  return requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
}

function observedPaint(lhr: Lhr): number | null {
  const value = lhr.audits.metrics?.details?.items?.[0]?.observedFirstPaint;
  return typeof value === 'number' ? value : null;
}

function failedAudits(lhr: Lhr, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => {
      const value = lhr.audits[ref.id]?.score;
      return ref.weight > 0 && typeof value === 'number' && value < 1;
    })
    .map((ref) => ref.id);
}

function figuresOf(lhr: Lhr): Figures {
  const scores = Object.fromEntries(CATEGORIES.map((key) => [key, lhr.categories[key]?.score ?? null])) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scriptBytes: scriptBytes(lhr),
    observedPaintMs: observedPaint(lhr),
    failedAudits: Object.fromEntries(CATEGORIES.map((key) => [key, failedAudits(lhr, key)])) as Record<Category, string[]>,
  };
}

/**
 * One Lighthouse run. The CLI writes its report and then exits with an error on a runtime error
 * (a page it could not load): that error is the run's outcome, and the other pages still run.
 */
async function audit(url: string, formFactor: FormFactor, page: PageType, options: Options): Promise<Run> {
  const output = await runCli(lighthouseArgs(url, formFactor, page, options));
  const lhr = parseReport(output.stdout);
  if (lhr?.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  if (lhr && output.status === 0) return { figures: figuresOf(lhr) };
  const message = output.stderr.match(/Runtime error[^\n]*/)?.[0] ?? output.stderr.trim().split('\n').at(-1);
  return { error: message || `lighthouse exited with ${output.status}` };
}

/**
 * The median run by performance score, LCP breaking ties; with an even count, the worse of the two
 * middle runs. Not Lighthouse's computeMedianRun (closest to the median FCP and TTI): the table
 * leads with the score, and the run it shows should be the one whose score is the median.
 */
function medianRun(runs: Figures[]): Figures | null {
  const sorted = [...runs].sort(
    (a, b) => (b.scores.performance ?? -1) - (a.scores.performance ?? -1) || (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity),
  );
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Rows and reporting.

type Row = {
  formFactor: FormFactor;
  page: PageType;
  locale: Locale;
  path: string | null;
  median: Figures | null;
  /** Why the row has no figures: the page could not be picked, answered wrongly, or every run failed. */
  error: string | null;
  runs: Run[];
};

const score = (value: number | null) => (value === null ? null : Math.round(value * 100));

function targetMisses(row: Row): string[] {
  const figures = row.median;
  if (!figures) return [`not audited (${row.error})`];
  const misses: string[] = [];
  const performance = score(figures.scores.performance);
  const performanceTarget = row.formFactor === 'mobile' ? 98 : 100;
  if (performance === null || performance < performanceTarget) misses.push(`performance ${performance ?? '–'} < ${performanceTarget}`);
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    const value = score(figures.scores[key]);
    if (value !== 100) misses.push(`${key} ${value ?? '–'} < 100 (${auditList(row, key)})`);
  }
  // Judged as the table shows it: a shift that rounds to 0.000 is not one a visitor sees.
  if (figures.cls === null || Number(figures.cls.toFixed(3)) > 0) misses.push(`CLS ${figures.cls?.toFixed(3) ?? '–'} > 0`);
  if (figures.lcpMs === null || figures.lcpMs >= 1800) misses.push(`LCP ${seconds(figures.lcpMs)} s ≥ 1.80 s`);
  return misses;
}

/**
 * Audits some pages fail on purpose: the not-found page answers 404 (Chrome logs a console error
 * for it), and it, search results and a filtered comparator ask not to be indexed. They are
 * starred, so that they are told from the ones worth fixing.
 */
const FAILED_BY_DESIGN: Partial<Record<PageType, readonly string[]>> = {
  'not-found': ['http-status-code', 'is-crawlable', 'errors-in-console'],
  search: ['is-crawlable'],
  comparator: ['is-crawlable'],
};

function auditList(row: Row, category: Category): string {
  const failed = row.median?.failedAudits[category] ?? [];
  const starred = failed.map((id) => (FAILED_BY_DESIGN[row.page]?.includes(id) ? `${id}*` : id));
  return starred.join(', ') || 'no single audit';
}

const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(2));
const orDash = (value: number | string | null) => (value === null ? '–' : String(value));
/** Markdown cells: a pipe in a path or a message would split the row. */
const cell = (value: string) => value.replaceAll('|', '\\|');

function tableRow(row: Row): string {
  const f = row.median;
  const where = row.path ? `\`${row.path}\`` : '–';
  const cells = f
    ? [
        ...CATEGORIES.map((key) => orDash(score(f.scores[key]))),
        seconds(f.lcpMs),
        orDash(f.cls === null ? null : f.cls.toFixed(3)),
        orDash(f.tbtMs === null ? null : Math.round(f.tbtMs)),
        orDash(f.scriptBytes === null ? null : Math.round(f.scriptBytes / 1024)),
        orDash(f.observedPaintMs === null ? null : Math.round(f.observedPaintMs)),
        where,
      ]
    : [...Array<string>(9).fill('–'), `${where} error: ${row.error}`];
  return `| ${[row.page, row.locale, ...cells].map(cell).join(' | ')} |`;
}

function printTables(rows: Row[], options: Options): void {
  for (const formFactor of options.formFactors) {
    const ofForm = rows.filter((row) => row.formFactor === formFactor);
    console.log(`\n### ${formFactor} (median of ${options.runs} run${options.runs > 1 ? 's' : ''})\n`);
    console.log('| page | locale | perf | a11y | best pr. | SEO | LCP s | CLS | TBT ms | JS KB | 1st paint ms | path |');
    console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|');
    for (const row of ofForm) console.log(tableRow(row));
  }
}

function printMisses(rows: Row[]): void {
  const missed = rows.map((row) => ({ row, misses: targetMisses(row) })).filter(({ misses }) => misses.length > 0);
  console.log('\nTargets: performance ≥ 98 on mobile and 100 on desktop; accessibility, best practices, SEO 100; CLS 0; LCP < 1.8 s.');
  if (missed.length === 0) {
    console.log('Every page meets them.');
    return;
  }
  console.log('Missed:');
  for (const { row, misses } of missed) console.log(`  ${row.formFactor} ${row.locale} ${row.page}: ${misses.join('; ')}`);
  if (missed.some(({ misses }) => misses.some((miss) => miss.includes('*')))) {
    console.log('  * fails on that page by design: noindex (not-found, search, filtered comparator), the 404 status and its console error');
  }
}

function writeJson(file: string, rows: Row[], base: string, options: Options): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ base, runs: options.runs, rows }, null, 2)}\n`);
  console.log(`\nRows written to ${file}`);
}

// ---------------------------------------------------------------------------------------------
// Running.

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function progress(row: Row, run: number, outcome: Run): void {
  const what = 'error' in outcome ? `error: ${outcome.error}` : `performance ${orDash(score(outcome.figures.scores.performance))}`;
  console.error(`${row.formFactor} ${row.locale} ${row.page} run ${run}: ${what}`);
}

async function auditRow(base: string, row: Row, options: Options): Promise<void> {
  if (!row.path) return;
  const problem = await warm(`${base}${row.path}`, row.page).catch((error: unknown) => messageOf(error));
  if (problem) {
    row.error = problem;
    return;
  }
  for (let run = 1; run <= options.runs; run += 1) {
    const outcome = await audit(`${base}${row.path}`, row.formFactor, row.page, options);
    progress(row, run, outcome);
    row.runs.push(outcome);
  }
  const measured = row.runs.flatMap((run) => ('figures' in run ? [run.figures] : []));
  row.median = medianRun(measured);
  if (!row.median) row.error = row.runs.map((run) => ('error' in run ? run.error : '')).find(Boolean) ?? 'no run';
}

/** Picks each page once per locale; a type with nothing to show in a locale gets a row that says so. */
async function pickPaths(base: string, options: Options): Promise<Map<string, { path: string | null; error: string | null }>> {
  const picked = new Map<string, { path: string | null; error: string | null }>();
  for (const locale of options.locales) {
    for (const page of options.pages) {
      const result = await PICKERS[page]({ base, locale }).then(
        (found) => ({ path: found, error: null }),
        (error: unknown) => ({ path: null, error: messageOf(error) }),
      );
      picked.set(`${locale} ${page}`, result);
    }
  }
  return picked;
}

async function bench(base: string, options: Options): Promise<Row[]> {
  const picked = await pickPaths(base, options);
  const rows: Row[] = [];
  for (const formFactor of options.formFactors) {
    for (const locale of options.locales) {
      for (const page of options.pages) {
        const { path: pagePath, error } = picked.get(`${locale} ${page}`) ?? { path: null, error: 'not picked' };
        const row: Row = { formFactor, page, locale, path: pagePath, median: null, error, runs: [] };
        await auditRow(base, row, options);
        rows.push(row);
      }
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const options = readOptions();
  const base = options.url ?? `http://localhost:${options.port}`;
  const site = options.url ? null : await startSite(options.port, siteEnv(options.port), 'data/bench-lighthouse/pglite');
  try {
    if (site) await waitUntilUp(base, site, START_TIMEOUT_MS);
    const audits = options.locales.length * options.pages.length * options.formFactors.length * options.runs;
    console.log(`bench:lighthouse against ${base}: ${audits} Lighthouse runs\n`);
    const rows = await bench(base, options);
    printTables(rows, options);
    printMisses(rows);
    if (options.json) writeJson(options.json, rows, base, options);
  } finally {
    if (site) await stopSite(site);
  }
}

await main();
