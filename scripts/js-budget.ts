/**
 * First-load JavaScript of every page route of the last build, compressed as the server sends it
 * (src/server/http/serve.mjs: brotli; gzip shown beside it for clients without brotli), and the budget a
 * content page may not exceed. `npm test` runs it after the build; it exits 1 over budget.
 *
 *   npm run build && npm run check:js [-- --budget 131]
 *
 * The chunks of a route are those Next lists for its first load (diagnostics/route-bundle-stats):
 * what the browser fetches before the page is interactive, not what a client leaf imports lazily.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type RouteStats = { route: string; firstLoadChunkPaths: string[] };

const KB = 1024;
const budgetArg = process.argv.indexOf('--budget');
const budgetKb = budgetArg >= 0 ? Number(process.argv[budgetArg + 1]) : 131;
if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error('--budget takes a size in KB');

const root = process.cwd();
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const statsFile = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
let stats: RouteStats[];
try {
  stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteStats[];
} catch {
  console.error(`No build to measure: ${path.relative(root, statsFile)} is missing (run next build first)`);
  process.exit(1);
}

const sizes = new Map<string, { br: number; gzip: number }>();
function sizeOf(chunk: string): { br: number; gzip: number } {
  let size = sizes.get(chunk);
  if (!size) {
    // The chunk paths are relative to the project (".next/static/…") whatever the dist folder is called.
    const bytes = readFileSync(path.join(distDir, chunk.replace(/^[^/]+\//, '')));
    size = {
      // The quality src/server/http/serve.mjs compresses static files with.
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzip: gzipSync(bytes).length,
    };
    sizes.set(chunk, size);
  }
  return size;
}

/** Next's own fallbacks: the framework alone, shown as the floor every route stands on. */
const isFramework = (route: string) => route.startsWith('/_');

const rows = stats
  .map(({ route, firstLoadChunkPaths }) => {
    const total = firstLoadChunkPaths.map(sizeOf).reduce((sum, size) => ({ br: sum.br + size.br, gzip: sum.gzip + size.gzip }), { br: 0, gzip: 0 });
    return { route, chunks: firstLoadChunkPaths.length, br: total.br, gzip: total.gzip };
  })
  .sort((a, b) => b.br - a.br);

const over = rows.filter((row) => !isFramework(row.route) && row.br > budgetKb * KB);
console.table(
  rows.map((row) => ({
    route: row.route,
    chunks: row.chunks,
    'brotli KB': +(row.br / KB).toFixed(1),
    'gzip KB': +(row.gzip / KB).toFixed(1),
    budget: isFramework(row.route) ? '–' : row.br > budgetKb * KB ? 'OVER' : 'ok',
  })),
);
if (over.length > 0) {
  console.error(`${over.length} route(s) load more than ${budgetKb} KB of compressed JavaScript: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
console.log(`Every page route loads at most ${budgetKb} KB of compressed JavaScript.`);
