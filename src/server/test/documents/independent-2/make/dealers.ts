// The dealerships and lenders the second independent set's paperwork comes from (all invented).
import type { Block } from './spec.ts';

export type Firm = { name: string; lines: string[] };

export const PENNINE: Firm = {
  name: 'Pennine Gate Motors Ltd',
  lines: [
    'Leeds Road, Huddersfield HD2 1XR',
    'Tel 01484 552210  sales@penninegate.co.uk',
    'Authorised and regulated by the Financial Conduct Authority, FRN 661204',
  ],
};
export const SEVERNSIDE: Firm = {
  name: 'Severnside Car Centre',
  lines: ['Unit 4, Avonmouth Way, Bristol BS11 9HT', 'Tel 0117 938 4410', 'VAT Reg No. GB 284 1190 37'],
};
export const THISTLE: Firm = {
  name: 'Thistle Bank Autos Ltd',
  lines: [
    '88 Edinburgh Road, Glasgow G33 4EW',
    'Tel 0141 774 0921  FCA FRN 702318',
    'Registered in Scotland SC512877',
  ],
};
export const KINGSMEAD: Firm = {
  name: 'Kingsmead Vehicle Sales',
  lines: ['Boundary Park, Hellesdon, Norwich NR6 6BQ', 'Tel 01603 418 990  www.kingsmeadvehicles.co.uk'],
};
export const MARLOW: Firm = {
  name: 'Marlow & Finch Motor Company',
  lines: [
    'Cressex Business Park, High Wycombe HP12 3AS',
    'Tel 01494 202 611  FRN 655093',
    'Company No. 09118374  VAT GB 219 5531 08',
  ],
};
export const CWM: Firm = {
  name: 'Cwm Valley Cars',
  lines: ['Treforest Industrial Estate, Pontypridd CF37 5UT', 'Tel 01443 840 275  cwmvalleycars.co.uk'],
};

export const NORTHWAY = 'Northway Motor Finance plc, 2 Wellington Place, Leeds LS1 4AP (FRN 311874)';
export const CRESTLINE =
  'Crestline Auto Credit Ltd, Crestline House, Brindley Road, Warrington WA1 1PX (FRN 730051)';
export const ALBANY = 'Albany Vehicle Finance Limited, 14 Lothian Road, Edinburgh EH3 9BG (FRN 667412)';

export const head = (f: Firm): Block => ({ t: 'head', dealer: f.name, lines: f.lines });
