import type { Plugin, Rollup } from 'vite';
import { PRERENDERED_PAGES } from './prerendered-pages';

/**
 * How the build groups modules into files (docs/decisions/020-fewer-requests.md, 034). Left to
 * itself, Rollup makes a chunk of every set of modules shared by a different set of pages: a
 * signed-in page fetched about 70 scripts of 1–5 KB in three waves, and on a phone's network each
 * wave waits a round trip per six requests. One group of everything two pages share made each
 * first page download what any two pages share instead (floating-ui, the booking forms…). Here,
 * by who uses a module, the first pages (those a visit starts on: the prerendered ones) first:
 * - `layout`: what the phone's resident layout brings (navigation, header, tab bar) beyond the
 *   entry; `layout-desktop`: what the desktop layout adds to it, so a phone does not download it;
 * - `shared`: what two or more of the first pages use; `shared-<page>`: what one first page
 *   shares with other pages (its own code stays in its chunk), so a first page downloads what it
 *   shows and at most two groups;
 * - `overlays`: the dialog and notification hosts (app/overlays.tsx) with what they use beyond
 *   the groups above;
 * - `pages`: what two or more other resident pages share, one of them a page that only reads;
 *   `forms`: what only pages with forms share (the form and date libraries, the inputs).
 * Zod, the shared schemas and rules, the catalogs and the card processor's code stay where
 * Rollup puts them: only the pages that need them fetch them. Each page, the console and the
 * catalogs keep their own chunks.
 */
const MOBILE_LAYOUT = /\/src\/app\/layouts\/mobile-layout\.tsx$/;
const DESKTOP_LAYOUT = /\/src\/app\/layouts\/desktop-layout\.tsx$/;
const OVERLAYS = /\/src\/app\/overlays\.tsx$/;
const RESIDENT_PAGE = /\/src\/features\/(?!manage\/)[^/]+\/pages\/[^/]+\.tsx$/;
/** Loaded only by the pages that need them: forms (zod and the shared schemas), card payments. */
const ON_DEMAND = /node_modules\/zod\/|\/packages\/shared\/|stripe|\/i18n\//;
/** A page using one of these has a form. */
const FORM_LIBRARY = /node_modules\/(?:react-hook-form|@hookform\/resolvers|@mantine\/dates)\//;

type TGraph = Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;
type TSpecifier = {
  type: string;
  local: { name: string };
  imported?: { name: string };
  exported?: { name: string };
};
type TStatement = { type: string; source?: { value: unknown }; specifiers?: TSpecifier[] };
/** The bindings a module is asked for: some names, or everything (a namespace or side effects). */
type TWanted = string[] | 'all';
type TRequest = [id: string, wanted: TWanted];

const statementsOf = (info: Rollup.ModuleInfo) => (info.ast?.body ?? []) as unknown as TStatement[];

/** Each import or re-export statement's source with the module it resolved to (null: unknown). */
function resolvedSources(info: Rollup.ModuleInfo): Map<string, string> | null {
  const sources: string[] = [];
  for (const statement of statementsOf(info)) {
    const source = statement.source?.value;
    if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
  }
  // Rollup lists importedIds in the order their sources first appear.
  if (sources.length !== info.importedIds.length) return null;
  return new Map(sources.map((source, i) => [source, info.importedIds[i] as string]));
}

/** A library's index that only re-exports (e.g. `@mantine/core`): it adds no code of its own. */
const isBarrel = (info: Rollup.ModuleInfo) =>
  info.id.includes('/node_modules/') &&
  info.isIncluded === false &&
  statementsOf(info).every((s) => s.type.startsWith('Export') || s.type === 'ImportDeclaration');

function importedNames(statement: TStatement): TWanted {
  const specifiers = statement.specifiers ?? [];
  if (specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) {
    return 'all';
  }
  return specifiers.map((s) =>
    s.type === 'ImportDefaultSpecifier' ? 'default' : (s.imported?.name ?? s.local.name),
  );
}

/** The modules a module imports, each with the names it asks for. */
function importsOf(info: Rollup.ModuleInfo): TRequest[] {
  const sources = resolvedSources(info);
  if (!sources) return info.importedIds.map((id) => [id, 'all']);
  return statementsOf(info).flatMap((statement): TRequest[] => {
    const target = sources.get(String(statement.source?.value));
    if (!target) return [];
    return [[target, statement.type === 'ImportDeclaration' ? importedNames(statement) : 'all']];
  });
}

/** The modules a library's index leads to for the names asked of it. */
function throughBarrel(info: Rollup.ModuleInfo, wanted: TWanted): TRequest[] {
  const sources = resolvedSources(info);
  if (!sources) return info.importedIds.map((id) => [id, 'all']);
  return statementsOf(info).flatMap((statement): TRequest[] => {
    const target = sources.get(String(statement.source?.value));
    if (!target) return [];
    if (statement.type === 'ExportAllDeclaration') return [[target, wanted]];
    if (statement.type !== 'ExportNamedDeclaration') return [];
    return (statement.specifiers ?? [])
      .filter((spec) => wanted === 'all' || wanted.includes(spec.exported?.name ?? ''))
      .map((spec): TRequest => [target, [spec.local.name]]);
  });
}

/**
 * Every module the roots use through static imports (dynamic imports start new chunks). Through
 * a library's index it follows only the names imported: importing `Box` from `@mantine/core`
 * uses Box's module, not every component the index lists.
 */
export function staticallyUsed(graph: TGraph, roots: string[]): Set<string> {
  const used = new Set<string>();
  const askedOfBarrels = new Set<string>();
  const queue: TRequest[] = roots.map((root) => [root, 'all']);
  while (queue.length > 0) {
    const [id, wanted] = queue.pop() as TRequest;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (isBarrel(info)) {
      const fresh = (wanted === 'all' ? ['*'] : wanted).filter(
        (name) => !askedOfBarrels.has(`${id}#${name}`) && !askedOfBarrels.has(`${id}#*`),
      );
      for (const name of fresh) askedOfBarrels.add(`${id}#${name}`);
      if (fresh.length > 0) queue.push(...throughBarrel(info, wanted === 'all' ? 'all' : fresh));
    } else if (!used.has(id)) {
      used.add(id);
      queue.push(...importsOf(info));
    }
  }
  return used;
}

/** The pages a visit starts on, by name: those prerendered (their module's path's end). */
const FIRST_PAGES: TFirstPages = Object.fromEntries(
  PRERENDERED_PAGES.map((page) => [page.file.replace(/\.html$/, ''), page.module]),
);
type TFirstPages = Record<string, string>;

const LAYOUT_GROUP = 'layout';
const DESKTOP_LAYOUT_GROUP = 'layout-desktop';
const SHARED_GROUP = 'shared';
const OVERLAYS_GROUP = 'overlays';
const PAGES_GROUP = 'pages';
const FORMS_GROUP = 'forms';

/**
 * The group of a module two or more pages share, by the first pages among them; the desktop
 * layout shows with every page.
 */
function sharedGroup(firstPagesUsing: string[], desktopLayoutUses: boolean): string {
  if (firstPagesUsing.length >= 2 || desktopLayoutUses) return SHARED_GROUP;
  return `${SHARED_GROUP}-${firstPagesUsing[0]}`;
}

/** The group of each module that has one (the others stay where Rollup puts them). */
export function assignChunks(
  graph: TGraph,
  firstPages: TFirstPages = FIRST_PAGES,
): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const usedBy = (isRoot: (id: string) => boolean) => staticallyUsed(graph, ids.filter(isRoot));
  const entry = usedBy((id) => graph.getModuleInfo(id)?.isEntry === true);
  const mobileLayout = usedBy((id) => MOBILE_LAYOUT.test(id));
  const desktopLayout = usedBy((id) => DESKTOP_LAYOUT.test(id));
  const overlays = usedBy((id) => OVERLAYS.test(id));
  const pagesUsing = new Map<string, number>();
  const readingPagesUsing = new Set<string>();
  const firstPagesUsing = new Map<string, string[]>();
  const firstPageOf = (page: string) =>
    Object.keys(firstPages).find((name) => page.endsWith(`/${firstPages[name]}`));
  for (const page of ids.filter((id) => RESIDENT_PAGE.test(id))) {
    // With the parts it imports itself lazily, to paint before them (e.g. /home's cards).
    const parts = graph.getModuleInfo(page)?.dynamicallyImportedIds ?? [];
    const used = staticallyUsed(graph, [page, ...parts]);
    const hasForm = [...used].some((id) => FORM_LIBRARY.test(id));
    const first = firstPageOf(page);
    for (const id of used) {
      pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      if (!hasForm) readingPagesUsing.add(id);
      if (first) firstPagesUsing.set(id, [...(firstPagesUsing.get(id) ?? []), first]);
    }
  }
  const groupable = (id: string) => !ON_DEMAND.test(id) && !RESIDENT_PAGE.test(id);
  const isShared = (id: string) => (pagesUsing.get(id) ?? 0) >= 2 && groupable(id);
  /** The desktop layout's own: no first page nor dialog host uses it (other pages may). */
  const isDesktopOwn = (id: string) =>
    desktopLayout.has(id) &&
    !firstPagesUsing.has(id) &&
    !overlays.has(id) &&
    (groupable(id) || !pagesUsing.has(id));
  const groups = new Map<string, string>();
  for (const id of ids) {
    if (entry.has(id)) continue;
    const firsts = firstPagesUsing.get(id);
    if (mobileLayout.has(id)) groups.set(id, LAYOUT_GROUP);
    else if (isDesktopOwn(id)) groups.set(id, DESKTOP_LAYOUT_GROUP);
    else if (firsts && groupable(id) && (isShared(id) || desktopLayout.has(id)))
      groups.set(id, sharedGroup(firsts, desktopLayout.has(id)));
    else if (overlays.has(id)) groups.set(id, OVERLAYS_GROUP);
    else if (isShared(id)) groups.set(id, readingPagesUsing.has(id) ? PAGES_GROUP : FORMS_GROUP);
  }
  return groups;
}

/** The chunk and every chunk it imports statically. */
function staticChunks(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): string[] {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  for (const imported of chunk.imports) staticChunks(bundle, imported, seen);
  return [...seen];
}

/** Groups the modules into chunks as above (Rollup's `manualChunks`). */
export function chunkGroups(): Plugin {
  let assigned: Map<string, string> | undefined;
  return {
    name: 'habitat:chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            manualChunks: (id, graph) => {
              assigned ??= assignChunks(graph);
              return assigned.get(id);
            },
            // Modules no group names stay where Rollup puts them (not pulled into a group).
            onlyExplicitManualChunks: true,
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      const loaded = entry?.type === 'chunk' ? staticChunks(bundle, entry.fileName) : [];
      const groupNames = new Set(assigned?.values());
      const grouped = loaded.filter((file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' && groupNames.has(chunk.name);
      });
      // A module the entry uses put in a group would make every page download the group first.
      if (grouped.length > 0)
        this.error(`The entry loads ${grouped.join(', ')}: a module it uses was grouped`);
    },
  };
}
