import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
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
    propertyId: integer()
      .notNull()
      .references(() => properties.id),
    number: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.propertyId, t.number)],
);

export const leases = pgTable(
  'leases',
  {
    id: id(),
    unitId: integer()
      .notNull()
      .references(() => units.id),
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
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
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
    leaseId: integer()
      .notNull()
      .references(() => leases.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    signed: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.userId] }), index().on(t.userId)],
);

/** Which properties a ROLE_MANAGER user manages. */
export const propertyManagers = pgTable(
  'property_managers',
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index().on(t.userId)],
);

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Only the SHA-256 of a reset token is stored; the token itself travels once, by e-mail. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const accountRequests = pgTable(
  'account_requests',
  {
    id: id(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id),
    name: text().notNull(),
    address: text().notNull(),
    unit: text().notNull(),
    phone: text(),
    email: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.propertyId)],
);
