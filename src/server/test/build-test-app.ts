import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Call } from '../../shared/api/contract.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { multipartBody } from './multipart.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:5000';
export const TEST_PASSWORD = 'correct horse battery';

export type TestApp = {
  app: FastifyInstance;
  /** Every route the app added, as methods and URL pattern (apps built here; not those made elsewhere). */
  routes?: { method: string[]; url: string; bodySchema: unknown; call?: Call }[];
  close(): Promise<void>;
};

/** The whole app on a fresh database, with a tiny client build so the page fallback can be checked. */
export async function buildTestApp(
  env: Record<string, string> = {},
  mailer?: Mailer,
  /** Receives every log line (at LOG_LEVEL) instead of silence. */
  logLines?: string[],
  /** A database another app used before (a new release or configuration on the same data); kept open on close. */
  shared?: DatabaseHandle,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-test-'));
  const clientDir = path.join(dataDir, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const database = shared ?? (await createTestDatabase());
  const routes: NonNullable<TestApp['routes']> = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // Retries and workers at test speed.
    MAIL_RETRY_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    // Seals at the same priority as everything else: beside the other test processes (npm test runs four
    // or more at once) a nice-10 seal thread got a tenth of a core, and a retried seal took 50 s, not 10.
    SEAL_THREAD_NICE: '0',
    // The one-time code before signing is the platform's default for credit agreements, which most tests sign
    // about something else: they opt out here, and the code's own tests (signing-code.test.ts) opt back in.
    SIGNING_CODE_DEFAULT: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    queueDatabase: database,
    mailer,
    clientDir,
    logger: logLines ? { write: (line: string) => void logLines.push(line) } : false,
    onRoute: (route) =>
      void routes.push({
        method: [route.method].flat(),
        url: route.url,
        bodySchema: route.schema?.body,
        call: route.config?.call,
      }),
  });
  await app.ready();
  return {
    app,
    routes,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The one way server tests call the API: always with our Origin, with a session cookie when given. */
export function apiCall(
  app: FastifyInstance,
  method: ApiMethod,
  url: string,
  options: {
    cookie?: string;
    payload?: object;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  return app.inject({
    method,
    url,
    payload: options.payload,
    remoteAddress: options.remoteAddress,
    headers: { origin: TEST_ORIGIN, ...(options.cookie && { cookie: options.cookie }), ...options.headers },
  });
}

/** The session cookie of a response, ready for a `cookie` header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookies = res.cookies.filter((c) => c.name.endsWith('session_token'));
  if (cookies.length === 0) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export async function registerDealer(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    email: `dealer-${Math.random().toString(36).slice(2)}@example.co.uk`,
    password: TEST_PASSWORD,
    dealershipName: 'Kingsway Motors Ltd',
    firstName: 'Priya',
    lastName: 'Shah',
    ...overrides,
  };
  // Each test dealer registers from its own address: registration is rate-limited per address.
  const remoteAddress = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: TEST_ORIGIN },
    payload: body,
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    email: body.email,
    password: body.password,
    cookie: sessionCookie(res),
    id: res.json().user.id as string,
  };
}

export function login(app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** A document upload as the dealer's browser sends it (multipart field `document`). */
export async function uploadDocument(app: FastifyInstance, cookie: string, name: string, bytes: Uint8Array) {
  const body = await multipartBody([{ field: 'document', name, bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}
