import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import { productionLibraries } from './production-libraries';

const require = createRequire(import.meta.url);

/** The `ENABLE_DEV_WARNINGS` of a React Router entry module and of the chunks it imports. */
function devWarningsOf(entry: string): boolean[] {
  const code = readFileSync(entry, 'utf8');
  const chunks = [...code.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => m[1]!);
  return chunks.flatMap((chunk) =>
    [
      ...readFileSync(join(dirname(entry), chunk), 'utf8').matchAll(
        /ENABLE_DEV_WARNINGS = (\w+);/g,
      ),
    ].map((m) => m[1] === 'true'),
  );
}

describe('productionLibraries', () => {
  const config = productionLibraries().config as () => { resolve: { alias: Alias[] } };
  const [alias] = config().resolve.alias;

  it('applies to builds only (vite dev and the unit tests keep the development warnings)', () => {
    expect(productionLibraries().apply).toBe('build');
  });

  it("gives a build React Router's production code, where the package's exports give development", () => {
    expect('react-router').toMatch(alias!.find);
    expect(devWarningsOf(require.resolve('react-router').replace(/\.js$/, '.mjs'))).toEqual([true]);
    expect(devWarningsOf(alias!.replacement)).toEqual([false]);
  });
});
