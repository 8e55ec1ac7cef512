// `npm run db:restore -- <back-up folder>`: restores a back-up into the empty installation that DATA_DIR
// (and DATABASE_URL) name, migrates it to this release, then proves it: every table's row count against the
// manifest, every stored file's SHA-256, every sealed PDF through the app's own verification. Prints the
// report; exits 1 on any mismatch, 2 when it refuses (an installation with data, a wrong passphrase).
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { WrongPassphraseError } from '../src/server/features/admin/backups/backup-secrets.ts';
import { RestoreRefusedError, restoreBackup } from '../src/server/features/admin/backups/restore.ts';
import { describeReport } from '../src/server/features/admin/backups/restore-check.ts';

const folder = process.argv[2];
try {
  if (!folder)
    throw new ConfigError('Usage: npm run db:restore -- <back-up folder> (with BACKUP_PASSPHRASE set)');
  // A stand-in app secret, so that reading the configuration does not create DATA_DIR/app-secret: the
  // back-up's own secret goes there.
  const config = loadConfig({ ...process.env, APP_SECRET: process.env.APP_SECRET ?? 'x'.repeat(32) });
  const passphrase = config.backup.passphrase;
  if (!passphrase)
    throw new ConfigError('Set BACKUP_PASSPHRASE to the passphrase the back-up was made with.');
  console.log(
    `Restoring ${path.resolve(folder)} into ${config.dataDir}${config.databaseUrl ? ' and DATABASE_URL' : ''}…`,
  );
  const restored = await restoreBackup(path.resolve(folder), config, passphrase);
  await restored.database.close();
  const { manifest, report } = restored;
  console.log(
    `Back-up of ${manifest.createdAt} (release ${manifest.release}, schema ${manifest.schema.last}); restored and migrated in ${restored.tookMs} ms.`,
  );
  for (const line of describeReport(report)) console.log(line);
  for (const line of restored.todo) console.log(`To do: ${line}`);
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof RestoreRefusedError ||
    error instanceof WrongPassphraseError;
  console.error(known ? (error as Error).message : error);
  process.exit(2);
}
