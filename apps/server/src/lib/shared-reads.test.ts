import { describe, expect, it } from 'vitest';
import { createBatchedReader, createSharedReads, isSharedResult } from './shared-reads';

/** A load the test answers by hand, recording the keys of each round. */
function manualLoad<V>() {
  const rounds: {
    keys: string[];
    answer: (values: Record<string, V>) => void;
    fail: () => void;
  }[] = [];
  const load = (keys: string[]) =>
    new Promise<ReadonlyMap<string, V>>((resolve, reject) => {
      rounds.push({
        keys,
        answer: (values) => resolve(new Map(Object.entries(values))),
        fail: () => reject(new Error('database down')),
      });
    });
  return { rounds, load };
}

/** Lets the reader start its next round (it starts on setImmediate). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedReader', () => {
  it('loads the keys asked in one turn together, once each', async () => {
    const { rounds, load } = manualLoad<number>();
    const read = createBatchedReader({ load });
    const answers = Promise.all([read('a'), read('b'), read('a')]);
    await turn();
    expect(rounds.map((round) => round.keys)).toEqual([['a', 'b']]);
    rounds[0]!.answer({ a: 1, b: 2 });
    expect(await answers).toEqual([1, 2, 1]);
  });

  it('never answers a caller with a round that began before it asked', async () => {
    const { rounds, load } = manualLoad<string>();
    const read = createBatchedReader({ load });
    const early = read('list');
    await turn();
    // Asked while the first round runs (think: right after a write it did not see).
    const late = read('list');
    let lateAnswer: string | undefined;
    void late.then((value) => {
      lateAnswer = value;
    });
    rounds[0]!.answer({ list: 'before the write' });
    expect(await early).toBe('before the write');
    await turn();
    expect(lateAnswer).toBeUndefined();
    expect(rounds).toHaveLength(2);
    rounds[1]!.answer({ list: 'after the write' });
    expect(await late).toBe('after the write');
  });

  it('shares one next round among all who asked during the current one', async () => {
    const { rounds, load } = manualLoad<number>();
    const read = createBatchedReader({ load });
    const first = read('a');
    await turn();
    const waiting = Promise.all([read('a'), read('b'), read('c')]);
    rounds[0]!.answer({ a: 1 });
    await first;
    await turn();
    expect(rounds.map((round) => round.keys)).toEqual([['a'], ['a', 'b', 'c']]);
    rounds[1]!.answer({ a: 10, b: 20, c: 30 });
    expect(await waiting).toEqual([10, 20, 30]);
  });

  it('runs at most `parallel` rounds at once; the callers after them wait for one to end', async () => {
    const { rounds, load } = manualLoad<number>();
    const read = createBatchedReader({ load, parallel: 2 });
    const answers = [read('a')];
    await turn();
    answers.push(read('b'));
    await turn();
    answers.push(read('c'), read('d'));
    await turn();
    expect(rounds.map((round) => round.keys)).toEqual([['a'], ['b']]);
    rounds[0]!.answer({ a: 1 });
    await answers[0];
    await turn();
    expect(rounds.map((round) => round.keys)).toEqual([['a'], ['b'], ['c', 'd']]);
    rounds[1]!.answer({ b: 2 });
    rounds[2]!.answer({ c: 3, d: 4 });
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
  });

  it('keeps nothing between rounds: each later call reads again', async () => {
    let loads = 0;
    const read = createBatchedReader({
      load: async (keys: string[]) => new Map(keys.map((key) => [key, ++loads])),
    });
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(2);
    expect(await read('missing')).toBe(3);
  });

  it('fails the callers of a failed round only, and reads again afterwards', async () => {
    const { rounds, load } = manualLoad<number>();
    const read = createBatchedReader({ load });
    const failed = read('a');
    await turn();
    const next = read('a');
    rounds[0]!.fail();
    await expect(failed).rejects.toThrow('database down');
    await turn();
    rounds[1]!.answer({ a: 1 });
    expect(await next).toBe(1);
  });

  it('answers undefined for a key the load did not find', async () => {
    const read = createBatchedReader({ load: async () => new Map<string, number>() });
    expect(await read('nobody')).toBeUndefined();
  });
});

describe('createSharedReads', () => {
  it('runs one fetch for the callers of one key, and one per key', async () => {
    const read = createSharedReads<{ key: string }>();
    const fetched: string[] = [];
    const fetchOf = (key: string) => async () => {
      fetched.push(key);
      return { key };
    };
    const [a1, a2, b] = await Promise.all([
      read('a', fetchOf('a')),
      read('a', fetchOf('a')),
      read('b', fetchOf('b')),
    ]);
    expect(fetched.sort()).toEqual(['a', 'b']);
    expect(a1).toBe(a2);
    expect(b).toEqual({ key: 'b' });
  });

  it('does not hold a key back while another key is slow', async () => {
    const read = createSharedReads<string>();
    const slow = read('slow', () => new Promise<string>(() => {}));
    expect(await read('fast', async () => 'done')).toBe('done');
    void slow;
  });

  it('hands out deeply frozen results, marked as shared', async () => {
    const read = createSharedReads<{ data: { names: string[] }[] }>();
    const result = await read('k', async () => ({ data: [{ names: ['a'] }] }));
    expect(isSharedResult(result)).toBe(true);
    expect(Object.isFrozen(result.data[0]!.names)).toBe(true);
    expect(() => result.data[0]!.names.push('b')).toThrow(TypeError);
    expect(isSharedResult({ data: [] })).toBe(false);
  });
});
