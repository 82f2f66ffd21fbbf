import {
  TEST_CARDS,
  type TManagedReservationListResponse,
  type TReservation,
  type TWaitlistEntry,
} from '@habitat/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '#server/db/bookings-schema';
import { notificationEvents } from '#server/db/notifications-schema';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/lib/passwords';
import { createTestApp, type TTestApp } from '#server/test/harness';
import {
  activeCount,
  cardToken,
  dayFromToday,
  insertEntity,
  insertEvent,
  insertService,
} from './test-fixtures';
import { sweepExpiredOffers } from './waitlist-expiry';

/**
 * Waitlists (issue 26): joining only what is full, an offer on every kind of freeing, held
 * against new bookings, expiry to the next, leaving, accepting through the booking code (limits,
 * payment). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TTestApp;
const as: Record<
  'resident' | 'cotenant' | 'sophie' | 'mathieu' | 'shop' | 'manager',
  Record<string, string>
> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  // Two neighbours of the demo (random passwords): given ones the harness signs in with.
  for (const email of ['sophie.lavoie@example.com', 'mathieu.bergeron@example.com']) {
    const passwordHash = await hashPassword(email.split('@')[0]!);
    await t.db.update(users).set({ passwordHash }).where(eq(users.email, email));
  }
  as.resident = t.bearer((await t.login('resident@example.com')).token);
  as.cotenant = t.bearer((await t.login('cotenant@example.com')).token);
  as.sophie = t.bearer((await t.login('sophie.lavoie@example.com')).token);
  as.mathieu = t.bearer((await t.login('mathieu.bergeron@example.com')).token);
  as.shop = t.bearer((await t.login('shop@example.com')).token);
  as.manager = t.bearer((await t.login('manager@example.com')).token);
});
afterAll(() => t.close());

const JARDINS = 'jardins-saint-laurent';
const FREE = { total: 0, currency: 'CAD', payments: [] };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) => t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

const join = (who: object, payload: object) => call('POST', '/api/waitlist_entries', who, payload);
const book = (who: object, payload: object) =>
  call('POST', '/api/reservations', who, { ...FREE, ...payload });
const mine = async (who: object) =>
  (await call('GET', '/api/waitlist_entries', who)).json<{ data: TWaitlistEntry[] }>().data;
const entryOf = async (who: object, id: number) => (await mine(who)).find((e) => e.id === id)!;
const errorOf = (response: { statusCode: number; json: () => { error: { code: string } } }) => [
  response.statusCode,
  response.json().error.code,
];

async function offersTo(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.db
    .select({ params: notificationEvents.params })
    .from(notificationEvents)
    .where(
      and(
        eq(notificationEvents.type, 'waitlist_offer'),
        eq(notificationEvents.recipientId, user!.id),
      ),
    );
}

/** A one-seat event of a new service, taken by the resident. */
async function fullEvent(options: { perUser?: number } = {}) {
  const service = await insertService(t.db, { property: JARDINS, perUser: options.perUser });
  const event = await insertEvent(t.db, service, { seats: 1, startAt: inDays(5) });
  const taken = await book(as.resident, { event });
  expect(taken.statusCode).toBe(200);
  return { service, event, booking: taken.json<TReservation>() };
}

describe('joining', () => {
  it('only a full event, once per person, in order, listed with the place in line', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const event = await insertEvent(t.db, service, { seats: 1, startAt: inDays(5) });
    expect(errorOf(await join(as.cotenant, { event }))).toEqual([409, 'waitlist_not_full']);

    expect((await book(as.resident, { event })).statusCode).toBe(200);
    const first = await join(as.cotenant, { event });
    expect(first.statusCode).toBe(201);
    expect(first.json<TWaitlistEntry>()).toMatchObject({ status: 'waiting', position: 1 });
    const second = await join(as.sophie, { event });
    expect(second.json<TWaitlistEntry>()).toMatchObject({ position: 2, offerExpiresAt: null });
    expect(errorOf(await join(as.cotenant, { event }))).toEqual([409, 'waitlist_already_joined']);

    const listed = await mine(as.sophie);
    expect(listed.map((entry) => [entry.id, entry.status, entry.position])).toContainEqual([
      second.json<TWaitlistEntry>().id,
      'waiting',
      2,
    ]);
    expect((await mine(as.mathieu)).some((e) => e.event?.id === event)).toBe(false);
  });

  it('a full slot only (a free one is booked instead), and never what the resident may not book', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const entity = await insertEntity(t.db, service);
    const day = dayFromToday(3);
    const slot = { entity, start: `${day} 10:00:00`, end: `${day} 11:00:00` };
    expect((await book(as.resident, slot)).statusCode).toBe(200);
    expect((await join(as.sophie, slot)).statusCode).toBe(201);
    const free = { ...slot, start: `${day} 14:00:00`, end: `${day} 15:00:00` };
    expect(errorOf(await join(as.sophie, free))).toEqual([409, 'waitlist_not_full']);
    // Another building's resident: the schedule is not theirs to see.
    expect((await join(as.shop, slot)).statusCode).toBe(404);
    // Off the grid: the booking's own refusal.
    const odd = { ...slot, start: `${day} 10:10:00` };
    expect(errorOf(await join(as.sophie, odd))).toEqual([400, 'booking_invalid_time']);

    const signersOnly = await insertService(t.db, { property: JARDINS, signersOnly: true });
    const event = await insertEvent(t.db, signersOnly, { seats: 1, startAt: inDays(4) });
    expect((await book(as.resident, { event })).statusCode).toBe(200);
    expect(errorOf(await join(as.cotenant, { event }))).toEqual([403, 'booking_signers_only']);
    const rows = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, event));
    expect(rows).toEqual([]);
  });
});

describe('offers', () => {
  it('a resident cancels: the first waiting is offered the seat, held against new bookings, and books it', async () => {
    const { event, booking } = await fullEvent();
    const first = (await join(as.cotenant, { event })).json<TWaitlistEntry>();
    await join(as.sophie, { event });
    const before = Date.now();
    expect(
      (await call('PUT', `/api/reservations/${booking.id}/cancel`, as.resident)).statusCode,
    ).toBe(200);
    const offered = await entryOf(as.cotenant, first.id);
    expect(offered.status).toBe('offered');
    const holdMs = new Date(offered.offerExpiresAt!).getTime() - before;
    expect(holdMs).toBeGreaterThan(119 * 60_000);
    expect(holdMs).toBeLessThan(121 * 60_000);
    expect(
      (await offersTo('cotenant@example.com')).map((row) => row.params.waitlistEntryId),
    ).toContain(first.id);
    // The held seat is no one else's: not the resident who freed it, not the second in line.
    expect(errorOf(await book(as.resident, { event }))).toEqual([409, 'booking_event_full']);
    expect(errorOf(await book(as.mathieu, { event }))).toEqual([409, 'booking_event_full']);

    const accepted = await call(
      'POST',
      `/api/waitlist_entries/${first.id}/accept`,
      as.cotenant,
      FREE,
    );
    expect(accepted.statusCode).toBe(200);
    const reservation = accepted.json<TReservation>();
    expect(reservation.event?.id).toBe(event);
    expect(await entryOf(as.cotenant, first.id)).toMatchObject({
      status: 'accepted',
      reservation: reservation.id,
      offerExpiresAt: null,
    });
    expect(await activeCount(t.db, { eventId: event })).toBe(1);
  });

  it('a manager sees the line in the calendar, cancels, and the seat is offered', async () => {
    const { service, event, booking } = await fullEvent();
    const entry = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    const calendar = `/api/manage/services/${service}/reservations?from=${dayFromToday(4)}&to=${dayFromToday(6)}`;
    const raw = await call('GET', calendar, as.manager);
    const before = raw.json<TManagedReservationListResponse>();
    expect(before.waitlist).toEqual([
      expect.objectContaining({
        id: entry.id,
        event,
        status: 'waiting',
        resident: expect.objectContaining({ firstName: 'Sophie', lastName: 'Lavoie' }),
      }),
    ]);
    const cancel = await call('POST', `/api/manage/reservations/${booking.id}/cancel`, as.manager, {
      note: 'Salle fermée pour travaux',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await entryOf(as.sophie, entry.id)).status).toBe('offered');
    const after = (await call('GET', calendar, as.manager)).json<TManagedReservationListResponse>();
    expect(after.waitlist?.[0]?.offerExpiresAt).toBeTruthy();
  });

  it('a manager raises the seats: as many as were added are offered, in order', async () => {
    const { event } = await fullEvent();
    const first = (await join(as.cotenant, { event })).json<TWaitlistEntry>();
    const second = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    const third = (await join(as.mathieu, { event })).json<TWaitlistEntry>();
    const [row] = await t.db
      .select({ start: waitlistEntries.startAt, end: waitlistEntries.endAt })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, first.id));
    const edit = await call('PUT', `/api/manage/events/${event}`, as.manager, {
      name: { fr: 'Atelier', en: 'Workshop' },
      maxAvailable: 3,
      price: 0,
      start: row!.start.toISOString(),
      end: row!.end.toISOString(),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await entryOf(as.cotenant, first.id)).status).toBe('offered');
    expect((await entryOf(as.sophie, second.id)).status).toBe('offered');
    expect(await entryOf(as.mathieu, third.id)).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('a manager raises a schedule’s capacity: the slot is offered', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const entity = await insertEntity(t.db, service);
    const day = dayFromToday(5);
    const slot = { entity, start: `${day} 09:00:00`, end: `${day} 10:00:00` };
    expect((await book(as.resident, slot)).statusCode).toBe(200);
    const entry = (await join(as.sophie, slot)).json<TWaitlistEntry>();
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        [{ from: '08:00', to: '20:00' }],
      ]),
    );
    const edit = await call('PUT', `/api/manage/schedules/${entity}`, as.manager, {
      name: { fr: 'Grille de test', en: 'Test schedule' },
      price: 0,
      step: 30,
      minimumDuration: 60,
      maximumDuration: 120,
      bufferDuration: 0,
      maximumConcurrentBooking: 2,
      ranges: hours,
      dates: {},
      bookingHorizonDays: 90,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await entryOf(as.sophie, entry.id)).status).toBe('offered');
  });

  it('a slot freed is offered to the one waiting for it, and held', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const entity = await insertEntity(t.db, service);
    const day = dayFromToday(4);
    const slot = { entity, start: `${day} 10:00:00`, end: `${day} 11:00:00` };
    const taken = (await book(as.resident, slot)).json<TReservation>();
    const entry = (await join(as.sophie, slot)).json<TWaitlistEntry>();
    await call('PUT', `/api/reservations/${taken.id}/cancel`, as.resident);
    expect((await entryOf(as.sophie, entry.id)).status).toBe('offered');
    expect(errorOf(await book(as.mathieu, slot))).toEqual([409, 'booking_slot_unavailable']);
    const accepted = await call(
      'POST',
      `/api/waitlist_entries/${entry.id}/accept`,
      as.sophie,
      FREE,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TReservation>().start).toBe(taken.start);
  });

  it('an offer not taken in time expires and passes to the next; with no one left the seat is free', async () => {
    const { event, booking } = await fullEvent();
    const first = (await join(as.cotenant, { event })).json<TWaitlistEntry>();
    const second = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    await call('PUT', `/api/reservations/${booking.id}/cancel`, as.resident);

    const later = new Date(Date.now() + 121 * 60_000);
    expect(await sweepExpiredOffers(t.db, later)).toBeGreaterThanOrEqual(1);
    expect((await entryOf(as.cotenant, first.id)).status).toBe('expired');
    expect((await entryOf(as.sophie, second.id)).status).toBe('offered');
    expect(
      errorOf(await call('POST', `/api/waitlist_entries/${first.id}/accept`, as.cotenant, FREE)),
    ).toEqual([409, 'waitlist_offer_not_open']);

    // Sophie's offer runs out with no one behind her: the seat is anyone's again.
    await t.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, second.id));
    expect((await book(as.mathieu, { event })).statusCode).toBe(200);
    expect((await entryOf(as.sophie, second.id)).status).toBe('expired');
  });

  it('an offer run out passes to the next at the next booking attempt, before the sweep', async () => {
    const { event, booking } = await fullEvent();
    const first = (await join(as.cotenant, { event })).json<TWaitlistEntry>();
    const second = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    await call('PUT', `/api/reservations/${booking.id}/cancel`, as.resident);
    await t.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, first.id));
    // Mathieu is not in line: the seat goes to Sophie, not to him.
    expect(errorOf(await book(as.mathieu, { event }))).toEqual([409, 'booking_event_full']);
    expect((await entryOf(as.sophie, second.id)).status).toBe('offered');
  });
});

describe('leaving, accepting, and who may', () => {
  it('leaves its own entry (someone else’s is 404); an offer left passes on', async () => {
    const { event, booking } = await fullEvent();
    const first = (await join(as.cotenant, { event })).json<TWaitlistEntry>();
    const second = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    expect((await call('DELETE', `/api/waitlist_entries/${first.id}`, as.sophie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/waitlist_entries/${first.id}/accept`, as.sophie, FREE)).statusCode,
    ).toBe(404);
    expect((await entryOf(as.cotenant, first.id)).status).toBe('waiting');

    await call('PUT', `/api/reservations/${booking.id}/cancel`, as.resident);
    const left = await call('DELETE', `/api/waitlist_entries/${first.id}`, as.cotenant);
    expect(left.json<TWaitlistEntry>()).toMatchObject({ status: 'left', position: null });
    expect((await entryOf(as.sophie, second.id)).status).toBe('offered');
    expect(errorOf(await call('DELETE', `/api/waitlist_entries/${first.id}`, as.cotenant))).toEqual(
      [409, 'waitlist_offer_not_open'],
    );
    // Left, a resident may join again (at the end of the line).
    expect((await join(as.cotenant, { event })).json<TWaitlistEntry>().position).toBe(1);
  });

  it('accepting is not possible before an offer, and keeps the limit per user', async () => {
    const { service, event, booking } = await fullEvent({ perUser: 1 });
    const entry = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    const accept = () => call('POST', `/api/waitlist_entries/${entry.id}/accept`, as.sophie, FREE);
    expect(errorOf(await accept())).toEqual([409, 'waitlist_offer_not_open']);

    // Sophie meanwhile booked another event of the service: her one booking allowed.
    const other = await insertEvent(t.db, service, { seats: 5, startAt: inDays(6) });
    expect((await book(as.sophie, { event: other })).statusCode).toBe(200);
    await call('PUT', `/api/reservations/${booking.id}/cancel`, as.resident);
    expect(errorOf(await accept())).toEqual([409, 'booking_user_limit_reached']);
    // The offer still holds until it runs out.
    expect((await entryOf(as.sophie, entry.id)).status).toBe('offered');
  });

  it('accepting a paid seat charges the card like a booking', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const event = await insertEvent(t.db, service, { seats: 1, price: 2500, startAt: inDays(5) });
    const card = async () => [
      {
        from: await cardToken(t, TEST_CARDS.succeeds),
        processor: 'local',
        amount: 2500,
        currency: 'CAD',
      },
    ];
    const paid = await book(as.resident, { event, total: 2500, payments: await card() });
    expect(paid.statusCode, paid.body).toBe(200);
    const entry = (await join(as.sophie, { event })).json<TWaitlistEntry>();
    expect(entry.price).toBe(2500);
    const cancel = await call(
      'POST',
      `/api/manage/reservations/${paid.json<TReservation>().id}/cancel`,
      as.manager,
      {
        note: 'Remboursé',
      },
    );
    expect(cancel.statusCode).toBe(200);
    const url = `/api/waitlist_entries/${entry.id}/accept`;
    expect(errorOf(await call('POST', url, as.sophie, FREE))).toEqual([
      400,
      'booking_total_mismatch',
    ]);
    const accepted = await call('POST', url, as.sophie, {
      total: 2500,
      currency: 'CAD',
      payments: await card(),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TReservation>().payments).toEqual([
      { processor: 'local', amount: 2500, currency: 'CAD', status: 'succeeded' },
    ]);
    expect((await entryOf(as.sophie, entry.id)).status).toBe('accepted');
  });
});
