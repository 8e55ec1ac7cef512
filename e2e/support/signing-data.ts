// A journey's signing data made through the real API, with mail read from an in-process SMTP server
// (src/server/test/smtp-sink.ts, the server started with SMTP_URL at it): dealers who register and confirm
// their address, customers with a request sent, opened or signed and submitted, and the one thing no call
// does: moving a request's sending date back, in the journey's own database while its server is stopped.
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { openDatabase } from '../../src/server/db/client.ts';
import type { SmtpSink } from '../../src/server/test/smtp-sink.ts';
import { type Api, apiWithCookie, signInApi } from './api.ts';

/** Polls (the machine may be busy) until `find` gives something, for at most `ms`. */
export async function until<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const isTo = (mail: ParsedMail, email: string) =>
  [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === email));

/** The mails the sink has received for `email` whose subject matches. */
export const mailsTo = (sink: SmtpSink, email: string, subject: RegExp) =>
  sink.messages.filter((m) => isTo(m, email) && subject.test(m.subject ?? ''));

/** The first such mail, waited for. */
export const mailTo = (sink: SmtpSink, email: string, subject: RegExp) =>
  until(`a mail to ${email} (${subject})`, () => mailsTo(sink, email, subject)[0]);

/** Registers as a dealer would, confirms the address with the link mailed to it and signs in. */
export async function registerDealer(
  url: string,
  sink: SmtpSink,
  dealer: { name: string; email: string },
): Promise<Api> {
  const password = 'a long enough password 42';
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: dealer.email,
      password,
      dealershipName: dealer.name,
      firstName: dealer.name.split(' ')[0],
      lastName: 'Owner',
    }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status} ${await res.text()}`);
  // With a mail server configured, a new account confirms its e-mail address before it can sign in.
  const confirm = await mailTo(sink, dealer.email, /^Confirm your e-mail address/);
  const link = /https?:\/\/\S+/.exec(confirm.text ?? '')![0];
  const confirmed = await fetch(link, { redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`confirming ${dealer.email}: ${confirmed.status}`);
  return signInApi(url, dealer.email, password);
}

/** A finger-drawn signature as the signing page sends it. */
export function signaturePng() {
  const canvas = createCanvas(300, 100);
  const ctx = canvas.getContext('2d');
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(20, 70);
  ctx.bezierCurveTo(80, 10, 160, 90, 280, 30);
  ctx.stroke();
  return `data:image/png;base64,${canvas.encodeSync('png').toString('base64')}`;
}

export type Outcome = 'completed' | 'opened' | 'sent' | 'none';

/**
 * A customer of the dealer and, unless `none`, a request for them sent with the real send call; the link
 * from the invitation then opens it or signs and submits it as the customer would. Returns the link token.
 */
export async function customerWith(
  url: string,
  sink: SmtpSink,
  request: { dealer: Api; documentId: string; outcome: Outcome },
  who: { name: string; email: string },
) {
  const { dealer, documentId, outcome } = request;
  const customer = await dealer<{ id: string }>('POST', '/api/customers', {
    name: who.name,
    email: who.email,
    phone: '07700 900123',
    postcode: 'B33 8TH',
  });
  if (outcome === 'none') return '';
  // The fixtures name other customers: the dealer has seen that and sends anyway.
  await dealer('POST', '/api/signing-requests', {
    customerId: customer.id,
    documentIds: [documentId],
    mismatchConfirmed: true,
  });
  const invitation = await mailTo(sink, who.email, /^Please sign/);
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(invitation.text ?? '')![1]!;
  if (outcome === 'sent') return token;
  const session = await apiWithCookie(url, '')<{ documents: { id: string }[] }>('GET', `/api/sign/${token}`);
  if (outcome === 'completed') await signAndSubmit(url, token, session.documents);
  return token;
}

/** The customer signs every document of the link's set and submits it. */
export async function signAndSubmit(url: string, token: string, documents?: { id: string }[]) {
  const customerApi = apiWithCookie(url, '');
  documents ??= (await customerApi<{ documents: { id: string }[] }>('GET', `/api/sign/${token}`)).documents;
  for (const document of documents) {
    await customerApi('POST', `/api/sign/${token}/signature`, {
      documentId: document.id,
      signatureData: signaturePng(),
      pageNumber: 1,
    });
  }
  await customerApi('POST', `/api/sign/${token}/submit`);
}

/**
 * Moves the customer's requests `days` back (sent and created), as if sent then. The embedded database has
 * one user at a time: call it with the journey's server stopped.
 */
export async function backdateRequestsOf(dataDir: string, customerEmail: string, days: number) {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.execute(sql`
      update signing_requests
      set sent_at = now() - make_interval(days => ${days}), created_at = now() - make_interval(days => ${days})
      where customer_id in (select id from customers where email = ${customerEmail})`);
  } finally {
    await handle.close();
  }
}
