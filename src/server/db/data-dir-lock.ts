import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite lets two processes open one data directory and corrupt it, so we keep a lock file of our own.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another Docs2Sign process (pid ${holder}). ` +
            'Stop the server first (PGlite allows one process at a time), or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding DATA_DIR's lock, when one runs (a back-up asks it for the dump). */
export function lockHolder(dataDir: string): number | null {
  try {
    const holder = Number(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'));
    return holder && holder !== process.pid && isRunning(holder) ? holder : null;
  } catch {
    return null;
  }
}
