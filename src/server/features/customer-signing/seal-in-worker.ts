// Seals run in worker threads, as many as the machine has cores: stamping, the certificate of completion and
// the PAdES signature are CPU work of tens of milliseconds a set, and the event loop answers every dealer and
// customer meanwhile. Each worker loads the platform certificate once and keeps it (and its fonts) warm.
import { availableParallelism } from 'node:os';
import type { SealKeySource } from '../../lib/sealing/sealing-certificate.ts';
import { TimestampUnavailable, type TsaConfig } from '../../lib/sealing/timestamp-authority.ts';
import { createWorkerPool } from '../../lib/threads/worker-pool.ts';
import type { DocumentToSeal, SealCertificateInput, SealedDocument } from './seal-documents.ts';

/** A set's seal; the worker loads the certificate from the same place the app does. */
export type SealTask = {
  documents: DocumentToSeal[];
  certificate: SealCertificateInput;
  signerName: string;
  source: SealKeySource;
  tsa?: TsaConfig;
  /** The thread's nice value while it seals (SEAL_THREAD_NICE). */
  nice: number;
};

/** A set takes well under a second; a timestamp server may take its timeout up to three times (B-LTA). */
const SEAL_WALL_CLOCK_MS = 60_000;

const SEAL_WORKERS = Math.max(1, availableParallelism());

const pool = createWorkerPool<SealTask, SealedDocument[]>({
  url: new URL('./seal.worker.ts', import.meta.url),
  size: SEAL_WORKERS,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
  timeoutMs: SEAL_WALL_CLOCK_MS,
  // The seal job queues no more than its workers fetch; this only bounds a flood of direct calls.
  maxQueued: 1000,
  timedOut: () => new Error(`sealing took longer than ${SEAL_WALL_CLOCK_MS / 1000} s`),
  crashed: (reason) => new Error(`the sealing worker stopped: ${reason}`),
});

export async function sealInWorker(task: SealTask): Promise<SealedDocument[]> {
  const timeoutMs = SEAL_WALL_CLOCK_MS + 3 * (task.tsa?.timeoutMs ?? 0);
  try {
    return await pool.run(task, { timeoutMs });
  } catch (error) {
    // The job tells a missing timestamp apart from other failures (it may seal without one).
    if (error instanceof Error && error.name === 'TimestampUnavailable') {
      throw new TimestampUnavailable(error.message);
    }
    throw error;
  }
}
