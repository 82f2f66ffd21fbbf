import {
  formatRequestNumber,
  managerNextStatuses,
  statusesOfFilter,
  type TManagedRequest,
  type TManagedRequestListResponse,
  type TRequestStatus,
  type TUserRequestUpdate,
  type ZManageRequestListQuery,
} from '@habitat/shared';
import type { z } from 'zod';
import { findCategoryAndDescendants } from '#server/data/request-categories';
import {
  countManagedRequests,
  findManagedRequests,
  findRequestAccess,
  type TManagedRequestRow,
} from '#server/data/user-requests';
import type { Db } from '#server/db/client';
import { managedProperty } from '#server/features/manage/scope';
import type { TFileSigner } from '#server/features/uploads/private-files';
import { getUserRequest, updateUserRequest } from '#server/features/user-requests/service';
import { conflict, notFound } from '#server/lib/errors';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';

type TDeps = { db: Db; fileSigner: TFileSigner; session: TSession };

const toListItem = (row: TManagedRequestRow) => ({
  ...row,
  number: formatRequestNumber(row.id),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One page of a managed property's requests, filtered on the server, newest first. */
export async function listManagedRequests(options: {
  db: Db;
  session: TSession;
  query: z.output<typeof ZManageRequestListQuery>;
}): Promise<TManagedRequestListResponse> {
  const { db, session, query } = options;
  const { id: propertyId } = await managedProperty(db, session, query.property);
  const filter = {
    propertyId,
    statuses: statusesOfFilter(query.status),
    categoryIds:
      query.category === undefined
        ? undefined
        : await findCategoryAndDescendants(db, query.category),
    urgent: query.urgent === undefined ? undefined : query.urgent === 'true',
  };
  const window = { ...pageWindow(query), sort: query.sort };
  const [count, rows] = await Promise.all([
    countManagedRequests(db, filter),
    findManagedRequests(db, filter, window),
  ]);
  return { data: rows.map(toListItem), count };
}

/** The request, after checking its property is one the caller manages (403/404 otherwise). */
async function managedRequest(db: Db, session: TSession, requestId: number) {
  const request = await findRequestAccess(db, requestId);
  if (!request) throw notFound('Request');
  await managedProperty(db, session, request.propertyId);
  return request;
}

const withNextStatuses = (
  request: Awaited<ReturnType<typeof getUserRequest>>,
): TManagedRequest => ({
  ...request,
  nextStatuses: managerNextStatuses(request.status),
});

export async function getManagedRequest(deps: TDeps, requestId: number) {
  await managedRequest(deps.db, deps.session, requestId);
  return withNextStatuses(await getUserRequest({ ...deps, requestId }));
}

/** Applies a change through the resident API's rules (the same row, the same 409 on a race). */
async function change(deps: TDeps, requestId: number, body: TUserRequestUpdate) {
  await managedRequest(deps.db, deps.session, requestId);
  return withNextStatuses(await updateUserRequest({ ...deps, requestId, body }));
}

/** One step along the order, or a cancel (managerNextStatuses); any other jump answers 409. */
export async function moveManagedRequest(deps: TDeps, requestId: number, to: TRequestStatus) {
  const request = await managedRequest(deps.db, deps.session, requestId);
  if (!managerNextStatuses(request.status).includes(to)) {
    throw conflict(`A request cannot go from ${request.status} to ${to}`);
  }
  return change(deps, requestId, { status: to });
}

/** The admin comment (decisionNote) and its date; blank or null clears both. */
export const commentManagedRequest = (deps: TDeps, requestId: number, comment: string | null) =>
  change(deps, requestId, { decisionNote: comment });

/** A reply in the discussion as 'manager' (only while in progress or completed, else 409). */
export const replyToManagedRequest = (deps: TDeps, requestId: number, reply: string) =>
  change(deps, requestId, { reply });
