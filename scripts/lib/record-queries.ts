// Preloaded into the app by `npm run bench:dealer` (node --import): every statement the app sends to
// PostgreSQL is appended to QUERY_LOG as one JSON line (its text and parameters), so the bench can show
// which queries each route makes and EXPLAIN each one with the values it was given. Bench use only.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.QUERY_LOG;
if (file) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'object' && config?.values ? config.values : values;
    if (text)
      appendFileSync(file, `${JSON.stringify({ text, params: Array.isArray(params) ? params : [] })}\n`);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
