// Restores a folder written by `npm run backup` into the configured deployment:
//   npm run restore -- /backups/habitat-2026-11-26 [--force]
// Stop the server first. The database and the file storage must be empty unless --force, which
// replaces them (a PGlite folder is kept aside as DATA_DIR/db.before-restore-<time>).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config';
import { DataDirInUseError } from '#server/db/data-dir-lock';
import { BackupError, restore } from '#server/features/operations/backup';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const source = positionals[0];
  if (!source) throw new BackupError('usage: npm run restore -- <backup folder> [--force]');
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), source);
  const manifest = await restore(loadConfig(), dir, { force: values.force });
  console.log(
    `Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.files.length} files from ${dir}.`,
  );
}

main().catch((error) => {
  const known = [ConfigError, BackupError, DataDirInUseError].some((kind) => error instanceof kind);
  console.error(known ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
