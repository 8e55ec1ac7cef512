// The maintenance actions that work on stored files: backup-database (a dump written to storage, offered
// for download) and cleanup-orphaned (stored files no row refers to; sealed copies are never touched).
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { AppDeps } from '../../../app-deps.ts';
import { exportDatabase } from '../../../db/transfer.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import { referencedKeys, referencedPdfHashes } from './maintenance.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'databaseKind' | 'config' | 'storage' | 'log'>;

export const BACKUP_PREFIX = 'backups/';
const BACKUP_NAME = /^docs2sign-[0-9TZ-]+\.(dump|tar\.gz|jsonl)$/;

export type Backup = { name: string; size: number; method: string };

/** pg_dump's custom format on its stdout; null when pg_dump is not installed. */
function pgDump(databaseUrl: string): Promise<Readable | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', databaseUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? resolve(null) : reject(error),
    );
    child.once('spawn', () => {
      // A dump that fails part way must not be kept as if whole: the stream ends with an error.
      child.once('close', (code) => {
        if (code !== 0) child.stdout.destroy(new Error(`pg_dump failed: ${stderr.trim().slice(0, 300)}`));
      });
      resolve(child.stdout);
    });
  });
}

async function withTemporaryExport<T>(ctx: Ctx, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd2s-backup-'));
  try {
    const file = path.join(dir, 'export.jsonl');
    await exportDatabase(ctx.db, file);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function backupDatabase(ctx: Ctx): Promise<Backup> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (ctx.databaseKind === 'pglite') {
    // The embedded engine's own data-directory dump: unpack into DATA_DIR/pglite to restore.
    const pglite = (ctx.db as unknown as { $client: PGlite }).$client;
    const dump = await pglite.dumpDataDir('gzip');
    const name = `docs2sign-${stamp}.tar.gz`;
    await ctx.storage.putStream(`${BACKUP_PREFIX}${name}`, Readable.fromWeb(dump.stream() as never));
    return { name, size: dump.size, method: 'an embedded database data-directory dump' };
  }
  const dump = await pgDump(ctx.config.databaseUrl ?? '');
  if (dump) {
    const name = `docs2sign-${stamp}.dump`;
    const { size } = await ctx.storage.putStream(`${BACKUP_PREFIX}${name}`, dump);
    return { name, size, method: 'pg_dump (restore with pg_restore)' };
  }
  // No pg_dump on this machine: the app's own export of every table (restore with npm run db:import).
  const name = `docs2sign-${stamp}.jsonl`;
  const { size } = await withTemporaryExport(ctx, (file) =>
    ctx.storage.putStream(`${BACKUP_PREFIX}${name}`, createReadStream(file)),
  );
  return {
    name,
    size,
    method: 'the app’s table export (pg_dump is not installed; restore with npm run db:import)',
  };
}

/** A backup holds every dealer's data: each download is in the audit log, like any admin action. */
export async function backupDownload(
  ctx: Pick<AppDeps, 'storage' | 'db'>,
  name: string,
  actor: { adminId: string; ip: string },
) {
  if (!BACKUP_NAME.test(name)) throw notFound('Backup not found');
  const key = `${BACKUP_PREFIX}${name}`;
  const size = await ctx.storage.size(key);
  if (size === null) throw notFound('Backup not found');
  await recordAdminAction(ctx, {
    ...actor,
    action: 'backup.download',
    targetType: 'backup',
    targetId: name,
    details: { size },
  });
  return { stream: await ctx.storage.getStream(key), size };
}

/** Files written within this time may belong to an upload whose row is not saved yet. */
const GRACE_MS = 60 * 60_000;
const BATCH = 500;

type Swept = { checked: number; deleted: number };

async function sweep(
  ctx: Ctx,
  prefix: string,
  live: (keys: string[]) => Promise<Set<string>>,
  liveKeyOf: (key: string) => string = (key) => key,
): Promise<Swept> {
  const list = ctx.storage.list;
  const result: Swept = { checked: 0, deleted: 0 };
  if (!list) return result;
  let batch: string[] = [];
  const flush = async () => {
    const alive = await live([...new Set(batch.map(liveKeyOf))]);
    for (const key of batch) {
      if (alive.has(liveKeyOf(key))) continue;
      await ctx.storage.delete(key);
      result.deleted++;
    }
    batch = [];
  };
  const cutoff = Date.now() - GRACE_MS;
  for await (const object of list.call(ctx.storage, prefix)) {
    result.checked++;
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return result;
}

/**
 * cleanup-orphaned: documents, dealer files and branding images no row names, and page images of PDFs no
 * document or request has. Sealed copies and backups are never looked at; other folders are left alone.
 */
export async function cleanupOrphanedFiles(ctx: Ctx) {
  if (!ctx.storage.list) throw new AppError(503, 'This file store cannot list its files');
  const byKey = (keys: string[]) => referencedKeys(ctx.db, keys);
  const documentsSwept = await sweep(ctx, 'documents/', byKey);
  const dealerFilesSwept = await sweep(ctx, 'dealer-files/', byKey);
  const brandingSwept = await sweep(ctx, 'branding/', byKey);
  const pageImagesSwept = await sweep(
    ctx,
    'page-images/',
    (hashes) => referencedPdfHashes(ctx.db, hashes),
    (key) => key.split('/')[1] ?? '',
  );
  const all = [documentsSwept, dealerFilesSwept, brandingSwept, pageImagesSwept];
  return {
    checked: all.reduce((n, s) => n + s.checked, 0),
    deleted: all.reduce((n, s) => n + s.deleted, 0),
    documents: documentsSwept.deleted,
    dealerFiles: dealerFilesSwept.deleted,
    branding: brandingSwept.deleted,
    pageImages: pageImagesSwept.deleted,
  };
}
