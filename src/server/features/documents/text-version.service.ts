import { z } from 'zod';
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import {
  personaliseMessage,
  type SendTextVersionInput,
  type SendTextVersionResponse,
} from '../../../shared/documents/document.schema.ts';
import { languageFor } from '../../../shared/i18n/languages.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getCustomer } from '../customers/index.ts';
import { loadDealerProfile } from '../dealer-profile/index.ts';
import type { DeliveryCtx } from '../email/index.ts';
import { dealerBrand, sendCustomerMail, textVersion } from '../email/index.ts';
import { getDocument } from './documents.service.ts';

type Ctx = DeliveryCtx;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * E-mails the dealer's own customer the document's extracted text after the dealer's message
 *. Another dealer's document or customer is as unknown as a missing one: 404.
 */
export async function sendTextVersion(
  ctx: Ctx,
  dealer: CurrentUser,
  documentId: string,
  input: SendTextVersionInput,
): Promise<SendTextVersionResponse> {
  const { db } = ctx;
  const document = await getDocument(db, dealer.id, documentId);
  // A malformed id would make the database complain; it is simply no customer of this dealer.
  if (!isUuid(input.customerId)) throw notFound('Customer not found');
  const customer = await getCustomer(db, dealer.id, input.customerId);
  if (!document.extractedText.trim()) {
    throw new AppError(
      400,
      'This document has no text to send. Re-extract it or type its text in the Text Editor first.',
      { code: 'NO_TEXT' },
    );
  }

  const profile = await loadDealerProfile(db, dealer.id);
  const template = textVersion({
    brand: dealerBrand(ctx, profile),
    customerName: customer.name,
    documentTitle: document.title,
    message: personaliseMessage(input.message, customer.name),
    text: document.extractedText,
    // The mail's own words in the customer's language; the dealer's message and the document as written.
    language: languageFor(customer.language, profile.settings?.language),
  });
  // Queued and tried at once by a worker: the answer never waits on the mail server. A failure shows in
  // the delivery log and is retried; a message no attempt could deliver (a NUL, which the text rule at the
  // edge refuses first) is given up by the worker.
  await sendCustomerMail(ctx, profile, template, { to: customer.email });
  return { message: 'Document sent', sentTo: customer.email, status: 'queued' };
}
