import type { TTranslatable } from '@habitat/shared';
import { integer, type ReferenceConfig, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column builders the schema files share. Each call makes a fresh builder: a builder belongs to
 * the one table it is put in.
 */

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A row's required link to another table: `integer not null references …`. */
export const requiredRef = (ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(ref, actions);

export const EMPTY_TRANSLATABLE: TTranslatable = { fr: '', en: '' };
