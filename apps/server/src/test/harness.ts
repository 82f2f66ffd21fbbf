import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, defaultRateLimits } from '#server/app';
import type { TRateLimits } from '#server/app-context';
import { loadConfig } from '#server/config';
import { type Database, type Db, openDatabase } from '#server/db/client';
import type { TPaymentProcessor } from '#server/features/payments/processor';
import { createBackgroundWork } from '#server/lib/background';
import type { TMail, TMailer } from '#server/lib/mail';
import type { TQuotas } from '#server/lib/quota';
import { createStorage } from '#server/lib/storage/index';
import { seedDemo } from '#server/seed/seed';

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL (database create, drop). */
async function onTestServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `habitat_test_${randomBytes(6).toString('hex')}`;
  await onTestServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onTestServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`),
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The run's migrated PGlite (pglite-template.ts), read once per test file; none outside a run. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const path = inject('pgliteTemplate');
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return template;
}

/**
 * A migrated database for one test file: in-memory PGlite by default, or a fresh database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(
  options: { logger?: Logger } = {},
): Promise<Database & { url?: string }> {
  const { logger } = options;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ logger, pgliteContents: await pgliteTemplate() });
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: empty.url, logger });
  return {
    db: database.db,
    url: empty.url,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a seeded test database, with mails captured instead of sent. Every SQL
 * statement is appended to `queries` (tests empty it, then count), except the session check's:
 * they are the same for every route, and whether they run depends on what ran before, not on the
 * route counted. Its read of the sessions' states is kept on PGlite until the next write, read
 * on PostgreSQL for every request; its read of the users' lease states comes only when a
 * content change made them stale (lib/auth.ts), and the query-count tests make such changes on
 * purpose to get past the list caches.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<TRateLimits>;
    quotas?: Partial<TQuotas>;
    seed?: boolean;
    /** Replaces the configured card processor (tests make charges race or fail on purpose). */
    paymentProcessor?: (db: Db) => TPaymentProcessor;
    /** A second instance on the PostgreSQL database of another test app: not seeded again. */
    databaseUrl?: string;
    /** The notification engine's options; `worker: true` runs the relay and the delivery jobs. */
    notifications?: Parameters<typeof buildApp>[0]['notifications'];
    /** Replaces the capturing mailer (tests of the outbox folder). */
    mailer?: TMailer;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'habitat-test-')),
    JWT_SECRET: TEST_SECRET,
    ...options.env,
  });
  const queries: string[] = [];
  const isSessionCheck = (sql: string) =>
    (sql.startsWith('select') && sql.includes('from "session_revocations"')) ||
    (sql.includes('lease_changes_at') && sql.includes('left join lateral'));
  const logger = { logQuery: (sql: string) => void (isSessionCheck(sql) || queries.push(sql)) };
  const { databaseUrl } = options;
  const database: Database & { url?: string } = databaseUrl
    ? await openDatabase({ databaseUrl, logger })
    : await createTestDatabase({ logger });
  const storage = createStorage({ config: config.storage, dataDir: config.dataDir });
  if (options.seed !== false && !databaseUrl) await seedDemo({ db: database.db, storage });
  const mails: TMail[] = [];
  const backgroundFailures: string[] = [];
  const background = createBackgroundWork((_error, message) => backgroundFailures.push(message));
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    mailer: options.mailer ?? { send: async (mail) => void mails.push(mail) },
    notifications: options.notifications,
    rateLimits: {
      ...defaultRateLimits({ loginRateLimit: 1000, passwordResetRateLimit: 5 }),
      resetMailsPerAccount: { max: 1000, windowMs: 60 * 60_000 },
      ...options.rateLimits,
    },
    // Tests create freely unless they test the quotas themselves.
    quotas: { posts: 1000, requests: 1000, uploads: 1000, ...options.quotas },
    paymentProcessor: options.paymentProcessor?.(database.db),
    background,
    storage,
  });
  await app.ready();

  const login = async (username: string, password = username.split('@')[0]!) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<{ token: string; organization: number; property: number | null }>();
  };
  /** The status a sign-in attempt gets (200, 401, 429…), for tests that expect a refusal. */
  const loginStatus = async (username: string, password: string) =>
    (await app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } }))
      .statusCode;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    app,
    db: database.db,
    /** The PostgreSQL database's URL, for a second instance (unset on PGlite). */
    databaseUrl: databaseUrl ?? database.url,
    config,
    storage,
    mails,
    queries,
    login,
    loginStatus,
    bearer,
    /** Resolves once the mails sent after an answer (reset links, e-mail changes) are out. */
    settled: () => background.settled(),
    /** What failed in the background (logged in production), e.g. 'password reset mail failed'. */
    backgroundFailures,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
