import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { installJobQueue, type JobInput, startJobQueue } from '../lib/jobs/job-queue.ts';
import { createS3Storage } from '../lib/storage/s3-storage.ts';
import { migrateLocalStorage } from '../lib/storage/storage-migrate.ts';
import { registerDealer } from '../test/build-test-app.ts';
import { eventually } from '../test/eventually.ts';
import { pdfsig } from '../test/poppler.ts';
import { S3RVER_CREDENTIALS, startS3Server } from '../test/s3-server.ts';
import { signingScenario } from '../test/signing-scenario.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { type DatabaseHandle, PGLITE_EXTENSIONS, wrapPglite } from './client.ts';
import { exportDatabase, importDatabase } from './transfer.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-transfer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appOn(database: DatabaseHandle, kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const clientDir = path.join(dir, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    APP_URL: 'http://localhost:5000',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    MAIL_RETRY_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    // The set it signs holds a credit agreement; the one-time code is not what this test is about.
    SIGNING_CODE_DEFAULT: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: kind,
    queueDatabase: database,
    clientDir,
    logger: false,
  });
  await app.ready();
  return app;
}

const sealedCopies = async (app: FastifyInstance, cookie: string, requestId: string, ids: string[]) => {
  const scenario = signingScenario({ app, close: async () => {} }, { cookie });
  // Sealing is a job that runs after submit has answered: the dealer's download is the sealed copy once it has.
  return Promise.all(
    ids.map((id) =>
      eventually(
        async () => {
          const res = await scenario.dealerCall(
            'GET',
            `/api/signing-requests/${requestId}/documents/${id}/download`,
          );
          return res.headers['content-disposition']?.includes('(signed)') && res.rawPayload;
        },
        { timeoutMs: 60_000, what: 'the sealed copy' },
      ),
    ),
  );
};

describe.runIf(process.env.TEST_DATABASE_URL)('moving an embedded install to PostgreSQL and S3', () => {
  it('carries every record and file; every sealed PDF still validates', async () => {
    // The embedded install: PGlite and files on the local disk, with a signed, sealed set.
    const source = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await source.migrate();
    await installJobQueue({ pglite: source.pglite });
    const embedded = await appOn(source, 'pglite', {});
    const dealer = await registerDealer(embedded, { dealershipName: 'Moving Motors Ltd' });
    const scenario = signingScenario({ app: embedded, close: async () => {} }, dealer);
    const ids = [
      await scenario.uploadFixture('HP-agreement-AMF-448120.pdf'),
      await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf'),
    ];
    const { requestId, token } = await scenario.sendRequest('mover@example.co.uk', ids);
    await scenario.signAll(token, ids);
    expect((await scenario.customerCall('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);
    const before = await sealedCopies(embedded, dealer.cookie, requestId, ids);
    await embedded.close();

    // db:export, then db:import into PostgreSQL; storage:migrate into S3.
    const file = path.join(dir, 'export.jsonl');
    const exported = await exportDatabase(source.db, file);
    await source.close();
    expect(exported.signing_events).toBeGreaterThan(5);
    const target = await createTestDatabase();
    const queue = await startJobQueue(target, { log: console as never, retryDelaySeconds: 1 });
    const imported = await importDatabase(target.db, file, (job) =>
      queue.send(job.name as 'mail.scheduled', job.data as JobInput<'mail.scheduled'>, {
        startAfter: job.startAfter,
      }),
    );
    await queue.stop();
    expect(imported).toEqual(Object.fromEntries(Object.entries(exported).filter(([, n]) => n > 0)));
    const s3 = await startS3Server();
    const location = {
      url: `s3://${s3.bucket}/moved`,
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
    };
    // The copy is of a store nobody writes to any more: page images drawn after the seal may still land a
    // moment after the app closed, and a second copy would then rightly find one more file.
    await filesAtRest(path.join(dir, 'data/files'));
    const first = await migrateLocalStorage(path.join(dir, 'data/files'), createS3Storage(location));
    expect(first.copied).toBeGreaterThanOrEqual(4); // two originals and their two sealed copies
    const again = await migrateLocalStorage(path.join(dir, 'data/files'), createS3Storage(location));
    expect(again).toMatchObject({ copied: 0, skipped: first.copied });

    // The scaled install serves the same sealed copies, and they still validate.
    const scaled = await appOn(target, 'postgres', {
      STORAGE_URL: location.url,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const after = await sealedCopies(scaled, dealer.cookie, requestId, ids);
      for (const [i, pdf] of after.entries()) {
        expect(pdf.equals(before[i]!)).toBe(true);
        expect(await pdfsig(pdf)).toContain('Signature is Valid');
      }
    } finally {
      await scaled.close();
      await target.close();
      await s3.close();
    }
  }, 120_000);
});

/** Waits (at most 20 s) until the folder's files and sizes are the same two looks in a row, a second apart. */
async function filesAtRest(folder: string) {
  const look = () =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${file} ${statSync(file).size}`;
      })
      .sort()
      .join('\n');
  let last = look();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = look();
    if (now === last) return;
    last = now;
  }
}
