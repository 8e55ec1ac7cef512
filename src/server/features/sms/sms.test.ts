// Signing links by text message, against a fake provider in Twilio's shape started here, and the link
// handed over from Details (Copy link, QR, WhatsApp), each use in the request's trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { FAKE_SMS_SID, type FakeSms, startFakeSms } from '../../test/fake-sms.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { sendReminder } from '../email/scheduled-mail.ts';
import { hashToken } from '../signing-requests/signing-requests.service.ts';

let t: TestApp;
let sms: FakeSms;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let documentId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = dealer.cookie) =>
  apiCall(t.app, method, url, { cookie, payload });

async function customer(name: string, email: string, phone: string) {
  const res = await call('POST', '/api/customers', { name, email, phone, postcode: 'B33 8TH' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const send = (customerId: string, channels?: string[]) =>
  call('POST', '/api/signing-requests', {
    customerId,
    documentIds: [documentId],
    mismatchConfirmed: true,
    channels,
  });

beforeAll(async () => {
  sms = await startFakeSms();
  t = await buildTestApp(sms.env);
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  documentId = await signingScenario(t, dealer).uploadFixture('HP-agreement-AMF-448120.pdf');
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

describe('sending the link by text message', () => {
  it('texts the customer their link through the provider and records it; no e-mail when only SMS is chosen', async () => {
    expect((await call('GET', '/api/capabilities')).json()).toEqual({ sms: true });
    const customerId = await customer('Aisha Rahman', 'aisha.sms@example.co.uk', '07700 900123');
    // The dealer's answer does not wait on the provider: it comes while the provider has answered nothing.
    const release = sms.hold();
    const res = await send(customerId, ['sms']);
    expect(res.statusCode, res.body).toBe(201);
    expect(sms.messages.some((m) => m.to === '+447700900123')).toBe(false);
    release();
    expect(res.json()).toMatchObject({ channels: ['sms'], textTo: '+447700900123', mailStatus: null });
    const requestId = res.json().id as string;

    const text = await eventually(async () => sms.messages.find((m) => m.to === '+447700900123'), {
      what: 'the text at the provider',
    });
    expect(text.from).toBe('+447700900000');
    expect(text.path).toBe(`/2010-04-01/Accounts/${FAKE_SMS_SID}/Messages.json`);
    expect(text.body).toMatch(/^Brindley & Hart Cars Ltd: Please review and sign your documents: /);
    const token = text.body.match(/http:\/\/localhost:5000\/sign\/([\w-]{43})/)![1]!;
    const stored = await t.app.deps.db.query.signingRequests.findFirst({
      where: (r, { eq }) => eq(r.id, requestId),
    });
    expect(stored?.tokenHash).toBe(hashToken(token));
    // The link opens the customer's documents.
    expect((await apiCall(t.app, 'GET', `/api/sign/${token}`)).statusCode).toBe(200);
    expect((await listOutbox(t.app.deps.db, 100)).some((m) => m.to === 'aisha.sms@example.co.uk')).toBe(
      false,
    );

    const events = await eventually(async () => {
      const list = (await call('GET', `/api/signing-requests/${requestId}/events`)).json();
      return list.some((e: { type: string }) => e.type === 'texted') && list;
    });
    expect(events.find((e: { type: string }) => e.type === 'texted').description).toBe(
      'Signing link sent by text message to +447700900123',
    );
    // The text's body (with the link) is not kept once it has gone.
    const [row] = await t.app.deps.db.query.smsDeliveries.findMany({
      where: (d, { eq }) => eq(d.signingRequestId, requestId),
    });
    expect(row?.bodySealed).toBe('');
  });

  it('retries a text the provider refused, and Details shows both attempts beside the e-mail', async () => {
    const customerId = await customer('Owen Price', 'owen.sms@example.co.uk', '+44 7700 900456');
    sms.answerNext(500);
    const res = await send(customerId, ['email', 'sms']);
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json().id as string;

    const deliveries = await eventually(
      async () => {
        const list = (await call('GET', `/api/signing-requests/${requestId}/deliveries`)).json();
        const text = list.find((d: { channel: string }) => d.channel === 'sms');
        return text?.status === 'sent' && list;
      },
      { timeoutMs: 30_000, what: 'the retried text' },
    );
    const text = deliveries.find((d: { channel: string }) => d.channel === 'sms');
    expect(text).toMatchObject({ template: 'signing_request', recipient: '+447700900456', attempts: 2 });
    expect(text.log[0]).toMatchObject({ attempt: 1, ok: false, transport: 'sms' });
    expect(text.log[0].error).toMatch(/answered 500/);
    expect(text.log[1]).toMatchObject({ attempt: 2, ok: true, error: null });
    expect(deliveries.some((d: { channel: string }) => d.channel === 'email')).toBe(true);
    expect(sms.messages.filter((m) => m.to === '+447700900456')).toHaveLength(1);

    const types = (await call('GET', `/api/signing-requests/${requestId}/events`))
      .json()
      .map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['text_failed', 'texted', 'mailed']));
  });

  it('refuses a landline, and a customer without a mobile, before creating anything', async () => {
    const landline = await customer('Grace Hill', 'grace.sms@example.co.uk', '0121 496 0000');
    const before = (await call('GET', '/api/signing-requests')).json().length;
    const res = await send(landline, ['sms']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('0121 496 0000 is a landline; text messages need a mobile number (07…)');
    expect((await call('GET', '/api/signing-requests')).json().length).toBe(before);

    const bad = await send(landline, ['fax']);
    expect(bad.statusCode).toBe(400);
    expect((await send(landline, [])).statusCode).toBe(400);
  });

  it('texts a reminder the same way the link went', async () => {
    const customerId = await customer('Ravi Patel', 'ravi.sms@example.co.uk', '07700900789');
    const requestId = (await send(customerId, ['sms'])).json().id as string;
    await eventually(async () => sms.messages.some((m) => m.to === '+447700900789'));
    await sendReminder(t.app.deps, requestId, ['sms']);
    const reminder = await eventually(async () =>
      sms.messages.find((m) => m.to === '+447700900789' && m.body.includes('A reminder')),
    );
    expect(reminder.body).toMatch(/http:\/\/localhost:5000\/sign\/[\w-]{43}/);
  });
});

describe('handing the link over from Details', () => {
  it('gives the link with a WhatsApp address, and records Copy link, QR and WhatsApp in the trail', async () => {
    const customerId = await customer('Nadia Khan', 'nadia.sms@example.co.uk', '07700 900321');
    const requestId = (await send(customerId, ['email'])).json().id as string;
    const mail = await eventually(async () =>
      (await listOutbox(t.app.deps.db, 100)).find((m) => m.to === 'nadia.sms@example.co.uk'),
    );
    const res = await call('GET', `/api/signing-requests/${requestId}/link`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { link, mobile, whatsappUrl } = res.json();
    expect(mail.text).toContain(link); // the same link the e-mail carried
    expect(mobile).toBe('+447700900321');
    expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/447700900321\?text=/);
    expect(decodeURIComponent(whatsappUrl.split('text=')[1])).toContain(link);

    for (const via of ['copy', 'qr', 'whatsapp']) {
      const shared = await call('POST', `/api/signing-requests/${requestId}/link-shared`, { via });
      expect(shared.statusCode, shared.body).toBe(200);
    }
    const events = (await call('GET', `/api/signing-requests/${requestId}/events`)).json() as {
      type: string;
      description: string;
    }[];
    expect(events.filter((e) => e.type === 'link_shared').map((e) => e.description)).toEqual([
      'Signing link copied (Priya Shah)',
      'Signing link shown as a QR code for the customer’s phone (Priya Shah)',
      'Signing link shared on WhatsApp (Priya Shah)',
    ]);

    expect(
      (await call('POST', `/api/signing-requests/${requestId}/link-shared`, { via: 'fax' })).statusCode,
    ).toBe(400);
    const rival = await registerDealer(t.app);
    expect(
      (await call('GET', `/api/signing-requests/${requestId}/link`, undefined, rival.cookie)).statusCode,
    ).toBe(404);
    const theirs = await call(
      'POST',
      `/api/signing-requests/${requestId}/link-shared`,
      { via: 'copy' },
      rival.cookie,
    );
    expect(theirs.statusCode).toBe(404);

    // A cancelled request's link no longer opens anything, so it is not handed out.
    await call('POST', `/api/signing-requests/${requestId}/cancel`);
    expect((await call('GET', `/api/signing-requests/${requestId}/link`)).statusCode).toBe(409);
  });

  it('keeps the dealer’s default ways in Settings', async () => {
    const current = (await call('GET', '/api/dealer/settings')).json();
    expect(current.defaultChannels).toEqual(['email']);
    const { dealershipName, primaryColor, secondaryColor } = current;
    const saved = await call('PUT', '/api/dealer/settings', {
      dealershipName,
      primaryColor,
      secondaryColor,
      defaultChannels: ['sms', 'email'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().defaultChannels).toEqual(['email', 'sms']);
  });
});

describe('without a text provider', () => {
  it('hides the option and refuses SMS with the reason', async () => {
    const plain = await buildTestApp();
    try {
      const other = await registerDealer(plain.app);
      expect((await apiCall(plain.app, 'GET', '/api/capabilities', { cookie: other.cookie })).json()).toEqual(
        {
          sms: false,
        },
      );
      const res = await apiCall(plain.app, 'POST', '/api/signing-requests', {
        cookie: other.cookie,
        payload: {
          customerId: '00000000-0000-4000-8000-000000000000',
          documentIds: ['x'],
          channels: ['sms'],
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SMS_NOT_CONFIGURED' });
      expect(res.json().message).toMatch(/Text messages are not set up/);
    } finally {
      await plain.close();
    }
  });
});
