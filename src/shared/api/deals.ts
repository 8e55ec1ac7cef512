// Deals: one sale as one pack. Its customers, vehicle, part-exchange and finance; its documents in steps
// (disclosure, then agreement, then delivery), each step sent as one signing request that is sealed when it
// completes; the commission disclosure written from the deal's own figures; one evidence ZIP on demand.
import { z } from 'zod';
import { customerLanguageSchema } from '../i18n/language.schema.ts';
import { safeText, stripBidiControls } from '../text-safety.ts';
import {
  calls,
  dateTime,
  dateTimeOrNull,
  idParams,
  managerWrites,
  memberReads,
  memberWrites,
} from './contract.ts';
import { listQuerySchema } from './list.ts';
import { ADDRESSES } from './paths.ts';

export const DEAL_STEPS = ['disclosure', 'agreement', 'delivery'] as const;
export type DealStep = (typeof DEAL_STEPS)[number];
export const STEP_NAMES: Record<DealStep, string> = {
  disclosure: 'commission disclosure',
  agreement: 'agreements',
  delivery: 'delivery documents',
};
export const LENDER_TIES = ['none', 'tie', 'first_refusal'] as const;
export const COMMISSION_BASES = ['fixed', 'percentage', 'discretionary'] as const;
/**
 * The words the customer ticks before the credit agreement opens, in English, the language of record (the
 * signing page shows them in the customer's language: `sign.deal.statement`); kept in the trail as shown.
 */
export const DISCLOSURE_STATEMENT = 'I have read how the dealer is paid for arranging my finance';

/** Pounds and pence, as a dealer types them: at most two decimals, up to £10m. */
const pounds = (what: string) =>
  z
    .number({ error: `${what} must be an amount in pounds` })
    .min(0, `${what} cannot be negative`)
    .max(10_000_000, `${what} is more than £10,000,000`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${what} has more than two decimals`);

/** Text a dealer types: no control characters, lone surrogates or direction overrides (text-safety.ts). */
const shortText = (what: string, max = 100) =>
  safeText(z.string({ error: `${what} must be text` }))
    .overwrite(stripBidiControls)
    .trim()
    .max(max, `${what} may be at most ${max} characters`);

export const dealCustomerInputSchema = z.object({
  customerId: z.uuid('Customer not found'),
  role: z.enum(['buyer', 'guarantor'], { error: 'role is buyer or guarantor' }),
});

export const partExchangeSchema = z.object({
  registration: shortText('Part-exchange registration', 10).nullable().optional(),
  description: shortText('Part-exchange description', 200).nullable().optional(),
  allowance: pounds('Part-exchange allowance').nullable().optional(),
  settlement: pounds('Outstanding finance').nullable().optional(),
});

/** What the dealer enters for a deal; every field may be changed until the deal is sent. */
export const dealInputSchema = z.object({
  reference: shortText('Agreement number', 60).nullable().optional(),
  registration: shortText('Registration', 10).nullable().optional(),
  vin: shortText('VIN', 17).nullable().optional(),
  price: pounds('Price').nullable().optional(),
  partExchange: partExchangeSchema.nullable().optional(),
  customers: z
    .array(dealCustomerInputSchema)
    .max(4, 'A deal has at most four customers')
    .refine((c) => new Set(c.map((x) => x.customerId)).size === c.length, 'A customer is named twice')
    .optional(),
  lenderId: z.uuid('Lender not found').nullable().optional(),
  commission: pounds('Commission').nullable().optional(),
  amountOfCredit: pounds('Amount of credit').nullable().optional(),
  totalChargeForCredit: pounds('Total charge for credit').nullable().optional(),
});
export type DealInput = z.output<typeof dealInputSchema>;

export const dealDocumentsInputSchema = z.object({
  documents: z
    .array(
      z.object({
        documentId: z.uuid('Document not found'),
        step: z.enum(DEAL_STEPS, { error: 'step is disclosure, agreement or delivery' }),
      }),
    )
    .max(30, 'A deal has at most 30 documents')
    .refine((d) => new Set(d.map((x) => x.documentId)).size === d.length, 'A document is named twice'),
});

export const dealSendSchema = z.object({
  channels: z
    .array(z.enum(['email', 'sms']))
    .min(1, 'Choose e-mail, text message or both')
    .default(['email']),
});

export const dealStatusSchema = z.enum(['drafted', 'sent', 'in_progress', 'completed', 'cancelled']);

export const dealSummarySchema = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  registration: z.string().nullable(),
  vin: z.string().nullable(),
  price: z.number().nullable(),
  status: dealStatusSchema,
  /** The status as the dealer reads it: "Drafted", "Sent", "2 of 3 steps signed", "Completed", "Cancelled". */
  statusText: z.string(),
  stepsSigned: z.number(),
  stepCount: z.number(),
  customerNames: z.array(z.string()),
  createdAt: dateTime,
  sentAt: dateTimeOrNull,
  completedAt: dateTimeOrNull,
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealDocumentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  step: z.enum(DEAL_STEPS),
  generatedDisclosure: z.boolean(),
  requestId: z.string().nullable(),
  requestStatus: z.string().nullable(),
  completedAt: dateTimeOrNull,
  sealedAt: dateTimeOrNull,
});

export const dealDetailSchema = dealSummarySchema.extend({
  partExchange: z
    .object({
      registration: z.string().nullable(),
      description: z.string().nullable(),
      allowance: z.number().nullable(),
      settlement: z.number().nullable(),
    })
    .nullable(),
  customers: z.array(
    z.object({ customerId: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  ),
  lenderId: z.string().nullable(),
  lenderName: z.string().nullable(),
  commission: z.number().nullable(),
  amountOfCredit: z.number().nullable(),
  totalChargeForCredit: z.number().nullable(),
  documents: z.array(dealDocumentSchema),
  steps: z.array(
    z.object({
      step: z.enum(DEAL_STEPS),
      requestId: z.string().nullable(),
      status: z.string(),
      completedAt: dateTimeOrNull,
      sealedAt: dateTimeOrNull,
    }),
  ),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const lenderInputSchema = z.object({
  name: shortText('Lender name').min(1, 'Give the lender’s name'),
  tie: z.enum(LENDER_TIES, { error: 'tie is none, tie or first_refusal' }).default('none'),
  tieDetails: shortText('Details of the tie', 500).nullable().optional(),
  commissionBasis: z
    .enum(COMMISSION_BASES, { error: 'commissionBasis is fixed, percentage or discretionary' })
    .default('fixed'),
});
export const lenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  tie: z.enum(LENDER_TIES),
  tieDetails: z.string().nullable(),
  commissionBasis: z.enum(COMMISSION_BASES),
});
export type Lender = z.infer<typeof lenderSchema>;

export const groupingOfferSchema = z.object({
  /** What the documents share: the customer's name or the registration, as read. */
  customerName: z.string().nullable(),
  registration: z.string().nullable(),
  documents: z.array(z.object({ id: z.string(), title: z.string(), step: z.enum(DEAL_STEPS) })),
});
export const confirmGroupingSchema = z.object({
  documentIds: z.array(z.uuid('Document not found')).min(1, 'Choose the documents of the deal').max(30),
  customerId: z.uuid('Customer not found').optional(),
});

const token = z.object({ token: z.string().max(200) });
const SIGNER_LIMIT = { max: 120, per: 'minute', by: 'address' } as const;

export const signerDealSchema = z.object({
  dealId: z.string(),
  currentStep: z.enum(DEAL_STEPS),
  /** The tick's words in English; the page shows its own language's (`sign.deal.statement`). */
  statement: z.string(),
  acknowledged: z.boolean(),
  /** Whether this link's step must be acknowledged (the product's own disclosure) before it is signed. */
  needsAcknowledgement: z.boolean(),
  steps: z.array(
    z.object({
      step: z.enum(DEAL_STEPS),
      name: z.string(),
      status: z.enum(['signed', 'open', 'waiting']),
      documents: z.array(z.object({ title: z.string() })),
    }),
  ),
});

export const dealsApi = calls('Deals', {
  list: {
    ...memberReads,
    method: 'GET',
    path: '/api/deals',
    summary:
      'The dealer’s deals, newest first, a page at a time (?q: agreement number, registration or customer)',
    query: listQuerySchema,
    answer: z.array(dealSummarySchema),
  },
  create: {
    ...memberWrites,
    method: 'POST',
    path: '/api/deals',
    summary: 'Start a deal: its customers, vehicle, part-exchange and finance',
    body: dealInputSchema,
    answer: dealDetailSchema,
    status: 201,
  },
  get: {
    ...memberReads,
    method: 'GET',
    path: '/api/deals/:id',
    summary: 'One deal with its customers, documents by step and each step’s status',
    params: idParams,
    answer: dealDetailSchema,
  },
  update: {
    ...memberWrites,
    method: 'PATCH',
    path: '/api/deals/:id',
    summary: 'Change a drafted deal (a sent deal answers 409)',
    params: idParams,
    body: dealInputSchema,
    answer: dealDetailSchema,
  },
  setDocuments: {
    ...memberWrites,
    method: 'PUT',
    path: '/api/deals/:id/documents',
    summary:
      'Set a drafted deal’s documents and the step of each (a dealer’s own disclosure is step disclosure)',
    params: idParams,
    body: dealDocumentsInputSchema,
    answer: dealDetailSchema,
  },
  writeDisclosure: {
    ...memberWrites,
    method: 'POST',
    path: '/api/deals/:id/disclosure',
    summary: 'Write the commission disclosure from the deal’s lender and figures, as its disclosure step',
    params: idParams,
    answer: dealDetailSchema,
  },
  send: {
    ...memberWrites,
    method: 'POST',
    path: '/api/deals/:id/send',
    summary: 'Send the deal: each step goes out as one signing request, signed in order',
    params: idParams,
    body: dealSendSchema,
    answer: dealDetailSchema,
  },
  cancel: {
    ...memberWrites,
    method: 'POST',
    path: '/api/deals/:id/cancel',
    summary: 'Cancel a deal (its open steps are cancelled; what was signed stays)',
    params: idParams,
    answer: dealDetailSchema,
  },
  certificate: {
    ...memberReads,
    method: 'GET',
    path: '/api/deals/:id/certificate',
    summary: 'The deal’s certificate: every step with its documents, fingerprints and times (PDF)',
    params: idParams,
    file: 'application/pdf',
  },
  evidence: {
    ...memberReads,
    method: 'GET',
    path: '/api/deals/:id/evidence',
    summary:
      'One ZIP for a lender or the ombudsman: sealed documents, the certificate, the disclosure as shown and the trail as JSON',
    params: idParams,
    file: 'application/zip',
  },
  groupingOffers: {
    ...memberReads,
    method: 'GET',
    path: '/api/deal-offers',
    summary:
      'Uploaded documents outside any deal that name the same customer or registration, offered as one deal',
    answer: z.array(groupingOfferSchema),
  },
  confirmGrouping: {
    ...memberWrites,
    method: 'POST',
    path: '/api/deal-offers/confirm',
    summary: 'Make a drafted deal of the documents the dealer confirmed (nothing is grouped before this)',
    body: confirmGroupingSchema,
    answer: dealDetailSchema,
    status: 201,
  },
  lenders: {
    ...memberReads,
    method: 'GET',
    path: '/api/lender-panel',
    summary: 'The dealership’s lender panel: lenders, ties and how commission is paid',
    answer: z.array(lenderSchema),
  },
  addLender: {
    ...managerWrites,
    method: 'POST',
    path: '/api/lender-panel',
    summary: 'Add a lender to the panel',
    body: lenderInputSchema,
    answer: lenderSchema,
    status: 201,
  },
  updateLender: {
    ...managerWrites,
    method: 'PUT',
    path: '/api/lender-panel/:id',
    summary: 'Change a lender of the panel',
    params: idParams,
    body: lenderInputSchema,
    answer: lenderSchema,
  },
  removeLender: {
    ...managerWrites,
    method: 'DELETE',
    path: '/api/lender-panel/:id',
    summary: 'Take a lender off the panel (deals that named it keep it)',
    params: idParams,
    answer: z.object({ message: z.string() }),
  },
  signerDeal: {
    access: 'signer',
    limit: SIGNER_LIMIT,
    ...ADDRESSES.signerDeal,
    summary: 'The customer’s deal: its steps in order, which is open, and the disclosure’s acknowledgement',
    params: token,
    answer: signerDealSchema,
  },
  acknowledge: {
    access: 'signer',
    limit: { max: 30, per: 'minute', by: 'address' },
    ...ADDRESSES.signerDealAcknowledge,
    summary: `The customer ticks "${DISCLOSURE_STATEMENT}" (with how long the disclosure was open)`,
    params: token,
    body: z.object({
      confirmed: z.literal(true, { error: 'Tick the box to confirm you have read the disclosure' }),
      openedMs: z.number().int().min(0).max(86_400_000, 'openedMs is at most a day'),
      /** The page's language, whose words the customer ticked; a page without it showed English's. */
      language: customerLanguageSchema.optional(),
    }),
    answer: signerDealSchema,
  },
});
