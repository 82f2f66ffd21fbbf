import {
  ZCreateReservationRequest,
  ZLeaseReservationsResponse,
  ZReservation,
  ZReservationParams,
  ZReservationsQuery,
  ZReservationsResponse,
} from '@habitat/shared';
import { z } from 'zod';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireSession, requireTenant, sessionOf } from '#server/lib/auth';
import { ZIdempotencyHeaders } from '#server/lib/idempotency';
import { cancelReservation } from './reservation-cancel';
import { createReservation } from './reservation-create';
import { findOwnReservation, listReservations } from './reservation-read';

/** Reservations (docs/product.md: API): book, list, read and cancel; every answer is the caller's own. */
export function registerReservationRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  const tags = ['bookings'];

  app.post(
    '/reservations',
    {
      onRequest: requireTenant,
      schema: {
        tags,
        summary:
          'Book a time range on a schedule or a seat at an event (paid ones with a card token); honours Idempotency-Key',
        headers: ZIdempotencyHeaders,
        body: ZCreateReservationRequest,
        response: { 200: ZReservation },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const scope = await contentScopeOf({ db, deployment, session, query: {} });
      reply.header('cache-control', 'no-store');
      return createReservation({
        db,
        processor: ctx.payments,
        scope,
        session,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        recoverAfterSeconds: ctx.config.paymentRecoverySeconds,
      });
    },
  );

  app.get(
    '/reservations',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary:
          "Your reservations (?user=you), or your current lease's upcoming ones without who made them (?lease=)",
        querystring: ZReservationsQuery,
        response: { 200: z.union([ZReservationsResponse, ZLeaseReservationsResponse]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReservations({ db, session: sessionOf(request), query: request.query });
    },
  );

  app.get(
    '/reservations/:id',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'One of your reservations',
        params: ZReservationParams,
        response: { 200: ZReservation },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findOwnReservation(db, sessionOf(request).userId, request.params.id);
    },
  );

  app.put(
    '/reservations/:id/cancel',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Cancel one of your free reservations that has not ended',
        params: ZReservationParams,
        response: { 200: ZReservation },
      },
    },
    async (request) =>
      cancelReservation({ db, session: sessionOf(request), id: request.params.id }),
  );
}
