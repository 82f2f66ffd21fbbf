import type { TUserRequestSummary } from '@habitat/shared';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { posts } from './db/schema';
import { createEmptyPostgresDatabase, createTestApp, type TTestApp } from './test/harness';
import { startS3StandIn } from './test/s3-stand-in';

/**
 * Two app instances, each with its own connections and its own DATA_DIR, on one PostgreSQL
 * database and one S3 bucket: what one writes or counts, the other sees. PGlite lives inside one
 * process, so this runs only against PostgreSQL (TEST_DATABASE_URL), as CI does.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (needs TEST_DATABASE_URL; PGlite is one process)',
  () => {
    let s3: Awaited<ReturnType<typeof startS3StandIn>>;
    let a: TTestApp;
    let b: TTestApp;

    beforeAll(async () => {
      s3 = await startS3StandIn();
      // Trusting the test's forged addresses lets each test count from an address of its own.
      const env = { ...s3.env, TRUST_PROXY: '127.0.0.1' };
      const rateLimits = { login: { max: 3, timeWindow: '1 minute' } };
      a = await createTestApp({ env, rateLimits });
      b = await createTestApp({ env, rateLimits, databaseUrl: a.databaseUrl });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await s3?.close();
    });

    const signIn = (app: TTestApp, from: string, username: string, password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'x-forwarded-for': from },
        payload: { username, password },
      });
    const tokenOf = async (app: TTestApp, from: string, username: string) => {
      const response = await signIn(app, from, username, username.split('@')[0]!);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ token: string }>().token;
    };
    const createPost = (
      app: TTestApp,
      token: string,
      options: { title?: string; imageData?: string; headers?: Record<string, string> } = {},
    ) =>
      app.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...app.bearer(token), ...options.headers },
        payload: {
          title: options.title ?? 'Poussette à donner',
          body: 'Une poussette en bon état, à prendre au local à vélos.',
          startAt: '2099-01-01T00:00:00.000Z',
          endAt: '2099-01-08T00:00:00.000Z',
          imageData: options.imageData,
        },
      });

    it('reads on one the post and the photo written through the other', async () => {
      const token = await tokenOf(a, '192.0.2.1', 'resident@example.com');
      const png = await sharp({
        create: { width: 30, height: 20, channels: 3, background: '#a27' },
      })
        .png()
        .toBuffer();
      const created = await createPost(a, token, { imageData: png.toString('base64') });
      expect(created.statusCode, created.body).toBe(200);
      const { id, image } = created.json<{ id: number; image: { url: string } }>();

      const read = await b.app.inject({ url: `/api/posts/${id}`, headers: b.bearer(token) });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().title.fr).toBe('Poussette à donner');
      const [fromA, fromB] = [await a.app.inject(image.url), await b.app.inject(image.url)];
      expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    });

    it('opens on one the private link the other signed', async () => {
      const token = await tokenOf(a, '192.0.2.2', 'resident@example.com');
      const list = await a.app.inject({
        url: '/api/user_requests?perPage=-1',
        headers: a.bearer(token),
      });
      const photo = list
        .json<{ data: TUserRequestSummary[] }>()
        .data.find((request) => request.image !== null)!.image!.url;
      const response = await b.app.inject(photo);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    });

    it('answers a create retried on the other with the first result, writing nothing more', async () => {
      const token = await tokenOf(a, '192.0.2.3', 'resident@example.com');
      const retry = { headers: { 'idempotency-key': 'scale-out-retry' }, title: 'Table à donner' };
      const first = await createPost(a, token, retry);
      const again = await createPost(b, token, retry);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.json().id).toBe(first.json().id);
      const [row] = await b.db
        .select({ n: count() })
        .from(posts)
        .where(sql`${posts.title}->>'fr' = ${retry.title}`);
      expect(row?.n).toBe(1);
    });

    it('ends on one the sessions signed out on the other, one device or all of them', async () => {
      const token = await tokenOf(b, '192.0.2.4', 'shop@example.com');
      const other = await tokenOf(a, '192.0.2.4', 'shop@example.com');
      const me = (signedIn: string) =>
        b.app.inject({ url: '/api/me', headers: b.bearer(signedIn) });
      const signOut = (signedIn: string, url: string) =>
        a.app.inject({ method: 'POST', url, headers: a.bearer(signedIn) });
      expect((await me(token)).statusCode).toBe(200);
      expect((await signOut(token, '/api/logout')).statusCode).toBe(204);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(200);
      expect((await signOut(other, '/api/logout/everywhere')).statusCode).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
    });

    it('answers on one every list write committed through the other, lists kept in memory', async () => {
      const resident = await tokenOf(a, '192.0.2.5', 'resident@example.com');
      const manager = await tokenOf(b, '192.0.2.6', 'manager@example.com');
      const managed = () =>
        b.app.inject({ url: '/api/posts?perPage=-1', headers: b.bearer(manager) });
      const news = () => b.app.inject({ url: '/api/news?perPage=-1', headers: b.bearer(resident) });
      for (const read of [managed, news]) {
        const first = await read();
        b.queries.length = 0;
        expect((await read()).body).toBe(first.body);
        // The session check (and the manager's properties): the list itself came from memory.
        expect(b.queries.length).toBeLessThanOrEqual(2);
      }
      const created = await createPost(a, resident, { title: 'Écrit sur A' });
      expect(created.statusCode, created.body).toBe(200);
      expect((await managed()).body).toContain('Écrit sur A');
      await a.db.execute(sql`update news set title = '{"fr":"Titre écrit en SQL","en":"-"}'
        where id = (select min(id) from news where status = 'in_progress' and property_id is null)`);
      expect((await news()).body).toContain('Titre écrit en SQL');
    });

    it('counts sign-in tries from one address on both against one limit', async () => {
      const statuses = [];
      for (const app of [a, a, b, b]) {
        statuses.push((await signIn(app, '203.0.113.7', 'nobody@example.com', 'guess')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('start together on an empty database, migrations applied once', async () => {
      const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const started = await Promise.allSettled(
          [1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url })),
        );
        for (const instance of started)
          if (instance.status === 'fulfilled') await instance.value.close();
        expect(started.map((instance) => instance.status)).toEqual(Array(3).fill('fulfilled'));
      } finally {
        await empty.drop();
      }
    });

    it("counts an address's failures at an account over both, and refuses it on both", async () => {
      // The route's per-address limit (3 a minute above) would answer first: a pair without it.
      const env = { ...s3.env, TRUST_PROXY: '127.0.0.1' };
      const rateLimits = { login: { max: 1000, timeWindow: '1 minute' } };
      const c = await createTestApp({ env, rateLimits, databaseUrl: a.databaseUrl });
      const d = await createTestApp({ env, rateLimits, databaseUrl: a.databaseUrl });
      try {
        for (let i = 0; i < 10; i++) {
          const app = i % 2 === 0 ? c : d;
          const wrong = await signIn(app, '198.51.100.1', 'cotenant@example.com', 'guess');
          expect(wrong.statusCode, `try ${i + 1}`).toBe(401);
        }
        for (const app of [c, d]) {
          const right = await signIn(app, '198.51.100.1', 'cotenant@example.com', 'cotenant');
          expect(right.statusCode).toBe(429);
        }
        // The owner, from an address with no failures, is slowed down, never locked out.
        const owner = await signIn(d, '198.51.100.99', 'cotenant@example.com', 'cotenant');
        expect(owner.statusCode).toBe(200);
      } finally {
        await d.close();
        await c.close();
      }
    });
  },
);
