// `npm run db:backup`: a backup of the database into ./backups. PostgreSQL: pg_dump's custom format
// (restore with pg_restore). Embedded: PGlite's own data-directory dump (restore by unpacking it into
// DATA_DIR/pglite with the server stopped); stop the server first, as the embedded database allows one process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dir = path.resolve(process.env.BACKUP_DIR ?? 'backups');
mkdirSync(dir, { recursive: true });
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    const file = path.join(dir, `docs2sign-${stamp}.dump`);
    const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    if (dump.error || dump.status !== 0) throw new Error('pg_dump failed (is postgresql-client installed?)');
    console.log(`Backup written to ${file} (restore with pg_restore).`);
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      const file = path.join(dir, `docs2sign-${stamp}.tar.gz`);
      const dump = await database.pglite!.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      console.log(`Backup written to ${file}.`);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
