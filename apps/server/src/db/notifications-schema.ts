import type {
  TDeliveryChannel,
  TLocale,
  TNotificationChoices,
  TNotificationParams,
  TNotificationType,
} from '@habitat/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef } from './columns';
import { organizations, properties, users } from './schema';

/**
 * Notifications (issue 24, docs/decisions/028-notifications.md): the outbox a domain write adds
 * its event to in its own transaction, each person's inbox, one delivery per channel and target,
 * everyone's settings, the browsers' push subscriptions and the managers' emergency messages.
 * data/notifications.ts owns all but emergency_messages (data/emergency-messages.ts).
 */

export type TNotificationSubject =
  | 'request'
  | 'post'
  | 'reservation'
  | 'news'
  | 'emergency'
  | 'account_request';

export type TDeliveryStatus = 'pending' | 'sent' | 'dead' | 'gone' | 'skipped';

/** The outbox: written in the domain write's transaction, fanned out by the job queue. */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: id(),
    type: text().$type<TNotificationType>().notNull(),
    organizationId: requiredRef(() => organizations.id),
    /** The building it is about (news, requests, posts, bookings); null: the organization. */
    propertyId: integer().references(() => properties.id),
    /** Who caused it (never told about their own action). */
    actorId: integer().references(() => users.id),
    subjectType: text().$type<TNotificationSubject>(),
    subjectId: integer(),
    /** The one person it is for (a request's author…); null: resolved by type at fan-out. */
    recipientId: integer().references(() => users.id),
    /** Account decisions: the address given in the request (there is no account). */
    recipientEmail: text(),
    recipientLocale: text().$type<TLocale>(),
    params: jsonb().$type<TNotificationParams>().notNull().default({}),
    /** Not fanned out before (a booking reminder is recorded with its booking). */
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    dispatchedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notification_events_undispatched_idx')
      .on(t.availableAt)
      .where(sql`${t.dispatchedAt} is null`),
    index().on(t.subjectType, t.subjectId),
  ],
);

/** Each person's inbox: one row per event and reader. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    eventId: requiredRef(() => notificationEvents.id),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<TNotificationType>().notNull(),
    params: jsonb().$type<TNotificationParams>().notNull().default({}),
    link: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.userId),
    index().on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** One send per event, channel and target (an address, a push endpoint, a device token). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    eventId: requiredRef(() => notificationEvents.id),
    notificationId: integer().references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    channel: text().$type<TDeliveryChannel>().notNull(),
    target: text().notNull(),
    status: text().$type<TDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** After the reader's quiet hours. */
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.channel, t.target),
    index().on(t.notificationId),
    index('notification_deliveries_dead_idx').on(t.createdAt).where(sql`${t.status} = 'dead'`),
  ],
);

/** A person's choices; no row: the defaults (packages/shared notification-types.ts). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  locale: text().$type<TLocale>().notNull().default('fr'),
  choices: jsonb().$type<TNotificationChoices>().notNull().default({}),
  quietStart: text(),
  quietEnd: text(),
  dailyDigest: boolean().notNull().default(false),
  lastDigestAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A browser's Web Push subscription, dropped with its session or when the service says gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The session (token jti) that made it: signing out of that session removes it. */
    sessionId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** A manager's emergency message to a building: cannot be muted, reaches every channel. */
export const emergencyMessages = pgTable(
  'emergency_messages',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: requiredRef(() => properties.id),
    authorId: requiredRef(() => users.id),
    title: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.propertyId, t.createdAt)],
);
