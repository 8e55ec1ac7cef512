// A varied document written in Word: the title, the dealer, the customer's details and the vehicle in a
// table, the terms, and a signing table with a row per party. Its truth has no boxes or pages: those are
// LibreOffice's to lay out when the upload is read.
import type { Truth } from './kit.ts';
import { TERMS } from './kit.ts';
import { KINDS, OTHER_SIGNER } from './varied.ts';
import {
  address,
  DEALERS,
  fullName,
  LENDERS,
  PLATE_STYLES,
  person,
  plate,
  type Random,
  VEHICLES,
} from './varied-parts.ts';

export function madeInWord(id: string, r: Random): { blocks: (string | string[][])[]; truth: Truth } {
  const kind = r.pick(KINDS);
  const dealer = r.pick(DEALERS);
  const buyer = person(r);
  const joint = kind.key !== 'consent' && r.chance(0.2) ? person(r) : null;
  const style = r.pick(PLATE_STYLES);
  const shown = plate(r, style);
  const a = address(r);
  const role = r.pick(kind.roles);
  const title = r.pick(kind.titles);
  const capitals = r.chance(0.3);
  const written = (p: typeof buyer) => {
    const name = `${p.title} ${p.forename} ${p.surname}`;
    return capitals ? name.toUpperCase() : name;
  };
  const details: string[][] = [
    [r.pick([`${role} name`, 'Full name', `Name of ${role.toLowerCase()}`]), written(buyer)],
    ...(joint ? [[`Joint ${role.toLowerCase()}`, written(joint)]] : []),
    ['Address', `${a.street}, ${a.town} ${a.postcode}`],
    ['Vehicle', r.pick(VEHICLES)],
    [r.pick(['Registration', 'Registration No.', 'VRM']), shown],
  ];
  const lead = role.split(' ')[0]!;
  const customerLabels = joint ? [`${lead} 1 signature`, `${lead} 2 signature`] : [`${lead} signature`];
  const other = r.pick(kind.others);
  const otherName = kind.key === 'hp' || kind.key === 'pcp' ? r.pick(LENDERS) : dealer.name;
  const signing = [
    ...customerLabels.map((label) => [label, '', 'Date', '']),
    [`Signed for the ${other} (${otherName})`, '', 'Date', ''],
  ];
  if (r.chance(0.3)) signing.reverse();
  return {
    blocks: [
      title,
      `${dealer.name}, ${dealer.address}. Tel ${dealer.phone}. Reference ${id.slice(-3)}/${r.int(1000, 9999)}.`,
      details,
      TERMS,
      'Please sign below to confirm you have read and accept this document.',
      signing,
    ],
    truth: {
      file: id,
      format: 'docx',
      kinds: [kind.key, style, 'word', joint ? 'joint' : 'person'],
      documentType: kind.type,
      customerName: fullName(buyer),
      ...(joint ? { otherCustomers: [fullName(joint)] } : {}),
      vehicleRegistration: shown.replace(/\s/g, ''),
      otherRegistrations: [],
      pageCount: 1,
      hasTextLayer: true,
      dealershipName: dealer.name,
      // In the order printed, as the scorer pairs places found with places expected from the top down.
      signatureFields: signing
        .map(([label]) => label!)
        .filter((label) => customerLabels.includes(label))
        .map((label) => ({
          page: 1,
          label,
          ...(label === customerLabels[1] ? { signer: 'customer2' } : {}),
        })),
      otherPlaces: [
        { page: 1, label: `Signed for the ${other} (${otherName})`, signer: OTHER_SIGNER[other] ?? null },
      ],
    },
  };
}
