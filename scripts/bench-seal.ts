// npm run bench:seal — seals a set of three 10-page documents the way the seal job does: each signature
// stamped into two boxes, the certificate of completion appended, a PAdES signature by a generated platform
// certificate. Several runs in one process, beside its floor measured in the same run: reading and writing
// the same three files (load, one change, a full save) and nothing else. The goal is a median within 10× the
// floor; the budget is 1 s for the whole set.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF } from '@libpdf/core';
import { sealDocuments } from '../src/server/features/customer-signing/seal-documents.ts';
import { loadSealingCertificate } from '../src/server/lib/sealing/sealing-certificate.ts';
import { recordFloor } from './lib/floor-rows.ts';
import { PAGES, sealSet } from './lib/seal-set.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 1000;
const FLOOR_RATIO = 10;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-bench-seal-'));
try {
  const certificate = await loadSealingCertificate({ dataDir, sealingP12: undefined });
  const { documents, certificate: details } = await sealSet();
  const times: number[] = [];
  let size = 0;
  // The floor: the same files read and written (load, one change, a full save), measured just before each
  // seal, so both see the same machine.
  const floors: number[] = [];
  const floor = async () => {
    const started = performance.now();
    for (const doc of documents) {
      const pdf = await PDF.load(doc.pdf);
      pdf.setTitle(doc.title);
      await pdf.save();
    }
    floors.push(performance.now() - started);
  };
  for (let run = 0; run < RUNS; run++) {
    await floor();
    const started = performance.now();
    const sealed = await sealDocuments(
      documents,
      { ...details, sealedBy: certificate.subject },
      certificate.signer,
      'Aisha Rahman',
    );
    times.push(performance.now() - started);
    size = sealed.reduce((total, s) => total + s.bytes.length, 0);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (t: number) => `${t.toFixed(t < 10 ? 1 : 0)} ms`;
  console.log(`sealing 3 documents of ${PAGES} pages (${(size / 1024).toFixed(0)} KB sealed), ${RUNS} runs`);
  console.log(`runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(
    `first ${ms(times[0]!)}, median ${ms(sorted[Math.floor(sorted.length / 2)]!)}, max ${ms(sorted.at(-1)!)} (budget ${ms(BUDGET_MS)})`,
  );
  const ratio = median(times) / median(floors);
  console.log(
    `floor (load + save of the same 3 files, before each run): median ${ms(median(floors))}; seal median ${ratio.toFixed(1)}× the floor (goal ≤ ${FLOOR_RATIO}×)`,
  );
  recordFloor({
    step: `seal ${documents.length} documents × ${PAGES} pages`,
    ms: median(times),
    floor: 'load + save of the same files',
    floorMs: median(floors),
    goal: '≤ 30 ms',
  });
  if (sorted.at(-1)! > BUDGET_MS) {
    console.error(`Over budget: the slowest run took ${ms(sorted.at(-1)!)}.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
