import { describe, expect, it } from 'vitest';
import { assignChunks, staticallyUsed } from './chunks';

type TFakeModule = {
  imports?: Record<string, string[] | '*'>;
  reexports?: Record<string, string[]>;
  isEntry?: boolean;
  /** A library index: re-exports only, tree-shaken away. */
  barrel?: boolean;
  /** Modules it imports dynamically (`import()`). */
  lazy?: string[];
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
      dynamicallyImportedIds: module.lazy ?? [],
      ast: { body },
    };
  };
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    // biome-ignore lint/suspicious/noExplicitAny: a fake of Rollup's ModuleInfo, only the fields read
    getModuleInfo: (id: string) => info(id) as any,
  };
}

const ui = (name: string) => `/app/node_modules/ui/${name}.mjs`;
const UI_PARTS = ['Box', 'Menu', 'Card', 'Table', 'Modal', 'Popover', 'Tabs', 'Badge', 'NavLink'];
const HOME = `${PAGES}/home/pages/home-page.tsx`;
const GLANCE = `${PAGES}/home/components/glance.tsx`;
const BILLBOARD = `${PAGES}/billboard/pages/billboard-page.tsx`;
/** The pages a visit starts on, as build/prerender.ts lists them. */
const FIRST_PAGES = {
  home: 'src/features/home/pages/home-page.tsx',
  billboard: 'src/features/billboard/pages/billboard-page.tsx',
};

const graph = graphOf({
  '/app/src/main.tsx': { isEntry: true, imports: { [LIB]: ['Box'], '/app/src/api.ts': '*' } },
  '/app/src/api.ts': {},
  [LIB]: {
    barrel: true,
    reexports: Object.fromEntries(UI_PARTS.map((name) => [ui(name.toLowerCase()), [name]])),
  },
  ...Object.fromEntries(UI_PARTS.map((name) => [ui(name.toLowerCase()), {}])),
  [ui('menu')]: { imports: { [ui('box')]: ['Box'] } },
  '/app/src/app/overlays.tsx': { imports: { [LIB]: ['Modal'] } },
  '/app/src/app/layouts/mobile-layout.tsx': {
    imports: { [LIB]: ['Menu'], '/app/src/api.ts': '*' },
  },
  '/app/src/app/layouts/desktop-layout.tsx': {
    imports: { [LIB]: ['Menu', 'Popover', 'Modal', 'NavLink', 'Card'], '/app/src/api.ts': '*' },
  },
  [HOME]: { imports: { [LIB]: ['Card'], '/app/src/dates.ts': '*' }, lazy: [GLANCE] },
  [GLANCE]: { imports: { [LIB]: ['Badge'] } },
  [BILLBOARD]: {
    imports: { [LIB]: ['Card', 'Table', 'Tabs'], '/app/src/dates.ts': '*' },
  },
  [`${PAGES}/news/pages/news-page.tsx`]: {
    imports: { [LIB]: ['Tabs', 'Badge', 'NavLink'], '/app/src/notice.tsx': '*' },
  },
  [`${PAGES}/about/pages/about-page.tsx`]: { imports: { '/app/src/notice.tsx': '*' } },
  '/app/src/notice.tsx': {},
  '/app/src/dates.ts': {},
  [`${PAGES}/manage/pages/manage-page.tsx`]: { imports: { [LIB]: ['Table'] } },
  [`${PAGES}/billboard/pages/new-post-page.tsx`]: {
    imports: {
      [FORM_LIBRARY]: ['useForm'],
      '/app/src/fields.tsx': '*',
      '/app/src/dates.ts': '*',
      [LIB]: ['Modal', 'Tabs'],
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
  const groups = assignChunks(graph, FIRST_PAGES);

  it('leaves what the entry uses out of every group', () => {
    expect(groups.get(ui('box'))).toBeUndefined();
    expect(groups.get('/app/src/api.ts')).toBeUndefined();
  });

  it('groups what the layouts bring beyond the entry', () => {
    expect(groups.get('/app/src/app/layouts/mobile-layout.tsx')).toBe('layout');
    expect(groups.get(ui('menu'))).toBe('layout');
  });

  it('keeps what only the desktop layout uses apart, so a phone does not download it', () => {
    expect(groups.get('/app/src/app/layouts/desktop-layout.tsx')).toBe('layout-desktop');
    expect(groups.get(ui('popover'))).toBe('layout-desktop');
    // Another page may use it too: that page downloads the desktop layout's group.
    expect(groups.get(ui('navlink'))).toBe('layout-desktop');
    // The dialog hosts use it too: a phone would download the desktop's group to open a dialog.
    expect(groups.get(ui('modal'))).toBe('overlays');
  });

  it('groups what two first pages share, and what one shares with other pages on its own', () => {
    expect(groups.get(ui('card'))).toBe('shared');
    expect(groups.get('/app/src/dates.ts')).toBe('shared');
    // /home does not download what /billboard shares with the news page, and the reverse.
    expect(groups.get(ui('tabs'))).toBe('shared-billboard');
    // A part /home imports lazily (to paint before it) counts as /home's.
    expect(groups.get(ui('badge'))).toBe('shared-home');
  });

  it("leaves one page's own code and the console's where Rollup puts them", () => {
    expect(groups.get(HOME)).toBeUndefined();
    expect(groups.get(GLANCE)).toBeUndefined();
    expect(groups.get(ui('table'))).toBeUndefined();
  });

  it('groups what only other pages share, apart from what only pages with forms share', () => {
    expect(groups.get('/app/src/notice.tsx')).toBe('pages');
    expect(groups.get(FORM_LIBRARY)).toBe('forms');
    expect(groups.get('/app/src/fields.tsx')).toBe('forms');
  });

  it('groups what the dialog hosts use, even when only pages with forms share it too', () => {
    expect(groups.get('/app/src/app/overlays.tsx')).toBe('overlays');
    expect(groups.get(ui('modal'))).toBe('overlays');
  });
});
