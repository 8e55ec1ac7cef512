// Where a bare role's blank is when forms set captions and blanks apart: a caption printed just over its
// own line, a leader a column away from its caption, and a box under the caption that another caption
// names. The layouts are made up from how such forms print.
import { describe, expect, it } from 'vitest';
import { hRule, layoutFromText, linesOf, page, run, vRule } from '../../test/documents/synthetic-layout.ts';
import { findSignatureFields } from './signature-fields.ts';

const places = (pages: Parameters<typeof findSignatureFields>[0]['pages']) =>
  findSignatureFields({ pages }).map((f) => ({
    label: f.label,
    signer: f.signer ?? 'customer',
    x: f.box?.x,
  }));

describe('a bare role’s blank', () => {
  it('is the line just under a caption printed over it, when the dealer buys', () => {
    const lines = linesOf(
      run('Vehicle Purchase Invoice - self-billed', 40, 780, 14),
      run('Seller', 40, 740),
      run('Fiona Example', 200, 740),
      run('The seller declares that they are the legal owner of the vehicle described above.', 40, 700),
      run('Seller', 48, 560),
      run('For Example Motors', 310, 560),
    );
    const pages = [page(1, lines, { horizontalRules: [hRule(48, 200, 530), hRule(310, 462, 530)] })];
    expect(places(pages)).toEqual([
      { label: 'Seller', signer: 'customer', x: 48 },
      { label: 'For Example Motors', signer: 'dealer', x: 310 },
    ]);
  });

  it('is the leader a column away on its own line, not the box under it that another caption names', () => {
    const pages = layoutFromText(`
# USED VEHICLE WARRANTY
Warranty holder   EXAMPLE, Lucy
I confirm that I have received the warranty booklet.

Warranty holder                  ..............................   Date . . . . . . . .
Dealer stamp and signature
`);
    // The dealer's stamp box, drawn under its own caption.
    pages[0]!.rects.push({ x: 40, y: 675, width: 450, height: 45 });
    const holders = places(pages).filter((p) => p.label === 'Warranty holder');
    expect(holders).toEqual([{ label: 'Warranty holder', signer: 'customer', x: 205 }]);
  });

  it('is the line under each caption when captions are printed over their lines, one signer after another', () => {
    const lines = linesOf(
      run('I have read the policy summary and I want to buy this insurance.', 72, 388),
      run('Signature of proposer', 72, 365),
      run('_'.repeat(36), 72, 342),
      run('Signature of adviser', 72, 319),
      run('_'.repeat(36), 72, 296),
    );
    expect(places([page(1, lines)]).map((p) => [p.label, p.signer])).toEqual([
      ['Signature of proposer', 'customer'],
      ['Signature of adviser', 'dealer'],
    ]);
    const [proposer, adviser] = findSignatureFields({ pages: [page(1, lines)] });
    expect(proposer!.box!.y).toBeLessThan(342);
    expect(adviser!.box!.y).toBeLessThan(296);
  });

  it('keeps a blank under another blank’s line to the room between them, so both are places', () => {
    const lines = linesOf(
      run('Applicant 1 signature:', 72, 307),
      run('_'.repeat(30), 189, 307),
      run('Applicant 2 signature:', 72, 284),
      run('_'.repeat(30), 189, 284),
    );
    expect(places([page(1, lines)]).map((p) => [p.label, p.signer])).toEqual([
      ['Applicant 1 signature', 'customer'],
      ['Applicant 2 signature', 'customer2'],
    ]);
  });

  it('is the dealer’s for a manager’s approval and a handover by the sales executive', () => {
    const lines = linesOf(
      run('Customer signature:', 40, 360),
      run('.'.repeat(40), 150, 360),
      run('Sales manager approval:', 40, 300),
      run('.'.repeat(40), 170, 300),
      run('Handover by (Sales Executive):', 40, 240),
      run('.'.repeat(40), 200, 240),
    );
    expect(places([page(1, lines)]).map((p) => [p.label, p.signer])).toEqual([
      ['Customer signature', 'customer'],
      ['Sales manager approval', 'dealer'],
      ['Handover by (Sales Executive)', 'dealer'],
    ]);
  });

  it('is never the heading "Signatures" over a signing table, only a blank beside it', () => {
    // A word processor's table, its borders drawn cell by cell: the top border starts just right of the heading.
    const lines = linesOf(
      run('Signatures', 57, 438, 11),
      run('Signed by', 57, 421, 11),
      run('Signature', 167, 421, 11),
      run('Date', 447, 421, 11),
      run('First customer', 57, 408, 11),
      run('Second customer', 57, 373, 11),
    );
    const horizontalRules = [432, 417, 382, 347].flatMap((y) => [
      hRule(51, 161, y),
      hRule(161, 331, y),
      hRule(441, 501, y),
    ]);
    const verticalRules = [51, 161, 331, 441, 501].map((x) => vRule(x, 347, 432));
    const pages = [page(1, lines, { horizontalRules, verticalRules })];
    expect(places(pages).map((p) => p.label)).not.toContain('Signatures');
    expect(places(layoutFromText('Signatures:   ______________________')).map((p) => p.label)).toEqual([
      'Signatures',
    ]);
  });

  it('is the rest of a "Signature:" cell in a one-line table row, named by the row and signed by its role', () => {
    // A word processor's table: "Insured | Signature: | Date:" and "Business manager | Signature: | Date:".
    const lines = linesOf(
      run('I wish to buy this insurance.', 72, 413, 12),
      run('Insured', 72, 399, 12),
      run('Signature:', 228, 399, 12),
      run('Date:', 384, 399, 12),
      run('Business manager', 72, 384, 12),
      run('Signature:', 228, 384, 12),
      run('Date:', 384, 384, 12),
    );
    const horizontalRules = [410, 396, 381].map((y) => hRule(67, 535, y));
    const verticalRules = [67, 223, 379, 535].map((x) => vRule(x, 381, 410));
    expect(places([page(1, lines, { horizontalRules, verticalRules })])).toEqual([
      { label: 'Insured', signer: 'customer', x: 292 },
      { label: 'Business manager', signer: 'dealer', x: 292 },
    ]);
  });

  it('is the customer’s for the owner selling the car on an appraisal, never for the owner as lender', () => {
    const appraisal = (caption: string) =>
      layoutFromText(`
# PART EXCHANGE APPRAISAL
Appraised value   £5,250.00
The owner confirms that the vehicle is theirs to sell.
${caption}   ______________________________   Date ________
`);
    expect(places(appraisal("Owner's signature"))).toEqual([
      { label: "Owner's signature", signer: 'customer', x: expect.any(Number) },
    ]);
    expect(places(appraisal('Signed for the owner (creditor)'))).toEqual([]);
  });
});
