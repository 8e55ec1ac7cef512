// Requests with several signers: the dealer countersigns, two hirers sign from their own links,
// each only their own places, in the order the dealer chose; the set seals once, after the last.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import {
  type Box,
  JOINT_HP,
  JOINT_HP_BOXES,
  JOINT_HP_WITH_CREDITOR,
  jointHirePurchase,
  signingLinks,
} from '../../test/joint-hire-purchase.ts';
import { type GrayImage, pdftotext, renderPage } from '../../test/poppler.ts';
import { FIXTURES, SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { sendReminder } from '../email/scheduled-mail.ts';

const HP = JOINT_HP;
const { hirer: HIRER, creditor: SUPPLIER, hirerTwo: HIRER_TWO } = JOINT_HP_BOXES;

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;
let aisha: string;
let ben: string;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  ({ documentId, aisha, ben } = await jointHirePurchase(scenario, JOINT_HP_WITH_CREDITOR, 'joint'));
});
afterAll(() => t.close());

const create = (body: object) =>
  scenario.dealerCall('POST', '/api/signing-requests', {
    documentIds: [documentId],
    mismatchConfirmed: true,
    ...body,
  });
const recipients = async () => (await listOutbox(t.app.deps.db, 200)).map((m) => m.to);
const linkIn = signingLinks(() => t);
const sign = (token: string, extra: object = {}) =>
  scenario.customerCall('POST', `/api/sign/${token}/signature`, {
    documentId,
    signatureData: SIGNATURE,
    pageNumber: 1,
    ...extra,
  });
const submit = (token: string) => scenario.customerCall('POST', `/api/sign/${token}/submit`);
const summary = async (id: string) =>
  (await scenario.dealerCall('GET', `/api/signing-requests/${id}`)).json();

/** The text pdftotext finds inside one box of a page (crop in points from the top-left). */
async function textIn(pdf: Uint8Array, page: number, box: Box) {
  const dir = await mkdtemp(path.join(tmpdir(), 'box-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const top = 841.89 - box.y - box.height;
    const args = [
      '-f',
      `${page}`,
      '-l',
      `${page}`,
      '-r',
      '72',
      '-x',
      `${Math.floor(box.x)}`,
      '-y',
      `${Math.floor(top)}`,
    ];
    args.push('-W', `${Math.ceil(box.width)}`, '-H', `${Math.ceil(box.height)}`, file, '-');
    return (await promisify(execFile)('pdftotext', args)).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function inkIn(before: GrayImage, after: GrayImage, box: Box) {
  let changed = 0;
  for (let i = 0; i < before.pixels.length; i++) {
    const x = i % before.width;
    const y = before.height - Math.floor(i / before.width);
    const inside = x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
    if (inside && Math.abs(before.pixels[i]! - after.pixels[i]!) > 40) changed++;
  }
  return changed;
}

describe('a request with several signers', () => {
  it('in sequence: the dealer countersigns first, then each hirer from their own link, sealed once after the last', async () => {
    const created = await create({
      signers: [
        { role: 'dealer' },
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
      order: 'sequential',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().customerId).toBe(aisha);
    expect(created.json().order).toBe('sequential');
    expect(created.json().signers.map((s: { status: string }) => s.status)).toEqual([
      'sent',
      'waiting',
      'waiting',
    ]);
    // The list carries the signers too (its fast serialiser knows them).
    const listed = (await scenario.dealerCall('GET', '/api/signing-requests')).json();
    expect(listed.find((r: { id: string }) => r.id === id).signers).toHaveLength(3);

    // The dealer countersigns in the app: their own link, their own place only.
    const countersign = await scenario.dealerCall('GET', `/api/signing-requests/${id}/countersign-link`);
    expect(countersign.statusCode, countersign.body).toBe(200);
    const dealerToken = countersign.json().link.match(/\/sign\/([\w-]+)/)[1] as string;
    const dealerView = (await scenario.customerCall('GET', `/api/sign/${dealerToken}`)).json();
    expect(dealerView.signer).toMatchObject({ slot: 'dealer', roleName: 'Dealer', finished: false });
    expect(dealerView.documents[0].signatureFields.map((f: { label: string }) => f.label)).toEqual([
      'Signature on behalf of the Creditor',
    ]);
    // Nobody else has a link yet.
    expect(await recipients()).not.toContain('aisha.joint@example.co.uk');
    expect((await sign(dealerToken, { signer: 'customer' })).statusCode).toBe(409);
    expect((await sign(dealerToken)).statusCode).toBe(200);
    const dealerDone = await submit(dealerToken);
    expect(dealerDone.statusCode, dealerDone.body).toBe(200);
    expect(dealerDone.json().signer).toMatchObject({ finished: true, setComplete: false });

    // Then Aisha is sent her link (and only she): Ben waits for his turn.
    const aishaToken = await linkIn('aisha.joint@example.co.uk');
    expect(await recipients()).not.toContain('ben.joint@example.co.uk');
    expect((await sign(aishaToken, { signer: 'customer2' })).json().code).toBe('NOT_YOUR_PLACE');
    expect((await sign(aishaToken)).statusCode).toBe(200);
    expect((await submit(aishaToken)).statusCode).toBe(200);
    // (Eventually: kept answers hear of a change from the database a moment later on PostgreSQL.)
    let now = await eventually(async () => {
      const answer = await summary(id);
      return answer.signers[1].status === 'signed' && answer;
    });
    expect(now.status).not.toBe('completed');
    expect(now.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'signed', 'sent']);
    expect(now.documents[0].sealedSha256).toBeNull();

    const benToken = await linkIn('ben.joint@example.co.uk');
    // Each link that went out when its turn came has its own reminder, counted from then (Aisha's, Ben's):
    // the request's own, scheduled as it was sent, may have run before.
    const reminders = await t.app.deps.db.execute(
      sql`select data->>'signerId' as signer from pgboss.job
        where name = 'mail.scheduled' and data->>'requestId' = ${id}`,
    );
    const signerIds = (summaryOf: { signers: { id: string }[] }) =>
      summaryOf.signers.slice(1).map((s) => s.id);
    expect(
      (reminders as unknown as { rows: { signer: string | null }[] }).rows.map((r) => r.signer).sort(),
    ).toEqual([...signerIds(await summary(id)), null].sort());
    expect((await sign(benToken)).statusCode).toBe(200);
    const last = await submit(benToken);
    expect(last.statusCode, last.body).toBe(200);
    now = await eventually(async () => {
      const answer = await summary(id);
      return answer.status === 'completed' && answer;
    });

    const sealed = await scenario.sealedCopy(benToken, documentId);
    const original = readFileSync(path.join(FIXTURES, HP));
    const [before2, after2, before4, after4] = await Promise.all([
      renderPage(original, 2),
      renderPage(sealed, 2),
      renderPage(original, 4),
      renderPage(sealed, 4),
    ]);
    expect(inkIn(before2, after2, HIRER)).toBeGreaterThan(20);
    expect(inkIn(before2, after2, SUPPLIER)).toBeGreaterThan(20);
    expect(inkIn(before4, after4, HIRER_TWO)).toBeGreaterThan(20);
    // Each box's caption names its own signer.
    expect(await textIn(sealed, 2, HIRER)).toContain('Aisha Rahman');
    expect(await textIn(sealed, 2, SUPPLIER)).toContain('Priya Shah');
    expect(await textIn(sealed, 4, HIRER_TWO)).toContain('Ben Okafor');
    expect(await textIn(sealed, 2, HIRER)).not.toContain('Ben Okafor');

    // /verify names the holder of the link given: Ben's own link names Ben, not the first hirer.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sealed)], { type: 'application/pdf' }), 'copy.pdf');
    form.append('token', benToken);
    const body = new Request('http://localhost/', { method: 'POST', body: form });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')!, origin: TEST_ORIGIN },
    });
    expect(verified.json()).toMatchObject({
      status: 'unmodified',
      linkMatched: true,
      linkHolder: { customerName: 'Ben Okafor', customerEmail: 'ben.joint@example.co.uk' },
    });

    const certificate = await pdftotext(sealed, 5);
    for (const name of ['Aisha Rahman', 'Ben Okafor', 'Priya Shah']) expect(certificate).toContain(name);
    expect(certificate).toContain('Customer 2');
    expect(certificate).toMatch(/Signed "Hire-purchase agreement" by Ben Okafor \(Customer 2\)/);

    // Every signer is sent the sealed copy.
    for (const to of ['aisha.joint@example.co.uk', 'ben.joint@example.co.uk', dealer.email]) {
      await eventually(
        async () =>
          (await listOutbox(t.app.deps.db, 200)).some(
            (m) => m.to === to && /Your signed document/.test(m.subject),
          ),
        { what: `the signed copy to ${to}` },
      );
    }
    const events = (await scenario.dealerCall('GET', `/api/signing-requests/${id}/events`)).json();
    expect(events.filter((e: { type: string }) => e.type === 'sealed')).toHaveLength(1);
    // The dealer is told both hirers signed, in a mail filed under the request (it goes with it).
    await eventually(
      async () =>
        (await listOutbox(t.app.deps.db, 200)).some(
          (m) => m.to === dealer.email && m.subject === 'Aisha Rahman and Ben Okafor signed 1 document',
        ),
      { what: 'the dealer’s notice naming both hirers' },
    );
    const filed = await t.app.deps.db.execute(
      sql`select count(*)::int as n from mail_deliveries
        where template = 'dealer_notification' and signing_request_id = ${id}`,
    );
    expect((filed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('all at once: two hirers submitting at the same instant complete and seal the set exactly once', async () => {
    const created = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
        { role: 'dealer' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().signers.map((s: { status: string }) => s.status)).toEqual(['sent', 'sent', 'sent']);
    const dealerToken = (await scenario.dealerCall('GET', `/api/signing-requests/${id}/countersign-link`))
      .json()
      .link.match(/\/sign\/([\w-]+)/)[1] as string;
    const aishaToken = await linkIn('aisha.joint@example.co.uk');
    const benToken = await linkIn('ben.joint@example.co.uk');
    for (const token of [dealerToken, aishaToken, benToken]) expect((await sign(token)).statusCode).toBe(200);
    expect((await submit(dealerToken)).statusCode).toBe(200);
    const both = await Promise.all([submit(aishaToken), submit(benToken)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    await eventually(async () => (await summary(id)).documents[0].sealedSha256, {
      timeoutMs: 60_000,
      what: 'the sealed copy',
    });
    const events = (await scenario.dealerCall('GET', `/api/signing-requests/${id}/events`)).json();
    const count = (type: string) => events.filter((e: { type: string }) => e.type === type).length;
    expect(count('submitted')).toBe(1);
    expect(count('sealed')).toBe(1);
    expect(count('signer_finished')).toBe(3);
  });

  it('reminds only the signers who have not signed', async () => {
    const created = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    const id = created.json().id as string;
    const aishaToken = await linkIn('aisha.joint@example.co.uk');
    await linkIn('ben.joint@example.co.uk'); // (the reminder carries the same link)
    expect((await sign(aishaToken)).statusCode).toBe(200);
    expect((await submit(aishaToken)).statusCode).toBe(200);
    await sendReminder(t.app.deps, id);
    await eventually(
      async () =>
        (await listOutbox(t.app.deps.db, 200)).some(
          (m) => m.to === 'ben.joint@example.co.uk' && /Reminder/.test(m.subject),
        ),
      { what: 'the reminder to Ben' },
    );
    const reminders = (await listOutbox(t.app.deps.db, 200)).filter((m) => /Reminder/.test(m.subject));
    expect(reminders.map((m) => m.to)).toEqual(['ben.joint@example.co.uk']);
  });

  it('a signer’s own reminder goes to them alone', async () => {
    const created = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    const id = created.json().id as string;
    await linkIn('aisha.joint@example.co.uk');
    await linkIn('ben.joint@example.co.uk');
    const remindersTo = async (to: string) =>
      (await listOutbox(t.app.deps.db, 200)).filter((m) => m.to === to && /Reminder/.test(m.subject)).length;
    const before = {
      aisha: await remindersTo('aisha.joint@example.co.uk'),
      ben: await remindersTo('ben.joint@example.co.uk'),
    };
    const benRow = (await summary(id)).signers.find((s: { name: string }) => s.name === 'Ben Okafor');
    await sendReminder(t.app.deps, id, ['email'], benRow.id);
    await eventually(async () => (await remindersTo('ben.joint@example.co.uk')) === before.ben + 1, {
      what: 'the reminder to Ben',
    });
    expect(await remindersTo('aisha.joint@example.co.uk')).toBe(before.aisha);
  });

  it('stops the whole set when a signer declines, and says who', async () => {
    const created = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    const id = created.json().id as string;
    const aishaToken = await linkIn('aisha.joint@example.co.uk');
    const benToken = await linkIn('ben.joint@example.co.uk');
    const declined = await scenario.customerCall('POST', `/api/sign/${benToken}/decline`, {
      reason: 'The monthly payment is wrong',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    // Kept answers are told of the change by the database's notification, a moment later on PostgreSQL.
    const now = await eventually(async () => {
      const answer = await summary(id);
      return answer.status === 'declined' && answer;
    });
    expect(now.signers[1]).toMatchObject({
      status: 'declined',
      declineReason: 'The monthly payment is wrong',
    });
    const closed = await sign(aishaToken);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toContain('Ben Okafor declined to sign');
  });

  it('refuses a signer with no place to sign in any document (409) and a guarantor twice (400)', async () => {
    const guarantor = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'guarantor' },
      ],
    });
    expect(guarantor.statusCode).toBe(409);
    expect(guarantor.json().code).toBe('NO_PLACE_FOR_SIGNER');
    const twice = await create({
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: aisha, role: 'customer' },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});
