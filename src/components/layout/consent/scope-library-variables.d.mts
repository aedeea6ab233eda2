import type { Plugin } from 'postcss';

declare const scopeLibraryVariables: Plugin;
export default scopeLibraryVariables;
