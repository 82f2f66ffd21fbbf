import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as bookingTables from '#server/db/bookings-schema';
import * as notificationTables from '#server/db/notifications-schema';
import * as tables from '#server/db/schema';

/**
 * Who owns what. Each table has one owner module (apps/server/src/data/*, or the lib module of
 * an infrastructure table) that alone imports it from db/schema and holds its predicates; every
 * feature, resident or console, calls that module. A feature's repository is its own, and no
 * service re-exports a data module or a repository to let others past that rule.
 */
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const featuresDir = join(srcDir, 'features');

/** Infrastructure tables, owned by the lib module that implements them. */
const LIB_OWNERS = new Set([
  'lib/idempotency.ts',
  'lib/list-cache.ts',
  'lib/rate-limit-store/counters.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Seeds, the test set-up and the tests' helpers (test-*.ts) write and read rows directly. */
const isFixture = (file: string) =>
  /^(db|seed|test)\//.test(file) || /(^|\/)test-[^/]*\.ts$/.test(file);

const schemaTables: [string, PgTable][] = Object.entries({
  ...tables,
  ...bookingTables,
  ...notificationTables,
}).flatMap(([name, value]) => (is(value, PgTable) ? [[name, value as PgTable]] : []));
const tableNames = new Set(schemaTables.map(([name]) => name));
/** Drizzle name → SQL name (`bookingEntities` → `booking_entities`). */
const sqlNames = new Map<string, string>(
  schemaTables.map(([name, table]) => [name, getTableName(table)]),
);

const SCHEMA_IMPORT =
  /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'[^']*\/db\/(?:bookings-|notifications-)?schema'/g;

/** The tables a file imports as values (type-only imports name no table). */
function importedTables(source: string): string[] {
  return [...source.matchAll(SCHEMA_IMPORT)].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => !name.startsWith('type ') && tableNames.has(name)),
  );
}

const files = sourceFiles(srcDir)
  .map((path) => ({ path, file: relative(srcDir, path).split(sep).join('/') }))
  .filter(({ file }) => !isFixture(file))
  .map(({ path, file }) => ({ path, file, source: readFileSync(path, 'utf8') }));

describe('table owners', () => {
  it('finds the tables of the schema', () => {
    expect(tableNames).toContain('reservations');
    expect(tableNames).toContain('users');
  });

  it('each table is imported by one owner module only', () => {
    const importers = new Map<string, string[]>();
    for (const { file, source } of files)
      for (const table of importedTables(source))
        importers.set(table, [...(importers.get(table) ?? []), file]);
    const secondOwners = [...importers].filter(([, owners]) => owners.length > 1);
    expect(secondOwners).toEqual([]);
  });

  it('owners live in data/ (or lib/ for infrastructure tables)', () => {
    const strays = files
      .filter(({ source }) => importedTables(source).length > 0)
      .map(({ file }) => file)
      .filter((file) => !file.startsWith('data/') && !LIB_OWNERS.has(file));
    expect(strays).toEqual([]);
  });
});

describe('feature boundaries', () => {
  const featureOf = (path: string) => relative(featuresDir, path).split(sep)[0];
  const featureFiles = files.filter(({ path }) => path.startsWith(featuresDir));

  it("no feature imports another feature's repository", () => {
    const crossings = featureFiles.flatMap(({ path, source }) =>
      [...source.matchAll(/from '(\.[^']*\/repository)'/g)]
        .map((match) => resolve(dirname(path), match[1] ?? ''))
        .filter((target) => featureOf(target) !== featureOf(path))
        .map((target) => `${relative(featuresDir, path)} → ${relative(featuresDir, target)}`),
    );
    expect(crossings).toEqual([]);
  });

  it('no service re-exports a repository or a data module', () => {
    const reExports = featureFiles
      .filter(({ source }) =>
        /export\s+(\*|\{[^}]*\})\s+from\s+'[^']*\/(repository|data\/[^']*)'/.test(source),
      )
      .map(({ file }) => file);
    expect(reExports).toEqual([]);
  });
});

/**
 * docs/architecture.md's "Who owns which table", read from the code: every table of the schema
 * in one row, under the module that imports it, and each owner's first line ("Owns …") naming
 * exactly the tables of its row.
 */
describe('the owners table of docs/architecture.md', () => {
  const doc = readFileSync(join(srcDir, '../../../docs/architecture.md'), 'utf8');
  const section = doc.split('## Who owns which table')[1]?.split(/\n## /)[0] ?? '';
  const rows = [...section.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map(
    ([, owner = '', cells = '']) => ({
      owner,
      tables: [...cells.matchAll(/`([a-z_]+)`/g)].map(([, table = '']) => table),
    }),
  );
  const documented = rows.flatMap(({ owner, tables }) => tables.map((table) => [table, owner]));

  /** The tables each module imports from the schema, by their SQL names. */
  const imported = new Map(
    files.map(({ file, source }) => [
      file,
      importedTables(source).map((name) => sqlNames.get(name) ?? name),
    ]),
  );

  /** "Owns a, b and c: …" in the module's first comment; asides in brackets are not tables. */
  const declared = (source: string) => {
    const comment = /^\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
    const claim = /Owns([^:.]*)/.exec(comment.replace(/\s*\*\s*/g, ' ').replace(/\([^)]*\)/g, ''));
    return [...(claim?.[1] ?? '').matchAll(/[a-z_]+/g)]
      .map(([word]) => word)
      .filter((word) => [...sqlNames.values()].includes(word));
  };

  it('lists every table of the schema once', () => {
    const listed = documented.map(([table]) => table).sort();
    expect(listed).toEqual([...sqlNames.values()].sort());
  });

  it("names each table's real owner: the one module importing it from the schema", () => {
    const owners = new Map<string, string[]>();
    for (const [file, names] of imported)
      for (const table of names) owners.set(table, [...(owners.get(table) ?? []), file]);
    const wrong = documented.filter(([table, owner]) => owners.get(table ?? '')?.join() !== owner);
    expect(wrong).toEqual([]);
  });

  it("matches each owner's first line, which names exactly its tables", () => {
    const mismatches = rows
      .map(({ owner, tables }) => {
        const source = files.find(({ file }) => file === owner)?.source ?? '';
        return { owner, documented: [...tables].sort(), declared: declared(source).sort() };
      })
      .filter((row) => row.documented.join() !== row.declared.join());
    expect(mismatches).toEqual([]);
  });

  it('has a row for every module that owns a table', () => {
    const owners = [...imported].filter(([, names]) => names.length > 0).map(([file]) => file);
    expect(owners.filter((file) => !rows.some(({ owner }) => owner === file))).toEqual([]);
  });
});
