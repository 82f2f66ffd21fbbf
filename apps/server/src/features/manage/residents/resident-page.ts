import type {
  TManagedResidentDetail,
  TResidentBooking,
  TResidentBookingListResponse,
  TResidentBookingWhen,
  TResidentRequestListResponse,
} from '@habitat/shared';
import { findLeasesOfUserIn } from '#server/data/read-models/residents-directory';
import { findReservationsOfUserIn } from '#server/data/reservations';
import { findRequestsOfAuthorIn } from '#server/data/user-requests';
import type { TUserRow } from '#server/data/users';
import type { Db } from '#server/db/client';
import type { TSession } from '#server/lib/tokens';
import { managedResident } from './resident-scope';

type TCaller = { db: Db; session: TSession };
type TPageQuery = { page: number; perPage: number };

const window = (query: TPageQuery) => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
});

const iso = (value: Date | string) => new Date(value).toISOString();

/** Who the resident is and their leases in the caller's buildings (latest first). */
export async function getResident(
  options: TCaller & { userId: number },
): Promise<TManagedResidentDetail> {
  const { db, session, userId } = options;
  const { user, propertyIds } = await managedResident(db, session, userId);
  const leases = await findLeasesOfUserIn(db, { userId, propertyIds });
  return {
    ...identityOf(user),
    leases: leases.map((lease) => ({
      id: lease.id,
      property: { id: lease.propertyId, name: lease.propertyName },
      unit: { id: lease.unitId, number: lease.unitNumber },
      startAt: lease.startAt,
      endAt: lease.endAt,
      earlyCancelAt: lease.earlyCancelAt,
      rent: lease.rentCents,
      paymentNumber: lease.paymentNumber,
      signed: lease.signed,
      inForce: lease.inForce,
    })),
  };
}

function identityOf(user: TUserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    deactivatedAt: user.deactivatedAt ? iso(user.deactivatedAt) : null,
  };
}

/** The resident's requests in the caller's buildings, newest first, a page at a time. */
export async function listResidentRequests(
  options: TCaller & { userId: number; query: TPageQuery },
): Promise<TResidentRequestListResponse> {
  const { db, session, userId, query } = options;
  const { propertyIds } = await managedResident(db, session, userId);
  const rows = await findRequestsOfAuthorIn(db, {
    authorId: userId,
    propertyIds,
    ...window(query),
  });
  return {
    data: rows.map(({ total: _, createdAt, ...row }) => ({ ...row, createdAt: iso(createdAt) })),
    count: rows[0]?.total ?? 0,
  };
}

type TBookingRow = Awaited<ReturnType<typeof findReservationsOfUserIn>>[number];

function toBooking(row: TBookingRow): TResidentBooking {
  const status =
    row.canceledAt === null
      ? 'active'
      : row.canceledBy !== null && row.canceledBy !== row.userId
        ? 'cancelled_by_building'
        : 'cancelled';
  return {
    id: row.id,
    service: { id: row.serviceId, name: row.serviceName },
    item: row.entityName ?? row.eventName ?? null,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    total: row.totalCents,
    status,
    canceledAt: row.canceledAt ? iso(row.canceledAt) : null,
  };
}

/** The resident's upcoming or past bookings in the caller's buildings, cancelled ones too. */
export async function listResidentBookings(
  options: TCaller & { userId: number; query: TPageQuery & { when: TResidentBookingWhen } },
): Promise<TResidentBookingListResponse> {
  const { db, session, userId, query } = options;
  const { propertyIds } = await managedResident(db, session, userId);
  const rows = await findReservationsOfUserIn(db, {
    userId,
    propertyIds,
    when: query.when,
    now: new Date(),
    ...window(query),
  });
  return { data: rows.map(toBooking), count: rows[0]?.total ?? 0 };
}
