/**
 * The notification engine's jobs (docs/decisions/028-notifications.md), run by the jobs module
 * (lib/jobs): the relay's timer, the fan-out, the deliveries (by range, then one by one once a
 * range failed), their dead letters, and the managers' digests every ten minutes.
 */
import { markDeliveryDead } from '#server/data/notification-deliveries';
import type { Db } from '#server/db/client';
import { queuedJob, type TJobQueue, timerJob } from '#server/lib/jobs/define';
import { deterministicJobId } from '#server/lib/jobs/queue';
import { deliver, type TDeliverContext } from './deliver';
import type { TNotificationEngineOptions } from './engine-options';
import { DELIVER_BATCH_QUEUE, DELIVER_QUEUE, fanOut } from './fanout';

export const FANOUT_QUEUE = 'notify-fanout';
const DEAD_QUEUE = 'notify-dead';
/** A range whose own job failed every retry (e.g. the database was down): its pending deliveries. */
const DEAD_RANGE_QUEUE = 'notify-dead-range';
const DIGEST_QUEUE = 'notify-digest';
/** Ranges of deliveries one worker takes at a time. */
const RANGES_AT_ONCE = 2;
/** Events one worker fans out in a row (each in its own statements). */
const FANOUT_BATCH = 10;

export type TNotificationJobName =
  | typeof FANOUT_QUEUE
  | typeof DELIVER_QUEUE
  | typeof DELIVER_BATCH_QUEUE
  | typeof DEAD_QUEUE
  | typeof DEAD_RANGE_QUEUE
  | typeof DIGEST_QUEUE
  | 'notify-relay';

export function notificationJobs(ctx: {
  db: Db;
  jobs: () => TJobQueue<TNotificationJobName>;
  options: TNotificationEngineOptions;
  deliverContext: () => TDeliverContext;
  relay: () => Promise<number>;
  sendDigests: () => Promise<number>;
  log: { error: (error: unknown, message: string) => void };
}) {
  const { db, options } = ctx;
  const retries = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
  };

  /**
   * The deliveries of a range that failed continue each on its own job (the first attempt was
   * the range's): the queue retries it with backoff, then marks it dead. Its id is derived from
   * the delivery, so a range run again does not queue it twice.
   */
  const retryApart = async (failures: Map<number, Error>) => {
    if (failures.size === 0) return;
    if (options.retryLimit === 0) {
      for (const deliveryId of failures.keys()) await markDeliveryDead(db, deliveryId);
      return;
    }
    await ctx.jobs().send(
      [...failures.keys()].map((deliveryId) => ({
        name: DELIVER_QUEUE,
        id: deterministicJobId('deliver', deliveryId),
        data: { deliveryId },
        retryLimit: options.retryLimit - 1,
        startAfter: new Date(Date.now() + options.retryDelaySeconds * 1000),
      })),
    );
  };

  return [
    // Relays on the instances that run the workers, first before start() resolves.
    timerJob({
      name: 'notify-relay',
      every: { ms: options.relayIntervalMs },
      options: { atStart: 'await', workersOnly: true },
      handler: () =>
        ctx.relay().catch((error) => ctx.log.error(error, 'notification relay failed')),
    }),
    queuedJob<typeof FANOUT_QUEUE, { eventId: number }>({
      name: FANOUT_QUEUE,
      options: { queue: { ...retries, expireInSeconds: 600 }, batchSize: FANOUT_BATCH },
      handler: async (batch) => {
        for (const job of batch) {
          const batchSize = options.deliverBatchSize;
          await fanOut(db, ctx.jobs(), job.data.eventId, { batchSize }).catch(
            async (error: Error) => {
              ctx.log.error(error, 'notification fan-out failed');
              await ctx.jobs().fail(FANOUT_QUEUE, job.id, error.message);
            },
          );
        }
        if (batch.length === FANOUT_BATCH) ctx.jobs().wake(FANOUT_QUEUE);
      },
    }),
    // A range run again (its worker stopped) sends only what is still pending.
    queuedJob<typeof DELIVER_BATCH_QUEUE, { deliveryIds: number[] }>({
      name: DELIVER_BATCH_QUEUE,
      options: {
        queue: { ...retries, deadLetter: DEAD_RANGE_QUEUE, expireInSeconds: 300 },
        batchSize: RANGES_AT_ONCE,
      },
      handler: async (batch) => {
        // Sent as one list: the sends of one range overlap the end of another's.
        const ids = batch.flatMap((job) => job.data.deliveryIds);
        const failures = await deliver(ctx.deliverContext(), ids);
        await retryApart(failures);
        // Another range is likely waiting: look again at once.
        ctx.jobs().wake(DELIVER_BATCH_QUEUE);
      },
    }),
    queuedJob<typeof DELIVER_QUEUE, { deliveryId: number }>({
      name: DELIVER_QUEUE,
      options: {
        queue: { ...retries, deadLetter: DEAD_QUEUE, expireInSeconds: 120 },
        batchSize: options.deliverBatchSize,
      },
      handler: async (batch) => {
        const failures = await deliver(
          ctx.deliverContext(),
          batch.map((job) => job.data.deliveryId),
        );
        for (const job of batch) {
          const failure = failures.get(job.data.deliveryId);
          if (failure) await ctx.jobs().fail(DELIVER_QUEUE, job.id, failure.message);
        }
        // A full batch: more are likely waiting, so look again at once.
        if (batch.length === options.deliverBatchSize) ctx.jobs().wake(DELIVER_QUEUE);
      },
    }),
    queuedJob<typeof DEAD_QUEUE, { deliveryId: number }>({
      name: DEAD_QUEUE,
      handler: async ([job]) => markDeliveryDead(db, job!.data.deliveryId),
    }),
    // Dead for the console to put back, like a delivery that exhausted its own retries; one
    // already sent stays sent (markDeliveryDead changes only a pending one).
    queuedJob<typeof DEAD_RANGE_QUEUE, { deliveryIds: number[] }>({
      name: DEAD_RANGE_QUEUE,
      handler: async ([job]) => {
        for (const deliveryId of job!.data.deliveryIds) await markDeliveryDead(db, deliveryId);
      },
    }),
    queuedJob({
      name: DIGEST_QUEUE,
      every: { cron: '*/10 * * * *' },
      options: { queue: { retryLimit: 2, expireInSeconds: 600 } },
      handler: async () => void (await ctx.sendDigests()),
    }),
  ];
}
