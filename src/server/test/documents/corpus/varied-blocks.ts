// The customer's details as varied dealer systems print them: labelled lines, a two-column grid, a
// form with the customer and the dealer side by side, a table with headings, letter-per-box
// capitals, surname first; and a letter whose only mention of the customer is its address block.
import type { Dealer, Sheet } from './kit.ts';
import type { Person, Random } from './varied-parts.ts';

export type Party = {
  buyer: Person;
  joint: Person | null;
  /** A company buying, signed for by `buyer` as its director. */
  business: string | null;
  address: { street: string; town: string; postcode: string };
  role: string;
};

type NameStyle = 'titled' | 'plain' | 'capitals' | 'surname-first';

function written(p: Person, style: NameStyle): string {
  switch (style) {
    case 'titled':
      return `${p.title} ${p.forename} ${p.surname}`;
    case 'plain':
      return `${p.forename} ${p.surname}`;
    case 'capitals':
      return `${p.title} ${p.forename} ${p.surname}`.toUpperCase();
    case 'surname-first':
      return `${p.surname.toUpperCase()}, ${p.forename}`;
  }
}

/** The customer's details from `y` down, in one of several layouts; returns the y under them. */
export function drawCustomer(s: Sheet, r: Random, y: number, party: Party, staff: string): number {
  const style = r.pick<NameStyle>(['titled', 'titled', 'plain', 'capitals', 'surname-first']);
  const role = party.role;
  const nameLabel = r.pick([`${role} name`, 'Name', 'Full name', `Name of ${role.toLowerCase()}`, role]);
  const secondLabel = r.pick([`Joint ${role.toLowerCase()}`, `${role} 2`, `Second ${role.toLowerCase()}`]);
  const a = party.address;
  const rows: [string, string][] = [];
  if (party.business) {
    if (r.chance(0.5))
      rows.push([nameLabel, `${party.business}, represented by ${written(party.buyer, 'plain')}`]);
    else
      rows.push(
        ['Company', party.business],
        [r.pick(['Signing director', 'Director signing', 'Signatory']), written(party.buyer, style)],
      );
  } else rows.push([nameLabel, written(party.buyer, style)]);
  if (party.joint)
    rows.push([secondLabel, written(party.joint, style === 'surname-first' ? 'titled' : style)]);
  rows.push(
    ['Address', `${a.street}, ${a.town}`],
    ['Postcode', a.postcode],
    ['Telephone', `07700 9${r.int(10_000, 99_999)}`],
  );

  // A form with fields to type into asks for each detail on its own labelled line.
  const layout = s.producer.formFields
    ? 'lines'
    : party.business || party.joint
      ? r.pick(['lines', 'grid', 'two-column'])
      : r.pick(['lines', 'grid', 'two-column', 'table', 'boxes']);
  switch (layout) {
    case 'lines':
      rows.forEach(([label, value], i) => {
        s.labelled(label, value, 44, y - 14 - i * 13);
      });
      return y - 20 - rows.length * 13;
    case 'grid':
      return s.grid(44, y - 6, [130, 377], rows, 16).bottom - 4;
    case 'two-column': {
      // The customer on the left, the dealer's side on the right, each under its own heading.
      s.text(r.pick([`${role} details`, `The ${role.toLowerCase()}`, 'Your details']), 44, y - 12, {
        bold: true,
      });
      s.text(r.pick(['Dealer', 'Supplier', 'Sold by']), 320, y - 12, { bold: true });
      rows.forEach(([label, value], i) => {
        s.text(`${label}: ${value}`, 44, y - 28 - i * 13, { size: 8 });
      });
      s.text(`Name: ${staff}`, 320, y - 28, { size: 8 });
      s.text('Position: Sales Executive', 320, y - 41, { size: 8 });
      return y - 34 - rows.length * 13;
    }
    case 'table': {
      const { bottom } = s.grid(
        44,
        y - 6,
        [150, 230, 127],
        [
          [nameLabel, 'Address', 'Postcode'],
          [written(party.buyer, style), `${a.street}, ${a.town}`, a.postcode],
        ],
      );
      return bottom - 4;
    }
    default: {
      // Capitals one letter per box, as a form filled in by hand.
      s.text('Surname', 44, y - 16, { bold: true });
      s.charBoxes(120, y - 16, party.buyer.surname.toUpperCase(), 18);
      s.text('Forename(s)', 44, y - 38, { bold: true });
      s.charBoxes(120, y - 38, party.buyer.forename.toUpperCase(), 18);
      s.text(`Address: ${a.street}, ${a.town} ${a.postcode}`, 44, y - 60);
      return y - 70;
    }
  }
}

/** A letter: address block, salutation, the vehicle in the "Re:" line. Returns the y under the body. */
export function drawLetter(
  s: Sheet,
  r: Random,
  dealer: Dealer,
  title: string,
  party: Party,
  printedPlate: string,
  vehicle: string,
): number {
  s.text(dealer.name, 320, 800, { size: 13, bold: true });
  s.text(dealer.address, 320, 787, { size: 7.5 });
  s.text(`Tel ${dealer.phone}`, 320, 777, { size: 7.5 });
  const p = party.buyer;
  const a = party.address;
  const block = [`${p.title} ${p.forename} ${p.surname}`, a.street, a.town, a.postcode];
  if (r.chance(0.3)) block[0] = block[0]!.toUpperCase();
  block.forEach((line, i) => {
    s.text(line, 44, 740 - i * 12);
  });
  s.text(`${r.int(1, 28)} March 2025`, 440, 690);
  s.text(title, 44, 660, { size: 12, bold: true });
  s.text(`Re: ${vehicle}, registration ${printedPlate}`, 44, 644, { bold: true });
  s.text(`Dear ${p.title} ${p.surname},`, 44, 622);
  return s.para(
    'Thank you for choosing us. Please read this letter, sign where shown below and return it to us. Keep a copy for your records.',
    44,
    606,
    500,
  );
}
