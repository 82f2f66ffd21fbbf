import {
  closedWeek,
  type TAccountRequestStatus,
  type TLocale,
  type TNamedLink,
  type TNewsStatus,
  type TPostStatus,
  type TRequestStatus,
  type TTranslatable,
  type TWeeklyHours,
} from '@habitat/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, EMPTY_TRANSLATABLE, id, requiredRef } from './columns';

export const organizations = pgTable('organizations', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  createdAt: createdAt(),
});

export const properties = pgTable(
  'properties',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    slug: text().notNull().unique(),
    name: text().notNull(),
    commercial: boolean().notNull().default(false),
    addressFull: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    timeZone: text().notNull().default('America/New_York'),
    phone: text(),
    email: text(),
    paymentProcessor: text(),
    paymentPublicKey: text(),
    paymentEnabled: boolean().notNull().default(false),
    cardPaymentEnabled: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    propertyId: requiredRef(() => properties.id),
    number: text().notNull(),
    /** Retired by a manager: offered for no new lease or account; its leases and requests stay. */
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.propertyId, t.number)],
);

export const leases = pgTable(
  'leases',
  {
    id: id(),
    unitId: requiredRef(() => units.id),
    startAt: date({ mode: 'string' }).notNull(),
    endAt: date({ mode: 'string' }),
    earlyCancelAt: date({ mode: 'string' }),
    cancelNote: text(),
    paymentNumber: text(),
    rentCents: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.unitId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    /** Bumped to end every session of the user (sign out everywhere, password change or reset). */
    sessionVersion: integer().notNull().default(0),
    /** Set by a manager: sign-in refused and sessions ended, the account's content kept. */
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index().on(t.organizationId),
  ],
);

export const leaseSigners = pgTable(
  'lease_signers',
  {
    leaseId: requiredRef(() => leases.id),
    userId: requiredRef(() => users.id),
    signed: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.userId] }), index().on(t.userId)],
);

/** Which properties a ROLE_MANAGER user manages. */
export const propertyManagers = pgTable(
  'property_managers',
  {
    propertyId: requiredRef(() => properties.id),
    userId: requiredRef(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index().on(t.userId)],
);

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    /** 'ios' (APNs) or 'android' (FCM); null: told apart by the token's shape. */
    platform: text().$type<'ios' | 'android'>(),
    /** The session (token jti) that sent it: signing out of that session removes it. */
    sessionId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Only the SHA-256 of a reset token is stored; the token itself travels once, by e-mail. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Tokens signed out on their device before they expire ("sign out" ends that device only). The
 * session check refuses a token named here; a row is useless once its token has expired.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    /** The token's `jti` claim (lib/tokens.ts). */
    tokenId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenId] })],
);

/**
 * A requested e-mail change waits here until the link mailed to the new address is followed;
 * only the SHA-256 of the token is stored.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Every username and e-mail, lower-cased, in one namespace: the primary key lets no two users
 * share a name across the two columns. Written only by the trigger of migration 0006 on users.
 */
export const loginNames = pgTable(
  'login_names',
  {
    name: text().primaryKey(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Hit counters every instance shares: the per-address rate limits of the routes and the
 * per-account sign-in failures. A row past reset_at counts as zero and is purged later.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resetAt)],
);

/**
 * One row per organization, bumped by triggers (migration 0009) in every transaction that
 * changes what its lists show: lists cached in memory are checked against it on every request
 * (docs/decisions/017-list-cache.md).
 */
export const contentVersions = pgTable('content_versions', {
  organizationId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

export const accountRequests = pgTable(
  'account_requests',
  {
    id: id(),
    propertyId: requiredRef(() => properties.id),
    name: text().notNull(),
    address: text().notNull(),
    unit: text().notNull(),
    phone: text(),
    email: text(),
    note: text(),
    /** The language the request was made in: its decision is mailed in it. */
    locale: text().$type<TLocale>().notNull().default('fr'),
    createdAt: createdAt(),
    /** pending until a manager decides (ACCOUNT_REQUEST_STATUSES). */
    status: text().$type<TAccountRequestStatus>().notNull().default('pending'),
    decidedBy: integer().references((): AnyPgColumn => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    /** The account an approval created. */
    userId: integer().references((): AnyPgColumn => users.id),
  },
  (t) => [index().on(t.propertyId), index().on(t.propertyId, t.status, t.createdAt)],
);

/**
 * Stored files (under DATA_DIR/uploads/<stored_name>). kind: 'document' is a property
 * document listed by GET /api/files; 'attachment' a file attached to a service or a news
 * item; 'image' a photo; 'icon' a service icon. property_id null = organization-wide.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: integer().references(() => properties.id),
    kind: text().$type<TFileKind>().notNull(),
    name: text(),
    storedName: text().notNull().unique(),
    mediaType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.organizationId, t.kind, t.createdAt),
    index().on(t.propertyId, t.kind, t.createdAt),
  ],
);
export type TFileKind = 'document' | 'attachment' | 'image' | 'icon';

/** property_id null = shown in every property of the organization. */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: integer().references(() => properties.id),
    name: jsonb().$type<TTranslatable>().notNull(),
    position: integer().notNull().default(0),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.organizationId, t.deleted, t.position),
    index().on(t.propertyId, t.deleted, t.position),
  ],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    categoryId: requiredRef(() => serviceCategories.id),
    name: jsonb().$type<TTranslatable>().notNull(),
    description: jsonb().$type<TTranslatable>().notNull().default(EMPTY_TRANSLATABLE),
    active: boolean().notNull().default(true),
    iconFileId: integer().references(() => files.id),
    hours: jsonb().$type<TWeeklyHours>().notNull().default(closedWeek()),
    link: text(),
    externalLinks: jsonb().$type<TNamedLink[]>().notNull().default([]),
    maxActiveBookingsPerUser: integer(),
    maxActiveBookingsPerUnit: integer(),
    phoneNumber: text(),
    email: text(),
    showAvailableSchedulesForDate: boolean().notNull().default(false),
    availableOnlyForUserSignedOnLease: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.categoryId, t.active, t.position), index().on(t.iconFileId)],
);

export const serviceFiles = pgTable(
  'service_files',
  {
    serviceId: requiredRef(() => services.id, { onDelete: 'cascade' }),
    fileId: requiredRef(() => files.id),
    role: text().$type<'image' | 'document'>().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.fileId] }), index().on(t.fileId)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: integer().references(() => properties.id),
    title: jsonb().$type<TTranslatable>().notNull(),
    subTitle: jsonb().$type<TTranslatable>().notNull().default(EMPTY_TRANSLATABLE),
    body: jsonb().$type<TTranslatable>().notNull(),
    status: text().$type<TNewsStatus>().notNull().default('draft'),
    /** Urgent news is its own notification type: cannot be muted, ignores quiet hours. */
    urgent: boolean().notNull().default(false),
    imageFileId: integer().references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.organizationId, t.status, t.createdAt),
    index().on(t.propertyId, t.status, t.createdAt),
    index().on(t.imageFileId),
  ],
);

export const newsFiles = pgTable(
  'news_files',
  {
    newsId: requiredRef(() => news.id, { onDelete: 'cascade' }),
    fileId: requiredRef(() => files.id),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.fileId] }), index().on(t.fileId)],
);

// Billboard

/**
 * Neighbour notices. Always of one property (the author's, from the session). Published ones
 * show on the billboard while start_at <= now < end_at. decided_* record the manager's decision.
 */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: requiredRef(() => properties.id),
    authorId: requiredRef(() => users.id),
    title: jsonb().$type<TTranslatable>().notNull(),
    subTitle: jsonb().$type<TTranslatable>().notNull().default(EMPTY_TRANSLATABLE),
    body: jsonb().$type<TTranslatable>().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<TPostStatus>().notNull().default('pending'),
    imageFileId: integer().references(() => files.id),
    decisionNote: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // The billboard: a property's published posts in their window, newest start first.
    index().on(t.propertyId, t.status, t.startAt, t.endAt),
    // The pending tab: an author's posts by status, newest first.
    index().on(t.authorId, t.status, t.createdAt),
    // A manager's lists, newest first: of one building, and of all (docs/decisions/014).
    index().on(t.propertyId, t.createdAt),
    index().on(t.organizationId, t.createdAt),
    index().on(t.imageFileId),
    index().on(t.decidedBy),
  ],
);

// Maintenance requests

/**
 * A property's request categories: a tree of three levels (category, sub-category, type).
 * property_id null = offered in every property of the organization. Deleted nodes stay for the
 * requests filed under them, and are left out of the tree (with everything under them).
 */
export const requestCategories = pgTable(
  'request_categories',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: integer().references(() => properties.id),
    parentId: integer().references((): AnyPgColumn => requestCategories.id),
    name: jsonb().$type<TTranslatable>().notNull(),
    position: integer().notNull().default(0),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.organizationId, t.propertyId),
    index().on(t.propertyId),
    index().on(t.parentId),
  ],
);

/** A tenant's maintenance request; its number is the id padded to 7 digits. */
export const userRequests = pgTable(
  'user_requests',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: requiredRef(() => properties.id),
    unitId: integer().references(() => units.id),
    authorId: requiredRef(() => users.id),
    title: text().notNull(),
    body: text().notNull(),
    phoneNumber: text().notNull(),
    emergency: boolean().notNull().default(false),
    animal: boolean().notNull().default(false),
    canAccessIfAbsent: boolean().notNull().default(false),
    alarm: boolean().notNull().default(false),
    alarmCode: text(),
    categoryId: requiredRef(() => requestCategories.id),
    imageFileId: integer().references(() => files.id),
    status: text().$type<TRequestStatus>().notNull().default('pending'),
    decisionNote: text(),
    decisionAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A tenant's list: their requests in their property, newest first.
    index().on(t.authorId, t.propertyId, t.createdAt),
    // A manager's list: a property's requests, newest first.
    index().on(t.propertyId, t.createdAt),
    // A manager's list of all their buildings, newest first (docs/decisions/014).
    index().on(t.organizationId, t.createdAt),
    index().on(t.unitId),
    index().on(t.categoryId),
    index().on(t.imageFileId),
    check(
      'user_requests_status_check',
      sql`${t.status} in ('new', 'pending', 'in_progress', 'completed', 'canceled', 'done')`,
    ),
  ],
);

/** The discussion of a request: messages of its author ('tenant') and managers ('manager'). */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: id(),
    requestId: requiredRef(() => userRequests.id, { onDelete: 'cascade' }),
    userId: requiredRef(() => users.id),
    from: text().$type<'tenant' | 'manager'>().notNull(),
    msg: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.requestId, t.createdAt),
    index().on(t.userId),
    check('request_messages_from_check', sql`${t.from} in ('tenant', 'manager')`),
  ],
);

/**
 * What managers changed from the console: who, what (an item of a kind), when, and the item's
 * fields before and after (null when created / deleted). Read per item, newest first.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
    propertyId: integer().references(() => properties.id),
    actorId: requiredRef(() => users.id),
    entityType: text().notNull(),
    entityId: integer().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.entityType, t.entityId, t.createdAt),
    index().on(t.propertyId, t.createdAt),
    index().on(t.organizationId),
    index().on(t.actorId),
  ],
);
