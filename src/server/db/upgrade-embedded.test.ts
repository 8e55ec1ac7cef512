// An embedded installation made by the release `upgrade-base` (test/earlier-release.ts), upgraded the way
// its operator does it: stop the old server, start this release on the same DATA_DIR. It migrates the data
// at start, and every earlier request is still signable or verifiable: one sealed by the old release
// verifies and downloads the same, one never opened and one signed but not submitted are finished on the
// new release and sealed. A back-up of the old installation restores into this release, migrating as it
// goes, with its proof. Run once, with the PGlite tier (the embedded database is the server's alone).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readJournal } from '../lib/release.ts';
import { earlierRelease } from '../test/earlier-release.ts';
import { eventually } from '../test/eventually.ts';
import { httpDealer, httpSealedCopy, httpSend, httpSign } from '../test/http-signing.ts';
import { type ServerProcess, startServerProcess, THIS_CHECKOUT } from '../test/server-process.ts';

const embedded = !process.env.TEST_DATABASE_URL;

describe.runIf(embedded)('an embedded installation of upgrade-base, upgraded in place', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-upgrade-embedded-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    // The back-up and its restore sit beside the data folder: gone too, however the test ended.
    for (const folder of [dataDir, `${dataDir}-backups`, `${dataDir}-restored`])
      rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every earlier request signable or verifiable', async () => {
    const env = { DATA_DIR: dataDir, TRUST_PROXY: 'true', JOB_POLL_SECONDS: '0.5' };
    const old = await startServerProcess({ root: earlierRelease(), env });
    servers.push(old);
    const dealer = await httpDealer(old.url, '10.50.0.1');
    const sealed = await httpSend(old.url, dealer, 'sealed@example.co.uk');
    const untouched = await httpSend(old.url, dealer, 'untouched@example.co.uk');
    const halfway = await httpSend(old.url, dealer, 'halfway@example.co.uk');
    expect([...(await httpSign(old.url, sealed, '10.51.0.1'))]).toEqual([200, 200, 200]);
    expect([...(await httpSign(old.url, halfway, '10.51.0.3', { submit: false }))]).toEqual([200, 200]);
    const oldCopy = await eventually(() => httpSealedCopy(old.url, sealed, '10.51.0.1'), {
      timeoutMs: 60_000,
      what: 'the copy sealed by the old release',
    });
    expect(await old.stop()).toBe(0);

    // A back-up of the old installation (by this release's command), restored by this release into an
    // empty one: the restore migrates as it goes and proves every count, file hash and seal.
    const backupEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: `${dataDir}-backups`,
      BACKUP_PASSPHRASE: 'an upgrade test passphrase',
    };
    const run = (script: string, args: string[], extra: Record<string, string> = {}) =>
      spawnSync(process.execPath, [path.join(THIS_CHECKOUT, 'scripts', script), ...args], {
        cwd: THIS_CHECKOUT,
        env: { ...backupEnv, ...extra },
        encoding: 'utf8',
      });
    const backup = run('db-backup.ts', []);
    expect(backup.status, backup.stdout + backup.stderr).toBe(0);
    const folder = readdirSync(backupEnv.BACKUP_DIR).find((name) => name.startsWith('docs2sign-'))!;
    const restoredDir = `${dataDir}-restored`;
    const restore = run('db-restore.ts', [path.join(backupEnv.BACKUP_DIR, folder)], {
      DATA_DIR: restoredDir,
    });
    expect(restore.status, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restore proven');

    // The upgrade in place: this release starts on the old DATA_DIR and migrates it.
    const fresh = await startServerProcess({ env });
    servers.push(fresh);
    const health = (await (await fetch(`${fresh.url}/healthz`)).json()) as { schema: { applied: string } };
    expect(health.schema.applied).toBe(readJournal().entries.at(-1)!.tag);

    // Sealed before: the same bytes, and /verify says sealed here and unmodified.
    expect(Buffer.compare((await httpSealedCopy(fresh.url, sealed, '10.51.0.1'))!, oldCopy)).toBe(0);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(oldCopy)], { type: 'application/pdf' }), 'sealed.pdf');
    const verified = await fetch(`${fresh.url}/api/verify`, {
      method: 'POST',
      body: form,
      headers: { origin: fresh.url },
    });
    expect(((await verified.json()) as { status: string }).status).toBe('unmodified');

    // Never opened, and signed but not submitted: both finished on the new release, and sealed.
    const untouchedSigned = await httpSign(fresh.url, untouched, '10.51.0.2');
    expect([...untouchedSigned], untouchedSigned.problems.join('; ')).toEqual([200, 200, 200]);
    const halfwayDone = await httpSign(fresh.url, halfway, '10.51.0.3', { sign: false });
    expect([...halfwayDone], halfwayDone.problems.join('; ')).toEqual([200, 200]);
    for (const [link, address] of [
      [untouched, '10.51.0.2'],
      [halfway, '10.51.0.3'],
    ] as const) {
      const copy = await eventually(() => httpSealedCopy(fresh.url, link, address), {
        timeoutMs: 60_000,
        what: 'a copy sealed by the new release',
      });
      expect(copy.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await fresh.stop()).toBe(0);
    // Two releases' servers started, upgraded and signed through: over 180 s on a busy two-core CI host.
  }, 360_000);
});
