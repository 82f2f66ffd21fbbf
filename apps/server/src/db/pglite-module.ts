import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Postgres' buffer cache inside PGlite, in MB. A building's data is a few MB (the demo's whole
 * data folder, catalog and WAL included, is 32 MB), and a page that is not in the cache is one
 * read from the operating system's file cache away (docs/decisions/031-server-build.md).
 */
export const PGLITE_SHARED_BUFFERS_MB = 8;

/**
 * PGlite 0.3 starts Postgres with `-c shared_buffers=128MB` compiled into its WebAssembly: the
 * command line wins over the data folder's postgresql.conf and ALTER SYSTEM, and Postgres
 * touches the whole cache as it starts (147 MB of the server's memory after boot). The setting
 * is a C string of the module's data, unique in it; only its digits are changed (right-aligned,
 * Postgres reads " 16MB" as 16MB), so the bytes after them, which the compiler may share with
 * other strings ending the same way ("MB"), stay as they are.
 */
const COMPILED_IN = Buffer.from('shared_buffers=128MB\0', 'latin1');
const DIGITS_AT = 'shared_buffers='.length;

/**
 * The module's bytes with another shared_buffers, or undefined when the compiled-in setting is
 * not found exactly once (another PGlite build: it then runs as published).
 */
export function withSharedBuffers(wasm: Buffer, megabytes: number): Buffer | undefined {
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 999) {
    throw new RangeError(`shared_buffers must be 1 to 999 MB, not ${megabytes}`);
  }
  const at = wasm.indexOf(COMPILED_IN);
  if (at < 0 || wasm.indexOf(COMPILED_IN, at + 1) >= 0) return undefined;
  const patched = Buffer.from(wasm);
  patched.write(String(megabytes).padStart(3), at + DIGITS_AT, 'latin1');
  return patched;
}

// The server's TypeScript libraries declare WebAssembly's types, not the global object itself.
const { WebAssembly: wasmApi } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * PGlite's WebAssembly with PGLITE_SHARED_BUFFERS_MB, compiled once per process (every PGlite
 * of the process, the tests' many, instantiates the same module). Undefined: PGlite's own.
 */
export function pgliteModule(): Promise<WebAssembly.Module | undefined> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const wasm = await readFile(join(dirname(entry), 'pglite.wasm'));
    const patched = withSharedBuffers(wasm, PGLITE_SHARED_BUFFERS_MB);
    if (!patched) {
      console.warn('PGlite: shared_buffers not found in its WebAssembly, left at 128MB');
      return undefined;
    }
    return wasmApi.compile(patched);
  })();
  return compiled;
}
