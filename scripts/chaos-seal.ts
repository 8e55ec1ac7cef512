// `npm run test:chaos`: kills the server with SIGKILL at random moments while customers submit signed sets,
// restarts it, and checks that within 60 s every completed request has sealed copies that pdfsig validates
// and every other request can still be signed. Real server process, real SMTP, real PDFs. On the embedded
// PGlite by default; on PostgreSQL with CHAOS_DATABASE_URL (a fresh database per run), where a dead
// process's claim must age 10 s before it is taken over, so a run takes about three times as long.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { makePng, pngDataUrl } from '../src/server/test/png.ts';
import { pdfsig } from '../src/server/test/poppler.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';

const KILLS = Number(process.env.CHAOS_KILLS ?? 20);
const PER_ROUND = 3;
const SEALED_WITHIN_MS = 60_000;
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.resolve(root, '../shared/fixtures/documents');
const SIGNATURE = pngDataUrl(makePng(400, 150));
/** Each customer signs from their own address, as on their own phone (the server trusts X-Forwarded-For). */
const SMTP_LOGIN = { user: 'sales@chaos.test', pass: 'chaos-smtp-password' };
const customerAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-chaos-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The dealer's own mail server: customers' links and copies arrive here (platform mail stays in the outbox,
  // so the dealer's registration needs no e-mail confirmation).
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const database = await createDatabase();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    APP_SECRET: 'chaos-secret-chaos-secret-chaos-secret-01',
    LOG_LEVEL: 'error',
    MAIL_RETRY_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    REMINDER_DAYS: '0',
    TRUST_PROXY: 'true',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  };
  let server = await startServer(env, base);
  const failures: string[] = [];
  try {
    const dealer = await setUpDealer(base, sink.port);
    const open: Customer[] = [];
    let survived = 0;
    for (let kill = 1; kill <= KILLS; kill++) {
      // New requests for this round, plus any left open (still signable) by the last one.
      while (open.length < PER_ROUND) open.push(await newSignedRequest(base, dealer, sink.messages));
      const round = open.splice(0, open.length);
      const submits = round.map((c) =>
        fetch(`${base}/api/sign/${c.token}/submit`, {
          method: 'POST',
          headers: { origin: base, 'x-forwarded-for': c.ip },
        }).catch(() => null),
      );
      await sleep(Math.random() * 250);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await Promise.all([exited, ...submits]);
      server = await startServer(env, base);
      const lost = await checkRound(base, dealer, round, open);
      if (lost.length === 0) survived++;
      failures.push(...lost.map((l) => `kill ${kill}: ${l}`));
      console.log(`kill ${kill}/${KILLS}: ${lost.length === 0 ? 'nothing lost' : lost.join('; ')}`);
    }
    console.log(
      `\nSurvived ${survived} of ${KILLS} kills with nothing lost: ${stats.completed} sets completed (${stats.recovered} of them unsealed at the restart and sealed by the recovery), ${stats.reopened} times a set was left open and signable.`,
    );
  } finally {
    server.kill('SIGKILL');
    await sink.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

type Dealer = { cookie: string; documentIds: string[] };
type Customer = { requestId: string; token: string; ip: string };

async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(200);
  }
  throw new Error('the server did not start within 60 s');
}

async function setUpDealer(base: string, smtpPort: number): Promise<Dealer> {
  const email = `chaos-${randomBytes(4).toString('hex')}@example.co.uk`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'a long chaos password 42',
      dealershipName: 'Chaos Motors Ltd',
      firstName: 'Kim',
      lastName: 'Ill',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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
  for (const name of ['HP-agreement-AMF-448120.pdf', 'Warranty-Certificate-RD-W-30281.pdf']) {
    const form = new FormData();
    form.append('document', new Blob([readFileSync(path.join(fixtures, name))]), name);
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

async function newSignedRequest(
  base: string,
  dealer: Dealer,
  inbox: { to?: unknown; text?: string | false }[],
): Promise<Customer> {
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
  });
  if (!request.ok) throw new Error(`signing request: ${request.status} ${await request.text()}`);
  const { id: requestId } = (await request.json()) as { id: string };
  const mail = await waitFor(() => inbox.find((m) => JSON.stringify(m.to).includes(email)), 20_000);
  const token = String(mail?.text).match(/\/sign\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no signing link reached ${email}`);
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
const stats = { completed: 0, recovered: 0, reopened: 0 };

async function checkRound(base: string, dealer: Dealer, round: Customer[], stillOpen: Customer[]) {
  const lost: string[] = [];
  const deadline = Date.now() + SEALED_WITHIN_MS;
  for (const c of round) {
    const request = async () =>
      (await (
        await fetch(`${base}/api/signing-requests/${c.requestId}`, { headers: { cookie: dealer.cookie } })
      ).json()) as { status: string; documents: { id: string; sealedSha256: string | null }[] };
    const now = await request();
    if (now.status === 'completed' && !now.documents.every((d) => d.sealedSha256)) stats.recovered++;
    if (now.status === 'completed') stats.completed++;
    if (now.status !== 'completed') {
      const session = await fetch(`${base}/api/sign/${c.token}`, { headers: { 'x-forwarded-for': c.ip } });
      if (session.ok) {
        stats.reopened++;
        stillOpen.push(c);
      } else lost.push(`${c.requestId} is ${now.status} and its link answers ${session.status}`);
      continue;
    }
    const sealed = await waitFor(async () => {
      const r = await request();
      return r.documents.every((d) => d.sealedSha256) ? r : undefined;
    }, deadline - Date.now());
    if (!sealed) {
      lost.push(`${c.requestId} completed but not sealed within 60 s`);
      continue;
    }
    for (const d of sealed.documents) {
      const pdf = await fetch(`${base}/api/signing-requests/${c.requestId}/documents/${d.id}/download`, {
        headers: { cookie: dealer.cookie },
      });
      const report = await pdfsig(new Uint8Array(await pdf.arrayBuffer()));
      if (!report.includes('Signature is Valid'))
        lost.push(`${c.requestId}/${d.id}: pdfsig does not validate it`);
    }
  }
  return lost;
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + Math.max(ms, 0);
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) return undefined;
    await sleep(250);
  }
}

/** A fresh PostgreSQL database when CHAOS_DATABASE_URL is set. */
async function createDatabase() {
  const adminUrl = process.env.CHAOS_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `d2s_chaos_${randomBytes(4).toString('hex')}`;
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

await main();
