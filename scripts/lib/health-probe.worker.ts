// bench:scale's /healthz prober, on a thread of its own: asks every 20 ms and times each answer until told
// to stop or until `ms` have passed, then hands back the times. On the bench's own thread each time also
// held that thread's work (100 submits' answers, the database watch), which is the bench's load, not the
// server's.
import { parentPort, workerData } from 'node:worker_threads';

const { base, ms } = workerData as { base: string; ms: number };
const times: number[] = [];
let stopped = false;
parentPort!.once('message', () => {
  stopped = true;
});
// One answer first, not timed: the thread's first fetch also loads and starts its HTTP client.
await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
const deadline = performance.now() + ms;
while (!stopped && performance.now() < deadline) {
  const started = performance.now();
  await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
  times.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
parentPort!.postMessage(times);
