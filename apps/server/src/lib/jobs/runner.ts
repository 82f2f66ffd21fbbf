/**
 * The jobs module (docs/decisions/046-one-jobs-module.md): owns the queue (pg-boss on the app's
 * own database, lib/jobs/queue.ts), the schedule, and the one start and one stop of all the
 * background work the features declare (lib/jobs/define.ts). It never imports a feature: the
 * app's wiring hands it the list.
 */
import type { Db } from '#server/db/client';
import type { TJobDefinition, TJobQueue, TQueuedJob, TTimerJob } from './define';
import { ensureQueue, startJobs, stopJobs, type TJobs, transactionExecutor } from './queue';
import { startTimer } from './timer';

export type TJobRunner<TName extends string> = TJobQueue<TName> & {
  /**
   * Starts the timers and, with `worker` (NOTIFICATIONS_WORKER=on), the queue's workers and
   * schedules. Once, when the server is ready.
   */
  start(options: { worker: boolean }): Promise<void>;
  /** Stops the timers (waiting for their passes), then the queue (waiting for running jobs). */
  stop(): Promise<void>;
  /** Whether this instance's workers run (readiness of an instance that runs them). */
  running(): boolean;
};

/** Fails at start-up on a list that names a job twice or a dead-letter queue nobody declared. */
function checkDefinitions(definitions: readonly TJobDefinition[]) {
  const names = new Set<string>();
  for (const job of definitions) {
    if (names.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    names.add(job.name);
  }
  for (const job of definitions) {
    const deadLetter = job.kind === 'queued' ? job.options?.queue?.deadLetter : undefined;
    if (deadLetter && !names.has(deadLetter)) {
      throw new Error(`job ${job.name}: its dead-letter queue ${deadLetter} is not declared`);
    }
  }
  return names;
}

export function createJobRunner<const TDefinitions extends readonly TJobDefinition[]>(ctx: {
  db: Db;
  definitions: TDefinitions;
  log: { error: (error: unknown, message: string) => void };
  /** How often an idle worker asks the queue for jobs (seconds, at least 0.5). */
  pollSeconds: number;
  /** How long stop() lets running jobs finish before failing them back to the queue. */
  stopTimeoutMs: number;
}): TJobRunner<TDefinitions[number]['name']> {
  type TName = TDefinitions[number]['name'];
  const names = checkDefinitions(ctx.definitions);
  const queued = ctx.definitions.filter((job): job is TQueuedJob => job.kind === 'queued');
  const timed = ctx.definitions.filter((job): job is TTimerJob => job.kind === 'timer');
  const workerIds = new Map<string, string>();
  const timers: ReturnType<typeof startTimer>[] = [];
  let boss: Promise<TJobs> | undefined;
  let workersStarted = false;
  let stopped = false;

  const known = (name: string) => {
    if (!names.has(name)) throw new Error(`no job named ${name} is declared`);
  };

  /** Started on first need: an instance without the workers may still send a job. */
  const queue = () => {
    boss ??= startJobs(ctx.db, ctx.log).then(async (started) => {
      // The dead-letter queues first: a queue naming one needs it to exist.
      const ordered = [...queued].sort(
        (a, b) => Number(!!a.options?.queue?.deadLetter) - Number(!!b.options?.queue?.deadLetter),
      );
      for (const job of ordered) await ensureQueue(started, job.name, job.options?.queue ?? {});
      return started;
    });
    return boss;
  };

  const startWorker = async (started: TJobs, job: TQueuedJob) => {
    const batchSize = job.options?.batchSize;
    const id = await started.work(
      job.name,
      { pollingIntervalSeconds: ctx.pollSeconds, ...(batchSize ? { batchSize } : {}) },
      async (batch) => void (await job.handler(batch as never)),
    );
    workerIds.set(job.name, id);
    if (job.every) await started.schedule(job.name, job.every.cron);
  };

  const startTimers = async (worker: boolean) => {
    for (const job of timed) {
      if (job.options?.workersOnly && !worker) continue;
      const timer = startTimer({
        everyMs: job.every.ms,
        run: job.handler,
        onError: (error) => ctx.log.error(error, `job ${job.name} failed`),
      });
      timers.push(timer);
      const atStart = job.options?.atStart;
      if (atStart === 'await') await timer.runNow();
      else if (atStart === 'run') void timer.runNow();
      else timer.later();
    }
  };

  return {
    async send(jobs, options) {
      for (const job of jobs) known(job.name);
      if (jobs.length === 0) return;
      const started = await queue();
      await started.insert(
        jobs,
        options?.tx ? { db: transactionExecutor(options.tx) as never } : {},
      );
    },
    async fail(name, jobId, message) {
      known(name);
      await (await queue()).fail(name, jobId, { message });
    },
    wake(name: TName) {
      known(name);
      const id = workerIds.get(name);
      // Only once the queue started: a worker id exists only then.
      if (id && boss) void boss.then((started) => started.notifyWorker(id));
    },
    async ready() {
      await queue();
    },
    async start({ worker }) {
      stopped = false;
      if (worker) {
        const started = await queue();
        for (const job of queued) await startWorker(started, job);
        workersStarted = true;
      }
      await startTimers(worker);
    },
    async stop() {
      stopped = true;
      await Promise.all(timers.splice(0).map((timer) => timer.stop()));
      if (boss) await stopJobs(await boss, ctx.stopTimeoutMs);
    },
    running: () => workersStarted && !stopped,
  };
}
