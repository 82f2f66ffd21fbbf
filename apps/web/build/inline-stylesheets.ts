import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A CSS module's class, as the build names it (`_bar_1axjm_1`: underscore, name, hash, line).
 * Mantine's own (`m_…`, `mantine-…`) and the prerender's (`hb-…`) do not start with one.
 */
const MODULE_CLASS = /^_[\w-]+_[\w-]{5}_\d+$/;

/**
 * The CSS-module classes of the page's markup that none of its inline rules names: the page
 * would paint those elements unstyled until the app links their chunk's file (a layout shift).
 */
export function unstyledModuleClasses(html: string): string[] {
  const [head = '', body = ''] = html.split('</head>');
  const used = new Set(
    [...body.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names]) => (names ?? '').split(/\s+/)),
  );
  return [...used].filter((name) => MODULE_CLASS.test(name) && !head.includes(`.${name}`));
}

/** A stylesheet's link, as Vite writes index.html's and the prerender the page's chunks'. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The page with each stylesheet link replaced by the whole file, in a <style> where the link was
 * (so the cascade keeps its order), followed by the link made `disabled`
 * (docs/decisions/043-whole-stylesheets-inline.md):
 * - the page paints from its own bytes, and nothing restyles it once it has painted;
 * - Chromium does not fetch a disabled stylesheet, and Vite's preload helper, which links a lazy
 *   chunk's CSS unless a `link[href][rel=stylesheet]` of it is in the page, finds it there and
 *   does not link it again.
 * `assetsDir` holds the files (the build's output folder).
 */
export async function inlineStylesheets(html: string, assetsDir: string): Promise<string> {
  const hrefs = [...new Set([...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href ?? ''))];
  const files = new Map<string, string>();
  for (const href of hrefs) {
    const css = (await readFile(join(assetsDir, href), 'utf8')).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it holds </style`);
    files.set(href, css);
  }
  const inlined = html.replace(
    STYLESHEET_LINK,
    (_all, href: string) =>
      `<style>${files.get(href)}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`,
  );
  const unstyled = unstyledModuleClasses(inlined);
  if (unstyled.length > 0) {
    throw new Error(
      `No stylesheet of the page styles ${unstyled.join(', ')}: link its chunk's CSS`,
    );
  }
  return inlined;
}
