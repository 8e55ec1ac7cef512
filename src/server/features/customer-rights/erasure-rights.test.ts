// Who may erase a customer (the owner or a manager, never sales: it cannot be undone), and erasure reaching
// the platform outbox: the mail to the customer and the dealership's notices naming them lose the name and
// address, while mail to anyone else is left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { joinTeam } from '../../test/team.ts';
import { insertOutboxMessage, listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
});
afterAll(() => t.close());

const erase = (id: string, cookie = dealer.cookie) =>
  apiCall(t.app, 'POST', `/api/customers/${id}/erase`, { cookie });

describe('erasing a customer', () => {
  it('is for the owner or a manager: a sales member is refused with 403 and nothing goes', async () => {
    const customerId = await scenario.addCustomer('Nadia Quinn', 'nadia.rights@example.co.uk');
    const sales = await joinTeam(t.app, dealer.cookie, 'sales');
    const refused = await erase(customerId, sales.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only the dealership's owner or a manager can do this",
    });
    expect((await scenario.dealerCall('GET', `/api/customers/${customerId}`)).statusCode).toBe(200);
    const manager = await joinTeam(t.app, dealer.cookie, 'manager');
    expect((await erase(customerId, manager.cookie)).statusCode).toBe(200);
    expect((await scenario.dealerCall('GET', `/api/customers/${customerId}`)).statusCode).toBe(404);
  });

  it("takes the customer's name and address out of the outbox, and only where the mail is theirs or the dealership's", async () => {
    const email = 'al.reyes.rights@example.co.uk';
    const customerId = await scenario.addCustomer('Al Reyes', email);
    const db = t.app.deps.db;
    const from = 'Docs2Sign <noreply@docs2sign.test>';
    await insertOutboxMessage(db, {
      from,
      to: email,
      subject: 'Al Reyes, your documents are ready',
      text: `Dear Al Reyes,\nsign here: http://localhost:5000/sign/abc (sent to ${email})`,
      html: '<p>Dear Al Reyes &amp; family</p>',
      attachments: [
        { filename: 'signed.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
      ],
    });
    await insertOutboxMessage(db, {
      from,
      to: dealer.email,
      subject: 'Al Reyes has signed',
      text: `Al Reyes (${email}) has signed. All documents are sealed.`,
    });
    await insertOutboxMessage(db, {
      from,
      to: 'someone.else@example.co.uk',
      subject: 'Al Reyes is also a name elsewhere',
      text: 'Al Reyes at another dealership',
    });

    const erased = await erase(customerId);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().message).toBe('Customer erased: nothing is kept.');

    const outbox = await listOutbox(db, 500);
    const all = JSON.stringify(outbox.filter((m) => m.to !== 'someone.else@example.co.uk'));
    expect(all).not.toContain('Al Reyes');
    expect(all).not.toContain(email);
    const toCustomer = outbox.find((m) => m.subject === '[erased], your documents are ready')!;
    expect(toCustomer).toMatchObject({ to: '[erased]', attachments: [] });
    expect(toCustomer.text).toBe(
      'Dear [erased],\nsign here: http://localhost:5000/sign/abc (sent to [erased])',
    );
    expect(toCustomer.html).toBe('<p>Dear [erased] &amp; family</p>');
    const notice = outbox.find((m) => m.to === dealer.email && m.subject === '[erased] has signed')!;
    // A whole word only: "All documents" stays as written.
    expect(notice.text).toBe('[erased] ([erased]) has signed. All documents are sealed.');
    const elsewhere = outbox.find((m) => m.to === 'someone.else@example.co.uk')!;
    expect(elsewhere.text).toBe('Al Reyes at another dealership');
  });
});
