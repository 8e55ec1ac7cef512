// What a restore is proven by: every table's row count equals the manifest's (the moment of the dump), every
// stored file's SHA-256 equals the one recorded when it was backed up, and every sealed PDF the restored
// database names is, by the app's own /verify code, "sealed by this installation and unmodified".

import type { Database } from '../../../db/client.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import { sealedCopies, verifyUpload } from '../../verification/index.ts';
import { hashStream, type Manifest } from './backup-manifest.ts';
import { countSql } from './database-dump.ts';

export type RestoreReport = {
  ok: boolean;
  rows: {
    tables: number;
    total: number;
    mismatches: { table: string; expected: number; actual: number | null }[];
  };
  files: { checked: number; bytes: number; mismatches: { key: string; problem: string }[] };
  sealed: { checked: number; invalid: { key: string; status: string }[] };
  tookMs: number;
};

const PAGE = 200;

export async function checkRestore(
  ctx: { db: Database; storage: Storage },
  manifest: Pick<Manifest, 'rows' | 'files'>,
): Promise<RestoreReport> {
  const started = performance.now();
  const counted = (await ctx.db.execute(countSql())) as unknown as { rows: { t: string; n: number }[] };
  const actual = new Map(counted.rows.map((row) => [row.t, Number(row.n)]));
  const rowMismatches = Object.entries(manifest.rows)
    .filter(([table, expected]) => actual.get(table) !== expected)
    .map(([table, expected]) => ({ table, expected, actual: actual.get(table) ?? null }));

  const fileMismatches: RestoreReport['files']['mismatches'] = [];
  let bytes = 0;
  for (const entry of manifest.files.entries) {
    const found = await ctx.storage
      .getStream(entry.key)
      .then(hashStream)
      .catch(() => null);
    bytes += found?.size ?? 0;
    if (!found) fileMismatches.push({ key: entry.key, problem: 'missing' });
    else if (found.sha256 !== entry.sha256)
      fileMismatches.push({ key: entry.key, problem: 'SHA-256 differs' });
  }

  const invalid: RestoreReport['sealed']['invalid'] = [];
  let checked = 0;
  for (let after = ''; ; ) {
    const page = await sealedCopies(ctx.db, after, PAGE);
    for (const copy of page) {
      checked++;
      const bytes = await ctx.storage.get(copy.sealedKey).catch(() => null);
      if (!bytes) {
        invalid.push({ key: copy.sealedKey, status: 'missing' });
        continue;
      }
      const answer = await verifyUpload(ctx, bytes).catch((error: Error) => ({ status: error.message }));
      const sameRequest = 'document' in answer && answer.document.requestId === copy.requestId;
      if (answer.status !== 'unmodified' || !sameRequest)
        invalid.push({ key: copy.sealedKey, status: answer.status });
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.sealedKey;
  }

  return {
    ok: rowMismatches.length === 0 && fileMismatches.length === 0 && invalid.length === 0,
    rows: {
      tables: Object.keys(manifest.rows).length,
      total: Object.values(manifest.rows).reduce((sum, n) => sum + n, 0),
      mismatches: rowMismatches,
    },
    files: { checked: manifest.files.entries.length, bytes, mismatches: fileMismatches },
    sealed: { checked, invalid },
    tookMs: Math.round(performance.now() - started),
  };
}

/** The report in words, one line per finding. */
export function describeReport(report: RestoreReport): string[] {
  const lines = [
    `rows: ${report.rows.tables} tables, ${report.rows.total} rows, ${report.rows.mismatches.length} counts differ`,
    `files: ${report.files.checked} checked (${(report.files.bytes / 1_048_576).toFixed(1)} MB), ${report.files.mismatches.length} wrong or missing`,
    `sealed PDFs: ${report.sealed.checked} verified, ${report.sealed.invalid.length} not "sealed here and unmodified"`,
  ];
  for (const m of report.rows.mismatches)
    lines.push(`  table ${m.table}: ${m.actual ?? 'missing'} rows, the back-up had ${m.expected}`);
  for (const m of report.files.mismatches) lines.push(`  file ${m.key}: ${m.problem}`);
  for (const m of report.sealed.invalid) lines.push(`  sealed PDF ${m.key}: ${m.status}`);
  lines.push(report.ok ? `restore proven (${report.tookMs} ms)` : 'RESTORE CHECK FAILED');
  return lines;
}
