// The dealer's side of several signers: each signer's own link in Details, Resend to the signers
// whose turn it is and who have not signed, and a signer declining from the signing page as it calls the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { JOINT_HP_HIRERS, jointHirePurchase } from '../../test/joint-hire-purchase.ts';
import { SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';
import { signedInAdmin } from '../../test/team.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;
// A one-customer request cannot carry the joint hirer's place: it goes with a document of the customer's alone.
let soloDocumentId: string;
let aisha: string;
let ben: string;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  other = await registerDealer(t.app, { dealershipName: 'Elsewhere Motors Ltd' });
  scenario = signingScenario(t, dealer);
  ({ documentId, aisha, ben } = await jointHirePurchase(scenario, JOINT_HP_HIRERS, 'links'));
  soloDocumentId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
});
afterAll(() => t.close());

const create = async (order: 'parallel' | 'sequential') => {
  const res = await scenario.dealerCall('POST', '/api/signing-requests', {
    documentIds: [documentId],
    mismatchConfirmed: true,
    signers: [
      { customerId: aisha, role: 'customer' },
      { customerId: ben, role: 'customer' },
    ],
    order,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; signers: { id: string; name: string }[] };
};
const mailsTo = async (to: string) =>
  (await listOutbox(t.app.deps.db, 500)).filter((m) => m.to === to && /\/sign\//.test(m.text));
const tokenOf = (text: string) => text.match(/\/sign\/([\w-]+)/)![1]!;
const linkOf = (id: string, signer?: string) =>
  scenario.dealerCall('GET', `/api/signing-requests/${id}/link${signer ? `?signer=${signer}` : ''}`);
/** A signer's token, from their own link as Details hands it over. */
const tokenFor = async (request: { id: string; signers: { id: string }[] }, index: number) =>
  tokenOf((await linkOf(request.id, request.signers[index]!.id)).json().link);
const resend = (id: string, cookie = dealer.cookie) =>
  signingScenario(t, { cookie }).dealerCall('POST', `/api/signing-requests/${id}/resend-links`);

describe("each signer's own link in Details", () => {
  it('gives each signer their own link, and says whose it was when handed over', async () => {
    const request = await create('parallel');
    const [first, second] = request.signers;
    const aishaLink = await linkOf(request.id, first!.id);
    const benLink = await linkOf(request.id, second!.id);
    expect(aishaLink.statusCode, aishaLink.body).toBe(200);
    expect(benLink.json().link).not.toBe(aishaLink.json().link);
    expect(benLink.json().whatsappUrl).toContain('wa.me/447700900123');
    // Ben's link is the one he was mailed.
    const benToken = tokenOf(benLink.json().link);
    await eventually(async () =>
      (await mailsTo('ben.links@example.co.uk')).some((m) => tokenOf(m.text) === benToken),
    );
    // Another dealer's request, or a signer not of this request: 404.
    const foreign = await signingScenario(t, other).dealerCall(
      'GET',
      `/api/signing-requests/${request.id}/link?signer=${first!.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await linkOf(request.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const shared = await scenario.dealerCall('POST', `/api/signing-requests/${request.id}/link-shared`, {
      via: 'copy',
      signerId: second!.id,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const events = (await scenario.dealerCall('GET', `/api/signing-requests/${request.id}/events`)).json();
    expect(events.map((e: { description: string }) => e.description)).toContain(
      'Signing link copied, Ben Okafor’s link (Priya Shah)',
    );

    // Once Aisha has signed, her link is no longer handed out.
    const token = await tokenFor(request, 0);
    await scenario.customerCall('POST', `/api/sign/${token}/signature`, {
      documentId,
      signatureData: SIGNATURE,
      pageNumber: 1,
    });
    expect((await scenario.customerCall('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);
    const after = await linkOf(request.id, first!.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Aisha Rahman has signed already.');
  });

  it('in a sequence, a later signer has no link to hand over until their turn', async () => {
    const request = await create('sequential');
    const waiting = await linkOf(request.id, request.signers[1]!.id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toContain('It is not Ben Okafor’s turn yet');
  });
});

describe('Resend with several signers', () => {
  it('all at once: sends the link again only to the signers who have not signed', async () => {
    const request = await create('parallel');
    const aishaToken = await tokenFor(request, 0);
    const benToken = await tokenFor(request, 1);
    const mailed = (to: string, token: string) => async () =>
      (await mailsTo(to)).filter((m) => tokenOf(m.text) === token).length;
    await eventually(mailed('aisha.links@example.co.uk', aishaToken));
    await eventually(mailed('ben.links@example.co.uk', benToken));
    await scenario.customerCall('POST', `/api/sign/${aishaToken}/signature`, {
      documentId,
      signatureData: SIGNATURE,
      pageNumber: 1,
    });
    expect((await scenario.customerCall('POST', `/api/sign/${aishaToken}/submit`)).statusCode).toBe(200);

    const res = await resend(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sentTo).toEqual([{ name: 'Ben Okafor', role: 'customer2', channels: ['email'] }]);
    // Ben gets his own link (the same one: nothing he did with it is lost) a second time; Aisha nothing.
    await eventually(async () => (await mailed('ben.links@example.co.uk', benToken)()) === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailed('aisha.links@example.co.uk', aishaToken)()).toBe(1);
    // Another dealer cannot resend it.
    expect((await resend(request.id, other.cookie)).statusCode).toBe(404);
  });

  it('in a sequence: only the signer whose turn it is', async () => {
    const request = await create('sequential');
    const res = await resend(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sentTo.map((s: { name: string }) => s.name)).toEqual(['Aisha Rahman']);
    const aishaToken = await tokenFor(request, 0);
    await eventually(
      async () =>
        (await mailsTo('aisha.links@example.co.uk')).filter((m) => tokenOf(m.text) === aishaToken).length ===
        2,
    );
  });

  it('refuses a one-customer request (409) and a closed one (409)', async () => {
    const single = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: aisha,
      documentIds: [soloDocumentId],
      mismatchConfirmed: true,
    });
    const one = await resend(single.json().id);
    expect(one.statusCode).toBe(409);
    expect(one.json().code).toBe('ONE_CUSTOMER');
    const request = await create('parallel');
    await scenario.dealerCall('POST', `/api/signing-requests/${request.id}/cancel`);
    expect((await resend(request.id)).statusCode).toBe(409);
  });
});

describe('declining from the signing page', () => {
  it('stops the set: the page is told so on its next visit, the dealer sees the status and a notification', async () => {
    const request = await create('parallel');
    const benToken = await tokenFor(request, 1);
    // The page sends an empty reason as null.
    const declined = await scenario.customerCall('POST', `/api/sign/${benToken}/decline`, { reason: null });
    expect(declined.statusCode, declined.body).toBe(200);
    const reopened = await scenario.customerCall('GET', `/api/sign/${benToken}`);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json()).toMatchObject({ code: 'DECLINED' });
    expect(reopened.json().message).toContain('Ben Okafor declined to sign');
    const summary = await eventually(async () => {
      const answer = (await scenario.dealerCall('GET', `/api/signing-requests/${request.id}`)).json();
      return answer.status === 'declined' && answer;
    });
    expect(summary.signers[1]).toMatchObject({ status: 'declined', declineReason: null });
    const notes = (await scenario.dealerCall('GET', '/api/notifications')).json();
    expect(notes.map((n: { message: string }) => n.message).join('\n')).toContain(
      'Ben Okafor (Customer 2) declined to sign. The request has stopped.',
    );
    // A second decline, or one from a one-customer link, is refused.
    expect((await scenario.customerCall('POST', `/api/sign/${benToken}/decline`, {})).statusCode).toBe(410);
  });

  it('a one-customer link declines too, once', async () => {
    const { token } = await scenario.sendRequest('solo.links@example.co.uk', [soloDocumentId], 'Solo Person');
    const res = await scenario.customerCall('POST', `/api/sign/${token}/decline`, { reason: 'No' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ declined: true });
    expect((await scenario.customerCall('POST', `/api/sign/${token}/decline`, {})).statusCode).toBe(410);
  });
});

describe("the admin CRM's progress", () => {
  it('counts signers for a request with several ("1 of 2 signed"), documents for one customer', async () => {
    const request = await create('parallel');
    const aishaToken = await tokenFor(request, 0);
    await scenario.customerCall('POST', `/api/sign/${aishaToken}/signature`, {
      documentId,
      signatureData: SIGNATURE,
      pageNumber: 1,
    });
    expect((await scenario.customerCall('POST', `/api/sign/${aishaToken}/submit`)).statusCode).toBe(200);
    const admin = await signedInAdmin(t);
    const progress = await eventually(async () => {
      const list = (
        await signingScenario(t, { cookie: admin }).dealerCall(
          'GET',
          `/api/admin/customer-progress/${dealer.id}`,
        )
      ).json() as { name: string; signers: unknown; totalDocuments: number; completedDocuments: number }[];
      const aishaRow = list.find((c) => c.name === 'Aisha Rahman');
      return (aishaRow?.signers as { signed: number } | null)?.signed === 1 && aishaRow;
    });
    expect(progress).toMatchObject({
      signers: { signed: 1, total: 2 },
      totalDocuments: 1,
      completedDocuments: 1,
    });
  });
});
