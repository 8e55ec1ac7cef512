// A bulk send's file is read in a worker thread, never on the event loop that answers every dealer and
// customer: a crafted CSV (a cell of a million quotes, a million ragged rows) then costs its own thread at
// most CSV_READ_MS, and the server goes on answering. The reading itself is linear (csv-parse reads each
// byte once; csv.ts bounds cells and rows), so the time limit is a backstop: the worker is terminated and
// replaced, and the upload answers 422.
import { AppError } from '../../lib/app-error.ts';
import { createWorkerPool } from '../../lib/threads/worker-pool.ts';
import type { CheckedRow } from './rows.ts';

/** A 1 MB list reads in well under a second; five is room for a loaded machine, not for a runaway. */
export const CSV_READ_MS = 5_000;
export const CSV_HEAP_MB = 128;

type Read = { ignored: string[]; rows: CheckedRow[] };

const pool = createWorkerPool<Uint8Array, Read>({
  url: new URL('./csv.worker.ts', import.meta.url),
  // One: a file takes tens of milliseconds, and the machine's other core answers requests.
  size: 1,
  resourceLimits: { maxOldGenerationSizeMb: CSV_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  timeoutMs: CSV_READ_MS,
  maxQueued: 20,
  timedOut: () =>
    new AppError(
      422,
      `The file took longer than ${CSV_READ_MS / 1000} seconds to read, so it was stopped. Save it again from your spreadsheet as CSV and upload that file.`,
      { code: 'CSV_TOO_SLOW' },
    ),
  crashed: (reason) =>
    new AppError(
      422,
      reason === 'out of memory'
        ? `The file needs more than the ${CSV_HEAP_MB} MB of memory Docs2Sign gives to reading one list. Save it again from your spreadsheet as CSV and upload that file.`
        : 'The file could not be read. Save it again from your spreadsheet as CSV and upload that file.',
      { code: 'BAD_CSV' },
    ),
});

/**
 * The list read and each row checked, in the CSV worker. The bytes are copied, so the caller keeps its own.
 * `timeoutMs` shortens the limit (the tests' way to see a worker stopped).
 */
export function readCustomerListInWorker(
  bytes: Uint8Array,
  { timeoutMs = CSV_READ_MS }: { timeoutMs?: number } = {},
): Promise<Read> {
  const copy = new Uint8Array(bytes);
  return pool.run(copy, { transfer: [copy.buffer], timeoutMs });
}
