import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle in the server or in shared: a cycle makes a module's meaning depend on which
 * side was loaded first, and it is how "one owner per table" quietly erodes into two owners
 * leaning on each other. `import type` counts too: the tree has no type-only cycle, and a type
 * that two modules need from each other belongs in a third one both import.
 */
const serverSrc = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(serverSrc, '../../..');
const roots = [serverSrc, join(repoRoot, 'packages/shared/src')];

function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' ? [] : sourceFiles(path, withTests);
    const isTest = /\.test\.tsx?$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && (withTests || !isTest) ? [path] : [];
  });
}

/** Static `import … from`, `import '…'` and `export … from` specifiers (dynamic imports load late). */
const SPECIFIER = /(?:^|[;\s])(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function resolveFile(base: string): string | undefined {
  const stem = base.replace(/\.(js|ts)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')].find((path) => existsSync(path));
}

/** Relative specifiers, and `#server/<rest>` (package.json `imports` → `./src/<rest>.ts`). */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('#server/'))
    return resolveFile(join(serverSrc, specifier.slice('#server/'.length)));
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  return undefined;
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const source = withoutComments(readFileSync(file, 'utf8'));
      const targets = [...source.matchAll(SPECIFIER)]
        .map((match) => resolveSpecifier(file, match[1] ?? ''))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Each cycle once, as the files along it, starting from its smallest name. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const first = cycle.indexOf([...cycle].sort()[0] ?? '');
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join(' → '), rotated);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

const name = (path: string) => relative(repoRoot, path).split(sep).join('/');

/** A server file's home: its feature (a console feature under features/manage), else its top folder. */
function homeOf(file: string) {
  const parts = relative(serverSrc, file).split(sep);
  if (parts[0] !== 'features') return parts.length > 1 ? parts[0] : '';
  return parts.slice(0, parts[1] === 'manage' && parts.length > 3 ? 3 : 2).join('/');
}

/** `../` specifiers of a server file that reach outside its home (they should say #server/). */
export function importsLeavingHome(file: string): string[] {
  const home = homeOf(file);
  const source = withoutComments(readFileSync(file, 'utf8'));
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => {
      if (!specifier.startsWith('../')) return false; // ./ stays in the folder
      const target = relative(serverSrc, resolve(dirname(file), specifier))
        .split(sep)
        .join('/');
      return home === '' || !(target === home || target.startsWith(`${home}/`));
    });
}

describe('import cycles', () => {
  const graph = importGraph(roots.flatMap((root) => sourceFiles(root)));

  it('reads the imports', () => {
    const app = graph.get(join(serverSrc, 'app.ts')) ?? [];
    expect(app.length).toBeGreaterThan(5);
  });

  it('resolves #server/ specifiers to apps/server/src', () => {
    expect(resolveSpecifier(join(serverSrc, 'app.ts'), '#server/data/users')).toBe(
      join(serverSrc, 'data/users.ts'),
    );
  });

  it('none in apps/server/src and packages/shared/src', () => {
    expect(findCycles(graph).map((cycle) => cycle.map(name).join(' → '))).toEqual([]);
  });
});

describe('import paths', () => {
  it("a server import that leaves its feature or top folder names #server/, not '../..'", () => {
    const leaving = sourceFiles(serverSrc, true).flatMap((file) =>
      importsLeavingHome(file).map((specifier) => `${name(file)}: ${specifier}`),
    );
    expect(leaving).toEqual([]);
  });

  it('sees a relative import that leaves its feature', () => {
    expect(importsLeavingHome(join(serverSrc, 'features/manage/managers/routes.ts'))).toEqual([]);
    expect(homeOf(join(serverSrc, 'features/booking/jobs.ts'))).toBe('features/booking');
    expect(homeOf(join(serverSrc, 'features/manage/leases/service.ts'))).toBe(
      'features/manage/leases',
    );
  });
});
