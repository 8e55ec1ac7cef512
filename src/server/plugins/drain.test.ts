// SIGTERM drains, in a real process: a request under way finishes, a new one is answered 503 with
// Retry-After, a seal in progress finishes or goes back to the queue (a restart then seals it), and the
// process ends by itself with 0. PostgreSQL only: the restarted server opens the same database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { eventually } from '../test/eventually.ts';
import { httpDealer, httpSealedCopy, httpSend, httpSign } from '../test/http-signing.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { FIXTURES } from '../test/signing-scenario.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { DRAIN_RETRY_AFTER_SECONDS } from './drain.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(postgres)('SIGTERM drains the server', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  // Ended whatever happens, so a failed test leaves no server running.
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-drain-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what is under way, refuses new requests with 503 and Retry-After, and ends with 0', async () => {
    const env = {
      DATABASE_URL: database.databaseUrl!,
      DATA_DIR: dataDir,
      APP_SECRET: 'drain-test-secret-drain-test-secret-0123',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    };
    const server = await startServerProcess({ env });
    servers.push(server);
    const dealer = await httpDealer(server.url, '10.20.0.1');
    const link = await httpSend(server.url, dealer, 'drain@example.co.uk');

    // An upload under way: its body half sent when the signal comes.
    const pdf = readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf'));
    const boundary = 'drainboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const slow = httpRequest(`${server.url}/api/verify`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
        origin: server.url,
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    slow.write(body.subarray(0, 1000));
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A customer submits; the seal starts a moment later, and the signal comes while it may be under way.
    const signed = await httpSign(server.url, link, '10.20.0.2');
    expect([...signed], signed.problems.join('; ')).toEqual([200, 200, 200]);
    server.child.kill('SIGTERM');
    await eventually(async () => server.output().includes('draining before the stop'), { what: 'the drain' });

    const refused = await fetch(`${server.url}/api/sign/${link.token}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(DRAIN_RETRY_AFTER_SECONDS));
    expect(((await refused.json()) as { message: string }).message).toMatch(/restarting.*try again/i);
    // A load balancer's probe hears it too, and takes the instance out of rotation.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    slow.end(body.subarray(1000));
    const upload = await answered;
    expect(upload.status, upload.text).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    // The set is sealed: by the stopped process (its graceful stop waited for the seal), or else by the
    // next start, which finds it back in the queue.
    const sealed = (await database.db.execute(
      sql`select sealed_at from signing_requests where id = ${link.requestId}`,
    )) as unknown as { rows: { sealed_at: unknown }[] };
    if (sealed.rows[0]?.sealed_at) return;
    const again = await startServerProcess({ env });
    servers.push(again);
    try {
      const copy = await eventually(() => httpSealedCopy(again.url, link, '10.20.0.2'), {
        timeoutMs: 60_000,
        what: 'the sealed copy after the restart',
      });
      expect(copy.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 120_000);
});
