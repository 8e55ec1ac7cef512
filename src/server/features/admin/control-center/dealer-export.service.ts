// export-data: a ZIP of each chosen dealer's records (JSON) and stored files, written to the
// administrator as it is made. yazl streams each file from storage when its turn comes, so the answer
// never holds a dealer's files in memory.
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../../app-deps.ts';
import { sealingCertificatesRecord } from '../../../lib/sealing/sealing-certificates.ts';
import { addStoredFile, streamZip } from '../../../lib/storage/zip-stream.ts';
import { type DealerRecords, dealerRecords } from './dealer-export.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage' | 'log'>;

const README = `Docs2Sign dealer data export

Each folder is one dealer: records.json holds their account, settings, customers, documents, signing
requests (with the documents each asked to be signed and every step of its trail), notifications, mail
deliveries and the list of their ID and video files. files/ holds the documents as uploaded, the PDFs
customers saw, the sealed signed copies and the branding images. sealing-certificates.json lists every
certificate this installation has sealed with, the dates it was in use and its chain (PEM).

Left out on purpose: passwords, link tokens and file keys; the content of ID and video files (they are
encrypted at rest, and a protected file opens only with the dealer's password), so only their details
are listed; the customers' signature images (they are stamped into the sealed copies).
`;

/** The storage keys of a dealer's files and the name each gets in the ZIP. */
function filesOf(records: DealerRecords): { key: string; name: string }[] {
  const files = new Map<string, string>();
  for (const d of records.documents) {
    files.set(d.originalKey, `documents/${d.id}/${d.originalKey.split('/').pop()}`);
    files.set(d.pdfKey, `documents/${d.id}/${d.pdfKey.split('/').pop()}`);
  }
  for (const s of records.signingRequestDocuments) {
    if (s.sealedKey) files.set(s.sealedKey, `sealed/${s.requestId}/${s.sealedKey.split('/').pop()}`);
  }
  for (const key of [records.settings?.logoKey, records.settings?.profileImageKey]) {
    if (key) files.set(key, `branding/${key.split('/').pop()}`);
  }
  return [...files].map(([key, name]) => ({ key, name }));
}

const folderName = (records: DealerRecords) =>
  `${(records.account.dealershipName ?? records.account.email).replace(/[^a-zA-Z0-9._-]+/g, '-').slice(0, 60)}-${records.account.id.slice(0, 8)}`;

/**
 * Starts the ZIP and answers its stream at once; the dealers are added one after another while it flows.
 * A failure part way ends the stream with an error (the download fails rather than arriving cut short).
 */
export function streamDealerExport(ctx: Ctx, dealerIds: string[]): Readable {
  const out = streamZip(ctx.log, 'dealer export', async (zip) => {
    zip.addBuffer(Buffer.from(README), 'README.txt');
    // The certificates that sealed the copies, with their dates of use and chains (sealedWith names each).
    zip.addBuffer(
      Buffer.from(JSON.stringify(await sealingCertificatesRecord(ctx.db), null, 2)),
      'sealing-certificates.json',
    );
    for (const id of dealerIds) {
      const records = await dealerRecords(ctx.db, id);
      if (!records) continue;
      const folder = folderName(records);
      const missing: string[] = [];
      for (const file of filesOf(records)) {
        if ((await ctx.storage.size(file.key)) === null) {
          missing.push(file.name);
          continue;
        }
        addStoredFile(zip, ctx.storage, `${folder}/files/${file.name}`, file.key);
      }
      const json = JSON.stringify(
        { exportedAt: new Date().toISOString(), ...records, missingFiles: missing },
        null,
        2,
      );
      zip.addBuffer(Buffer.from(json), `${folder}/records.json`);
    }
    zip.end();
  });
  return out;
}
