import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every chunk with V8's compile hint (https://v8.dev/blog/explicit-compile-hints;
 * docs/decisions/024-compile-hints.md). Without it, Chrome compiles a function on the main thread
 * the first time it is called: on a phone's first visit that is a large part of the app's first
 * render. With it, Chrome compiles the whole file on a background thread as it streams in. Every
 * chunk qualifies: the build splits the code by page (build/chunks.ts), so a file is downloaded
 * when its code is about to run. Browsers without the feature read a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'habitat:compile-hints',
    apply: 'build',
    renderChunk: {
      // After minification, which would drop the comment; Rollup hashes the file after it.
      order: 'post',
      handler(code) {
        return { code: `${COMPILE_HINT}\n${code}`, map: null };
      },
    },
    generateBundle: {
      // Vite puts its preload helper's list (`__vite__mapDeps`) before the entry's code, after
      // the hash: the hint goes back to the top, where V8 reads it before any function.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code.replace(`${COMPILE_HINT}\n`, '')}`;
        }
      },
    },
  };
}
