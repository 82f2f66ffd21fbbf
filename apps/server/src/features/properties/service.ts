import {
  cardPaymentEnabled,
  ROLE_TENANT,
  type TLease,
  type TProperty,
  type TPropertySearchResult,
} from '@habitat/shared';
import { findLeaseOfSigner, leaseExists, type TLeaseRow } from '#server/data/leases';
import { isManagerOf } from '#server/data/managers';
import { findProperty, searchProperties, type TPropertyRow } from '#server/data/properties';
import type { Db } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { forbidden, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
/** When the day of `todayIso(now)` ends. */
export const endOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/** A resident's lease; `today` is its building's day (read with the lease on its clock). */
export function toLease(row: TLeaseRow, today: string): TLease {
  const active =
    row.startAt <= today &&
    (row.endAt === null || row.endAt >= today) &&
    (row.earlyCancelAt === null || row.earlyCancelAt > today);
  return {
    id: row.id,
    property: row.propertyId,
    unit: row.unitId,
    unitNumber: row.unitNumber,
    startAt: row.startAt,
    endAt: row.endAt,
    earlyCancelAt: row.earlyCancelAt,
    cancelNote: row.cancelNote,
    paymentNumber: row.paymentNumber,
    rent: row.rentCents,
    computed: { active },
  };
}

const toAddress = (row: TPropertyRow) => ({
  full: row.addressFull,
  city: row.city,
  state: row.state,
  zip: row.zip,
});

/** The deployment's processor, as far as a property's answer tells the browser. */
export type TProcessorInfo = Pick<TPaymentProcessor, 'name' | 'publicKey'>;

/**
 * A property's answer. Its `payments` name the deployment's processor and public key only
 * where the property takes cards, so the app offers a card form exactly there.
 */
export function toProperty(row: TPropertyRow, processor: TProcessorInfo): TProperty {
  const takesCards = cardPaymentEnabled(row);
  return {
    id: row.id,
    name: row.name,
    organization: row.organizationId,
    commercial: row.commercial,
    timeZone: row.timeZone,
    address: toAddress(row),
    phone: row.phone,
    email: row.email,
    payments: {
      processor: takesCards ? processor.name : null,
      publicKey: takesCards ? processor.publicKey : null,
      paymentEnabled: row.paymentEnabled,
      cardPaymentEnabled: row.cardPaymentEnabled,
    },
  };
}

/** A tenant may read the property of their lease; a manager the properties they manage. */
export async function canAccessProperty(db: Db, session: TSession, propertyId: number) {
  if (session.role === ROLE_TENANT) return session.propertyId === propertyId;
  return isManagerOf(db, session.userId, propertyId);
}

export async function getProperty(options: {
  db: Db;
  session: TSession;
  propertyId: number;
  processor: TProcessorInfo;
}) {
  const { db, session, propertyId, processor } = options;
  const row = await findProperty(db, propertyId);
  if (!row || !(await canAccessProperty(db, session, propertyId))) {
    // The same answer for "unknown" and "not yours" would hide existence, but the API
    // convention asks for 403 on someone else's id; unknown ids stay 404.
    if (!row) throw notFound('Property');
    throw forbidden('This property is not yours');
  }
  return toProperty(row, processor);
}

export async function getLease(options: {
  db: Db;
  session: TSession;
  leaseId: number;
  propertyId?: number;
}): Promise<TLease> {
  const { db, session, leaseId, propertyId } = options;
  if (propertyId !== undefined && !(await canAccessProperty(db, session, propertyId))) {
    throw forbidden('This property is not yours');
  }
  const row = await findLeaseOfSigner(db, leaseId, session.userId);
  if (!row) {
    if (!(await leaseExists(db, leaseId))) throw notFound('Lease');
    throw forbidden('This lease is not yours');
  }
  if (propertyId !== undefined && row.propertyId !== propertyId) throw notFound('Lease');
  return toLease(row, row.today);
}

export async function searchPropertiesByAddress(options: {
  db: Db;
  organizationId: number | null;
  address: string;
}): Promise<TPropertySearchResult[]> {
  if (options.organizationId === null) return [];
  const rows = await searchProperties(options.db, options.organizationId, options.address);
  return rows.map((row) => ({ id: row.id, name: row.name, address: toAddress(row) }));
}
