// A dealer with uploaded fixture documents who sends signing requests, and the customer who answers
// them through the link in their e-mail: the shared set-up of the signing and sealing tests.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listOutbox } from '../features/admin/outbox/outbox.repo.ts';
import { type ApiMethod, apiCall, type TestApp, uploadDocument } from './build-test-app.ts';
import { eventually } from './eventually.ts';
import { makePng, pngDataUrl } from './png.ts';

export const FIXTURES = path.resolve(import.meta.dirname, 'documents/open-set');
export const SIGNATURE = pngDataUrl(makePng(400, 150));
export const CUSTOMER_BROWSER = 'Mozilla/5.0 (iPhone) Safari';

type Method = ApiMethod;

export function signingScenario(t: TestApp, dealer: { cookie: string }) {
  const dealerCall = (method: Method, url: string, payload?: object) =>
    apiCall(t.app, method, url, { cookie: dealer.cookie, payload });
  const customerCall = (method: Method, url: string, payload?: object) =>
    apiCall(t.app, method, url, { payload, headers: { 'user-agent': CUSTOMER_BROWSER } });

  async function uploadFixture(name: string) {
    const res = await uploadDocument(t.app, dealer.cookie, name, readFileSync(path.join(FIXTURES, name)));
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload ${name}: ${res.body}`);
    return res.json().document.id as string;
  }

  /** A new customer of the dealer; answers their id. */
  async function addCustomer(name: string, email: string, more: { phone?: string; postcode?: string } = {}) {
    const res = await dealerCall('POST', '/api/customers', {
      name,
      email,
      phone: '07700 900123',
      postcode: 'B33 8TH',
      ...more,
    });
    if (res.statusCode !== 201) throw new Error(`add customer ${name}: ${res.body}`);
    return res.json().id as string;
  }

  /** Sends the documents to a new customer; answers the token read from the e-mail in the outbox. */
  async function sendRequest(email: string, documentIds: string[], name = 'Aisha Rahman') {
    const customerId = await addCustomer(name, email);
    // The fixtures name several customers; the mismatch check itself is tested in signing-requests.test.ts.
    const request = (
      await dealerCall('POST', '/api/signing-requests', { customerId, documentIds, mismatchConfirmed: true })
    ).json();
    // The invitation is queued and sent a moment after the answer: on a CI host running three database
    // suites at once that moment passed 15 s (7 December); a job that never runs still fails, at 45 s.
    const mail = await eventually(
      async () => (await listOutbox(t.app.deps.db, 50)).find((m) => m.to === email),
      { what: `an e-mail to ${email}`, timeoutMs: 45_000 },
    );
    return {
      customerId,
      requestId: request.id as string,
      token: mail.text.match(/\/sign\/([\w-]+)/)![1]!,
    };
  }

  async function signAll(token: string, documentIds: string[]) {
    for (const documentId of documentIds) {
      const res = await customerCall('POST', `/api/sign/${token}/signature`, {
        documentId,
        signatureData: SIGNATURE,
        pageNumber: 1,
      });
      if (res.statusCode !== 200) throw new Error(`sign ${documentId}: ${res.body}`);
    }
  }

  /**
   * A sealed copy as the customer downloads it. Sealing is a job that starts when submit has answered (a
   * worker thread seals the set); until it is done the call answers 409.
   */
  async function sealedCopy(token: string, documentId: string) {
    return eventually(
      async () => {
        const res = await customerCall('GET', `/api/sign/${token}/documents/${documentId}/download`);
        return res.statusCode === 200 && res.headers['content-type'] === 'application/pdf' && res.rawPayload;
      },
      { timeoutMs: 60_000, what: 'the sealed copy' },
    );
  }

  return { dealerCall, customerCall, uploadFixture, addCustomer, sendRequest, signAll, sealedCopy };
}
