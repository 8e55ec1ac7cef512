// Preloaded into the app by `npm run bench:dealer` (node --import): the statements the app sends to
// PostgreSQL while recording is on are appended to QUERY_LOG as one JSON line each (text and parameters),
// so the bench can show which queries each route makes and EXPLAIN each one with the values it was given.
// SIGUSR2 turns recording on and off, and each turn is written as a `{"recording": …}` line the bench
// waits for: the timed calls run with it off, so no write to the log lands in what they measure (a
// synchronous append per statement did). Bench use only.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.QUERY_LOG;
if (file) {
  let recording = false;
  process.on('SIGUSR2', () => {
    recording = !recording;
    appendFileSync(file, `${JSON.stringify({ recording })}\n`);
  });
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'object' && config?.values ? config.values : values;
    if (recording && text)
      appendFileSync(file, `${JSON.stringify({ text, params: Array.isArray(params) ? params : [] })}\n`);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
