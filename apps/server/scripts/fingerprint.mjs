// What a build's output was made from, to skip a build whose inputs did not change: the paths,
// sizes and modification times of the input files (not their contents: reading every file would
// cost more than the check saves), hashed. Plain JS: it runs before anything is built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Never inputs of a build: installed packages, outputs, tests. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', 'test-results']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every file under `path` (a file or a folder), skipping what no build reads. */
export function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter(
      (entry) => !(entry.isDirectory() ? SKIPPED_DIRS.has(entry.name) : TEST_FILE.test(entry.name)),
    )
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * The hash of `files` (their path relative to `root`, size and mtime; a missing file counts as
 * missing) and of `extra` (settings that change the output, e.g. build-time environment).
 */
export function fingerprint(root, files, extra = {}) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const stat = existsSync(file) ? statSync(file) : null;
    hash.update(`${relative(root, file)}\0${stat ? `${stat.size}\0${stat.mtimeMs}` : '-'}\n`);
  }
  hash.update(JSON.stringify(extra));
  return hash.digest('hex');
}

/** The state a build left (`{}` when none or unreadable). */
export function readState(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

export const writeState = (file, state) =>
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
