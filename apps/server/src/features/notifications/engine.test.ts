import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TNotificationType } from '@habitat/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNotificationEvent, type TNotificationEvent } from '#server/data/notification-events';
import { insertInboxRows, selectUserIds } from '#server/data/notifications';
import { residentIdsOf } from '#server/data/read-models/reach';
import { reservations } from '#server/db/bookings-schema';
import {
  notificationEvents,
  notificationSettings,
  pushSubscriptions,
} from '#server/db/notifications-schema';
import { deviceTokens, news, users } from '#server/db/schema';
import { createMailer, type TMail } from '#server/lib/mail';
import { insertOtherOrganization, propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, TEST_SECRET, type TTestApp } from '#server/test/harness';
import { sendDigests } from './digest';
import { deliveriesOf, idle, inboxOf, userIdOf } from './test-engine';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The worker with test timings: relay every 50 ms, two retries at once, no backoff. */
const fast = {
  worker: true,
  relayIntervalMs: 50,
  pollSeconds: 0.5,
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
};

const JARDINS_RESIDENTS = [
  'resident@example.com',
  'cotenant@example.com',
  'sophie.lavoie@example.com',
  'mathieu.bergeron@example.com',
  'amira.haddad@example.com',
];

/** The demo's people and buildings, and a way to record an event of the demo organization. */
async function demo(t: TTestApp) {
  const id: Record<string, number> = {};
  for (const email of [...JARDINS_RESIDENTS, 'manager@example.com', 'shop@example.com'])
    id[email.split('@')[0]!] = await userIdOf(t.db, email);
  const emailOf = new Map(Object.entries(id).map(([name, userId]) => [userId, name]));
  const organizationId = (await t.login('resident@example.com')).organization;
  const jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  const peel = await propertyIdOf(t.db, 'carre-peel');
  const record = (event: Omit<TNotificationEvent, 'organizationId'>) =>
    recordNotificationEvent(t.db, { organizationId, ...event });
  return { id, emailOf, organizationId, jardins, peel, record };
}

const setChoice = (
  t: TTestApp,
  userId: number,
  values: Partial<typeof notificationSettings.$inferInsert>,
) =>
  t.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });

describe('notification engine: who hears of what, on which channel', () => {
  let t: TTestApp;
  let d: Awaited<ReturnType<typeof demo>>;
  const mailsTo = (to: string, subject: string) =>
    t.mails.filter((m) => m.to === to && m.subject.includes(subject));

  beforeAll(async () => {
    t = await createTestApp({ notifications: fast });
    d = await demo(t);
  }, 60_000);
  afterAll(async () => t?.close());

  /** The readers of an event (by name) and the e-mail addresses it went to. */
  async function outcome(eventId: number) {
    const readers = (await inboxOf(t.db, eventId)).map((row) => d.emailOf.get(row.userId)).sort();
    const emails = (await deliveriesOf(t.db, eventId, 'email')).map((row) => row.target).sort();
    return { readers, emails };
  }

  it('sends each type to the people it concerns, on their channels, and to no one else', async () => {
    const { id, jardins, peel } = d;
    const other = await insertOtherOrganization(t.db);
    // The cotenant turned request updates off by e-mail; the one to mute urgent news cannot.
    await setChoice(t, id.cotenant!, {
      choices: { request_status: { email: false }, news_urgent: { email: false, push: false } },
    });
    const own = (type: TNotificationType, recipient: number, params = {}) =>
      d.record({ type, propertyId: jardins, actorId: id.manager, recipientId: recipient, params });
    const events = {
      reply: await own('request_reply', id.resident!, { requestId: 7 }),
      status: await own('request_status', id.resident!, { requestId: 7 }),
      mutedStatus: await own('request_status', id.cotenant!, { requestId: 8 }),
      accepted: await own('post_accepted', id.resident!, { postId: 3 }),
      refused: await own('post_refused', id.resident!, { postId: 3, reason: 'Doublon' }),
      confirmed: await own('booking_confirmed', id.resident!, { reservationId: 4 }),
      cancelled: await own('booking_cancelled', id.resident!, {
        reservationId: 4,
        note: 'Travaux',
      }),
      news: await d.record({
        type: 'news',
        propertyId: jardins,
        actorId: id.manager,
        params: { newsId: 1 },
      }),
      urgent: await d.record({
        type: 'news_urgent',
        propertyId: jardins,
        actorId: id.manager,
        params: { newsId: 2 },
      }),
      emergency: await d.record({
        type: 'emergency',
        propertyId: peel,
        actorId: id.manager,
        params: { emergencyId: 1 },
      }),
      otherNews: await recordNotificationEvent(t.db, {
        type: 'news_urgent',
        organizationId: other.organizationId,
        propertyId: other.propertyId,
        params: { newsId: 99 },
      }),
      newRequest: await d.record({
        type: 'manager_new_request',
        propertyId: jardins,
        actorId: id.resident,
        params: { requestId: 9, urgent: true },
      }),
      residentReply: await d.record({
        type: 'manager_request_reply',
        propertyId: jardins,
        actorId: id.resident,
        params: { requestId: 9 },
      }),
      pending: await d.record({
        type: 'manager_post_pending',
        propertyId: jardins,
        actorId: id.resident,
        params: { postId: 5 },
      }),
      accountRequest: await d.record({
        type: 'manager_account_request',
        propertyId: jardins,
        params: { accountRequestId: 1 },
      }),
      approved: await d.record({
        type: 'account_approved',
        propertyId: jardins,
        actorId: id.manager,
        recipientEmail: 'new.tenant@example.com',
        recipientLocale: 'en',
      }),
    };
    await idle(t.db);

    const resident = { readers: ['resident'], emails: ['resident@example.com'] };
    const inboxOnly = { readers: ['resident'], emails: [] };
    expect(await outcome(events.reply)).toEqual(resident);
    expect(await outcome(events.status)).toEqual(resident);
    expect(await outcome(events.mutedStatus)).toEqual({ readers: ['cotenant'], emails: [] });
    expect(await outcome(events.accepted)).toEqual(inboxOnly);
    expect(await outcome(events.refused)).toEqual(inboxOnly);
    expect(await outcome(events.confirmed)).toEqual(inboxOnly);
    expect(await outcome(events.cancelled)).toEqual(resident);
    const jardinsNames = JARDINS_RESIDENTS.map((e) => e.split('@')[0]).sort();
    // Building news: every resident of that building (not the manager who published it).
    expect(await outcome(events.news)).toEqual({ readers: jardinsNames, emails: [] });
    expect(await outcome(events.urgent)).toEqual({
      readers: jardinsNames,
      emails: [...JARDINS_RESIDENTS].sort(),
    });
    expect(await outcome(events.emergency)).toEqual({
      readers: ['shop'],
      emails: ['shop@example.com'],
    });
    expect(await outcome(events.otherNews)).toEqual({ readers: [], emails: [] });
    // Manager types: the building's managers, never the resident who caused them.
    const manager = { readers: ['manager'], emails: ['manager@example.com'] };
    expect(await outcome(events.newRequest)).toEqual(manager);
    expect(await outcome(events.residentReply)).toEqual(manager);
    expect(await outcome(events.pending)).toEqual({ readers: ['manager'], emails: [] });
    expect(await outcome(events.accountRequest)).toEqual(manager);
    expect(await outcome(events.approved)).toEqual({
      readers: [],
      emails: ['new.tenant@example.com'],
    });

    // The e-mails went out, in the reader's language, and say only what is theirs.
    expect(mailsTo('new.tenant@example.com', 'Your account request was approved')).toHaveLength(1);
    expect(mailsTo('manager@example.com', 'URGENT – Nouvelle demande n° 0000009')).toHaveLength(1);
    const [cancelled] = mailsTo('resident@example.com', 'Réservation annulée');
    expect(cancelled?.text).toContain('Travaux');
    expect(cancelled?.html).toContain('/booking/4');
    expect(t.mails.filter((m) => m.to === 'cotenant@example.com').map((m) => m.subject)).toEqual([
      'Urgent : ',
    ]);
    // A mail one cannot mute says why it came, and offers no unsubscribe.
    const [urgent] = t.mails.filter((m) => m.to === 'cotenant@example.com');
    expect(urgent?.text).toContain('avis urgent de votre immeuble');
    expect(urgent?.html).toContain('ne peuvent pas être désactivés');
    expect(urgent?.headers).toEqual({});
    expect(mailsTo('new.tenant@example.com', 'Your account request')[0]?.text).toContain(
      'this address was given in an account request',
    );
    const sent = await Promise.all(Object.values(events).map((e) => deliveriesOf(t.db, e)));
    expect(sent.flat().every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it("writes a building's inbox rows slice by slice, once, without the actor", async () => {
    const eventId = await d.record({
      type: 'news',
      propertyId: d.jardins,
      actorId: d.id.resident,
      params: { newsId: 77 },
      // Not relayed during the test: the slices below are the only writer.
      availableAt: new Date(Date.now() + 86_400_000),
    });
    const event = {
      id: eventId,
      type: 'news' as const,
      params: { newsId: 77 },
      actorId: d.id.resident!,
    };
    const readers = await selectUserIds(
      t.db,
      residentIdsOf(
        t.db,
        { organizationId: d.organizationId, propertyId: d.jardins },
        new Date().toISOString().slice(0, 10),
      ),
    );
    await insertInboxRows(t.db, event, '/news/77', readers, 2);
    await insertInboxRows(t.db, event, '/news/77', readers, 2);
    const names = (await inboxOf(t.db, eventId)).map((row) => d.emailOf.get(row.userId)).sort();
    expect(names).toEqual(['amira.haddad', 'cotenant', 'mathieu.bergeron', 'sophie.lavoie']);
  });

  it('holds a delivery until the end of quiet hours in the building, except urgent news', async () => {
    const { id, jardins } = d;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Toronto',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const at = (offsetMinutes: number) =>
      local.format(new Date(Date.now() + offsetMinutes * 60_000));
    await setChoice(t, id['sophie.lavoie']!, {
      quietStart: at(-60),
      quietEnd: at(120),
      choices: { news: { email: true } },
    });
    const news = await d.record({ type: 'news', propertyId: jardins, params: { newsId: 10 } });
    const urgent = await d.record({
      type: 'news_urgent',
      propertyId: jardins,
      params: { newsId: 11 },
    });
    await idle(t.db);

    const [held] = await deliveriesOf(t.db, news, 'email').then((rows) =>
      rows.filter((row) => row.target === 'sophie.lavoie@example.com'),
    );
    expect(held?.status).toBe('pending');
    const waitMinutes = (held!.sendAfter.getTime() - Date.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThan(118);
    expect(waitMinutes).toBeLessThanOrEqual(120);
    // Still in the inbox at once: quiet hours hold the e-mail and the push, not the bell.
    expect((await inboxOf(t.db, news)).length).toBe(5);
    const [urgentMail] = (await deliveriesOf(t.db, urgent, 'email')).filter(
      (row) => row.target === 'sophie.lavoie@example.com',
    );
    expect(urgentMail?.status).toBe('sent');
  });

  it('re-checks a booking reminder when it is due: a cancelled booking is not recalled', async () => {
    const upcoming = await t.db
      .select({
        id: reservations.id,
        userId: reservations.userId,
        propertyId: reservations.propertyId,
      })
      .from(reservations)
      .where(and(gt(reservations.startAt, new Date()), isNull(reservations.canceledAt)))
      .limit(2);
    expect(upcoming).toHaveLength(2);
    const [kept, cancelled] = upcoming as [(typeof upcoming)[0], (typeof upcoming)[0]];
    const remind = (booking: typeof kept) =>
      d.record({
        type: 'booking_reminder',
        propertyId: booking.propertyId,
        recipientId: booking.userId,
        subject: { type: 'reservation', id: booking.id },
        params: { reservationId: booking.id },
      });
    const keptEvent = await remind(kept);
    const cancelledEvent = await remind(cancelled);
    await t.db
      .update(reservations)
      .set({ canceledAt: new Date() })
      .where(eq(reservations.id, cancelled.id));
    await idle(t.db);
    expect(await inboxOf(t.db, keptEvent)).toEqual([
      { userId: kept.userId, link: `/booking/${kept.id}` },
    ]);
    expect(await inboxOf(t.db, cancelledEvent)).toEqual([]);
  });

  it('re-checks news when it is due: withdrawn, moved to another date or deleted since, it tells nobody', async () => {
    const due = new Date(Date.now() - 60_000);
    const item = async (values: Partial<typeof news.$inferInsert>) => {
      const [row] = await t.db
        .insert(news)
        .values({
          organizationId: d.organizationId,
          propertyId: d.jardins,
          title: { fr: 'Ascenseur', en: 'Lift' },
          body: { fr: '-', en: '-' },
          status: 'in_progress',
          createdAt: due,
          ...values,
        })
        .returning({ id: news.id });
      return row!.id;
    };
    const told = await item({});
    const withdrawn = await item({ status: 'draft' });
    const moved = await item({ createdAt: new Date(due.getTime() + 86_400_000) });
    const deleted = await item({});
    await t.db.delete(news).where(eq(news.id, deleted));
    const events: Record<string, number> = {};
    for (const [name, newsId] of Object.entries({ told, withdrawn, moved, deleted }))
      events[name] = await d.record({
        type: 'news_urgent',
        propertyId: d.jardins,
        subject: { type: 'news', id: newsId },
        params: { newsId },
        // Recorded for the date the item had when it was published.
        availableAt: due,
      });
    await idle(t.db);
    expect(await inboxOf(t.db, events.told!)).toHaveLength(JARDINS_RESIDENTS.length);
    for (const name of ['withdrawn', 'moved', 'deleted']) {
      expect(await inboxOf(t.db, events[name]!), name).toEqual([]);
      expect(await deliveriesOf(t.db, events[name]!), name).toEqual([]);
    }
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const before = t.mails.length;
    await expect(
      t.db.transaction(async (tx) => {
        await recordNotificationEvent(tx, {
          type: 'news_urgent',
          organizationId: d.organizationId,
          propertyId: d.jardins,
          params: { newsId: 12 },
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await idle(t.db);
    expect(t.mails.length).toBe(before);
  });

  it('sends nothing to a deactivated account (its inbox row is kept for its return)', async () => {
    const amira = d.id['amira.haddad']!;
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, amira));
    try {
      await d.record({ type: 'emergency', propertyId: d.jardins, params: { emergencyId: 99 } });
      await idle(t.db);
      const event = (await t.db.select().from(notificationEvents)).at(-1)!;
      expect((await inboxOf(t.db, event.id)).map((row) => row.userId)).toContain(amira);
      const targets = (await deliveriesOf(t.db, event.id, 'email')).map((row) => row.target);
      expect(targets).toContain('resident@example.com');
      expect(targets).not.toContain('amira.haddad@example.com');
    } finally {
      await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, amira));
    }
  });

  it("pushes to the reader's browsers and devices the lock-screen text and link only, and drops what is gone", async () => {
    const { token } = await t.login('cotenant@example.com');
    const userId = d.id.cotenant!;
    const { webPush } = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/dev/push/subscriptions',
      payload: { applicationServerKey: webPush.publicKey },
    });
    const browser = made.json<{
      id: string;
      endpoint: string;
      keys: { p256dh: string; auth: string };
    }>();
    const gone = { ...browser, endpoint: browser.endpoint.replace(browser.id, randomUUID()) };
    for (const subscription of [browser, gone]) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: t.bearer(token),
        payload: { endpoint: subscription.endpoint, keys: subscription.keys },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const android = `fcm-${randomUUID()}:APA91b${'x'.repeat(40)}`;
    const iphone = randomBytes(32).toString('hex');
    await t.db.insert(deviceTokens).values([
      { userId, token: android, platform: 'android' },
      { userId, token: iphone, platform: null },
    ]);

    const event = await d.record({
      type: 'request_reply',
      propertyId: d.jardins,
      actorId: d.id.manager,
      recipientId: userId,
      params: { requestId: 55 },
    });
    await idle(t.db);
    const byChannel = Object.fromEntries(
      (await deliveriesOf(t.db, event)).map((row) => [`${row.channel}:${row.target}`, row.status]),
    );
    expect(byChannel).toEqual({
      'email:cotenant@example.com': 'sent',
      [`web_push:${browser.endpoint}`]: 'sent',
      [`web_push:${gone.endpoint}`]: 'gone',
      [`fcm:${android}`]: 'sent',
      [`apns:${iphone}`]: 'sent',
    });
    // The lock screen says that the request changed, not what the reply says.
    const expected = { title: 'Votre demande n° 0000055 a été mise à jour', link: '/requests/55' };
    const received = await t.app.inject({
      method: 'GET',
      url: `/api/dev/push/subscriptions/${browser.id}/messages`,
    });
    expect(received.json().data.map((m: { payload: string }) => JSON.parse(m.payload))).toEqual([
      expect.objectContaining(expected),
    ]);
    const fcm = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dev/fcm/messages?token=${encodeURIComponent(android)}`,
      })
    ).json();
    expect(JSON.stringify(fcm.data)).toContain(expected.title);
    const apns = (
      await t.app.inject({ method: 'GET', url: `/api/dev/apns/messages?token=${iphone}` })
    ).json();
    expect(JSON.stringify(apns.data)).toContain(expected.title);
    // The gone subscription is forgotten; the others stay.
    const endpoints = (
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    ).map((row) => row.endpoint);
    expect(endpoints).toEqual([browser.endpoint]);
  });

  it("a manager on the daily digest gets one e-mail a day at 08:00 in the building's time, not one per event", async () => {
    const { id, jardins } = d;
    await setChoice(t, id.manager!, { dailyDigest: true, locale: 'en', lastDigestAt: new Date() });
    const event = await d.record({
      type: 'manager_new_request',
      propertyId: jardins,
      actorId: id.resident,
      params: { requestId: 31 },
    });
    await idle(t.db);
    expect(await outcome(event)).toEqual({ readers: ['manager'], emails: [] });

    const tomorrow = (hour: number) => {
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      // Toronto is UTC-5 in winter and UTC-4 in summer: 13:00 UTC is 08:00 or 09:00 there.
      return new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`);
    };
    const digest = (now: Date) =>
      sendDigests(
        {
          db: t.db,
          mailer: { send: async (m) => void t.mails.push(m) },
          publicUrl: t.config.publicUrl,
          appName: 'Habitat',
        },
        now,
      );
    expect(await digest(tomorrow(10))).toBe(0); // 05:30 or 06:30 in Toronto
    expect(await digest(tomorrow(14))).toBe(1);
    expect(await digest(tomorrow(15))).toBe(0);
    const digests = t.mails.filter((m) => m.subject.includes('daily digest'));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('New request #0000031');
    // The digest is the manager's choice: it says so, and where to change it.
    expect(digests[0]?.text).toContain(
      `daily digest in your notification settings: ${t.config.publicUrl}/profile/notifications`,
    );
    expect(digests[0]?.html).toContain(`href="${t.config.publicUrl}/profile/notifications"`);
  });
});

describe('notification e-mails: one-click unsubscribe', () => {
  let t: TTestApp;
  let d: Awaited<ReturnType<typeof demo>>;
  const replyTo = (userId: number, requestId: number) =>
    d.record({
      type: 'request_reply',
      propertyId: d.jardins,
      actorId: d.id.manager,
      recipientId: userId,
      params: { requestId },
    });
  const settingsOf = async (userId: number) =>
    (
      await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId))
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ notifications: fast });
    d = await demo(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('carries List-Unsubscribe; its one-click POST turns that type off and the next event sends no e-mail', async () => {
    await replyTo(d.id.resident!, 41);
    await idle(t.db);
    const [mail] = t.mails.filter((m) => m.subject.includes('0000041'));
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = mail?.headers?.['List-Unsubscribe']?.match(/^<(https?:\/\/[^>]+)>$/)?.[1];
    expect(oneClick).toMatch(`${t.config.publicUrl}/api/notifications/unsubscribe?token=`);
    const token = new URL(oneClick!).searchParams.get('token')!;
    // The visible link opens the web page, which asks before unsubscribing.
    expect(mail?.text).toContain(`${t.config.publicUrl}/unsubscribe?token=${token}`);
    expect(mail?.messageId).toMatch(/^<delivery-\d+@.+>$/);

    const path = oneClick!.slice(t.config.publicUrl.length);
    const described = await t.app.inject({ method: 'GET', url: path });
    expect(described.json()).toEqual({ type: 'request_reply', email: 'resident@example.com' });
    expect(await settingsOf(d.id.resident!)).toBeUndefined();

    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ type: 'request_reply' });
    expect((await settingsOf(d.id.resident!))?.choices).toEqual({
      request_reply: { email: false },
    });

    const before = t.mails.length;
    const next = await replyTo(d.id.resident!, 42);
    await idle(t.db);
    expect(await inboxOf(t.db, next)).toHaveLength(1);
    expect(await deliveriesOf(t.db, next, 'email')).toEqual([]);
    expect(t.mails.length).toBe(before);
  });

  it('refuses a forged or expired token with 400 and changes nothing', async () => {
    const cotenant = d.id.cotenant!;
    const good = signUnsubscribeToken(TEST_SECRET, { userId: cotenant, type: 'request_status' });
    const [payload, signature] = good.split('.') as [string, string];
    const otherUser = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(`"u":${cotenant}`, `"u":${d.id.sophie ?? d.id['sophie.lavoie']}`),
    ).toString('base64url');
    const expired = signUnsubscribeToken(
      TEST_SECRET,
      { userId: cotenant, type: 'request_status' },
      new Date(Date.now() - 61 * 86_400_000),
    );
    const tokens = [
      `${otherUser}.${signature}`,
      signUnsubscribeToken('another-secret-that-is-long-enough-for-hmac', {
        userId: cotenant,
        type: 'request_status',
      }),
      expired,
      'not-a-token',
    ];
    for (const token of tokens) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('unsubscribe_token_invalid');
      }
    }
    expect(await settingsOf(cotenant)).toBeUndefined();
    expect(await settingsOf(d.id['sophie.lavoie']!)).toBeUndefined();
  });
});

describe('notification deliveries: retries, dead letters, crashes', () => {
  let t: TTestApp;
  let d: Awaited<ReturnType<typeof demo>>;
  const outbox = mkdtempSync(join(tmpdir(), 'habitat-outbox-'));
  const realMailer = createMailer({ dataDir: outbox, log: () => {} });
  /** Addresses whose mail server fails, and how many more times. */
  const failing = new Map<string, number>();
  let crashAfterSend = 0;
  const sendsTo = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp({
      notifications: {
        ...fast,
        afterSend: () => {
          if (crashAfterSend === 0) return;
          crashAfterSend -= 1;
          throw new Error('the worker died before recording the send');
        },
      },
      mailer: {
        send: async (mail: TMail) => {
          sendsTo.set(mail.to, (sendsTo.get(mail.to) ?? 0) + 1);
          const left = failing.get(mail.to) ?? 0;
          if (left > 0) {
            failing.set(mail.to, left - 1);
            throw new Error('421 service not available');
          }
          await realMailer.send(mail);
        },
      },
    });
    d = await demo(t);
  }, 60_000);
  afterAll(async () => t?.close());

  const decision = (to: string) =>
    d.record({
      type: 'account_declined',
      propertyId: d.jardins,
      recipientEmail: to,
      recipientLocale: 'fr',
    });
  const outboxFiles = () => readdirSync(join(outbox, 'outbox'));

  it('retries after a provider error and sends once it answers', async () => {
    failing.set('flaky@example.com', 1);
    const event = await decision('flaky@example.com');
    await idle(t.db);
    const [delivery] = await deliveriesOf(t.db, event);
    expect(delivery).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(sendsTo.get('flaky@example.com')).toBe(2);
  });

  it('marks a delivery dead after the last retry, with its error, for the console', async () => {
    failing.set('down@example.com', 100);
    const event = await decision('down@example.com');
    await idle(t.db);
    const [delivery] = await deliveriesOf(t.db, event);
    // The first attempt and two retries.
    expect(delivery).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: '421 service not available',
    });
    expect(sendsTo.get('down@example.com')).toBe(3);
  });

  it("marks a range's deliveries dead when the range's own job fails every retry (the database refusing its attempts)", async () => {
    // Every attempt's start (attempts + 1) fails, as with a database that is down; marking dead
    // (a status change alone) still goes through.
    await t.db.execute(sql`create function refuse_attempts() returns trigger language plpgsql as $$
      begin raise exception 'database unavailable'; end $$`);
    await t.db.execute(sql`create trigger refuse_attempts before update on notification_deliveries
      for each row when (new.attempts > old.attempts) execute function refuse_attempts()`);
    try {
      const event = await decision('unreachable@example.com');
      await idle(t.db);
      const [delivery] = await deliveriesOf(t.db, event);
      expect(delivery).toMatchObject({ status: 'dead', attempts: 0 });
      expect(sendsTo.get('unreachable@example.com')).toBeUndefined();
    } finally {
      await t.db.execute(sql`drop trigger refuse_attempts on notification_deliveries`);
      await t.db.execute(sql`drop function refuse_attempts()`);
    }
  });

  it('sends once after a crash between the send and its acknowledgement: the resend keeps its Message-ID', async () => {
    crashAfterSend = 1;
    const event = await decision('crash@example.com');
    await idle(t.db);
    const [delivery] = await deliveriesOf(t.db, event);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sendsTo.get('crash@example.com')).toBe(2);
    const files = outboxFiles().filter((name) => name.startsWith(`delivery-${delivery!.id}`));
    expect(files).toEqual([`delivery-${delivery!.id}${new URL(t.config.publicUrl).hostname}.eml`]);
    const raw = readFileSync(join(outbox, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain(`Message-ID: <delivery-${delivery!.id}@`);
    expect(raw).toContain('To: crash@example.com');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances with workers on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let a: TTestApp;
    let b: TTestApp;
    beforeAll(async () => {
      // Small batches, so that both instances take some of the deliveries.
      const notifications = { ...fast, deliverBatchSize: 10 };
      a = await createTestApp({ notifications });
      b = await createTestApp({ notifications, databaseUrl: a.databaseUrl });
    }, 60_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('deliver each delivery once, sharing the work', async () => {
      const d = await demo(a);
      const events: number[] = [];
      for (let i = 0; i < 120; i++) {
        events.push(
          await d.record({
            type: 'request_reply',
            propertyId: d.jardins,
            actorId: d.id.manager,
            recipientId: d.id[JARDINS_RESIDENTS[i % 5]!.split('@')[0]!],
            params: { requestId: 1000 + i },
          }),
        );
      }
      events.push(
        await d.record({ type: 'news_urgent', propertyId: d.jardins, params: { newsId: 5 } }),
      );
      await idle(a.db);
      const mails = [...a.mails, ...b.mails];
      expect(mails).toHaveLength(125);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(125);
      // Both did their share.
      expect(a.mails.length).toBeGreaterThan(0);
      expect(b.mails.length).toBeGreaterThan(0);
      const deliveries = (await Promise.all(events.map((e) => deliveriesOf(a.db, e)))).flat();
      expect(deliveries).toHaveLength(125);
      expect(deliveries.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });
  },
);
