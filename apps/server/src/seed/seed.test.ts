import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cardPaymentEnabled,
  hasOpeningHours,
  isActiveBooking,
  isDoneBooking,
  limitReached,
  localDateOf,
  WEEKDAYS,
} from '@habitat/shared';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEntities,
  bookingEventGroups,
  bookingEvents,
  payments,
  reservations,
} from '#server/db/bookings-schema';
import {
  files,
  news,
  newsFiles,
  properties,
  serviceCategories,
  serviceFiles,
  services,
  users,
} from '#server/db/schema';
import { uploadsDir } from '#server/lib/files';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo content seed', () => {
  it('has categories, services with every kind of detail, news and documents', async () => {
    const categories = await t.db.select().from(serviceCategories);
    const rows = await t.db.select().from(services);
    expect(categories.filter((c) => !c.deleted).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((s) => s.active).length).toBeGreaterThanOrEqual(8);
    expect(rows.every((s) => s.iconFileId !== null)).toBe(true);
    const linkOnly = rows.filter(
      (s) => s.link && !s.email && !s.phoneNumber && !hasOpeningHours(s.hours),
    );
    expect(linkOnly.length).toBeGreaterThanOrEqual(1);
    expect(rows.some((s) => !hasOpeningHours(s.hours) && (s.email || s.phoneNumber))).toBe(true);
    expect(rows.some((s) => WEEKDAYS.some((day) => s.hours[day].length >= 2))).toBe(true);
    expect(
      rows.some((s) => hasOpeningHours(s.hours) && WEEKDAYS.some((d) => s.hours[d].length === 0)),
    ).toBe(true);
    for (const role of ['image', 'document'] as const) {
      const [row] = await t.db
        .select({ n: count() })
        .from(serviceFiles)
        .where(eq(serviceFiles.role, role));
      expect(row!.n).toBeGreaterThanOrEqual(8);
    }

    const published = await t.db.select().from(news).where(eq(news.status, 'in_progress'));
    expect(published.filter((n) => n.imageFileId !== null).length).toBeGreaterThanOrEqual(6);
    const [attached] = await t.db.select({ n: count() }).from(newsFiles);
    expect(attached!.n).toBeGreaterThanOrEqual(6);

    const documents = await t.db.select().from(files).where(eq(files.kind, 'document'));
    expect(documents.length).toBeGreaterThanOrEqual(4);
    const [unnamed] = await t.db
      .select({ n: count() })
      .from(files)
      .where(and(isNull(files.name), eq(files.kind, 'document')));
    expect(unnamed!.n).toBeGreaterThanOrEqual(1);
  });

  it('writes every file under DATA_DIR/uploads with the size and hash of its row', async () => {
    const rows = await t.db.select().from(files);
    for (const row of rows) {
      const bytes = readFileSync(join(uploadsDir(t.config.dataDir), row.storedName));
      expect(bytes.length).toBe(row.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }
    const photo = rows.find((r) => r.mediaType === 'image/jpeg')!;
    const meta = await sharp(join(uploadsDir(t.config.dataDir), photo.storedName)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 625]);
    const icon = rows.find((r) => r.kind === 'icon')!;
    expect(readFileSync(join(uploadsDir(t.config.dataDir), icon.storedName), 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });

  it('makes a different photo for every subject', async () => {
    const photos = await t.db.select().from(files).where(eq(files.mediaType, 'image/jpeg'));
    expect(new Set(photos.map((p) => p.sha256)).size).toBe(photos.length);
  });
});

describe('demo bookings seed', () => {
  const load = async () => {
    const userRows = await t.db.select({ id: users.id, username: users.username }).from(users);
    const userId = (username: string) => userRows.find((u) => u.username === username)!.id;
    const entities = await t.db.select().from(bookingEntities);
    const entity = (en: string) => entities.find((e) => e.name.en === en && !e.deleted)!;
    const bookings = await t.db.select().from(reservations);
    const withTimes = bookings.map((b) => ({ ...b, start: b.startAt, end: b.endAt }));
    return { userId, entity, entities, bookings: withTimes };
  };

  it('takes cards in the resident building only, with the local processor', async () => {
    const rows = await t.db.select().from(properties);
    const jardins = rows.find((p) => p.slug === 'jardins-saint-laurent')!;
    const peel = rows.find((p) => p.slug === 'carre-peel')!;
    expect(cardPaymentEnabled(jardins)).toBe(true);
    expect([jardins.paymentProcessor, jardins.paymentPublicKey]).toEqual([
      'local',
      'pk_local_habitat',
    ]);
    expect(cardPaymentEnabled(peel)).toBe(false);
  });

  it('has the amenities of the spec with their schedules', async () => {
    const { entity } = await load();
    expect(entity('Party room')).toMatchObject({
      priceCents: 5000,
      minimumDuration: 120,
      maximumDuration: 240,
      bufferDuration: 30,
      maximumConcurrentBooking: 1,
    });
    expect(entity('Gym')).toMatchObject({
      priceCents: 0,
      minimumDuration: 60,
      maximumDuration: 60,
    });
    expect(entity('Gym').maximumConcurrentBooking).toBe(4);
    expect(entity('Guest suite')).toMatchObject({ priceCents: 7500, minimumDuration: 1440 });
    const elevator = entity('Moving elevator');
    expect(elevator.ranges.saturday).toEqual([]);
    const [closure, ...others] = Object.keys(elevator.dates);
    expect(others).toEqual([]);
    expect(elevator.dates[closure!]).toEqual([]);
    const weekday = (new Date(`${closure}T12:00:00Z`).getUTCDay() + 6) % 7;
    expect(weekday).toBeLessThan(5);
    expect(closure! > localDateOf(new Date(), 'America/Toronto')).toBe(true);

    const serviceRows = await t.db.select().from(services);
    const service = (id: number) => serviceRows.find((s) => s.id === id)!;
    expect(service(entity('Party room').serviceId).maxActiveBookingsPerUnit).toBe(1);
    expect(service(entity('Gym').serviceId).maxActiveBookingsPerUser).toBe(3);
    expect(service(entity('Terrace BBQ').serviceId).availableOnlyForUserSignedOnLease).toBe(true);
    expect(service(entity('Swim lane 1').serviceId).showAvailableSchedulesForDate).toBe(true);
    expect(entity('Boardroom (20 seats)').priceCents).toBeGreaterThan(0);
    expect(entity('Peel room (12 seats)').priceCents).toBe(0);
  });

  it('fills some gym slots to capacity and leaves the resident what the e2e books', async () => {
    const { entity, bookings, userId } = await load();
    const now = new Date();
    const active = bookings.filter((b) => isActiveBooking(b, now));
    const gym = active.filter((b) => b.entityId === entity('Gym').id);
    const perStart = new Map<number, number>();
    for (const b of gym)
      perStart.set(b.startAt.getTime(), (perStart.get(b.startAt.getTime()) ?? 0) + 1);
    expect([...perStart.values()].filter((n) => n === 4)).toHaveLength(2);
    expect(active.some((b) => b.entityId === entity('Party room').id)).toBe(true);

    const resident = bookings.filter((b) => b.userId === userId('resident@example.com'));
    expect(
      resident.filter((b) => isActiveBooking(b, now) && b.entityId === entity('Gym').id),
    ).toHaveLength(1);
    expect(resident.filter((b) => b.canceledAt !== null && b.canceledBy !== null)).toHaveLength(1);
    const [party] = resident.filter((b) => isDoneBooking(b, now));
    expect(party).toMatchObject({ entityId: entity('Party room').id, totalCents: 5000 });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reservationId, party!.id));
    expect(payment).toMatchObject({ processor: 'local', amountCents: 5000, status: 'succeeded' });

    // The unit-mate's move reaches the elevator's unit limit; party room and guest suite are open.
    const unitBookings = bookings
      .filter((b) => b.unitId === party!.unitId)
      .map((b) => ({ ...b, service: b.serviceId }));
    const serviceRows = await t.db.select().from(services);
    const limits = (e: typeof bookingEntities.$inferSelect) => {
      const row = serviceRows.find((s) => s.id === e.serviceId)!;
      const service = {
        id: row.id,
        maximumActiveBookingsAllowedPerUser: row.maxActiveBookingsPerUser,
        maximumActiveBookingsAllowedPerUnit: row.maxActiveBookingsPerUnit,
      };
      const own = bookings.filter((b) => b.userId === userId('resident@example.com'));
      const userBookings = own.map((b) => ({ ...b, service: b.serviceId }));
      return limitReached({ service, userBookings, unitBookings, now });
    };
    expect(limits(entity('Moving elevator'))).toBe('unit');
    expect(limits(entity('Party room'))).toBeNull();
    expect(limits(entity('Guest suite'))).toBeNull();
    expect(limits(entity('Gym'))).toBeNull();
    // Guest suite: one neighbour's day in the coming two weeks, every other day free.
    expect(active.filter((b) => b.entityId === entity('Guest suite').id)).toHaveLength(1);
  });

  it('has a full yoga class, a nearly full paid evening and an unlimited meeting', async () => {
    const groups = await t.db.select().from(bookingEventGroups);
    const events = await t.db.select().from(bookingEvents);
    const { bookings } = await load();
    const seats = (eventId: number) =>
      bookings.filter((b) => b.eventId === eventId && b.canceledAt === null).length;
    const yoga = groups.find((g) => g.name.en === 'Saturday yoga')!;
    const classes = events.filter((e) => e.groupId === yoga.id);
    expect(classes).toHaveLength(6);
    expect(classes.every((e) => e.startAt > new Date() && e.maxAvailable === 12)).toBe(true);
    expect(classes.map((e) => seats(e.id)).sort((a, b) => b - a)[0]).toBe(12);
    const wine = events.find((e) => e.name.en === 'Wine and cheese evening')!;
    expect([wine.priceCents, wine.maxAvailable, seats(wine.id)]).toEqual([2500, 30, 27]);
    const meeting = events.find((e) => e.name.en === 'Annual meeting')!;
    expect(meeting.maxAvailable).toBe(0);
    // A household's or a team's seats fit the event's seats per resident (decision 027).
    for (const event of events) {
      const held = new Map<number, number>();
      for (const b of bookings.filter((b) => b.eventId === event.id && b.canceledAt === null)) {
        held.set(b.userId, (held.get(b.userId) ?? 0) + 1);
      }
      expect(Math.max(0, ...held.values()), event.name.en).toBeLessThanOrEqual(
        event.maxSeatsPerUser,
      );
    }
    const paidSeats = bookings.filter((b) => b.eventId === wine.id).map((b) => b.id);
    const [charged] = await t.db
      .select({ n: count() })
      .from(payments)
      .where(inArray(payments.reservationId, paidSeats));
    expect(charged!.n).toBe(27);
  });
});
