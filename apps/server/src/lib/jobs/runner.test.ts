import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client';
import { createTestDatabase } from '#server/test/harness';
import { queuedJob, timerJob } from './define';
import { createJobRunner } from './runner';

const noLog = { error: () => {} };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the jobs module: names', () => {
  // Timers and name checks need no queue: no database is opened.
  const db = {} as Db;
  const runner = (definitions: Parameters<typeof createJobRunner>[0]['definitions']) =>
    createJobRunner({ db, definitions, log: noLog, pollSeconds: 1, stopTimeoutMs: 1000 });
  const noop = async () => {};

  it('fails at start-up on a job declared twice or a dead-letter queue nobody declared', () => {
    expect(() =>
      runner([
        queuedJob({ name: 'a', handler: noop }),
        timerJob({ name: 'a', handler: noop, every: { ms: 10 } }),
      ]),
    ).toThrow('job a is declared twice');
    expect(() =>
      runner([
        queuedJob({ name: 'a', handler: noop, options: { queue: { deadLetter: 'a-dead' } } }),
      ]),
    ).toThrow('its dead-letter queue a-dead is not declared');
  });

  it('refuses to send, fail or wake a job no feature declared', async () => {
    const jobs = createJobRunner({
      db,
      definitions: [queuedJob({ name: 'declared', handler: noop })],
      log: noLog,
      pollSeconds: 1,
      stopTimeoutMs: 1000,
    });
    // @ts-expect-error: the names are typed from the declarations.
    await expect(jobs.send([{ name: 'undeclared', data: {} }])).rejects.toThrow(
      'no job named undeclared is declared',
    );
    // @ts-expect-error: the names are typed from the declarations.
    await expect(jobs.fail('undeclared', 'id', 'message')).rejects.toThrow('undeclared');
    // @ts-expect-error: the names are typed from the declarations.
    expect(() => jobs.wake('undeclared')).toThrow('undeclared');
  });

  it('runs a timer job on its schedule, and no more after stop()', async () => {
    let passes = 0;
    const jobs = runner([
      timerJob({
        name: 'tick',
        every: { ms: 20 },
        handler: async () => {
          passes += 1;
        },
      }),
    ]);
    await jobs.start({ worker: false });
    expect(passes).toBe(0);
    await wait(150);
    expect(passes).toBeGreaterThanOrEqual(3);
    await jobs.stop();
    const atStop = passes;
    await wait(100);
    expect(passes).toBe(atStop);
  });

  it('runs a first pass at start when asked, and leaves workers-only timers to workers', async () => {
    const ran: string[] = [];
    const jobs = runner([
      timerJob({
        name: 'first',
        every: { ms: 60_000 },
        handler: async () => void ran.push('first'),
        options: { atStart: 'await' },
      }),
      timerJob({
        name: 'relay',
        every: { ms: 60_000 },
        handler: async () => void ran.push('relay'),
        options: { atStart: 'await', workersOnly: true },
      }),
    ]);
    await jobs.start({ worker: false });
    expect(ran).toEqual(['first']);
    expect(jobs.running()).toBe(false);
    await jobs.stop();
  });

  it('stop() waits for the pass under way', async () => {
    const { opened, open } = gate();
    let finished = false;
    const jobs = runner([
      timerJob({
        name: 'slow',
        every: { ms: 60_000 },
        handler: async () => {
          await opened;
          finished = true;
        },
        options: { atStart: 'run' },
      }),
    ]);
    await jobs.start({ worker: false });
    const stopping = jobs.stop();
    await wait(50);
    expect(finished).toBe(false);
    open();
    await stopping;
    expect(finished).toBe(true);
  });
});

describe('the jobs module: the queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => database?.close());

  it('hands a sent job to its worker, and stop() waits for the running handler', async () => {
    const { opened, open } = gate();
    const started = gate();
    let finished = false;
    const jobs = createJobRunner({
      db: database.db,
      log: noLog,
      pollSeconds: 0.5,
      stopTimeoutMs: 10_000,
      definitions: [
        queuedJob<'slow-job', { n: number }>({
          name: 'slow-job',
          handler: async ([job]) => {
            expect(job!.data.n).toBe(7);
            started.open();
            await opened;
            finished = true;
          },
        }),
      ],
    });
    await jobs.start({ worker: true });
    expect(jobs.running()).toBe(true);
    await jobs.send([{ name: 'slow-job', data: { n: 7 } }]);
    jobs.wake('slow-job');
    await started.opened;
    const stopping = jobs.stop();
    await wait(100);
    expect(finished).toBe(false);
    open();
    await stopping;
    expect(finished).toBe(true);
    expect(jobs.running()).toBe(false);
  }, 30_000);
});
