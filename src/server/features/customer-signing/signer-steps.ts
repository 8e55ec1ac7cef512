// A request with several signers, from one signer's link: they see their own documents and places, sign only
// those (another signer's place is 409), submit their part, and the last to finish completes and seals the set.
// A one-customer request comes here only to decline (its Found has no signer).
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { placesOf, type SignerSlot, slotName } from '../../../shared/documents/signers.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordSignerInPersonSubmit } from '../handover/index.ts';
import { notifyDealer } from '../notifications/index.ts';
import type { SignerDetail, Trail } from '../signing-history/index.ts';
import {
  declineSigner,
  finishSigner,
  markSignerOpenedOnce,
  sendLinkOfSigner,
} from '../signing-requests/index.ts';
import * as repo from './customer-signing.repo.ts';
import {
  type Client,
  type Ctx,
  type DocumentRow,
  type Found,
  sealAfterCompletion,
  sessionView,
} from './customer-signing.service.ts';

type Signer = NonNullable<Found['signer']>;

const slotOf = (signer: Signer) => signer.signer.slot as SignerSlot;
/** "Customer 2", "Guarantor", "Dealer". */
const roleName = (signer: Signer) => slotName(slotOf(signer));
export const signerDetail = (signer: Signer): SignerDetail => ({
  signer: signer.name,
  role: roleName(signer),
});
const trail = (client: Client): Trail => ({ ipAddress: client.ip, userAgent: client.userAgent ?? null });

/** The link's documents, each with when this link's signer (or the one customer) signed it. */
export const documentsOf = (ctx: Ctx, found: Found) =>
  repo.listDocumentsWithSignatures(ctx.db, found.request.id, found.signer?.signer.slot ?? 'customer');

/**
 * The places of a document this link signs: every customer's for one customer (never the dealer's or a
 * guarantor's, which the reading now finds too and sealing leaves blank), the signer's own otherwise.
 */
export function ownPlaces(found: Found, fields: SignatureField[]): SignatureField[] {
  return placesOf(fields, found.signer ? slotOf(found.signer) : 'customer', !found.signer);
}

/** The documents with at least one place of the signer's: the others are not theirs to sign. */
export function ownDocuments(found: Found, documents: DocumentRow[]): DocumentRow[] {
  return documents.filter((d) => ownPlaces(found, d.document.signatureFields).length > 0);
}

/** A declined set is closed to everyone; a later signer of a sequence waits for their turn. */
export function refuseClosedSigner(found: Found) {
  if (found.request.status === 'declined') {
    if (!found.signer && found.signers.length === 0) {
      throw new AppError(
        410,
        'You declined to sign these documents. Please contact the dealer if that changes.',
        {
          code: 'DECLINED',
        },
      );
    }
    const who = found.signers.find((s) => s.signer.declinedAt);
    throw new AppError(
      410,
      `This signing request has stopped: ${who ? `${who.name} declined to sign` : 'a signer declined'}. Please contact the dealer.`,
      { code: 'DECLINED' },
    );
  }
  if (found.signer && !found.signer.signer.sentAt) {
    throw new AppError(
      409,
      'It is not your turn to sign yet: you will be sent your link when the people before you have signed.',
      { code: 'NOT_YOUR_TURN' },
    );
  }
}

/** 409 for a place that belongs to another signer (or a document with none of this signer's places). */
export function refuseOthersPlace(
  found: Found,
  document: { signatureFields: SignatureField[] },
  claimed: SignerSlot | undefined,
) {
  if (!found.signer) return;
  if (found.signer.signer.finishedAt) {
    throw new AppError(409, 'You have already submitted your signatures.', { code: 'COMPLETED' });
  }
  const own = ownPlaces(found, document.signatureFields);
  if ((claimed && claimed !== slotOf(found.signer)) || own.length === 0) {
    throw new AppError(409, 'That place is for another person to sign: you can sign only your own places.', {
      code: 'NOT_YOUR_PLACE',
    });
  }
}

/** Who the session is for: the signer's own name and contact (the request's customer for one customer). */
export function signerPerson(found: Found) {
  const { signer } = found;
  if (!signer || signer.signer.customerId === found.request.customerId) return {};
  return { name: signer.name, email: signer.email, phone: signer.phone ?? '', address: null };
}

export function signerOfSession(found: Found): SigningSession['signer'] {
  const { signer } = found;
  if (!signer) return undefined;
  return {
    name: signer.name,
    slot: slotOf(signer),
    roleName: roleName(signer),
    finished: signer.signer.finishedAt !== null,
    setComplete: found.request.status === 'completed',
    // The customer is told of the dealership's countersignature, not of the staff member who gives it.
    waitingFor: found.signers
      .filter((s) => !s.signer.finishedAt)
      .map((s) => (s.signer.slot === 'dealer' ? 'the dealership' : s.name)),
  };
}

/** First open of a signer's link: the trail says who; the dealer is told once (not of their own open). */
export async function signerOpened(ctx: Ctx, found: Found, where: Trail) {
  const signer = found.signer!;
  if (signer.signer.openedAt) return;
  const first = await markSignerOpenedOnce(
    ctx.db,
    found.request.id,
    {
      id: signer.signer.id,
      detail: signerDetail(signer),
    },
    where,
  );
  if (!first || signer.signer.role === 'dealer') return;
  await notifyDealer(ctx.db, {
    dealerId: found.request.dealerId,
    type: 'customer_started',
    message: `${signer.name} (${roleName(signer)}) opened their documents`,
    signingRequestId: found.request.id,
  });
}

/**
 * The signer submits their part. The last to finish completes the set and seals it; in a sequence, the next
 * signer is sent their link; the dealer is told either way.
 */
export async function submitAsSigner(ctx: Ctx, found: Found, client: Client): Promise<SigningSession> {
  const signer = found.signer!;
  const requestId = found.request.id;
  const mine = ownDocuments(found, await documentsOf(ctx, found)).map((d) => d.document.documentId);
  const result = await finishSigner(
    ctx.db,
    requestId,
    { id: signer.signer.id, slot: signer.signer.slot, detail: signerDetail(signer) },
    mine,
    trail(client),
  );
  if (result.outcome === 'incomplete') {
    throw new AppError(400, 'Please sign every document before submitting.', { code: 'NOT_ALL_SIGNED' });
  }
  if (result.outcome === 'closed') {
    throw new AppError(410, 'This signing request is no longer open.', { code: 'CLOSED' });
  }
  const finishedNow = result.outcome === 'signer_finished' || result.outcome === 'completed';
  if (finishedNow && signer.signer.role !== 'dealer') {
    // Signed on the device handed over to this signer: the trail names them (before a seal reads it) and the
    // lock ends now, set complete or not. The set's completion below records nothing in person of its own
    // (the dealer's countersignature is never handed over).
    const who = { id: signer.signer.id, name: signer.name, role: roleName(signer) };
    await recordSignerInPersonSubmit(ctx.db, requestId, who, client.cookie).catch((error: unknown) =>
      ctx.log.warn({ err: error, requestId }, 'in-person signing not recorded'),
    );
  }
  const now = new Date();
  const finished: Found = {
    ...found,
    signer: { ...signer, signer: { ...signer.signer, finishedAt: signer.signer.finishedAt ?? now } },
    signers: found.signers.map((s) =>
      s.signer.id === signer.signer.id
        ? { ...s, signer: { ...s.signer, finishedAt: s.signer.finishedAt ?? now } }
        : s,
    ),
  };
  if (result.outcome === 'completed') {
    const completed: Found = {
      ...finished,
      request: { ...found.request, status: 'completed', completedAt: result.completedAt },
    };
    const names = found.signers.map((s) => s.name).join(', ');
    return sealAfterCompletion(ctx, completed, client, `Everyone has signed: ${names}`);
  }
  if (result.outcome === 'signer_finished') {
    const next = result.next;
    const titles = (await repo.listDocumentsWithSignatures(ctx.db, requestId)).map((d) => d.document.title);
    if (next) {
      await sendLinkOfSigner(
        ctx,
        {
          requestId,
          dealerId: found.request.dealerId,
          expiresAt: found.request.expiresAt ?? now,
          notes: found.request.notes,
          documentTitles: titles,
        },
        next,
      );
    }
    if (signer.signer.role !== 'dealer') {
      await notifyDealer(ctx.db, {
        dealerId: found.request.dealerId,
        type: 'other',
        message: `${signer.name} signed (${roleName(signer)})${next ? `; ${next.name} (${slotName(next.signer.slot as SignerSlot)}) is next` : ''}`,
        signingRequestId: requestId,
      });
    }
  }
  const status = result.outcome === 'already_completed' ? 'completed' : found.request.status;
  return sessionView(
    ctx,
    { ...finished, request: { ...found.request, status } },
    await documentsOf(ctx, found),
  );
}

/**
 * The signer declines: the set stops for everyone, the dealer is told who and why. The one customer of a
 * request declines the same way: the request stops, the trail, the notification and the webhook say so.
 */
export async function declineAsSigner(ctx: Ctx, found: Found, reason: string | null, client: Client) {
  const signer = found.signer;
  const who = signer
    ? { id: signer.signer.id, detail: signerDetail(signer) }
    : { id: null, detail: { signer: found.customer.name, role: 'Customer' } };
  const declined = await declineSigner(ctx.db, found.request.id, who, reason, trail(client));
  if (!declined) throw new AppError(409, 'This signing request is no longer open.', { code: 'CLOSED' });
  await notifyDealer(ctx.db, {
    dealerId: found.request.dealerId,
    type: 'other',
    message: `${who.detail.signer}${signer ? ` (${roleName(signer)})` : ''} declined to sign${reason ? `: "${reason}"` : ''}. The request has stopped.`,
    signingRequestId: found.request.id,
  });
  return { declined: true };
}
