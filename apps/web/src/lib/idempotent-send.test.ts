import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { idempotentSend } from './idempotent-send';

const UUID = /^[0-9a-f-]{36}$/;

describe('idempotentSend', () => {
  it('gives each new submission its own key', async () => {
    const send = vi.fn(async (_body: { n: number }, _key: string) => 'ok');
    const create = idempotentSend(send);
    await create({ n: 1 });
    await create({ n: 1 });
    const [first, second] = send.mock.calls.map(([, key]) => key);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('sends the same key again when the same body is resent after no answer', async () => {
    const answers = [
      new TypeError('Failed to fetch'),
      new ApiError({ status: 503, code: 'platform_error', message: '' }),
      'ok',
    ];
    const send = vi.fn(async (_body: { n: number }, _key: string) => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const create = idempotentSend(send);
    await expect(create({ n: 1 })).rejects.toThrow();
    await expect(create({ n: 1 })).rejects.toThrow();
    await create({ n: 1 });
    const keys = send.mock.calls.map(([, key]) => key);
    expect(new Set(keys).size).toBe(1);
  });

  it('starts a new submission after a refusal or when the body changed', async () => {
    const send = vi
      .fn(async (_body: { n: number }, _key: string) => 'ok')
      .mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', message: '' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const create = idempotentSend(send);
    await expect(create({ n: 1 })).rejects.toThrow(); // refused: settled
    await expect(create({ n: 1 })).rejects.toThrow(); // lost
    await create({ n: 2 }); // edited before resending
    const [refused, lost, edited] = send.mock.calls.map(([, key]) => key);
    expect(lost).not.toBe(refused);
    expect(edited).not.toBe(lost);
  });
});
