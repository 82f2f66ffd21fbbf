import {
  ZBookingEntitiesResponse,
  ZBookingEntityParams,
  ZBookingEventGroupsResponse,
  ZBookingEventsQuery,
  ZBookingEventsResponse,
  ZBookingListQuery,
  ZScheduleQuery,
  ZScheduleResponse,
} from '@habitat/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppContext } from '#server/app-context';
import { contentScopeOf, withSignerRule } from '#server/features/properties/content-scope';
import { requireSession, sessionOf } from '#server/lib/auth';
import {
  catalogViewerOf,
  getSchedule,
  listBookingEntities,
  listBookingEventGroups,
  listBookingEvents,
} from './catalog';

/** What can be booked (docs/product.md: API): schedules, their free ranges, event groups and events. */
export function registerBookingRoutes(app: TApp, ctx: TAppContext) {
  const { db, deployment } = ctx;
  // Decided from the token only: the catalog takes no organization or property parameter.
  const viewerOf = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    const scope = withSignerRule(
      request,
      await contentScopeOf({ db, deployment, session, query: {} }),
    );
    return { session, viewer: await catalogViewerOf({ db, scope, session }) };
  };
  const tags = ['bookings'];

  app.get(
    '/booking_entities',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Bookable schedules of your building (fare filter applied)',
        querystring: ZBookingListQuery,
        response: { 200: ZBookingEntitiesResponse },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request);
      return listBookingEntities({ db, viewer, query: request.query });
    },
  );

  app.get(
    '/booking_entities/:id/schedule',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "A schedule's opening and free ranges per date",
        params: ZBookingEntityParams,
        querystring: ZScheduleQuery,
        response: { 200: ZScheduleResponse },
      },
    },
    async (request) => {
      const { viewer, session } = await viewerOf(request);
      return getSchedule({
        db,
        viewer,
        session,
        entityId: request.params.id,
        query: request.query,
      });
    },
  );

  app.get(
    '/booking_event_groups',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Event groups of your building (fare filter applied)',
        querystring: ZBookingListQuery,
        response: { 200: ZBookingEventGroupsResponse },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request);
      return listBookingEventGroups({ db, viewer, query: request.query });
    },
  );

  app.get(
    '/booking_events',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Events by start; augment=stats adds seats taken and left',
        querystring: ZBookingEventsQuery,
        response: { 200: ZBookingEventsResponse },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request);
      return listBookingEvents({ db, viewer, query: request.query });
    },
  );
}
