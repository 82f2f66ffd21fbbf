import {
  ZAcceptWaitlistOfferRequest,
  ZJoinWaitlistRequest,
  ZReservation,
  ZWaitlistEntriesResponse,
  ZWaitlistEntry,
  ZWaitlistEntryParams,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf } from '#server/features/properties/content-scope';
import { requireTenant, sessionOf } from '#server/lib/auth';
import { ZIdempotencyHeaders } from '#server/lib/idempotency';
import { acceptWaitlistOffer } from './waitlist-accept';
import { joinWaitlist, leaveWaitlist, listMyWaitlistEntries } from './waitlist-entries';

/** Waitlists of full events and slots (issue 26); every answer is the caller's own. */
export function registerWaitlistRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  const tags = ['bookings'];
  const params = ZWaitlistEntryParams;

  app.post(
    '/waitlist_entries',
    {
      onRequest: requireTenant,
      schema: {
        tags,
        summary:
          'Join the waitlist of a full event ({ event }) or a full slot ({ entity, start, end }); 409 when a place is free',
        body: ZJoinWaitlistRequest,
        response: { 201: ZWaitlistEntry },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const scope = await contentScopeOf({ db, deployment, session, query: {} });
      const entry = await joinWaitlist({ db, scope, session, body: request.body });
      reply.header('cache-control', 'no-store').code(201);
      return entry;
    },
  );

  app.get(
    '/waitlist_entries',
    {
      onRequest: requireTenant,
      schema: {
        tags,
        summary: 'Your waitlist entries, the latest first, with their place in line and offer',
        response: { 200: ZWaitlistEntriesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMyWaitlistEntries(db, sessionOf(request));
    },
  );

  app.delete(
    '/waitlist_entries/:id',
    {
      onRequest: requireTenant,
      schema: {
        tags,
        summary: 'Leave a waitlist (an offer held passes to the next in line)',
        params,
        response: { 200: ZWaitlistEntry },
      },
    },
    async (request) => leaveWaitlist({ db, session: sessionOf(request), id: request.params.id }),
  );

  app.post(
    '/waitlist_entries/:id/accept',
    {
      onRequest: requireTenant,
      schema: {
        tags,
        summary:
          'Take the place offered: books it like POST /reservations (limits, payment); honours Idempotency-Key',
        headers: ZIdempotencyHeaders,
        params,
        body: ZAcceptWaitlistOfferRequest,
        response: { 200: ZReservation },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const scope = await contentScopeOf({ db, deployment, session, query: {} });
      reply.header('cache-control', 'no-store');
      return acceptWaitlistOffer({
        db,
        processor: ctx.payments,
        scope,
        session,
        id: request.params.id,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        recoverAfterSeconds: ctx.config.paymentRecoverySeconds,
      });
    },
  );
}
