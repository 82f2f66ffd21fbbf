import { createHash, randomBytes } from 'node:crypto';
import { BRAND_APP_TITLES, type TBrand, type TCalendarFeed, type TLocale } from '@habitat/shared';
import {
  deleteFeed,
  findFeedByTokenHash,
  findFeedOfUser,
  saveFeed,
} from '#server/data/calendar-feeds';
import {
  findCalendarReservation,
  listCalendarReservations,
  type TCalendarReservation,
} from '#server/data/reservations';
import type { Db } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/errors';
import { buildCalendar, type TIcalEvent } from '#server/lib/ical';
import type { TSession } from '#server/lib/tokens';
import { calendarTexts, translated } from './texts';

/**
 * iCalendar for bookings: one reservation as a downloadable .ics, and a private per-user feed
 * that phone calendars subscribe to. The feed's URL holds a random token; only its hash is
 * stored, so the URL is shown once and a leaked database cannot be turned into feed URLs.
 */

/** How far back a feed reaches, and how many bookings it holds at most. */
export const FEED_HISTORY_DAYS = 365;
export const FEED_MAX_EVENTS = 500;
/** How often a subscribed calendar should fetch the feed again. */
export const FEED_REFRESH = 'PT1H';

type TSite = { publicUrl: string; brand: TBrand };

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toIcalEvent(
  reservation: TCalendarReservation,
  options: TSite & { locale: TLocale },
): TIcalEvent {
  const { locale, publicUrl } = options;
  const texts = calendarTexts(locale);
  const service = translated(reservation.serviceName, locale);
  const booked = translated(reservation.entityName ?? reservation.eventName, locale);
  const summary = booked && booked !== service ? `${service} — ${booked}` : service;
  const description = [
    texts.booking(reservation.id),
    ...(reservation.totalCents > 0 ? [texts.total(reservation.totalCents)] : []),
  ].join('\n');
  const cancelled = reservation.canceledAt !== null;
  return {
    uid: `reservation-${reservation.id}@${new URL(publicUrl).hostname}`,
    start: reservation.startAt,
    end: reservation.endAt,
    summary,
    description,
    location: [reservation.propertyName, reservation.address].filter(Boolean).join(', '),
    url: `${publicUrl}/booking/${reservation.id}`,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    // A cancellation is a newer version of the event: calendars replace the old copy.
    sequence: cancelled ? 1 : 0,
    created: reservation.createdAt,
    lastModified: reservation.canceledAt ?? reservation.createdAt,
  };
}

/** One reservation as an .ics file; only its owner may have it. */
export async function reservationIcs(
  options: TSite & {
    db: Db;
    session: TSession;
    reservationId: number;
    locale: TLocale;
    now: Date;
  },
): Promise<{ filename: string; body: string }> {
  const { db, session, reservationId, locale, now } = options;
  const reservation = await findCalendarReservation(db, reservationId);
  if (!reservation) throw notFound('Reservation');
  if (reservation.userId !== session.userId) throw forbidden('This reservation is not yours');
  const body = buildCalendar({
    name: calendarTexts(locale).calendarName(BRAND_APP_TITLES[options.brand]),
    now,
    events: [toIcalEvent(reservation, options)],
  });
  return { filename: `reservation-${reservation.id}.ics`, body };
}

/* ---------- The private feed ---------- */

const inactive: TCalendarFeed = { active: false, url: null, createdAt: null };

/** Whether the user has a feed; its URL cannot be given again (only the hash is kept). */
export async function getFeed(options: { db: Db; userId: number }): Promise<TCalendarFeed> {
  const feed = await findFeedOfUser(options.db, options.userId);
  return feed ? { active: true, url: null, createdAt: feed.createdAt.toISOString() } : inactive;
}

export function feedUrl(options: { publicUrl: string; token: string; locale: TLocale }) {
  const query = options.locale === 'fr' ? '' : `?locale=${options.locale}`;
  return `${options.publicUrl}/api/calendar/${options.token}.ics${query}`;
}

/** A new feed token (replacing any older one); the answer is the only one to hold the URL. */
export async function createFeed(options: {
  db: Db;
  userId: number;
  publicUrl: string;
  locale: TLocale;
  now: Date;
}): Promise<TCalendarFeed> {
  const { db, userId, now } = options;
  const token = `cal_${randomBytes(32).toString('base64url')}`;
  const feed = await saveFeed(db, { userId, tokenHash: hashFeedToken(token), now });
  return {
    active: true,
    url: feedUrl({ ...options, token }),
    createdAt: feed.createdAt.toISOString(),
  };
}

export async function revokeFeed(options: { db: Db; userId: number }): Promise<TCalendarFeed> {
  await deleteFeed(options.db, options.userId);
  return inactive;
}

/** The feed of a token: the owner's bookings not cancelled, from a year back. 404 if revoked. */
export async function feedIcs(
  options: TSite & { db: Db; token: string; locale: TLocale; now: Date },
): Promise<string> {
  const { db, token, locale, now } = options;
  const feed = await findFeedByTokenHash(db, hashFeedToken(token));
  if (!feed) throw notFound('Calendar');
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 24 * 3600 * 1000);
  const bookings = await listCalendarReservations(db, {
    userId: feed.userId,
    since,
    limit: FEED_MAX_EVENTS,
  });
  return buildCalendar({
    name: calendarTexts(locale).calendarName(BRAND_APP_TITLES[options.brand]),
    now,
    refreshInterval: FEED_REFRESH,
    events: bookings.map((booking) => toIcalEvent(booking, options)),
  });
}
