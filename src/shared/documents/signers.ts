// Who signs a request, and where. A request has one customer (as it always had) or several signers: joint
// customers, a guarantor and the dealer's countersigning member, each with a slot that names their places
// on the documents (SignatureField.signer) and their own link. Shared by the server and both web apps.
import type { SignatureField } from './document-types.ts';

export const SIGNER_SLOTS = [
  'customer',
  'customer2',
  'customer3',
  'customer4',
  'guarantor',
  'dealer',
] as const;
export type SignerSlot = (typeof SIGNER_SLOTS)[number];
export const SIGNER_ROLES = ['customer', 'guarantor', 'dealer'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNING_ORDERS = ['parallel', 'sequential'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

/** The slot a field belongs to: a field nobody assigned is the (first) customer's, as before signers. */
export const slotOf = (field: Pick<SignatureField, 'signer'>): SignerSlot => field.signer ?? 'customer';

/** A place the dealer marked as signed by nobody here: no one is asked to sign it. */
export const isNotSigned = (field: Pick<SignatureField, 'notSigned'>) => field.notSigned === true;

/**
 * The places one signer signs. `sole`: the request has a single customer and no signer rows, which signs the
 * first customer's places alone: a "Hirer 2" place is a second signer's, never the first customer's (sending
 * refuses a request with a place for a signer it lacks, signature-places.ts), and no one signs a guarantor's
 * or dealer's place. A place marked "not signed" is nobody's.
 */
export function placesOf<F extends Pick<SignatureField, 'signer' | 'notSigned'>>(
  fields: readonly F[],
  slot: SignerSlot,
  sole: boolean,
): F[] {
  const signed = fields.filter((f) => !isNotSigned(f));
  if (sole) return signed.filter((f) => slotOf(f) === 'customer');
  return signed.filter((f) => slotOf(f) === slot);
}

/** The slots of a request's signers, from their roles in order: customers 1…n, the guarantor, the dealer. */
export function slotsFor(roles: readonly SignerRole[]): SignerSlot[] {
  let customers = 0;
  return roles.map((role) => {
    if (role !== 'customer') return role;
    customers += 1;
    return (customers === 1 ? 'customer' : `customer${customers}`) as SignerSlot;
  });
}

/** "Customer 2", "Guarantor", "Dealer": how a slot is named where a role is shown. */
export function slotName(slot: SignerSlot): string {
  if (slot === 'dealer') return 'Dealer';
  if (slot === 'guarantor') return 'Guarantor';
  const n = slot.slice('customer'.length);
  return n ? `Customer ${n}` : 'Customer';
}

/** One signer of a request as the dealer's screens and the API show them. */
export type SignerSummary = {
  id: string;
  position: number;
  slot: SignerSlot;
  role: SignerRole;
  name: string;
  email: string;
  customerId: string | null;
  status: 'waiting' | 'sent' | 'opened' | 'signed' | 'declined';
  sentAt: string | null;
  finishedAt: string | null;
  declineReason: string | null;
  channels: ('email' | 'sms')[];
};

/** The next signers to sign: the first unfinished in a sequence, every unfinished one in parallel. */
export function nextSigners(signers: readonly SignerSummary[], order: SigningOrder): SignerSummary[] {
  const open = signers.filter((s) => s.status !== 'signed');
  if (open.some((s) => s.status === 'declined')) return [];
  return order === 'sequential' ? open.slice(0, 1) : open;
}

/** A slot as a role and a number: 'customer2' is { role: 'customer', slot: 2 }, 'dealer' { dealer, 1 }. */
export function signerOfSlot(slot: SignerSlot): { role: SignerRole; slot: number } {
  if (slot === 'dealer' || slot === 'guarantor') return { role: slot, slot: 1 };
  return { role: 'customer', slot: Number(slot.slice('customer'.length) || 1) };
}

/** One signer the documents have places for, beyond the first customer, with a label that shows it. */
export type NeededSigner = { slot: SignerSlot; label: string };

/**
 * The signers a set of documents has places for beyond the first customer (a second hirer, a guarantor, the
 * dealer), in slot order, each with the first label found for it: what Create Request proposes.
 */
export function signersNeeded(
  documents: readonly {
    signatureFields?: readonly Pick<SignatureField, 'signer' | 'label' | 'notSigned'>[];
  }[],
): NeededSigner[] {
  const first = new Map<SignerSlot, string>();
  for (const field of documents.flatMap((d) => d.signatureFields ?? [])) {
    if (isNotSigned(field)) continue;
    const slot = slotOf(field);
    if (slot !== 'customer' && !first.has(slot)) first.set(slot, field.label);
  }
  return SIGNER_SLOTS.filter((s) => first.has(s)).map((slot) => ({ slot, label: first.get(slot)! }));
}
