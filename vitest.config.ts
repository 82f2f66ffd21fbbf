import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // At least two test files at a time: Vitest's default, one per core but one, ran them one
    // by one on a two-core machine (the unit run on this machine kind: 31 → 21.4 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
