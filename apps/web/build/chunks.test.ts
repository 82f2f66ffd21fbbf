import { describe, expect, it } from 'vitest';
import { assignChunks, staticallyUsed } from './chunks';

type TFakeModule = {
  imports?: Record<string, string[] | '*'>;
  reexports?: Record<string, string[]>;
  isEntry?: boolean;
  /** A library index: re-exports only, tree-shaken away. */
  barrel?: boolean;
};

const LIB = '/app/node_modules/ui/index.mjs';
const PAGES = '/app/src/features';
const FORM_LIBRARY = '/app/node_modules/react-hook-form/dist/index.esm.mjs';

/** A module graph as Rollup describes it to `manualChunks` (ids, imports and their statements). */
function graphOf(modules: Record<string, TFakeModule>) {
  const info = (id: string) => {
    const module = modules[id];
    if (!module) return null;
    const imports = Object.entries(module.imports ?? {}).map(([source, names]) => ({
      type: 'ImportDeclaration',
      source: { value: source },
      specifiers:
        names === '*'
          ? [{ type: 'ImportNamespaceSpecifier', local: { name: 'all' } }]
          : names.map((name) => ({ type: 'ImportSpecifier', imported: { name }, local: { name } })),
    }));
    const reexports = Object.entries(module.reexports ?? {}).map(([source, names]) => ({
      type: 'ExportNamedDeclaration',
      source: { value: source },
      specifiers: names.map((name) => ({
        type: 'ExportSpecifier',
        local: { name },
        exported: { name },
      })),
    }));
    const body = [...imports, ...reexports];
    return {
      id,
      isEntry: module.isEntry ?? false,
      isIncluded: !module.barrel,
      importedIds: body.map((statement) => statement.source.value),
      ast: { body },
    };
  };
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    // biome-ignore lint/suspicious/noExplicitAny: a fake of Rollup's ModuleInfo, only the fields read
    getModuleInfo: (id: string) => info(id) as any,
  };
}

const graph = graphOf({
  '/app/src/main.tsx': { isEntry: true, imports: { [LIB]: ['Box'], '/app/src/api.ts': '*' } },
  '/app/src/api.ts': {},
  [LIB]: {
    barrel: true,
    reexports: {
      '/app/node_modules/ui/box.mjs': ['Box'],
      '/app/node_modules/ui/menu.mjs': ['Menu'],
      '/app/node_modules/ui/card.mjs': ['Card'],
      '/app/node_modules/ui/table.mjs': ['Table'],
      '/app/node_modules/ui/modal.mjs': ['Modal'],
      '/app/node_modules/ui/popover.mjs': ['Popover'],
    },
  },
  '/app/node_modules/ui/box.mjs': {},
  '/app/node_modules/ui/menu.mjs': { imports: { '/app/node_modules/ui/box.mjs': ['Box'] } },
  '/app/node_modules/ui/card.mjs': {},
  '/app/node_modules/ui/table.mjs': {},
  '/app/node_modules/ui/modal.mjs': {},
  '/app/node_modules/ui/popover.mjs': {},
  '/app/src/app/overlays.tsx': { imports: { [LIB]: ['Modal'] } },
  '/app/src/app/layouts/mobile-layout.tsx': {
    imports: { [LIB]: ['Menu'], '/app/src/api.ts': '*' },
  },
  '/app/src/app/layouts/desktop-layout.tsx': {
    imports: { [LIB]: ['Menu', 'Popover', 'Modal'], '/app/src/api.ts': '*' },
  },
  [`${PAGES}/news/pages/news-page.tsx`]: {
    imports: { [LIB]: ['Card'], '/app/src/dates.ts': '*' },
  },
  [`${PAGES}/billboard/pages/billboard-page.tsx`]: {
    imports: { [LIB]: ['Card', 'Table'], '/app/src/dates.ts': '*' },
  },
  '/app/src/dates.ts': {},
  [`${PAGES}/manage/pages/manage-page.tsx`]: { imports: { [LIB]: ['Table'] } },
  [`${PAGES}/billboard/pages/new-post-page.tsx`]: {
    imports: {
      [FORM_LIBRARY]: ['useForm'],
      '/app/src/fields.tsx': '*',
      '/app/src/dates.ts': '*',
      [LIB]: ['Modal'],
    },
  },
  [`${PAGES}/requests/pages/new-request-page.tsx`]: {
    imports: { [FORM_LIBRARY]: ['useForm'], '/app/src/fields.tsx': '*', [LIB]: ['Modal'] },
  },
  [FORM_LIBRARY]: {},
  '/app/src/fields.tsx': {},
});

describe('staticallyUsed', () => {
  it("follows a library index only for the names imported, and each module's own imports", () => {
    expect([...staticallyUsed(graph, ['/app/src/main.tsx'])].sort()).toEqual([
      '/app/node_modules/ui/box.mjs',
      '/app/src/api.ts',
      '/app/src/main.tsx',
    ]);
  });
});

describe('assignChunks', () => {
  const groups = assignChunks(graph);

  it('leaves what the entry uses out of every group', () => {
    expect(groups.get('/app/node_modules/ui/box.mjs')).toBeUndefined();
    expect(groups.get('/app/src/api.ts')).toBeUndefined();
  });

  it('groups what the layouts bring beyond the entry', () => {
    expect(groups.get('/app/src/app/layouts/mobile-layout.tsx')).toBe('layout');
    expect(groups.get('/app/node_modules/ui/menu.mjs')).toBe('layout');
  });

  it('keeps what only the desktop layout uses apart, so a phone does not download it', () => {
    expect(groups.get('/app/src/app/layouts/desktop-layout.tsx')).toBe('layout-desktop');
    expect(groups.get('/app/node_modules/ui/popover.mjs')).toBe('layout-desktop');
    // The dialog hosts use it too: a phone would download the desktop's group to open a dialog.
    expect(groups.get('/app/node_modules/ui/modal.mjs')).toBe('overlays');
  });

  it("groups what two resident pages share, not one page's own code nor the console's", () => {
    expect(groups.get('/app/node_modules/ui/card.mjs')).toBe('shared');
    expect(groups.get('/app/src/dates.ts')).toBe('shared');
    expect(groups.get(`${PAGES}/news/pages/news-page.tsx`)).toBeUndefined();
    expect(groups.get('/app/node_modules/ui/table.mjs')).toBeUndefined();
  });

  it('groups apart what only pages with forms share, so reading pages do not download it', () => {
    expect(groups.get(FORM_LIBRARY)).toBe('forms');
    expect(groups.get('/app/src/fields.tsx')).toBe('forms');
    expect(groups.get('/app/src/dates.ts')).toBe('shared');
  });

  it('groups what the dialog hosts use, even when only pages with forms share it too', () => {
    expect(groups.get('/app/src/app/overlays.tsx')).toBe('overlays');
    expect(groups.get('/app/node_modules/ui/modal.mjs')).toBe('overlays');
  });
});
