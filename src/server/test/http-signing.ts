// A dealer and their customers talking to a server process over HTTP (test/server-process.ts), as browsers
// do: register, upload, send, sign, submit, download. The e-mailed link is read from the mail outbox table
// through `outbox` (the server runs without SMTP). Each customer comes from an address of their own
// (X-Forwarded-For, the server started with TRUST_PROXY=true), as real customers do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, SIGNATURE } from './signing-scenario.ts';

export type Outbox = (to: string) => Promise<string | undefined>;

/**
 * Where a call goes: one server, or a load balancer's choice made again for each attempt. A balancer sends
 * a call refused by a stopping server (503: this release's drain, with Retry-After, or an older release's
 * close) or by a gone one (connection refused) to the next instance: none was handled, so even a submit is
 * safe to send again.
 */
export type Target = string | (() => string);

const ATTEMPTS = 6;

async function call(
  target: Target,
  method: string,
  url: string,
  options: { cookie?: string; json?: object; body?: FormData; address?: string } = {},
) {
  for (let attempt = 1; ; attempt++) {
    const base = typeof target === 'string' ? target : target();
    const headers: Record<string, string> = { origin: base, 'user-agent': 'Mozilla/5.0 (iPhone) Safari' };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.address) headers['x-forwarded-for'] = options.address;
    if (options.json) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers,
        body: options.json ? JSON.stringify(options.json) : options.body,
        signal: AbortSignal.timeout(30_000),
      });
      const refused = res.status === 503;
      if (typeof target === 'string' || !refused || attempt === ATTEMPTS) return res;
      await res.arrayBuffer();
    } catch (error) {
      if (typeof target === 'string' || attempt === ATTEMPTS) throw error;
    }
  }
}

async function expectStatus(res: Response, what: string, ...ok: number[]) {
  if (ok.includes(res.status)) return res;
  throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/** A new dealership on the server at `base`, with one fixture document uploaded. */
export async function httpDealer(base: string, address: string) {
  const email = `dealer-${Math.random().toString(36).slice(2)}@example.co.uk`;
  const registered = await expectStatus(
    await call(base, 'POST', '/api/register', {
      address,
      json: {
        email,
        password: 'correct horse battery',
        dealershipName: 'Upgrade Motors Ltd',
        firstName: 'Priya',
        lastName: 'Shah',
      },
    }),
    'register',
    201,
  );
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const form = new FormData();
  // Not a finance agreement: no release asks its signer for a code by default (the newer ones do for finance).
  const name = 'Warranty-Certificate-RD-W-30281.pdf';
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, name))]), name);
  const upload = await expectStatus(
    await call(base, 'POST', '/api/documents/upload', { cookie, body: form }),
    'upload',
    200,
    201,
  );
  const documentId = ((await upload.json()) as { document: { id: string } }).document.id;
  return { cookie, documentId, address };
}

export type HttpDealer = Awaited<ReturnType<typeof httpDealer>>;

/** Sends the dealer's document to a new customer; answers the request id and the token of the e-mail. */
export async function httpSend(base: string, dealer: HttpDealer, email: string, outbox?: Outbox) {
  const customer = await expectStatus(
    await call(base, 'POST', '/api/customers', {
      cookie: dealer.cookie,
      address: dealer.address,
      json: { name: 'Aisha Rahman', email, phone: '07700 900123', postcode: 'B33 8TH' },
    }),
    'add customer',
    201,
  );
  const customerId = ((await customer.json()) as { id: string }).id;
  const request = await expectStatus(
    await call(base, 'POST', '/api/signing-requests', {
      cookie: dealer.cookie,
      address: dealer.address,
      json: { customerId, documentIds: [dealer.documentId], mismatchConfirmed: true },
    }),
    'send',
    200,
    201,
  );
  const requestId = ((await request.json()) as { id: string }).id;
  if (!outbox) {
    // The link as the dealer's Share link shows it (the embedded database is the server's alone to read).
    const shared = await expectStatus(
      await call(base, 'GET', `/api/signing-requests/${requestId}/link`, {
        cookie: dealer.cookie,
        address: dealer.address,
      }),
      'link',
      200,
    );
    const { link } = (await shared.json()) as { link: string };
    return { requestId, token: link.match(/\/sign\/([\w-]+)/)![1]!, documentId: dealer.documentId };
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = await outbox(email);
    const token = text?.match(/\/sign\/([\w-]+)/)?.[1];
    if (token) return { requestId, token, documentId: dealer.documentId };
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * What a customer's browser does: open the link, sign the document, submit (`steps` leaves out signing or
 * submitting, for a customer who stops half-way or comes back). Answers each call's status.
 */
export async function httpSign(
  base: Target,
  link: { token: string; documentId: string },
  address: string,
  steps: { sign?: boolean; submit?: boolean } = {},
) {
  const statuses: number[] = [];
  const problems: string[] = [];
  const note = async (res: Response) => {
    statuses.push(res.status);
    const text = await res.text();
    if (res.status >= 300) problems.push(`${res.status} ${text.slice(0, 200)}`);
  };
  const open = await call(base, 'GET', `/api/sign/${link.token}`, { address });
  // The link's device cookie, as the browser keeps it.
  const cookie = open.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  await note(open);
  if (steps.sign !== false) {
    await note(
      await call(base, 'POST', `/api/sign/${link.token}/signature`, {
        address,
        cookie,
        json: { documentId: link.documentId, signatureData: SIGNATURE, pageNumber: 1 },
      }),
    );
  }
  if (steps.submit !== false) {
    await note(await call(base, 'POST', `/api/sign/${link.token}/submit`, { address, cookie }));
  }
  return Object.assign(statuses, { problems });
}

/** The sealed copy as the customer downloads it, or undefined while it is not sealed yet. */
export async function httpSealedCopy(
  base: string,
  link: { token: string; documentId: string },
  address: string,
) {
  const res = await call(base, 'GET', `/api/sign/${link.token}/documents/${link.documentId}/download`, {
    address,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return res.status === 200 && res.headers.get('content-type') === 'application/pdf' ? bytes : undefined;
}
