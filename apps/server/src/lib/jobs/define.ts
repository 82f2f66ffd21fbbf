/**
 * What a feature declares of its background work (docs/decisions/046-one-jobs-module.md): each
 * feature exports its definitions beside itself (its `jobs.ts`), the app's wiring lists them all
 * once, and lib/jobs/runner.ts runs them. Nothing here knows a feature.
 */
import type PgBoss from 'pg-boss';
import type { TDbOrTx } from '#server/db/client';

export type TQueueOptions = Omit<PgBoss.Queue, 'name'>;

/**
 * Work the queue hands out: sent (in the sender's transaction if it gives one) or put on the
 * queue's own schedule, and taken by one worker instance (NOTIFICATIONS_WORKER=on) of all those
 * sharing the database.
 */
export type TQueuedJob<TName extends string = string, TData = object> = {
  kind: 'queued';
  name: TName;
  /** A batch the queue handed this worker: one job unless `options.batchSize` says more. */
  handler: (batch: PgBoss.Job<TData>[]) => Promise<unknown>;
  /** Sent by the queue at each tick of this cron (one instance takes it). */
  every?: { cron: string };
  options?: { queue?: TQueueOptions; batchSize?: number };
};

/**
 * Work this process runs itself, every `every.ms` after the previous pass ended (one pass at a
 * time): work on the process's own state (PGlite's vacuum), or that is safe on every instance
 * at once (each takes its own rows).
 */
export type TTimerJob<TName extends string = string> = {
  kind: 'timer';
  name: TName;
  /** Catches its own failures: it knows what to report (a thrown one is logged anyway). */
  handler: () => Promise<unknown>;
  every: { ms: number };
  options?: {
    /** A first pass at start: in the background (`run`), or before start() resolves (`await`). */
    atStart?: 'run' | 'await';
    /** Only on an instance that runs the queue's workers. */
    workersOnly?: boolean;
  };
};

export type TJobDefinition<TName extends string = string> =
  // biome-ignore lint/suspicious/noExplicitAny: one list holds jobs of every kind of data.
  TQueuedJob<TName, any> | TTimerJob<TName>;

/** Typed helpers: the name stays a literal, so the app's list types the names it may send. */
export const queuedJob = <const TName extends string, TData extends object>(
  job: Omit<TQueuedJob<TName, TData>, 'kind'>,
): TQueuedJob<TName, TData> => ({ kind: 'queued', ...job });

export const timerJob = <const TName extends string>(
  job: Omit<TTimerJob<TName>, 'kind'>,
): TTimerJob<TName> => ({ kind: 'timer', ...job });

/** One job to queue; `id` derived from the work (deterministicJobId) makes a second send a no-op. */
export type TJobToSend<TName extends string> = {
  name: TName;
  data: object;
  id?: string;
  retryLimit?: number;
  startAfter?: Date | string;
};

/** The queue as a feature sees it: only the names declared can be sent. */
export type TJobQueue<TName extends string = string> = {
  /** Queues jobs; with `tx`, they commit or roll back with that transaction's other writes. */
  send(jobs: TJobToSend<TName>[], options?: { tx?: TDbOrTx }): Promise<void>;
  /** Fails one job of a batch (the others of the batch complete): the queue retries it. */
  fail(name: TName, jobId: string, message: string): Promise<void>;
  /** Asks this instance's worker of that queue to look again at once (more work is waiting). */
  wake(name: TName): void;
  /**
   * Resolves once the queue is started and can take jobs: call it before a transaction that
   * queues (on PGlite, starting the queue inside one would wait for that transaction's end).
   */
  ready(): Promise<void>;
};
