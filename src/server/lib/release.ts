// Which release this process runs and which schema it was written for: /healthz reports both beside the
// newest migration the database has, so an operator rolling an upgrade across instances sees which instance
// runs what, and which one runs beside a schema newer than its own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client.ts';

const ROOT = path.resolve(MIGRATIONS_FOLDER, '..');

/**
 * `RELEASE` when the deployment sets it (an image tag), else the package version with the commit when the
 * code is a git checkout (`0.1.0+9ac9903`). Read once per app, at its start.
 */
export function releaseName(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE) return env.RELEASE;
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    // Not a checkout (an image, an archive): the version alone.
    return version;
  }
}

export type Journal = { entries: { tag: string; when: number }[] };

export function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
}

/**
 * The name of the newest migration the database has (drizzle records each by its journal time): its tag
 * when this release knows it, else "newer than this release (<time>)", as when a newer instance migrated.
 */
export function appliedMigrationName(journal: Journal, createdAt: string | null): string | null {
  if (createdAt === null) return null;
  const known = journal.entries.find((entry) => String(entry.when) === createdAt);
  if (known) return known.tag;
  return `newer than this release (${createdAt})`;
}
