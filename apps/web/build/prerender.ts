import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rollup, transformWithEsbuild } from 'vite';
// Relative paths: the config loader bundles relative imports but not the workspace package.
import { BRANDS, BREAKPOINTS, DEFAULT_LOCALE } from '../../../packages/shared/src/constants';
import { BRAND_ATTRIBUTE } from '../src/brand/theme-variables';
import { APP_ALIASES } from './app-aliases';
import { bootScriptSource, NO_PRERENDER_CLASS } from './boot-script';
import { withoutOtherBrands } from './brand-variables';
import { inlineStylesheets } from './inline-stylesheets';
import { postcssConfig } from './postcss';
import { BROWSER_CONDITIONS, mantineIdsWithoutRerender, PREACT_ALIASES } from './preact';
import { PRERENDERED_PAGES } from './prerendered-pages';
import { productionLibraries } from './production-libraries';
import { onLibraryWarning } from './rollup-warnings';

type TFormFactor = 'mobile' | 'tablet' | 'desktop';

/**
 * Where the server finds PRERENDERED_PAGES: `prerender/<brand>/<file>`, and
 * `prerender/pages.json` (path → file).
 */
export const PRERENDER_DIR = 'prerender';
const MOBILE_LAYOUT_MODULE = 'src/app/layouts/mobile-layout.tsx';
const DESKTOP_LAYOUT_MODULE = 'src/app/layouts/desktop-layout.tsx';
/** Where the desktop layout shows (tablet and desktop: src/app/layouts/app-layout.tsx). */
const WIDE_MEDIA = `(min-width: ${BREAKPOINTS.desktop + 1}px)`;
/** Marks where index.html's #root content goes (the boot spinner stays, hidden, after it). */
const MARKER = '<!--prerender-->';

/** Each form factor's markup shows only at the widths that pick it (src/ui/form-factor.ts). */
const FORM_FACTOR_MEDIA: Record<TFormFactor, string> = {
  mobile: `(max-width: ${BREAKPOINTS.desktop}px)`,
  tablet: `(min-width: ${BREAKPOINTS.desktop + 1}px) and (max-width: ${BREAKPOINTS.wide - 1}px)`,
  desktop: `(min-width: ${BREAKPOINTS.wide}px)`,
};
const FORM_FACTORS = Object.keys(FORM_FACTOR_MEDIA) as TFormFactor[];

function prerenderStyles(): string {
  const shown = FORM_FACTORS.map(
    (form) => `@media ${FORM_FACTOR_MEDIA[form]} { .hb-pre-${form} { display: block; } }`,
  );
  return [
    '.hb-pre { display: none; }',
    ...shown,
    `html:not(.${NO_PRERENDER_CLASS}) .hb-boot { display: none; }`,
    `html.${NO_PRERENDER_CLASS} .hb-pre { display: none !important; }`,
  ].join('\n');
}

/** The CSS files a chunk and everything it imports statically bring (Vite's own metadata). */
function cssOf(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  // The entry's CSS is linked by index.html already.
  if (chunk?.type !== 'chunk' || chunk.isEntry || seen.has(fileName)) return [];
  seen.add(fileName);
  const own = [...(chunk.viteMetadata?.importedCss ?? [])];
  return [...own, ...chunk.imports.flatMap((imported) => cssOf(bundle, imported, seen))];
}

/** A chunk and the chunks it imports statically, the entry's excepted (index.html preloads them). */
function scriptsOf(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || chunk.isEntry || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) scriptsOf(bundle, imported, seen);
  return seen;
}

/** The chunks a chunk imports dynamically. */
function lazyPartsOf(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const chunk = bundle[fileName];
  return chunk?.type === 'chunk' ? chunk.dynamicImports : [];
}

function chunkOf(bundle: Rollup.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(`/${module}`)),
  );
  if (!chunk) throw new Error(`No chunk for ${module}`);
  return chunk.fileName;
}

type TRenderer = {
  renderPage(options: {
    path: string;
    brand: string;
    formFactor: TFormFactor;
    signedIn: boolean;
  }): Promise<string>;
};

/** Builds build/prerender-entry.tsx for Node into a temporary folder and imports it. */
async function loadRenderer(root: string, outDir: string): Promise<TRenderer> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    esbuild: { jsx: 'automatic' },
    css: { postcss: postcssConfig() },
    plugins: [productionLibraries(), mantineIdsWithoutRerender()],
    // The libraries are bundled in, so that the aliases give them Preact, as in the browser.
    resolve: { alias: [...APP_ALIASES, ...PREACT_ALIASES], conditions: BROWSER_CONDITIONS },
    ssr: { noExternal: true },
    build: {
      ssr: resolve(root, 'build/prerender-entry.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'entry.mjs' }, onwarn: onLibraryWarning },
    },
  });
  return import(pathToFileURL(join(outDir, 'entry.mjs')).href);
}

/**
 * The theme's classes (MantineProvider), the same in every render. Its CSS variables are in the
 * app's stylesheet (build/brand-variables.ts).
 */
const THEME_STYLES = /<style data-mantine-styles="classes">[^<]*<\/style>/g;
/** Styles of one component's props (AppShell's sizes, responsive padding): they differ by layout. */
const INLINE_STYLES = /(<style data-mantine-styles="inline">)([^<]*)(<\/style>)/g;

/**
 * Each render repeats the theme's styles: the page holds them once, in its head. A render's own
 * inline styles (`:root{--app-shell-header-height…}`) apply to the whole page even where its markup
 * is hidden: each is scoped to the widths of its form factor.
 */
function separateStyles(variants: Record<TFormFactor, string>) {
  const theme = new Set(FORM_FACTORS.flatMap((form) => variants[form].match(THEME_STYLES) ?? []));
  const markup = FORM_FACTORS.map((form) =>
    variants[form]
      .replace(THEME_STYLES, '')
      // Three layouts would repeat every id (#main…): the app's own, once it renders, are the ones.
      .replace(/ id="[^"]*"/g, '')
      .replace(INLINE_STYLES, (_all, open, css, close) => {
        return `${open}@media ${FORM_FACTOR_MEDIA[form]} { ${css} }${close}`;
      }),
  );
  return { theme: [...theme].join(''), markup };
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const FETCH_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">\s*/g;

/**
 * Nothing but the page itself loads before the first paint (docs/decisions/023-paint-first.md):
 * its stylesheets are in it (decision 043), and index.html's preloads (scripts, `/api/config`)
 * are left out. The boot script fetches them once the page has painted.
 */
async function paintFirst(html: string, outDir: string, entry: string, brand: string) {
  const inlined = withoutOtherBrands(await inlineStylesheets(html, outDir), brand);
  const preloads = [...inlined.matchAll(FETCH_PRELOAD), ...inlined.matchAll(MODULE_PRELOAD)]
    .map(([, href]) => href)
    .filter((href) => href !== entry);
  return { html: inlined.replace(MODULE_PRELOAD, '').replace(FETCH_PRELOAD, ''), preloads };
}

async function pageHtml(
  template: string,
  variants: Record<TFormFactor, string>,
  brand: string,
  signedIn: boolean,
  code: { scripts: string[]; styles: string[]; wide: string[] },
  outDir: string,
) {
  if (!template.includes(MARKER)) throw new Error(`index.html has no ${MARKER} in #root`);
  const separated = separateStyles(variants);
  // The page works (and a signed-in page shows its data) once its code has run: the boot script
  // fetches that code and its styles with the entry, once the page has painted (before, they
  // would compete with what the first paint needs).
  const own = (files: string[]) =>
    files.filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
  const ownFiles = own(code.scripts);
  const wideFiles = own(code.wide);
  // Linked after index.html's stylesheets, in the cascade's order; each is then put in the page.
  const styleLinks = own(code.styles)
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  const markup = FORM_FACTORS.map(
    // Inert: its buttons do nothing until the app replaces it, so they are not offered.
    (form, i) => `<div class="hb-pre hb-pre-${form}" inert>${separated.markup[i]}</div>`,
  ).join('');
  const entry = /data-entry="([^"]+)"/.exec(template)?.[1] ?? '';
  const page = template
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${DEFAULT_LOCALE}" data-prerendered="${DEFAULT_LOCALE}"${signedIn ? ' data-prerendered-signed-in' : ''} data-mantine-color-scheme="light" ${BRAND_ATTRIBUTE}="${brand}"`,
    )
    .replace('</head>', `${styleLinks}<style>${prerenderStyles()}</style>${separated.theme}</head>`)
    .replace(MARKER, markup);
  const painted = await paintFirst(page, outDir, entry, brand);
  const pageFiles = [...painted.preloads, ...ownFiles];
  const wide =
    wideFiles.length > 0
      ? ` data-wide-files="${wideFiles.join(' ')}" data-wide-media="${WIDE_MEDIA}"`
      : '';
  return painted.html.replace(
    ' data-entry=',
    `${pageFiles.length > 0 ? ` data-page-files="${pageFiles.join(' ')}"` : ''}${wide} data-entry=`,
  );
}

/**
 * Prerenders the pages of PRERENDERED_PAGES at build time, per brand, in the default
 * language, so their text paints before any script runs (docs/decisions/018-first-paint.md). Each
 * page holds the three form factors' markup, shown by media query. The app replaces it when it
 * renders. Also puts the boot script (build/boot-script.ts) inline at the top of index.html's
 * head: a file of its own would block the first paint for a round trip. The server allows it
 * by its hash (apps/server/src/lib/security-headers.ts).
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let bundle: Rollup.OutputBundle = {};
  return {
    name: 'habitat:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      // The entry is preloaded with the page and run by the boot script after the first paint.
      async handler(html) {
        const boot = await transformWithEsbuild(bootScriptSource(), 'boot.js', { minify: true });
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('No entry script in index.html');
        return {
          html: html.replace(entryTag, `<link rel="modulepreload" crossorigin href="${entry}">`),
          tags: [
            {
              tag: 'script',
              attrs: { 'data-entry': entry },
              children: boot.code.trim(),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
    generateBundle(_options, output) {
      bundle = output;
    },
    closeBundle: {
      // Before the service worker lists the build and the files are compressed.
      order: 'pre',
      sequential: true,
      async handler() {
        // Rollup still closes the bundle when the build failed: its error is the one to report.
        if (!bundle['index.html']) return;
        // Inside the project, so Node resolves the render's packages from node_modules.
        const cache = join(root, 'node_modules', '.cache');
        await mkdir(cache, { recursive: true });
        const temp = await mkdtemp(join(cache, 'habitat-prerender-'));
        try {
          const renderer = await loadRenderer(root, temp);
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const paths: Record<string, string> = {};
          for (const page of PRERENDERED_PAGES) {
            const modules = [page.module, MOBILE_LAYOUT_MODULE, DESKTOP_LAYOUT_MODULE].map((m) =>
              chunkOf(bundle, m),
            );
            // A phone fetches the page's and its layout's scripts; a wider screen the desktop
            // layout's own scripts too. Every screen gets all three's styles: the page holds each
            // layout's markup, which paints before any script (decision 041).
            const scripts = new Set<string>();
            for (const chunk of modules.slice(0, 2)) scriptsOf(bundle, chunk, scripts);
            const wideScripts = [
              ...scriptsOf(bundle, modules[2] as string, new Set(scripts)),
            ].filter((file) => !scripts.has(file));
            // The page's lazy parts (its dynamic imports: /home's glance cards, the billboard's
            // list) render with it: their styles are in the page too, or Vite would link them
            // during that render, and a new stylesheet restyles the whole page (decision 043).
            const styled = [...modules, ...lazyPartsOf(bundle, modules[0] as string)];
            const styles = [...new Set(styled.flatMap((chunk) => cssOf(bundle, chunk)))];
            for (const path of page.paths) paths[path] = page.file;
            for (const brand of BRANDS) {
              const variants = {} as Record<TFormFactor, string>;
              for (const formFactor of FORM_FACTORS) {
                const path = page.paths[page.paths.length - 1] ?? '/';
                variants[formFactor] = await renderer.renderPage({
                  path,
                  brand,
                  formFactor,
                  signedIn: page.signedIn,
                });
              }
              await mkdir(join(outDir, PRERENDER_DIR, brand), { recursive: true });
              const code = { scripts: [...scripts], styles, wide: wideScripts };
              const html = await pageHtml(template, variants, brand, page.signedIn, code, outDir);
              await writeFile(join(outDir, PRERENDER_DIR, brand, page.file), html);
            }
          }
          await writeFile(join(outDir, PRERENDER_DIR, 'pages.json'), JSON.stringify(paths));
        } finally {
          await rm(temp, { recursive: true, force: true });
        }
      },
    },
  };
}
