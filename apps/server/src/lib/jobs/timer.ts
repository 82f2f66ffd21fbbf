/**
 * A pass every `everyMs` after the previous one ended: one pass at a time, and stop() waits for
 * the pass under way (shutdown closes the database after it).
 */
export function startTimer(options: {
  everyMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = Promise.resolve()
      .then(options.run)
      .then(() => undefined, options.onError);
    return running;
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void pass().then(next), options.everyMs);
    // The server's socket keeps the process alive, never a timer.
    timer.unref();
  };
  return {
    /** The first pass now (the caller may wait for it), then one every `everyMs`. */
    runNow: () => pass().then(next),
    /** The first pass after `everyMs`. */
    later: next,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
