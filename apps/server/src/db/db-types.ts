import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as bookingTables from './bookings-schema';
import type * as notificationTables from './notifications-schema';
import type * as coreTables from './schema';

/**
 * The database's types, apart from client.ts that opens it: the modules client.ts starts
 * (maintenance, rows) need them too, and importing them from client.ts made a cycle.
 */
type TSchema = typeof coreTables & typeof bookingTables & typeof notificationTables;

export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
/** A query runner: the database or a transaction in progress. */
export type TDbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; close: () => Promise<void> };
