// Paperwork made the way other systems make it, built here with pdfkit (not the corpus's typesetter) so
// that each case is a kind of document, not a copy of one: a label padded to its value with spaces and a
// signing rule drawn far to its right on a page that never says "sign" (troff-style output), signing
// tables with a row per signer, bordered date boxes beside the signature, the dealer's own places, values
// typed into tall form fields, and values with one weak cue, which must stay below the editor's threshold.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, type SignatureField } from '../../../shared/documents/document-types.ts';
import { handWrittenPdf } from '../../test/hand-written-pdf.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { processDocument } from './process-document.ts';

const H = 841.89;

type Doc = InstanceType<typeof PDFDocument>;

/** A pdfkit PDF; `draw` places things by their top, as pdfkit does. */
async function pdfkit(draw: (doc: Doc, kit: Kit) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  draw(doc, kit(doc));
  doc.end();
  return done;
}

type Kit = ReturnType<typeof kit>;
function kit(doc: Doc) {
  return {
    /** Text whose baseline is `base` points from the top. */
    text(s: string, x: number, base: number, size = 9, bold = false) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      doc.text(s, x, base, { baseline: 'alphabetic', lineBreak: false });
    },
    rule(x1: number, x2: number, top: number) {
      doc.moveTo(x1, top).lineTo(x2, top).lineWidth(0.5).strokeColor('#000').stroke();
    },
    box(x: number, top: number, w: number, h: number) {
      doc.rect(x, top, w, h).lineWidth(0.6).strokeColor('#000').stroke();
    },
  };
}

/** A box given by its top in pdfkit's terms, in the PDF's bottom-left points. */
const fromTop = (x: number, top: number, width: number, height: number): Box => ({
  x,
  y: H - top - height,
  width,
  height,
});

/** Right as the scorer counts it: IoU ≥ 0.5 (boxes within a few points). */
function expectBox(found: Box | undefined, truth: Box) {
  expect(found, `expected a box near ${JSON.stringify(truth)}`).toBeDefined();
  expect(intersectionOverUnion(found!, truth), JSON.stringify({ found, truth })).toBeGreaterThanOrEqual(0.5);
}

const whose = (f: SignatureField) => f.signer ?? 'customer';
const read = (bytes: Uint8Array, fileName = 'document.pdf') => processDocument(bytes, 'pdf', { fileName });

describe('paperwork from other producers', () => {
  it('a label padded to its value with spaces, and a drawn rule far right of a signer named without "sign"', async () => {
    const bytes = await pdfkit((doc, k) => {
      k.text('Glenview Garage', 50, 60, 14, true);
      k.text('USED VEHICLE WARRANTY', 50, 80, 11, true);
      // One string each, the gap to the value made of spaces, as troff-style writers pad columns.
      k.text(`Policy holder${' '.repeat(34)}Mr Owen Price`, 50, 120);
      k.text(`Registration${' '.repeat(36)}SY17 KPD`, 50, 134);
      k.text('Cover: 12 months, claim limit £1,000.', 50, 160);
      doc.addPage({ size: 'A4', margin: 0 });
      k.text('The terms overleaf apply. Claims must be authorised before repairs begin.', 50, 80);
      k.text('Policy holder', 50, 420);
      k.rule(190, 410, 420);
      k.text('Date', 426, 420);
      k.rule(460, 545, 420);
      k.text('For Glenview Garage Ltd', 50, 470);
      k.rule(190, 390, 470);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.customerName).toBe('Owen Price');
    expect(data.vehicleRegistration).toBe('SY17KPD');
    const [holder, dealer, ...rest] = data.signatureFields;
    expect(rest).toEqual([]);
    expect(holder).toMatchObject({ page: 2, label: 'Policy holder' });
    expect(whose(holder!)).toBe('customer');
    // On the drawn line, from its start, with room above it.
    expectBox(holder?.box, { x: 190, y: H - 420, width: 220, height: 30 });
    expectBox(holder?.dateBox, { x: 460, y: H - 420, width: 85, height: 18 });
    expect(dealer).toMatchObject({ page: 2, label: 'For Glenview Garage Ltd', signer: 'dealer' });
    expectBox(dealer?.box, { x: 190, y: H - 470, width: 200, height: 30 });
  });

  it('a signing table: one place per row, in the signature column, signer from the row caption', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('HIRE PURCHASE AGREEMENT', 50, 60, 14, true);
      k.text('Hirer 1: Mrs Nadia Okafor', 50, 90);
      k.text('Hirer 2: Mr Tunde Okafor', 50, 104);
      k.text('Vehicle registration: WF70 RTA', 50, 118);
      const cols = [50, 160, 380, 460, 545];
      const rows = [300, 318, 352, 386, 420, 454];
      for (let r = 0; r < rows.length - 1; r++)
        for (let c = 0; c < cols.length - 1; c++)
          k.box(cols[c]!, rows[r]!, cols[c + 1]! - cols[c]!, rows[r + 1]! - rows[r]!);
      for (const [i, h] of ['Signature', 'Date', 'Print name'].entries())
        k.text(h, cols[i + 1]! + 4, 312, 9, true);
      for (const [i, h] of ['Hirer 1', 'Hirer 2', 'Salesperson', 'Witness'].entries())
        k.text(h, 54, rows[i + 1]! + 12);
    });
    const { extractedData: data } = await read(bytes);
    const places = data.signatureFields.map((f) => [f.label, whose(f)]);
    expect(places).toEqual([
      ['Hirer 1', 'customer'],
      ['Hirer 2', 'customer2'],
      ['Salesperson', 'dealer'],
    ]);
    const [first, second, salesperson] = data.signatureFields;
    expectBox(first?.box, fromTop(160, 318, 220, 34));
    expectBox(first?.dateBox, fromTop(380, 318, 80, 34));
    expectBox(second?.box, fromTop(160, 352, 220, 34));
    expectBox(second?.dateBox, fromTop(380, 352, 80, 34));
    expectBox(salesperson?.box, fromTop(160, 386, 220, 34));
  });

  it('signers named in the column heads: each signs in the empty cell under its head', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('PART EXCHANGE AGREEMENT', 50, 60, 14, true);
      k.text('Customer: Mr Callum Reid', 50, 90);
      k.text('Part exchange registration: LK09 FRE', 50, 104);
      const cols = [50, 220, 300, 470, 545];
      for (let c = 0; c < cols.length - 1; c++) {
        k.box(cols[c]!, 500, cols[c + 1]! - cols[c]!, 18);
        k.box(cols[c]!, 518, cols[c + 1]! - cols[c]!, 36);
      }
      for (const [i, h] of ['Customer signature', 'Date', 'Dealer signature', 'Date'].entries())
        k.text(h, cols[i]! + 4, 512, 9, true);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.signatureFields.map((f) => [f.label, whose(f)])).toEqual([
      ['Customer signature', 'customer'],
      ['Dealer signature', 'dealer'],
    ]);
    const [customer, dealer] = data.signatureFields;
    expectBox(customer?.box, fromTop(50, 518, 170, 36));
    expectBox(customer?.dateBox, fromTop(220, 518, 80, 36));
    expectBox(dealer?.box, fromTop(300, 518, 170, 36));
    expectBox(dealer?.dateBox, fromTop(470, 518, 75, 36));
  });

  it('a spreadsheet grid: the empty cell beside the label, not the empty cell under it', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('SALES INVOICE', 50, 60, 14, true);
      k.text('Customer: Mrs Aled Morgan', 50, 90);
      k.text('Registration: CV20 MMX', 50, 104);
      const cols = [50, 150, 330, 380, 545];
      for (const top of [400, 430, 460])
        for (let c = 0; c < cols.length - 1; c++) k.box(cols[c]!, top, cols[c + 1]! - cols[c]!, 30);
      k.text('Customer signature', 54, 419);
      k.text('Date', 334, 419);
    });
    const { extractedData: data } = await read(bytes);
    const [field, ...rest] = data.signatureFields;
    expect(rest).toEqual([]);
    expect(field?.label).toBe('Customer signature');
    expectBox(field?.box, fromTop(150, 400, 180, 30));
    expectBox(field?.dateBox, fromTop(380, 400, 165, 30));
  });

  it('an empty box with its caption printed under it', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('DELIVERY RECEIPT', 50, 60, 14, true);
      k.text('Customer: Ms Freya Lund', 50, 90);
      k.text('Registration: YR70 BXC', 50, 104);
      k.box(50, 380, 220, 44);
      k.text('Signature of customer', 50, 436, 8);
    });
    const { extractedData: data } = await read(bytes);
    const [field, ...rest] = data.signatureFields;
    expect(rest).toEqual([]);
    expect(field?.label).toBe('Signature of customer');
    expectBox(field?.box, fromTop(50, 380, 220, 44));
    expect(data.confidence?.signatureFields).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('bordered date boxes beside the signature are dates, never signatures', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('VEHICLE ORDER FORM', 50, 60, 14, true);
      k.text('Purchaser: Ms Ellen Hart', 50, 90);
      k.text('Registration: DN21 XPO', 50, 104);
      // A caption inside its box, and "Date" inside a box of its own with a placeholder.
      k.box(50, 400, 200, 40);
      k.text('Customer signature', 54, 409, 7);
      k.box(262, 400, 100, 24);
      k.text('Date', 266, 409, 7);
      k.text('DD / MM / YYYY', 290, 418, 7);
      // A rule to sign on and one box per digit of the date.
      k.text('Signature of hirer', 50, 520);
      k.rule(140, 330, 520);
      k.text('Date', 350, 520);
      for (let i = 0; i < 8; i++) k.box(376 + i * 16, 506, 14, 18);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.signatureFields.map((f) => f.label)).toEqual(['Customer signature', 'Signature of hirer']);
    const [boxed, ruled] = data.signatureFields;
    expectBox(boxed?.box, fromTop(50, 400, 200, 40));
    expectBox(boxed?.dateBox, fromTop(262, 400, 100, 24));
    expectBox(ruled?.box, { x: 140, y: H - 520, width: 190, height: 30 });
    expectBox(ruled?.dateBox, fromTop(376, 506, 126, 18));
  });

  it('signing lines drawn dot by dot or dash by dash are one line each', async () => {
    const bytes = await pdfkit((doc, k) => {
      k.text('GAP INSURANCE', 50, 60, 14, true);
      k.text('Policyholder: Mr Iwan Jenkins', 50, 90);
      k.text('Registration: CU19 WXA', 50, 104);
      k.text('Signature of policyholder', 50, 420);
      for (let x = 170; x < 370; x += 3) doc.circle(x, 420, 0.6).fill('#000');
      k.text('Date', 390, 420);
      for (let x = 420; x < 520; x += 7) k.rule(x, x + 4, 420);
    });
    const { extractedData: data } = await read(bytes);
    const [field] = data.signatureFields;
    expect(field?.label).toBe('Signature of policyholder');
    expectBox(field?.box, { x: 170, y: H - 420, width: 200, height: 30 });
    expectBox(field?.dateBox, { x: 420, y: H - 420, width: 100, height: 18 });
  });

  it("the dealer's places are the dealer's: never the customer's, and a filled-in name is no place", async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('VEHICLE DELIVERY NOTE', 50, 60, 14, true);
      k.text('Customer: Mr Ravi Mistry', 50, 90);
      k.text('Registration: BK68 TUV', 50, 104);
      k.text('Salesperson', 50, 130);
      k.text('Tom Baker', 190, 130);
      k.rule(188, 400, 132);
      k.text('Customer signature', 50, 420);
      k.rule(160, 360, 420);
      k.text('Sales executive', 50, 460);
      k.rule(160, 360, 460);
      k.box(50, 490, 200, 40);
      k.text('Delivered by (for the dealer)', 54, 499, 7);
      k.text('For and on behalf of Mistry Motors Ltd', 300, 499, 8);
      k.rule(300, 540, 530);
    });
    const { extractedData: data } = await read(bytes);
    const customers = data.signatureFields.filter((f) => whose(f).startsWith('customer'));
    expect(customers.map((f) => f.label)).toEqual(['Customer signature']);
    const dealers = data.signatureFields.filter((f) => whose(f) === 'dealer').map((f) => f.label);
    expect(dealers).toEqual([
      'Sales executive',
      'Delivered by (for the dealer)',
      'For and on behalf of Mistry Motors Ltd',
    ]);
    // Nothing at the filled-in salesperson's name.
    expect(data.signatureFields.some((f) => f.box && f.box.y > H - 140)).toBe(false);
  });

  it("the dealer buying the customer's car: the seller signs as the customer, the buyer for the dealer", async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('VEHICLE PURCHASE AGREEMENT', 50, 60, 14, true);
      k.text('Seller: Mr Dafydd Rees', 50, 90);
      k.text('Registration: CP14 LLN', 50, 104);
      k.text('We agree to buy the vehicle above for £4,250.00.', 50, 130);
      k.text('Seller’s signature', 50, 420);
      k.rule(180, 380, 420);
      k.text('Buyer, for Kingsway Car Buyers Ltd', 50, 470);
      k.rule(210, 410, 470);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.signatureFields.map((f) => [f.label, whose(f)])).toEqual([
      ['Seller’s signature', 'customer'],
      ['Buyer, for Kingsway Car Buyers Ltd', 'dealer'],
    ]);
    expectBox(data.signatureFields[0]?.box, { x: 180, y: H - 420, width: 200, height: 30 });
  });

  it('values typed into tall form fields are read beside their labels, at full confidence', async () => {
    const bytes = await pdfkit((doc, k) => {
      doc.initForm();
      k.text('VEHICLE ORDER FORM', 50, 60, 16, true);
      const row = (
        label: string,
        top: number,
        h: number,
        name: string,
        value: string,
        multiline: boolean,
      ) => {
        k.text(label, 50, top + h / 2 + 3);
        k.box(180, top, 300, h);
        doc.formText(name, 180, top, 300, h, { value, multiline, fontSize: 10 });
      };
      row('Customer name', 120, 40, 'cust', 'Mrs Harriet Pemberton', true);
      row('Address', 170, 50, 'addr', '14 Cedar Close\nLeeds LS6 2AB', true);
      row('Registration', 230, 30, 'reg', 'KX19 LMN', false);
      k.text('Customer signature', 50, 410);
      k.rule(150, 350, 410);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.customerName).toBe('Harriet Pemberton');
    expect(data.vehicleRegistration).toBe('KX19LMN');
    expect(data.confidence?.customerName).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    expect(data.confidence?.vehicleRegistration).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('values a form field shows only through its appearance (no /V) are read where they are drawn', async () => {
    const { extractedData: data } = await read(appearanceOnlyForm());
    expect(data.customerName).toBe('Harriet Pemberton');
    expect(data.vehicleRegistration).toBe('KX19LMN');
  });

  it('surname and forenames asked for each buyer under their own headings: the second is the other customer', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('CONDITIONAL SALE AGREEMENT', 50, 60, 14, true);
      let top = 100;
      for (const [heading, surname, forenames] of [
        ['Buyer 1', 'OKONJO', 'Chidi'],
        ['Buyer 2', 'OKONJO', 'Ngozi'],
      ]) {
        k.text(heading!, 50, top, 10, true);
        k.text('Surname', 50, top + 18, 9, true);
        k.text(surname!, 200, top + 18);
        k.text('Forename(s)', 50, top + 34, 9, true);
        k.text(forenames!, 200, top + 34);
        top += 70;
      }
      k.text('Registration: MA66 KLO', 50, top + 10);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.customerName).toBe('Chidi Okonjo');
    expect(data.otherCustomers).toEqual(['Ngozi Okonjo']);
  });

  it('a role label that says how the name is printed: "Purchaser (surname, forenames)"', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('VEHICLE INVOICE', 50, 60, 14, true);
      k.text('Purchaser (surname, forenames)', 50, 100, 9, true);
      k.text('BRANNIGAN, NIAMH', 220, 100);
      k.text('Registration mark', 50, 116, 9, true);
      k.text('BT67 HZA', 220, 116);
    });
    const { extractedData: data } = await read(bytes);
    expect(data.customerName).toBe('Niamh Brannigan');
    expect(data.confidence?.customerName).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('a value with one weak cue stays below the threshold', async () => {
    const bytes = await pdfkit((_doc, k) => {
      k.text('Thank you for choosing us', 50, 60, 14, true);
      k.text('Dear Mr Gareth Lloyd,', 50, 100);
      k.text('Your new car, AB19 CDE, is ready for collection on Friday.', 50, 120);
      k.text('Sign here', 50, 400);
    });
    const { extractedData: data } = await read(bytes, 'letter.pdf');
    const c = data.confidence!;
    if (data.customerName) expect(c.customerName).toBeLessThan(LOW_CONFIDENCE);
    if (data.vehicleRegistration) expect(c.vehicleRegistration).toBeLessThan(LOW_CONFIDENCE);
    expect(c.documentType).toBeLessThan(LOW_CONFIDENCE);
    // "Sign here" with nothing drawn: a guess at the place.
    expect(c.signatureFields).toBeLessThan(LOW_CONFIDENCE);
  });
});

/**
 * A hand-written PDF whose two text fields carry their values only in their appearance streams (as some
 * form fillers flatten a value but leave the field), drawn through a /Matrix and a /BBox, with no /V.
 */
function appearanceOnlyForm(): Uint8Array {
  const appearance = (text: string) => `/Tx BMC q BT /Helv 10 Tf 1 0 0 1 4 12 Tm (${text}) Tj ET Q EMC`;
  const page = [
    'BT /Helv 16 Tf 50 770 Td (VEHICLE ORDER FORM) Tj ET',
    'BT /Helv 9 Tf 50 715 Td (Customer name) Tj ET',
    'BT /Helv 9 Tf 50 655 Td (Registration) Tj ET',
    'BT /Helv 9 Tf 50 420 Td (Customer signature) Tj ET',
    '150 420 m 350 420 l S',
  ].join('\n');
  const stream = (dict: string, body: string) =>
    `<< ${dict} /Length ${body.length} >>\nstream\n${body}\nendstream`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R 7 0 R] /DA (/Helv 10 Tf 0 g) >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Annots [5 0 R 7 0 R] /Resources << /Font << /Helv 9 0 R >> >> >>',
    stream('', page),
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (cust) /Ff 4096 /Rect [180 695 480 735] /P 3 0 R /F 4 /AP << /N 6 0 R >> >>',
    stream(
      '/Type /XObject /Subtype /Form /BBox [0 0 300 40] /Resources << /Font << /Helv 9 0 R >> >>',
      appearance('Mrs Harriet Pemberton'),
    ),
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (reg) /Rect [180 645 330 670] /P 3 0 R /F 4 /AP << /N 8 0 R >> >>',
    stream(
      '/Type /XObject /Subtype /Form /BBox [0 0 150 25] /Matrix [1 0 0 1 0 -4] /Resources << /Font << /Helv 9 0 R >> >>',
      appearance('KX19 LMN'),
    ),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return handWrittenPdf(objects, { version: '1.7' });
}
