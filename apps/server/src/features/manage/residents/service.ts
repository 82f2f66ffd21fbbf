import {
  localDateOf,
  type TLocale,
  type TManagedResident,
  type TManageResidentsFilter,
  type TUpdateResidentRequest,
} from '@habitat/shared';
import type { TRateLimits } from '#server/app-context';
import { findNotificationSettings } from '#server/data/notification-settings';
import { findResidentsOfProperty } from '#server/data/read-models/residents-directory';
import { isUniqueViolation } from '#server/data/unique-violation';
import { retireEmailChangeTokens, setUserDeactivated, updateUserProfile } from '#server/data/users';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import { sendPasswordLink, takeResetMailHit } from '#server/features/password-reset/service';
import { AppError, notFound } from '#server/lib/errors';
import type { THitCounters } from '#server/lib/rate-limit-store/counters';
import type { TSession } from '#server/lib/tokens';
import { getResident } from './resident-page';
import { managedResident } from './resident-scope';

type TCaller = { db: Db; session: TSession };
type TResidentRow = Awaited<ReturnType<typeof findResidentsOfProperty>>[number];

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toResident(row: TResidentRow): TManagedResident {
  return {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    deactivatedAt: isoOrNull(row.deactivatedAt),
    unit: { id: row.unitId, number: row.unitNumber },
    lease: {
      id: row.leaseId,
      startAt: row.startAt,
      endAt: row.endAt,
      earlyCancelAt: row.earlyCancelAt,
      rent: row.rentCents,
      paymentNumber: row.paymentNumber,
      signed: row.signed,
      inForce: row.inForce,
    },
  };
}

/** The building's residents by name, a page at a time (two queries: the scope, the page). */
export async function listResidents(options: TCaller & { query: TManageResidentsFilter }) {
  const { db, session, query } = options;
  const property = await managedProperty(db, session, query.property);
  const rows = await findResidentsOfProperty(db, {
    propertyId: property.id,
    today: localDateOf(new Date(), property.timeZone),
    q: query.q,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { data: rows.map(toResident), count: rows[0]?.total ?? 0 };
}

/**
 * Deactivates (sign-in refused, every session ended) or reactivates a resident's account; what
 * they wrote and booked stays. Audited; doing it twice changes nothing more.
 */
export async function setResidentActive(options: TCaller & { userId: number; active: boolean }) {
  const { db, session, userId, active } = options;
  const { propertyId } = await managedResident(db, session, userId);
  const deactivatedAt = await db.transaction(async (tx) => {
    const result = await setUserDeactivated(tx, userId, active ? null : new Date());
    if (!result) throw notFound('Resident');
    if (result.changed) {
      await recordAudit(tx, session, {
        entity: 'user',
        entityId: userId,
        action: active ? 'reactivate' : 'deactivate',
        propertyId,
        before: result.before,
        after: result.after,
      });
    }
    return result.after.deactivatedAt;
  });
  return { id: userId, deactivatedAt: isoOrNull(deactivatedAt) };
}

/**
 * Changes a resident's names, phone or e-mail (deactivated too). The e-mail is the manager's
 * word: it applies at once, the username stays (docs/decisions/010), and a pending e-mail change
 * link of the resident is retired. An e-mail someone else signs in with: 409, nothing changed.
 */
export async function updateResident(
  options: TCaller & { userId: number; change: TUpdateResidentRequest },
) {
  const { db, session, userId, change } = options;
  const { propertyId } = await managedResident(db, session, userId);
  try {
    await db.transaction(async (tx) => {
      const result = await updateUserProfile(tx, userId, change);
      if (!result) throw notFound('Resident');
      if (result.after.email !== result.before.email) {
        await retireEmailChangeTokens(tx, userId, new Date());
      }
      const same = Object.entries(change).every(
        ([field, value]) => result.before[field as keyof typeof change] === value,
      );
      if (same) return;
      await recordAudit(tx, session, {
        entity: 'user',
        entityId: userId,
        action: 'update',
        propertyId,
        before: result.before,
        after: result.after,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, 'email_already_used', 'Another account signs in with this e-mail', {
      email: 'email_already_used',
    });
  }
  return getResident({ db, session, userId });
}

/**
 * Mails the resident a single-use link to choose a password (the reset's token and page), in
 * `locale`, else their notification language. Counted with the resident's own reset requests
 * (429 past the account's limit); a deactivated account gets none (409). Audited.
 */
export async function sendResidentPasswordLink(
  options: TCaller & {
    userId: number;
    locale?: TLocale;
    mail: Omit<Parameters<typeof sendPasswordLink>[0], 'db' | 'user' | 'locale' | 'purpose'>;
    hits: THitCounters;
    limit: TRateLimits['resetMailsPerAccount'];
  },
) {
  const { db, session, userId } = options;
  const { user, propertyId } = await managedResident(db, session, userId);
  if (user.deactivatedAt) {
    throw new AppError(
      409,
      'resident_deactivated',
      'This account is deactivated: reactivate it before sending a password link',
    );
  }
  if (!(await takeResetMailHit(options.hits, userId, options.limit))) {
    throw new AppError(429, 'too_many_requests', 'Too many password links for this account');
  }
  const locale = options.locale ?? (await findNotificationSettings(db, userId))?.locale ?? 'fr';
  await sendPasswordLink({ ...options.mail, db, user, locale, purpose: 'set' });
  await recordAudit(db, session, {
    entity: 'user',
    entityId: userId,
    action: 'password_link',
    propertyId,
    before: null,
    after: { sentTo: user.email },
  });
  return { sentTo: user.email };
}
