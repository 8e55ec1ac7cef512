// Writes the project's test documents and their truth files into this folder:
// `npx node src/server/test/documents/corpus/generate.ts`. The output is
// committed; run this again after changing a document so the files and the truth stay in step,
// then `npx biome format --write` on this folder (the truth files are formatted like all JSON).
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nameDocuments } from './docs-names.ts';
import { registrationDocuments } from './docs-registrations.ts';
import { signatureDocuments } from './docs-signatures.ts';
import { typeDocuments } from './docs-types.ts';
import type { Truth } from './kit.ts';

export const testDocuments = [
  ...nameDocuments,
  ...registrationDocuments,
  ...typeDocuments,
  ...signatureDocuments,
];

const folder = import.meta.dirname;
for (const old of readdirSync(folder).filter((f) => /\.(pdf|docx)(\.truth\.json)?$/.test(f))) {
  rmSync(path.join(folder, old));
}
for (const doc of testDocuments) {
  const { bytes, truth } = await doc.build();
  const format = doc.file.endsWith('.docx') ? 'docx' : 'pdf';
  const full: Truth = {
    file: doc.file,
    format,
    ...(format === 'docx' ? { renderedWith: 'typesetter' as const } : {}),
    kinds: doc.kinds,
    ...truth,
  };
  writeFileSync(path.join(folder, doc.file), format === 'pdf' ? fixedId(bytes, doc.file) : bytes);
  writeFileSync(path.join(folder, `${doc.file}.truth.json`), `${JSON.stringify(full, null, 2)}\n`);
}
console.log(`Wrote ${testDocuments.length} documents to ${folder}`);

/** The writer gives each PDF a random /ID: one made from the file name keeps the bytes stable. */
function fixedId(bytes: Uint8Array, name: string): Uint8Array {
  const id = createHash('md5').update(name).digest('hex').toUpperCase();
  const text = Buffer.from(bytes).toString('latin1');
  return new Uint8Array(
    Buffer.from(text.replace(/\/ID \[<[0-9A-F]{32}> <[0-9A-F]{32}>\]/, `/ID [<${id}> <${id}>]`), 'latin1'),
  );
}
