import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    globalSetup: ['src/test/build-server.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
