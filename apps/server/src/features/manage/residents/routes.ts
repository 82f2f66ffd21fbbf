import {
  ZManagedResidentDetail,
  ZManagedResidentListResponse,
  ZManageResidentParams,
  ZManageResidentsQuery,
  ZResidentAccountState,
  ZResidentBookingListResponse,
  ZResidentBookingsQuery,
  ZResidentListQuery,
  ZResidentPasswordLinkRequest,
  ZResidentPasswordLinkResponse,
  ZResidentRequestListResponse,
  ZUpdateResidentRequest,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import { getResident, listResidentBookings, listResidentRequests } from './resident-page';
import {
  listResidents,
  sendResidentPasswordLink,
  setResidentActive,
  updateResident,
} from './service';

/**
 * The residents directory, a resident's page (identity, leases, requests, bookings), their
 * account's changes and deactivation (ROLE_MANAGER: the console's guard).
 */
export function registerManageResidentRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;
  const params = ZManageResidentParams;

  app.get(
    '/manage/residents',
    {
      schema: {
        summary:
          "A managed building's residents, with unit and lease; `q` finds name, e-mail, unit",
        querystring: ZManageResidentsQuery,
        response: { 200: ZManagedResidentListResponse },
      },
    },
    async (request) => listResidents({ db, session: sessionOf(request), query: request.query }),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/manage/residents/:id/${action}`,
      {
        schema: {
          summary: active
            ? "Reactivate a resident's account"
            : "Deactivate a resident's account: sign-in refused, sessions ended, content kept",
          params: ZManageResidentParams,
          response: { 200: ZResidentAccountState },
        },
      },
      async (request) =>
        setResidentActive({ db, session: sessionOf(request), userId: request.params.id, active }),
    );
  }
  app.get(
    '/manage/residents/:id',
    {
      schema: {
        summary: 'A resident of a managed building: who they are and their leases there',
        params,
        response: { 200: ZManagedResidentDetail },
      },
    },
    async (request) => getResident({ db, session: sessionOf(request), userId: request.params.id }),
  );

  app.patch(
    '/manage/residents/:id',
    {
      schema: {
        summary:
          "Change a resident's names, phone or e-mail (409 email_already_used: someone else signs in with it)",
        params,
        body: ZUpdateResidentRequest,
        response: { 200: ZManagedResidentDetail },
      },
    },
    async (request) =>
      updateResident({
        db,
        session: sessionOf(request),
        userId: request.params.id,
        change: request.body,
      }),
  );

  app.get(
    '/manage/residents/:id/requests',
    {
      schema: {
        summary: "A resident's requests in the caller's buildings, newest first",
        params,
        querystring: ZResidentListQuery,
        response: { 200: ZResidentRequestListResponse },
      },
    },
    async (request) =>
      listResidentRequests({
        db,
        session: sessionOf(request),
        userId: request.params.id,
        query: request.query,
      }),
  );

  app.get(
    '/manage/residents/:id/bookings',
    {
      schema: {
        summary: "A resident's upcoming (soonest first) or past (latest first) bookings",
        params,
        querystring: ZResidentBookingsQuery,
        response: { 200: ZResidentBookingListResponse },
      },
    },
    async (request) =>
      listResidentBookings({
        db,
        session: sessionOf(request),
        userId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/manage/residents/:id/password-link',
    {
      schema: {
        summary:
          'Mail the resident a link to choose a password (409 resident_deactivated, 429 past the limit)',
        params,
        body: ZResidentPasswordLinkRequest,
        response: { 200: ZResidentPasswordLinkResponse },
      },
    },
    async (request) =>
      sendResidentPasswordLink({
        db,
        session: sessionOf(request),
        userId: request.params.id,
        locale: request.body?.locale,
        mail: {
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          brand: ctx.config.brand,
        },
        hits: ctx.hits,
        limit: ctx.rateLimits.resetMailsPerAccount,
      }),
  );
}
