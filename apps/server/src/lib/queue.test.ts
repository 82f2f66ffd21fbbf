import { describe, expect, it } from 'vitest';
import { createQueue } from './queue';

describe('createQueue', () => {
  it('runs at most `concurrency` tasks at once, in arrival order, even when some fail', async () => {
    const queue = createQueue(2);
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((n) =>
      queue
        .run(async () => {
          started.push(n);
          await new Promise<void>((resolve) => gates.push(resolve));
          if (n === 0) throw new Error('boom');
          return n;
        })
        .catch(() => -1),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([started, queue.running]).toEqual([[0, 1], 2]);
    gates[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const open of gates.slice(1)) open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const open of gates.slice(3)) open();
    expect(await Promise.all(tasks)).toEqual([-1, 1, 2, 3]);
    expect(queue.running).toBe(0);
  });
});
