/** Reservations as the API answers them: always the caller's own. */
import type { TLeaseReservation, TList, TReservation, TReservationsQuery } from '@habitat/shared';
import { findCurrentLeaseOfUser } from '#server/data/leases';
import { findPaymentsOfReservations, type TPaymentRow } from '#server/data/payments';
import {
  findReservation,
  findReservationsOfUser,
  findUpcomingOfLease,
  type TReservationRow,
} from '#server/data/reservations';
import type { Db } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

function toReservation(row: TReservationRow, charges: readonly TPaymentRow[]): TReservation {
  const { reservation } = row;
  const entity = row.entity?.id ? row.entity : null;
  const event = row.event?.id ? row.event : null;
  return {
    id: reservation.id,
    service: { id: reservation.serviceId, name: row.serviceName },
    entity: entity ? { id: entity.id, name: entity.name } : null,
    event: event ? { id: event.id, name: event.name } : null,
    user: reservation.userId,
    lease: reservation.leaseId,
    start: reservation.startAt.toISOString(),
    end: reservation.endAt.toISOString(),
    price: reservation.priceCents,
    total: reservation.totalCents,
    currency: reservation.currency,
    payments: charges
      .filter((charge) => charge.reservationId === reservation.id)
      .map((charge) => ({
        processor: charge.processor,
        amount: charge.amountCents,
        currency: charge.currency,
        status: charge.status,
      })),
    timeZone: row.timeZone,
    canceledAt: reservation.canceledAt?.toISOString() ?? null,
    canceledBy: reservation.canceledBy,
    createdAt: reservation.createdAt.toISOString(),
    cancelNote: reservation.cancelNote,
    canceledByBuilding:
      reservation.canceledBy !== null && reservation.canceledBy !== reservation.userId,
    refunded: charges
      .filter((charge) => charge.reservationId === reservation.id && charge.status === 'refunded')
      .reduce((sum, charge) => sum + charge.amountCents, 0),
  };
}

async function withPayments(db: Db, rows: readonly TReservationRow[]) {
  const charges = await findPaymentsOfReservations(
    db,
    rows.map((row) => row.reservation.id),
  );
  return rows.map((row) => toReservation(row, charges));
}

/** The caller's own reservation: another user's is 403, an unknown one 404. */
export async function findOwnReservation(db: Db, userId: number, id: number) {
  const row = await findReservation(db, id);
  if (!row) throw notFound('Reservation');
  if (row.reservation.userId !== userId) throw forbidden('This reservation is not yours');
  const [reservation] = await withPayments(db, [row]);
  return reservation!;
}

export async function listReservations(options: {
  db: Db;
  session: TSession;
  query: TReservationsQuery;
  now?: Date;
}): Promise<TList<TReservation> | TList<TLeaseReservation>> {
  const { db, session, query, now = new Date() } = options;
  if (query.lease !== undefined) {
    const lease = await findCurrentLeaseOfUser(db, session.userId, now);
    if (lease?.id !== query.lease) throw forbidden('You may only read your current lease');
    const rows = await findUpcomingOfLease(db, lease.id, now);
    const data = rows.map((row) => ({
      ...row,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
    }));
    return { data, count: data.length };
  }
  if (query.user !== undefined && query.user !== session.userId) {
    throw forbidden('You may only read your own reservations');
  }
  const data = await withPayments(db, await findReservationsOfUser(db, session.userId));
  return { data, count: data.length };
}
