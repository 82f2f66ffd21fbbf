import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { JSON_BODY_LIMIT_BYTES, jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body';

describe('jsonDepthExceeds', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":{"b":[1,2]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[[1]]}}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'[{'.repeat(50)}"}`, 1)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'['.repeat(5)}"}`, 1)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(100)}${']'.repeat(100)}`, 99)).toBe(true);
  });
});

describe('JSON bodies on the API', () => {
  let t: TTestApp;
  let token: string;
  /** 3.8 MB of nested arrays: what an attacker sends to stall the parser. */
  const bomb = `{"title":${'['.repeat(1_900_000)}${']'.repeat(1_900_000)}}`;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: string, auth?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(auth ? t.bearer(auth) : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login('resident@example.com')).token;
  });
  afterAll(() => t.close());

  it('are refused with 401 before parsing on protected writes when anonymous', async () => {
    expect(bomb.length).toBeGreaterThan(3_700_000);
    for (const [method, url] of [
      ['POST', '/api/posts'],
      ['PUT', '/api/posts/1'],
      ['POST', '/api/user_requests'],
      ['PUT', '/api/user_requests/1'],
      ['POST', '/api/reservations'],
      ['PUT', '/api/reservations/1/cancel'],
      ['PUT', '/api/me'],
      ['PUT', '/api/users/1'],
      ['POST', '/api/calendar_feed'],
      ['DELETE', '/api/calendar_feed'],
    ] as const) {
      const response = await send(method, url, bomb);
      expect([url, response.statusCode, response.json().error.code]).toEqual([
        url,
        401,
        'unauthorized',
      ]);
    }
  });

  it('may not nest deeper than MAX_JSON_DEPTH: 400 json_too_deep', async () => {
    const deep = `{"title":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    const response = await send('POST', '/api/user_requests', deep, token);
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'json_too_deep']);
  });

  it('are bounded per route: 413 beyond the JSON limit, image routes take an image', async () => {
    const text = (bytes: number) => JSON.stringify({ reply: 'x'.repeat(bytes) });
    const tooBig = await send('PUT', '/api/user_requests/1', text(JSON_BODY_LIMIT_BYTES), token);
    expect([tooBig.statusCode, tooBig.json().error.code]).toEqual([413, 'payload_too_large']);
    const imageSized = JSON.stringify({ imageData: 'A'.repeat(2_800_000) });
    const image = await send('POST', '/api/posts', imageSized, token);
    expect(image.statusCode).toBe(400); // parsed, then refused by validation
    const bigger = JSON.stringify({ imageData: 'A'.repeat(3_200_000) });
    expect((await send('POST', '/api/posts', bigger, token)).statusCode).toBe(413);
  });
});
