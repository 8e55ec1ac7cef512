import { z } from 'zod';
import {
  linkSharedSchema,
  mailDeliverySchema,
  SEND_CHANNELS,
  signingEventSchema,
  signingLinkSchema,
  signingRequestSchema,
  signingRequestSummarySchema,
} from '../documents/signing-request.types.ts';
import { calls, idParams, memberOnly, memberReads, memberWrites } from './contract.ts';
import { listQuerySchema } from './list.ts';
import { ADDRESSES } from './paths.ts';

/** POST /api/signing-requests's answer: the request, and how its link went out. */
export const createdSigningRequestSchema = signingRequestSummarySchema.extend({
  mailStatus: z.enum(['queued', 'sent', 'retrying']).nullable(),
  channels: z.array(z.enum(SEND_CHANNELS)).optional(),
  textTo: z.string().nullable().optional(),
});

/** One signer a link went to again, and how (an empty list: told in the app, the dealer's own member). */
export const resentToSchema = z.object({
  name: z.string(),
  role: z.string(),
  channels: z.array(z.enum(SEND_CHANNELS)),
});
export type ResentTo = z.infer<typeof resentToSchema>;

export const signingRequestsApi = calls('Signing requests', {
  list: {
    ...memberReads,
    ...ADDRESSES.listSigningRequests,
    summary:
      "The dealer's signing requests, newest first, a page at a time (?q searches, ?customerId narrows)",
    // ?customerId narrows the list to one customer's requests (Resend ticks their latest request's documents);
    // ?site to one site's.
    query: listQuerySchema.extend({ customerId: z.uuid().optional(), site: z.uuid().optional() }),
    answer: z.array(signingRequestSummarySchema),
  },
  create: {
    ...memberWrites,
    ...ADDRESSES.createSigningRequest,
    summary: 'Send documents to a customer for signing, by e-mail, text message or both',
    body: signingRequestSchema,
    answer: createdSigningRequestSchema,
    status: 201,
  },
  get: {
    ...memberReads,
    ...ADDRESSES.getSigningRequest,
    summary: 'One signing request and its status',
    params: idParams,
    answer: signingRequestSummarySchema,
  },
  cancel: {
    ...memberWrites,
    ...ADDRESSES.cancelSigningRequest,
    summary: 'Cancel a request that is not yet signed',
    params: idParams,
    answer: signingRequestSummarySchema,
  },
  documentPdf: {
    ...memberReads,
    ...ADDRESSES.signingRequestDocumentPdf,
    summary: 'A document of the request as a PDF (the sealed copy once signed)',
    params: idParams.extend({ documentId: z.uuid() }),
    file: 'application/pdf',
  },
  deliveries: {
    ...memberReads,
    ...ADDRESSES.signingRequestDeliveries,
    summary: 'Each e-mail and text message of the request, with every attempt',
    params: idParams,
    answer: z.array(mailDeliverySchema),
  },
  events: {
    ...memberReads,
    ...ADDRESSES.signingRequestEvents,
    summary: "The request's audit trail, oldest first",
    params: idParams,
    answer: z.array(signingEventSchema),
  },
  link: {
    ...memberOnly,
    ...ADDRESSES.signingRequestLink,
    summary: "The customer's signing link, to copy, show as a QR code or send by WhatsApp",
    params: idParams,
    // ?signer: one signer's own link, on a request with several signers.
    query: z.object({ signer: z.uuid('signer is a signer of this request').optional() }),
    answer: signingLinkSchema,
  },
  resendLinks: {
    access: 'sales',
    apiKey: 'write',
    limit: { max: 60, per: 'hour', by: 'dealer' },
    ...ADDRESSES.resendSignerLinks,
    summary:
      'Send the link again to each signer who has not signed yet (in a sequence, the one whose turn it is)',
    params: idParams,
    answer: z.object({ sentTo: z.array(resentToSchema) }),
  },
  countersignLink: {
    ...memberOnly,
    ...ADDRESSES.countersignLink,
    summary: "The dealer's own signing link, when the dealer signs the request too",
    params: idParams,
    answer: z.object({ link: z.string() }),
  },
  linkShared: {
    ...memberOnly,
    ...ADDRESSES.signingRequestLinkShared,
    summary: 'Record that the dealer handed the link over (copy, QR or WhatsApp)',
    params: idParams,
    body: linkSharedSchema,
    answer: z.object({ recorded: z.boolean() }),
  },
});
