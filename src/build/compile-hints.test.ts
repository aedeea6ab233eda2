import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints.mjs';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('compile hints', () => {
  it('puts the hint on the first line of a script, once', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{}]);';
    expect(withCompileHint(source)).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
    expect(withCompileHint(withCompileHint(source))).toBe(withCompileHint(source));
  });

  it('marks every script under the build chunks, leaves styles alone, and is safe to run again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    const chunks = path.join(dir, 'static', 'chunks');
    await mkdir(path.join(chunks, 'pages'), { recursive: true });
    await writeFile(path.join(chunks, 'a.js'), 'let a=1;');
    await writeFile(path.join(chunks, 'pages', 'b.js'), 'let b=2;');
    await writeFile(path.join(chunks, 'c.css'), 'a{color:red}');
    expect(await addCompileHints(dir)).toBe(2);
    expect(await readFile(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}let a=1;`);
    expect(await readFile(path.join(chunks, 'pages', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}let b=2;`);
    expect(await readFile(path.join(chunks, 'c.css'), 'utf8')).toBe('a{color:red}');
    expect(await addCompileHints(dir)).toBe(0);
  });
});
