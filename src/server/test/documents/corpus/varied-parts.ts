// The pieces the varied corpus is made of: a seeded random source, people, companies, dealers,
// lenders and number plates of every UK format. Nothing here draws; varied.ts does.
import type { Dealer } from './kit.ts';

export type Random = {
  next: () => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
  int: (lo: number, hi: number) => number;
};

/** mulberry32: small, fast and the same on every machine, so a seed always makes the same corpus. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

const FORENAMES = [
  'Amelia',
  'Oliver',
  'Priya',
  'Callum',
  'Siobhan',
  'Mohammed',
  'Eleanor',
  'Rhys',
  'Chloe',
  'Kwame',
  'Fiona',
  'Tomasz',
  'Grace',
  'Declan',
  'Harriet',
  'Arjun',
  'Bethan',
  'Lewis',
  'Niamh',
  'Samuel',
  'Zara',
  'Hamish',
  'Imogen',
  'Connor',
  'Yasmin',
  'Gareth',
  'Ruth',
  'Dylan',
  'Aoife',
  'Edward',
] as const;
const SURNAMES = [
  'Thompson',
  'Okafor',
  'Patel',
  'MacLeod',
  "O'Neill",
  'Hughes',
  'Fitzgerald',
  'Nowak',
  'Baxter',
  'Llewellyn',
  'Chaudhry',
  'Ferguson',
  'Pemberton',
  'Whitfield',
  'Ashworth',
  'Campbell-Reid',
  'McAllister',
  'Richardson',
  'Kaur',
  'Gallagher',
  'Harrington',
  'Osei',
  'Sutherland',
  'Quinn',
  'Drummond',
  'Brennan',
  'Kowalski',
  'Hargreaves',
  'Mensah',
  'Doherty',
] as const;
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
const STREETS = [
  'Mill Lane',
  'Station Road',
  'Orchard Close',
  'Church Street',
  'Victoria Avenue',
  'Beech Grove',
  'Kingsway',
  'Meadow View',
  'Harbour Terrace',
  'Larch Drive',
] as const;
const TOWNS: [string, string][] = [
  ['Leeds', 'LS6 2QT'],
  ['Swansea', 'SA1 4PF'],
  ['Belfast', 'BT9 6AZ'],
  ['Norwich', 'NR2 3HJ'],
  ['Perth', 'PH1 5RS'],
  ['Exeter', 'EX4 3LD'],
  ['Derby', 'DE22 1FB'],
  ['Newry', 'BT34 2EX'],
  ['Bolton', 'BL1 4TU'],
  ['Truro', 'TR1 2HX'],
];
const COMPANY_WORDS = ['Northgate', 'Severn', 'Pennine', 'Bluebell', 'Kestrel', 'Thistle', 'Granite'];
const COMPANY_KINDS = ['Roofing Ltd', 'Logistics Ltd', 'Joinery Limited', 'Builders Ltd', 'Estates Ltd'];

export type Person = { title: string; forename: string; surname: string };

export function person(r: Random): Person {
  return { title: r.pick(TITLES), forename: r.pick(FORENAMES), surname: r.pick(SURNAMES) };
}
export const fullName = (p: Person) => `${p.forename} ${p.surname}`;
export const company = (r: Random) => `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_KINDS)}`;
export function address(r: Random): { street: string; town: string; postcode: string } {
  const [town, postcode] = r.pick(TOWNS);
  return { street: `${r.int(1, 220)} ${r.pick(STREETS)}`, town, postcode };
}

export const DEALERS: Dealer[] = [
  {
    name: 'Wolds Road Motors Ltd',
    address: 'Wolds Road, Driffield YO25 6PX',
    phone: '01377 240 118',
    frn: '611044',
  },
  {
    name: 'Castle Quay Cars',
    address: '7 Castle Quay, Carrickfergus BT38 7BE',
    phone: '028 9336 0451',
    frn: '688120',
  },
  {
    name: 'Tamar Valley Autos Ltd',
    address: 'Tavistock Road, Plymouth PL6 8BT',
    phone: '01752 700 219',
    frn: '702881',
  },
  {
    name: 'Brecon Car Centre',
    address: 'Ffrwdgrech Ind. Estate, Brecon LD3 8LA',
    phone: '01874 611 380',
    frn: '659302',
  },
  {
    name: 'Kingfisher Vehicle Sales Ltd',
    address: '21 Ferry Lane, Stirling FK8 1QX',
    phone: '01786 448 207',
    frn: '640077',
  },
];
export const LENDERS = ['Ardent Motor Finance', 'Northway Vehicle Credit plc', 'Clearline Auto Finance Ltd'];
export const STAFF = ['Gavin Shaw', 'Lorna Pike', 'Ravi Sandhu', 'Moira Keane'];
export const VEHICLES = [
  'Ford Focus 1.0 EcoBoost Titanium',
  'Vauxhall Corsa 1.2 SE',
  'Nissan Qashqai 1.3 DiG-T N-Connecta',
  'Skoda Octavia 2.0 TDI SE L Estate',
  'Toyota Yaris 1.5 Hybrid Icon',
  'BMW 320d M Sport Touring',
  'Kia Sportage 1.6 T-GDi GT-Line',
  'Volkswagen Golf 1.5 TSI Life',
];

// Letters a plate may use: no I, Q or Z in the memory tag or the random letters of current marks.
const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
const letters = (r: Random, n: number, alphabet = PLATE_LETTERS) =>
  Array.from({ length: n }, () => r.pick([...alphabet])).join('');

export type PlateStyle = 'current' | 'prefix' | 'suffix' | 'dateless' | 'northern-ireland';
export const PLATE_STYLES: PlateStyle[] = [
  'current',
  'current',
  'current',
  'prefix',
  'suffix',
  'dateless',
  'northern-ireland',
];

/** A plate as printed (with its space) in the given style; the truth is the same without spaces. */
export function plate(r: Random, style: PlateStyle): string {
  switch (style) {
    case 'current': {
      const age = r.pick([
        '15',
        '16',
        '18',
        '19',
        '20',
        '21',
        '22',
        '23',
        '24',
        '66',
        '68',
        '69',
        '70',
        '71',
        '72',
        '73',
      ]);
      return `${letters(r, 2)}${age} ${letters(r, 3)}`;
    }
    case 'prefix':
      return `${r.pick([...'ABCDEFGHJKLMNPRSTVWXY'])}${r.int(1, 999)} ${letters(r, 3)}`;
    case 'suffix':
      return `${letters(r, 3)} ${r.int(1, 999)}${r.pick([...'ABCDEFGHJKLMNPRSTVWXY'])}`;
    case 'dateless':
      return r.chance(0.5)
        ? `${r.int(1, 9999)} ${letters(r, r.int(1, 2))}`
        : `${letters(r, 3)} ${r.int(1, 99)}`;
    case 'northern-ireland': {
      const code = r.pick(['AZ', 'IZ', 'IA', 'IB', 'IJ', 'IL', 'KZ', 'JZ', 'XZ', 'BZ', 'OI', 'UI']);
      return `${r.pick([...'ABCDEFGHKLMNRSTUWY'])}${code} ${r.int(100, 9999)}`;
    }
  }
}
