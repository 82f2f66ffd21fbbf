import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background';

describe('background work', () => {
  it('settles only once every task, including one started meanwhile, is done', async () => {
    const background = createBackgroundWork(vi.fn());
    const done: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    background.run('first', async () => {
      await gate;
      background.run('second', async () => void done.push('second'));
      done.push('first');
    });
    const settled = background.settled().then(() => done.push('settled'));
    release();
    await settled;
    expect(done).toEqual(['first', 'second', 'settled']);
  });

  it('logs a failure instead of rejecting, and still settles', async () => {
    const log = vi.fn();
    const background = createBackgroundWork(log);
    background.run('mail', async () => {
      throw new Error('SMTP down');
    });
    await background.settled();
    expect(log).toHaveBeenCalledWith(expect.any(Error), 'mail failed');
  });
});
