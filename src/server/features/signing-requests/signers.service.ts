// Requests with several signers: joint customers, a guarantor and the dealer's countersigning
// member, each with their own link, all at once or one after another. A one-customer request never comes
// here: it is made exactly as it always was (signing-requests.service.ts).
import { randomBytes } from 'node:crypto';
import { type CurrentUser, personIdOf } from '../../../shared/dealer/auth.schema.ts';
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { placesOf, type SignerSlot, slotName, slotsFor } from '../../../shared/documents/signers.ts';
import type { SendChannel, SigningRequestInput } from '../../../shared/documents/signing-request.types.ts';
import { languageFor } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import { getCustomer } from '../customers/index.ts';
import { loadDealerProfile } from '../dealer-profile/index.ts';
import type { DeliveryCtx } from '../email/index.ts';
import { dealerBrand, scheduleReminder, sendCustomerMail, signingRequest } from '../email/index.ts';
import { notifyDealer } from '../notifications/index.ts';
import { customerMobile, queueText, signingText } from '../sms/index.ts';
import { listTeam } from '../team/index.ts';
import { listSigners, type SignerRow, type SignerValues } from './request-signers.repo.ts';
import { refusePlacesWithoutSigner } from './signature-places.ts';

/** Whether a request's input asks for more than its one customer (else it is made as it always was). */
export function hasSeveralSigners(input: SigningRequestInput): boolean {
  const signers = input.signers ?? [];
  return signers.length > 1 || signers.some((s) => s.role !== 'customer');
}

type Person = { name: string; email: string; phone: string | null; language?: string | null };
export type PlannedSigner = { values: SignerValues; person: Person; token: string };

/**
 * Each signer's row, person and new link token, in the input's order. Customers must be the dealer's own
 * (404 otherwise); the countersigning member is the signed-in dealer until dealerships have members.
 */
export async function planSigners(
  db: Database,
  dealer: CurrentUser,
  input: SigningRequestInput,
  appSecret: string,
): Promise<PlannedSigner[]> {
  const signers = input.signers ?? [];
  const slots = slotsFor(signers.map((s) => s.role));
  const box = linkTokenBox(appSecret);
  return Promise.all(
    signers.map(async (s, position) => {
      const token = randomBytes(32).toString('base64url');
      const common = { position, slot: slots[position]!, role: s.role, tokenSealed: box.seal(token) };
      if (s.role === 'dealer') {
        // The member who countersigns: the signed-in person unless another active member is named.
        const memberId = s.memberId ?? personIdOf(dealer);
        const member = (await listTeam({ db }, dealer)).find(
          (m) => m.userId === memberId && m.status === 'active',
        );
        if (!member) throw notFound('That member of the dealership was not found');
        const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.email;
        return {
          values: { ...common, memberId, channels: [] },
          person: { name, email: member.email, phone: null },
          token,
        };
      }
      const customer = await getCustomer(db, dealer.id, s.customerId!).catch(() => {
        throw notFound('Customer not found');
      });
      return {
        values: { ...common, customerId: customer.id, channels: input.channels },
        person: {
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          language: customer.language,
        },
        token,
      };
    }),
  );
}

/**
 * 409 when a chosen signer has no place to sign in any document (nowhere to put their signature): the dealer
 * assigns one in the editor. And 409 when a place is a person's nobody was chosen for (a "Joint hirer" box
 * with one hirer chosen): the dealer adds the signer or marks the place "not signed".
 */
export function refuseSignersWithoutPlaces(
  documents: { title: string; signatureFields: SignatureField[] }[],
  slots: SignerSlot[],
) {
  for (const slot of slots) {
    if (documents.some((d) => placesOf(d.signatureFields, slot, false).length > 0)) continue;
    throw new AppError(
      409,
      `No document has a place for the ${slotName(slot).toLowerCase()} to sign: open the document in the editor and assign a signature box to them`,
      { code: 'NO_PLACE_FOR_SIGNER' },
    );
  }
  // The other way round too: every place a person signs has its signer among these.
  refusePlacesWithoutSigner(documents, slots);
}

/** A text can reach every customer signer who gets one: refused before anything is made. */
export function checkMobiles(planned: PlannedSigner[], channels: SendChannel[]) {
  if (!channels.includes('sms')) return;
  for (const p of planned) if (p.values.role !== 'dealer') customerMobile(p.person.phone);
}

export type LinkToSend = {
  requestId: string;
  dealerId: string;
  expiresAt: Date;
  notes: string | null;
  subject?: string | null;
  documentTitles: string[];
};

/**
 * Sends one signer their link: a customer or guarantor by their channels; the dealer's member is told in the
 * app (they countersign from the request's Details, signed in). Queued, never waited on.
 */
export async function sendSignerLink(
  ctx: DeliveryCtx,
  request: LinkToSend,
  signer: { role: string; channels: SendChannel[]; tokenSealed: string | null } & Person,
) {
  if (signer.role === 'dealer') {
    await notifyDealer(ctx.db, {
      dealerId: request.dealerId,
      type: 'other',
      message: `Your countersignature is needed: open the request's Details and sign your places (${request.documentTitles.join(', ')})`,
      signingRequestId: request.requestId,
    });
    return;
  }
  if (!signer.tokenSealed) return;
  const token = linkTokenBox(ctx.config.appSecret).open(signer.tokenSealed);
  const profile = await loadDealerProfile(ctx.db, request.dealerId);
  const brand = dealerBrand(ctx, profile);
  const link = `${ctx.config.appUrl}/sign/${token}`;
  const language = languageFor(signer.language, profile.settings?.language);
  if (signer.channels.includes('email')) {
    const template = signingRequest({
      brand,
      language,
      customerName: signer.name,
      documentTitles: request.documentTitles,
      link,
      expiresAt: request.expiresAt,
      notes: request.notes,
      subject: request.subject ?? null,
    });
    await sendCustomerMail(ctx, profile, template, { to: signer.email, requestId: request.requestId });
  }
  if (signer.channels.includes('sms')) {
    let to: string;
    try {
      to = customerMobile(signer.phone);
    } catch (error) {
      ctx.log.warn({ requestId: request.requestId, reason: (error as Error).message }, 'link not texted');
      return;
    }
    const body = signingText({
      dealershipName: brand.dealershipName,
      link,
      kind: 'signing_request',
      expiresAt: request.expiresAt,
      language,
    });
    await queueText(ctx, {
      dealerId: request.dealerId,
      requestId: request.requestId,
      kind: 'signing_request',
      to,
      body,
    });
  }
}

/** Sends the link of a signer whose turn has come (the customer-signing feature calls this). */
export async function sendLinkOfSigner(ctx: DeliveryCtx, request: LinkToSend, signer: SignerRow) {
  // Their own reminder, counted from now: the request's first one may have run before their turn came.
  if (signer.signer.role !== 'dealer') {
    await scheduleReminder(ctx, request.requestId, signer.signer.channels, signer.signer.id);
  }
  await sendSignerLink(ctx, request, {
    role: signer.signer.role,
    channels: signer.signer.channels,
    tokenSealed: signer.signer.tokenSealed,
    name: signer.name,
    email: signer.email,
    phone: signer.phone,
    language: signer.language,
  });
}

export { listSigners };
