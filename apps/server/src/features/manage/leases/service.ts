import {
  CURRENCY,
  cancelDateProblem,
  leaseDatesProblem,
  leaseGrantsAccess,
  leaseLastDay,
  leaseState,
  localDateOf,
  ROLE_TENANT,
  type TLeaseState,
  type TManagedLease,
} from '@habitat/shared';
import {
  addLeasePerson,
  countLeaseSigners,
  findLeasePerson,
  removeLeasePerson,
  setLeasePersonSigned,
} from '#server/data/lease-signers';
import {
  createLease,
  findLease,
  findLeasePropertyIdsOfUser,
  findLeasesOfProperty,
  findOverlappingLease,
  type TLeaseRow,
  updateLease,
} from '#server/data/leases';
import { findUnit, lockUnits } from '#server/data/properties';
import { findPeopleOfLeases } from '#server/data/read-models/residents-directory';
import { isUniqueViolation } from '#server/data/unique-violation';
import { findUserById, loginNameTaken } from '#server/data/users';
import type { Db, TDbOrTx } from '#server/db/client';
import {
  insertInvitedTenant,
  mailInvitation,
  prepareInvitation,
  type TInvitationMailer,
} from '#server/features/manage/account-requests/invitation';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import { AppError, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession };
type TPeopleRow = Awaited<ReturnType<typeof findPeopleOfLeases>>[number];

const invalid = (field: string, code: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: code });

const today = (timeZone: string) => localDateOf(new Date(), timeZone);

function toManagedLease(row: TLeaseRow, people: TPeopleRow[], on: string): TManagedLease {
  return {
    id: row.id,
    property: row.propertyId,
    unit: { id: row.unitId, number: row.unitNumber },
    startAt: row.startAt,
    endAt: row.endAt,
    earlyCancelAt: row.earlyCancelAt,
    cancelNote: row.cancelNote,
    paymentNumber: row.paymentNumber,
    rent: row.rentCents,
    currency: CURRENCY,
    state: leaseState(row, on),
    people: people
      .filter((person) => person.leaseId === row.id)
      .map((person) => ({
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        signed: person.signed,
        deactivated: person.deactivatedAt !== null,
      })),
  };
}

/** What the audit trail keeps of a lease. */
const auditedFields = (row: TLeaseRow) => ({
  unit: row.unitNumber,
  startAt: row.startAt,
  endAt: row.endAt,
  earlyCancelAt: row.earlyCancelAt,
  cancelNote: row.cancelNote,
  paymentNumber: row.paymentNumber,
  rentCents: row.rentCents,
});

/** A lease of a building the caller manages: unknown 404, another manager's building 403. */
async function managedLease(db: Db, session: TSession, leaseId: number) {
  const lease = await findLease(db, leaseId);
  if (!lease) throw notFound('Lease');
  const property = await managedProperty(db, session, lease.propertyId);
  return { lease, property };
}

/** The lease as it is now, with its people. */
async function leaseAnswer(db: TDbOrTx, leaseId: number, timeZone: string) {
  const row = await findLease(db, leaseId);
  if (!row) throw notFound('Lease');
  return toManagedLease(row, await findPeopleOfLeases(db, [leaseId]), today(timeZone));
}

/** Refuses (409) dates on which another lease of the unit is in force. */
async function refuseOverlap(
  tx: TDbOrTx,
  lease: {
    unitId: number;
    startAt: string;
    endAt: string | null;
    earlyCancelAt: string | null;
    id?: number;
  },
) {
  const lastDay = leaseLastDay(lease);
  if (lastDay !== null && lastDay < lease.startAt) return;
  const other = await findOverlappingLease(tx, {
    unitId: lease.unitId,
    startAt: lease.startAt,
    lastDay,
    exceptId: lease.id,
  });
  if (other) {
    throw new AppError(
      409,
      'lease_overlap',
      `Lease ${other.id} of this unit (from ${other.startAt} to ${other.endAt ?? '…'}) is in force on one of these days`,
      { startAt: 'overlap' },
    );
  }
}

/** A building's leases by unit, newest first; one unit's or one state's when asked. */
export async function listLeases(
  options: TCaller & { query: { property: number; unit?: number; state?: TLeaseState } },
) {
  const { db, session, query } = options;
  const property = await managedProperty(db, session, query.property);
  const on = today(property.timeZone);
  const rows = await findLeasesOfProperty(db, {
    propertyId: property.id,
    today: on,
    unitId: query.unit,
    state: query.state,
  });
  const people = await findPeopleOfLeases(
    db,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => toManagedLease(row, people, on));
  return { data, count: data.length };
}

export async function getManagedLease(options: TCaller & { leaseId: number }) {
  const { lease, property } = await managedLease(options.db, options.session, options.leaseId);
  return leaseAnswer(options.db, lease.id, property.timeZone);
}

/** A new lease on a unit in use of a building the caller manages; none of its days taken. */
export async function addLease(
  options: TCaller & {
    body: {
      unit: number;
      startAt: string;
      endAt: string | null;
      rent: number;
      paymentNumber: string | null;
    };
  },
) {
  const { db, session, body } = options;
  const unit = await findUnit(db, body.unit);
  if (!unit) throw invalid('unit', 'invalid_value', 'No such unit');
  const property = await managedProperty(db, session, unit.propertyId);
  if (unit.retiredAt) throw invalid('unit', 'invalid_value', 'This unit is retired');
  const leaseId = await db.transaction(async (tx) => {
    await lockUnits(tx, [unit.id]);
    const values = {
      unitId: unit.id,
      startAt: body.startAt,
      endAt: body.endAt,
      rentCents: body.rent,
      paymentNumber: body.paymentNumber,
    };
    await refuseOverlap(tx, { ...values, earlyCancelAt: null });
    const id = await createLease(tx, values);
    const row = await findLease(tx, id);
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: row && auditedFields(row),
    });
    return id;
  });
  return leaseAnswer(db, leaseId, property.timeZone);
}

/** Rent, payment number, start and end (the end on move-out); the dates checked again. */
export async function changeLease(
  options: TCaller & {
    leaseId: number;
    body: Partial<{
      startAt: string;
      endAt: string | null;
      rent: number;
      paymentNumber: string | null;
    }>;
  },
) {
  const { db, session, body } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  await db.transaction(async (tx) => {
    await lockUnits(tx, [lease.unitId]);
    const before = await findLease(tx, lease.id);
    if (!before) throw notFound('Lease');
    const after = {
      ...before,
      startAt: body.startAt ?? before.startAt,
      endAt: body.endAt === undefined ? before.endAt : body.endAt,
      rentCents: body.rent ?? before.rentCents,
      paymentNumber: body.paymentNumber === undefined ? before.paymentNumber : body.paymentNumber,
    };
    if (leaseDatesProblem(after)) {
      throw invalid('endAt', 'end_before_start', 'The end is before the start');
    }
    if (after.earlyCancelAt && cancelDateProblem(after, after.earlyCancelAt)) {
      throw invalid('startAt', 'outside_lease', 'The early cancellation would fall outside');
    }
    if (after.startAt !== before.startAt || after.endAt !== before.endAt) {
      await refuseOverlap(tx, { ...after, id: lease.id });
    }
    await updateLease(tx, lease.id, {
      startAt: after.startAt,
      endAt: after.endAt,
      rentCents: after.rentCents,
      paymentNumber: after.paymentNumber,
    });
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: lease.id,
      action: 'update',
      propertyId: property.id,
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  return leaseAnswer(db, lease.id, property.timeZone);
}

/** Early cancellation: in force until the day before `date` (within the lease), with a note. */
export async function cancelLease(
  options: TCaller & { leaseId: number; body: { date: string; note: string } },
) {
  const { db, session, body } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  const problem = cancelDateProblem(lease, body.date);
  if (problem) throw invalid('date', problem, 'The cancellation date must lie within the lease');
  await db.transaction(async (tx) => {
    await lockUnits(tx, [lease.unitId]);
    await updateLease(tx, lease.id, { earlyCancelAt: body.date, cancelNote: body.note });
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: lease.id,
      action: 'cancel',
      propertyId: property.id,
      before: { earlyCancelAt: lease.earlyCancelAt, cancelNote: lease.cancelNote },
      after: { earlyCancelAt: body.date, cancelNote: body.note },
    });
  });
  return leaseAnswer(db, lease.id, property.timeZone);
}

/** People join a lease that still lets them in (in force or upcoming). */
function refuseEndedLease(lease: TLeaseRow, timeZone: string) {
  if (!leaseGrantsAccess(lease, today(timeZone))) {
    throw new AppError(409, 'conflict', 'This lease has ended: no one joins it now', {
      lease: 'ended',
    });
  }
}

/** A lease in force keeps one signer at least: taking this one off (or unsigning) would not. */
async function refuseLastSigner(
  tx: TDbOrTx,
  lease: TLeaseRow,
  person: { signed: boolean },
  timeZone: string,
) {
  if (!person.signed || leaseState(lease, today(timeZone)) !== 'in_force') return;
  if ((await countLeaseSigners(tx, lease.id)) > 1) return;
  throw new AppError(
    409,
    'lease_last_signer',
    'A lease in force keeps at least one signer: add another signer first',
    { user: 'last_signer' },
  );
}

const alreadyOnLease = () =>
  new AppError(409, 'conflict', 'This person is already on the lease', {
    user: 'already_on_lease',
  });

const personAudit = (userId: number, signed: boolean | null) =>
  signed === null ? { person: userId } : { person: userId, signed };

/** Adds a resident of the building (a tenant who holds or held a lease there) to the lease. */
export async function addPerson(
  options: TCaller & { leaseId: number; body: { user: number; signed: boolean } },
) {
  const { db, session, body } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  const user = await findUserById(db, body.user);
  const resident =
    user?.organizationId === session.organizationId &&
    user.role === ROLE_TENANT &&
    (await findLeasePropertyIdsOfUser(db, user.id)).includes(property.id);
  if (!resident) {
    throw invalid('user', 'not_resident', 'Not a resident of this building: invite them instead');
  }
  refuseEndedLease(lease, property.timeZone);
  await db.transaction(async (tx) => {
    await lockUnits(tx, [lease.unitId]);
    const added = await addLeasePerson(tx, {
      leaseId: lease.id,
      userId: body.user,
      signed: body.signed,
    });
    if (!added) throw alreadyOnLease();
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: lease.id,
      action: 'add_person',
      propertyId: property.id,
      before: null,
      after: personAudit(body.user, body.signed),
    });
  });
  return leaseAnswer(db, lease.id, property.timeZone);
}

const emailAlreadyUsed = () =>
  new AppError(409, 'email_already_used', 'This e-mail address is already used by an account.', {
    email: 'taken',
  });

/**
 * Invites a new person by e-mail onto the lease: their account is made as an approved account
 * request makes it, in the same transaction as their place on the lease, and the invitation
 * mail (who invited them, to which unit, the link to choose a password) is sent after the
 * commit, French first (the person's language is not known yet).
 */
export async function invitePerson(
  options: TCaller &
    TInvitationMailer & {
      leaseId: number;
      body: { email: string; firstName: string; lastName: string; signed: boolean };
    },
) {
  const { db, session, body } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  refuseEndedLease(lease, property.timeZone);
  if (await loginNameTaken(db, body.email)) throw emailAlreadyUsed();
  const invitation = await prepareInvitation();
  try {
    await db.transaction(async (tx) => {
      await lockUnits(tx, [lease.unitId]);
      const user = await insertInvitedTenant(tx, invitation, {
        organizationId: session.organizationId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: null,
      });
      await addLeasePerson(tx, { leaseId: lease.id, userId: user.id, signed: body.signed });
      await recordAudit(tx, session, {
        entity: 'lease',
        entityId: lease.id,
        action: 'invite_person',
        propertyId: property.id,
        before: null,
        after: { ...personAudit(user.id, body.signed), email: body.email },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailAlreadyUsed();
    throw error;
  }
  const inviter = await findUserById(db, session.userId);
  mailInvitation(
    options,
    invitation,
    { email: body.email, firstName: body.firstName, locale: 'fr' },
    {
      kind: 'lease',
      inviter: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : property.name,
      unit: lease.unitNumber,
      building: property.name,
    },
  );
  return leaseAnswer(db, lease.id, property.timeZone);
}

/** The person's place on a lease of the caller's building (404 when not on it). */
async function leasePerson(tx: TDbOrTx, leaseId: number, userId: number) {
  const person = await findLeasePerson(tx, leaseId, userId);
  if (!person) throw notFound('Person on this lease');
  return person;
}

/** Signer or co-tenant who did not sign. */
export async function changePerson(
  options: TCaller & { leaseId: number; userId: number; signed: boolean },
) {
  const { db, session, userId, signed } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  await db.transaction(async (tx) => {
    await lockUnits(tx, [lease.unitId]);
    const person = await leasePerson(tx, lease.id, userId);
    if (person.signed === signed) return;
    if (!signed) await refuseLastSigner(tx, lease, person, property.timeZone);
    await setLeasePersonSigned(tx, { leaseId: lease.id, userId, signed });
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: lease.id,
      action: 'update_person',
      propertyId: property.id,
      before: personAudit(userId, person.signed),
      after: personAudit(userId, signed),
    });
  });
  return leaseAnswer(db, lease.id, property.timeZone);
}

/** Takes a person off the lease; never the last signer of a lease in force (409). */
export async function removePerson(options: TCaller & { leaseId: number; userId: number }) {
  const { db, session, userId } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  await db.transaction(async (tx) => {
    await lockUnits(tx, [lease.unitId]);
    const person = await leasePerson(tx, lease.id, userId);
    await refuseLastSigner(tx, lease, person, property.timeZone);
    await removeLeasePerson(tx, { leaseId: lease.id, userId });
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: lease.id,
      action: 'remove_person',
      propertyId: property.id,
      before: personAudit(userId, person.signed),
      after: null,
    });
  });
  return leaseAnswer(db, lease.id, property.timeZone);
}

/**
 * Moves a resident to another unit of the building: off this lease, onto `target` (signed as
 * before unless told), in one transaction; the rules of both (last signer, a lease that ended,
 * already there) hold. Answers the lease they are on now.
 */
export async function movePerson(
  options: TCaller & { leaseId: number; userId: number; target: number; signed?: boolean },
) {
  const { db, session, userId } = options;
  const { lease, property } = await managedLease(db, session, options.leaseId);
  const target = await findLease(db, options.target);
  if (!target || target.propertyId !== property.id || target.id === lease.id) {
    throw invalid('lease', 'invalid_value', "The target must be another of the building's leases");
  }
  refuseEndedLease(target, property.timeZone);
  await db.transaction(async (tx) => {
    await lockUnits(tx, [lease.unitId, target.unitId]);
    const person = await leasePerson(tx, lease.id, userId);
    await refuseLastSigner(tx, lease, person, property.timeZone);
    const signed = options.signed ?? person.signed;
    await removeLeasePerson(tx, { leaseId: lease.id, userId });
    if (!(await addLeasePerson(tx, { leaseId: target.id, userId, signed }))) {
      throw alreadyOnLease();
    }
    const moved = { person: userId, from: lease.unitNumber, to: target.unitNumber };
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: lease.id,
      action: 'move_out',
      propertyId: property.id,
      before: personAudit(userId, person.signed),
      after: moved,
    });
    await recordAudit(tx, session, {
      entity: 'lease',
      entityId: target.id,
      action: 'move_in',
      propertyId: property.id,
      before: moved,
      after: personAudit(userId, signed),
    });
  });
  return leaseAnswer(db, target.id, property.timeZone);
}
