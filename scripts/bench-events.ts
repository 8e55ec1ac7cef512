// npm run bench:events — what 1,000 open live-update streams (GET /api/events) cost the server: starts the
// app on a fresh embedded database, signs a dealer in, opens the streams, and prints the server's RSS
// before and after (target: under 100 MB), then checks one change reaches every stream. The streams keep
// within the caps (docs/decisions/0002-event-stream-caps.md) as real users would: the dealer signs in once
// per five streams, each session from an address of its own (behind TRUST_PROXY, X-Forwarded-For).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MAX_STREAMS_PER_SESSION } from '../src/server/features/events/stream-limits.ts';
import { benchServerEnv, startBenchServer } from './lib/bench-server.ts';

const STREAMS = Number(process.env.STREAMS ?? 1000);
const LIMIT_MB = 100;
const port = 5631;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-bench-events-'));

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startBenchServer(
  benchServerEnv(port, {
    DATA_DIR: dataDir,
    // One proxy hop: each session's X-Forwarded-For is its address.
    TRUST_PROXY: '1',
    // All the streams are one person's: opening 1,000 in a few seconds is past the 600 reads a minute a
    // person may make, a limit this bench is not about.
    PERSON_LIMIT_SCALE: '10',
  }),
  { stdout: 'inherit' },
);
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const open: http.ClientRequest[] = [];
try {
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: 'bench-events@example.co.uk',
      password: 'correct horse battery',
      dealershipName: 'Bench Motors Ltd',
      firstName: 'Bench',
      lastName: 'Dealer',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const cookie = cookieOf(registered);
  const addressOf = (session: number) => `10.9.${session >> 8}.${session & 255}`;
  /** A session of the dealer's for every MAX_STREAMS_PER_SESSION streams, each signed in from its address. */
  const sessions: string[] = [];
  for (let i = 0; i < Math.ceil(STREAMS / MAX_STREAMS_PER_SESSION); i++) {
    const signedIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': addressOf(i) },
      body: JSON.stringify({ email: 'bench-events@example.co.uk', password: 'correct horse battery' }),
    });
    if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
    sessions.push(cookieOf(signedIn));
  }

  let heard = 0;
  const openStream = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const session = Math.floor(n / MAX_STREAMS_PER_SESSION);
      const headers = { cookie: sessions[session]!, 'x-forwarded-for': addressOf(session) };
      const request = http.get(`${base}/api/events`, { agent, headers }, (res) => {
        res.setEncoding('utf8');
        if (res.statusCode !== 200) {
          let body = '';
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          return res.on('end', () => reject(new Error(`stream ${n} answered ${res.statusCode}: ${body}`)));
        }
        res.on('data', (chunk: string) => {
          if (chunk.includes('event: change')) heard += 1;
        });
        resolve();
      });
      request.on('error', reject);
      open.push(request);
    });
  // Warm the route up first so the figure is the streams', not the first request's code.
  for (let i = 0; i < 10; i++) await openStream(i);
  await pause(2000);
  const before = rssMb(server.pid!);
  for (let i = 10; i < STREAMS; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => openStream(i + j)));
  }
  await pause(3000);
  const after = rssMb(server.pid!);
  const delta = after - before;
  console.log(`${STREAMS} open streams: server RSS ${before.toFixed(1)} MB → ${after.toFixed(1)} MB`);
  console.log(
    `delta ${delta.toFixed(1)} MB (${((delta * 1024) / STREAMS).toFixed(1)} KB a stream; limit ${LIMIT_MB} MB)`,
  );

  const started = Date.now();
  await fetch(`${base}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({
      name: 'Bench Customer',
      email: 'c@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    }),
  });
  while (heard < STREAMS && Date.now() - started < 10_000) await pause(50);
  console.log(`one change reached ${heard} of ${STREAMS} streams in ${Date.now() - started} ms`);
  if (delta > LIMIT_MB || heard < STREAMS) process.exitCode = 1;
} finally {
  for (const request of open) request.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
