// What the crash test and the scale bench share: a real server process, a dealer whose customers' mail
// arrives at an in-process SMTP server, signed requests ready to submit, and a fresh PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { setupToken } from '../../src/server/features/auth/first-run.ts';
import { makePng, pngDataUrl } from '../../src/server/test/png.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.resolve(root, 'src/server/test/documents/open-set');
const SIGNATURE = pngDataUrl(makePng(400, 150));
export const SMTP_LOGIN = { user: 'sales@harness.test', pass: 'harness-smtp-password' };
/** Each customer signs from their own address, as on their own phone (the server trusts X-Forwarded-For). */
export const customerAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Dealer = { cookie: string; documentIds: string[] };
export type Customer = { requestId: string; token: string; ip: string };

export async function startServer(
  env: NodeJS.ProcessEnv,
  base: string,
  // A restart after a kill recovers its jobs before it answers: past 60 s on a loaded CI host (7 December).
  startMs = 120_000,
  pollMs = 200,
  /**
   * `cpus`: only these processors (taskset's list, e.g. "0" or "2-3"), as if the server had a machine of
   * its own that size. `log`: its log (stdout, at LOG_LEVEL) appended to this file instead of dropped.
   * `nodeFlags`: Node's flags before the entry file (the crash test's TEST_NODE_FLAGS; benches run none).
   */
  { cpus, log, nodeFlags = [] }: { cpus?: string; log?: string; nodeFlags?: string[] } = {},
): Promise<ChildProcess> {
  const server = [...nodeFlags, path.join(root, 'src/server/main.ts')];
  // taskset execs the server, so the child's pid (and its signals) are the server's own.
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...server]]
    : [process.execPath, server];
  const logFile = log ? openSync(log, 'a') : undefined;
  const child = spawn(command, args, {
    cwd: root,
    // The dealers set up here send through an SMTP sink on 127.0.0.1, which production refuses; their
    // customers sign a credit agreement by script, with no phone to read a one-time code from.
    env: { SMTP_ALLOW_PRIVATE_HOSTS: 'true', SIGNING_CODE_DEFAULT: 'off', ...env },
    stdio: ['ignore', logFile ?? 'ignore', 'inherit'],
  });
  // The child has its own copy of the descriptor.
  if (logFile !== undefined) closeSync(logFile);
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(pollMs);
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start within ${startMs / 1000} s`);
}

/** The two fixtures every harness dealer uploads unless told otherwise. */
const FIXTURES = ['HP-agreement-AMF-448120.pdf', 'Warranty-Certificate-RD-W-30281.pdf'];
export const fixture = (name: string) => readFileSync(path.join(fixtures, name));

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * The installation's first account, its administrator, through the setup link the server prints (derived
 * from APP_SECRET): a harness that sends more than the Basic plan's documents a month moves its dealer up.
 */
export async function setUpAdministrator(base: string, appSecret: string): Promise<string> {
  const res = await fetch(`${base}/api/setup/admin`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `admin-${randomBytes(4).toString('hex')}@example.co.uk`,
      password: 'a long harness password 42',
      firstName: 'Ada',
      lastName: 'Min',
      setupToken: setupToken(appSecret),
    }),
  });
  if (!res.ok) throw new Error(`setup admin: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

/** Puts the dealer on the Enterprise plan (no monthly limit on documents), as an operator would. */
export async function moveToEnterprise(base: string, adminCookie: string, dealerCookie: string) {
  const user = await fetch(`${base}/api/auth/user`, { headers: { cookie: dealerCookie } });
  const { id } = (await user.json()) as { id: string };
  const res = await fetch(`${base}/api/admin/dealers/${id}/plan`, {
    method: 'PUT',
    headers: { origin: base, cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'enterprise' }),
  });
  if (!res.ok) throw new Error(`plan: ${res.status} ${await res.text()}`);
}

export async function setUpDealer(
  base: string,
  smtpPort: number,
  files: { name: string; bytes: Uint8Array }[] = FIXTURES.map((name) => ({ name, bytes: fixture(name) })),
  /** With the server's APP_SECRET: an administrator is made first and moves the dealer to Enterprise. */
  appSecret?: string,
): Promise<Dealer> {
  const adminCookie = appSecret ? await setUpAdministrator(base, appSecret) : undefined;
  const email = `dealer-${randomBytes(4).toString('hex')}@example.co.uk`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'a long harness password 42',
      dealershipName: 'Harness Motors Ltd',
      firstName: 'Kim',
      lastName: 'Ill',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = cookiesOf(res);
  if (adminCookie) await moveToEnterprise(base, adminCookie, cookie);
  const smtp = await fetch(`${base}/api/dealer/smtp`, {
    method: 'PUT',
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      smtpEnabled: true,
      smtpHost: '127.0.0.1',
      smtpPort,
      smtpUser: SMTP_LOGIN.user,
      smtpPassword: SMTP_LOGIN.pass,
      smtpFromEmail: SMTP_LOGIN.user,
    }),
  });
  if (!smtp.ok) throw new Error(`smtp settings: ${smtp.status} ${await smtp.text()}`);
  const documentIds: string[] = [];
  for (const { name, bytes } of files) {
    const form = new FormData();
    form.append('document', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const up = await fetch(`${base}/api/documents/upload`, {
      method: 'POST',
      headers: { origin: base, cookie },
      body: form,
    });
    if (!up.ok) throw new Error(`upload ${name}: ${up.status} ${await up.text()}`);
    documentIds.push(((await up.json()) as { document: { id: string } }).document.id);
  }
  return { cookie, documentIds };
}

/** A request for all the dealer's documents, sent to a new customer; answers its link's token. */
export async function newRequest(
  base: string,
  dealer: Dealer,
  inbox: { to?: unknown; text?: string | false }[],
): Promise<{ requestId: string; token: string }> {
  const call = (method: string, url: string, body?: object) =>
    fetch(`${base}${url}`, {
      method,
      headers: { origin: base, cookie: dealer.cookie, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  const email = `c-${randomBytes(5).toString('hex')}@example.co.uk`;
  const customer = (await (
    await call('POST', '/api/customers', {
      name: 'Chris Ash',
      email,
      phone: '07700 900123',
      postcode: 'B33 8TH',
    })
  ).json()) as {
    id: string;
  };
  const request = await call('POST', '/api/signing-requests', {
    customerId: customer.id,
    documentIds: dealer.documentIds,
    // The fixtures name other customers than this one: the dealer has confirmed sending them.
    mismatchConfirmed: true,
  });
  if (!request.ok) throw new Error(`signing request: ${request.status} ${await request.text()}`);
  const { id: requestId } = (await request.json()) as { id: string };
  const mail = await waitFor(() => inbox.find((m) => JSON.stringify(m.to).includes(email)), 20_000);
  const token = String(mail?.text).match(/\/sign\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no signing link reached ${email}`);
  return { requestId, token };
}

export async function newSignedRequest(
  base: string,
  dealer: Dealer,
  inbox: { to?: unknown; text?: string | false }[],
): Promise<Customer> {
  const { requestId, token } = await newRequest(base, dealer, inbox);
  const ip = customerAddress();
  for (const documentId of dealer.documentIds) {
    const signed = await fetch(`${base}/api/sign/${token}/signature`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ documentId, signatureData: SIGNATURE, pageNumber: 1 }),
    });
    if (!signed.ok) throw new Error(`sign: ${signed.status} ${await signed.text()}`);
  }
  return { requestId, token, ip };
}

/** Answers what was lost: a completed request not sealed in time (or badly sealed), an open one unsignable. */
export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + Math.max(ms, 0);
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) return undefined;
    await sleep(250);
  }
}

/** A fresh PostgreSQL database beside the one `adminUrl` names; dropped by `drop()`. */
export async function createDatabase(adminUrl: string | undefined) {
  if (!adminUrl) return undefined;
  const name = `d2s_harness_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
