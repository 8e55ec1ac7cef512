// One row of `npm run bench:all`'s table: a step's time beside its floor from the same run. A bench that
// `bench:all` runs appends its rows to BENCH_JSON (one JSON object a line) when it is set; run alone, it
// prints its own figures and this does nothing.
import { appendFileSync } from 'node:fs';

export type FloorRow = {
  step: string;
  ms: number;
  floor: string;
  floorMs: number;
  /** The goal in words, when the issue set one ("≤ 30 ms"). */
  goal?: string;
};

export function recordFloor(row: FloorRow) {
  const file = process.env.BENCH_JSON;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
