import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Whole pages typed into with user-event: generous on a loaded two-core CI machine.
    testTimeout: 30_000,
  },
  esbuild: { jsx: 'automatic' },
});
