// The set `npm run bench:seal` and `npm run bench:scaling` seal: three 10-page documents, each signature
// stamped into two boxes, a trail of twelve events for the certificate of completion.
import { PDF, StandardFonts } from '@libpdf/core';
import type {
  DocumentToSeal,
  SealCertificateInput,
} from '../../src/server/features/customer-signing/seal-documents.ts';
import { sha256Hex } from '../../src/server/lib/storage/storage.ts';
import { makePng } from '../../src/server/test/png.ts';

export const PAGES = 10;
const LINE =
  'The goods remain the property of the creditor until you have paid all amounts due under this agreement.';

async function makePdf(title: string): Promise<Uint8Array> {
  const pdf = PDF.create();
  for (let n = 1; n <= PAGES; n++) {
    const page = pdf.addPage({ size: 'a4' });
    page.drawText(`${title} — page ${n} of ${PAGES}`, {
      x: 44,
      y: 800,
      size: 12,
      font: StandardFonts.HelveticaBold,
    });
    for (let y = 770; y > 120; y -= 11) page.drawText(LINE, { x: 44, y, size: 8 });
    page.drawText('Signature of Customer', { x: 44, y: 96, size: 9 });
  }
  return pdf.save();
}

/** The documents and the certificate's details of one set (the signer is Aisha Rahman). */
export async function sealSet(): Promise<{ documents: DocumentToSeal[]; certificate: SealCertificateInput }> {
  const png = makePng(800, 300);
  const documents: DocumentToSeal[] = await Promise.all(
    ['Sales Agreement', 'Hire-Purchase Agreement', 'Warranty Certificate'].map(async (title, i) => {
      const pdf = await makePdf(title);
      return {
        documentId: `00000000-0000-4000-8000-00000000000${i}`,
        title,
        pdf,
        originalSha256: sha256Hex(pdf),
        pageCount: PAGES,
        signatureFields: [5, PAGES].map((page) => ({
          page,
          label: 'Signature of Customer',
          box: { x: 150, y: 84, width: 240, height: 40 },
        })),
        signature: { png, pageNumber: 1, signedAt: new Date() },
      };
    }),
  );
  const events = Array.from({ length: 12 }, (_, i) => ({
    at: new Date(Date.now() - (12 - i) * 60_000),
    what: i % 2 ? 'Viewed "Sales Agreement"' : 'Signed "Sales Agreement"',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  }));
  const certificate: SealCertificateInput = {
    requestId: '7d0c1f7e-5f43-4d37-9a57-3c1c8a1e2b90',
    dealer: { name: 'Brindley & Hart Cars Ltd', primaryColor: '#0f5132' },
    customer: { name: 'Aisha Rahman', email: 'aisha@example.co.uk' },
    completedAt: new Date(),
    events,
    sealedBy: '',
  };
  return { documents, certificate };
}
