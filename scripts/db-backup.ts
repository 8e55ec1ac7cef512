// `npm run db:backup`: one back-up into BACKUP_DIR (default ./backups), with the server running or not, on
// either database: docs/operations.md says what it holds and how it is checked. BACKUP_PASSPHRASE encrypts
// the secrets in it (the app secret and the sealing key). With the embedded database and the server running,
// the server makes the database dump itself (it holds the data directory's lock); everything else is done here.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError, lockHolder } from '../src/server/db/data-dir-lock.ts';
import { copyBackupOffsite } from '../src/server/features/admin/backups/backup-offsite.ts';
import { pruneBackups, storageFor, writeBackup } from '../src/server/features/admin/backups/backup-write.ts';
import { dumpDatabase } from '../src/server/features/admin/backups/database-dump.ts';
import { askRunningServer } from '../src/server/features/admin/backups/dump-request.ts';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

try {
  const config = loadConfig();
  const passphrase = config.backup.passphrase;
  if (!passphrase) {
    throw new ConfigError(
      'Set BACKUP_PASSPHRASE (at least 12 characters): it encrypts the app secret and the sealing key in the back-up. Keep it apart from the back-ups; a restore needs it.',
    );
  }
  const storage = await storageFor(config);
  const holder = config.databaseUrl ? null : lockHolder(config.dataDir);
  const database = holder
    ? null
    : await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const backup = await writeBackup(
      {
        config,
        storage,
        dump: (folder) =>
          holder
            ? askRunningServer(config.dataDir, holder, folder)
            : database!.pglite
              ? dumpDatabase({ kind: 'pglite', pglite: database!.pglite }, folder)
              : dumpDatabase({ kind: 'postgres', databaseUrl: config.databaseUrl! }, folder),
      },
      { dir: config.backup.dir, passphrase },
    );
    const { manifest, check } = backup;
    const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
    console.log(`Back-up written to ${backup.folder} (${mb(backup.bytes)}, ${manifest.tookMs} ms)`);
    console.log(
      `  database: ${manifest.database.method}${holder ? `, made by the running server (pid ${holder})` : ''}; ${rows} rows in ${Object.keys(manifest.rows).length} tables; writers waited ${manifest.database.pauseMs} ms`,
    );
    console.log(
      `  files: ${manifest.files.count} (${mb(manifest.files.bytes)}), ${manifest.files.copied ? 'copied' : 'listed with their SHA-256 (they stay in S3)'}`,
    );
    console.log('  secrets: app secret and sealing material, encrypted with BACKUP_PASSPHRASE');
    console.log(check.ok ? '  check: passed' : `  check: FAILED\n    ${check.problems.join('\n    ')}`);
    if (process.env.BACKUP_KEEP) {
      const removed = await pruneBackups(config.backup.dir, config.backup.keep);
      if (removed.length) console.log(`  removed (BACKUP_KEEP=${config.backup.keep}): ${removed.join(', ')}`);
    }
    if (config.backup.offsite && check.ok) {
      const copy = await copyBackupOffsite(backup.folder, config.backup.offsite, config.backup.keep);
      console.log(`  off-site: ${copy.files} files (${mb(copy.bytes)}) copied to ${copy.url}`);
      if (copy.removed.length)
        console.log(`  removed off-site (BACKUP_KEEP=${config.backup.keep}): ${copy.removed.join(', ')}`);
    }
    if (!check.ok) process.exitCode = 1;
  } finally {
    await database?.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
