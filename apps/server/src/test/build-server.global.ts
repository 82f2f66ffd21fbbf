/**
 * Vitest's global setup: the server's build, once, before the files that run it as a process;
 * on PGlite, the migrated database that test databases start from (pglite-template.ts).
 */
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template';
import { buildServerIfChanged } from './server-process';

export default async function setup(project: TestProject) {
  buildServerIfChanged();
  if (process.env.TEST_DATABASE_URL) return;
  const template = await writePgliteTemplate();
  project.provide('pgliteTemplate', template.path);
  return template.remove;
}
