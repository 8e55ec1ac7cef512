// A full disk, for real: the server's DATA_DIR is a small file system this test makes (tmpfs with a size
// limit, so it needs root: it is skipped, saying why, without), filled until the kernel answers ENOSPC.
// While full: an upload answers 507 in plain words and leaves nothing behind, a submitted set waits to be
// sealed. Once space is freed, the seal finishes by itself and uploads work again; no orphan file, and no
// row naming a file that is not there. PostgreSQL (the database is elsewhere; the files fill up).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { eventually } from '../../test/eventually.ts';
import { httpDealer, httpSend, httpSign } from '../../test/http-signing.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { FIXTURES } from '../../test/signing-scenario.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A 6 MB tmpfs at a new folder, or why there is none (mounting needs root). */
function smallDisk(): { dir: string } | { why: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-full-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=6m,mode=0700', 'tmpfs', dir]);
  if (mounted.status === 0) return { dir };
  rmSync(dir, { recursive: true, force: true });
  return { why: `mount -t tmpfs failed (${String(mounted.stderr ?? mounted.error).trim()}): run as root` };
}

const disk = postgres ? smallDisk() : { why: 'PostgreSQL only' };
if ('why' in disk && postgres) console.warn(`full-disk test skipped: ${disk.why}`);

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe.runIf('dir' in disk)('a full data disk', () => {
  const dir = 'dir' in disk ? disk.dir : '';
  let database: DatabaseHandle;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.close();
    spawnSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  it('refuses uploads with 507, keeps the seal waiting, leaves nothing half-written, and recovers', async () => {
    server = await startServerProcess({
      env: {
        DATABASE_URL: database.databaseUrl!,
        DATA_DIR: dir,
        APP_SECRET: 'full-disk-secret-full-disk-secret-012345',
        TRUST_PROXY: 'true',
        // A failed seal is tried again after 1 s, then 2, 4…: the recovery is seen within seconds.
        MAIL_RETRY_SECONDS: '1',
        JOB_POLL_SECONDS: '0.5',
      },
    });
    const dealer = await httpDealer(server.url, '10.40.0.1');
    const link = await httpSend(server.url, dealer, 'full-disk@example.co.uk');

    // Filled by the kernel's own refusal: dd writes until ENOSPC.
    const filler = path.join(dir, 'filler');
    const dd = spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { encoding: 'utf8' });
    expect(dd.stderr).toMatch(/No space left on device/);
    const fs = statfsSync(dir);
    expect(fs.bavail).toBeLessThan(32);

    const documentsBefore = await query<{ n: number }>(sql`select count(*)::int as n from documents`);
    const pdf = readFileSync(path.join(FIXTURES, 'Service-Plan-Agreement-MPC-SP-2291.pdf'));
    const upload = async () => {
      const form = new FormData();
      form.append('document', new Blob([new Uint8Array(pdf)]), 'Service-Plan-Agreement-MPC-SP-2291.pdf');
      return fetch(`${server.url}/api/documents/upload`, {
        method: 'POST',
        body: form,
        headers: { origin: server.url, cookie: dealer.cookie, 'x-forwarded-for': dealer.address },
      });
    };
    const refused = await upload();
    expect(refused.status).toBe(507);
    const body = (await refused.json()) as { message: string; code: string };
    expect(body.code).toBe('OUT_OF_SPACE');
    expect(body.message).toMatch(/run out of storage space.*try again/);
    expect(await query(sql`select count(*)::int as n from documents`)).toEqual(documentsBefore);
    expect(filesUnder(path.join(dir, 'files')).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // The customer signs; the set is complete, and its seal waits for room.
    const signed = await httpSign(server.url, link, '10.40.0.2');
    expect([...signed], signed.problems.join('; ')).toEqual([200, 200, 200]);
    await eventually(async () => server.output().includes('sealing waits: out of storage space'), {
      timeoutMs: 30_000,
      what: 'a seal attempt to meet the full disk',
    });
    const waiting = await query<{ status: string; sealed_at: unknown }>(
      sql`select status, sealed_at from signing_requests where id = ${link.requestId}`,
    );
    expect(waiting).toEqual([{ status: 'completed', sealed_at: null }]);
    // Waiting is not failing: nothing in the trail says the seal failed.
    expect(
      await query(
        sql`select 1 from signing_events where request_id = ${link.requestId} and type = 'seal_failed'`,
      ),
    ).toEqual([]);

    // Space freed: the seal finishes by itself, and uploads work again.
    rmSync(filler);
    await eventually(
      async () =>
        (
          await query<{ sealed_at: unknown }>(
            sql`select sealed_at from signing_requests where id = ${link.requestId}`,
          )
        )[0]?.sealed_at,
      { timeoutMs: 60_000, everyMs: 250, what: 'the seal after space was freed' },
    );
    expect((await upload()).status).toBe(201);

    // Every file a row names is there, and every stored file is named by a row: nothing half-written.
    const named = new Set(
      (
        await query<{ key: string }>(sql`
          select original_key as key from documents union select pdf_key from documents
          union select pdf_key from signing_request_documents
          union select sealed_key from signing_request_documents where sealed_key is not null`)
      ).map((row) => row.key),
    );
    const stored = filesUnder(path.join(dir, 'files'));
    expect([...named].filter((key) => !stored.includes(key))).toEqual([]);
    expect(stored.filter((key) => !named.has(key) && key.startsWith('documents/'))).toEqual([]);
    expect(stored.filter((key) => key.endsWith('.tmp'))).toEqual([]);
  }, 120_000);
});
