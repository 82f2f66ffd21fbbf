import {
  ZManageCalendarQuery,
  ZManageCancelReservationRequest,
  ZManagedEvent,
  ZManagedEventGroup,
  ZManagedEventGroupListResponse,
  ZManagedReservation,
  ZManagedReservationListResponse,
  ZManagedSchedule,
  ZManagedScheduleListResponse,
  ZManageEventGroupInput,
  ZManageEventInput,
  ZManageIdParams,
  ZManageScheduleInput,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  cancelReservationAsManager,
  createEvent,
  createEventGroup,
  createSchedule,
  listEventGroups,
  listSchedules,
  listServiceReservations,
  retireEvent,
  retireEventGroup,
  retireSchedule,
  updateEventGroup,
  updateManagedEvent,
  updateSchedule,
} from './service';

const params = ZManageIdParams;

/**
 * Bookings set-up of a service: schedules, event groups and events, the calendar of its
 * reservations and cancelling one. ROLE_MANAGER only; the service's building must be managed.
 */
export function registerManageBookingRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  registerScheduleRoutes(app, ctx);
  registerEventRoutes(app, ctx);

  app.get(
    '/manage/services/:id/reservations',
    {
      schema: {
        summary: "A service's reservations starting between two dates (a day or a week)",
        params,
        querystring: ZManageCalendarQuery,
        response: { 200: ZManagedReservationListResponse },
      },
    },
    async (request) =>
      listServiceReservations({
        db,
        session: sessionOf(request),
        serviceId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/manage/reservations/:id/cancel',
    {
      schema: {
        summary: 'Cancel a reservation with a note; a paid one is refunded',
        params,
        body: ZManageCancelReservationRequest,
        response: { 200: ZManagedReservation },
      },
    },
    async (request) =>
      cancelReservationAsManager({
        db,
        session: sessionOf(request),
        processor: ctx.payments,
        reservationId: request.params.id,
        note: request.body.note,
      }),
  );
}

function registerScheduleRoutes(app: TApp, { db }: TAppContext) {
  app.get(
    '/manage/services/:id/schedules',
    {
      schema: {
        summary: "A service's schedules (not retired)",
        params,
        response: { 200: ZManagedScheduleListResponse },
      },
    },
    async (request) =>
      listSchedules({ db, session: sessionOf(request), serviceId: request.params.id }),
  );

  app.post(
    '/manage/services/:id/schedules',
    {
      schema: {
        summary: 'A new schedule, bookable by residents at once',
        params,
        body: ZManageScheduleInput,
        response: { 200: ZManagedSchedule },
      },
    },
    async (request) =>
      createSchedule({
        db,
        session: sessionOf(request),
        serviceId: request.params.id,
        input: request.body,
      }),
  );

  app.put(
    '/manage/schedules/:id',
    {
      schema: {
        summary: 'Replace a schedule',
        params,
        body: ZManageScheduleInput,
        response: { 200: ZManagedSchedule },
      },
    },
    async (request) =>
      updateSchedule({
        db,
        session: sessionOf(request),
        entityId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/manage/schedules/:id',
    { schema: { summary: 'Retire a schedule', params } },
    async (request, reply) => {
      await retireSchedule({ db, session: sessionOf(request), entityId: request.params.id });
      return reply.code(204).send();
    },
  );
}

function registerEventRoutes(app: TApp, { db }: TAppContext) {
  app.get(
    '/manage/services/:id/event-groups',
    {
      schema: {
        summary: "A service's event groups with their events that have not ended",
        params,
        response: { 200: ZManagedEventGroupListResponse },
      },
    },
    async (request) =>
      listEventGroups({ db, session: sessionOf(request), serviceId: request.params.id }),
  );

  app.post(
    '/manage/services/:id/event-groups',
    {
      schema: {
        summary: 'A new event group',
        params,
        body: ZManageEventGroupInput,
        response: { 200: ZManagedEventGroup },
      },
    },
    async (request) =>
      createEventGroup({
        db,
        session: sessionOf(request),
        serviceId: request.params.id,
        input: request.body,
      }),
  );

  app.put(
    '/manage/event-groups/:id',
    {
      schema: {
        summary: 'Edit an event group',
        params,
        body: ZManageEventGroupInput,
        response: { 200: ZManagedEventGroup },
      },
    },
    async (request) =>
      updateEventGroup({
        db,
        session: sessionOf(request),
        groupId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/manage/event-groups/:id',
    { schema: { summary: 'Retire an event group', params } },
    async (request, reply) => {
      await retireEventGroup({ db, session: sessionOf(request), groupId: request.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/manage/event-groups/:id/events',
    {
      schema: {
        summary: 'A new event in a group',
        params,
        body: ZManageEventInput,
        response: { 200: ZManagedEvent },
      },
    },
    async (request) =>
      createEvent({
        db,
        session: sessionOf(request),
        groupId: request.params.id,
        input: request.body,
      }),
  );

  app.put(
    '/manage/events/:id',
    {
      schema: {
        summary: 'Edit an event',
        params,
        body: ZManageEventInput,
        response: { 200: ZManagedEvent },
      },
    },
    async (request) =>
      updateManagedEvent({
        db,
        session: sessionOf(request),
        eventId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/manage/events/:id',
    { schema: { summary: 'Retire an event', params } },
    async (request, reply) => {
      await retireEvent({ db, session: sessionOf(request), eventId: request.params.id });
      return reply.code(204).send();
    },
  );
}
