import type { TUserRequest } from '@habitat/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages, userRequests } from '#server/db/schema';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { categoryIdOf, requestActors, setStatus, validRequest } from './test-fixtures';

let t: TTestApp;
let a: Awaited<ReturnType<typeof requestActors>>;
let tap: number;

beforeAll(async () => {
  t = await createTestApp({ quotas: { requests: 3 } });
  a = await requestActors(t);
  tap = await categoryIdOf(t.db, a.ids.jardins, ['Plomberie', 'Cuisine', 'Robinet qui fuit']);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, token: string, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...t.bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const requestsOf = async (userId: number) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(userRequests)
    .where(eq(userRequests.authorId, userId));
  return row!.n;
};

describe('retried writes with an Idempotency-Key', () => {
  it('file a request once and answer the first request again', async () => {
    const author = a.neighbour;
    const body = { ...validRequest(tap), title: 'Retried request' };
    const first = await send('POST', '/api/user_requests', body, author.token, 'request-1');
    const again = await send('POST', '/api/user_requests', body, author.token, 'request-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json<TUserRequest>().id).toBe(first.json<TUserRequest>().id);
    expect(await requestsOf(author.userId)).toBe(1);
    const other = { ...body, title: 'Other' };
    const reused = await send('POST', '/api/user_requests', other, author.token, 'request-1');
    expect([reused.statusCode, reused.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('post a reply once', async () => {
    const created = await send('POST', '/api/user_requests', validRequest(tap), a.resident);
    const id = created.json<TUserRequest>().id;
    await setStatus(t.db, id, 'in_progress');
    const reply = { reply: 'Je serai là demain.' };
    for (let i = 0; i < 3; i++) {
      const response = await send('PUT', `/api/user_requests/${id}`, reply, a.resident, 'reply-1');
      expect(response.json<TUserRequest>().discussion).toHaveLength(1);
    }
    const [row] = await t.db
      .select({ n: count() })
      .from(requestMessages)
      .where(eq(requestMessages.requestId, id));
    expect(row!.n).toBe(1);
  });
});

describe('the daily quota of requests', () => {
  it('refuses the request beyond it with 429 quota_exceeded, storing nothing', async () => {
    const author = a.neighbour;
    const used = await requestsOf(author.userId);
    for (let i = used; i < 3; i++) {
      expect(
        (await send('POST', '/api/user_requests', validRequest(tap), author.token)).statusCode,
      ).toBe(200);
    }
    const refused = await send('POST', '/api/user_requests', validRequest(tap), author.token);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'quota_exceeded']);
    expect(refused.json().error.message).toMatch(/at most 3 requests a day/);
    expect(await requestsOf(author.userId)).toBe(3);
  });
});
