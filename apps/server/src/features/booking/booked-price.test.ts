import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { TEST_CARDS, type TReservation } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEntities } from '#server/db/bookings-schema';
import { createEmptyPostgresDatabase, createTestApp, type TTestApp } from '#server/test/harness';
import { cardToken, dayFromToday, insertEntity, insertService } from './test-fixtures';

/**
 * A booking keeps the price it was made at: the manager changing the schedule's price later
 * changes neither what the resident's lists say it cost nor whether they may cancel it.
 */

let t: TTestApp;
let resident: Record<string, string>;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  resident = t.bearer((await t.login('resident@example.com')).token);
  serviceId = await insertService(t.db, { property: 'jardins-saint-laurent' });
});
afterAll(() => t.close());

const day = dayFromToday(4);

async function book(entity: number, from: string, price: number) {
  const payments =
    price === 0
      ? []
      : [
          {
            from: await cardToken(t, TEST_CARDS.succeeds),
            processor: 'local',
            amount: price,
            currency: 'CAD',
          },
        ];
  const hour = Number(from.slice(0, 2));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: resident,
    payload: {
      entity,
      start: `${day} ${from}:00`,
      end: `${day} ${String(hour + 1).padStart(2, '0')}:00:00`,
      total: price,
      currency: 'CAD',
      payments,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TReservation>();
}

/** What the console's schedule form does to the price (the row as the manager leaves it). */
async function setPrice(entity: number, price: number) {
  await t.db
    .update(bookingEntities)
    .set({ priceCents: price })
    .where(eq(bookingEntities.id, entity));
}

const read = async (id: number) =>
  (await t.app.inject({ url: `/api/reservations/${id}`, headers: resident })).json<TReservation>();
const listed = async (id: number) =>
  (await t.app.inject({ url: '/api/reservations?perPage=-1', headers: resident }))
    .json<{ data: TReservation[] }>()
    .data.find((booking) => booking.id === id);
const cancel = (id: number) =>
  t.app.inject({ method: 'PUT', url: `/api/reservations/${id}/cancel`, headers: resident });

describe('a booking keeps the price it was made at', () => {
  it('a paid booking stays paid, and not cancellable by the resident, when the price drops to 0', async () => {
    const entity = await insertEntity(t.db, serviceId, { price: 4500 });
    const booking = await book(entity, '10:00', 4500);
    await setPrice(entity, 0);

    expect(await read(booking.id)).toMatchObject({ price: 4500, total: 4500, currency: 'CAD' });
    expect(await listed(booking.id)).toMatchObject({ price: 4500, total: 4500 });
    const response = await cancel(booking.id);
    expect([response.statusCode, response.json().error.code]).toEqual([
      409,
      'booking_not_cancellable',
    ]);
    expect((await read(booking.id)).canceledAt).toBeNull();
  });

  it('a free booking stays free, and cancellable, when the schedule becomes paid', async () => {
    const entity = await insertEntity(t.db, serviceId);
    const booking = await book(entity, '12:00', 0);
    await setPrice(entity, 3000);

    expect(await read(booking.id)).toMatchObject({ price: 0, total: 0, payments: [] });
    const response = await cancel(booking.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TReservation>()).toMatchObject({ price: 0 });
  });
});

/* ---------- Migration 0013: bookings made before it ---------- */

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'habitat-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** An empty database (PGlite, or PostgreSQL with TEST_DATABASE_URL) migrated folder by folder. */
async function emptyDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const empty = await createEmptyPostgresDatabase(serverUrl);
    const pool = new pg.Pool({ connectionString: empty.url, max: 1 });
    const db = drizzlePg(pool);
    return {
      migrate: (migrationsFolder: string) => migratePg(db, { migrationsFolder }),
      query: async (text: string) => (await pool.query(text)).rows as Record<string, unknown>[],
      close: async () => {
        await pool.end();
        await empty.drop();
      },
    };
  }
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
    query: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

describe('migration 0013_reservation_price', () => {
  it('gives the bookings made before it the price their card was charged, and 0 to free ones', async () => {
    const database = await emptyDatabase();
    try {
      await database.migrate(migrationsBefore('0013_reservation_price'));
      // A schedule that cost 45 $ and 30 $ when booked, and is free today.
      for (const statement of [
        `INSERT INTO organizations (slug, name) VALUES ('o', 'O')`,
        `INSERT INTO properties (organization_id, slug, name, address_full, city, state, zip)
          VALUES (1, 'p', 'P', '1 rue', 'Montréal', 'QC', 'H2X 1Y4')`,
        `INSERT INTO service_categories (organization_id, property_id, name)
          VALUES (1, 1, '{"fr":"c","en":"c"}')`,
        `INSERT INTO services (category_id, name) VALUES (1, '{"fr":"s","en":"s"}')`,
        `INSERT INTO booking_entities (service_id, name, ranges, price_cents)
          VALUES (1, '{"fr":"e","en":"e"}', '{}', 0)`,
        `INSERT INTO users (organization_id, username, email, password_hash, role, first_name, last_name)
          VALUES (1, 'u', 'u@example.com', 'x', 'ROLE_TENANT', 'U', 'V')`,
        `INSERT INTO reservations (organization_id, property_id, service_id, entity_id, user_id,
            start_at, end_at, total_cents, currency, canceled_at)
          VALUES (1, 1, 1, 1, 1, now(), now() + interval '1 hour', 4500, 'CAD', null),
                 (1, 1, 1, 1, 1, now(), now() + interval '1 hour', 3000, 'CAD', now()),
                 (1, 1, 1, 1, 1, now(), now() + interval '1 hour', 0, 'CAD', null)`,
        `INSERT INTO payments (reservation_id, user_id, processor, charge_id, amount_cents,
            currency, status)
          VALUES (1, 1, 'local', 'ch_a', 4500, 'CAD', 'succeeded'),
                 (2, 1, 'local', 'ch_b', 3000, 'CAD', 'refunded'),
                 (null, 1, 'local', 'ch_c', 9900, 'CAD', 'succeeded')`,
      ]) {
        await database.query(statement);
      }
      await database.migrate(MIGRATIONS);
      const rows = await database.query(
        'SELECT id, price_cents, total_cents, currency FROM reservations ORDER BY id',
      );
      expect(rows).toEqual([
        { id: 1, price_cents: 4500, total_cents: 4500, currency: 'CAD' },
        { id: 2, price_cents: 3000, total_cents: 3000, currency: 'CAD' },
        { id: 3, price_cents: 0, total_cents: 0, currency: 'CAD' },
      ]);
    } finally {
      await database.close();
    }
  });
});
