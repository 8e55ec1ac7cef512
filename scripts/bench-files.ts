// npm run bench:files — a 200 MB video uploaded to the real server (its own process, embedded database), with
// the server's resident memory sampled throughout, then streamed back and compared byte for byte; the
// download's speed is set beside a plain fs.createReadStream of the same file in the same run.
// Pass: RSS stays under 150 MB above idle, and the download runs at ≥ 0.5× the plain read.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { mp4Head } from '../src/server/test/media-fixtures.ts';
import { benchServerEnv, PERSON_LIMITS_AWAY, startBenchServer } from './lib/bench-server.ts';

const SIZE_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const PORT = 5611;
const BASE = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'd2s-bench-files-'));
const source = path.join(work, 'video.mp4');

const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function writeVideo(): Promise<string> {
  const payload = SIZE_MB * 1024 * 1024;
  const hash = createHash('sha256');
  const out = createWriteStream(source);
  const head = mp4Head(95, payload);
  hash.update(head);
  out.write(head);
  for (let left = payload; left > 0; ) {
    const chunk = randomBytes(Math.min(left, 1024 * 1024));
    hash.update(chunk);
    left -= chunk.length;
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await finished(out);
  return hash.digest('hex');
}

async function register(): Promise<string> {
  const res = await fetch(`${BASE}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.co.uk`,
      password: 'Quiet-Harbour-Lantern-77',
      dealershipName: 'Bench Motors',
      firstName: 'Bea',
      lastName: 'Bench',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A multipart body streamed from disk: the fields, then the file, never whole in this process either. */
async function* multipart(file: string, boundary: string) {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  yield Buffer.from(
    field('fileType', 'video_handover') +
      field('notes', 'bench') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) yield chunk as Buffer;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

async function upload(cookie: string, file: string) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const res = await fetch(`${BASE}/api/dealer-files/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin: BASE },
    body: Readable.from(multipart(file, boundary)) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; fileSize: number; duration: number | null };
}

async function timed(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  const started = process.hrtime.bigint();
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { bytes, seconds, perSecond: bytes / seconds, sha256: hash.digest('hex') };
}

async function download(cookie: string, id: string) {
  const res = await fetch(`${BASE}/api/dealer-files/${id}/download`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`download: ${res.status}`);
  return timed(res.body as unknown as AsyncIterable<Uint8Array>);
}

/** The same file served plainly over HTTP (a bare node:http server piping fs.createReadStream), own process. */
function startPlainServer(port: number): Promise<ChildProcess> {
  const code = `
    import { createServer } from 'node:http';
    import { createReadStream, statSync } from 'node:fs';
    createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': statSync(process.argv[1]).size });
      createReadStream(process.argv[1]).pipe(res);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (exitCode) => reject(new Error(`plain server exited with ${exitCode}`)));
    child.stdout?.once('data', () => resolve(child));
  });
}

async function plainDownload(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  if (!res.ok || !res.body) throw new Error(`plain download: ${res.status}`);
  return timed(res.body as unknown as AsyncIterable<Uint8Array>);
}

let server: ChildProcess | undefined;
let plainServer: ChildProcess | undefined;
try {
  console.log(`Writing a ${SIZE_MB} MB mp4 …`);
  const sha256 = await writeVideo();
  server = await startBenchServer(
    benchServerEnv(PORT, { DATABASE_URL: '', DATA_DIR: path.join(work, 'data'), ...PERSON_LIMITS_AWAY }),
    { stdout: 'inherit' },
  );
  const pid = server.pid!;
  const cookie = await register();
  // Warm the route, the crypto and the database before reading idle memory.
  const small = path.join(work, 'small.mp4');
  const smallOut = createWriteStream(small);
  smallOut.end(Buffer.concat([mp4Head(1, 1024 * 1024), randomBytes(1024 * 1024)]));
  await finished(smallOut);
  const warm = await upload(cookie, small);
  await download(cookie, warm.id);
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssOf(pid);

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const uploadStarted = process.hrtime.bigint();
  const stored = await upload(cookie, source);
  const uploadSeconds = Number(process.hrtime.bigint() - uploadStarted) / 1e9;
  clearInterval(sampler);
  const uploadPeak = peak;

  plainServer = await startPlainServer(PORT + 1);
  type Timing = Awaited<ReturnType<typeof timed>>;
  const runs: { plain: Timing; plainHttp: Timing; app: Timing }[] = [];
  for (let i = 0; i < 3; i++) {
    runs.push({
      plain: await timed(createReadStream(source)),
      plainHttp: await plainDownload(PORT + 1),
      app: await download(cookie, stored.id),
    });
  }
  const best = (pick: (r: (typeof runs)[number]) => { perSecond: number }) =>
    Math.max(...runs.map((r) => pick(r).perSecond));
  const plainSpeed = best((r) => r.plain);
  const plainHttpSpeed = best((r) => r.plainHttp);
  const appSpeed = best((r) => r.app);
  const ratio = appSpeed / plainHttpSpeed;
  const rawRatio = appSpeed / plainSpeed;
  const rise = uploadPeak - idle;
  const same = runs.every((r) => r.app.sha256 === sha256);

  console.log(`\nfile                 ${mb(stored.fileSize)} (duration read: ${stored.duration} s)`);
  console.log(
    `upload               ${uploadSeconds.toFixed(1)} s (${mb(stored.fileSize / uploadSeconds)}/s)`,
  );
  console.log(
    `server RSS           idle ${mb(idle)}, peak during upload ${mb(uploadPeak)}, rise ${mb(rise)} (limit 150 MB)`,
  );
  console.log(`plain createReadStream, read in-process      ${mb(plainSpeed)}/s`);
  console.log(`plain createReadStream, served over HTTP      ${mb(plainHttpSpeed)}/s`);
  console.log(`download (decrypting), served over HTTP       ${mb(appSpeed)}/s`);
  console.log(`ratio download / plain over HTTP  ${ratio.toFixed(2)} (limit ≥ 0.50)`);
  console.log(`ratio download / plain in-process ${rawRatio.toFixed(2)} (for the record)`);
  console.log(`bytes back identical    ${same ? 'yes' : 'NO'}`);
  const pass = rise < 150 * 1024 * 1024 && ratio >= 0.5 && same;
  console.log(pass ? '\nPASS' : '\nFAIL');
  process.exitCode = pass ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  plainServer?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(work, { recursive: true, force: true });
}
