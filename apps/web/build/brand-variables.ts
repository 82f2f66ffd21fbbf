import type { Plugin } from 'vite';
import { BRAND_ATTRIBUTE, brandCssVariables } from '../src/brand/theme-variables';
import { BRANDS } from './brand-assets';

/** What the app imports (src/app/mantine-styles.ts). */
const BRAND_VARIABLES_MODULE = 'virtual:brand-variables.css';
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

/** One brand's rule of variables in the built stylesheet (quoted or not once minified). */
const BRAND_RULE = new RegExp(`:root\\[${BRAND_ATTRIBUTE}=(["']?)([\\w-]+)\\1\\]\\{[^}]*\\}`, 'g');

/**
 * A prerendered page of one brand, without the other brands' variables (about 1.6 KB each) that
 * its inlined copy of the app's stylesheet carries: the page's `<html data-brand>` is its own, and
 * the server only answers a deployment with its brand's pages.
 */
export function withoutOtherBrands(html: string, brand: string): string {
  let own = 0;
  const page = html.replace(BRAND_RULE, (rule, _quote, id: string) => {
    if (id !== brand) return '';
    own += 1;
    return rule;
  });
  if (own === 0) throw new Error(`The ${brand} page has no rule of its brand's variables`);
  return page;
}

const REMOVE_DEFAULT_VARIABLES =
  /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/**
 * Mantine computes its default theme's variables when its code loads (a few milliseconds of the
 * first page's script evaluation), for MantineProvider's runtime variables, which the app no
 * longer writes (withCssVariables={false}): computed when first asked instead.
 */
export function mantineDefaultsOnDemand(): Plugin {
  return {
    name: 'habitat:mantine-defaults-on-demand',
    transform(code, id) {
      if (!REMOVE_DEFAULT_VARIABLES.test(id)) return;
      if (!code.includes(EAGER_DEFAULTS)) {
        this.error(`${id} changed: update mantineDefaultsOnDemand (build/brand-variables.ts)`);
      }
      return code
        .replace(
          EAGER_DEFAULTS,
          'let defaultsCache;\nconst defaults = () => (defaultsCache ??= defaultCssVariablesResolver(DEFAULT_THEME));',
        )
        .replaceAll('defaultCssVariables.', 'defaults().');
    },
  };
}
