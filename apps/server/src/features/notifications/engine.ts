/**
 * The notification engine (docs/decisions/028-notifications.md): the relay moves committed
 * events from the outbox to the job queue; the queue's workers fan them out, deliver, mark the
 * deliveries that exhausted their retries dead, and send the managers' digests. Several
 * instances may run it on one database: the relay locks what it takes (SKIP LOCKED), job ids are
 * derived from the event or delivery, and a delivery's state says whether it is still to send.
 */
import type PgBoss from 'pg-boss';
import { markDeliveryDead, markEventsDispatched, takeDueEvents } from '../../data/notifications';
import type { Db, TDbOrTx } from '../../db/client';
import {
  deterministicJobId,
  startJobs,
  stopJobs,
  type TJobs,
  transactionExecutor,
} from '../../lib/jobs/queue';
import type { TMailer } from '../../lib/mail';
import type { TPushChannels } from './channels';
import { deliver, type TDeliverContext } from './deliver';
import { sendDigests } from './digest';
import { DELIVER_BATCH_QUEUE, DELIVER_QUEUE, fanOut } from './fanout';

const FANOUT_QUEUE = 'notify-fanout';
const DEAD_QUEUE = 'notify-dead';
/** A range whose own job failed every retry (e.g. the database was down): its pending deliveries. */
const DEAD_RANGE_QUEUE = 'notify-dead-range';
const DIGEST_QUEUE = 'notify-digest';
/** Ranges of deliveries one worker takes at a time. */
const RANGES_AT_ONCE = 2;
/** Events one worker fans out in a row (each in its own statements). */
const FANOUT_BATCH = 10;

export type TNotificationEngineOptions = {
  /** How often the relay looks for new events (ms). */
  relayIntervalMs: number;
  /** How often an idle worker asks the queue for jobs (seconds, at least 0.5). */
  pollSeconds: number;
  /** Retries of a failed delivery before it is dead, and the delay before the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with jitter). */
  retryBackoff: boolean;
  /** Deliveries sent together: the fan-out queues one job per range of this many. */
  deliverBatchSize: number;
  /** Tests play a crash between a send and its acknowledgement. */
  afterSend?: (deliveryId: number) => Promise<void> | void;
  /** How long stop() lets running jobs finish before failing them back to the queue. */
  stopTimeoutMs: number;
};

export const defaultEngineOptions: TNotificationEngineOptions = {
  relayIntervalMs: 1000,
  pollSeconds: 1,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  deliverBatchSize: 100,
  stopTimeoutMs: 10_000,
};

/** A job pg-boss runs on a cron schedule (one instance at a time, whichever takes it). */
export type TPeriodicJob = { name: string; cron: string; run: () => Promise<unknown> };

export type TNotificationEngine = {
  /** Starts the relay and the workers (NOTIFICATIONS_WORKER=on). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether the relay and the workers run (readiness of an instance that runs the worker). */
  running(): boolean;
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
  /** Other periodic work run on the same queue (e.g. the waitlist offers that ran out). */
  periodicJobs?: readonly TPeriodicJob[];
  options?: Partial<TNotificationEngineOptions>;
}): TNotificationEngine {
  const options = { ...defaultEngineOptions, ...ctx.options };
  const { db } = ctx;
  let jobs: Promise<TJobs> | undefined;
  let relayTimer: NodeJS.Timeout | undefined;
  let fanOutWorker: string | undefined;
  let stopped = false;
  let workersStarted = false;

  /** The queue is started on first need: an instance without the worker may still queue a retry. */
  const queue = () => {
    jobs ??= startJobs(db, ctx.log).then(async (boss) => {
      await createQueues(boss, options);
      return boss;
    });
    return jobs;
  };

  const relay = async (now = new Date()) => {
    const boss = await queue();
    let moved = 0;
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const events = await takeDueEvents(tx, now, 500);
        if (events.length === 0) return 0;
        // Inserted with the events' dispatch, in one transaction: both happen or neither.
        await boss.insert(
          events.map((event) => ({
            name: FANOUT_QUEUE,
            id: deterministicJobId('fanout', event.id),
            data: { eventId: event.id },
          })),
          { db: transactionExecutor(tx) as never },
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
    if (moved > 0 && fanOutWorker) boss.notifyWorker(fanOutWorker);
    return moved;
  };

  const relayLoop = () => {
    relayTimer = setTimeout(async () => {
      await relay().catch((error) => ctx.log.error(error, 'notification relay failed'));
      if (!stopped) relayLoop();
    }, options.relayIntervalMs);
  };

  const sendDigestsNow = (now = new Date()) => sendDigests({ ...ctx, mailer: ctx.mailer }, now);

  /**
   * The deliveries of a range that failed continue each on its own job (the first attempt was
   * the range's): the queue retries it with backoff, then marks it dead. Its id is derived from
   * the delivery, so a range run again does not queue it twice.
   */
  const retryApart = async (boss: TJobs, failures: Map<number, Error>) => {
    if (failures.size === 0) return;
    if (options.retryLimit === 0) {
      for (const deliveryId of failures.keys()) await markDeliveryDead(db, deliveryId);
      return;
    }
    await boss.insert(
      [...failures.keys()].map((deliveryId) => ({
        name: DELIVER_QUEUE,
        id: deterministicJobId('deliver', deliveryId),
        data: { deliveryId },
        retryLimit: options.retryLimit - 1,
        startAfter: new Date(Date.now() + options.retryDelaySeconds * 1000),
      })),
    );
  };

  const startWorkers = async (boss: TJobs) => {
    const polling = { pollingIntervalSeconds: options.pollSeconds };
    const fanOutWorkerId: string = await boss.work<{ eventId: number }>(
      FANOUT_QUEUE,
      { ...polling, batchSize: FANOUT_BATCH },
      async (batch) => {
        for (const job of batch) {
          const batchSize = options.deliverBatchSize;
          await fanOut(db, boss, job.data.eventId, { batchSize }).catch(async (error: Error) => {
            ctx.log.error(error, 'notification fan-out failed');
            await boss.fail(FANOUT_QUEUE, job.id, { message: error.message });
          });
        }
        if (batch.length === FANOUT_BATCH) boss.notifyWorker(fanOutWorkerId);
      },
    );
    fanOutWorker = fanOutWorkerId;
    const deliverContext = (): TDeliverContext => ({
      ...ctx,
      push: ctx.push(),
      afterSend: options.afterSend,
      onOutcome: ctx.onDeliveryOutcome,
    });
    const batchWorker: string = await boss.work<{ deliveryIds: number[] }>(
      DELIVER_BATCH_QUEUE,
      { ...polling, batchSize: RANGES_AT_ONCE },
      async (jobs) => {
        // Sent as one list: the sends of one range overlap the end of another's.
        const ids = jobs.flatMap((job) => job.data.deliveryIds);
        const failures = await deliver(deliverContext(), ids);
        await retryApart(boss, failures);
        // Another range is likely waiting: look again at once.
        boss.notifyWorker(batchWorker);
      },
    );
    const deliverWorker: string = await boss.work<{ deliveryId: number }>(
      DELIVER_QUEUE,
      { ...polling, batchSize: options.deliverBatchSize },
      async (batch) => {
        const failures = await deliver(
          deliverContext(),
          batch.map((job) => job.data.deliveryId),
        );
        for (const job of batch) {
          const failure = failures.get(job.data.deliveryId);
          if (failure) await boss.fail(DELIVER_QUEUE, job.id, { message: failure.message });
        }
        // A full batch: more are likely waiting, so look again at once.
        if (batch.length === options.deliverBatchSize) boss.notifyWorker(deliverWorker);
      },
    );
    await boss.work<{ deliveryId: number }>(DEAD_QUEUE, polling, async ([job]) =>
      markDeliveryDead(db, job!.data.deliveryId),
    );
    // Dead for the console to put back, like a delivery that exhausted its own retries; one
    // already sent stays sent (markDeliveryDead changes only a pending one).
    await boss.work<{ deliveryIds: number[] }>(DEAD_RANGE_QUEUE, polling, async ([job]) => {
      for (const deliveryId of job!.data.deliveryIds) await markDeliveryDead(db, deliveryId);
    });
    await boss.work(DIGEST_QUEUE, polling, async () => void (await sendDigestsNow()));
    await boss.schedule(DIGEST_QUEUE, '*/10 * * * *');
    for (const job of ctx.periodicJobs ?? []) {
      await ensureQueue(boss, job.name, { retryLimit: 2, expireInSeconds: 600 });
      await boss.work(job.name, polling, async () => void (await job.run()));
      await boss.schedule(job.name, job.cron);
    }
  };

  return {
    async start() {
      stopped = false;
      await startWorkers(await queue());
      workersStarted = true;
      await relay().catch((error) => ctx.log.error(error, 'notification relay failed'));
      relayLoop();
    },
    async stop() {
      stopped = true;
      clearTimeout(relayTimer);
      if (jobs) await stopJobs(await jobs, options.stopTimeoutMs);
    },
    running: () => workersStarted && !stopped,
    relay,
    async ready() {
      await queue();
    },
    async enqueueDelivery(tx, deliveryId) {
      const boss = await queue();
      // A new job id: the delivery's first job stays in the queue's history as failed.
      await boss.insert([{ name: DELIVER_QUEUE, data: { deliveryId } }], {
        db: transactionExecutor(tx) as never,
      });
    },
    sendDigests: sendDigestsNow,
  };
}

async function createQueues(boss: TJobs, options: TNotificationEngineOptions) {
  const retries = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryBackoff,
  };
  // The dead-letter queues first: a queue naming one needs it to exist.
  await ensureQueue(boss, DEAD_QUEUE, {});
  await ensureQueue(boss, DEAD_RANGE_QUEUE, {});
  await ensureQueue(boss, DELIVER_QUEUE, {
    ...retries,
    deadLetter: DEAD_QUEUE,
    expireInSeconds: 120,
  });
  // A range run again (its worker stopped) sends only what is still pending.
  await ensureQueue(boss, DELIVER_BATCH_QUEUE, {
    ...retries,
    deadLetter: DEAD_RANGE_QUEUE,
    expireInSeconds: 300,
  });
  await ensureQueue(boss, FANOUT_QUEUE, { ...retries, expireInSeconds: 600 });
  await ensureQueue(boss, DIGEST_QUEUE, { retryLimit: 2, expireInSeconds: 600 });
}

/** Creates the queue, or brings an existing one's options up to date (a restart with new ones). */
async function ensureQueue(boss: TJobs, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  if (await boss.getQueue(name)) return boss.updateQueue(name, { name, ...options });
  try {
    await boss.createQueue(name, { name, ...options });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (!(await boss.getQueue(name))) throw error;
  }
}
