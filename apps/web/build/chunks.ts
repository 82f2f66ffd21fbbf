import type { Plugin, Rollup } from 'vite';

/**
 * How the build groups modules into files (docs/decisions/020-fewer-requests.md). Left to
 * itself, Rollup makes a chunk of every set of modules shared by a different set of pages: a
 * signed-in page fetched about 70 scripts of 1–5 KB in three waves, and on a phone's network each
 * wave waits a round trip per six requests. Here:
 * - `layout`: what the phone's resident layout brings (navigation, header, menu) beyond the
 *   entry; `layout-desktop`: what the desktop layout adds to it (its settings menu's popover,
 *   the scrolling sidebar), so a phone does not download the desktop's parts;
 * - `shared`: library and app code two or more resident pages share, one of them a page that
 *   only reads (no form library), except the form schemas and card processor, which only the
 *   forms that need them fetch;
 * - `overlays`: the dialog and notification hosts every page loads after its first render
 *   (app/overlays.tsx) with what they use beyond the groups above;
 * - `forms`: what two or more pages share that only pages with forms use (the form and date
 *   libraries, the inputs), so the pages a resident reads every day do not download it.
 * Each page, the console and the catalogs keep their own chunks.
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

const LAYOUT_GROUP = 'layout';
const DESKTOP_LAYOUT_GROUP = 'layout-desktop';
const SHARED_GROUP = 'shared';
const OVERLAYS_GROUP = 'overlays';
const FORMS_GROUP = 'forms';
const GROUPS = [LAYOUT_GROUP, DESKTOP_LAYOUT_GROUP, SHARED_GROUP, OVERLAYS_GROUP, FORMS_GROUP];

/** The group of each module that has one (the others stay where Rollup puts them). */
export function assignChunks(graph: TGraph): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const usedBy = (isRoot: (id: string) => boolean) => staticallyUsed(graph, ids.filter(isRoot));
  const entry = usedBy((id) => graph.getModuleInfo(id)?.isEntry === true);
  const mobileLayout = usedBy((id) => MOBILE_LAYOUT.test(id));
  const desktopLayout = usedBy((id) => DESKTOP_LAYOUT.test(id));
  const overlays = usedBy((id) => OVERLAYS.test(id));
  const pagesUsing = new Map<string, number>();
  const readingPagesUsing = new Set<string>();
  for (const page of ids.filter((id) => RESIDENT_PAGE.test(id))) {
    const used = staticallyUsed(graph, [page]);
    const hasForm = [...used].some((id) => FORM_LIBRARY.test(id));
    for (const id of used) {
      pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      if (!hasForm) readingPagesUsing.add(id);
    }
  }
  const isShared = (id: string) =>
    (pagesUsing.get(id) ?? 0) >= 2 && !ON_DEMAND.test(id) && !RESIDENT_PAGE.test(id);
  const groups = new Map<string, string>();
  for (const id of ids) {
    if (entry.has(id)) continue;
    if (mobileLayout.has(id)) groups.set(id, LAYOUT_GROUP);
    else if (desktopLayout.has(id) && !pagesUsing.has(id) && !overlays.has(id))
      groups.set(id, DESKTOP_LAYOUT_GROUP);
    else if (isShared(id) && readingPagesUsing.has(id)) groups.set(id, SHARED_GROUP);
    else if (overlays.has(id)) groups.set(id, OVERLAYS_GROUP);
    else if (isShared(id)) groups.set(id, FORMS_GROUP);
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
      const grouped = loaded.filter((file) =>
        GROUPS.some((group) => file.startsWith(`assets/${group}-`)),
      );
      // A module the entry uses put in a group would make every page download the group first.
      if (grouped.length > 0)
        this.error(`The entry loads ${grouped.join(', ')}: a module it uses was grouped`);
    },
  };
}
