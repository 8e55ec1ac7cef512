// One round of `npm run bench:scale`: signed sets submitted at the same moment, the database watched until
// every one is sealed, /healthz asked throughout; and every sealed file checked by pdfsig afterwards.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { pdfsig } from '../../src/server/test/poppler.ts';
import { type Customer, type Dealer, sleep } from './signing-harness.ts';

export type Round = {
  /** Each submit's answer time (ms). */
  answers: number[];
  /** From the first submit until every set of the round was sealed (ms). */
  sealedMs: number;
  /** /healthz answer times (ms) meanwhile. */
  health: number[];
  /** Sets sealed a second. */
  rate: number;
};

/** How long a round may take before the bench gives up on it. */
const ROUND_LIMIT_MS = 180_000;

export const quantile = (list: number[], at: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(at * list.length))] ?? 0;

/**
 * /healthz asked every 20 ms (health-probe.worker.ts, on a thread of its own) for `ms` or until `until`
 * settles, whichever is first: each answer's time.
 */
export async function probeHealth(base: string, ms: number, until?: Promise<unknown>) {
  const worker = new Worker(new URL('./health-probe.worker.ts', import.meta.url), {
    workerData: { base, ms },
  });
  // On either outcome: a round that failed is reported by its caller. (A rejection left unhandled here
  // ended the process at once, leaving its servers running and its database behind.)
  const stop = () => worker.postMessage('stop');
  void until?.then(stop, stop);
  const [times] = (await once(worker, 'message')) as [number[]];
  await worker.terminate();
  return times;
}

/**
 * Submits every set at the same moment, spread over the instances in turn, and watches the database until
 * every one is sealed; /healthz (of the first instance) is asked throughout.
 */
export async function submitAll(sets: Customer[], bases: string[], client: pg.Client): Promise<Round> {
  const ids = sets.map((s) => s.requestId);
  const started = performance.now();
  const submits = Promise.all(
    sets.map(async (set, i) => {
      const base = bases[i % bases.length]!;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/sign/${set.token}/submit`, {
        method: 'POST',
        headers: { origin: base, 'x-forwarded-for': set.ip },
      });
      if (!res.ok) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - t0;
    }),
  );
  const sealed = (async () => {
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from signing_requests where id = any($1::uuid[]) and sealed_at is not null',
        [ids],
      );
      if (Number(rows[0]?.n) === ids.length) return performance.now() - started;
      if (performance.now() - started > ROUND_LIMIT_MS) {
        throw new Error(
          `${ids.length - Number(rows[0]?.n)} of ${ids.length} sets were not sealed within ${ROUND_LIMIT_MS / 1000} s`,
        );
      }
      await sleep(25);
    }
  })();
  const [answers, sealedMs, health] = await Promise.all([
    submits,
    sealed,
    probeHealth(bases[0]!, ROUND_LIMIT_MS, sealed),
  ]);
  return { answers, sealedMs, health, rate: (sets.length / sealedMs) * 1000 };
}

/** Every sealed file, downloaded by the dealer and checked by pdfsig: answers how many fail. */
export async function checkSealed(base: string, dealer: Dealer, sets: Customer[]) {
  let invalid = 0;
  for (const set of sets) {
    for (const documentId of dealer.documentIds) {
      const res = await fetch(
        `${base}/api/signing-requests/${set.requestId}/documents/${documentId}/download`,
        { headers: { cookie: dealer.cookie } },
      );
      const report = res.ok ? await pdfsig(new Uint8Array(await res.arrayBuffer())) : '';
      if (!report.includes('Signature is Valid')) invalid++;
    }
  }
  return invalid;
}
