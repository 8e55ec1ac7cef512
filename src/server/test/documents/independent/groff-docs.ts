// Documents typeset by groff and written by its own PDF driver (gropdf), as Unix-based dealer systems
// still do: raw troff with no macro package, terms filled and justified, signature rows placed at absolute
// positions with \D rules. In troff a line output at `.sp |Y` has its baseline at Y plus the vertical
// spacing (12 pt here), measured from the top of the page; rules are drawn on the baseline.
import { execFileSync } from 'node:child_process';
import { dateOverLine, type Facts, type Made, overLine, type Place, truthOf, type Whose } from './truth.ts';
import { SALE_TERMS, WARRANTY_TERMS } from './wording.ts';

const P = 'producer: groff (gropdf)';
const PAGE_HEIGHT = 842; // gropdf's A4 MediaBox
const OFFSET = 50; // .po
const VS = 12;

const esc = (s: string) => s.replace(/\\/g, '\\e').replace(/^([.'])/gm, '\\&$1');

function createTroff() {
  const out: string[] = ['.pl 841.89p', `.po ${OFFSET}p`, '.ll 495p', '.ps 9', `.vs ${VS}p`, '.ft R', '.nh'];
  const places: Place[] = [];
  let page = 1;
  const raw = (s: string) => out.push(s);
  const line = (s: string, font: 'R' | 'B' = 'R', size = 9) =>
    out.push(`.ft ${font}`, `.ps ${size}`, '.nf', esc(s), '.ft R', '.ps 9');
  const para = (s: string, size = 8) =>
    out.push(
      `.ps ${size}`,
      `.vs ${size + 2}p`,
      '.fi',
      '.ad b',
      esc(s),
      '.br',
      '.sp 3p',
      '.ps 9',
      `.vs ${VS}p`,
      '.nf',
    );
  const pairs = (list: [string, string][]) => {
    for (const [k, v] of list) out.push('.nf', `\\fB${esc(k)}\\fP\\h'|150p'${esc(v)}`);
    out.push('.sp 6p');
  };
  /** A caption and a drawn rule, then "Date" and its rule, on one baseline at `y` from the top. */
  const sign = (
    caption: string,
    whose: Whose,
    y: number,
    o: { lineX?: number; width?: number; date?: boolean } = {},
  ) => {
    const lineX = o.lineX ?? 140;
    const width = o.width ?? 220;
    const dateX = lineX + width + 50;
    const date = o.date === false ? '' : `\\h'|${lineX + width + 16}p'Date\\h'|${dateX}p'\\D'l 85p 0'`;
    out.push(`.sp |${y}p`, '.nf', `${esc(caption)}\\h'|${lineX}p'\\D'l ${width}p 0'${date}`);
    const baseline = PAGE_HEIGHT - (y + VS);
    places.push({
      page,
      label: caption,
      whose,
      box: overLine(OFFSET + lineX, baseline, width),
      ...(o.date === false ? {} : { dateBox: dateOverLine(OFFSET + dateX, baseline, 85) }),
    });
  };
  const newPage = () => {
    out.push('.bp');
    page += 1;
  };
  const pdf = () =>
    new Uint8Array(execFileSync('groff', ['-k', '-Tpdf', '-P-pa4'], { input: `${out.join('\n')}\n` }));
  return { raw, line, para, pairs, sign, newPage, pdf, places, pages: () => page };
}

type Troff = ReturnType<typeof createTroff>;

function make(facts: Facts, draw: (t: Troff) => void): Made {
  const t = createTroff();
  draw(t);
  return { file: facts.file, bytes: t.pdf(), truth: truthOf(facts, t.pages(), t.places) };
}

const head = (t: Troff, dealer: string, title: string, ref: string) => {
  t.raw('.sp |40p');
  t.line(dealer, 'B', 14);
  t.line(`${title}        ${ref}`, 'B', 10);
  t.raw(".nf\n\\D'l 495p 0'\n.sp 8p");
};

export const makeGroffDocs = async (): Promise<Made[]> => [
  make(
    {
      file: 'retail-invoice-px-groff-HMC-5521.pdf',
      kinds: [
        P,
        'doc: retail invoice with a part exchange',
        'name: Surname, Forename (Title) with Mc',
        'signature: purchaser and dealer rules',
      ],
      documentType: 'sales_agreement',
      customerName: 'Eilidh McAllister',
      vehicleRegistration: 'SK65DWU',
      otherRegistrations: ['P913JHF'],
      dealershipName: 'Highland Motor Co',
    },
    (t) => {
      head(t, 'Highland Motor Co', 'RETAIL INVOICE', 'Invoice HMC-5521, Inverness IV2 3ER');
      t.pairs([
        ['Customer', 'McALLISTER, Eilidh (Mrs)'],
        ['Address', '12 Culduthel Road, Inverness IV2 4AG'],
        ['Vehicle supplied', 'Subaru Forester 2.0i XE Lineartronic'],
        ['Registration', 'SK65 DWU'],
        ['Part exchange', 'Vauxhall Zafira 1.8 Club, reg. P913 JHF, allowance £400.00'],
        ['Price', '£9,995.00'],
        ['Less part exchange', '£400.00'],
        ['Balance paid', '£9,595.00'],
      ]);
      for (const c of SALE_TERMS) t.para(c);
      t.sign('Signature of Purchaser', 'customer', 560);
      t.sign('For Highland Motor Co', 'dealer', 610, { width: 200, date: false });
    },
  ),
  make(
    {
      file: 'warranty-2page-groff-GW-4470.pdf',
      kinds: [P, 'doc: used-car warranty over two pages', 'signature: on page 2 of 2'],
      documentType: 'warranty',
      customerName: 'Rhodri Vaughan-Prosser',
      vehicleRegistration: 'CV68HJU',
      otherRegistrations: [],
      dealershipName: 'Gower Road Garage',
    },
    (t) => {
      head(t, 'Gower Road Garage', 'USED VEHICLE WARRANTY', 'Certificate GW-4470, Swansea SA2 9BB');
      t.pairs([
        ['Warranty holder', 'Mr Rhodri Vaughan-Prosser'],
        ['Address', '8 Sketty Park Drive, Swansea SA2 8LR'],
        ['Vehicle', 'Ford Fiesta 1.0 EcoBoost ST-Line'],
        ['Registration', 'CV68 HJU'],
        ['Cover', '12 months, claim limit £1,500 per claim'],
      ]);
      for (const c of [...WARRANTY_TERMS, ...WARRANTY_TERMS, ...WARRANTY_TERMS]) t.para(c, 9);
      t.newPage();
      t.raw('.sp |60p');
      for (const c of WARRANTY_TERMS.slice(0, 3)) t.para(c, 9);
      t.para('I have read and accept the terms of this warranty.', 10);
      t.sign('Warranty holder', 'customer', 400);
    },
  ),
  make(
    {
      file: 'vehicle-purchase-groff-WBY-880.pdf',
      kinds: [
        P,
        'doc: dealer buys the customer’s car → purchase_agreement',
        'registration: plate-shaped appraisal reference',
      ],
      documentType: 'purchase_agreement',
      customerName: 'Farah Siddiqui',
      vehicleRegistration: 'DE16XKP',
      otherRegistrations: [],
      dealershipName: 'Peak Car Buyers',
    },
    (t) => {
      head(t, 'Peak Car Buyers', 'VEHICLE PURCHASE AGREEMENT', 'Appraisal AP19 VAL, Derby DE24 8UP');
      t.pairs([
        ['Seller', 'Ms Farah Siddiqui'],
        ['Address', '61 Kedleston Road, Derby DE22 1FW'],
        ['Vehicle', 'Nissan Juke 1.5 dCi Tekna'],
        ['Registration', 'DE16 XKP'],
        ['Appraisal reference', 'AP19 VAL'],
        ['Agreed price', '£6,150.00'],
        ['Payment', 'Bank transfer within 24 hours of collection'],
      ]);
      t.para(
        'The seller confirms that they are the registered keeper and legal owner of the vehicle, that there is no outstanding finance on it, that it has not been written off, and that the mileage shown is genuine. The company may cancel this agreement if any of these statements proves untrue.',
        9,
      );
      t.sign('Seller’s signature', 'customer', 420);
      t.sign('Buyer, for Peak Car Buyers', 'dealer', 470, { lineX: 150 });
    },
  ),
];
