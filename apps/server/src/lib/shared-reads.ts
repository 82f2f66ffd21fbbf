// Taken at load: a test's fake timers (installed later) must not stall every request.
const nextTurn = setImmediate;

type TWaiter<V> = {
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
};

function waiter<V>(): TWaiter<V> {
  let resolve: (value: V) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Reads in rounds: a round loads every key asked since the previous round began, and starts only
 * after all of its callers have asked. No caller is ever answered with data read before it
 * asked, so a write committed before the call (by this instance or any other on the same
 * database) is always in its answer; there is nothing to invalidate. Under load, the callers
 * that arrive while rounds run share the next one: one query for many. At most `parallel`
 * rounds run at once, so a caller waits for less than a whole round before its own begins.
 */
export function createBatchedReader<K, V>(options: {
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>;
  /** Rounds that may run at once (default 2). */
  parallel?: number;
  /** Called when no round runs or waits: the reader holds nothing then. */
  onIdle?: () => void;
}): (key: K) => Promise<V | undefined> {
  const parallel = options.parallel ?? 2;
  let asked = new Map<K, TWaiter<V | undefined>>();
  let running = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || running >= parallel || asked.size === 0) return;
    scheduled = true;
    // Started once the requests already received are parsed, so that they join it too (an
    // embedded database answers within the same turn, before any other request is read).
    nextTurn(() => void runRound());
  }

  async function runRound() {
    scheduled = false;
    const round = asked;
    asked = new Map();
    running += 1;
    try {
      const values = await options.load([...round.keys()]);
      for (const [key, caller] of round) caller.resolve(values.get(key));
    } catch (error) {
      for (const caller of round.values()) caller.reject(error);
    } finally {
      running -= 1;
    }
    if (running === 0 && asked.size === 0) options.onIdle?.();
    schedule();
  }

  return (key) => {
    let caller = asked.get(key);
    if (!caller) {
      caller = waiter();
      asked.set(key, caller);
    }
    schedule();
    return caller.promise;
  };
}

const sharedResults = new WeakSet<object>();

function deepFreeze(value: unknown) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** The result is handed to several requests at once: frozen, so none can change it for the others. */
export function share<V>(value: V): V {
  deepFreeze(value);
  if (typeof value === 'object' && value !== null) sharedResults.add(value);
  return value;
}

/** A result of a shared read: deeply frozen, so whatever is derived from it once holds for good. */
export const isSharedResult = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sharedResults.has(value);

/**
 * `read(key, fetch)` answers what `fetch` reads, in rounds per key (createBatchedReader): equal
 * keys must mean equal fetches, so the key names everything the fetch depends on (scope, query,
 * caller). Keys are independent: a slow list does not hold back another.
 */
export function createSharedReads<V>() {
  type TKeyReads = { fetch: () => Promise<V>; read: (key: string) => Promise<V | undefined> };
  const reads = new Map<string, TKeyReads>();
  return (key: string, fetch: () => Promise<V>): Promise<V> => {
    let keyReads = reads.get(key);
    if (!keyReads) {
      const created: TKeyReads = {
        fetch,
        read: createBatchedReader<string, V>({
          load: async () => new Map([[key, share(await created.fetch())]]),
          onIdle: () => reads.delete(key),
        }),
      };
      keyReads = created;
      reads.set(key, created);
    }
    keyReads.fetch = fetch;
    return keyReads.read(key) as Promise<V>;
  };
}
