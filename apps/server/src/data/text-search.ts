import { ilike, or, type SQL, sql } from 'drizzle-orm';

type TSearchable = Parameters<typeof ilike>[0];

/** A LIKE pattern that finds `text` anywhere in a value, its own `%`, `_` and `\` taken as they are. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `q` stands (case aside) in a person's name, read in either order, or in one of
 * `others`; undefined without `q`, so a `where` keeps every row.
 */
export function personMatches(
  q: string | undefined,
  person: { firstName: TSearchable; lastName: TSearchable },
  others: TSearchable[],
): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(sql`${person.firstName} || ' ' || ${person.lastName}`, pattern),
    ilike(sql`${person.lastName} || ' ' || ${person.firstName}`, pattern),
    ...others.map((column) => ilike(column, pattern)),
  );
}
