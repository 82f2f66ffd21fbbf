import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // At least two test files at a time: Vitest's default, one per core but one, ran them one
    // by one on a two-core machine, where the files' waits on child processes and timers left
    // the second core idle (CI's unit run: 31 → 22 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
