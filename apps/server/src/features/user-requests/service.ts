import {
  canDiscussRequest,
  canTransitionRequest,
  createRequestSchema,
  formatRequestNumber,
  REQUEST_STATUS_ON_CREATE,
  ROLE_TENANT,
  requestActorMaySet,
  type TCreateUserRequest,
  type TList,
  type TNotificationType,
  type TRequestActor,
  type TRequestStatus,
  type TUserRequest,
  type TUserRequestSummary,
  type TUserRequestsQuery,
  type TUserRequestUpdate,
} from '@habitat/shared';
import { findCurrentLeaseOfUser } from '#server/data/leases';
import { isManagerOf } from '#server/data/managers';
import { recordNotificationEvent } from '#server/data/notification-events';
import { findProperty } from '#server/data/properties';
import {
  countRequests,
  countRequestsOfAuthorSince,
  findMessages,
  findRequestAccess,
  findRequests,
  insertMessage,
  insertRequest,
  type TMessageRow,
  type TRequestAccess,
  type TRequestRow,
  updateRequestIfStatus,
} from '#server/data/user-requests';
import type { Db, TDbOrTx } from '#server/db/client';
import { recordAudit, type TAuditChange } from '#server/features/manage/audit/record';
import type { TContentScope } from '#server/features/properties/content-scope';
import { loadCategoryNodes } from '#server/features/request-categories/service';
import type { TFileSigner } from '#server/features/uploads/private-files';
import { withUploadedImage } from '#server/features/uploads/service';
import { AppError, conflict, forbidden, notFound } from '#server/lib/errors';
import { idempotent } from '#server/lib/idempotency';
import { pageWindow } from '#server/lib/paging';
import { enforceDailyQuota, quotaWindowStart, type TQuotas } from '#server/lib/quota';
import type { TStorage } from '#server/lib/storage/index';
import type { TSession } from '#server/lib/tokens';

/* ---------- Answers ---------- */

function toSummary(row: TRequestRow, fileSigner: TFileSigner): TUserRequestSummary {
  const { request, property } = row;
  const chain = [row.grandparent, row.parent, row.category].filter(
    (node): node is NonNullable<typeof node> => node !== null && node.id !== null,
  );
  return {
    id: request.id,
    number: formatRequestNumber(request.id),
    status: request.status,
    title: request.title,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    property: {
      id: property.id,
      name: property.name,
      address: {
        full: property.addressFull,
        city: property.city,
        state: property.state,
        zip: property.zip,
      },
    },
    unit:
      request.unitId !== null && row.unitNumber !== null
        ? { id: request.unitId, number: row.unitNumber }
        : null,
    author: row.author,
    phoneNumber: request.phoneNumber,
    body: request.body,
    emergency: request.emergency,
    animal: request.animal,
    canAccessIfAbsent: request.canAccessIfAbsent,
    alarm: request.alarm,
    category: request.categoryId,
    categoryTree: chain.map((node) => ({ id: node.id, name: node.name })),
    // The photo is inside someone's home: a short-lived signed link, never a public URL.
    image: row.imageStoredName ? { url: fileSigner.url(row.imageStoredName) } : null,
    decisionNote: request.decisionNote,
    decisionAt: request.decisionAt?.toISOString() ?? null,
  };
}

function toDetail(
  row: TRequestRow,
  messages: readonly TMessageRow[],
  fileSigner: TFileSigner,
): TUserRequest {
  return {
    ...toSummary(row, fileSigner),
    alarmCode: row.request.alarmCode,
    discussion: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/** The detail of a request already known to be readable: the request, then its discussion. */
async function loadDetail(
  { db, fileSigner }: { db: Db; fileSigner: TFileSigner },
  request: Pick<TRequestAccess, 'id' | 'organizationId' | 'propertyId'>,
): Promise<TUserRequest> {
  const filter = {
    organizationId: request.organizationId,
    propertyIds: [request.propertyId],
    requestId: request.id,
  };
  const [row] = await findRequests(db, filter, { limit: 1, offset: 0 });
  if (!row) throw notFound('Request');
  return toDetail(row, await findMessages(db, request.id), fileSigner);
}

/* ---------- Who may do what ---------- */

/**
 * A tenant acts on their own requests in the property of their lease (a co-tenant on the same
 * lease does not see them); a manager on the requests of the properties they manage. Someone
 * else's request answers 403, an unknown id 404.
 */
async function actorOn(db: Db, session: TSession, requestId: number) {
  const access = await findRequestAccess(db, requestId);
  if (!access) throw notFound('Request');
  let actor: TRequestActor | null = null;
  if (session.role === ROLE_TENANT) {
    const own = access.authorId === session.userId && access.propertyId === session.propertyId;
    if (own) actor = 'author';
  } else if (
    access.organizationId === session.organizationId &&
    (await isManagerOf(db, session.userId, access.propertyId))
  ) {
    actor = 'manager';
  }
  if (!actor) throw forbidden('This request is not yours');
  return { access, actor };
}

/* ---------- Read ---------- */

/**
 * GET /api/user_requests: a tenant's own requests in their property (author may only name
 * themselves), or for a manager the requests of the managed properties (optionally one author).
 * Newest first; no alarm code, no discussion. One query plus the count.
 */
export async function listUserRequests(options: {
  db: Db;
  fileSigner: TFileSigner;
  session: TSession;
  scope: TContentScope | null;
  query: TUserRequestsQuery;
}): Promise<TList<TUserRequestSummary>> {
  const { db, session, scope, query } = options;
  const tenant = session.role === ROLE_TENANT;
  if (tenant && query.author !== undefined && query.author !== session.userId) {
    throw forbidden('You may only list your own requests');
  }
  if (!scope) return { data: [], count: 0 };
  const filter = {
    organizationId: scope.organizationId,
    propertyIds: scope.propertyIds,
    authorId: tenant ? session.userId : query.author,
  };
  const count = await countRequests(db, filter);
  const rows = count === 0 ? [] : await findRequests(db, filter, pageWindow(query));
  return { data: rows.map((row) => toSummary(row, options.fileSigner)), count };
}

export async function getUserRequest(options: {
  db: Db;
  fileSigner: TFileSigner;
  session: TSession;
  requestId: number;
}): Promise<TUserRequest> {
  const { access } = await actorOn(options.db, options.session, options.requestId);
  return loadDetail(options, access);
}

/* ---------- Create ---------- */

const validationFailed = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return new AppError(400, 'validation_failed', 'Some fields are missing or invalid', fields);
};

/**
 * POST /api/user_requests by a tenant, in the property of their lease (and its unit). The
 * property's kind decides the extra fields; the category must be a leaf of its tree. Every rule
 * is checked before the image is stored, so a refused request stores nothing.
 */
export async function createUserRequest(options: {
  db: Db;
  fileSigner: TFileSigner;
  storage: TStorage;
  session: TSession;
  body: TCreateUserRequest;
  quotas: TQuotas;
  idempotencyKey: string | undefined;
}): Promise<TUserRequest> {
  const { db, session, body, idempotencyKey } = options;
  const created = await idempotent({
    db,
    key: idempotencyKey,
    scope: `user:${session.userId}:user_requests`,
    body,
    run: () => insertNewRequest(options),
  });
  return loadDetail(options, created);
}

async function insertNewRequest(options: {
  db: Db;
  storage: TStorage;
  session: TSession;
  body: TCreateUserRequest;
  quotas: TQuotas;
}): Promise<Pick<TRequestAccess, 'id' | 'organizationId' | 'propertyId'>> {
  const { db, storage, session, quotas } = options;
  const propertyId = session.propertyId;
  const property = propertyId === null ? null : await findProperty(db, propertyId);
  if (!property) throw forbidden('You have no lease in a property');
  const used = await countRequestsOfAuthorSince(db, session.userId, quotaWindowStart());
  enforceDailyQuota({ quotas, name: 'requests', used });
  const categories = await loadCategoryNodes(db, {
    organizationId: property.organizationId,
    propertyIds: [property.id],
  });
  const parsed = createRequestSchema({ commercial: property.commercial, categories }).safeParse(
    options.body,
  );
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  const input = parsed.data;

  const lease = await findCurrentLeaseOfUser(db, session.userId);
  const alarm = property.commercial && input.alarm === true;
  const upload = {
    db,
    storage,
    userId: session.userId,
    quotas,
    organizationId: property.organizationId,
    propertyId: property.id,
    imageData: input.imageData,
  };
  const id = await withUploadedImage(upload, (image) =>
    db.transaction(async (tx) => {
      const requestId = await insertRequest(tx, {
        organizationId: property.organizationId,
        propertyId: property.id,
        unitId: lease?.propertyId === property.id ? lease.unitId : null,
        authorId: session.userId,
        title: input.title,
        body: input.body,
        phoneNumber: input.phoneNumber,
        emergency: input.emergency,
        // The other kind's fields were refused unless empty: store them as unchecked.
        animal: !property.commercial && input.animal === true,
        canAccessIfAbsent: !property.commercial && input.canAccessIfAbsent === true,
        alarm,
        alarmCode: alarm ? (input.alarmCode ?? null) : null,
        categoryId: input.category,
        imageFileId: image?.fileId ?? null,
        status: REQUEST_STATUS_ON_CREATE,
      });
      await recordNotificationEvent(tx, {
        type: 'manager_new_request',
        organizationId: property.organizationId,
        propertyId: property.id,
        actorId: session.userId,
        subject: { type: 'request', id: requestId },
        params: { requestId, urgent: input.emergency },
      });
      return requestId;
    }),
  );
  return { id, organizationId: property.organizationId, propertyId: property.id };
}

/* ---------- Update ---------- */

const raced = () => conflict('The request changed meanwhile; reload it and try again');

/** One message more in the discussion, if the request is (still) in a status that allows it. */
async function addReply(options: {
  db: Db;
  session: TSession;
  access: TRequestAccess;
  actor: TRequestActor;
  reply: string;
}): Promise<null> {
  const { db, session, access, actor, reply } = options;
  const from = access.status;
  if (!canDiscussRequest(from)) {
    throw conflict('The discussion is open only while the request is in progress or completed');
  }
  await db.transaction(async (tx) => {
    if (!(await updateRequestIfStatus(tx, { requestId: access.id, expected: from, set: {} }))) {
      throw raced();
    }
    await insertMessage(tx, {
      requestId: access.id,
      userId: session.userId,
      from: actor === 'author' ? 'tenant' : 'manager',
      msg: reply,
    });
    if (actor === 'manager') {
      await auditManagerChange(tx, session, access, {
        action: 'reply',
        before: { reply: null },
        after: { reply },
      });
    }
    // The author hears of the managers' replies; the managers of the author's.
    await recordRequestEvent(tx, session, access, {
      type: actor === 'manager' ? 'request_reply' : 'manager_request_reply',
    });
  });
  return null;
}

/**
 * PUT /api/user_requests/{id}: `{ reply }` adds to the discussion (author or manager, only while
 * in_progress or completed); `{ status }` cancels (author) or moves the status (manager);
 * `decisionNote` (manager) sets the admin comment and its date, null or '' clears both.
 * Illegal transitions answer 409, what the actor may never do 403.
 */
export async function updateUserRequest(options: {
  db: Db;
  fileSigner: TFileSigner;
  session: TSession;
  requestId: number;
  body: TUserRequestUpdate;
  /** Honoured for replies, so a retried reply is posted once. */
  idempotencyKey?: string;
}): Promise<TUserRequest> {
  const { db, session, body } = options;
  const { access, actor } = await actorOn(db, session, options.requestId);
  const from = access.status;

  if ('reply' in body && body.reply !== undefined) {
    const reply = body.reply;
    await idempotent({
      db,
      key: options.idempotencyKey,
      scope: `user:${session.userId}:user_requests:${access.id}:replies`,
      body,
      run: () => addReply({ db, session, access, actor, reply }),
    });
    return loadDetail(options, access);
  }

  const change = body as Exclude<TUserRequestUpdate, { reply: string }>;
  if (change.decisionNote !== undefined && actor !== 'manager') {
    throw forbidden('Only a manager of the property writes the admin comment');
  }
  const to = change.status;
  if (to !== undefined) {
    if (!requestActorMaySet(actor, to)) throw forbidden('You may only cancel your request');
    if (!canTransitionRequest({ from, to, actor })) {
      throw conflict(`A request cannot go from ${from} to ${to}`);
    }
  }
  const note = change.decisionNote === undefined ? undefined : change.decisionNote || null;
  await db.transaction(async (tx) => {
    const changed = await updateRequestIfStatus(tx, {
      requestId: access.id,
      expected: from,
      set: {
        ...(to !== undefined ? { status: to } : {}),
        ...(note !== undefined ? { decisionNote: note, decisionAt: note ? new Date() : null } : {}),
      },
    });
    if (!changed) throw raced();
    if (actor === 'manager' && to !== undefined && to !== from) {
      await recordRequestEvent(tx, session, access, { type: 'request_status', status: to });
    }
    if (actor === 'manager') {
      await auditManagerChange(tx, session, access, {
        action: to !== undefined ? 'status' : 'comment',
        before: {
          status: from,
          ...(note !== undefined ? { decisionNote: access.decisionNote } : {}),
        },
        after: { status: to ?? from, ...(note !== undefined ? { decisionNote: note } : {}) },
      });
    }
  });
  return loadDetail(options, access);
}

/**
 * An event about a request: a manager's to its author; an author's to the property's managers.
 * It names the request only (its number opens it), never its contents.
 */
const recordRequestEvent = (
  tx: TDbOrTx,
  session: TSession,
  access: TRequestAccess,
  event: { type: TNotificationType; status?: TRequestStatus },
) =>
  recordNotificationEvent(tx, {
    type: event.type,
    organizationId: access.organizationId,
    propertyId: access.propertyId,
    actorId: session.userId,
    subject: { type: 'request', id: access.id },
    recipientId: event.type.startsWith('manager_') ? null : access.authorId,
    params: {
      requestId: access.id,
      ...(event.status !== undefined ? { requestStatus: event.status } : {}),
    },
  });

/** A manager's change, whichever API made it, goes to the console's audit log. */
const auditManagerChange = (
  tx: TDbOrTx,
  session: TSession,
  access: TRequestAccess,
  change: Pick<TAuditChange, 'action' | 'before' | 'after'>,
) =>
  recordAudit(tx, session, {
    entity: 'request',
    entityId: access.id,
    propertyId: access.propertyId,
    ...change,
  });
