import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_PROCESSOR_PUBLIC_KEY, TEST_CARDS } from '@habitat/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cardTokens,
  localCharges,
  paymentIntents,
  payments,
  reservations,
} from '#server/db/bookings-schema';
import { openDatabase } from '#server/db/client';
import { users } from '#server/db/schema';
import { createStorage } from '#server/lib/storage/index';
import { seedDemo } from '#server/seed/seed';
import { createEmptyPostgresDatabase, TEST_SECRET } from '#server/test/harness';
import { startServerProcess, type TServerProcess } from '#server/test/server-process';
import { HOLD_SECONDS } from './payment-recovery';
import { dayFromToday, insertEntity, insertService } from './test-fixtures';

/**
 * The real server, killed with SIGKILL at random moments while residents pay for bookings, then
 * restarted: the clients retry what got no answer with the same Idempotency-Key (and card
 * token), except a quarter of them, left to the reconciler. In the end every card charge is
 * exactly one booking or one refund, every booking answered exists once, and no key was charged
 * twice. On PGlite (its files in DATA_DIR) or, with TEST_DATABASE_URL, PostgreSQL.
 * CRASH_BOOKINGS (default 40) per round, CRASH_ROUNDS (default 1), CRASH_SEED (random),
 * CRASH_DEBUG=<file> (logs kills, restarts and answers); bench/payment-crash.mjs runs 300 × 3 on
 * both. The local processor's charges are rows of the same database (local_charges, committed
 * before the charge answers), so they survive the kill like the bookings and can be counted.
 */
const BOOKINGS = Number(process.env.CRASH_BOOKINGS ?? 40);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Clients sending at once. */
const CONCURRENCY = 8;
/** Kills per round, each at a random point of the round's bookings (CRASH_KILLS). */
const KILLS_PER_ROUND = Number(process.env.CRASH_KILLS ?? Math.max(2, Math.ceil(BOOKINGS / 30)));
/** After its point, the kill waits a random moment in this range (ms). */
const KILL_DELAY_MS = [0, 400] as const;
/**
 * A round that has not settled by then fails (what today's code does: 409 for 24 h). A restart
 * takes 10 to 20 s on a busy 2-core machine.
 */
const ROUND_DEADLINE_MS = 120_000 + KILLS_PER_ROUND * 60_000 + BOOKINGS * 1_000;
const PRICE = 4500;
const RESIDENT = { username: 'resident@example.com', password: 'resident' };

/** mulberry32: the same CRASH_SEED replays the same kills and choices. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomFrom(SEED);
const between = ([low, high]: readonly [number, number]) => low + random() * (high - low);
const debug = (...args: unknown[]) => {
  if (process.env.CRASH_DEBUG)
    appendFileSync(process.env.CRASH_DEBUG, `${Date.now()} ${args.join(' ')}\n`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server, as `npm start` runs it, on the prepared database; resolves once it is ready. */
async function startServer(env: Record<string, string>): Promise<TServerProcess> {
  const started = Date.now();
  // A loaded machine (2 cores, PGlite's start-up) may take a while.
  const server = await startServerProcess(
    {
      ...env,
      NODE_ENV: 'test',
      JWT_SECRET: TEST_SECRET,
      SEED: 'none',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: '10000',
      PAYMENT_RECOVERY_SECONDS: '2',
    },
    { timeoutMs: 120_000 },
  );
  debug('started in', Date.now() - started);
  return server;
}

async function stopServer(server: TServerProcess, signal: 'SIGKILL' | 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

type TBooking = {
  key: string;
  token: string;
  body: object;
  /** The final answer: 200 with the reservation, or a refusal's code. */
  answer?: { status: number; id?: number; code?: string };
  /** Left to the reconciler after its request died (never retried). */
  abandoned?: boolean;
  attempts: number;
};

type TRoundFigures = {
  kills: number;
  attempts: number;
  /** Attempts the server never answered: the kill cut them short. */
  noAnswer: number;
  /** 409 idempotency_in_progress: a retry while a dead request's lease had not run out. */
  inProgressAnswers: number;
  abandoned: number;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function post(base: string, path: string, body: object, headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('paid bookings while the server is killed (kill -9) and restarted', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`ends every charge as one booking or one refund (${BOOKINGS} bookings × ${ROUNDS})`, {
    timeout: ROUNDS * (ROUND_DEADLINE_MS + 60_000) + 300_000,
  }, async () => {
    console.log(`CRASH_SEED=${SEED} replays this run's kills and choices`);
    const dataDir = mkdtempSync(join(tmpdir(), 'habitat-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : null;
    if (postgres) cleanups.push(() => postgres.drop());
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (postgres) env.DATABASE_URL = postgres.url;
    const openDb = () => openDatabase({ databaseUrl: postgres?.url, dataDir });

    // The demo, and a paid schedule of 2 places an hour that the bookings will overfill.
    let entity: number;
    {
      const database = await openDb();
      await seedDemo({
        db: database.db,
        storage: createStorage({ config: { kind: 'local' }, dataDir }),
      });
      entity = await insertEntity(
        database.db,
        await insertService(database.db, { property: 'jardins-saint-laurent' }),
        { price: PRICE, capacity: 2 },
      );
      await database.close();
    }

    let server = await startServer(env);
    cleanups.push(() => stopServer(server, 'SIGKILL'));
    const login = await post(server.base, '/api/login_check', RESIDENT, {});
    const bearer = { authorization: `Bearer ${login.json.token as string}` };

    const figures: TRoundFigures[] = [];
    const all: TBooking[] = [];
    const started = Date.now();
    let address = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const bookings = await prepareRound(round);
      all.push(...bookings);
      figures.push(await runRound(bookings));
    }
    await stopServer(server, 'SIGTERM');

    const outcome = await settleAndCheck(all);
    console.log(
      JSON.stringify({
        database: postgres ? 'postgresql' : 'pglite',
        seed: SEED,
        bookings: BOOKINGS,
        rounds: ROUNDS,
        seconds: Math.round((Date.now() - started) / 1000),
        figures,
        ...outcome,
      }),
    );

    /** Card tokens (from addresses of their own, as residents' phones) and slots for a round. */
    async function prepareRound(round: number): Promise<TBooking[]> {
      // 2 places per hour for 45% of the bookings in hours: about 1 in 10 finds no place.
      const hours = Math.ceil(BOOKINGS * 0.45);
      const bookings: TBooking[] = [];
      for (let i = 0; i < BOOKINGS; i++) {
        address += 1;
        const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        const token = await post(
          server.base,
          '/api/payments/tokens',
          {
            number: TEST_CARDS.succeeds,
            expMonth: 12,
            expYear: new Date().getFullYear() + 2,
            cvc: '123',
            publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
          },
          { 'x-forwarded-for': forwarded },
        );
        expect(token.status).toBe(200);
        const hour = Math.floor(random() * hours);
        const date = dayFromToday(2 + round * 30 + Math.floor(hour / 12));
        const from = 8 + (hour % 12);
        const hh = (h: number) => String(h).padStart(2, '0');
        bookings.push({
          key: `crash-${SEED}-${round}-${i}`,
          token: token.json.token as string,
          body: {
            entity,
            start: `${date} ${hh(from)}:00:00`,
            end: `${date} ${hh(from + 1)}:00:00`,
            total: PRICE,
            currency: 'CAD',
            payments: [
              { from: token.json.token, processor: 'local', amount: PRICE, currency: 'CAD' },
            ],
          },
          attempts: 0,
        });
      }
      return bookings;
    }

    /**
     * Clients send and retry until each booking has its final answer (or was abandoned),
     * while the server is killed at random moments and restarted.
     */
    async function runRound(bookings: TBooking[]): Promise<TRoundFigures> {
      const round: TRoundFigures = {
        kills: 0,
        attempts: 0,
        noAnswer: 0,
        inProgressAnswers: 0,
        abandoned: 0,
      };
      const deadline = Date.now() + ROUND_DEADLINE_MS;
      const queue = [...bookings];
      const open = () => bookings.some((b) => !b.answer && !b.abandoned);
      let down = false;

      // Kill points: after a random number of bookings answered, then a random instant, so
      // the kill lands among the requests in flight, at whatever step each one is.
      const done = () => bookings.filter((b) => b.answer || b.abandoned).length;
      const points = Array.from({ length: KILLS_PER_ROUND }, () =>
        Math.floor(random() * BOOKINGS * 0.9),
      ).sort((a, b) => a - b);
      const killer = (async () => {
        for (const point of points) {
          while (open() && done() < point && Date.now() < deadline) await sleep(20);
          if (!open()) break;
          await sleep(between(KILL_DELAY_MS));
          down = true;
          await stopServer(server, 'SIGKILL');
          debug('killed at', done());
          round.kills += 1;
          server = await startServer(env);
          down = false;
        }
      })();

      async function attempt(booking: TBooking) {
        booking.attempts += 1;
        round.attempts += 1;
        const current = server;
        try {
          const response = await post(current.base, '/api/reservations', booking.body, {
            ...bearer,
            'idempotency-key': booking.key,
          });
          if (response.status === 200) {
            booking.answer = { status: 200, id: response.json.id as number };
          } else if (response.status < 500) {
            const code = (response.json.error as { code: string }).code;
            if (code === 'idempotency_in_progress') {
              round.inProgressAnswers += 1;
              queue.push(booking);
            } else {
              booking.answer = { status: response.status, code };
            }
          } else {
            debug(response.status, JSON.stringify(response.json));
            queue.push(booking);
          }
        } catch (error) {
          debug('no answer', String(error), (error as Error).cause);
          // No answer: the server died under the request (or was down when it was sent).
          round.noAnswer += 1;
          if (booking.attempts === 1 && random() < 0.25) {
            booking.abandoned = true;
            round.abandoned += 1;
          } else {
            queue.push(booking);
          }
        }
      }

      const client = async () => {
        while (open() && Date.now() < deadline) {
          // While the server restarts, clients wait (as the app does offline): a request that
          // gets no answer is one the kill cut short.
          if (down) {
            await sleep(50);
            continue;
          }
          const booking = queue.shift();
          if (!booking) {
            await sleep(50);
            continue;
          }
          if (booking.answer || booking.abandoned) continue;
          await attempt(booking);
          if (queue.includes(booking)) await sleep(250);
        }
      };
      await Promise.all([killer, ...Array.from({ length: CONCURRENCY }, client)]);
      const unsettled = bookings.filter((b) => !b.answer && !b.abandoned);
      expect(
        unsettled.map((b) => b.key),
        'bookings that never got a final answer',
      ).toEqual([]);
      return round;
    }

    /**
     * Lets the reconciler finish what the abandoned requests left (restarting the server until
     * no intent is unsettled), then checks the invariants in the database.
     */
    async function settleAndCheck(bookings: TBooking[]) {
      // An intent a killed server's reconciler had taken waits out its hold (HOLD_SECONDS).
      const until = Date.now() + (HOLD_SECONDS + 120) * 1000;
      for (;;) {
        const database = await openDb();
        const unsettled = await database.db
          .select()
          .from(paymentIntents)
          .where(inArray(paymentIntents.status, ['pending', 'refunding']));
        await database.close();
        if (unsettled.length === 0) break;
        const left = unsettled.map(({ key, status, chargeId, createdAt, recoverAt }) => ({
          key,
          status,
          chargeId,
          createdAt,
          recoverAt,
        }));
        expect(Date.now(), `still unsettled: ${JSON.stringify(left)}`).toBeLessThan(until);
        server = await startServer(env);
        await sleep(5_000);
        await stopServer(server, 'SIGTERM');
      }

      const database = await openDb();
      try {
        return await checkInvariants(database.db, bookings, entity);
      } finally {
        await database.close();
      }
    }
  });
});

type TDbOf = Awaited<ReturnType<typeof openDatabase>>['db'];

async function checkInvariants(db: TDbOf, bookings: TBooking[], entity: number) {
  const byHash = new Map(bookings.map((b) => [sha256(b.token), b]));
  const tokens = await db
    .select({ id: cardTokens.id, hash: cardTokens.tokenHash })
    .from(cardTokens)
    .where(inArray(cardTokens.tokenHash, [...byHash.keys()]));
  const bookingOfToken = new Map(tokens.map((t) => [t.id, byHash.get(t.hash)!]));
  const charges = await db
    .select()
    .from(localCharges)
    .where(inArray(localCharges.tokenId, [...bookingOfToken.keys()]));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.chargeId, charges.map((c) => c.id).concat([''])));
  const [resident] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, RESIDENT.username));
  const booked = await db.select().from(reservations).where(eq(reservations.userId, resident!.id));
  const reservationById = new Map(booked.map((r) => [r.id, r]));
  const intents = await db.select().from(paymentIntents);
  const intentOfKey = new Map(intents.map((i) => [i.key.split(':').at(-1)!, i]));

  // Every charge is exactly one booking or one refund; no key was charged twice.
  const problems: string[] = [];
  const chargesPerKey = new Map<string, number>();
  let bookedCharges = 0;
  let refundedCharges = 0;
  for (const charge of charges) {
    const booking = bookingOfToken.get(charge.tokenId)!;
    chargesPerKey.set(booking.key, (chargesPerKey.get(booking.key) ?? 0) + 1);
    const rows = paymentRows.filter((p) => p.chargeId === charge.id);
    const [row] = rows;
    if (rows.length !== 1 || !row) {
      problems.push(`${booking.key}: charge ${charge.id} has ${rows.length} payment rows`);
    } else if (charge.refundedAt === null) {
      const reservation = row.reservationId ? reservationById.get(row.reservationId) : undefined;
      if (row.status !== 'succeeded' || !reservation || reservation.canceledAt !== null) {
        problems.push(`${booking.key}: charge ${charge.id} kept without its booking`);
      } else bookedCharges += 1;
    } else if (row.status !== 'refunded' || row.reservationId !== null) {
      problems.push(`${booking.key}: refunded charge ${charge.id} recorded as ${row.status}`);
    } else refundedCharges += 1;
  }
  for (const [key, count] of chargesPerKey) {
    if (count > 1) problems.push(`${key}: charged ${count} times`);
  }

  // Every booking answered exists, once, as the booking of its key's intent and charge.
  const answeredIds = new Set<number>();
  /** What became of the requests left to the reconciler (by their intent; none: never made). */
  const abandoned: Record<string, number> = {};
  for (const booking of bookings) {
    const intent = intentOfKey.get(booking.key);
    if (booking.answer?.status === 200) {
      const id = booking.answer.id!;
      if (answeredIds.has(id)) problems.push(`${booking.key}: reservation ${id} answered twice`);
      answeredIds.add(id);
      if (!reservationById.has(id)) problems.push(`${booking.key}: reservation ${id} is missing`);
      if (intent?.status !== 'booked' || intent.reservationId !== id) {
        problems.push(`${booking.key}: answered ${id} but its intent is ${intent?.status}`);
      }
    } else if (booking.answer && intent && intent.status === 'booked') {
      problems.push(`${booking.key}: answered ${booking.answer.code} but booked`);
    }
    if (booking.abandoned) {
      const fate = intent?.status ?? 'no intent';
      abandoned[fate] = (abandoned[fate] ?? 0) + 1;
    }
    if (intent && !['booked', 'refunded', 'failed'].includes(intent.status)) {
      problems.push(`${booking.key}: intent left ${intent.status}`);
    }
  }
  // No reservation of these bookings exists without its intent.
  const intentReservations = new Set(intents.map((i) => i.reservationId));
  for (const reservation of booked.filter((r) => r.entityId === entity)) {
    if (!intentReservations.has(reservation.id)) {
      problems.push(`reservation ${reservation.id} has no payment intent`);
    }
  }
  expect(problems).toEqual([]);
  expect(bookedCharges + refundedCharges).toBe(charges.length);

  return {
    charges: charges.length,
    bookedCharges,
    refundedCharges,
    answeredBooked: bookings.filter((b) => b.answer?.status === 200).length,
    answeredRefused: Object.fromEntries(
      [...new Set(bookings.map((b) => b.answer?.code).filter(Boolean))].map((code) => [
        code,
        bookings.filter((b) => b.answer?.code === code).length,
      ]),
    ),
    abandoned,
    intents: Object.fromEntries(
      ['booked', 'refunded', 'failed'].map((status) => [
        status,
        intents.filter((i) => i.status === status).length,
      ]),
    ),
  };
}
