import type { Plugin, Rule } from 'postcss';

/** A selector that applies under Mantine's dark colour scheme only, its value quoted or not. */
const DARK_SCHEME = /\[data-mantine-color-scheme=(["']?)dark\1\]/;

/** An at-rule (`@media`…) left with nothing inside goes too. */
function removeIfEmpty(container: Rule['parent']): void {
  if (container?.type !== 'atrule' || (container.nodes?.length ?? 0) > 0) return;
  const parent = container.parent;
  container.remove();
  removeIfEmpty(parent);
}

/**
 * Drops the rules of Mantine's dark colour scheme, its own and those postcss-preset-mantine
 * writes for `light-dark()` and the dark mixin. The app is light only (providers.tsx forces
 * it): every stylesheet, and each prerendered page that carries them whole (decision 043), parsed
 * about 14 KB of rules that could never apply.
 */
export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'habitat-light-scheme-only',
    Rule(rule) {
      const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
      if (kept.length === rule.selectors.length) return;
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      const parent = rule.parent;
      rule.remove();
      removeIfEmpty(parent);
    },
  };
}
