import type { SignatureField } from '../../../shared/document-types.ts';
import type { AppDeps } from '../../app.ts';
import { sha256Hex } from '../../lib/storage.ts';
import { logoBytes } from '../branding/branding.service.ts';
import { mailBrandFor, senderName } from '../email/mail-brand.ts';
import { type DeliveryCtx, deliverMail } from '../email/mail-delivery.service.ts';
import { dealerNotification, type MailBrand, renderMail, signedCopy } from '../email/templates/index.ts';
import type { CertificateInput } from './certificate-page.ts';
import { sealDocuments } from './seal-documents.ts';
import * as repo from './sealing.repo.ts';

export type SealingCtx = DeliveryCtx & Pick<AppDeps, 'sealingCertificate'>;
type Input = NonNullable<Awaited<ReturnType<typeof repo.loadSealingInput>>>;

/**
 * Seals a completed request and e-mails the customer their copy. Only the caller that wins the claim
 * seals, so two simultaneous submits make one set of files; a failure releases the claim for a retry.
 * Answers true when this call sealed the request.
 */
export async function sealRequest(ctx: SealingCtx, requestId: string): Promise<boolean> {
  if (!(await repo.claimSealing(ctx.db, requestId))) return false;
  try {
    const input = await repo.loadSealingInput(ctx.db, requestId);
    if (!input) {
      await repo.releaseSealingClaim(ctx.db, requestId);
      return false;
    }
    // One read of the dealer's branding serves the certificate page and the customer's e-mail.
    const brand = await mailBrandFor(ctx, input.request.dealerId);
    const logo = await logoBytes(ctx, input.request.dealerId);
    const sealed = await sealInput(ctx, input, {
      name: brand.dealershipName,
      primaryColor: brand.primaryColor,
      logo,
    });
    await repo.saveSealed(
      ctx.db,
      requestId,
      sealed.map(({ documentId, sealedKey, signedSha256, sealedSha256 }) => ({
        documentId,
        sealedKey,
        signedSha256,
        sealedSha256,
      })),
    );
    await mailSignedCopy(ctx, input, brand, sealed);
    await mailDealer(ctx, input);
    return true;
  } catch (error) {
    await repo.releaseSealingClaim(ctx.db, requestId);
    throw error;
  }
}

/** At start-up: seals completed requests that a crash or an error left without their sealed copies. */
export async function sealPendingRequests(ctx: SealingCtx) {
  await ctx.sealingCertificate();
  for (const requestId of await repo.listUnsealedRequests(ctx.db)) {
    await sealRequest(ctx, requestId).catch((error: unknown) =>
      ctx.log.error({ err: error, requestId }, 'sealing failed'),
    );
  }
}

async function sealInput(ctx: SealingCtx, input: Input, dealer: CertificateInput['dealer']) {
  const { request, customer } = input;
  const certificate = await ctx.sealingCertificate();
  const documents = await Promise.all(
    input.documents.map(async (d) => {
      const signature = input.signatures.find((s) => s.documentId === d.documentId);
      if (!signature) throw new Error(`request ${request.id}: document ${d.documentId} is not signed`);
      // The certificate states this fingerprint: it must be of the very bytes being stamped.
      const pdf = await ctx.storage.get(d.pdfKey);
      if (sha256Hex(pdf) !== d.sha256) {
        throw new Error(
          `request ${request.id}: ${d.pdfKey} no longer matches the SHA-256 recorded when it was sent`,
        );
      }
      return {
        documentId: d.documentId,
        title: d.title,
        pdf,
        originalSha256: d.sha256,
        pageCount: d.pageCount,
        signatureFields: d.signatureFields as SignatureField[],
        signature: { png: signature.image, pageNumber: signature.pageNumber, signedAt: signature.signedAt },
      };
    }),
  );
  const titles = new Map(input.documents.map((d) => [d.documentId, d.title]));
  const sealed = await sealDocuments(
    documents,
    {
      requestId: request.id,
      dealer,
      customer: { name: customer.name, email: customer.email },
      completedAt: request.completedAt ?? new Date(),
      events: input.events.map((e) => ({
        at: e.createdAt,
        what: describeEvent(e.type, e.documentId ? titles.get(e.documentId) : undefined, e.detail),
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
      })),
      sealedBy: certificate.subject,
    },
    certificate.signer,
    customer.name,
  );
  return Promise.all(
    sealed.map(async (s) => {
      const sealedKey = `sealed/${request.dealerId}/${request.id}/${s.documentId}.pdf`;
      await ctx.storage.put(sealedKey, s.bytes);
      return { ...s, sealedKey };
    }),
  );
}

async function mailSignedCopy(
  ctx: SealingCtx,
  input: Input,
  brand: MailBrand,
  sealed: { documentId: string; sealedKey: string }[],
) {
  const { request, customer } = input;
  const titles = new Map(input.documents.map((d) => [d.documentId, d.title]));
  const mail = await renderMail(
    signedCopy({ brand, customerName: customer.name, documentTitles: input.documents.map((d) => d.title) }),
  );
  await deliverMail(ctx, {
    template: 'signed_copy',
    to: customer.email,
    ...mail,
    replyTo: input.dealerEmail,
    fromName: senderName(brand),
    attachments: sealed.map((s) => ({
      filename: `${safeFilename(titles.get(s.documentId) ?? 'document')}.pdf`,
      contentType: 'application/pdf',
      storageKey: s.sealedKey,
    })),
    dealerId: request.dealerId,
    signingRequestId: request.id,
    deliveredEvent: 'copy_mailed',
  });
}

/** The dealer hears of a completed set by e-mail as well as in the app. */
async function mailDealer(ctx: SealingCtx, input: Input) {
  const mail = await renderMail(
    dealerNotification({
      kind: 'customer_completed',
      customerName: input.customer.name,
      documentTitles: input.documents.map((d) => d.title),
      link: `${ctx.config.appUrl}/dashboard`,
    }),
  );
  await deliverMail(ctx, {
    template: 'dealer_notification',
    to: input.dealerEmail,
    ...mail,
    dealerId: input.request.dealerId,
    platformOnly: true,
  });
}

export const safeFilename = (title: string) =>
  title.replace(/[^\w .,()&'-]+/g, '_').slice(0, 120) || 'document';

function describeEvent(type: string, title: string | undefined, detail: unknown): string {
  const to = (detail as { to?: string } | null)?.to;
  switch (type) {
    case 'created':
      return 'Signing request created by the dealer';
    case 'mailed':
      return `Signing link e-mailed${to ? ` to ${to}` : ''}`;
    case 'mail_failed':
      return 'An e-mail could not be delivered';
    case 'opened':
      return 'Signing link opened by the customer';
    case 'viewed':
      return `Viewed "${title ?? 'a document'}"`;
    case 'signed':
      return `Signed "${title ?? 'a document'}"`;
    case 'submitted':
      return 'Submitted the signed documents';
    default:
      return type.replace(/_/g, ' ');
  }
}
