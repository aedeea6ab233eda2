// @ts-check
/**
 * Marks every script of the build for eager compilation (V8's explicit compile hints,
 * `//# allFunctionsCalledOnLoad` on a script's first line). Chromium compiles a script it streams
 * on a background thread, but leaves each function uncompiled until it is first called: Turbopack
 * wraps every module in a function, so the browser compiled each of them on the main thread while
 * the page's code started (about 250 ms of a store page's first task at 4× CPU slowdown, 10–20 ms
 * with the hint). Nearly all of a page's modules run as it starts; compiling the few that do not
 * costs less off the main thread than the rest cost on it. Run once after Next compiles
 * (`compiler.runAfterProductionCompile` in next.config.ts); the files are named by their content
 * before this, so the hint changes no name.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {string} source a script of the build
 * @returns {string} the script with the hint on its first line (once)
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * @param {string} distDir the build folder
 * @returns {Promise<number>} how many scripts were marked
 */
export async function addCompileHints(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  const names = (await readdir(chunks, { recursive: true })).filter((name) => name.endsWith('.js'));
  let marked = 0;
  for (const name of names) {
    const file = path.join(chunks, name);
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(file, hinted);
    marked += 1;
  }
  return marked;
}
