// The RFC 3161 timestamp server (TSA_URL) that dates every seal from a trusted clock. libpdf's HTTP client
// does the asking; this wraps it so that any failure (refused, an error status, a bad reply, no answer within
// TSA_TIMEOUT_SECONDS, including a reply body that stops half way) is one kind of error the sealing job can
// tell apart from the others: the job decides whether to try again or to seal without a timestamp.
import { randomBytes } from 'node:crypto';
import type { DigestAlgorithm, TimestampAuthority } from '@libpdf/core';
import type { Config } from '../../config.ts';
import { withDeadline } from '../deadline.ts';

export type TsaConfig = NonNullable<Config['tsa']>;

/** The timestamp server did not give a usable token in time. */
export class TimestampUnavailable extends Error {
  // Named, so a worker thread's failure is told apart on the main thread (seal-in-worker.ts).
  override name = 'TimestampUnavailable';
}

export function timestampAuthority(tsa: TsaConfig): TimestampAuthority {
  // The PDF library loads with the first timestamp (in a sealing worker it is loaded already).
  const client = import('@libpdf/core').then(
    ({ HttpTimestampAuthority }) => new HttpTimestampAuthority(tsa.url, { timeout: tsa.timeoutMs }),
  );
  return {
    async timestamp(digest: Uint8Array, algorithm: DigestAlgorithm) {
      try {
        return await withDeadline(
          client.then((c) => c.timestamp(digest, algorithm)),
          tsa.timeoutMs + 500,
          () => new Error(`no answer within ${tsa.timeoutMs} ms`),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new TimestampUnavailable(`The timestamp server ${tsa.url} gave no timestamp: ${reason}`);
      }
    },
  };
}

/** System Testing: one real timestamp of a random digest, and how long it took. */
export async function probeTimestampServer(tsa: TsaConfig): Promise<number> {
  const started = performance.now();
  await timestampAuthority(tsa).timestamp(new Uint8Array(randomBytes(32)), 'SHA-256');
  return Math.round(performance.now() - started);
}
