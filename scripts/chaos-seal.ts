// `npm run test:chaos`: kills the server with SIGKILL at random moments while customers submit signed sets,
// restarts it, and checks that within 60 s every completed request has sealed copies that pdfsig validates
// and every other request can still be signed. Real server process, real SMTP, real PDFs. On the embedded
// PGlite by default; on PostgreSQL with CHAOS_DATABASE_URL (a fresh database per run), where a dead
// process's claim must age 10 s before it is taken over, so a run takes about three times as long.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfsig } from '../src/server/test/poppler.ts';
import { TEST_NODE_FLAGS } from '../src/server/test/server-process.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import {
  type Customer,
  createDatabase,
  type Dealer,
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  sleep,
  startServer,
  waitFor,
} from './lib/signing-harness.ts';

const KILLS = Number(process.env.CHAOS_KILLS ?? 20);
const PER_ROUND = 3;
const SEALED_WITHIN_MS = 60_000;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-chaos-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The dealer's own mail server: customers' links and copies arrive here (platform mail stays in the outbox,
  // so the dealer's registration needs no e-mail confirmation).
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const database = await createDatabase(process.env.CHAOS_DATABASE_URL);
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
  // As the journeys' servers: WebAssembly on V8's baseline compiler, some 4 s of processor time less a start.
  const start = () => startServer(env, base, undefined, undefined, { nodeFlags: TEST_NODE_FLAGS });
  let server = await start();
  const failures: string[] = [];
  try {
    const dealer = await setUpDealer(base, sink.port, undefined, env.APP_SECRET);
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
      server = await start();
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

await main();
