// @ts-check
/**
 * A PostCSS plugin (postcss.config.mjs): the consent library's stylesheet declares its variables on
 * `:root`, and the library adds that stylesheet once the page has settled (ConsentManager). New
 * custom properties on the document's root reach every element by inheritance, so the browser
 * then recomputes the style of the whole page: 100–190 ms of one task on a phone's CPU (Chromium,
 * 4× slowdown, a store page of 1,200 elements), against 11–26 ms once the variables are declared
 * on the library's own root element, `#cc-main`, the only place they are read. The site's
 * colours for the library (consent.css) are declared there too, after it.
 */
const LIBRARY_STYLESHEET = /[\\/]vanilla-cookieconsent[\\/]/;

/** @type {import('postcss').Plugin} */
const scopeLibraryVariables = {
  postcssPlugin: 'scope-consent-library-variables',
  Once(root) {
    if (!LIBRARY_STYLESHEET.test(root.source?.input.file ?? '')) return;
    root.walkRules(':root', (rule) => {
      rule.selector = '#cc-main';
    });
  },
};

export default scopeLibraryVariables;
