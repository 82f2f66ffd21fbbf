/**
 * Work an answer does not wait for (a mail sent after the reply, so its timing tells nothing),
 * kept track of so that shutdown, and tests, can wait until it is done instead of guessing.
 */
export type TBackgroundWork = {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once nothing started so far, or started meanwhile, is still running. */
  settled(): Promise<void>;
};

export function createBackgroundWork(
  logFailure: (error: unknown, message: string) => void,
): TBackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error) => logFailure(error, `${name} failed`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
