import Beasties from 'beasties';

/**
 * A selector without its pseudo-classes and pseudo-elements (`:where(…)`, `:hover`, `::after`),
 * parentheses balanced: what is left says whether the elements exist in the page.
 */
export function withoutPseudoClasses(selector: string): string {
  let kept = '';
  let i = 0;
  while (i < selector.length) {
    if (selector[i] !== ':' || selector[i - 1] === '\\') {
      kept += selector[i++];
      continue;
    }
    i += selector[i + 1] === ':' ? 2 : 1;
    while (i < selector.length && /[\w-]/.test(selector[i] ?? '')) i++;
    if (selector[i] !== '(') continue;
    let depth = 0;
    do {
      if (selector[i] === '(') depth++;
      if (selector[i] === ')') depth--;
      i++;
    } while (depth > 0 && i < selector.length);
  }
  return kept;
}

/** `:root` with attribute conditions only (`:root[data-brand=default][data-x="y"]`). */
const ROOT_WITH_ATTRIBUTES = /^:root((?:\[[^\]]+\])+)$/;
const ATTRIBUTE_CONDITION = /\[([\w-]+)(?:=["']?([^"'\]]*)["']?)?\]/g;

/** The attributes of the page's <html> tag. */
export function rootAttributes(html: string): Map<string, string> {
  const tag = /<html\b([^>]*)>/i.exec(html)?.[1] ?? '';
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    attributes.set(name!.toLowerCase(), value ?? '');
  }
  return attributes;
}

/**
 * Whether `selector` is `:root` with attribute conditions, and if so whether the page's <html>
 * meets them all (null: not such a selector).
 */
export function rootSelectorMatches(
  selector: string,
  attributes: Map<string, string>,
): boolean | null {
  const conditions = ROOT_WITH_ATTRIBUTES.exec(selector.trim())?.[1];
  if (!conditions) return null;
  return [...conditions.matchAll(ATTRIBUTE_CONDITION)].every(
    ([, name, value]) =>
      attributes.has(name!) && (value === undefined || attributes.get(name!) === value),
  );
}

type TBeastiesInternals = { normalizeCssSelector(selector: string): string };

/**
 * Beasties strips a selector's pseudo-classes from the first `(` to the last `)`: Mantine's
 * `:where([data-mantine-color-scheme=light]) .m_x:where([data-visible]):after` came out empty, and
 * the rule (the skeleton's colour) was left out. The same, with balanced parentheses.
 * It also looks for a selector's elements inside <html>, never <html> itself: the theme's
 * variables on `:root[data-brand=default][data-mantine-color-scheme=light]` were left out. Those
 * are kept when the page's <html> has the attributes.
 */
class MantineAwareBeasties extends Beasties {
  constructor(
    options: ConstructorParameters<typeof Beasties>[0],
    private readonly root: Map<string, string>,
  ) {
    super(options);
  }

  normalizeCssSelector(selector: string): string {
    const onRoot = rootSelectorMatches(selector, this.root);
    // An element that every page has, or none (an empty selector is left out).
    if (onRoot !== null) return onRoot ? 'head' : '';
    const base = Beasties.prototype as unknown as TBeastiesInternals;
    return base.normalizeCssSelector.call(this, withoutPseudoClasses(selector));
  }
}

/**
 * A CSS module's class, as the build names it (`_bar_1axjm_1`: underscore, name, hash, line).
 * Mantine's own (`m_…`, `mantine-…`) and the prerender's (`hb-…`) do not start with one.
 */
const MODULE_CLASS = /^_[\w-]+_[\w-]{5}_\d+$/;

/**
 * The CSS-module classes of the page's markup that none of its inline rules names: the page
 * would paint those elements unstyled until the app's stylesheets load (a layout shift).
 */
export function unstyledModuleClasses(html: string): string[] {
  const [head = '', body = ''] = html.split('</head>');
  const used = new Set(
    [...body.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names]) => (names ?? '').split(/\s+/)),
  );
  return [...used].filter((name) => MODULE_CLASS.test(name) && !head.includes(`.${name}`));
}

/** Beasties puts a stylesheet's critical rules in a <style> just before its link. */
const CRITICAL_STYLE_AND_LINK =
  /<style>([^<]*)<\/style>\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** A stylesheet none of whose rules the page uses keeps its link alone. */
const LINK_ALONE = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The page with each of its stylesheet links replaced by the rules its markup uses (none, for a
 * file the markup does not use), in a <style> marked with the file (`data-stylesheet`) for the
 * boot script to link after the first paint. `assetsDir` holds the files (the build's output folder).
 */
export async function inlineCriticalCss(html: string, assetsDir: string): Promise<string> {
  const beasties = new MantineAwareBeasties(
    {
      path: assetsDir,
      publicPath: '/',
      // The links stay where they are, for the replacement below.
      preload: false as unknown as 'body',
      mergeStylesheets: false,
      reduceInlineStyles: false,
      logLevel: 'warn',
    },
    rootAttributes(html),
  );
  const inlined = (await beasties.process(html))
    .replace(
      CRITICAL_STYLE_AND_LINK,
      (_all, css, href) => `<style data-stylesheet="${href}">${css}</style>`,
    )
    .replace(LINK_ALONE, (_all, href) => `<style data-stylesheet="${href}"></style>`);
  if (/<link rel="stylesheet"/.test(inlined)) throw new Error('A stylesheet was not inlined');
  const unstyled = unstyledModuleClasses(inlined);
  if (unstyled.length > 0) {
    throw new Error(
      `No stylesheet of the page styles ${unstyled.join(', ')}: link its chunk's CSS`,
    );
  }
  return inlined;
}
