// Backs up the database and the uploaded files of the configured deployment into a new folder:
//   npm run backup -- /backups/habitat-2026-11-26
// Same DATABASE_URL / DATA_DIR / STORAGE settings as the server. On PGlite, stop the server first.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '#server/config';
import { DataDirInUseError } from '#server/db/data-dir-lock';
import { BackupError, backup, backupSize } from '#server/features/operations/backup';

async function main() {
  const target = process.argv[2];
  if (!target) throw new BackupError('usage: npm run backup -- <new folder>');
  // npm runs scripts from the repository's root; a relative folder means the caller's own.
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const manifest = await backup(loadConfig(), dir);
  const megabytes = ((await backupSize(dir)) / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up the ${manifest.database} database and ${manifest.files.length} files into ${dir} (${megabytes} MB).`,
  );
}

main().catch((error) => {
  const known = [ConfigError, BackupError, DataDirInUseError].some((kind) => error instanceof kind);
  console.error(known ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
