import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A component shows a text only if its section of the catalog is loaded for every page that
 * renders it (setup.ts: the core catalog on every page, a page's sections with its code, see
 * routes.tsx: withTexts). Read from the sources: each page's modules (its static and lazy
 * imports), the keys they name, and the sections its route asks for.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const I18N = join(SRC, 'i18n');
const ROUTES = join(SRC, 'app/routes.tsx');
const ENTRY = join(SRC, 'main.tsx');
const CORE = 'core';
/** The native app's texts come with its code (features/mobile/native-shell.tsx adds them). */
const SELF_LOADED = 'mobile';

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

/** The section each top-level key of the French texts belongs to. */
function sectionByTopKey(): Map<string, string> {
  const sections = new Map<string, string>();
  const add = (key: string, section: string) => {
    const other = sections.get(key);
    if (other) throw new Error(`"${key}" is in the ${other} and the ${section} sections`);
    sections.set(key, section);
  };
  for (const key of Object.keys(readJson(join(I18N, 'fr.json')))) add(key, CORE);
  for (const file of readdirSync(join(I18N, 'sections')).filter((f) => f.endsWith('-fr.json'))) {
    const section = file.replace(/-fr\.json$/, '').replaceAll('-', '_');
    for (const key of Object.keys(readJson(join(I18N, 'sections', file)))) add(key, section);
  }
  for (const section of ['manage', 'notifications', SELF_LOADED]) add(section, section);
  return sections;
}

const SECTIONS = sectionByTopKey();

function leafKeys(value: unknown, prefix: string, into: Set<string>): Set<string> {
  if (typeof value !== 'object' || value === null) {
    into.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    into.add(prefix);
    return into;
  }
  for (const [key, child] of Object.entries(value)) leafKeys(child, `${prefix}.${key}`, into);
  return into;
}

function allKeys(): Set<string> {
  const keys = new Set<string>();
  const files = [
    ...readdirSync(I18N).filter((f) => f.endsWith('fr.json')),
    ...readdirSync(join(I18N, 'sections')).map((f) => `sections/${f}`),
  ].filter((f) => f.endsWith('fr.json'));
  for (const file of files) {
    const texts = readJson(join(I18N, file));
    const wrapper = /^([a-z]+)-fr\.json$/.exec(file)?.[1];
    for (const [key, value] of Object.entries(wrapper ? { [wrapper]: texts } : texts)) {
      leafKeys(value, key, keys);
    }
  }
  return keys;
}

const KEYS = allKeys();

/** The sections whose texts a module names: whole keys in quotes, or a key's start in a template. */
function sectionsNamedIn(code: string): Set<string> {
  const named = new Set<string>();
  for (const [, key = ''] of code.matchAll(/['"`]([a-z_]+(?:\.\w+)+)['"`]/g)) {
    const section = SECTIONS.get(key.split('.')[0] ?? '');
    if (section && KEYS.has(key)) named.add(section);
  }
  for (const [, top = ''] of code.matchAll(/`([a-z_]+)\.[\w.]*\$\{/g)) {
    const section = SECTIONS.get(top);
    if (section) named.add(section);
  }
  return named;
}

const IMPORT =
  /(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return (
    candidates.find(
      (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
    ) ?? null
  );
}

/** The modules `entry` renders: its imports, static and lazy, but not the pages of routes.tsx. */
function modulesOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  for (let file = todo.pop(); file; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, from, bare, lazy] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (lazy && file === ROUTES) continue;
      const module = resolveModule(file, from ?? bare ?? lazy ?? '');
      if (module) todo.push(module);
    }
  }
  return seen;
}

type TMissing = { page: string; section: string; module: string };

function missingSections(page: string, modules: Set<string>, loaded: Set<string>): TMissing[] {
  const missing: TMissing[] = [];
  for (const module of modules) {
    if (module === ROUTES) continue;
    for (const section of sectionsNamedIn(readFileSync(module, 'utf8'))) {
      if (!loaded.has(section)) missing.push({ page, section, module: relative(SRC, module) });
    }
  }
  return missing;
}

/** Each page of routes.tsx: its module, the sections its route loads, and its title key. */
function routePages(source: string) {
  const manageStart = source.indexOf("id: 'manage'");
  return [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => {
    const at = match.index ?? 0;
    const declaration = source.slice(source.lastIndexOf('Component', at), at);
    const listed = /withTexts\(\s*\[([^\]]*)\]/.exec(declaration)?.[1] ?? '';
    const sections = [...listed.matchAll(/'(\w+)'/g)].map(([, name]) => name ?? '');
    // The console's pages render inside its root, which loads the console's texts.
    if (at > manageStart && !sections.includes('manage')) sections.push('manage');
    return { module: resolveModule(ROUTES, match[1] ?? ''), sections };
  });
}

describe('the texts each page loads', () => {
  const routesSource = readFileSync(ROUTES, 'utf8');

  it('finds the pages, and each section they ask for is a section of the catalog', () => {
    const pages = routePages(routesSource);
    expect(pages.length).toBeGreaterThan(50);
    const known = new Set(SECTIONS.values());
    for (const page of pages) {
      expect(page.module).not.toBeNull();
      for (const section of page.sections) expect(known).toContain(section);
    }
  });

  it('the app around the pages (layouts, menus, dialogs, errors) uses only the core texts', () => {
    const loaded = new Set([CORE, SELF_LOADED]);
    expect(missingSections('(layout)', modulesOf(ENTRY), loaded)).toEqual([]);
  });

  it('the layout shows a page title while the page downloads: titles are in the core texts', () => {
    const manageStart = routesSource.indexOf("id: 'manage'");
    const titles = [...routesSource.matchAll(/titled\('([^']+)'/g)].map((match) => ({
      key: match[1] ?? '',
      loaded: (match.index ?? 0) > manageStart ? [CORE, 'manage'] : [CORE],
    }));
    expect(titles.length).toBeGreaterThan(50);
    const misplaced = titles.filter(
      ({ key, loaded }) =>
        !KEYS.has(key) || !loaded.includes(SECTIONS.get(key.split('.')[0] ?? '') ?? ''),
    );
    expect(misplaced).toEqual([]);
  });

  it('every text a page can render is in a section loaded for it', () => {
    const missing = routePages(routesSource).flatMap(({ module, sections }) =>
      module
        ? missingSections(
            relative(SRC, module),
            modulesOf(module),
            new Set([CORE, SELF_LOADED, ...sections]),
          )
        : [],
    );
    expect(missing).toEqual([]);
  });

  it('notices a page that does not load a section its components use', () => {
    const source = routesSource.replace(
      "withTexts(['bookings'], () =>\n            import('../features/bookings/pages/bookings-page')",
      "withTexts([], () =>\n            import('../features/bookings/pages/bookings-page')",
    );
    expect(source).not.toBe(routesSource);
    const page = routePages(source).find(({ module }) => module?.endsWith('bookings-page.tsx'));
    expect(page?.sections).toEqual([]);
    const missing = missingSections('bookings', modulesOf(page?.module ?? ''), new Set([CORE]));
    expect(missing.map(({ section }) => section)).toContain('bookings');
  });
});
