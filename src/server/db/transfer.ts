// Moving an installation's data between databases (the embedded PGlite into PostgreSQL, or a backup): every
// table of the schema, parents before children, as JSON lines in which bytes and times survive the trip.
// The job queue's waiting jobs (reminders, welcome mails, retries) travel too.
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

const BATCH = 500;

/** Every table of the schema, each after the tables it refers to. */
export function tablesInOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: Set<string>) => {
    const { name, foreignKeys } = getTableConfig(table);
    if (ordered.includes(table) || path.has(name)) return;
    path.add(name);
    for (const fk of foreignKeys) {
      const parent = byName.get(getTableConfig(fk.reference().foreignTable).name);
      if (parent && parent !== table) visit(parent, path);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const encode = (_key: string, value: unknown) => {
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer') {
    return { $bytes: Buffer.from((value as { data: number[] }).data).toString('base64') };
  }
  return value;
};

function decodeRow(row: Record<string, unknown>, table: PgTable) {
  const columns = getTableConfig(table).columns;
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    const key = Object.keys(table).find((k) => (table as unknown as Record<string, unknown>)[k] === column);
    if (!key || !(key in row)) continue;
    const value = row[key];
    if (value && typeof value === 'object' && '$bytes' in value)
      out[key] = Buffer.from(String(value.$bytes), 'base64');
    else if (typeof value === 'string' && column.columnType === 'PgTimestamp') out[key] = new Date(value);
    else out[key] = value;
  }
  return out;
}

/** The queue's jobs still to run; none when the queue was never started on this database. */
async function waitingJobs(db: Database): Promise<unknown[]> {
  const exists = (await db.execute(sql`select to_regclass('pgboss.job') as t`)) as unknown as {
    rows: { t: string | null }[];
  };
  if (!exists.rows[0]?.t) return [];
  const jobs = await db.execute(
    // The queue's own housekeeping jobs (__pgboss…) are made afresh by the queue on the new database.
    sql`select name, data, state, start_after, singleton_key from pgboss.job
        where state in ('created', 'retry') and name not like '\_\_pgboss%'`,
  );
  return (jobs as unknown as { rows: unknown[] }).rows;
}

/** Writes every row of every table to `file`, one JSON line per row: {"t": table, "r": row}. */
export async function exportDatabase(db: Database, file: string) {
  const out = createWriteStream(file);
  const counts: Record<string, number> = {};
  for (const table of tablesInOrder()) {
    const name = getTableConfig(table).name;
    const rows = await db.select().from(table);
    counts[name] = rows.length;
    for (const row of rows) out.write(`${JSON.stringify({ t: name, r: row }, encode)}\n`);
  }
  const jobs = await waitingJobs(db);
  counts['pgboss.job'] = jobs.length;
  for (const job of jobs) out.write(`${JSON.stringify({ t: 'pgboss.job', r: job }, encode)}\n`);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return counts;
}

/**
 * Reads an export into an empty, migrated database, in one transaction: either everything arrives or
 * nothing does. Waiting jobs are queued again through `queueJob` (the queue's own API).
 */
export async function importDatabase(
  db: Database,
  file: string,
  queueJob: (job: { name: string; data: object; startAfter: Date; singletonKey?: string }) => Promise<void>,
) {
  const tables = new Map(tablesInOrder().map((t) => [getTableConfig(t).name, t]));
  const counts: Record<string, number> = {};
  const jobs: { name: string; data: object; start_after: string; singleton_key: string | null }[] = [];
  await db.transaction(async (tx) => {
    let batch: { table: PgTable; rows: Record<string, unknown>[] } | undefined;
    const flush = async () => {
      if (batch && batch.rows.length > 0) await tx.insert(batch.table).values(batch.rows);
      batch = undefined;
    };
    for await (const line of createInterface({ input: createReadStream(file) })) {
      if (!line.trim()) continue;
      const { t, r } = JSON.parse(line) as { t: string; r: Record<string, unknown> };
      counts[t] = (counts[t] ?? 0) + 1;
      if (t === 'pgboss.job') {
        jobs.push(r as (typeof jobs)[number]);
        continue;
      }
      const table = tables.get(t);
      if (!table) throw new Error(`the export holds a table this version does not know: ${t}`);
      if (batch?.table !== table || batch.rows.length >= BATCH) {
        await flush();
        batch = { table, rows: [] };
      }
      batch.rows.push(decodeRow(r, table));
    }
    await flush();
  });
  for (const job of jobs) {
    await queueJob({
      name: job.name,
      data: job.data,
      startAfter: new Date(job.start_after),
      singletonKey: job.singleton_key ?? undefined,
    });
  }
  return counts;
}
