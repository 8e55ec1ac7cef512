// Several app instances on one PostgreSQL database and one S3 store, as behind a load balancer: each with its
// own connection pool, job workers and caches. PostgreSQL only (the embedded database has one process).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { startS3Server } from './s3-server.ts';
import { createTestDatabase } from './test-database.ts';

export async function buildTestCluster(count: number, env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  if (!database.databaseUrl) throw new Error('a cluster needs PostgreSQL (TEST_DATABASE_URL)');
  const s3 = await startS3Server();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-cluster-'));
  const clientDir = path.join(dataDir, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const handles = [
    database,
    ...Array.from({ length: count - 1 }, () => openPostgres(database.databaseUrl!, 5)),
  ];
  const apps: FastifyInstance[] = [];
  for (const [i, handle] of handles.entries()) {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, `instance-${i + 1}`),
      APP_URL: 'http://localhost:5000',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      MAIL_RETRY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
      // As build-test-app.ts: the one-time code is opted into by the tests that are about it.
      SIGNING_CODE_DEFAULT: 'off',
      STORAGE_URL: `s3://${s3.bucket}/cluster`,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      ...env,
    });
    const app = await buildApp({
      config,
      db: handle.db,
      databaseKind: 'postgres',
      queueDatabase: handle,
      clientDir,
      logger: false,
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      for (const handle of handles.slice(1)) await handle.close();
      await database.close();
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
