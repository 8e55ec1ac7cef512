// A back-up of a running installation while customers sign, restored into a fresh one and proven: every
// row count equals the moment of the back-up, every file's hash is right, every sealed PDF verifies.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (database tier).
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../../test/build-test-app.ts';
import { adminQuery, withDatabase } from '../../../test/global-setup.ts';
import { signingScenario } from '../../../test/signing-scenario.ts';
import { backUpIfDue, ownDatabase } from './backup-schedule.ts';
import { WrongPassphraseError } from './backup-secrets.ts';
import { checkBackup, lastBackup, listBackups, writeBackup } from './backup-write.ts';
import { dumpDatabase } from './database-dump.ts';
import { acceptDumpRequests, askRunningServer } from './dump-request.ts';
import { RestoreRefusedError, restoreBackup } from './restore.ts';

const PASSPHRASE = 'a long back-up passphrase';
const FIXTURES = [
  'HP-agreement-AMF-448120.pdf',
  'PCP-Credit-Agreement-NVC-90314.pdf',
  'Warranty-Certificate-RD-W-30281.pdf',
];
// Sealed before the back-up, and signed while it runs.
const SEALED_BEFORE = 2;
const SIGNINGS = SEALED_BEFORE + 20;
let t: TestApp;
let work: string;
let scenario: ReturnType<typeof signingScenario>;
let documentIds: string[];
const createdDatabases: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  work = mkdtempSync(path.join(os.tmpdir(), 'd2s-backup-'));
  const dealer = await registerDealer(t.app);
  scenario = signingScenario(t, dealer);
  documentIds = [];
  for (const name of FIXTURES) documentIds.push(await scenario.uploadFixture(name));
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
  for (const name of createdDatabases) {
    await adminQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});

const source = () => ownDatabase(t.app.deps);

/** One customer signs one document and submits; sealing follows as a job. */
async function signOne(i: number) {
  const documentId = documentIds[i % documentIds.length]!;
  const { token } = await scenario.sendRequest(`buyer-${i}@example.co.uk`, [documentId], `Buyer ${i}`);
  await scenario.signAll(token, [documentId]);
  const res = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { token, documentId };
}

/** An empty target: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function emptyTarget(name: string) {
  const dataDir = path.join(work, name);
  const url = process.env.TEST_DATABASE_URL;
  if (t.app.deps.databaseKind === 'pglite' || !url) return { dataDir, databaseUrl: undefined, s3: undefined };
  const database = `d2s_restore_${name}_${process.pid}`;
  await adminQuery(url, `CREATE DATABASE ${database}`);
  createdDatabases.push(database);
  return { dataDir, databaseUrl: withDatabase(url, database), s3: undefined };
}

describe('back-up while serving, restore proven', () => {
  it('backs up during signings and restores with every count, hash and seal right', async () => {
    // Some sets are sealed before the back-up; the rest are signed and sealed while it runs.
    const before = await Promise.all(Array.from({ length: SEALED_BEFORE }, (_, i) => signOne(i)));
    for (const s of before) await scenario.sealedCopy(s.token, s.documentId);
    const during = Array.from({ length: SIGNINGS - SEALED_BEFORE }, (_, i) => signOne(SEALED_BEFORE + i));
    const started = performance.now();
    const backup = await writeBackup(
      {
        config: t.app.deps.config,
        storage: t.app.deps.storage,
        dump: (folder) => dumpDatabase(source(), folder),
      },
      { dir: path.join(work, 'backups'), passphrase: PASSPHRASE },
    );
    const backupMs = Math.round(performance.now() - started);
    const signed = await Promise.all(during);
    for (const s of signed) await scenario.sealedCopy(s.token, s.documentId);

    expect(backup.check).toMatchObject({ ok: true, problems: [] });
    expect(backup.manifest.rows.signing_requests).toBeGreaterThanOrEqual(1);
    expect(backup.manifest.files.count).toBeGreaterThan(0);

    const target = await emptyTarget('fresh');
    const restored = await restoreBackup(backup.folder, target, PASSPHRASE);
    try {
      console.log(
        `back-up ${backupMs} ms, ${(backup.bytes / 1_048_576).toFixed(1)} MB (${backup.manifest.database.kind}, writers paused ${backup.manifest.database.pauseMs} ms); restore ${restored.tookMs} ms:`,
        JSON.stringify({ ...restored.report, files: { ...restored.report.files } }),
      );
      expect(restored.report.rows.mismatches).toEqual([]);
      expect(restored.report.files.mismatches).toEqual([]);
      expect(restored.report.sealed.invalid).toEqual([]);
      expect(restored.report.sealed.checked).toBeGreaterThanOrEqual(SEALED_BEFORE);
      expect(restored.report.files.checked).toBe(backup.manifest.files.count);
      expect(restored.report.ok).toBe(true);
    } finally {
      await restored.database.close();
    }

    // The same installation again is not empty: refused, with the reason in words.
    await expect(restoreBackup(backup.folder, target, PASSPHRASE)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(backup.folder, target, PASSPHRASE)).rejects.toThrow(
      /already holds pglite|already has \d+ tables|already holds/,
    );
    // A wrong passphrase opens nothing and writes nothing.
    await expect(
      restoreBackup(backup.folder, await emptyTarget('wrong'), 'not the passphrase'),
    ).rejects.toThrow(WrongPassphraseError);
    // A changed byte in a backed-up file fails the back-up's own check.
    const entry = backup.manifest.files.entries[0]!;
    writeFileSync(path.join(backup.folder, 'files', entry.key), 'changed');
    const check = await checkBackup(backup.folder, PASSPHRASE);
    expect(check.ok).toBe(false);
    expect(check.problems).toContain(`files/${entry.key}: hash differs`);
    // Signings, a back-up while they run and a restore proved file by file: over 120 s on a busy CI host.
  }, 240_000);

  it('the embedded database: the command beside a running server gets the dump from it (SIGUSR2)', async () => {
    const src = source();
    if (src.kind !== 'pglite') return;
    const dataDir = path.join(work, 'serving');
    const folder = path.join(work, 'asked');
    mkdirSync(folder, { recursive: true });
    // Before the server says it answers, the command refuses rather than signal (SIGUSR2 would end it).
    await expect(askRunningServer(dataDir, process.pid, folder)).rejects.toThrow(
      /cannot take back-up requests/,
    );
    const stop = await acceptDumpRequests(src.pglite, dataDir, (error) => {
      throw error;
    });
    try {
      const dumped = await askRunningServer(dataDir, process.pid, folder);
      expect(dumped.kind).toBe('pglite');
      expect(dumped.rows.signing_requests).toBeGreaterThanOrEqual(SIGNINGS);
      expect(statSync(path.join(folder, dumped.file)).size).toBeGreaterThan(100_000);
    } finally {
      stop();
    }
  });

  it('the schedule makes a back-up when the newest is older than the interval, and keeps BACKUP_KEEP', async () => {
    const dir = path.join(work, 'scheduled');
    const deps = {
      ...t.app.deps,
      config: {
        ...t.app.deps.config,
        backup: { dir, everyHours: 24, keep: 1, passphrase: PASSPHRASE, offsite: undefined },
      },
    };
    const first = await backUpIfDue(deps);
    expect(first?.check.ok).toBe(true);
    expect(await backUpIfDue(deps)).toBeNull(); // not due yet
    const later = await backUpIfDue(deps, Date.now() + 25 * 3600_000);
    expect(later?.check.ok).toBe(true);
    expect((await listBackups(dir)).map((b) => b.folder)).toEqual([later!.folder]);
    // What the control center's System health card shows.
    expect(await lastBackup(dir)).toEqual({
      name: path.basename(later!.folder),
      at: later!.check.checkedAt,
      bytes: later!.bytes,
      checkPassed: true,
      problems: 0,
    });
    expect(later!.bytes).toBeGreaterThan(later!.manifest.files.bytes);
    // Two back-ups, each proved by restoring it: over 30 s on a busy two-core host.
  }, 120_000);
});
