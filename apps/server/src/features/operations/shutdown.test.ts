import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { notificationEvents } from '#server/db/notifications-schema';
import { userRequests } from '#server/db/schema';
import { createEmptyPostgresDatabase, TEST_SECRET } from '#server/test/harness';
import { startServerProcess } from '#server/test/server-process';

type TAck = { id: number; title: string };

async function signIn(base: string, username: string) {
  const response = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username.split('@')[0] }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return (await response.json()) as { token: string; property: number };
}

/** A leaf of the building's request categories (a request is filed under one). */
async function leafCategory(base: string, token: string, property: number) {
  const response = await fetch(`${base}/api/request_categories?property=${property}&perPage=-1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { id: number; parent: number | null }[] };
  const parents = new Set(data.map((category) => category.parent));
  return data.find((category) => !parents.has(category.id))!.id;
}

describe('graceful shutdown of the real server process', () => {
  it('answers or refuses every write in flight at SIGTERM: each acknowledged one is stored whole, and it exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'habitat-shutdown-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : undefined;
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_SECRET,
      SEED: 'demo',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const marker = `shutdown-${randomBytes(4).toString('hex')}`;
      const acks: TAck[] = [];
      let signalled = false;
      let signalledAt = 0;
      let attemptsAfterSignal = 0;
      const writer = async (username: string) => {
        const { token, property } = await signIn(server.base, username);
        const category = await leafCategory(server.base, token, property);
        const name = username.split('@')[0];
        // The daily quota of requests is 20 per author.
        for (let i = 0; i < 20; i++) {
          if (signalled) attemptsAfterSignal++;
          const title = `${marker} ${name} ${i}`;
          const response = await fetch(`${server.base}/api/user_requests`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'x-request-id': `test-${name}-${i}-${marker}`,
            },
            body: JSON.stringify({
              title,
              body: `Body of ${title}`,
              phoneNumber: '(514) 555-0123',
              category,
            }),
          }).catch(() => undefined);
          if (!response?.ok) {
            if (!signalled) {
              throw new Error(
                `refused before SIGTERM: ${response?.status} ${await response?.text()}`,
              );
            }
            return;
          }
          acks.push({ id: ((await response.json()) as { id: number }).id, title });
          if (acks.length === 8 && !signalled) {
            signalled = true;
            signalledAt = Date.now();
            server.child.kill('SIGTERM');
          }
        }
      };
      await Promise.all(
        ['resident@example.com', 'cotenant@example.com'].flatMap((user) => [writer(user)]),
      );
      expect(signalled).toBe(true);
      expect(await server.exited, server.output().slice(-4000)).toBe(0);
      // Within the deadline: idle keep-alive connections do not hold it.
      expect(Date.now() - signalledAt).toBeLessThan(5000);
      expect(server.output()).toContain('closed');
      // The request's own log lines carry the id its client sent.
      expect(server.output()).toMatch(new RegExp(`"reqId":"test-resident-0-${marker}"`));

      const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
      try {
        const stored = await database.db
          .select({ id: userRequests.id, title: userRequests.title, body: userRequests.body })
          .from(userRequests)
          .where(like(userRequests.title, `${marker}%`));
        const byId = new Map(stored.map((row) => [row.id, row]));
        for (const ack of acks) {
          expect(byId.get(ack.id)).toEqual({
            id: ack.id,
            title: ack.title,
            body: `Body of ${ack.title}`,
          });
        }
        // Whole: each stored request has the outbox event written in its transaction.
        const events = await database.db
          .select({ subjectId: notificationEvents.subjectId })
          .from(notificationEvents)
          .where(
            and(
              eq(notificationEvents.type, 'manager_new_request'),
              inArray(
                notificationEvents.subjectId,
                stored.map((row) => row.id),
              ),
            ),
          );
        expect(events.map((event) => event.subjectId).sort()).toEqual(
          stored.map((row) => row.id).sort(),
        );
        expect(acks.length).toBeGreaterThanOrEqual(8);
        expect(attemptsAfterSignal + acks.length).toBeGreaterThan(8);
      } finally {
        await database.close();
      }
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
