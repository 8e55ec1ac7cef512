// How many texts may go out: Resend at most three times a request in an hour, a dealership at most 60 texts
// an hour, and every text counted against the plan's monthly allowance (sms-limits.ts), against a fake provider.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { type FakeSms, startFakeSms } from '../../test/fake-sms.ts';
import { JOINT_HP_HIRERS, jointHirePurchase } from '../../test/joint-hire-purchase.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { assertCanSendTexts } from '../plans/plans.service.ts';
import { TEXTS_PER_DEALER_PER_HOUR, textAllowed } from './sms-limits.ts';

let t: TestApp;
let sms: FakeSms;

beforeAll(async () => {
  sms = await startFakeSms();
  t = await buildTestApp(sms.env);
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

/** `n` texts of the dealership queued `minutesAgo` minutes ago, as earlier sends would have left them. */
async function pastTexts(dealerId: string, n: number, minutesAgo = 0) {
  await t.app.deps.db.execute(sql`
    insert into sms_deliveries (dealer_id, kind, recipient, body_sealed, status, created_at)
    select ${dealerId}, 'signing_request', '+447700900999', '', 'sent', now() - make_interval(mins => ${minutesAgo})
    from generate_series(1, ${n})`);
}

const textsThisMonth = async (cookie: string) =>
  (await signingScenario(t, { cookie }).dealerCall('GET', '/api/plan')).json().textsThisMonth as number;

describe('text message limits', () => {
  it('refuses the fourth Resend of a request within the hour with a plain 429, and counts every text', async () => {
    const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
    const scenario = signingScenario(t, dealer);
    const { documentId, aisha, ben } = await jointHirePurchase(scenario, JOINT_HP_HIRERS, 'limits');
    const created = await scenario.dealerCall('POST', '/api/signing-requests', {
      documentIds: [documentId],
      mismatchConfirmed: true,
      channels: ['sms'],
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const resend = () => scenario.dealerCall('POST', `/api/signing-requests/${id}/resend-links`);
    for (let i = 1; i <= 3; i++) expect((await resend()).statusCode, `resend ${i}`).toBe(200);
    const fourth = await resend();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(fourth.json().message).toMatch(
      /^These links have been sent again 3 times in the last hour, the most allowed\. Try again in (60|59) minutes\.$/,
    );
    // Two signers: two texts at creation and two at each of the three resends; none for the refused one.
    expect(await textsThisMonth(dealer.cookie)).toBe(8);
    const rows = await t.app.deps.db.query.smsDeliveries.findMany({
      where: (d, { eq }) => eq(d.signingRequestId, id),
    });
    expect(rows).toHaveLength(8);
    // Another request of the same dealership has its own count.
    const again = await scenario.dealerCall('POST', '/api/signing-requests', {
      documentIds: [documentId],
      mismatchConfirmed: true,
      channels: ['email'],
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    const other = await scenario.dealerCall('POST', `/api/signing-requests/${again.json().id}/resend-links`);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('holds a dealership to 60 texts an hour: the 61st is refused with 429 before anything is made', async () => {
    const dealer = await registerDealer(t.app);
    const scenario = signingScenario(t, dealer);
    const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const customerId = await scenario.addCustomer('Owen Price', 'owen.limits@example.co.uk');
    await pastTexts(dealer.id, TEXTS_PER_DEALER_PER_HOUR - 1, 20);
    // Texts of more than an hour ago no longer count towards the hour.
    await pastTexts(dealer.id, 30, 70);
    const send = () =>
      scenario.dealerCall('POST', '/api/signing-requests', {
        customerId,
        documentIds: [documentId],
        mismatchConfirmed: true,
        channels: ['sms'],
      });
    expect((await send()).statusCode).toBe(201);
    const before = (await scenario.dealerCall('GET', '/api/signing-requests')).json().length;
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Your dealership has sent 60 text messages in the last hour; at most 60 an hour are allowed, so this one cannot be sent now. Try again in 40 minutes, or send by e-mail.',
    });
    expect((await scenario.dealerCall('GET', '/api/signing-requests')).json().length).toBe(before);
    // By e-mail the dealership may still send.
    const byMail = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId,
      documentIds: [documentId],
      mismatchConfirmed: true,
      channels: ['email'],
    });
    expect(byMail.statusCode, byMail.body).toBe(201);
    expect(await textAllowed(t.app.deps.db, dealer.id)).toBe(false);
  });

  it("counts texts against the plan's monthly allowance and answers 402 past it, as other plan limits do", async () => {
    const dealer = await registerDealer(t.app);
    const db = t.app.deps.db;
    await expect(assertCanSendTexts(db, dealer.id, 150)).resolves.toBeUndefined();
    await pastTexts(dealer.id, 149);
    expect(await textsThisMonth(dealer.cookie)).toBe(149);
    await expect(assertCanSendTexts(db, dealer.id, 1)).resolves.toBeUndefined();
    await expect(assertCanSendTexts(db, dealer.id, 2)).rejects.toMatchObject({
      statusCode: 402,
      code: 'PLAN_LIMIT',
      message:
        'Your Basic plan includes 150 text messages a month; 149 have been sent this month, so these 2 texts cannot be sent until next month (send by e-mail instead). Ask us to move your dealership to Professional for more.',
    });
    // A text the provider never took (given up) costs nothing and is not counted.
    await t.app.deps.db.execute(
      sql`update sms_deliveries set status = 'failed' where id = (select id from sms_deliveries where dealer_id = ${dealer.id} limit 1)`,
    );
    expect(await textsThisMonth(dealer.cookie)).toBe(148);
  });
});
