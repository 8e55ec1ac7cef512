// The lifetime cap on one-time codes: a signer of a request is sent at most 10 codes in all, however the
// hours go by, even when asked at once; past it the ask answers 429 telling them to contact the dealership,
// and waiting does not change it. A new request starts afresh. The hours are walked through the store's
// own clock (the link's route limit counts real hours, and would stop a test that asks 13 times in one);
// the answers the signer reads are asked over HTTP. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES_PER_HOUR, CODES_PER_SIGNER } from '../../../shared/documents/signing-code.ts';
import { signingCodes } from '../../db/schema.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { issueCode } from './signing-code.repo.ts';

let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let agreement: string;

beforeAll(async () => {
  // The platform's own default: a code before signing a credit agreement (sent by e-mail here).
  t = await buildTestApp({ SIGNING_CODE_DEFAULT: 'finance' });
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  agreement = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
}, 120_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const askCode = (token: string) => scenario.customerCall('POST', `/api/sign/${token}/code`);
/** One code stored for the request's customer at `now`, as the send does. */
const issueAt = (requestId: string, now: Date) =>
  issueCode(
    t.app.deps.db,
    {
      requestId,
      signerSlot: 'customer',
      codeHash: `hash-${now.getTime()}-${Math.random()}`,
      channel: 'email',
      sentTo: 'l•••@example.co.uk',
      expiresAt: new Date(now.getTime() + 10 * 60_000),
    },
    {
      now,
      perHour: CODES_PER_HOUR,
      inAll: CODES_PER_SIGNER,
      detail: { channel: 'email', to: 'l•••@example.co.uk' },
      trail: {},
    },
  );
const storedFor = (requestId: string) =>
  t.app.deps.db
    .select({ id: signingCodes.id })
    .from(signingCodes)
    .where(eq(signingCodes.requestId, requestId));

describe('codes per signer in all', () => {
  it('stores 10 codes over the hours and no more, even asked at once', async () => {
    const { requestId } = await scenario.sendRequest('hours@example.co.uk', [agreement]);
    const start = Date.now();
    const hour = (n: number) => new Date(start + n * (HOUR + 60_000));
    // Three hours of three codes each: 9 stored, the hour's 4th refused by the hour.
    for (let n = 0; n < 3; n++) {
      for (let i = 0; i < 3; i++) expect((await issueAt(requestId, hour(n))).issued).toBe(true);
      expect(await issueAt(requestId, hour(n))).toMatchObject({ issued: false, limit: 'hour' });
    }
    // The fourth hour: three at once; one is the 10th code, the other two meet the cap.
    const outcomes = await Promise.all([0, 1, 2].map(() => issueAt(requestId, hour(3))));
    expect(outcomes.filter((o) => o.issued)).toEqual([expect.objectContaining({ codesLeft: 0 })]);
    expect(outcomes.filter((o) => !o.issued)).toEqual([
      { issued: false, limit: 'all' },
      { issued: false, limit: 'all' },
    ]);
    // Waiting does not help, and nothing more is stored.
    expect(await issueAt(requestId, hour(30))).toEqual({ issued: false, limit: 'all' });
    expect(await storedFor(requestId)).toHaveLength(10);
  });

  it('answers the 11th ask with a plain 429 that says to contact the dealership', async () => {
    const { token, requestId } = await scenario.sendRequest('eleventh@example.co.uk', [agreement]);
    // Ten codes sent over the past day, none in the last hour.
    for (let i = 0; i < 10; i++) await issueAt(requestId, new Date(Date.now() - (24 - 2 * i) * HOUR));
    const refused = await askCode(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'CODE_LIMIT_REACHED',
      message:
        'We have sent you 10 codes for these documents, the most we send. Please contact Brindley & Hart Cars Ltd: they can sign the documents with you in person or send them again.',
    });
    expect(await storedFor(requestId)).toHaveLength(10);
  });

  it('counts what is left as the smaller of the hour’s and the lifetime’s; a new request starts afresh', async () => {
    const worn = await scenario.sendRequest('worn@example.co.uk', [agreement]);
    for (let i = 0; i < 8; i++) await issueAt(worn.requestId, new Date(Date.now() - (20 - 2 * i) * HOUR));
    const ninth = await askCode(worn.token);
    expect(ninth.statusCode, ninth.body).toBe(200);
    expect(ninth.json().codesLeft).toBe(1);
    const fresh = await scenario.sendRequest('fresh@example.co.uk', [agreement]);
    const first = await askCode(fresh.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().codesLeft).toBe(2);
  });
});
