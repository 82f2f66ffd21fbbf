import type { RollupLog } from 'rollup';

/** Drops the warnings that say nothing about our code; passes the others on. */
export function onLibraryWarning(warning: RollupLog, warn: (warning: RollupLog) => void) {
  // Libraries ship React Server Components' "use client" markers; meaningless in an SPA.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // zod's comments explain its own pure annotations; Rollup only drops the comment.
  if (warning.code === 'INVALID_ANNOTATION') return;
  warn(warning);
}
