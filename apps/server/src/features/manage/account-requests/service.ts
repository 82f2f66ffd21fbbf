import {
  DEFAULT_TIME_ZONE,
  type TAccountRequestStatus,
  type TBrand,
  type TManagedAccountRequest,
  type TManagedAccountRequestListResponse,
  wallClock,
} from '@habitat/shared';
import {
  countAccountRequests,
  findAccountRequest,
  findAccountRequests,
  recordAccountDecision,
  type TAccountRequestRow,
} from '#server/data/account-requests';
import { insertLeaseSigner } from '#server/data/lease-signers';
import { findLeaseInForce, insertLease } from '#server/data/leases';
import { recordNotificationEvent } from '#server/data/notification-events';
import { findPropertyTimeZone, findUnit, findUnitsOfProperty } from '#server/data/properties';
import { isUniqueViolation } from '#server/data/unique-violation';
import { loginNameTaken } from '#server/data/users';
import type { Db, TDbOrTx } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import type { TBackgroundWork } from '#server/lib/background';
import { AppError, conflict, notFound } from '#server/lib/errors';
import type { TMailer } from '#server/lib/mail';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';
import { insertInvitedTenant, mailInvitation, prepareInvitation } from './invitation';

function toManagedAccountRequest(row: TAccountRequestRow): TManagedAccountRequest {
  return {
    id: row.id,
    property: row.propertyId,
    name: row.name,
    address: row.address,
    unit: row.unit,
    phone: row.phone,
    email: row.email,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy:
      row.decidedById === null
        ? null
        : {
            id: row.decidedById,
            firstName: row.decidedByFirstName ?? '',
            lastName: row.decidedByLastName ?? '',
          },
    declineReason: row.declineReason,
    user: row.userId === null ? null : { id: row.userId, email: row.userEmail ?? '' },
  };
}

export async function listAccountRequests(options: {
  db: Db;
  session: TSession;
  query: { property: number; status: TAccountRequestStatus; page: number; perPage: number };
}): Promise<TManagedAccountRequestListResponse> {
  const { db, session, query } = options;
  const { id: propertyId } = await managedProperty(db, session, query.property);
  const [count, rows] = await Promise.all([
    countAccountRequests(db, propertyId, query.status),
    findAccountRequests(db, { propertyId, status: query.status, ...pageWindow(query) }),
  ]);
  return { data: rows.map(toManagedAccountRequest), count };
}

export async function listUnits(db: Db, session: TSession, propertyId: number) {
  const property = await managedProperty(db, session, propertyId);
  const data = await findUnitsOfProperty(db, property.id);
  return { data, count: data.length };
}

/** The pending request of a property the caller manages: 404 unknown, 403 elsewhere, 409 decided. */
async function pendingRequest(db: Db, session: TSession, id: number) {
  const request = await findAccountRequest(db, id);
  if (!request) throw notFound('Account request');
  await managedProperty(db, session, request.propertyId);
  if (request.status !== 'pending') {
    throw conflict(`Only a pending account request can be decided; this one is ${request.status}`);
  }
  return request;
}

async function decided(db: Db, id: number) {
  const row = await findAccountRequest(db, id);
  if (!row) throw notFound('Account request');
  return toManagedAccountRequest(row);
}

const invalidField = (field: string, code: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: code });

const emailAlreadyUsed = () =>
  new AppError(409, 'email_already_used', 'This e-mail address is already used by an account.');

export type TApproval = {
  unit: number;
  leaseStart: string;
  signer: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
};

/**
 * Approves a pending request in one transaction: a ROLE_TENANT account with a password nobody
 * knows, signer (or not) of the unit's lease in force today (a new one from `leaseStart` when
 * none is), and a single-use password token. After the commit the invitation mails the token's
 * link to the welcome page, where the new resident chooses a password and is signed in. That
 * mail is the only one: the approval's notification goes to the new account's inbox.
 */
export async function approveAccountRequest(options: {
  db: Db;
  session: TSession;
  id: number;
  approval: TApproval;
  mailer: TMailer;
  background: TBackgroundWork;
  publicUrl: string;
  brand: TBrand;
  now?: Date;
}): Promise<TManagedAccountRequest> {
  const { db, session, id, approval, now = new Date() } = options;
  const request = await pendingRequest(db, session, id);
  const unit = await findUnit(db, approval.unit);
  if (!unit || unit.propertyId !== request.propertyId || unit.retiredAt) {
    throw invalidField(
      'unit',
      'invalid_value',
      "The unit must be one of the property's units in use",
    );
  }
  const email = approval.email ?? request.email?.toLowerCase() ?? null;
  if (!email) throw invalidField('email', 'required', 'The request has no e-mail: give one');
  if (await loginNameTaken(db, email)) throw emailAlreadyUsed();

  // "Today" is the building's day: at 21:00 in Toronto on the 30th, a lease ending that day is
  // still in force, though the UTC date is already the 31st.
  const timeZone = (await findPropertyTimeZone(db, request.propertyId)) ?? DEFAULT_TIME_ZONE;
  const buildingToday = wallClock(now, timeZone).date;
  const invitation = await prepareInvitation();
  try {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const user = await insertInvitedTenant(
        tx,
        invitation,
        {
          organizationId: session.organizationId,
          email,
          firstName: approval.firstName,
          lastName: approval.lastName,
          phone: request.phone,
        },
        now,
      );
      const lease =
        (await findLeaseInForce(txDb, unit.id, buildingToday)) ??
        (await insertLease(txDb, { unitId: unit.id, startAt: approval.leaseStart }));
      await insertLeaseSigner(txDb, {
        leaseId: lease.id,
        userId: user.id,
        signed: approval.signer,
      });
      const recorded = await recordAccountDecision(txDb, {
        id,
        status: 'approved',
        by: session.userId,
        at: now,
        declineReason: null,
        userId: user.id,
      });
      if (!recorded) throw conflict('This account request was decided in the meantime');
      await recordAudit(tx, session, {
        entity: 'account_request',
        entityId: id,
        action: 'approve',
        propertyId: request.propertyId,
        before: { status: 'pending' },
        after: { status: 'approved', userId: user.id, unit: unit.id, signer: approval.signer },
      });
      await recordDecisionEvent(tx, session, request, {
        type: 'account_approved',
        userId: user.id,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailAlreadyUsed();
    throw error;
  }

  mailInvitation(options, invitation, {
    email,
    firstName: approval.firstName,
    locale: request.locale,
  });
  return decided(db, id);
}

/**
 * The decision, in the request's language. A decline goes to the address of the request: there
 * is no account. An approval goes to the new account's inbox only: the invitation mail already
 * tells it (one mail, with the link to choose a password).
 */
const recordDecisionEvent = (
  tx: TDbOrTx,
  session: TSession,
  request: TAccountRequestRow,
  decision:
    | { type: 'account_approved'; userId: number }
    | { type: 'account_declined'; email: string },
) =>
  recordNotificationEvent(tx, {
    type: decision.type,
    organizationId: session.organizationId,
    propertyId: request.propertyId,
    actorId: session.userId,
    subject: { type: 'account_request', id: request.id },
    ...(decision.type === 'account_approved'
      ? { recipientId: decision.userId }
      : { recipientEmail: decision.email }),
    recipientLocale: request.locale,
    params: { accountRequestId: request.id },
  });

export async function declineAccountRequest(options: {
  db: Db;
  session: TSession;
  id: number;
  reason: string;
  now?: Date;
}): Promise<TManagedAccountRequest> {
  const { db, session, id, reason, now = new Date() } = options;
  const request = await pendingRequest(db, session, id);
  await db.transaction(async (tx) => {
    const recorded = await recordAccountDecision(tx, {
      id,
      status: 'declined',
      by: session.userId,
      at: now,
      declineReason: reason,
      userId: null,
    });
    if (!recorded) throw conflict('This account request was decided in the meantime');
    await recordAudit(tx, session, {
      entity: 'account_request',
      entityId: id,
      action: 'decline',
      propertyId: request.propertyId,
      before: { status: 'pending', declineReason: null },
      after: { status: 'declined', declineReason: reason },
    });
    if (request.email) {
      await recordDecisionEvent(tx, session, request, {
        type: 'account_declined',
        email: request.email,
      });
    }
  });
  return decided(db, id);
}
