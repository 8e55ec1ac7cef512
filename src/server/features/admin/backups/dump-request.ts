// `npm run db:backup` beside a running server on the embedded database. PGlite allows one process, and
// the server holds DATA_DIR's lock (db/data-dir-lock.ts), so the command cannot open the database itself:
// it asks the server. It writes a request file into DATA_DIR/backup-requests/ naming the folder to dump into,
// sends the server SIGUSR2, and waits for the answer file. The server dumps with its own open instance
// (database-dump.ts: counts and dump in one transaction), so nothing stops. Whoever can write into DATA_DIR
// can already read the database, so the request file needs no other proof.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { type DumpResult, dumpDatabase } from './database-dump.ts';

const REQUESTS = 'backup-requests';
/** Written by a server that answers requests: SIGUSR2 would end a server that does not (Node's default). */
const ACCEPTING = 'accepting.pid';
type Answer = { ok: true; result: DumpResult } | { ok: false; error: string };

/** The command's side: answers the dump the running server wrote into `folder`. */
export async function askRunningServer(
  dataDir: string,
  pid: number,
  folder: string,
  timeoutMs = 10 * 60_000,
): Promise<DumpResult> {
  const dir = path.join(dataDir, REQUESTS);
  const accepting = await readFile(path.join(dir, ACCEPTING), 'utf8').catch(() => '');
  if (Number(accepting) !== pid) {
    throw new Error(
      `The server running on ${dataDir} (pid ${pid}) is of a release that cannot take back-up requests: restart it with this release, or stop it and run the back-up again.`,
    );
  }
  const id = `${process.pid}-${Date.now()}`;
  const request = path.join(dir, `${id}.request`);
  const answerFile = path.join(dir, `${id}.answer`);
  await writeFile(`${request}.tmp`, JSON.stringify({ folder: path.resolve(folder) }), { mode: 0o600 });
  await rename(`${request}.tmp`, request);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (existsSync(answerFile)) {
        const answer = JSON.parse(await readFile(answerFile, 'utf8')) as Answer;
        if (!answer.ok) throw new Error(`the running server could not dump its database: ${answer.error}`);
        return answer.result;
      }
      await sleep(100);
    }
    throw new Error(
      `the running server (pid ${pid}) did not answer within ${timeoutMs / 1000} s: is it a Docs2Sign release that takes back-up requests?`,
    );
  } finally {
    await rm(request, { force: true });
    await rm(answerFile, { force: true });
  }
}

let answering: Promise<void> = Promise.resolve();

/**
 * The server's side, once at start (serve.ts, embedded database only): hears SIGUSR2, then says so in
 * DATA_DIR/backup-requests/accepting.pid, which the command checks before it signals.
 */
export async function acceptDumpRequests(pglite: PGlite, dataDir: string, onError: (error: unknown) => void) {
  const dir = path.join(dataDir, REQUESTS);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const listener = () => void answerDumpRequests(pglite, dataDir).catch(onError);
  process.on('SIGUSR2', listener);
  await writeFile(path.join(dir, ACCEPTING), String(process.pid), { mode: 0o600 });
  return () => {
    process.off('SIGUSR2', listener);
  };
}

/** The server's side, on SIGUSR2: answers every waiting request, one after the other. */
export function answerDumpRequests(pglite: PGlite, dataDir: string): Promise<void> {
  answering = answering.then(async () => {
    const dir = path.join(dataDir, REQUESTS);
    const waiting = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.request')) : [];
    for (const name of waiting) {
      const file = path.join(dir, name);
      const answerFile = file.replace(/\.request$/, '.answer');
      let answer: Answer;
      try {
        const { folder } = JSON.parse(await readFile(file, 'utf8')) as { folder: string };
        if (!path.isAbsolute(folder) || !existsSync(folder))
          throw new Error('the folder to dump into is missing');
        answer = { ok: true, result: await dumpDatabase({ kind: 'pglite', pglite }, folder) };
      } catch (error) {
        answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      await rm(file, { force: true });
      await writeFile(`${answerFile}.tmp`, JSON.stringify(answer), { mode: 0o600 });
      await rename(`${answerFile}.tmp`, answerFile);
    }
  });
  return answering;
}
