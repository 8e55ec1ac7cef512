// The deal's certificate and its evidence ZIP: what a dealer hands a lender or the ombudsman. The record is
// read before the ZIP starts (an unknown deal is a plain 404); the sealed files then stream from storage.
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { addStoredFile, streamZip } from '../../lib/storage/zip-stream.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { dealCertificatePdf } from './deal-certificate.ts';
import { dealRecord, publicRecord } from './deal-record.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage' | 'log'>;

const README = `Evidence of one deal, as kept by Docs2Sign

certificate.pdf        every step of the deal with its documents, fingerprints (SHA-256) and times
sealed/                each signed document as sealed: signatures stamped, its certificate of completion
                       appended and a digital signature over the whole file (check it in a PDF reader)
disclosure-as-shown/   the commission disclosure exactly as the customer was shown it
trail.json             the same record as data: each step's trail, with times, addresses and browsers,
                       and the customer's acknowledgement of the disclosure with how long it was open

Each sealed file can also be checked at the dealer's /verify page with the code on its certificate.
`;

const safeName = (title: string) =>
  title
    .replace(/[^\w .,()&-]+/g, '_')
    .slice(0, 80)
    .trim() || 'document';

async function loadRecord(db: Database, dealerId: string, id: string) {
  const profile = await loadDealerProfile(db, dealerId);
  return dealRecord(db, dealerId, id, dealershipNameOf(profile) ?? 'The dealer');
}

export async function dealCertificate(db: Database, dealerId: string, id: string) {
  const record = await loadRecord(db, dealerId, id);
  return {
    bytes: await dealCertificatePdf(record),
    fileName: `Deal certificate ${safeName(record.deal.reference ?? record.deal.id)}.pdf`,
  };
}

export async function dealEvidence(
  ctx: Ctx,
  dealerId: string,
  id: string,
): Promise<{ stream: Readable; fileName: string }> {
  const record = await loadRecord(ctx.db, dealerId, id);
  const certificate = await dealCertificatePdf(record);
  const stream = streamZip(ctx.log, 'deal evidence', async (zip) => {
    zip.addBuffer(Buffer.from(README), 'README.txt');
    zip.addBuffer(Buffer.from(certificate), 'certificate.pdf');
    for (const [index, step] of record.steps.entries()) {
      for (const [n, d] of step.documents.entries()) {
        const name = `${index + 1}-${step.step}-${n + 1} ${safeName(d.title)}`;
        if (d.sealedKey) addStoredFile(zip, ctx.storage, `sealed/${name}.pdf`, d.sealedKey);
        // Numbered like the sealed files: two disclosures of one title would otherwise share an entry name,
        // and unzipping keeps only one of them.
        if (step.step === 'disclosure')
          addStoredFile(zip, ctx.storage, `disclosure-as-shown/${n + 1} ${safeName(d.title)}.pdf`, d.pdfKey);
      }
    }
    zip.addBuffer(Buffer.from(JSON.stringify(publicRecord(record), null, 2)), 'trail.json');
    zip.end();
  });
  return { stream, fileName: `Deal evidence ${safeName(record.deal.reference ?? record.deal.id)}.zip` };
}
