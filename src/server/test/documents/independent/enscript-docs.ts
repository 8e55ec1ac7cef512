// Plain-text printouts of an old dealer management system, set in Courier by GNU enscript and made into
// PDF by Ghostscript: capitals, fixed columns, signature lines typed as underscores. Measured from enscript
// with -B -f Courier10 and margins 50:50:40:40 on A4: line n of a page (from 0) has its baseline at
// 789 - 11n pt, and column c starts at 55 + 6c pt.
import { execFileSync } from 'node:child_process';
import { dateOverLine, type Facts, type Made, overLine, type Place, truthOf, type Whose } from './truth.ts';

const P = 'producer: enscript through Ghostscript';
const TOP_BASELINE = 789;
const LINE = 11;
const LEFT = 55;
const CHAR = 6;

function createPrintout() {
  const pages: string[][] = [[]];
  const places: Place[] = [];
  const cur = () => pages[pages.length - 1]!;
  const add = (...lines: string[]) => cur().push(...lines);
  /** "CAPTION: ______  DATE: ______" typed on one line; the places start at the underscores. */
  const sign = (caption: string, whose: Whose, bars = 30, date = true) => {
    const head = `${caption}: `;
    const dateHead = '   DATE: ';
    const line = `${head}${'_'.repeat(bars)}${date ? `${dateHead}${'_'.repeat(12)}` : ''}`;
    const baseline = TOP_BASELINE - LINE * cur().length;
    cur().push(line);
    const dateCol = head.length + bars + dateHead.length;
    places.push({
      page: pages.length,
      label: caption,
      whose,
      box: overLine(LEFT + CHAR * head.length, baseline, CHAR * bars),
      ...(date ? { dateBox: dateOverLine(LEFT + CHAR * dateCol, baseline, CHAR * 12) } : {}),
    });
  };
  const newPage = () => pages.push([]);
  const pdf = () => {
    const text = pages.map((p) => p.join('\n')).join('\n\f');
    const ps = execFileSync(
      'enscript',
      ['-q', '-B', '-f', 'Courier10', '--margins=50:50:40:40', '-M', 'A4', '-p', '-'],
      {
        input: Buffer.from(`${text}\n`, 'latin1'),
      },
    );
    return new Uint8Array(
      execFileSync(
        'gs',
        [
          '-q',
          '-dNOPAUSE',
          '-dBATCH',
          '-dSAFER',
          '-sDEVICE=pdfwrite',
          '-sPAPERSIZE=a4',
          '-dFIXEDMEDIA',
          '-sOutputFile=-',
          '-',
        ],
        { input: ps },
      ),
    );
  };
  return { add, sign, newPage, pdf, places, pages: () => pages.length };
}

type Printout = ReturnType<typeof createPrintout>;

function make(facts: Facts, draw: (p: Printout) => void): Made {
  const p = createPrintout();
  draw(p);
  return { file: facts.file, bytes: p.pdf(), truth: truthOf(facts, p.pages(), p.places) };
}

const rule = '-'.repeat(80);

export const makeEnscriptDocs = async (): Promise<Made[]> => [
  make(
    {
      file: 'order-confirmation-enscript-DMS-10442.pdf',
      kinds: [
        P,
        'doc: DMS order confirmation',
        'name: SURNAME, TITLE FORENAME in capitals',
        'registration: part exchange and a plate-shaped stock number',
      ],
      documentType: 'sales_agreement',
      customerName: 'Conor Brennan-Whyte',
      vehicleRegistration: 'YS23KFA',
      otherRegistrations: ['WV09HNN'],
      dealershipName: 'Ouse Bridge Motors',
    },
    (p) => {
      p.add(
        'OUSE BRIDGE MOTORS LTD                                  ORDER CONFIRMATION',
        'YORK YO26 4XB   TEL 01904 555012                        ORDER NO:  DMS-10442',
        rule,
        '',
      );
      p.add(
        'CUSTOMER:   BRENNAN-WHYTE, MR CONOR',
        'ADDRESS:    22 HOLGATE ROAD, YORK YO24 4AB',
        'TELEPHONE:  07700 900731',
        '',
      );
      p.add(
        'VEHICLE:    SKODA KAROQ 1.5 TSI SE L DSG',
        'REG NO:     YS23 KFA          STOCK NO: ST22 OCK',
        'MILEAGE:    11,204            COLOUR:   RACE BLUE',
        '',
      );
      p.add(
        'PART EXCHANGE',
        'PX REG:     WV09 HNN          PX MAKE:  HONDA CIVIC 1.8 ES',
        'PX VALUE:   £1,850.00         SETTLEMENT: NIL',
        '',
      );
      p.add(
        'PRICE:                  £22,495.00',
        'LESS PART EXCHANGE:     £1,850.00',
        'DEPOSIT:                £500.00',
        'BALANCE:                £20,145.00',
        rule,
        '',
      );
      p.add(
        'THE VEHICLE IS SOLD SUBJECT TO THE CONSUMER RIGHTS ACT 2015. THIS ORDER',
        'MAY BE CANCELLED BY THE CUSTOMER BEFORE DELIVERY ON FORFEIT OF THE DEPOSIT',
        "ONLY WHERE THE VEHICLE HAS BEEN PREPARED TO THE CUSTOMER'S SPECIFICATION.",
        '',
        '',
      );
      p.sign('CUSTOMER SIGNATURE', 'customer');
      p.add('', '');
      p.sign('SALES EXECUTIVE', 'dealer', 30, false);
    },
  ),
  make(
    {
      file: 'handover-joint-enscript-HC-3391.pdf',
      kinds: [
        P,
        'doc: handover checklist → delivery_receipt',
        'name: joint keepers in capitals',
        'signature: two customers and the dealer, signed on page 2 of 2',
      ],
      documentType: 'delivery_receipt',
      customerName: 'David Lockwood',
      otherCustomers: ['Ann Lockwood'],
      vehicleRegistration: 'BV21PZY',
      otherRegistrations: [],
      dealershipName: 'Wolds Motor Centre',
    },
    (p) => {
      p.add(
        'WOLDS MOTOR CENTRE                                    VEHICLE HANDOVER',
        'DRIFFIELD YO25 6QR                                    REF: HC-3391',
        rule,
        '',
      );
      p.add(
        'KEEPER 1:   MR DAVID LOCKWOOD',
        'KEEPER 2:   MRS ANN LOCKWOOD',
        'ADDRESS:    3 MANOR FARM CLOSE, NAFFERTON YO25 4JN',
        'VEHICLE:    DACIA DUSTER 1.3 TCE JOURNEY',
        'REG NO:     BV21 PZY',
        rule,
        '',
      );
      const checks = [
        'V5C NEW KEEPER SLIP',
        'SERVICE HISTORY',
        'OWNERS MANUAL',
        'TWO KEYS',
        'LOCKING WHEEL NUT',
        'SPARE WHEEL / REPAIR KIT',
        'MOT CERTIFICATE',
        'FUEL TYPE EXPLAINED',
        'WARRANTY BOOKLET',
        'SAT NAV DEMONSTRATED',
        'BLUETOOTH PAIRED',
        'TYRE PRESSURES CHECKED',
        'WIPERS AND WASHERS',
        'LIGHTS AND INDICATORS',
        'BODYWORK INSPECTED WITH CUSTOMER',
        'INTERIOR INSPECTED WITH CUSTOMER',
      ];
      for (const c of checks) p.add(`[X] ${c}`, '');
      p.add('CONTINUED OVERLEAF');
      p.newPage();
      p.add('WOLDS MOTOR CENTRE - VEHICLE HANDOVER HC-3391 (PAGE 2)', rule, '');
      p.add(
        'WE CONFIRM THAT WE HAVE TAKEN DELIVERY OF THE VEHICLE ABOVE WITH THE ITEMS',
        'TICKED AND THAT ITS CONDITION HAS BEEN EXPLAINED TO US.',
        '',
        '',
      );
      p.sign('RECEIVED BY KEEPER 1', 'customer', 28);
      p.add('', '');
      p.sign('RECEIVED BY KEEPER 2', 'customer2', 28);
      p.add('', '');
      p.sign('HANDED OVER BY', 'dealer', 28, false);
    },
  ),
  make(
    {
      file: 'gap-declined-enscript-GW-512.pdf',
      kinds: [P, 'doc: GAP declined → insurance_waiver', 'name: surname that is also a first name'],
      documentType: 'insurance_waiver',
      customerName: 'Alasdair Fergus',
      vehicleRegistration: 'SN17WXO',
      otherRegistrations: [],
      dealershipName: 'Tay Street Cars',
    },
    (p) => {
      p.add(
        'TAY STREET CARS                               GAP INSURANCE - DECLINED',
        'PERTH PH1 5LJ                                 REF: GW-512',
        rule,
        '',
      );
      p.add(
        'NAME:       FERGUS, ALASDAIR (MR)',
        'VEHICLE:    VOLKSWAGEN TIGUAN 2.0 TDI MATCH',
        'REG NO:     SN17 WXO',
        'PRICE:      £13,990.00',
        rule,
        '',
      );
      p.add(
        'GUARANTEED ASSET PROTECTION (GAP) INSURANCE HAS BEEN EXPLAINED TO ME.',
        'I UNDERSTAND THAT IF MY VEHICLE IS WRITTEN OFF OR STOLEN MY MOTOR INSURER',
        'WILL PAY ONLY ITS MARKET VALUE AT THE TIME, WHICH MAY BE LESS THAN I PAID',
        'OR LESS THAN I OWE ON ANY FINANCE. I HAVE DECIDED NOT TO BUY GAP INSURANCE.',
        '',
        '',
      );
      p.sign('SIGNED', 'customer', 32);
    },
  ),
];
