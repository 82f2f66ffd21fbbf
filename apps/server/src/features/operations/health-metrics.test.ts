import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNotificationEvent } from '#server/data/notification-events';
import { idle, userIdOf } from '#server/features/notifications/test-engine';
import { sqlExecutor } from '#server/lib/jobs/queue';
import { propertyIdOf } from '#server/test/content-fixtures';
import { createTestApp, createTestDatabase, type TTestApp } from '#server/test/harness';
import { registerHealthRoutes } from './health';

const METRICS_TOKEN = 'metrics-token-long-enough';

describe('health', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('live answers 200 without the database', async () => {
    const response = await t.app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
  });

  it('ready answers 200 with every check when the migrations are applied', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'not_run_here', shutdown: 'ok' },
    });
  });

  it('ready answers 503 naming the migrations when the latest one is not recorded', async () => {
    const sql = sqlExecutor(t.db);
    const { rows } = await sql.executeSql(
      'SELECT id, created_at::text AS at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const latest = rows[0] as { id: number; at: string };
    await sql.executeSql('UPDATE drizzle.__drizzle_migrations SET created_at = 1 WHERE id = $1', [
      latest.id,
    ]);
    try {
      const response = await t.app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toMatchObject({ database: 'ok', migrations: 'pending' });
    } finally {
      await sql.executeSql(
        'UPDATE drizzle.__drizzle_migrations SET created_at = $1 WHERE id = $2',
        [latest.at, latest.id],
      );
    }
  });
});

describe('readiness of an instance that runs the worker', () => {
  it('is ready once the job queue runs', async () => {
    const t = await createTestApp({
      seed: false,
      notifications: { worker: true, pollSeconds: 0.5 },
    });
    try {
      const response = await t.app.inject({ url: '/api/health/ready' });
      expect(response.json().checks.jobs).toBe('ok');
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('readiness checks', () => {
  const readyOf = async (options: Parameters<typeof registerHealthRoutes>[1]) => {
    const app = Fastify({ logger: false });
    registerHealthRoutes(app, options);
    const response = await app.inject({ url: '/api/health/ready' });
    await app.close();
    return { statusCode: response.statusCode, checks: response.json().checks };
  };

  it('names the stopped job queue, the shutdown and an unreachable database', async () => {
    const database = await createTestDatabase();
    const up = { db: database.db, jobsRunning: () => true, shuttingDown: () => false };
    expect(await readyOf(up)).toEqual({
      statusCode: 200,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok', shutdown: 'ok' },
    });
    expect(await readyOf({ ...up, jobsRunning: () => false })).toMatchObject({
      statusCode: 503,
      checks: { jobs: 'stopped' },
    });
    expect(await readyOf({ ...up, shuttingDown: () => true })).toMatchObject({
      statusCode: 503,
      checks: { shutdown: 'shutting_down' },
    });
    await database.close();
    expect(await readyOf(up)).toMatchObject({
      statusCode: 503,
      checks: { database: 'failed', migrations: 'failed' },
    });
  });
});

describe('metrics', () => {
  it('answer 404 when METRICS_TOKEN is not set', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { METRICS_TOKEN } });
    });
    afterAll(() => t?.close());
    const scrape = () =>
      t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

    it('answer 401 without the token or with another', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-long-enough', METRICS_TOKEN]) {
        const response = await t.app.inject({
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect([authorization, response.statusCode]).toEqual([authorization, 401]);
        expect(response.json().error.code).toBe('unauthorized');
      }
    });

    it('count requests by route pattern and status, never by raw URL', async () => {
      const { token } = await t.login('resident@example.com');
      for (const id of [999_991, 999_992]) {
        const response = await t.app.inject({ url: `/api/posts/${id}`, headers: t.bearer(token) });
        expect(response.statusCode).toBe(404);
      }
      const body = (await scrape()).body;
      expect(body).toMatch(
        /habitat_http_request_duration_seconds_count\{method="GET",route="\/api\/posts\/:id",status="404"\} 2\n/,
      );
      expect(body).not.toContain('/api/posts/999991');
      expect(body).toMatch(/habitat_http_request_duration_seconds_bucket\{le="0.005",/);
    });

    it('report the database connections and the queue jobs by state', async () => {
      const body = (await scrape()).body;
      expect(body).toMatch(/habitat_db_pool_connections\{state="total"\} [1-9]/);
      expect(body).toContain('# TYPE habitat_jobs gauge');
      expect(body).toContain('habitat_process_resident_memory_bytes');
    });
  });
});

describe('notification metrics', () => {
  it('count the deliveries by channel and outcome', async () => {
    const t = await createTestApp({
      env: { METRICS_TOKEN },
      notifications: { worker: true, relayIntervalMs: 50, pollSeconds: 0.5 },
    });
    try {
      const { organization } = await t.login('shop@example.com');
      await recordNotificationEvent(t.db, {
        type: 'emergency',
        organizationId: organization,
        propertyId: await propertyIdOf(t.db, 'carre-peel'),
        actorId: await userIdOf(t.db, 'manager@example.com'),
        params: { emergencyId: 1 },
      });
      await idle(t.db);
      const scraped = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const sent = /habitat_notifications_total\{channel="email",outcome="sent"\} (\d+)/.exec(
        scraped.body,
      );
      expect(Number(sent?.[1])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('request ids', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('answer a new id on every request, errors included', async () => {
    const first = await t.app.inject({ url: '/api/posts/1' });
    const second = await t.app.inject({ url: '/api/nowhere' });
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keep a proxy's sane X-Request-Id and replace any other", async () => {
    const kept = 'lb-01HXAMPLE.7f3a:9';
    const sane = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': kept } });
    expect(sane.headers['x-request-id']).toBe(kept);
    for (const bad of [
      'short',
      'x'.repeat(129),
      'has space in it',
      'new\\nline-injected',
      '<script>x</script>',
    ]) {
      const response = await t.app.inject({
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
