/** What the notification engine's tests share: ids, waiting for the queue to be idle, reading rows. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notificationDeliveries, notifications } from '#server/db/notifications-schema';
import { users } from '#server/db/schema';

export async function userIdOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Events not relayed yet, and jobs due or running: zero when everything that can happen did. */
async function work(db: Db) {
  const [row] = rowsOf<{ events: number; jobs: number }>(
    await db.execute(sql`select
      (select count(*)::int from notification_events where dispatched_at is null and available_at <= now()) as events,
      (select count(*)::int from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()) as jobs`),
  );
  return row!.events + row!.jobs;
}

/** Waits until the relay and the workers have nothing left to do now (twice in a row). */
export async function idle(db: Db, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error('the notification engine did not settle');
    quiet = (await work(db)) === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function inboxOf(db: Db, eventId: number) {
  return db
    .select({ userId: notifications.userId, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.eventId, eventId));
}

export async function deliveriesOf(db: Db, eventId: number, channel?: string) {
  return db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.eventId, eventId),
        channel ? eq(notificationDeliveries.channel, channel as 'email') : undefined,
      ),
    );
}
