// The set-up the one-time code's tests share (signing-code.test.ts, customer-words.test.ts): the app with the
// platform's own code rule and a fake text-message provider, one dealer with the HP agreement (which asks
// for the code) and a warranty (which does not), and a request sent to a customer, its link read back from
// the invitation e-mail.
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { type FakeSms, startFakeSms } from '../../test/fake-sms.ts';
import { signingLinks } from '../../test/joint-hire-purchase.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

export type SigningCodeScenario = {
  t: TestApp;
  sms: FakeSms;
  dealer: Awaited<ReturnType<typeof registerDealer>>;
  scenario: ReturnType<typeof signingScenario>;
  /** The HP agreement's document id (a credit agreement: the code is asked) and the warranty's (it is not). */
  agreement: string;
  warranty: string;
  /** Sends the documents to the customer; answers the link's token and the request's id. */
  send(
    customerId: string,
    email: string,
    documentIds: string[],
  ): Promise<{ token: string; requestId: string }>;
};

/** Starts the app before the file's tests and stops it after; its parts are there once they start. */
export function signingCodeScenario(dealershipName: string): SigningCodeScenario {
  const kept = {} as SigningCodeScenario;
  beforeAll(async () => {
    kept.sms = await startFakeSms();
    // The platform's own default (the harness turns the code off for tests about other things).
    kept.t = await buildTestApp({ ...kept.sms.env, SIGNING_CODE_DEFAULT: 'finance' });
    kept.dealer = await registerDealer(kept.t.app, { dealershipName });
    kept.scenario = signingScenario(kept.t, kept.dealer);
    kept.agreement = await kept.scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    kept.warranty = await kept.scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
    // Two uploads, each read in full: beyond the 60 s default on a busy machine (as deals.test.ts allows).
  }, 180_000);
  afterAll(async () => {
    await kept.t?.close();
    await kept.sms?.close();
  });
  const linkTo = signingLinks(() => kept.t);
  kept.send = async (customerId, email, documentIds) => {
    const sent = await kept.scenario.dealerCall('POST', '/api/signing-requests', {
      customerId,
      documentIds,
      mismatchConfirmed: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return { token: await linkTo(email), requestId: sent.json().id as string };
  };
  return kept;
}
