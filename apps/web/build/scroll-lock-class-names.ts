import type { Plugin, Rollup } from 'vite';
import { PRERENDERED_PAGES } from './prerendered-pages';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (the scroll lock of
 * Modal and Drawer, with use-sidecar, react-style-singleton, tslib: ~5 KiB gzip) only to read
 * `RemoveScroll.classNames.zeroRight`, the class a fixed bar takes so that it does not jump when
 * a dialog hides the page's scroll bar. A layout built on AppShell (the manager console's; the
 * resident layouts were, before decision 041) would download the scroll lock before any dialog
 * opened. Here those three modules get the class names alone, from the same package's constants;
 * the dialogs import the real lock (on demand, with them). Build only: the dev server pre-bundles
 * Mantine with the real import, which gives the same class names.
 */
const APP_SHELL_BAR =
  /\/@mantine\/core\/esm\/components\/AppShell\/AppShell(?:Header|Footer|Aside)\/AppShell(?:Header|Footer|Aside)\.mjs$/;
export const CLASS_NAMES_ONLY = '\0habitat:remove-scroll-class-names';

export const CLASS_NAMES_MODULE = `import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
`;

/** The scroll lock's own component: only the dialogs (Modal, Drawer) should load it. */
const SCROLL_LOCK = /\/node_modules\/react-remove-scroll\/dist\/es2015\/UI\.js$/;
const LAYOUT_GROUP = 'layout';

/** The chunks a first paint loads: the entry's, the phone layout's, the first pages', and theirs. */
function firstPaintChunks(bundle: Rollup.OutputBundle): Set<string> {
  const isFirst = (chunk: Rollup.OutputChunk) =>
    chunk.isEntry ||
    chunk.name === LAYOUT_GROUP ||
    PRERENDERED_PAGES.some((page) => chunk.facadeModuleId?.endsWith(`/${page.module}`));
  const queue = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && isFirst(file),
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const chunk = queue.pop() as Rollup.OutputChunk;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const file = bundle[imported];
      if (file?.type === 'chunk') queue.push(file);
    }
  }
  return seen;
}

/** The first-paint chunks that hold the scroll lock (none expected). */
export function firstPaintScrollLock(bundle: Rollup.OutputBundle): string[] {
  return [...firstPaintChunks(bundle)].filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && Object.keys(chunk.modules).some((id) => SCROLL_LOCK.test(id));
  });
}

/** Whether an import of `source` from `importer` gets the class names alone. */
export const wantsClassNamesOnly = (source: string, importer: string | undefined) =>
  source === 'react-remove-scroll' && importer !== undefined && APP_SHELL_BAR.test(importer);

export function scrollLockClassNames(): Plugin {
  return {
    name: 'habitat:scroll-lock-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return wantsClassNamesOnly(source, importer) ? CLASS_NAMES_ONLY : null;
    },
    load(id) {
      return id === CLASS_NAMES_ONLY ? CLASS_NAMES_MODULE : null;
    },
    generateBundle(_options, bundle) {
      const found = firstPaintScrollLock(bundle);
      if (found.length > 0)
        this.error(`The first paint loads the scroll lock (${found.join(', ')}): what imports it?`);
    },
  };
}
