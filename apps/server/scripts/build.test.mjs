import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build.mjs';
import { filesUnder, fingerprint } from './fingerprint.mjs';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

describe('fingerprint of a build’s inputs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'habitat-fingerprint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'src/nested'), { recursive: true });
  mkdirSync(join(dir, 'src/node_modules'), { recursive: true });
  writeFileSync(join(dir, 'src/a.ts'), 'export const a = 1;');
  writeFileSync(join(dir, 'src/nested/b.ts'), 'export const b = 2;');
  writeFileSync(join(dir, 'src/a.test.ts'), 'test');
  writeFileSync(join(dir, 'src/node_modules/c.js'), 'installed');
  const hashOf = () => fingerprint(dir, filesUnder(join(dir, 'src')));

  it('lists the sources, not tests nor installed packages', () => {
    expect(filesUnder(join(dir, 'src')).sort()).toEqual([
      join(dir, 'src/a.ts'),
      join(dir, 'src/nested/b.ts'),
    ]);
  });

  it('is the same while nothing changes, and changes with a touched, added or removed file', () => {
    const first = hashOf();
    expect(hashOf()).toBe(first);

    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'src/nested/b.ts'), later, later);
    const touched = hashOf();
    expect(touched).not.toBe(first);

    writeFileSync(join(dir, 'src/new.ts'), '');
    const added = hashOf();
    expect(added).not.toBe(touched);

    rmSync(join(dir, 'src/new.ts'));
    expect(hashOf()).toBe(touched);
  });

  it('changes with the settings that change the output', () => {
    const files = filesUnder(join(dir, 'src'));
    expect(fingerprint(dir, files, { VITE_API_ORIGIN: 'https://a' })).not.toBe(
      fingerprint(dir, files, { VITE_API_ORIGIN: 'https://b' }),
    );
  });
});

const LOADED_ON_FIRST_USE =
  /^(@aws-sdk\/|@fastify\/swagger|sharp|@node-rs\/argon2|nodemailer|web-push|http_ece|stripe|prom-client|@electric-sql\/pglite|esbuild|vite)/;

/** The installed packages main.js imports statically, itself or through its chunks. */
function packagesLoadedAtBoot(outdir) {
  const files = new Set();
  const packages = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(outdir, file), 'utf8');
    for (const [, from] of code.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?"([^"]+)";?$/gms)) {
      if (from.startsWith('./')) visit(from.slice(2));
      else if (!from.startsWith('node:')) packages.add(from);
    }
  };
  visit('main.js');
  return [...packages];
}

describe('the server built for production', () => {
  // At the same depth as dist/, so the paths the code finds from its own file hold.
  const outdir = mkdtempSync(join(SERVER, 'dist-test-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'habitat-built-'));
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs on plain node (no TypeScript loader): migrates a new database and answers', async () => {
    const built = await buildServer(outdir);
    expect(built.outputs).toContain('main.js');
    expect(built.inputs).toContain(join(SERVER, 'src/main.ts'));
    // Workspace code is bundled, installed packages are not.
    const main = readFileSync(join(outdir, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from "@habitat\/shared"/);
    expect(main).toMatch(/from "fastify"/);
    // Boot loads only what boot needs: these packages load on first use (decision 031).
    const atBoot = packagesLoadedAtBoot(outdir);
    expect(atBoot).toContain('fastify');
    expect(atBoot.filter((name) => LOADED_ON_FIRST_USE.test(name))).toEqual([]);

    const port = 3900 + Math.floor(Math.random() * 90);
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    const server = spawn(process.execPath, ['--enable-source-maps', join(outdir, 'main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      let answer;
      for (let i = 0; i < 240 && server.exitCode === null && !answer?.ok; i++) {
        answer = await fetch(`http://127.0.0.1:${port}/api/config`).catch(() => undefined);
        if (!answer?.ok) await new Promise((r) => setTimeout(r, 250));
      }
      expect(answer?.status, output).toBe(200);
      expect(output).toContain('Habitat is running at');
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
