// What every producer of the independent set shares: the truth shape (the project corpus's own, from
// kit.ts), how a drawn signing place becomes a truth box, and who a place belongs to.
import type { OtherPlace, Truth, TruthBox, TruthField } from '../corpus/kit.ts';

export type { Truth, TruthBox };

/** A document made by one producer, with the truth its generator knows from where it drew things. */
export type Made = { file: string; bytes: Uint8Array; truth: Truth };

/**
 * Whose a place is. Customer places go to `signatureFields` (with a slot only when the document has more
 * than one customer, as the project corpus does); the dealer's and a guarantor's to `otherPlaces` with
 * their slot; a witness's to `otherPlaces` with signer null (nobody the dealer sends a link to signs there).
 * The lender's place ("Signed for and on behalf of the Creditor") is the dealer's: the shared schema
 * (SignatureField.signerConfidence) names that label as one that says whose the place is, and the dealer is
 * the only signer of ours who could sign it, as the creditor's agent.
 */
export type Whose = 'customer' | 'customer2' | 'guarantor' | 'dealer' | 'witness' | 'creditor';

/** One drawn place: its page, the caption a person reads, the rectangle to sign in and the date's. */
export type Place = { page: number; label: string; whose: Whose; box: TruthBox; dateBox?: TruthBox };

const SIGNING_HEIGHT = 30;
const DATE_HEIGHT = 18;
const r1 = (n: number) => Math.round(n * 10) / 10;

export const roundBox = (b: TruthBox): TruthBox => ({
  x: r1(b.x),
  y: r1(b.y),
  width: r1(b.width),
  height: r1(b.height),
});

/** The place over a drawn line: from the line's start, as long as the line, 30 pt up from it. */
export const overLine = (x: number, lineY: number, width: number): TruthBox =>
  roundBox({ x, y: lineY, width, height: SIGNING_HEIGHT });

/** A date line's box: the same, 18 pt up. */
export const dateOverLine = (x: number, lineY: number, width: number): TruthBox =>
  roundBox({ x, y: lineY, width, height: DATE_HEIGHT });

/** Splits places into the customers' fields and every other place, in the project corpus's shape. */
export function placesToTruth(places: Place[]): Pick<Truth, 'signatureFields' | 'otherPlaces'> {
  const customers = places.filter((p) => p.whose === 'customer' || p.whose === 'customer2');
  const several = new Set(customers.map((p) => p.whose)).size > 1;
  const field = (p: Place) => ({
    page: p.page,
    label: p.label,
    box: roundBox(p.box),
    ...(p.dateBox ? { dateBox: roundBox(p.dateBox) } : {}),
  });
  const signatureFields: TruthField[] = customers.map((p) => ({
    ...field(p),
    ...(several ? { signer: p.whose as 'customer' | 'customer2' } : {}),
  }));
  const otherPlaces: OtherPlace[] = places
    .filter((p) => !customers.includes(p))
    .map((p) => ({
      ...field(p),
      signer: p.whose === 'guarantor' ? 'guarantor' : p.whose === 'witness' ? null : 'dealer',
    }));
  return { signatureFields, otherPlaces };
}

/** What a document definition states; the producer adds pages, text layer and places. */
export type Facts = Pick<
  Truth,
  | 'documentType'
  | 'customerName'
  | 'otherCustomers'
  | 'vehicleRegistration'
  | 'otherRegistrations'
  | 'dealershipName'
> & { file: string; kinds: string[] };

export function truthOf(facts: Facts, pageCount: number, places: Place[]): Truth {
  const { file, kinds, otherCustomers, ...rest } = facts;
  return {
    file,
    format: 'pdf',
    kinds,
    ...rest,
    ...(otherCustomers?.length ? { otherCustomers } : {}),
    pageCount,
    hasTextLayer: true,
    ...placesToTruth(places),
  };
}
