import type { THomeSummary } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '#server/db/bookings-schema';
import {
  notificationEvents,
  notificationSettings,
  notifications,
} from '#server/db/notifications-schema';
import { requestCategories, requestMessages, userRequests } from '#server/db/schema';
import { insertEntity, insertService } from '#server/features/booking/test-fixtures';
import { insertPost, insertUser } from '#server/features/posts/test-fixtures';
import { createContentTestContext, insertNews } from '#server/test/content-fixtures';
import type { TTestApp } from '#server/test/harness';

let t: TTestApp;
let ids: { org: number; jardins: number; peel: number };
let manager: string;
let me: { id: number; token: string };
let neighbour: { id: number; token: string };
let elsewhere: { id: number; token: string };
let entityId: number;
let serviceId: number;
let categoryId: number;

const HOUR = 3600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

async function tenantIn(propertyId: number) {
  const user = await insertUser(t.db, { organizationId: ids.org, leaseIn: propertyId });
  return { id: user.id, token: (await t.login(user.username, 'password')).token };
}

const home = async (token: string) => {
  const response = await t.app.inject({ url: '/api/home', headers: t.bearer(token) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<THomeSummary>();
};

async function fileRequest(
  authorId: number,
  title: string,
  values: Partial<typeof userRequests.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(userRequests)
    .values({
      organizationId: ids.org,
      propertyId: ids.jardins,
      authorId,
      title,
      body: 'Body',
      phoneNumber: '5145550100',
      categoryId,
      ...values,
    })
    .returning({ id: userRequests.id });
  return row!.id;
}

async function book(
  userId: number,
  startAt: Date,
  values: Partial<typeof reservations.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(reservations)
    .values({
      organizationId: ids.org,
      propertyId: ids.jardins,
      serviceId,
      entityId,
      userId,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      ...values,
    })
    .returning({ id: reservations.id });
  return row!.id;
}

async function notify(userId: number, requestId: number, readAt: Date | null = null) {
  const [event] = await t.db
    .insert(notificationEvents)
    .values({
      type: 'request_status',
      organizationId: ids.org,
      recipientId: userId,
      params: { requestId },
    })
    .returning({ id: notificationEvents.id });
  const [row] = await t.db
    .insert(notifications)
    .values({
      eventId: event!.id,
      userId,
      type: 'request_status',
      params: { requestId },
      link: `/requests/${requestId}`,
      readAt,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

beforeAll(async () => {
  const context = await createContentTestContext();
  ({ t, ids } = context);
  manager = context.tokens.manager;
  me = await tenantIn(ids.jardins);
  neighbour = await tenantIn(ids.jardins);
  elsewhere = await tenantIn(ids.peel);
  serviceId = await insertService(t.db, { property: 'jardins-saint-laurent' });
  entityId = await insertEntity(t.db, serviceId);
  const [category] = await t.db
    .select({ id: requestCategories.id })
    .from(requestCategories)
    .where(eq(requestCategories.organizationId, ids.org))
    .limit(1);
  categoryId = category!.id;
});
afterAll(() => t.close());

describe('GET /api/home', () => {
  it('needs a signed-in resident', async () => {
    expect((await t.app.inject({ url: '/api/home' })).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/api/home', headers: t.bearer(manager) });
    expect(response.statusCode).toBe(403);
  });

  it('starts empty for a new resident, with the building news', async () => {
    const body = await home(me.token);
    expect(body.notifications).toEqual({ unread: 0, latest: [] });
    expect(body.bookings).toEqual([]);
    expect(body.requests).toEqual({ count: 0, data: [] });
    expect(body.pendingPosts).toEqual({ count: 0, data: [] });
    expect(body.news.length).toBeGreaterThan(0);
  });

  it("shows the resident's unread notifications, newest first, in their language; never someone else's", async () => {
    const older = await notify(me.id, 11);
    await notify(me.id, 12, new Date());
    const newest = await notify(me.id, 13);
    await notify(me.id, 14, new Date(Date.now() - HOUR));
    await notify(neighbour.id, 99);
    await t.db.insert(notificationSettings).values({ userId: me.id, locale: 'en' });
    // Later rows are newer: same createdAt order as ids within a test.
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(notifications.id, older));

    const body = await home(me.token);
    expect(body.notifications.unread).toBe(2);
    expect(body.notifications.latest).toHaveLength(3);
    expect(body.notifications.latest[0]).toMatchObject({
      id: expect.any(Number),
      title: 'Your request #0000014 was updated',
      link: '/requests/14',
    });
    expect(body.notifications.latest.map((n) => n.link)).toEqual([
      '/requests/14',
      '/requests/13',
      '/requests/12',
    ]);
    expect(body.notifications.latest.map((n) => n.id)).not.toContain(older);
    expect(body.notifications.latest.map((n) => n.readAt === null)).toEqual([false, true, false]);
    expect(body.notifications.latest[1]!.id).toBe(newest);

    const theirs = await home(neighbour.token);
    expect(theirs.notifications.unread).toBe(1);
    expect(theirs.notifications.latest.map((n) => n.title)).toEqual([
      'Votre demande n° 0000099 a été mise à jour',
    ]);
  });

  it('lists the next three active bookings, soonest first (under way included; past, cancelled and others not)', async () => {
    const underWay = await book(me.id, hoursFromNow(-0.5));
    const soon = await book(me.id, hoursFromNow(3));
    const later = await book(me.id, hoursFromNow(30));
    await book(me.id, hoursFromNow(60));
    await book(me.id, hoursFromNow(-5));
    await book(me.id, hoursFromNow(1), { canceledAt: new Date(), canceledBy: me.id });
    await book(neighbour.id, hoursFromNow(2));

    const body = await home(me.token);
    expect(body.bookings.map((b) => b.id)).toEqual([underWay, soon, later]);
    expect(body.bookings[1]).toMatchObject({
      serviceName: { fr: 'Salle de test', en: 'Test room' },
      placeName: { fr: 'Grille de test', en: 'Test schedule' },
      timeZone: expect.any(String),
    });
    expect((await home(neighbour.token)).bookings).toHaveLength(1);
  });

  it('lists the open requests by latest activity with who replied last; done ones and the neighbour’s never', async () => {
    const quiet = await fileRequest(me.id, 'Quiet', { updatedAt: hoursFromNow(-10) });
    const replied = await fileRequest(me.id, 'Replied', {
      status: 'in_progress',
      updatedAt: hoursFromNow(-9),
    });
    await t.db.insert(requestMessages).values([
      {
        requestId: replied,
        userId: me.id,
        from: 'tenant',
        msg: 'Hello',
        createdAt: hoursFromNow(-2),
      },
      {
        requestId: replied,
        userId: me.id,
        from: 'manager',
        msg: 'On it',
        createdAt: hoursFromNow(-1),
      },
    ]);
    const fresh = await fileRequest(me.id, 'Fresh', { status: 'new', updatedAt: hoursFromNow(-3) });
    await fileRequest(me.id, 'Oldest open', { updatedAt: hoursFromNow(-20) });
    await fileRequest(me.id, 'Done', { status: 'completed' });
    await fileRequest(me.id, 'Cancelled', { status: 'canceled' });
    await fileRequest(neighbour.id, 'Not yours');

    const body = await home(me.token);
    expect(body.requests.count).toBe(4);
    expect(body.requests.data.map((r) => r.id)).toEqual([replied, fresh, quiet]);
    expect(body.requests.data[0]).toMatchObject({
      number: String(replied).padStart(7, '0'),
      title: 'Replied',
      status: 'in_progress',
      lastReply: { from: 'manager', at: expect.any(String) },
    });
    expect(Date.parse(body.requests.data[0]!.lastReply!.at)).toBeGreaterThan(
      Date.parse(body.requests.data[0]!.updatedAt),
    );
    expect(body.requests.data[1]!.lastReply).toBeNull();
    expect((await home(neighbour.token)).requests.data.map((r) => r.title)).toEqual(['Not yours']);
  });

  it("shows only the building's and organization's news, never another building's", async () => {
    const [peelNews] = await insertNews(t.db, {
      organizationId: ids.org,
      propertyId: ids.peel,
      label: 'Peel only',
      count: 1,
      createdAt: new Date(Date.now() - 1000),
    });
    const [jardinsNews] = await insertNews(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      label: 'Jardins only',
      count: 1,
      createdAt: new Date(Date.now() - 2000),
    });
    await insertNews(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      label: 'Draft',
      count: 1,
      status: 'draft',
    });
    const body = await home(me.token);
    expect(body.news).toHaveLength(3);
    expect(body.news[0]).toMatchObject({
      id: jardinsNews,
      title: { en: 'Jardins only 0 (en)' },
      urgent: false,
    });
    expect(body.news.map((n) => n.id)).not.toContain(peelNews);
    const peel = await home(elsewhere.token);
    expect(peel.news[0]!.id).toBe(peelNews);
    expect(peel.news.map((n) => n.id)).not.toContain(jardinsNews);
  });

  it("lists the resident's own posts awaiting moderation, not published ones, not the neighbour's", async () => {
    const owner = { organizationId: ids.org, propertyId: ids.jardins };
    const first = await insertPost(t.db, {
      ...owner,
      authorId: me.id,
      status: 'pending',
      createdAt: hoursFromNow(-2),
    });
    const second = await insertPost(t.db, {
      ...owner,
      authorId: me.id,
      status: 'pending',
      createdAt: hoursFromNow(-1),
    });
    await insertPost(t.db, { ...owner, authorId: me.id, status: 'published' });
    await insertPost(t.db, { ...owner, authorId: neighbour.id, status: 'pending' });

    const body = await home(me.token);
    expect(body.pendingPosts.count).toBe(2);
    expect(body.pendingPosts.data.map((p) => p.id)).toEqual([second, first]);
    expect(body.pendingPosts.data.every((p) => p.status === 'pending')).toBe(true);
  });

  it('reads a fixed number of queries, whatever the number of rows', async () => {
    const queriesOf = async (token: string) => {
      t.queries.length = 0;
      await home(token);
      return t.queries.filter((sql) => !/session_versions|content_versions/.test(sql)).length;
    };
    const full = await queriesOf(me.token);
    const empty = await queriesOf(elsewhere.token);
    expect(full).toBe(empty);
    expect(full).toBeLessThanOrEqual(8);
  });
});
