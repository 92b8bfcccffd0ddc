import type { ESLint } from 'eslint';

/** The lint rule against words outside the catalogues (decision 0021). */
declare const plugin: ESLint.Plugin;
export default plugin;
