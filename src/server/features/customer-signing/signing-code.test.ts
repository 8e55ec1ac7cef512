// The one-time code before signing a credit agreement, through the text-message provider the SMS tests use
// (a fake in Twilio's shape): refused signatures, wrong codes, the lock after 5, expiry after 10 minutes (the
// test moves the clock), 3 codes an hour, the e-mail way, the certificate's Identity line read back from the
// sealed PDF, and in-person signing, which skips the code and says so. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { apiCall } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { JOINT_HP_WITH_CREDITOR, jointHirePurchase, signingLinks } from '../../test/joint-hire-purchase.ts';
import { pdftotext } from '../../test/poppler.ts';
import { SIGNATURE } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { signingCodeScenario } from './signing-code-scenario.ts';

const shared = signingCodeScenario('Brindley & Hart Cars Ltd');
let phoneCounter = 100;

afterEach(() => {
  vi.useRealTimers();
});

/** A request to a new customer with their own mobile; answers its link and the mobile in E.164. */
async function send(documentIds: string[], phone = `07700 900${phoneCounter++}`) {
  const email = `signer-${phoneCounter}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
  const customerId = await shared.scenario.addCustomer('Aisha Rahman', email, { phone });
  const { token, requestId } = await shared.send(customerId, email, documentIds);
  const national = phone.replace(/\s/g, '');
  return { token, email, requestId, e164: `+44${national.slice(1)}` };
}

const customer = (method: 'GET' | 'POST', url: string, payload?: object) =>
  shared.scenario.customerCall(method, url, payload);
const sign = (token: string, documentId: string, codeKey?: string, cookie?: string) =>
  apiCall(shared.t.app, 'POST', `/api/sign/${token}/signature`, {
    cookie,
    payload: { documentId, signatureData: SIGNATURE, pageNumber: 1, ...(codeKey ? { codeKey } : {}) },
  });
const askCode = (token: string) => customer('POST', `/api/sign/${token}/code`);
const enter = (token: string, code: string) => customer('POST', `/api/sign/${token}/code/verify`, { code });

/** Asks for a code and reads it from the text the provider received. */
async function codeByText(token: string, e164: string) {
  const before = shared.sms.messages.filter((m) => m.to === e164).length;
  const res = await askCode(token);
  expect(res.statusCode, res.body).toBe(200);
  const text = await eventually(async () => shared.sms.messages.filter((m) => m.to === e164)[before], {
    what: `the code's text to ${e164}`,
  });
  return { answer: res.json(), code: text.body.match(/\b(\d{6})\b/)![1]!, text: text.body };
}
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the one-time code before signing', () => {
  it('is the platform default for credit agreements, and a dealer setting', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', APP_SECRET: 'x'.repeat(40) });
    expect(defaults.signingCodeDefault).toBe('finance');
    const settings = (await shared.scenario.dealerCall('GET', '/api/dealer/settings')).json();
    expect(settings.signingCode).toBe('finance');
    const { dealershipName, primaryColor, secondaryColor } = settings;
    const base = { dealershipName, primaryColor, secondaryColor };
    const bad = await shared.scenario.dealerCall('PUT', '/api/dealer/settings', {
      ...base,
      signingCode: 'sometimes',
    });
    expect(bad.statusCode).toBe(400);
    const off = await shared.scenario.dealerCall('PUT', '/api/dealer/settings', {
      ...base,
      signingCode: 'off',
    });
    expect(off.json().signingCode).toBe('off');
    const { token } = await send([shared.agreement]);
    expect((await customer('GET', `/api/sign/${token}`)).json().codeStep).toBeUndefined();
    expect((await sign(token, shared.agreement)).statusCode).toBe(200);
    await shared.scenario.dealerCall('PUT', '/api/dealer/settings', { ...base, signingCode: 'finance' });
  });

  it('is not asked for a set with no credit agreement', async () => {
    const { token } = await send([shared.warranty]);
    expect((await customer('GET', `/api/sign/${token}`)).json().codeStep).toBeUndefined();
    expect((await askCode(token)).json().code).toBe('CODE_NOT_NEEDED');
    expect((await sign(token, shared.warranty)).statusCode).toBe(200);
  });

  it('refuses a signature until the texted code is entered, then records it in the sealed certificate', async () => {
    const { token, e164 } = await send([shared.agreement], '07700 900123');
    const session = (await customer('GET', `/api/sign/${token}`)).json();
    expect(session.codeStep).toEqual({ channel: 'sms', sentTo: '07•••••123' });

    const refused = await sign(token, shared.agreement);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CODE_REQUIRED' });
    expect(refused.json().message).toMatch(/6-digit code/);

    const { answer, code, text } = await codeByText(token, e164);
    expect(answer).toMatchObject({ channel: 'sms', sentTo: '07•••••123', codesLeft: 2 });
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(text).toMatch(/^Brindley & Hart Cars Ltd: your signing code is \d{6}\. It works for 10 minutes/);

    const wrong = await enter(token, wrongFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE' });
    expect(wrong.json().message).toMatch(/4 tries left/);
    expect((await enter(token, '12a456')).statusCode).toBe(400);

    const right = await enter(token, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.statusCode, right.body).toBe(200);
    const { codeKey } = right.json();
    expect(codeKey).toMatch(/^[\w-]{40,}$/);
    // Only a hash of the code is stored, never its digits.
    const rows = await shared.t.app.deps.db.query.signingCodes.findMany();
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
    // The code works once; another browser's key (or none) still cannot sign.
    expect((await enter(token, code)).json().code).toBe('CODE_USED');
    expect((await sign(token, shared.agreement, 'x'.repeat(43))).statusCode).toBe(403);
    expect((await sign(token, shared.agreement, codeKey)).statusCode).toBe(200);
    expect((await customer('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);

    const sealed = await shared.scenario.sealedCopy(token, shared.agreement);
    const words = (await pdftotext(new Uint8Array(sealed))).replace(/\s+/g, ' ');
    expect(words).toMatch(
      /Identity code sent to 07•••••123, entered at \d\d:\d\d on \d+ \w{3} \d{4} \(2 tries, 1 code sent\)/,
    );
    expect(words).toContain('One-time code sent by text message to 07•••••123');
    expect(words).toContain('One-time code entered correctly (2 tries)');
  });

  it('locks a code after 5 wrong tries, even when they come at once', async () => {
    const { token, e164 } = await send([shared.agreement]);
    const { code } = await codeByText(token, e164);
    const wrong = wrongFor(code);
    const answers = await Promise.all(Array.from({ length: 5 }, () => enter(token, wrong)));
    expect(answers.map((a) => a.json().code).sort()).toEqual([
      'CODE_LOCKED',
      'WRONG_CODE',
      'WRONG_CODE',
      'WRONG_CODE',
      'WRONG_CODE',
    ]);
    const locked = await enter(token, code);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/entered wrongly 5 times.*ask for a new code/);
    // A new code works.
    const fresh = await codeByText(token, e164);
    expect((await enter(token, fresh.code)).statusCode).toBe(200);
  });

  it('lets a code work for 10 minutes only', async () => {
    const { token, e164 } = await send([shared.agreement]);
    const { code } = await codeByText(token, e164);
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000 + 1_000, toFake: ['Date'] });
    const expired = await enter(token, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'CODE_EXPIRED' });
    expect(expired.json().message).toMatch(/works for 10 minutes/);
  });

  it('sends at most 3 codes an hour to a signer, even asked at once', async () => {
    const { token } = await send([shared.agreement]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => askCode(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/3 codes in the last hour.*try again in (59|60) minutes/);
    vi.useFakeTimers({ now: Date.now() + 61 * 60_000, toFake: ['Date'] });
    expect((await askCode(token)).statusCode).toBe(200);
  });

  it('goes by e-mail when the signer has no mobile', async () => {
    const { token, email } = await send([shared.agreement], '0121 496 0000');
    expect((await customer('GET', `/api/sign/${token}`)).json().codeStep).toMatchObject({ channel: 'email' });
    const res = await askCode(token);
    expect(res.json()).toMatchObject({ channel: 'email', sentTo: `${email[0]}•••@example.co.uk` });
    const mail = await eventually(
      async () =>
        (await listOutbox(shared.t.app.deps.db, 200)).find(
          (m) => m.to === email && /signing code/.test(m.subject),
        ),
      { what: 'the code by e-mail' },
    );
    const code = mail.text.match(/\b(\d{6})\b/)![1]!;
    expect((await enter(token, code)).statusCode).toBe(200);
  });

  it('is skipped when signed in person on the dealer’s device, and the certificate says so', async () => {
    const { token, requestId } = await send([shared.agreement]);
    const handover = await shared.scenario.dealerCall('POST', `/api/signing-requests/${requestId}/handover`);
    expect(handover.statusCode, handover.body).toBe(200);
    // Without the dealer's handed-over session the code is still asked.
    expect((await sign(token, shared.agreement)).statusCode).toBe(403);
    expect((await sign(token, shared.agreement, undefined, shared.dealer.cookie)).statusCode).toBe(200);
    const submitted = await apiCall(shared.t.app, 'POST', `/api/sign/${token}/submit`, {
      cookie: shared.dealer.cookie,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sealed = await shared.scenario.sealedCopy(token, shared.agreement);
    const words = (await pdftotext(new Uint8Array(sealed))).replace(/\s+/g, ' ');
    expect(words).toMatch(/Identity signed in person, so no code asked \(device handed over by Priya Shah/);
  });
});

describe('the one-time code with several signers', () => {
  it('asks each hirer for their own code, never the dealership, and names each on the certificate', async () => {
    const { documentId, aisha, ben } = await jointHirePurchase(
      shared.scenario,
      JOINT_HP_WITH_CREDITOR,
      'code',
    );
    const created = await shared.scenario.dealerCall('POST', '/api/signing-requests', {
      documentIds: [documentId],
      mismatchConfirmed: true,
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
        { role: 'dealer' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const linkIn = signingLinks(() => shared.t);
    const aishaToken = await linkIn('aisha.code@example.co.uk');
    const benToken = await linkIn('ben.code@example.co.uk');
    const mobile = '+447700900123';
    const signOwn = (token: string, codeKey?: string) => sign(token, documentId, codeKey);

    expect((await customer('GET', `/api/sign/${aishaToken}`)).json().codeStep).toEqual({
      channel: 'sms',
      sentTo: '07•••••123',
    });
    const aishaCode = await codeByText(aishaToken, mobile);
    const aishaKey = (await enter(aishaToken, aishaCode.code)).json().codeKey as string;
    expect((await signOwn(aishaToken, aishaKey)).statusCode).toBe(200);
    expect((await customer('POST', `/api/sign/${aishaToken}/submit`)).statusCode).toBe(200);

    // Aisha's code and key are hers: Ben's link asks for his own, counted apart from hers.
    expect((await signOwn(benToken, aishaKey)).statusCode).toBe(403);
    expect((await enter(benToken, aishaCode.code)).json().code).toBe('NO_CODE');
    const benCode = await codeByText(benToken, mobile);
    expect(benCode.answer.codesLeft).toBe(2);
    const benKey = (await enter(benToken, benCode.code)).json().codeKey as string;
    expect((await signOwn(benToken, benKey)).statusCode).toBe(200);
    expect((await customer('POST', `/api/sign/${benToken}/submit`)).statusCode).toBe(200);

    // The dealership countersigns with no code.
    const link = await shared.scenario.dealerCall(
      'GET',
      `/api/signing-requests/${created.json().id}/countersign-link`,
    );
    const dealerToken = link.json().link.match(/\/sign\/([\w-]+)/)[1] as string;
    expect((await customer('GET', `/api/sign/${dealerToken}`)).json().codeStep).toBeUndefined();
    expect((await askCode(dealerToken)).json().code).toBe('CODE_NOT_NEEDED');
    expect((await signOwn(dealerToken)).statusCode).toBe(200);
    expect((await customer('POST', `/api/sign/${dealerToken}/submit`)).statusCode).toBe(200);

    const sealed = await shared.scenario.sealedCopy(dealerToken, documentId);
    const words = (await pdftotext(new Uint8Array(sealed))).replace(/\s+/g, ' ');
    expect(words).toMatch(/Identity Aisha Rahman: code sent to 07•••••123, entered at \d\d:\d\d/);
    expect(words).toMatch(/Identity Ben Okafor: code sent to 07•••••123, entered at \d\d:\d\d/);
  });
});
