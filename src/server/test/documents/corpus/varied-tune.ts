// For tuning extraction: scores the TUNING part of the varied corpus and lists its misses
// (`npx node src/server/test/documents/corpus/varied-tune.ts [id]`; with an id, writes that tuning
// document to /tmp). By the split rule in varied.ts it never shows a held-back document.
import { writeFileSync } from 'node:fs';
import { variedDocuments } from './varied.ts';
import { madeDocuments } from './varied-made.ts';
import { describe, scorePart } from './varied-score.ts';
import { signerDocuments } from './varied-signers.ts';

const only = process.argv[2];
if (only) {
  const doc = [...variedDocuments(), ...madeDocuments(), ...signerDocuments()].find(
    (d) => d.id === only && d.part === 'tuning',
  );
  if (!doc) throw new Error(`${only} is not a tuning document`);
  const { bytes, truth, kind = 'pdf' } = await doc.build();
  writeFileSync(`/tmp/${only}.${kind}`, bytes);
  console.log(JSON.stringify(truth, null, 1));
} else {
  const s = await scorePart('tuning');
  console.log(describe('tuning', s));
  for (const m of s.misses) console.log(`  ${m.id} ${m.field} (${m.confidence}) [${m.kinds.join(', ')}]`);
}
