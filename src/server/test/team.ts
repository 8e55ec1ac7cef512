// A dealership's member for tests: invited by the owner, the set-password link followed from the
// queued mail, signed in. Answers the member's session like registerDealer's.
import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../features/admin/outbox/outbox.repo.ts';
import { createOrPromoteAdministrator } from '../features/auth/auth.service.ts';
import { apiCall, login, sessionCookie, TEST_PASSWORD, type TestApp } from './build-test-app.ts';
import { eventually } from './eventually.ts';

export async function joinTeam(
  app: FastifyInstance,
  ownerCookie: string,
  role: 'manager' | 'sales',
  person: { firstName?: string; lastName?: string; email?: string } = {},
) {
  const email = person.email ?? `${role}-${Math.random().toString(36).slice(2)}@example.co.uk`;
  const invited = await apiCall(app, 'POST', '/api/team/invitations', {
    cookie: ownerCookie,
    payload: { email, firstName: person.firstName ?? 'Sam', lastName: person.lastName ?? 'Patel', role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const mail = await eventually(
    async () => (await listOutbox(app.deps.db, 100)).find((m) => m.to === email),
    {
      what: `the invitation to ${email}`,
    },
  );
  const token = decodeURIComponent(mail.text.match(/\/reset-password\?token=(\S+)/)![1]!);
  const set = await apiCall(app, 'POST', '/api/password-reset/confirm', {
    payload: { token, password: TEST_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`set password failed: ${set.statusCode} ${set.body}`);
  const res = await login(app, email, TEST_PASSWORD, `10.88.${Math.floor(Math.random() * 250)}.1`);
  if (res.statusCode !== 200) throw new Error(`member sign-in failed: ${res.statusCode} ${res.body}`);
  return { email, userId: invited.json().userId as string, cookie: sessionCookie(res), invitation: mail };
}

/** The platform's operator, signed in: answers the session cookie. */
export async function signedInAdmin(t: TestApp, email = 'ops@docs2sign.test') {
  const password = 'a long admin password 42';
  await createOrPromoteAdministrator(t.app.deps, { email, password });
  return sessionCookie(await login(t.app, email, password, '10.99.0.1'));
}
