// Loading the server's modules makes about 100 MB of short-lived garbage in a second or two (source text,
// compiled code, package metadata). V8 answers a burst like that by growing the young generation towards
// its limit, and keeps what it grew: the idle server held a 175 MB heap with 45 MB in use (idle
// memory under 350 MB). While the server starts, the young generation keeps its first size, so the burst is
// collected as it comes; once the server listens it may grow again as the load asks.
import v8 from 'node:v8';

/** V8's own growth factor for the young generation (its default, doubling). */
const DEFAULT_GROWTH = 2;

export function keepYoungGenerationSmall() {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

export function letYoungGenerationGrow() {
  v8.setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH}`);
}
