// The deal's certificate and its evidence ZIP: what a dealer hands a lender or the ombudsman. The record is
// read before the ZIP starts (an unknown deal is a plain 404); the sealed files then stream from storage.
// The certificate is written afresh at each download (a step signed since shows) and sealed with the
// platform's certificate like the steps' own files, so a lender can check in any PDF reader that nobody
// changed it after it left the dealer.
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sealOne } from '../../lib/sealing/seal-pdf.ts';
import {
  assertSealsWithCurrent,
  SealingCertificateNotCurrent,
} from '../../lib/sealing/sealing-certificates.ts';
import { TimestampUnavailable, timestampAuthority } from '../../lib/sealing/timestamp-authority.ts';
import { addStoredFile, streamZip } from '../../lib/storage/zip-stream.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { dealCertificatePdf } from './deal-certificate.ts';
import { type DealRecord, dealRecord, publicRecord } from './deal-record.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage' | 'log' | 'config' | 'sealingCertificate'>;

const README = `Evidence of one deal, as kept by Docs2Sign

certificate.pdf        every step of the deal with its documents, fingerprints (SHA-256) and times,
                       digitally signed by the platform like the sealed files
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

/**
 * The certificate with a PAdES signature by the installation's one current sealing certificate, at the
 * level the steps get (B-LTA with a timestamp server). A timestamp server that does not answer leaves this
 * download B-B rather than refusing it: the certificate is written again at every download.
 */
async function sealedCertificate(ctx: Ctx, record: DealRecord): Promise<Uint8Array> {
  const certificate = await ctx.sealingCertificate();
  await assertSealsWithCurrent(ctx.db, certificate).catch((error: unknown) => {
    if (!(error instanceof SealingCertificateNotCurrent)) throw error;
    // A rolling change of sealing certificates: another instance (or a moment later) seals it.
    throw new AppError(503, 'The deal certificate cannot be sealed right now. Please try again shortly.', {
      code: 'SEALING_UNAVAILABLE',
    });
  });
  const bytes = await dealCertificatePdf(record);
  const seal = {
    signer: certificate.signer,
    name: `Docs2Sign on behalf of ${record.dealer}`,
    reason: `Deal certificate: ${record.steps.length} step${record.steps.length === 1 ? '' : 's'}`,
    location: new URL(ctx.config.appUrl).host,
    fieldName: 'Docs2Sign seal',
  };
  if (!ctx.config.tsa) return sealOne(bytes, seal);
  try {
    return await sealOne(bytes, { ...seal, timestamps: timestampAuthority(ctx.config.tsa) });
  } catch (error) {
    if (!(error instanceof TimestampUnavailable)) throw error;
    ctx.log.warn({ err: error, dealId: record.deal.id }, 'deal certificate sealed without a timestamp');
    return sealOne(bytes, seal);
  }
}

export async function dealCertificate(ctx: Ctx, dealerId: string, id: string) {
  const record = await loadRecord(ctx.db, dealerId, id);
  return {
    bytes: await sealedCertificate(ctx, record),
    fileName: `Deal certificate ${safeName(record.deal.reference ?? record.deal.id)}.pdf`,
  };
}

export async function dealEvidence(
  ctx: Ctx,
  dealerId: string,
  id: string,
): Promise<{ stream: Readable; fileName: string }> {
  const record = await loadRecord(ctx.db, dealerId, id);
  const certificate = await sealedCertificate(ctx, record);
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
