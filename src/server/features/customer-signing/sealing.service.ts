// Seals a completed request: stamps each signature, appends the certificate of completion, signs the PDF
// with the platform certificate (all three in a worker thread), saves the result once, and queues the
// customer's copy and the dealer's notice (nobody waits on a mail server). Only the holder of the request's
// seal claim does this; the seal job (sealing.jobs.ts) is the only caller.
import { placesOf, type SignerSlot, slotName } from '../../../shared/documents/signers.ts';
import { DEFAULT_LANGUAGE, languageFor } from '../../../shared/i18n/languages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { assertSealsWithCurrent } from '../../lib/sealing/sealing-certificates.ts';
import { sha256Hex } from '../../lib/storage/storage.ts';
import { logoBytes } from '../branding/index.ts';
import {
  customerMail,
  type DeliveryCtx,
  dealerBrand,
  dealerMail,
  dealerNotification,
  queueMails,
  signedCopy,
} from '../email/index.ts';
import { describeEvent } from '../signing-history/index.ts';
import { claimSealing, releaseSealingClaim, saveSealed } from '../signing-requests/index.ts';
import { languagesUsed } from './certificate-languages.ts';
import type { CertificateInput } from './certificate-page.ts';
import { sealInWorker } from './seal-in-worker.ts';
import * as repo from './sealing.repo.ts';
import { identityLines } from './signing-code-certificate.ts';

export type SealingCtx = DeliveryCtx & Pick<AppDeps, 'sealingCertificate'>;
export type SealingHead = NonNullable<Awaited<ReturnType<typeof repo.loadSealingHead>>>;
export type SealingParts = Awaited<ReturnType<typeof repo.loadSealingParts>>;
/** `withoutTimestamp`: seal B-B although TSA_URL is set (the job's last resort when the server is down). */
export type SealOptions = { withoutTimestamp?: boolean };

/** The people a set's dealer is told have signed: its customer, or every signer but the dealership's own. */
export function whoSigned(customerName: string, signers: { name: string; signer: { role: string } }[]) {
  const people = signers.filter((s) => s.signer.role !== 'dealer').map((s) => s.name);
  return people.length === 0 ? [customerName] : people;
}

/** Another caller holds the seal right now: not a failure, only a reason to look again later. */
export class SealingElsewhere extends Error {}

/**
 * Seals a request whose claim the caller holds. Answers true when this seal is the one that counts; a
 * failure releases the claim, so a retry can take it at once.
 */
async function sealClaimed(
  ctx: SealingCtx,
  head: SealingHead,
  parts: SealingParts,
  options: SealOptions = {},
): Promise<boolean> {
  const { request, customer, profile } = head;
  try {
    const brand = dealerBrand(ctx, profile);
    const logo = await logoBytes(ctx, profile);
    const sealed = await sealInput(
      ctx,
      head,
      parts,
      { name: brand.dealershipName, primaryColor: brand.primaryColor, logo },
      options,
    );
    if (!(await saveSealed(ctx.db, request.id, sealed))) return false;
    const titles = parts.documents.map((d) => d.document.title);
    const attachments = sealed.map((s, i) => ({
      filename: `${safeFilename(titles[i] ?? 'document')}.pdf`,
      contentType: 'application/pdf',
      storageKey: s.sealedKey,
    }));
    // Every signer gets the sealed copy in the language their page spoke (the dealership's own member
    // countersigns in English), with a link to /verify that opens in it.
    const dealerLanguage = profile.settings?.language;
    const recipients =
      parts.signers.length === 0
        ? [
            {
              name: customer.name,
              email: customer.email,
              language: languageFor(customer.language, dealerLanguage),
            },
          ]
        : parts.signers
            .filter((s) => s.email)
            .map((s) => ({
              name: s.name,
              email: s.email,
              language:
                s.signer.role === 'dealer' ? DEFAULT_LANGUAGE : languageFor(s.language, dealerLanguage),
            }));
    const copies = await Promise.all(
      recipients.map((r) =>
        customerMail(
          ctx,
          profile,
          signedCopy({
            brand,
            customerName: r.name,
            documentTitles: titles,
            language: r.language,
            verifyLink: `${ctx.config.appUrl}/verify?lang=${r.language}`,
          }),
          { to: r.email, requestId: request.id, attachments, offThread: true },
        ),
      ),
    );
    await queueMails(ctx, [
      ...copies,
      await dealerMail(
        profile,
        dealerNotification({
          kind: 'customer_completed',
          customerName: customer.name,
          customerNames: whoSigned(customer.name, parts.signers),
          documentTitles: titles,
          link: `${ctx.config.appUrl}/dashboard`,
        }),
        { offThread: true, requestId: request.id },
      ),
    ]);
    return true;
  } catch (error) {
    await releaseSealingClaim(ctx.db, request.id);
    throw error;
  }
}

/**
 * Seals a completed request from nothing but its id (the seal job). Answers false when it is sealed already
 * or no longer exists; throws SealingElsewhere while another caller holds a live claim.
 */
export async function sealRequest(
  ctx: SealingCtx,
  requestId: string,
  options: SealOptions = {},
): Promise<boolean> {
  if (!(await claimSealing(ctx.db, requestId))) {
    const head = await repo.loadSealingHead(ctx.db, requestId);
    if (head?.request.status !== 'completed' || head.request.sealedAt) return false;
    throw new SealingElsewhere(`request ${requestId} is being sealed elsewhere`);
  }
  const head = await repo.loadSealingHead(ctx.db, requestId);
  if (!head) return false;
  const signers = head.hasSigners ? await repo.listSigners(ctx.db, requestId) : [];
  return sealClaimed(ctx, head, await repo.loadSealingParts(ctx.db, requestId, signers), options);
}

async function sealInput(
  ctx: SealingCtx,
  { request, customer }: SealingHead,
  parts: SealingParts,
  dealer: CertificateInput['dealer'],
  options: SealOptions,
) {
  // Loaded (or generated) here first, so the workers only ever read it.
  const certificate = await ctx.sealingCertificate();
  // Every instance on the database seals with the one current certificate, or not at all (retried).
  await assertSealsWithCurrent(ctx.db, certificate);
  const sole = parts.signers.length === 0;
  const documents = await Promise.all(
    parts.documents.map(async ({ document: d, signature, signatures }) => {
      const fields = d.signatureFields;
      // One customer signs every customer place, as always; each of several signers their own places.
      const stamps = sole
        ? [{ signature, name: customer.name, fields: placesOf(fields, 'customer', true) }]
        : parts.signers.map((s) => ({
            signature: signatures.find((x) => x.signerSlot === s.signer.slot) ?? null,
            name: s.name,
            fields: placesOf(fields, s.signer.slot as SignerSlot, false),
          }));
      const owed = stamps.filter((s) => s.fields.length > 0 || sole);
      if (owed.some((s) => !s.signature)) {
        throw new Error(`request ${request.id}: document ${d.documentId} is not signed`);
      }
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
        signatureFields: fields,
        signatures: owed.map((s) => ({
          png: s.signature!.image,
          signedAt: s.signature!.signedAt,
          name: s.name,
          fields: s.fields,
        })),
      };
    }),
  );
  const titles = new Map(parts.documents.map(({ document: d }) => [d.documentId, d.title]));
  const sealed = await sealInWorker({
    documents,
    certificate: {
      requestId: request.id,
      dealer,
      customer: { name: customer.name, email: customer.email },
      languages: languagesUsed(parts.documents, parts.signers),
      ...(sole
        ? {}
        : {
            signers: parts.signers.map((s) => ({
              name: s.name,
              email: s.email,
              role: slotName(s.signer.slot as SignerSlot),
            })),
          }),
      completedAt: request.completedAt ?? new Date(),
      events: parts.events.map((e) => ({
        at: e.createdAt,
        what: describeEvent(e.type, e.documentId ? titles.get(e.documentId) : undefined, e.detail),
        ipAddress: e.ipAddress,
        userAgent: e.userAgent,
      })),
      identity: identityLines(parts.events),
      sealedBy: certificate.subject,
      verifyUrl: `${ctx.config.appUrl}/verify`,
    },
    signerName: sole ? customer.name : parts.signers.map((s) => s.name).join(', '),
    source: {
      dataDir: ctx.config.dataDir,
      sealingP12: ctx.config.sealingP12,
      sealingPkcs11: ctx.config.sealingPkcs11,
      sealingKms: ctx.config.sealingKms,
    },
    tsa: options.withoutTimestamp ? undefined : ctx.config.tsa,
    nice: ctx.config.sealThreadNice,
  });
  return Promise.all(
    sealed.map(async (s) => {
      // Named by content: a sealer that lost its claim never overwrites the copy that counts.
      const sealedKey = `sealed/${request.dealerId}/${request.id}/${s.documentId}-${s.sealedSha256.slice(0, 16)}.pdf`;
      await ctx.storage.put(sealedKey, s.bytes);
      return {
        documentId: s.documentId,
        sealedKey,
        signedSha256: s.signedSha256,
        sealedSha256: s.sealedSha256,
        verificationCode: s.verificationCode,
        sealedWith: certificate.fingerprint,
      };
    }),
  );
}

export const safeFilename = (title: string) =>
  title.replace(/[^\w .,()&'-]+/g, '_').slice(0, 120) || 'document';
