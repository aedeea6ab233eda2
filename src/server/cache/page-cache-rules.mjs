// @ts-check
/**
 * Three rules of the page and data caches that Next leaves to the application, applied by both
 * cache handlers (memory-cache-handler.mjs, redis-cache-handler.mjs). Plain JavaScript: Next
 * imports the handlers by path, outside its bundles.
 *
 * 1. **A stored page paints before its scripts run.** Next names each of its chunks in a
 *    `<script async>`, which the browser runs the moment it has the file: on a fast connection
 *    that is before the first paint, which then waits for the chunks' evaluation and the
 *    hydration (100–400 ms here unthrottled, several times that on a phone's CPU), and on a slow
 *    one the chunks share the line with the page's styles and pictures. Yet the server's HTML is
 *    the whole page. A stored page's chunks are fetched and run once it has loaded and painted
 *    (RUN_DEFERRED_SCRIPTS); links lead where they lead meanwhile, and what the visitor presses
 *    before the page is hydrated is held and done once it is.
 *
 * 2. **A stored page carries its script policy** (src/lib/content-security-policy.mjs). When a
 *    rendered page is stored, the hashes of its inline scripts are worked out from its HTML and
 *    kept with it as its Content-Security-Policy header. Next sends a stored page's headers with
 *    each of its responses, this first one included: a cached hit costs no extra work.
 *
 * 3. **A write during a render is never lost.** Next stamps an entry with the time it is stored,
 *    not the time its render read the database: a render that read before a write, and is stored
 *    after the write expired its tags, would pass for fresh and show the old content for its
 *    whole lifetime (up to 5 minutes). So the time a render starts is noted when a read finds no
 *    entry or a stale one, and an entry that one of its tags was expired after is not stored: the
 *    visitor who asked gets it, and the next request renders the page afresh. The expiries known
 *    are this server's: with several servers, a render on one overtaken by a write on another is
 *    refreshed by the page's lifetime (src/app/_data/cache.ts).
 */
import { createHash } from 'node:crypto';
import { documentPolicy } from '../../lib/content-security-policy.mjs';

/**
 * @typedef {{ kind?: string, html?: unknown, headers?: Record<string, unknown>, revalidate?: unknown } | null | undefined} CacheValue
 * @typedef {{ value?: CacheValue, lastModified?: number, cacheControl?: { revalidate?: unknown } } | null | undefined} CacheEntry
 * @typedef {{ kind?: string, revalidate?: unknown, tags?: string[] } | undefined} CacheContext
 */

/** A chunk script as Next writes it: `async`, and on a page rendered per request its nonce. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)"((?: async=""| nonce="[\w+/=]*")+)><\/script>/g;
/** What a nonce may be (base64): anything else is never written into the page. */
const NONCE = /^[\w+/=]+$/;

/**
 * Starts a stored page's code: runs the deferred chunks, in the order Next named them, in a task
 * after the frame that follows both `load` and the first contentful paint (which a headless or
 * busy browser may present after `load`), or 3 s after `load` should no paint be reported.
 * Until the page is hydrated it holds the visitor's click on a button, or on a link that acts as
 * one (`role="button"`): either would do nothing yet, or only its fallback. It holds a click on a
 * link or a form's submit inside an island too, which would leave for the server markup's plain
 * address. The page does them once hydrated; and it takes the new values of the fields changed
 * outside islands meanwhile, which the script notes (src/components/ui/early-input.ts).
 * Should a chunk fail to load, the held input is done as the plain HTML does it.
 */
export const RUN_DEFERRED_SCRIPTS =
  '(function(){var w=window;' +
  'function hold(e){if(w.__earlyInputTaken)return;var t=e.target;if(!t||!t.closest)return;' +
  'if(e.type==="click"){if(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  'var a=t.closest("a[href]:not([role=button])");if(a){if(!a.closest("[data-island]"))return;t=a}' +
  'else{t=t.closest("button,[role=button]");if(!t||t.disabled||(t.type==="submit"&&t.form))return}}' +
  'else if(!t.closest("[data-island]"))return;' +
  'e.preventDefault();e.stopPropagation();w.__earlyInput={kind:e.type,target:t}}' +
  'function giveUp(){var i=w.__earlyInput;w.__earlyInputTaken=true;w.__earlyInput=null;if(!i)return;' +
  'if(i.kind==="submit")HTMLFormElement.prototype.submit.call(i.target);else i.target.click()}' +
  'addEventListener("click",hold,true);addEventListener("submit",hold,true);' +
  'addEventListener("change",function(e){var t=e.target;if(w.__earlyInputTaken||!t||!t.closest||t.closest("[data-island]"))return;' +
  '(w.__earlyChanges=w.__earlyChanges||[]).push(t)},true);' +
  'addEventListener("load",function(){var done=false;function run(){if(done)return;done=true;' +
  'requestAnimationFrame(function(){setTimeout(function(){' +
  'document.querySelectorAll("script[data-deferred-src]").forEach(function(d){' +
  'var s=document.createElement("script");s.src=d.getAttribute("data-deferred-src");s.async=true;s.onerror=giveUp;d.replaceWith(s)})})})}' +
  'setTimeout(run,3000);' +
  'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)run()})' +
  '.observe({type:"paint",buffered:true})}catch(e){run()}})})()';

/**
 * The page with each of Next's chunk scripts made inert (`type="text/plain"`, its file in
 * `data-deferred-src`: fetched only when run), and RUN_DEFERRED_SCRIPTS before the first of them,
 * carrying `nonce` on a page whose policy trusts its scripts by nonce (src/server/http/next-response.mjs).
 * The scripts made from them are `async`, as Next's: React knows a script it loads by its `async`
 * and `src`, and loads none twice.
 * @param {string} html
 * @param {string} [nonce]
 */
export function deferChunkScripts(html, nonce) {
  if (nonce !== undefined && !NONCE.test(nonce)) throw new Error('A nonce is base64 text');
  let first = -1;
  const deferred = html.replace(CHUNK_SCRIPT, (tag, src, attributes, at) => {
    if (!attributes.includes(' async=""')) return tag;
    if (first === -1) first = at;
    return `<script type="text/plain" data-deferred-src="${src}"></script>`;
  });
  if (first === -1) return html;
  const start = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
  return `${deferred.slice(0, first)}${start}${RUN_DEFERRED_SCRIPTS}</script>${deferred.slice(first)}`;
}

// Next writes its page data as `self.__next_f.push([n, "…"])` (a JSON string and nothing else),
// bootstraps that queue, names the chunks its bundler's runtime loads, and moves icon links into
// <head>. Any other inline script gets no hash, so the browser refuses to run one that slipped into
// the HTML through content.
const BUNDLER_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"[\w./-]+",?)*\],"runtimeModuleIds":\[(?:\d+,?)*\]\}\);?$/;
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[\d+(?:,"(?:[^"\\\n]|\\.)*")?\]\)$/;
const FLIGHT_BOOTSTRAP = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\(\[2,null\]\))?$/;
const ICON_MOVE =
  /^document\.querySelectorAll\('body link\[rel="icon"\], body link\[rel="apple-touch-icon"\]'\)\.forEach\(el => document\.head\.appendChild\(el\)\)$/;
/** Data blocks (`application/ld+json`) are not scripts to the browser. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The text of every inline script (no `src`, a JavaScript type) of an HTML document.
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  let at = html.indexOf('<script');
  while (at !== -1) {
    const tagEnd = html.indexOf('>', at);
    const close = tagEnd === -1 ? -1 : html.indexOf('</script>', tagEnd);
    if (close === -1) break;
    const attributes = html.slice(at + 7, tagEnd);
    const type = /\btype=["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!/\bsrc=/i.test(attributes) && SCRIPT_TYPES.has(type)) scripts.push(html.slice(tagEnd + 1, close));
    at = html.indexOf('<script', close + 9);
  }
  return scripts;
}

/**
 * `'sha256-…'` sources for the inline scripts of `html` that Next wrote, each once.
 * @param {string} html
 */
export function trustedScriptHashes(html) {
  const hashes = new Set();
  for (const code of inlineScripts(html)) {
    if (code === RUN_DEFERRED_SCRIPTS || [BUNDLER_CHUNKS, FLIGHT_CHUNK, FLIGHT_BOOTSTRAP, ICON_MOVE].some((shape) => shape.test(code))) {
      hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Prepares a rendered page about to be stored: its scripts deferred, and its script policy set on
 * the very headers object Next sends this response's headers from.
 * @param {CacheValue} data
 */
export function prepareStoredPage(data) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return;
  data.html = deferChunkScripts(data.html);
  data.headers ??= {};
  data.headers['content-security-policy'] = documentPolicy(trustedScriptHashes(data.html));
}

/**
 * Whether a rendered entry may be kept at all: a page is stored only when it answered 200. A
 * 404 or a redirect (to the not-found page, to an entity's own address) is rendered for a path
 * the visitor chose, so each made-up path would be an entry of its own; rendering one again
 * costs little.
 * @param {CacheValue & { status?: unknown }} data
 */
export function isStorable(data) {
  return data?.kind !== 'APP_PAGE' || data.status === undefined || data.status === 200;
}

/** A render that has stored nothing after this long has failed; its start is forgotten. */
const RENDER_WINDOW_MS = 60_000;
/** Kinds of entry a render fills: pages and `unstable_cache` reads. */
const RENDERED_KINDS = new Set(['APP_PAGE', 'FETCH']);

/** Notes when renders start and tags expire, and tells which rendered entries may be stored. */
export class RenderGuard {
  /** @type {Map<string, number>} when the render of each key in flight began */
  #starts = new Map();
  /** @type {Map<string, number>} when each tag was last expired */
  #expiries = new Map();

  /**
   * After a read: no entry, or a stale one, means a render of `key` starts now.
   * @param {string} key @param {CacheEntry} entry @param {CacheContext} ctx
   */
  noteRead(key, entry, ctx, now = Date.now()) {
    if (!RENDERED_KINDS.has(ctx?.kind ?? '') || isFresh(entry, ctx, now)) return;
    const started = this.#starts.get(key);
    if (started === undefined || now - started > RENDER_WINDOW_MS) this.#starts.set(key, now);
  }

  /**
   * Whether a rendered entry may be stored: none of its tags expired since its render began.
   * @param {string} key @param {CacheValue} data @param {CacheContext} ctx
   */
  mayStore(key, data, ctx) {
    const started = this.#starts.get(key);
    this.#starts.delete(key);
    if (started === undefined) return true;
    return !tagsOf(data, ctx).some((tag) => (this.#expiries.get(tag) ?? -Infinity) >= started);
  }

  /** @param {string | string[]} tags */
  noteExpiry(tags, now = Date.now()) {
    if (this.#expiries.size > 10_000) forgetBefore(this.#expiries, now - 2 * RENDER_WINDOW_MS);
    if (this.#starts.size > 10_000) forgetBefore(this.#starts, now - 2 * RENDER_WINDOW_MS);
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.#expiries.set(tag, now);
  }
}

/** @param {CacheEntry} entry @param {CacheContext} ctx @param {number} now */
function isFresh(entry, ctx, now) {
  if (!entry?.value || typeof entry.lastModified !== 'number' || entry.lastModified < 0) return false;
  const revalidate = Number(entry.cacheControl?.revalidate ?? entry.value.revalidate ?? ctx?.revalidate);
  return !(revalidate >= 0) || now - entry.lastModified <= revalidate * 1000;
}

/**
 * The tags an entry carries: a data read's own, or those Next wrote on a page.
 * @param {CacheValue} data @param {CacheContext} ctx
 */
export function tagsOf(data, ctx) {
  if (data?.kind === 'FETCH') return ctx?.tags ?? [];
  const header = data?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/** @param {Map<string, number>} map @param {number} time */
function forgetBefore(map, time) {
  for (const [key, at] of map) if (at < time) map.delete(key);
}
