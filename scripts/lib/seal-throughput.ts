// A child of `npm run bench:scaling`, started under taskset: seals SETS copies of the bench's set through a
// pool of THREADS sealing threads (the app's own seal.worker.ts), all queued at once, after one warm set per
// thread; prints one JSON line: wall time, sets a second and CPU time a set (every thread of the process).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SealedDocument } from '../../src/server/features/customer-signing/seal-documents.ts';
import type { SealTask } from '../../src/server/features/customer-signing/seal-in-worker.ts';
import { createWorkerPool } from '../../src/server/lib/threads/worker-pool.ts';
import { sealSet } from './seal-set.ts';

const THREADS = Number(process.argv[2] ?? 1);
const SETS = Number(process.argv[3] ?? 24);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-seal-throughput-'));
const pool = createWorkerPool<SealTask, SealedDocument[]>({
  url: new URL('../../src/server/features/customer-signing/seal.worker.ts', import.meta.url),
  size: THREADS,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
  timeoutMs: 120_000,
  maxQueued: 10_000,
  timedOut: () => new Error('sealing took too long'),
  crashed: (reason) => new Error(`the sealing worker stopped: ${reason}`),
});
try {
  const { documents, certificate } = await sealSet();
  const task = (): SealTask => ({
    documents,
    certificate: { ...certificate, sealedBy: 'Docs2Sign bench' },
    signerName: 'Aisha Rahman',
    source: { dataDir, sealingP12: undefined },
    nice: 0,
  });
  // One set per thread first: each thread loads its certificate and compiles the seal's code.
  await Promise.all(Array.from({ length: THREADS * 2 }, () => pool.run(task())));
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: SETS }, () => pool.run(task())));
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      threads: THREADS,
      sets: SETS,
      wallMs,
      setsPerSecond: (SETS / wallMs) * 1000,
      cpuMsPerSet: (used.user + used.system) / 1000 / SETS,
    }),
  );
} finally {
  await pool.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
