import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import scopeLibraryVariables from './scope-library-variables.mjs';

const LIBRARY = 'node_modules/vanilla-cookieconsent/dist/cookieconsent.css';

async function transform(css: string, from: string) {
  return (await postcss([scopeLibraryVariables]).process(css, { from })).css;
}

describe('the consent library stylesheet', () => {
  it('declares its variables on its own root element, never on the document root', async () => {
    const css = await transform(readFileSync(LIBRARY, 'utf8'), LIBRARY);
    expect(css).not.toMatch(/:root\s*\{/);
    expect(css).toMatch(/#cc-main\{--cc-font-family:/);
  });

  it('leaves the site’s own stylesheets alone', async () => {
    const css = ':root{--color-ink:#111}';
    expect(await transform(css, 'src/app/globals.css')).toBe(css);
  });
});
