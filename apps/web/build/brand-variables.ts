import type { Plugin } from 'vite';
import { brandCssVariables } from '../src/brand/theme-variables';
import { BRANDS } from './brand-assets';

/** What the app imports (src/app/mantine-styles.ts). */
export const BRAND_VARIABLES_MODULE = 'virtual:brand-variables.css';
// A path-like id ending in .css, so that Vite's CSS pipeline takes the module as a stylesheet.
const RESOLVED_ID = '/__habitat-brand-variables.css';

/**
 * Every brand's theme variables as a stylesheet, written at build time instead of by
 * MantineProvider on each page load (docs/decisions/040-theme-variables-at-build.md): the one
 * of the brand the deployment runs applies through `<html data-brand>`.
 */
export function brandVariables(): Plugin {
  return {
    name: 'habitat:brand-variables',
    resolveId: (id) => (id === BRAND_VARIABLES_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? BRANDS.map(brandCssVariables).join('\n') : undefined),
  };
}
