// Two places with the same customer label side by side ("Hirer ____   Hirer ____") are two people's when
// the document names a second buyer: the labels alone give both to the first customer. Whose each is then
// comes from the layout and the names read, two cues that must agree before the reading is sure.
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { slotOf } from '../../../shared/documents/signers.ts';

/** What the names and the layout say when the labels cannot tell two customers' places apart. */
const FROM_LAYOUT = 0.75;
/** Two identical places and no second buyer named: perhaps a second hirer unnamed, so the editor asks. */
const UNSURE = 0.5;

/** The fields, with the second of each pair of twin customer places given to the second customer. */
export function assignTwinPlaces(fields: SignatureField[], secondBuyerNamed: boolean): SignatureField[] {
  // A form whose labels already tell the customers apart needs nothing from the layout.
  if (fields.some((f) => slotOf(f) !== 'customer' && slotOf(f).startsWith('customer'))) return fields;
  const out = [...fields];
  const taken = new Set<number>();
  out.forEach((first, i) => {
    if (taken.has(i) || slotOf(first) !== 'customer' || !first.box) return;
    const j = out.findIndex((other, k) => k > i && !taken.has(k) && isTwin(first, other));
    if (j < 0) return;
    taken.add(i).add(j);
    const other = out[j]!;
    const second = secondBuyerNamed ? { signer: 'customer2' as const, signerConfidence: FROM_LAYOUT } : {};
    const sure = secondBuyerNamed ? FROM_LAYOUT : UNSURE;
    out[i] = { ...first, signerConfidence: Math.min(first.signerConfidence ?? 1, sure) };
    out[j] = { ...other, signerConfidence: Math.min(other.signerConfidence ?? 1, sure), ...second };
  });
  return out;
}

/**
 * The same label on the same page, in one row (side by side) or stacked close under each other as one
 * signing block; a second place further down the page is the same person signing a second clause.
 */
function isTwin(a: SignatureField, b: SignatureField): boolean {
  if (slotOf(b) !== 'customer' || a.page !== b.page || !a.box || !b.box) return false;
  if (roleOfLabel(a.label) !== roleOfLabel(b.label)) return false;
  const sideBySide =
    Math.abs(a.box.y - b.box.y) <= 12 &&
    (b.box.x >= a.box.x + a.box.width || a.box.x >= b.box.x + b.box.width);
  const stacked = Math.abs(a.box.y - b.box.y) <= 50 && Math.abs(a.box.x - b.box.x) <= 20;
  return sideBySide || stacked;
}

// The signer's own name printed in brackets after the role ("Customer (Chidi Eze)", "Buyer (Mrs A Okafor)"):
// the same role for two people is two customers' places, as the same label twice is.
const PERSON_IN_BRACKETS =
  /\s*\((?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}\)$/u;

/** The label without the signer's name in brackets after it, to compare. */
const roleOfLabel = (label: string) => label.trim().replace(PERSON_IN_BRACKETS, '').toLowerCase();
