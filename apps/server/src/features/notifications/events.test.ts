import {
  BOOKING_REMINDER_MINUTES,
  TEST_CARDS,
  type TNotificationType,
  type TReservation,
  type TUserRequest,
} from '@habitat/shared';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '#server/db/bookings-schema';
import { notificationEvents } from '#server/db/notifications-schema';
import { accountRequests, requestMessages, units } from '#server/db/schema';
import {
  cardToken,
  dayFromToday,
  insertEntity,
  insertEvent,
  insertService,
} from '#server/features/booking/test-fixtures';
import { expectError } from '#server/features/manage/test-console';
import { userIdOf } from '#server/features/posts/test-fixtures';
import {
  categoryIdOf,
  requestActors,
  setStatus,
  validRequest,
} from '#server/features/user-requests/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * Every domain write records its notification event in the outbox, in its own transaction
 * (issue 24, docs/decisions/028-notifications.md): exactly the expected row, naming only what its
 * reader may see; a refused write records nothing; a rolled-back write takes its event with it.
 */

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
const ids = { resident: 0, manager: 0, tap: 0, jardinsUnit: 0 };

beforeAll(async () => {
  // Only the outbox is looked at here: no worker fans the events out meanwhile.
  t = await createTestApp({ env: { NOTIFICATIONS_WORKER: 'off' } });
  a = await requestActors(t);
  ids.resident = await userIdOf(t.db, 'resident@example.com');
  ids.manager = await userIdOf(t.db, 'manager@example.com');
  ids.tap = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie', 'Cuisine', 'Robinet qui fuit']);
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.propertyId, a.ids.jardins));
  ids.jardinsUnit = unit!.id;
});
afterAll(() => t.close());

/* ---------- The outbox ---------- */

let mark = 0;
/** Forgets the events so far: `recorded()` answers the ones after this point. */
async function startWatching() {
  const [row] = await t.db
    .select({ id: sql<number>`coalesce(max(${notificationEvents.id}), 0)`.mapWith(Number) })
    .from(notificationEvents);
  mark = row!.id;
}
beforeAll(startWatching);

async function recorded() {
  const rows = await t.db
    .select()
    .from(notificationEvents)
    .where(gt(notificationEvents.id, mark))
    .orderBy(asc(notificationEvents.id));
  return rows.map((row) => ({
    type: row.type,
    organizationId: row.organizationId,
    propertyId: row.propertyId,
    actorId: row.actorId,
    subject: row.subjectType === null ? null : { type: row.subjectType, id: row.subjectId },
    recipientId: row.recipientId,
    recipientEmail: row.recipientEmail,
    recipientLocale: row.recipientLocale,
    params: row.params,
    availableAt: row.availableAt,
    createdAt: row.createdAt,
  }));
}

/** The one event the write recorded, with everything it says (params compared whole). */
async function expectOneEvent(expected: {
  type: TNotificationType;
  propertyId?: number | null;
  actorId: number | null;
  subject: { type: string; id: number };
  recipientId?: number | null;
  recipientEmail?: string | null;
  recipientLocale?: string | null;
  params: object;
}) {
  const events = await recorded();
  expect(events.map((e) => e.type)).toEqual([expected.type]);
  const [event] = events;
  expect(event).toMatchObject({
    organizationId: a.ids.org,
    propertyId: a.ids.jardins,
    recipientId: null,
    recipientEmail: null,
    recipientLocale: null,
    ...expected,
  });
  expect(event!.params).toEqual(expected.params);
  await startWatching();
  return event!;
}

async function expectNoEvent() {
  expect(await recorded()).toEqual([]);
}

/**
 * Makes every commit that recorded an event of `type` fail, after the write and its event were
 * both inserted (a deferred constraint trigger runs at COMMIT): the transaction is rolled back.
 */
async function failCommitsRecording(type: TNotificationType) {
  await t.db.execute(
    sql.raw(`create or replace function test_fail_commit() returns trigger language plpgsql as $$
      begin raise exception 'the commit failed after the event was recorded'; end $$`),
  );
  await t.db.execute(sql`drop trigger if exists test_fail_commit on notification_events`);
  await t.db.execute(
    sql.raw(`create constraint trigger test_fail_commit after insert on notification_events
      deferrable initially deferred for each row when (new.type = '${type}')
      execute function test_fail_commit()`),
  );
}
afterEach(async () => {
  await t.db.execute(sql`drop trigger if exists test_fail_commit on notification_events`);
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? t.bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/* ---------- Requests ---------- */

async function fileRequest(extra: object = {}) {
  const response = await inject('POST', '/api/user_requests', a.resident, {
    ...validRequest(ids.tap),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TUserRequest>().id;
}

describe('requests', () => {
  it("a resident's new request tells the building's managers, urgent or not, without its contents", async () => {
    await startWatching();
    const urgent = await fileRequest({ emergency: true });
    await expectOneEvent({
      type: 'manager_new_request',
      actorId: ids.resident,
      subject: { type: 'request', id: urgent },
      params: { requestId: urgent, urgent: true },
    });
    const plain = await fileRequest();
    await expectOneEvent({
      type: 'manager_new_request',
      actorId: ids.resident,
      subject: { type: 'request', id: plain },
      params: { requestId: plain, urgent: false },
    });
  });

  it('a refused request records nothing', async () => {
    await startWatching();
    const missing = await inject('POST', '/api/user_requests', a.resident, {
      ...validRequest(ids.tap),
      title: '',
    });
    expect(missing.statusCode).toBe(400);
    const asManager = await inject('POST', '/api/user_requests', a.manager, validRequest(ids.tap));
    expect(asManager.statusCode).toBeGreaterThanOrEqual(400);
    await expectNoEvent();
  });

  it("a manager's status change tells the author the new status", async () => {
    const id = await fileRequest();
    await startWatching();
    const moved = await inject('POST', `/api/manage/requests/${id}/status`, a.manager, {
      status: 'in_progress',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectOneEvent({
      type: 'request_status',
      actorId: ids.manager,
      subject: { type: 'request', id },
      recipientId: ids.resident,
      params: { requestId: id, requestStatus: 'in_progress' },
    });
    // Through the resident API's route too (a manager's PUT).
    const done = await inject('PUT', `/api/user_requests/${id}`, a.manager, {
      status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    await expectOneEvent({
      type: 'request_status',
      actorId: ids.manager,
      subject: { type: 'request', id },
      recipientId: ids.resident,
      params: { requestId: id, requestStatus: 'completed' },
    });
  });

  it('an illegal move, another building, a comment or an author cancelling records nothing', async () => {
    const id = await fileRequest();
    await startWatching();
    const jump = await inject('POST', `/api/manage/requests/${id}/status`, a.manager, {
      status: 'completed',
    });
    expectError(jump, 409, 'conflict');
    const elsewhere = await inject(
      'POST',
      `/api/manage/requests/${id}/status`,
      a.peelManager.token,
      { status: 'in_progress' },
    );
    expect(elsewhere.statusCode).toBe(403);
    const comment = await inject('POST', `/api/manage/requests/${id}/comment`, a.manager, {
      comment: 'Plombier prévu jeudi',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const cancel = await inject('PUT', `/api/user_requests/${id}`, a.resident, {
      status: 'canceled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectNoEvent();
  });

  it("a manager's reply tells the author; the author's reply tells the managers", async () => {
    const id = await fileRequest();
    await setStatus(t.db, id, 'in_progress');
    await startWatching();
    const fromManager = await inject('POST', `/api/manage/requests/${id}/messages`, a.manager, {
      reply: 'Le plombier passe jeudi.',
    });
    expect(fromManager.statusCode, fromManager.body).toBe(200);
    await expectOneEvent({
      type: 'request_reply',
      actorId: ids.manager,
      subject: { type: 'request', id },
      recipientId: ids.resident,
      params: { requestId: id },
    });
    const fromAuthor = await inject('PUT', `/api/user_requests/${id}`, a.resident, {
      reply: 'Merci, je serai là.',
    });
    expect(fromAuthor.statusCode, fromAuthor.body).toBe(200);
    await expectOneEvent({
      type: 'manager_request_reply',
      actorId: ids.resident,
      subject: { type: 'request', id },
      recipientId: null,
      params: { requestId: id },
    });
  });

  it("a reply refused (pending request, someone else's request) records nothing", async () => {
    const id = await fileRequest();
    await startWatching();
    const pending = await inject('POST', `/api/manage/requests/${id}/messages`, a.manager, {
      reply: 'Trop tôt',
    });
    expectError(pending, 409, 'conflict');
    await setStatus(t.db, id, 'in_progress');
    const neighbour = await inject('PUT', `/api/user_requests/${id}`, a.neighbour.token, {
      reply: 'Pas ma demande',
    });
    expect(neighbour.statusCode).toBe(403);
    const peel = await inject('POST', `/api/manage/requests/${id}/messages`, a.peelManager.token, {
      reply: 'Pas mon immeuble',
    });
    expect(peel.statusCode).toBe(403);
    await expectNoEvent();
  });

  it('a reply whose transaction fails at commit leaves neither the message nor its event', async () => {
    const id = await fileRequest();
    await setStatus(t.db, id, 'in_progress');
    await startWatching();
    await failCommitsRecording('request_reply');
    const reply = await inject('POST', `/api/manage/requests/${id}/messages`, a.manager, {
      reply: 'Perdu',
    });
    expect(reply.statusCode).toBe(500);
    const messages = await t.db
      .select()
      .from(requestMessages)
      .where(eq(requestMessages.requestId, id));
    expect(messages).toEqual([]);
    await expectNoEvent();
  });
});

/* ---------- Posts ---------- */

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function submitPost() {
  const response = await inject('POST', '/api/posts', a.resident, {
    title: 'Vélo à donner',
    subTitle: 'Garage',
    body: 'Un vélo pour enfant, roues de 16 pouces.',
    startAt: at(MINUTE),
    endAt: at(7 * 24 * 60 * MINUTE),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const decide = (
  postId: number,
  status: string,
  decisionNote: string | null = null,
  token = a.manager,
) => inject('PUT', `/api/posts/${postId}`, token, { status, decisionNote });

describe('posts', () => {
  it('a submitted post tells the managers it waits, not what it says', async () => {
    await startWatching();
    const postId = await submitPost();
    await expectOneEvent({
      type: 'manager_post_pending',
      actorId: ids.resident,
      subject: { type: 'post', id: postId },
      params: { postId },
    });
  });

  it('a refusal tells the author with the reason; acceptance and take-down tell them too', async () => {
    const refused = await submitPost();
    await startWatching();
    const refusal = await decide(refused, 'rejected', 'Hors sujet pour le babillard');
    expect(refusal.statusCode, refusal.body).toBe(200);
    await expectOneEvent({
      type: 'post_refused',
      actorId: ids.manager,
      subject: { type: 'post', id: refused },
      recipientId: ids.resident,
      params: { postId: refused, reason: 'Hors sujet pour le babillard' },
    });

    const accepted = await submitPost();
    await startWatching();
    expect((await decide(accepted, 'accepted')).statusCode).toBe(200);
    await expectOneEvent({
      type: 'post_accepted',
      actorId: ids.manager,
      subject: { type: 'post', id: accepted },
      recipientId: ids.resident,
      params: { postId: accepted },
    });
    // Going on the billboard once accepted is no news to the author.
    expect((await decide(accepted, 'published')).statusCode).toBe(200);
    await expectNoEvent();
    const takeDown = await decide(accepted, 'disabled', 'Signalée par des voisins');
    expect(takeDown.statusCode, takeDown.body).toBe(200);
    await expectOneEvent({
      type: 'post_disabled',
      actorId: ids.manager,
      subject: { type: 'post', id: accepted },
      recipientId: ids.resident,
      params: { postId: accepted },
    });
  });

  it("the console's moderation records the same decisions", async () => {
    const moderate = (postId: number, action: string, payload?: object, token = a.manager) =>
      inject('POST', `/api/manage/posts/${postId}/${action}`, token, payload);
    const published = await submitPost();
    await startWatching();
    expect((await moderate(published, 'publish', undefined, a.peelManager.token)).statusCode).toBe(
      403,
    );
    await expectNoEvent();
    expect((await moderate(published, 'publish')).statusCode).toBe(200);
    await expectOneEvent({
      type: 'post_accepted',
      actorId: ids.manager,
      subject: { type: 'post', id: published },
      recipientId: ids.resident,
      params: { postId: published },
    });
    expectError(await moderate(published, 'publish'), 409, 'conflict');
    await expectNoEvent();
    expect((await moderate(published, 'disable', { reason: 'Périmée' })).statusCode).toBe(200);
    await expectOneEvent({
      type: 'post_disabled',
      actorId: ids.manager,
      subject: { type: 'post', id: published },
      recipientId: ids.resident,
      params: { postId: published },
    });
    const rejected = await submitPost();
    await startWatching();
    const reject = await moderate(rejected, 'reject', { reason: 'Annonce commerciale' });
    expect(reject.statusCode, reject.body).toBe(200);
    await expectOneEvent({
      type: 'post_refused',
      actorId: ids.manager,
      subject: { type: 'post', id: rejected },
      recipientId: ids.resident,
      params: { postId: rejected, reason: 'Annonce commerciale' },
    });
  });

  it("an illegal move, another building's manager or the author withdrawing records nothing", async () => {
    const postId = await submitPost();
    await startWatching();
    expect((await decide(postId, 'published', null, a.peelManager.token)).statusCode).toBe(403);
    expect((await decide(postId, 'finished', null, a.resident)).statusCode).toBe(200);
    expectError(await decide(postId, 'published'), 409, 'conflict');
    await expectNoEvent();
  });

  it('a decision whose transaction fails at commit keeps the post as it was, without event', async () => {
    const postId = await submitPost();
    await startWatching();
    await failCommitsRecording('post_accepted');
    expect((await decide(postId, 'accepted')).statusCode).toBe(500);
    const post = await inject('GET', `/api/posts/${postId}`, a.resident);
    expect(post.json<{ status: string }>().status).toBe('pending');
    await expectNoEvent();
  });
});

/* ---------- Bookings ---------- */

describe('bookings', () => {
  const JARDINS = 'jardins-saint-laurent';
  let freeEntity = 0;
  let paidEntity = 0;
  const slot = (entity: number, from: string, to: string, price = 0) => ({
    entity,
    start: `${dayFromToday(2)} ${from}:00`,
    end: `${dayFromToday(2)} ${to}:00`,
    total: price,
    currency: 'CAD',
    payments: [] as object[],
  });
  const book = (payload: object, token = a.resident) =>
    inject('POST', '/api/reservations', token, payload);

  beforeAll(async () => {
    freeEntity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }));
    paidEntity = await insertEntity(t.db, await insertService(t.db, { property: JARDINS }), {
      price: 5000,
      capacity: 10,
    });
  });

  const bookedParams = (booking: TReservation) => ({
    reservationId: booking.id,
    serviceName: { fr: 'Salle de test', en: 'Test room' },
    startsAt: booking.start,
  });

  it('a booking is confirmed to its resident, and its reminder waits until before it starts', async () => {
    await startWatching();
    const response = await book(slot(freeEntity, '10:00', '11:00'));
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json<TReservation>();
    const events = await recorded();
    expect(events.map((e) => e.type)).toEqual(['booking_confirmed', 'booking_reminder']);
    for (const event of events) {
      expect(event).toMatchObject({
        organizationId: a.ids.org,
        propertyId: a.ids.jardins,
        actorId: null,
        subject: { type: 'reservation', id: booking.id },
        recipientId: ids.resident,
      });
      expect(event.params).toEqual(bookedParams(booking));
    }
    const [confirmed, reminder] = events;
    expect(confirmed!.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(reminder!.availableAt.getTime()).toBe(
      Date.parse(booking.start) - BOOKING_REMINDER_MINUTES * MINUTE,
    );
  });

  it('a paid booking is confirmed once it is charged', async () => {
    await startWatching();
    const token = await cardToken(t, TEST_CARDS.succeeds);
    const response = await book({
      ...slot(paidEntity, '14:00', '15:00', 5000),
      payments: [{ from: token, processor: 'local', amount: 5000, currency: 'CAD' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json<TReservation>();
    const events = await recorded();
    expect(events.map((e) => e.type)).toEqual(['booking_confirmed', 'booking_reminder']);
    expect(events[0]!.params).toEqual(bookedParams(booking));
  });

  it('a booking that starts sooner than the reminder gets no reminder', async () => {
    const service = await insertService(t.db, { property: JARDINS });
    const event = await insertEvent(t.db, service, {
      seats: 5,
      startAt: new Date(Date.now() + 60 * MINUTE),
    });
    await startWatching();
    const response = await book({ event, total: 0, currency: 'CAD', payments: [] });
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json<TReservation>();
    const events = await recorded();
    expect(events.map((e) => e.type)).toEqual(['booking_confirmed']);
    expect(events[0]!.params).toEqual(bookedParams(booking));
  });

  it('a refused booking (taken, declined card, wrong total) records nothing', async () => {
    const taken = await book(slot(freeEntity, '12:00', '13:00'));
    expect(taken.statusCode).toBe(200);
    await startWatching();
    const again = await book(slot(freeEntity, '12:00', '13:00'), a.cotenant);
    expectError(again, 409, 'booking_slot_unavailable');
    const declined = await book({
      ...slot(paidEntity, '16:00', '17:00', 5000),
      payments: [
        {
          from: await cardToken(t, TEST_CARDS.declined),
          processor: 'local',
          amount: 5000,
          currency: 'CAD',
        },
      ],
    });
    expect(declined.statusCode).toBe(402);
    expectError(await book(slot(paidEntity, '16:00', '17:00')), 400, 'booking_total_mismatch');
    await expectNoEvent();
  });

  it('a booking whose transaction fails at commit is not kept, nor its confirmation', async () => {
    const bookingsOfEntity = async () =>
      (await t.db.select().from(reservations).where(eq(reservations.entityId, freeEntity))).length;
    const before = await bookingsOfEntity();
    await startWatching();
    await failCommitsRecording('booking_confirmed');
    const response = await book(slot(freeEntity, '17:00', '18:00'));
    expect(response.statusCode).toBe(500);
    expect(await bookingsOfEntity()).toBe(before);
    await expectNoEvent();
  });

  it("a manager's cancellation tells the resident the note and the refund", async () => {
    const token = await cardToken(t, TEST_CARDS.succeeds);
    const paid = await book({
      ...slot(paidEntity, '18:00', '19:00', 5000),
      payments: [{ from: token, processor: 'local', amount: 5000, currency: 'CAD' }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const booking = paid.json<TReservation>();
    await startWatching();
    const cancel = await inject(
      'POST',
      `/api/manage/reservations/${booking.id}/cancel`,
      a.manager,
      {
        note: 'Dégât d’eau dans la salle',
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectOneEvent({
      type: 'booking_cancelled',
      actorId: ids.manager,
      subject: { type: 'reservation', id: booking.id },
      recipientId: ids.resident,
      params: {
        ...bookedParams(booking),
        note: 'Dégât d’eau dans la salle',
        refundCents: 5000,
      },
    });
    const twice = await inject('POST', `/api/manage/reservations/${booking.id}/cancel`, a.manager, {
      note: 'Encore',
    });
    expectError(twice, 409, 'conflict');
    await expectNoEvent();
  });

  it("another building's manager cannot cancel, and nothing is recorded", async () => {
    const response = await book(slot(freeEntity, '15:00', '16:00'));
    const booking = response.json<TReservation>();
    await startWatching();
    const cancel = await inject(
      'POST',
      `/api/manage/reservations/${booking.id}/cancel`,
      a.peelManager.token,
      { note: 'Non' },
    );
    expect(cancel.statusCode).toBe(403);
    await expectNoEvent();
  });
});

/* ---------- News ---------- */

describe('news', () => {
  const title = { fr: 'Coupure d’eau', en: 'Water shut-off' };
  const news = (extra: object = {}) => ({
    title,
    body: { fr: 'Mardi de 9 h à 11 h.', en: 'Tuesday 9 to 11 a.m.' },
    ...extra,
  });
  const create = (payload: object, token = a.manager) =>
    inject('POST', `/api/manage/news?property=${a.ids.jardins}`, token, payload);
  const update = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/manage/news/${id}`,
      headers: t.bearer(a.manager),
      payload,
    });

  it('news created in progress tells the building; a draft tells nobody until published', async () => {
    await startWatching();
    const published = await create(news({ status: 'in_progress' }));
    expect(published.statusCode, published.body).toBe(200);
    const id = published.json<{ id: number; urgent: boolean }>().id;
    expect(published.json<{ urgent: boolean }>().urgent).toBe(false);
    await expectOneEvent({
      type: 'news',
      actorId: ids.manager,
      subject: { type: 'news', id },
      recipientId: null,
      params: { newsId: id, newsTitle: title },
    });
    const draft = await create(news());
    expect(draft.statusCode, draft.body).toBe(200);
    const draftId = draft.json<{ id: number }>().id;
    await expectNoEvent();
    expect((await update(draftId, { status: 'in_progress' })).statusCode).toBe(200);
    await expectOneEvent({
      type: 'news',
      actorId: ids.manager,
      subject: { type: 'news', id: draftId },
      params: { newsId: draftId, newsTitle: title },
    });
    // Editing a published item is not news again.
    expect(
      (await update(draftId, { body: { fr: 'De 9 h à midi', en: '9 to noon' } })).statusCode,
    ).toBe(200);
    await expectNoEvent();
  });

  it('urgent news is its own type, and the flag is kept and answered', async () => {
    await startWatching();
    const response = await create(news({ status: 'in_progress', urgent: true }));
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<{ id: number; urgent: boolean }>();
    expect(item.urgent).toBe(true);
    await expectOneEvent({
      type: 'news_urgent',
      actorId: ids.manager,
      subject: { type: 'news', id: item.id },
      params: { newsId: item.id, newsTitle: title },
    });
    const draft = (await create(news())).json<{ id: number }>().id;
    const patched = await update(draft, { urgent: true, status: 'in_progress' });
    expect(patched.json<{ urgent: boolean }>().urgent).toBe(true);
    expect((await recorded()).map((e) => e.type)).toEqual(['news_urgent']);
    await startWatching();
  });

  it('scheduled news waits in the outbox until its publish date', async () => {
    const publishAt = new Date(Date.now() + 3 * 24 * 3600_000);
    publishAt.setMilliseconds(0);
    await startWatching();
    const response = await create(
      news({ status: 'in_progress', publishAt: publishAt.toISOString() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const event = await expectOneEvent({
      type: 'news',
      actorId: ids.manager,
      subject: { type: 'news', id: response.json<{ id: number }>().id },
      params: { newsId: response.json<{ id: number }>().id, newsTitle: title },
    });
    expect(event.availableAt.toISOString()).toBe(publishAt.toISOString());
  });

  it('a scheduled item moved to another date is told at the new one; a published one is not told again', async () => {
    const first = new Date(Date.now() + 3 * 24 * 3600_000);
    first.setMilliseconds(0);
    const created = await create(news({ status: 'in_progress', publishAt: first.toISOString() }));
    const id = created.json<{ id: number }>().id;
    await startWatching();
    const later = new Date(first.getTime() + 24 * 3600_000);
    expect((await update(id, { publishAt: later.toISOString() })).statusCode).toBe(200);
    const moved = await expectOneEvent({
      type: 'news',
      actorId: ids.manager,
      subject: { type: 'news', id },
      params: { newsId: id, newsTitle: title },
    });
    expect(moved.availableAt.toISOString()).toBe(later.toISOString());

    const now = (await create(news({ status: 'in_progress' }))).json<{ id: number }>().id;
    await startWatching();
    expect((await update(now, { publishAt: later.toISOString() })).statusCode).toBe(200);
    await expectNoEvent();
  });

  it("refused news (bad input, another building's manager) records nothing", async () => {
    await startWatching();
    expect((await create(news({ status: 'in_progress', urgent: 'yes' }))).statusCode).toBe(400);
    expect((await create(news({ status: 'in_progress' }), a.peelManager.token)).statusCode).toBe(
      403,
    );
    await expectNoEvent();
  });
});

/* ---------- Account requests ---------- */

describe('account requests', () => {
  let counter = 0;
  async function askForAccount(extra: object = {}) {
    counter += 1;
    const response = await inject('POST', '/api/account_requests', undefined, {
      name: `Léa Fortin ${counter}`,
      address: '1450 boulevard Saint-Laurent',
      unit: '305',
      phone: '(514) 555-0199',
      email: `lea.events.${counter}.${Date.now()}@example.com`,
      property: a.ids.jardins,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    const [row] = await t.db.select().from(accountRequests).where(eq(accountRequests.id, id));
    return row!;
  }

  it("a visitor's request tells the building's managers, not who asked; its language is kept", async () => {
    await startWatching();
    const request = await askForAccount({ locale: 'en' });
    expect(request.locale).toBe('en');
    await expectOneEvent({
      type: 'manager_account_request',
      actorId: null,
      subject: { type: 'account_request', id: request.id },
      params: { accountRequestId: request.id },
    });
    const french = await askForAccount();
    expect(french.locale).toBe('fr');
    await startWatching();
  });

  it('a refused request (unknown building, bad locale) records nothing', async () => {
    await startWatching();
    const unknown = await inject('POST', '/api/account_requests', undefined, {
      name: 'Léa',
      address: '1 rue',
      unit: '1',
      property: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    const badLocale = await inject('POST', '/api/account_requests', undefined, {
      name: 'Léa',
      address: '1 rue',
      unit: '1',
      property: a.ids.jardins,
      locale: 'de',
    });
    expect(badLocale.statusCode).toBe(400);
    await expectNoEvent();
  });

  it("an approval is told to the new account's inbox (the invitation is its mail)", async () => {
    const request = await askForAccount({ locale: 'en' });
    await startWatching();
    const approved = await inject(
      'POST',
      `/api/manage/account-requests/${request.id}/approve`,
      a.manager,
      {
        unit: ids.jardinsUnit,
        leaseStart: '2026-01-01',
        signer: true,
        firstName: 'Léa',
        lastName: 'Fortin',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await expectOneEvent({
      type: 'account_approved',
      actorId: ids.manager,
      subject: { type: 'account_request', id: request.id },
      recipientId: approved.json().user.id,
      recipientEmail: null,
      recipientLocale: 'en',
      params: { accountRequestId: request.id },
    });
  });

  it('a decline is told to the address of the request; deciding twice records nothing more', async () => {
    const request = await askForAccount();
    await startWatching();
    const declined = await inject(
      'POST',
      `/api/manage/account-requests/${request.id}/decline`,
      a.manager,
      { reason: 'Inconnu au bail' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    await expectOneEvent({
      type: 'account_declined',
      actorId: ids.manager,
      subject: { type: 'account_request', id: request.id },
      recipientEmail: request.email,
      recipientLocale: 'fr',
      params: { accountRequestId: request.id },
    });
    const again = await inject(
      'POST',
      `/api/manage/account-requests/${request.id}/decline`,
      a.manager,
      { reason: 'Encore' },
    );
    expectError(again, 409, 'conflict');
    const elsewhere = await askForAccount();
    await startWatching();
    const peel = await inject(
      'POST',
      `/api/manage/account-requests/${elsewhere.id}/decline`,
      a.peelManager.token,
      { reason: 'Non' },
    );
    expect(peel.statusCode).toBe(403);
    await expectNoEvent();
  });

  it('a decline whose transaction fails at commit leaves the request pending, without event', async () => {
    const request = await askForAccount();
    await startWatching();
    await failCommitsRecording('account_declined');
    const declined = await inject(
      'POST',
      `/api/manage/account-requests/${request.id}/decline`,
      a.manager,
      { reason: 'Perdu' },
    );
    expect(declined.statusCode).toBe(500);
    const [row] = await t.db
      .select()
      .from(accountRequests)
      .where(eq(accountRequests.id, request.id));
    expect(row!.status).toBe('pending');
    await expectNoEvent();
  });
});
