// A rolling upgrade on PostgreSQL: the release `upgrade-base` (test/earlier-release.ts) serves, this release
// starts beside it on the same database and migrates it, both serve the new schema together, then the old
// one is stopped (SIGTERM: that release closes at once, it predates the drain). 50 customers sign across
// the change through a load balancer that, as a real one does, sends a request refused with 503 (or a
// refused connection) to the other instance. No customer sees an error, every set is sealed, and what the old release sealed verifies on
// the new one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../lib/release.ts';
import { earlierRelease, UPGRADE_BASE_SCHEMA } from '../test/earlier-release.ts';
import { eventually } from '../test/eventually.ts';
import { adminQuery, withDatabase } from '../test/global-setup.ts';
import { httpDealer, httpSealedCopy, httpSend, httpSign } from '../test/http-signing.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SIGNINGS = 50;

describe.runIf(databaseUrl)('a rolling upgrade from upgrade-base, two instances on one PostgreSQL', () => {
  const name = `d2s_upgrade_${randomBytes(5).toString('hex')}`;
  let url: string;
  let client: pg.Client;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    // An empty database: the old release makes its own schema, as an installation of its day did.
    await adminQuery(databaseUrl!, `CREATE DATABASE ${name}`);
    url = withDatabase(databaseUrl!, name);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-upgrade-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await client?.end();
    await adminQuery(databaseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every customer signing while the instances change release one at a time', async () => {
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      APP_SECRET: 'upgrade-test-secret-upgrade-test-secret-01',
      TRUST_PROXY: 'true',
      JOB_POLL_SECONDS: '0.5',
    };
    const t0 = Date.now();
    // Where the minutes go, in one line at the end (CI's log).
    const marks: string[] = [];
    const mark = (what: string) => marks.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const old = await startServerProcess({ root: earlierRelease(), env });
    mark('old up');
    servers.push(old);
    const dealer = await httpDealer(old.url, '10.30.0.1');
    // Sent ten at a time, as a busy forecourt does.
    const links: Awaited<ReturnType<typeof httpSend>>[] = [];
    for (let i = 0; i < SIGNINGS; i += 10) {
      links.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, k) => httpSend(old.url, dealer, `upgrade-${i + k}@example.co.uk`)),
        )),
      );
    }
    mark('sent');

    // The balancer: round robin over the instances up, for each request; a request refused by a stopping
    // instance (503) or a gone one goes to the next (test/http-signing.ts). What the
    // customer finally sees is counted.
    let up: ServerProcess[] = [old];
    let turn = 0;
    const balancer = () => up[turn++ % up.length]!.url;
    const seen: string[] = [];
    const customer = async (i: number) => {
      try {
        const statuses = await httpSign(balancer, links[i]!, `10.31.${i}.1`);
        if (!statuses.every((s) => s === 200)) seen.push(`customer ${i}: ${statuses.problems.join('; ')}`);
      } catch (error) {
        seen.push(`customer ${i}: ${(error as Error).message}`);
      }
    };
    const wave = (from: number, to: number) =>
      Promise.all(Array.from({ length: to - from }, (_, k) => customer(from + k)));

    // The old release alone; its first seals are what the new one must verify later.
    await wave(0, 10);
    mark('wave 1');
    const sealedByOld = links[0]!;
    const oldCopy = await eventually(() => httpSealedCopy(old.url, sealedByOld, '10.31.0.1'), {
      timeoutMs: 60_000,
      what: 'a copy sealed by the old release',
    });
    mark('sealed by old');

    // The new release starts (and migrates) while customers keep signing on the old one.
    const starting = startServerProcess({ env });
    await wave(10, 20);
    const fresh = await starting;
    mark('new up');
    servers.push(fresh);
    const health = (await (await fetch(`${fresh.url}/healthz`)).json()) as {
      schema: { applied: string; release: string };
    };
    expect(health.schema.applied).toBe(readJournal().entries.at(-1)!.tag);
    expect(health.schema.applied).not.toBe(UPGRADE_BASE_SCHEMA);

    // Both serve the new schema side by side.
    up = [old, fresh];
    await wave(20, 35);
    mark('both');

    // The old one stops while customers sign: their first calls reach both, then the balancer takes the
    // old one out (as its readiness fails) before it is told to stop, and what it holds must finish.
    const during = wave(35, 45);
    up = [fresh];
    // The old release is frozen code: how its process ends is not this release's to change. In loaded
    // clean-clone runs (7 December) its close did not end in three runs of four (never in three runs alone),
    // so the stop's bound ended it with SIGKILL after 45 s (the output says so). What this test is about (no
    // customer sees an error, every set is sealed, its seals verify here) is checked below either way; an exit
    // with an error code still fails it.
    const stopped = old.stop('SIGTERM');
    const code = await stopped;
    if (code === null)
      console.warn(`rolling upgrade: the old release ended by a signal:${old.output().slice(-500)}`);
    expect(code === 0 || code === null, old.output().slice(-3000)).toBe(true);
    await during;
    await wave(45, SIGNINGS);

    mark('all signed');
    expect(seen).toEqual([]);
    await eventually(
      async () =>
        (
          await client.query<{ n: number }>(
            'select count(*)::int as n from signing_requests where sealed_at is not null',
          )
        ).rows[0]!.n === SIGNINGS,
      { timeoutMs: 90_000, everyMs: 500, what: `all ${SIGNINGS} sets sealed` },
    );

    mark('all sealed');
    // What the old release sealed still verifies on the new one.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(oldCopy)], { type: 'application/pdf' }), 'sealed.pdf');
    const verified = await fetch(`${fresh.url}/api/verify`, {
      method: 'POST',
      body: form,
      headers: { origin: fresh.url },
    });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { status: string }).status).toBe('unmodified');
    console.log(`rolling upgrade: ${marks.join(', ')}`);
  }, 240_000);
});
