import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

type THandler<T> = { handler: T };
const plugin = compileHints();
const renderChunk = (plugin.renderChunk as THandler<(code: string) => { code: string }>).handler;
const generateBundle = (
  plugin.generateBundle as THandler<(options: unknown, bundle: Rollup.OutputBundle) => void>
).handler;

describe('compileHints', () => {
  it("puts V8's compile hint on the first line of every chunk, even after Vite's preload list", () => {
    const page = renderChunk('export const page = () => 1;').code;
    const entry = `const __vite__mapDeps=(i)=>i;\n${renderChunk('import("./page.js");').code}`;
    const bundle = {
      'page.js': { type: 'chunk', code: page },
      'index.js': { type: 'chunk', code: entry },
      'index.css': { type: 'asset', source: 'body{}' },
    } as unknown as Rollup.OutputBundle;
    generateBundle({}, bundle);
    for (const name of ['page.js', 'index.js']) {
      const code = (bundle[name] as Rollup.OutputChunk).code;
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
    }
    expect((bundle['index.js'] as Rollup.OutputChunk).code).toContain('__vite__mapDeps');
    expect((bundle['index.css'] as Rollup.OutputAsset).source).toBe('body{}');
  });
});
