import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature's repository is its own: another feature asks its service (which re-exports what
 * it lets others use), so a table's queries change in one folder without breaking the others.
 */
const featuresDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const featureOf = (path: string) => path.split(sep)[0];

describe('feature boundaries', () => {
  it("no feature imports another feature's repository", () => {
    const crossings = sourceFiles(featuresDir).flatMap((file) => {
      const imports = readFileSync(file, 'utf8').matchAll(/from '(\.[^']*\/repository)'/g);
      return [...imports]
        .map((match) => relative(featuresDir, resolve(dirname(file), match[1] ?? '')))
        .filter((target) => featureOf(target) !== featureOf(relative(featuresDir, file)))
        .map((target) => `${relative(featuresDir, file)} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });
});
