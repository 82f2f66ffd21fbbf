/**
 * The notification engine (docs/decisions/028-notifications.md): the relay moves committed
 * events from the outbox to the job queue; the queue's workers (its jobs, ./jobs.ts, run by the
 * jobs module) fan them out, deliver, mark the deliveries that exhausted their retries dead, and
 * send the managers' digests. Several instances may run it on one database: the relay locks
 * what it takes (SKIP LOCKED), job ids are derived from the event or delivery, and a delivery's
 * state says whether it is still to send.
 */
import { markEventsDispatched, takeDueEvents } from '#server/data/notification-events';
import type { Db, TDbOrTx } from '#server/db/client';
import type { TJobQueue } from '#server/lib/jobs/define';
import { deterministicJobId } from '#server/lib/jobs/queue';
import type { TMailer } from '#server/lib/mail';
import type { TPushChannels } from './channels';
import type { TDeliverContext } from './deliver';
import { sendDigests } from './digest';
import { defaultEngineOptions, type TNotificationEngineOptions } from './engine-options';
import { DELIVER_QUEUE } from './fanout';
import { FANOUT_QUEUE, notificationJobs, type TNotificationJobName } from './jobs';

export type TNotificationEngine = {
  /** One relay pass; answers how many events it moved to the queue. */
  relay(now?: Date): Promise<number>;
  /**
   * Resolves once the queue is started and can take jobs: call it before a transaction that
   * queues (on PGlite, starting the queue inside one would wait for that transaction's end).
   */
  ready(): Promise<void>;
  /** Queues a delivery (a dead one the console put back to pending), in the caller's transaction. */
  enqueueDelivery(tx: TDbOrTx, deliveryId: number): Promise<void>;
  /** One digest pass (the periodic job calls it; tests call it with the hour they need). */
  sendDigests(now?: Date): Promise<number>;
  /** Its jobs, for the app's one list (the relay runs on the instances that run the workers). */
  jobs: ReturnType<typeof notificationJobs>;
};

export function createNotificationEngine(ctx: {
  db: Db;
  mailer: TMailer;
  push: () => TPushChannels;
  publicUrl: string;
  appName: string;
  secret: string;
  log: { error: (error: unknown, message: string) => void };
  /** Counts each settled delivery (metrics). */
  onDeliveryOutcome?: TDeliverContext['onOutcome'];
  /** The jobs module (made after the engine, which declares some of its jobs). */
  jobs: () => TJobQueue<TNotificationJobName>;
  options?: Partial<TNotificationEngineOptions>;
}): TNotificationEngine {
  const options = { ...defaultEngineOptions, ...ctx.options };
  const { db } = ctx;

  const relay = async (now = new Date()) => {
    const jobs = ctx.jobs();
    // Started before the transaction: on PGlite, starting it inside would wait for its end.
    await jobs.ready();
    let moved = 0;
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const events = await takeDueEvents(tx, now, 500);
        if (events.length === 0) return 0;
        // Inserted with the events' dispatch, in one transaction: both happen or neither.
        await jobs.send(
          events.map((event) => ({
            name: FANOUT_QUEUE,
            id: deterministicJobId('fanout', event.id),
            data: { eventId: event.id },
          })),
          { tx },
        );
        await markEventsDispatched(
          tx,
          events.map((event) => event.id),
          now,
        );
        return events.length;
      });
      moved += taken;
      if (taken < 500) break;
    }
    if (moved > 0) jobs.wake(FANOUT_QUEUE);
    return moved;
  };

  const sendDigestsNow = (now = new Date()) => sendDigests({ ...ctx, mailer: ctx.mailer }, now);

  return {
    relay,
    ready: () => ctx.jobs().ready(),
    async enqueueDelivery(tx, deliveryId) {
      // A new job id: the delivery's first job stays in the queue's history as failed.
      await ctx.jobs().send([{ name: DELIVER_QUEUE, data: { deliveryId } }], { tx });
    },
    sendDigests: sendDigestsNow,
    jobs: notificationJobs({
      db,
      jobs: ctx.jobs,
      options,
      deliverContext: () => ({
        ...ctx,
        push: ctx.push(),
        afterSend: options.afterSend,
        onOutcome: ctx.onDeliveryOutcome,
      }),
      relay: () => relay(),
      sendDigests: () => sendDigestsNow(),
      log: ctx.log,
    }),
  };
}
