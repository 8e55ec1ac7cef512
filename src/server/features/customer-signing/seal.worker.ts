// A worker thread of the sealing pool (seal-in-worker.ts): seals one set at a time, with the platform
// certificate loaded once per worker.
import { loadSealingCertificate, type SealingCertificate } from '../../lib/sealing/sealing-certificate.ts';
import { timestampAuthority } from '../../lib/sealing/timestamp-authority.ts';
import { lowerThreadPriority } from '../../lib/threads/thread-priority.ts';
import { serveWorkerTasks } from '../../lib/threads/worker-pool.ts';
import { sealDocuments } from './seal-documents.ts';
import type { SealTask } from './seal-in-worker.ts';

const certificates = new Map<string, Promise<SealingCertificate>>();

function certificateFor(source: SealTask['source']) {
  const key = JSON.stringify(source);
  let certificate = certificates.get(key);
  if (!certificate) {
    certificate = loadSealingCertificate(source);
    certificate.catch(() => certificates.delete(key));
    certificates.set(key, certificate);
  }
  return certificate;
}

await serveWorkerTasks(async (task: SealTask) => {
  // A seal is background work: when the processors are busy, the answers to dealers and customers and the
  // customer's submit come first (100 submits at once, /healthz waited behind the seals). Set
  // with each task, as the pool is the process's and the nice value the app's configuration.
  lowerThreadPriority(task.nice);
  const { signer } = await certificateFor(task.source);
  const sealed = await sealDocuments(
    task.documents,
    task.certificate,
    signer,
    task.signerName,
    task.tsa ? timestampAuthority(task.tsa) : undefined,
  );
  // Each sealed file is the worker's own buffer: moved to the main thread, not copied.
  const transfer = sealed.flatMap(({ bytes }) =>
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
      ? [bytes.buffer]
      : [],
  );
  return { value: sealed, transfer };
});
