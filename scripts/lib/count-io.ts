// Preloaded into the app by `npm run bench:scaling` (node --import): counts what the app asks of its
// database (statements, and the time from sending each to its answer: the time it holds a connection) and of
// S3 (requests and their time), and writes the totals to IO_COUNTS every 100 ms. Bench use only.
import { renameSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

const file = process.env.IO_COUNTS;
// Worker threads load the preload too (they inherit --import); the app's own thread alone counts.
if (file && isMainThread) {
  const totals = { statements: 0, databaseMs: 0, s3Requests: 0, s3Ms: 0 };
  const timed = <T>(result: T, add: (ms: number) => void, started: number): T => {
    if (result && typeof (result as { then?: unknown }).then === 'function') {
      (result as unknown as Promise<unknown>).then(
        () => add(performance.now() - started),
        () => add(performance.now() - started),
      );
    }
    return result;
  };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    totals.statements++;
    return timed(query.apply(this, args), (ms) => (totals.databaseMs += ms), performance.now());
  } as typeof pg.Client.prototype.query;
  const send = S3Client.prototype.send as (...args: unknown[]) => unknown;
  S3Client.prototype.send = function counted(this: S3Client, ...args: unknown[]) {
    totals.s3Requests++;
    return timed(send.apply(this, args), (ms) => (totals.s3Ms += ms), performance.now());
  } as typeof S3Client.prototype.send;
  // Written aside and renamed, so a reader never sees half a file.
  setInterval(() => {
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(totals));
      renameSync(`${file}.tmp`, file);
    } catch {
      // the bench's folder is gone: it has stopped reading
    }
  }, 100).unref();
}
