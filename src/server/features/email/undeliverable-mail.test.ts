// A mail no transport can carry (here a NUL, which the outbox's database refuses) is given up at once, and
// no answer or stored reason ever carries the failed statement or its parameters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeliveries, mailDeliveryAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { sendTestEmail } from './email-testing.service.ts';
import { deliverMail } from './mail-delivery.service.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

const SQL_WORDS = /Failed query|params|insert into|outbox/i;

describe('mail that can never be delivered', () => {
  it('is given up after one attempt, not retried, and its reason holds no SQL', async () => {
    const to = 'nul.recipient@example.co.uk';
    const delivery = await deliverMail(
      t.app.deps,
      { template: 'test', to, subject: 'Hello', text: 'Dear Priya\u0000Shah', html: null },
      'now',
    );
    // Whether the first attempt is made by the caller or by a woken worker, it is the only one.
    expect(['failed', 'queued']).toContain(delivery.status);
    // Well past the retry delay (1 s in tests, with backoff): still one attempt, still failed.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const db = t.app.deps.db;
    const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.id, delivery.deliveryId));
    expect(row!.status).toBe('failed');
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBe('The message could not be handed over for delivery.');
    expect(row!.lastError).not.toContain(to);
    const attempts = await db
      .select()
      .from(mailDeliveryAttempts)
      .where(eq(mailDeliveryAttempts.deliveryId, delivery.deliveryId));
    expect(attempts).toHaveLength(1);
  });

  it('a failed test e-mail answers in plain words, without the statement or its parameters', async () => {
    // The route refuses the NUL at the edge; the service below it must still not leak what failed.
    const edge = await apiCall(t.app, 'POST', '/api/test-email', {
      cookie: dealer.cookie,
      payload: { customerName: 'Priya\u0000', customerEmail: 'priya@example.co.uk', documentTitle: 'Order' },
    });
    expect(edge.statusCode).toBe(400);
    const thrown = await sendTestEmail(t.app.deps, dealer, {
      customerName: 'Priya\u0000Shah',
      customerEmail: 'leak.check@example.co.uk',
      documentTitle: 'Order form',
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(502);
    expect((thrown as AppError).message).not.toMatch(SQL_WORDS);
    expect((thrown as AppError).message).not.toContain('Priya');
  });
});
