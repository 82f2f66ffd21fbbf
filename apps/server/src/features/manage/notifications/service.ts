import {
  notificationTitle,
  type TDeliveryChannel,
  type TLocale,
  type TManagedDelivery,
  type TManagedDeliveryListResponse,
  type TManagedEmergencyMessage,
  type TManagedEmergencyMessageListResponse,
  type TReach,
  type ZManageDeliveriesQuery,
  type ZManageEmergencyMessageCreate,
  type ZManageEmergencyMessagesQuery,
} from '@habitat/shared';
import type { z } from 'zod';
import {
  countEmergencyMessagesOfProperty,
  findEmergencyMessagesOfProperty,
  insertEmergencyMessage,
} from '#server/data/emergency-messages';
import { findNewsById } from '#server/data/news';
import {
  countDeliveriesOfProperty,
  findDeliveriesOfProperty,
  findDelivery,
  findDeliveryScope,
  requeueDeadDelivery,
  type TDeliveryRow,
} from '#server/data/notification-deliveries';
import { recordNotificationEvent } from '#server/data/notification-events';
import { countReach } from '#server/data/read-models/reach';
import { findUserById } from '#server/data/users';
import type { Db, TDbOrTx } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedItem, managedProperty } from '#server/features/manage/scope';
import { readerLocale } from '#server/features/notifications/inbox';
import { conflict, notFound } from '#server/lib/errors';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';

type TDeps = { db: Db; session: TSession };

/* ---------- Deliveries that failed for good ---------- */

/**
 * What the console shows of a target: enough to tell two apart, not enough to use one. An
 * address keeps its first character and domain, a push endpoint its service's host, a device
 * token its last 6 characters.
 */
export function maskTarget(channel: TDeliveryChannel, target: string): string {
  switch (channel) {
    case 'email': {
      const at = target.lastIndexOf('@');
      return at > 0 ? `${target[0]}***${target.slice(at)}` : '***';
    }
    case 'web_push':
      return URL.canParse(target) ? new URL(target).host : '***';
    default:
      return target.length > 12 ? `***${target.slice(-6)}` : '***';
  }
}

const toManagedDelivery = (row: TDeliveryRow, locale: TLocale): TManagedDelivery => ({
  id: row.id,
  channel: row.channel,
  target: maskTarget(row.channel, row.target),
  type: row.type,
  title: notificationTitle(row.type, row.params, locale),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});

/** A managed building's deliveries in one status (dead by default), newest first. */
export async function listDeliveries(
  deps: TDeps & { query: z.output<typeof ZManageDeliveriesQuery> },
): Promise<TManagedDeliveryListResponse> {
  const { db, session, query } = deps;
  const { id: propertyId } = await managedProperty(db, session, query.property);
  const filter = { propertyId, status: query.status };
  const [count, rows, locale] = await Promise.all([
    countDeliveriesOfProperty(db, filter),
    findDeliveriesOfProperty(db, filter, pageWindow(query)),
    readerLocale(db, session.userId),
  ]);
  return { data: rows.map((row) => toManagedDelivery(row, locale)), count };
}

/**
 * Sends a dead delivery again: back to pending with its attempts reset, audited and queued, all
 * in one transaction. Only a dead one: anything else is 409.
 */
export async function retryDelivery(
  deps: TDeps & {
    deliveryId: number;
    /** Queues the delivery's job in the transaction that puts it back to pending. */
    enqueue: (tx: TDbOrTx, deliveryId: number) => Promise<void>;
    /** Resolves once the queue can take jobs (before the transaction). */
    queueReady: () => Promise<void>;
  },
): Promise<TManagedDelivery> {
  const { db, session, deliveryId } = deps;
  const { item } = await managedItem(
    db,
    session,
    await findDeliveryScope(db, deliveryId),
    'Delivery',
  );
  const notDead = () =>
    conflict(`Only a dead delivery can be retried (this one is ${item.status})`);
  if (item.status !== 'dead') throw notDead();
  await deps.queueReady();
  await db.transaction(async (tx) => {
    if (!(await requeueDeadDelivery(tx, deliveryId))) throw notDead();
    await recordAudit(tx, session, {
      entity: 'notification_delivery',
      entityId: deliveryId,
      action: 'retry',
      propertyId: item.propertyId,
      before: { status: 'dead', attempts: item.attempts },
      after: { status: 'pending', attempts: 0 },
    });
    await deps.enqueue(tx, deliveryId);
  });
  const row = await findDelivery(db, deliveryId);
  if (!row) throw notFound('Delivery');
  return toManagedDelivery(row, await readerLocale(db, session.userId));
}

/* ---------- Reach ---------- */

const reachOf = (reach: Map<number, TReach>, id: number): TReach =>
  reach.get(id) ?? { reached: 0, read: 0 };

/** How many residents a managed news item reached (urgent or not), and how many read it. */
export async function getNewsReach(deps: TDeps & { newsId: number }): Promise<TReach> {
  const { db, session, newsId } = deps;
  await managedItem(db, session, await findNewsById(db, newsId), 'News item');
  return reachOf(await countReach(db, 'news', [newsId]), newsId);
}

/* ---------- Emergency messages ---------- */

/**
 * Sends an emergency message to a managed building: the message, its `emergency` event (every
 * resident, every channel they have, whatever their choices and quiet hours) and the audit
 * entry in one transaction.
 */
export async function createEmergencyMessage(
  deps: TDeps & { body: z.output<typeof ZManageEmergencyMessageCreate> },
): Promise<TManagedEmergencyMessage> {
  const { db, session, body } = deps;
  const property = await managedProperty(db, session, body.property);
  const message = await db.transaction(async (tx) => {
    const row = await insertEmergencyMessage(tx, {
      organizationId: session.organizationId,
      propertyId: property.id,
      authorId: session.userId,
      title: body.title,
      body: body.body,
    });
    await recordNotificationEvent(tx, {
      type: 'emergency',
      organizationId: session.organizationId,
      propertyId: property.id,
      actorId: session.userId,
      subject: { type: 'emergency', id: row.id },
      params: { emergencyId: row.id, emergencyTitle: row.title },
    });
    await recordAudit(tx, session, {
      entity: 'emergency_message',
      entityId: row.id,
      action: 'create',
      propertyId: property.id,
      before: null,
      after: { title: row.title, body: row.body },
    });
    return row;
  });
  const author = await findUserById(db, session.userId);
  return {
    id: message.id,
    title: message.title,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    author: {
      id: session.userId,
      firstName: author?.firstName ?? '',
      lastName: author?.lastName ?? '',
    },
    reach: { reached: 0, read: 0 },
  };
}

/** A managed building's emergency messages, newest first, each with its reach. */
export async function listEmergencyMessages(
  deps: TDeps & { query: z.output<typeof ZManageEmergencyMessagesQuery> },
): Promise<TManagedEmergencyMessageListResponse> {
  const { db, session, query } = deps;
  const { id: propertyId } = await managedProperty(db, session, query.property);
  const [count, rows] = await Promise.all([
    countEmergencyMessagesOfProperty(db, propertyId),
    findEmergencyMessagesOfProperty(db, propertyId, pageWindow(query)),
  ]);
  const reach = await countReach(
    db,
    'emergency',
    rows.map((row) => row.id),
  );
  return {
    count,
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      author: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
      reach: reachOf(reach, row.id),
    })),
  };
}
