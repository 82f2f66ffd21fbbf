import {
  ZAddLeasePersonRequest,
  ZCancelLeaseRequest,
  ZCreateLeaseRequest,
  ZInviteLeasePersonRequest,
  ZManagedLease,
  ZManagedLeaseListResponse,
  ZManageLeaseParams,
  ZManageLeasePersonParams,
  ZManageLeasesQuery,
  ZMoveLeasePersonRequest,
  ZUpdateLeasePersonRequest,
  ZUpdateLeaseRequest,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import {
  addLease,
  addPerson,
  cancelLease,
  changeLease,
  changePerson,
  getManagedLease,
  invitePerson,
  listLeases,
  movePerson,
  removePerson,
} from './service';

const lease = { 200: ZManagedLease };

/** A building's leases and their people (ROLE_MANAGER: the console's guard). */
export function registerManageLeaseRoutes(app: TApp, ctx: TAppContext) {
  const caller = (request: Parameters<typeof sessionOf>[0]) => ({
    db: ctx.db,
    session: sessionOf(request),
  });

  app.get(
    '/manage/leases',
    {
      schema: {
        summary: "A managed building's leases with their people; by unit or state",
        querystring: ZManageLeasesQuery,
        response: { 200: ZManagedLeaseListResponse },
      },
    },
    async (request) => listLeases({ ...caller(request), query: request.query }),
  );

  app.post(
    '/manage/leases',
    {
      schema: {
        summary: 'A new lease on a unit (409 lease_overlap when another is in force then)',
        body: ZCreateLeaseRequest,
        response: { 201: ZManagedLease },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addLease({ ...caller(request), body: request.body })),
  );

  app.get(
    '/manage/leases/:id',
    { schema: { summary: 'One lease', params: ZManageLeaseParams, response: lease } },
    async (request) => getManagedLease({ ...caller(request), leaseId: request.params.id }),
  );

  app.patch(
    '/manage/leases/:id',
    {
      schema: {
        summary: 'Edit rent, payment number, start or end (the end on move-out)',
        params: ZManageLeaseParams,
        body: ZUpdateLeaseRequest,
        response: lease,
      },
    },
    async (request) =>
      changeLease({ ...caller(request), leaseId: request.params.id, body: request.body }),
  );

  app.post(
    '/manage/leases/:id/cancel',
    {
      schema: {
        summary: 'Cancel a lease early from a date within it, with a note',
        params: ZManageLeaseParams,
        body: ZCancelLeaseRequest,
        response: lease,
      },
    },
    async (request) =>
      cancelLease({ ...caller(request), leaseId: request.params.id, body: request.body }),
  );

  app.post(
    '/manage/leases/:id/people',
    {
      schema: {
        summary: 'Add a resident of the building to the lease, signer or not',
        params: ZManageLeaseParams,
        body: ZAddLeasePersonRequest,
        response: lease,
      },
    },
    async (request) =>
      addPerson({ ...caller(request), leaseId: request.params.id, body: request.body }),
  );

  app.post(
    '/manage/leases/:id/invitations',
    {
      schema: {
        summary: 'Invite a new person by e-mail onto the lease (account and invitation mail)',
        params: ZManageLeaseParams,
        body: ZInviteLeasePersonRequest,
        response: lease,
      },
    },
    async (request) =>
      invitePerson({
        ...caller(request),
        mailer: ctx.mailer,
        background: ctx.background,
        publicUrl: ctx.config.publicUrl,
        brand: ctx.config.brand,
        leaseId: request.params.id,
        body: request.body,
      }),
  );

  app.patch(
    '/manage/leases/:id/people/:user',
    {
      schema: {
        summary: 'Make a person of the lease a signer or a co-tenant who did not sign',
        params: ZManageLeasePersonParams,
        body: ZUpdateLeasePersonRequest,
        response: lease,
      },
    },
    async (request) =>
      changePerson({
        ...caller(request),
        leaseId: request.params.id,
        userId: request.params.user,
        signed: request.body.signed,
      }),
  );

  app.delete(
    '/manage/leases/:id/people/:user',
    {
      schema: {
        summary: 'Take a person off the lease (never the last signer of one in force: 409)',
        params: ZManageLeasePersonParams,
        response: lease,
      },
    },
    async (request) =>
      removePerson({
        ...caller(request),
        leaseId: request.params.id,
        userId: request.params.user,
      }),
  );

  app.post(
    '/manage/leases/:id/people/:user/move',
    {
      schema: {
        summary: "Move a person to another of the building's leases; answers that lease",
        params: ZManageLeasePersonParams,
        body: ZMoveLeasePersonRequest,
        response: lease,
      },
    },
    async (request) =>
      movePerson({
        ...caller(request),
        leaseId: request.params.id,
        userId: request.params.user,
        target: request.body.lease,
        signed: request.body.signed,
      }),
  );
}
