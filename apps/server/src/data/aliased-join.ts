import { eq, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, alias, type BuildAliasTable, type PgTable } from 'drizzle-orm/pg-core';

type TColumnName<TTable extends PgTable> = keyof TTable['_']['columns'] & string;

type TAliasedColumns<TTable extends PgTable, TAlias extends string, TName extends string> = Pick<
  BuildAliasTable<TTable, TAlias>,
  TName & keyof BuildAliasTable<TTable, TAlias>
>;

type TJoinOptions<TTable extends PgTable, TAlias extends string, TName extends string> = {
  table: TTable;
  /** The alias; the table's own name lets the owner's predicates apply unchanged. */
  as: TAlias;
  /** The columns the owner shows to the other module. */
  columns: readonly TName[];
};

/**
 * How an owner lends its table to another module's query: the table under the alias `as`, the
 * columns it shows and, with `on`, the join condition on that column (`on: (x) => eq(t.on, x)`).
 * It imports no table: each owner passes its own.
 */
export function aliasedJoin<
  TTable extends PgTable,
  TAlias extends string,
  const TName extends TColumnName<TTable>,
  TOn extends TColumnName<TTable>,
>(
  options: TJoinOptions<TTable, TAlias, TName> & { on: TOn },
): { table: BuildAliasTable<TTable, TAlias>; on: (column: AnyPgColumn) => SQL } & TAliasedColumns<
  TTable,
  TAlias,
  TName
>;
export function aliasedJoin<
  TTable extends PgTable,
  TAlias extends string,
  const TName extends TColumnName<TTable>,
>(
  options: TJoinOptions<TTable, TAlias, TName>,
): { table: BuildAliasTable<TTable, TAlias> } & TAliasedColumns<TTable, TAlias, TName>;
export function aliasedJoin(
  options: TJoinOptions<PgTable, string, string> & { on?: string },
): Record<string, unknown> {
  const table = alias(options.table, options.as);
  // The alias's columns by name: drizzle types a generic table's alias as a deferred conditional
  // type that cannot be indexed, so it is read as the record it is (a proxy of the table).
  const byName = table as unknown as Record<string, AnyPgColumn | undefined>;
  const column = (name: string) => {
    const found = byName[name];
    if (found === undefined) throw new Error(`${options.as} has no column ${name}`);
    return found;
  };
  const onColumn = options.on === undefined ? undefined : column(options.on);
  return {
    table,
    ...(onColumn === undefined ? {} : { on: (other: AnyPgColumn) => eq(onColumn, other) }),
    ...Object.fromEntries(options.columns.map((name) => [name, column(name)])),
  };
}

/** What a join shows, to select as it is: its columns, without the table and the condition. */
export function shownColumns<TJoin extends { table: unknown }>(
  join: TJoin,
): Omit<TJoin, 'table' | 'on'> {
  const { table: _table, on: _on, ...columns } = join as TJoin & { on?: unknown };
  return columns;
}
