// Seals a signed set, one PDF per document: the signature stamped into its boxes, then the certificate of
// completion and a PAdES signature by the platform's certificate, each an incremental update. Because the
// updates are incremental, the stamped document is byte for byte the start of the sealed file: anyone can
// check the certificate's "after signing" fingerprint by hashing that many bytes. Images are decoded once
// per set (prepared-png.ts); each document is parsed once, as sent, and kept open across its updates
// (reopen-pdf.ts).
import { PDF, type Signer, type TimestampAuthority } from '@libpdf/core';
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { formatLondonTime } from '../../../shared/london-time.ts';
import { embedsFonts, forgetFonts } from '../../lib/pdf-text/pdf-text.ts';
import { canReopenInPlace, reopen } from '../../lib/sealing/reopen-pdf.ts';
import { sealLevel, signNamed } from '../../lib/sealing/seal-pdf.ts';
import { sha256Hex } from '../../lib/storage/storage.ts';
import { appendCertificate, type CertificateInput } from './certificate-page.ts';
import { chosenPlaces } from './chosen-places.ts';
import { type PreparedPng, preparePng } from './prepared-png.ts';
import { dateBoxes, signatureBoxes, stampDate, stampSignature } from './stamp-signature.ts';
import { markVerificationCode, newVerificationCode } from './verification-code.ts';

// The date in a form's "Date" blank: "25 Nov 2026", the day in London. A month name cannot be read the
// American way round (11/12), and it matches the caption and the certificate's times.
const signingDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** One signature into every place, captioned with the `signerName` of sealDocuments. */
type OneSignature = { signature: { png: Uint8Array; pageNumber: number; signedAt: Date } };
/** Each signer's signature and the places it goes into (a request with several signers). */
type EachSigner = {
  signatures: { png: Uint8Array; signedAt: Date; name: string; fields: SignatureField[] }[];
};

export type DocumentToSeal = {
  documentId: string;
  title: string;
  pdf: Uint8Array;
  originalSha256: string;
  pageCount: number;
  signatureFields: SignatureField[];
} & (OneSignature | EachSigner);

export type SealedDocument = {
  documentId: string;
  bytes: Uint8Array;
  signedSha256: string;
  signedLength: number;
  sealedSha256: string;
  /** Printed on this file's certificate: looks the sealed file up at `verifyUrl`. */
  verificationCode: string;
};

/**
 * The document with each signature's ink in its chosen places and the date in their date blanks: one
 * customer's in every place (`signature`), or each of several signers' in their own (`signatures`).
 */
export async function stampDocument(
  doc: Pick<DocumentToSeal, 'title' | 'pdf' | 'signatureFields'> & (OneSignature | EachSigner),
  signerName: string,
  /** Each ink prepared once for the whole set (else prepared here). */
  inkOf: (png: Uint8Array) => PreparedPng = preparePng,
): Promise<Uint8Array> {
  return (await stampOpen(doc, signerName, inkOf)).bytes;
}

/** `stampDocument`, with the PDF kept open as stamped for the updates that follow. */
async function stampOpen(
  doc: Parameters<typeof stampDocument>[0],
  signerName: string,
  inkOf: (png: Uint8Array) => PreparedPng,
): Promise<{ pdf: PDF; bytes: Uint8Array }> {
  const pdf = await PDF.load(doc.pdf);
  // Never a default place: a document nobody located a place on is refused (chosen-places.ts).
  chosenPlaces(doc.title, doc.signatureFields, pdf.getPageCount());
  const signatures =
    'signatures' in doc
      ? doc.signatures
      : [{ ...doc.signature, name: signerName, fields: doc.signatureFields }];
  for (const signature of signatures) {
    stampSignature(
      pdf,
      inkOf(signature.png),
      signatureBoxes(signature.fields, pdf.getPageCount(), 1),
      `${signature.name} · ${formatLondonTime(signature.signedAt)}`,
    );
    stampDate(pdf, dateBoxes(signature.fields, pdf.getPageCount()), signingDate.format(signature.signedAt));
  }
  // An incremental update: the stamps are appended, the document as sent stays byte for byte in front.
  return { pdf, bytes: await saveKeptOpen(pdf) };
}

/** An incremental save with subset fonts, after which `pdf` stands for the saved file. */
async function saveKeptOpen(pdf: PDF): Promise<Uint8Array> {
  const inPlace = canReopenInPlace(pdf);
  const bytes = await pdf.save({ incremental: true, subsetFonts: true });
  await reopen(pdf, bytes, inPlace);
  // Fonts embedded so far were written with the glyphs used so far: later text embeds its own.
  forgetFonts(pdf);
  return bytes;
}
/** What the certificate of completion says besides the documents (filled in here) and its code. */
export type SealCertificateInput = Omit<CertificateInput, 'documents' | 'verification'> & {
  verifyUrl?: string;
};

export async function sealDocuments(
  documents: DocumentToSeal[],
  certificate: SealCertificateInput,
  signer: Signer,
  signerName: string,
  /** With a timestamp server: PAdES B-LTA (see `sealLevel`); without: B-B, the server's own clock. */
  timestamps?: TimestampAuthority,
): Promise<SealedDocument[]> {
  // Each distinct image decoded and compressed once for the whole set (the same ink is often in every file).
  const inks = new Map<string, PreparedPng>();
  const inkOf = (png: Uint8Array) => {
    const key = sha256Hex(png);
    let ink = inks.get(key);
    if (!ink) {
      ink = preparePng(png);
      inks.set(key, ink);
    }
    return ink;
  };
  const stamped = await Promise.all(
    documents.map(async (doc) => {
      const { pdf, bytes } = await stampOpen(doc, signerName, inkOf);
      return { doc, pdf, bytes, sha256: sha256Hex(bytes) };
    }),
  );
  // After stamping, so a document nobody located a place on is refused before anything else is done.
  const logo = certificate.dealer.logo ? preparePng(certificate.dealer.logo) : undefined;
  const listed = stamped.map(({ doc, bytes, sha256 }) => ({
    title: doc.title,
    pageCount: doc.pageCount,
    originalSha256: doc.originalSha256,
    signedSha256: sha256,
    signedLength: bytes.length,
  }));

  // What a reader's signature panel shows: who sealed for whom, why, and where (the installation).
  const signerCount = certificate.signers?.length || 1;
  const location = certificate.verifyUrl ? new URL(certificate.verifyUrl).host : 'Docs2Sign';
  const sealed: SealedDocument[] = [];
  for (const { doc, pdf, bytes, sha256 } of stamped) {
    const code = newVerificationCode();
    const { verifyUrl, ...shared } = certificate;
    appendCertificate(
      pdf,
      { ...shared, documents: listed, verification: verifyUrl ? { url: verifyUrl, code } : undefined },
      logo,
    );
    markVerificationCode(pdf, code);
    // The signature's own save writes fonts whole (a Chinese font is 10 MB): a certificate in other
    // scripts is saved first, its fonts cut to the glyphs it uses, as one more incremental update.
    if (embedsFonts(pdf)) await saveKeptOpen(pdf);
    const result = await signNamed(pdf, `Docs2Sign on behalf of ${certificate.dealer.name}`, {
      signer,
      reason: `Completed electronic signing: ${signerCount} signer${signerCount === 1 ? '' : 's'}`,
      location,
      fieldName: 'Docs2Sign seal',
      ...sealLevel(timestamps, signer),
    });
    sealed.push({
      documentId: doc.documentId,
      bytes: result.bytes,
      signedSha256: sha256,
      signedLength: bytes.length,
      sealedSha256: sha256Hex(result.bytes),
      verificationCode: code,
    });
  }
  return sealed;
}
