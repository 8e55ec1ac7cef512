import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { multipartBody } from '../../test/multipart.ts';
import { makePng } from '../../test/png.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { joinTeam, signedInAdmin } from '../../test/team.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
let member: Awaited<ReturnType<typeof joinTeam>>;
let walsallId: string;
let documentId: string;
const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => apiCall(t.app, method, url, { cookie, payload });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
});
afterAll(() => t.close());

describe('sites', () => {
  it('one site on Basic, more on Enterprise (402 naming the limit); colours default from the dealership', async () => {
    const first = await call(owner.cookie, 'POST', '/api/sites', {
      name: 'Solihull',
      phone: '0121 000 0000',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Solihull', hasOwnColours: false, memberCount: 0 });
    expect(first.json().primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
    const second = await call(owner.cookie, 'POST', '/api/sites', { name: 'Walsall' });
    expect(second.statusCode).toBe(402);
    expect(second.json().message).toBe(
      'Your Basic plan includes 1 site; you have 1. Ask us to move your dealership to Enterprise for more.',
    );
    const admin = await signedInAdmin(t);
    await call(admin, 'PUT', `/api/admin/dealers/${owner.id}/plan`, { plan: 'enterprise' });
    const walsall = await call(owner.cookie, 'POST', '/api/sites', {
      name: 'Walsall',
      primaryColor: '#aa0000',
    });
    expect(walsall.json()).toMatchObject({ name: 'Walsall', primaryColor: '#aa0000', hasOwnColours: true });
  });

  it('a member at one site gives what they create that site, and the requests and customers lists filter by it', async () => {
    const sites = (await call(owner.cookie, 'GET', '/api/sites')).json() as { id: string; name: string }[];
    const walsall = sites.find((s) => s.name === 'Walsall')!;
    walsallId = walsall.id;
    member = await joinTeam(t.app, owner.cookie, 'sales');
    const placed = await call(owner.cookie, 'PATCH', `/api/team/${member.userId}`, { siteIds: [walsall.id] });
    expect(placed.json().siteIds).toEqual([walsall.id]);
    const other = await registerDealer(t.app);
    expect((await call(other.cookie, 'PUT', `/api/sites/${walsall.id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(owner.cookie, 'PATCH', `/api/team/${member.userId}`, {
          siteIds: ['00000000-0000-4000-8000-000000000000'],
        })
      ).statusCode,
    ).toBe(400);

    const fromMember = signingScenario(t, member);
    documentId = await fromMember.uploadFixture('HP-agreement-AMF-448120.pdf');
    const { requestId } = await fromMember.sendRequest('walsall.customer@example.co.uk', [documentId]);
    const fromOwner = signingScenario(t, owner);
    const { requestId: ownersRequest } = await fromOwner.sendRequest('anywhere.customer@example.co.uk', [
      documentId,
    ]);
    const atWalsall = (
      await call(owner.cookie, 'GET', `/api/signing-requests?site=${walsall.id}`)
    ).json() as { id: string }[];
    expect(atWalsall.map((r) => r.id)).toEqual([requestId]);
    // The customers list keeps to a site the same way (the member's customer carries Walsall).
    const customersAtWalsall = (
      await call(owner.cookie, 'GET', `/api/customers?site=${walsall.id}`)
    ).json() as { email: string }[];
    expect(customersAtWalsall.map((c) => c.email)).toEqual(['walsall.customer@example.co.uk']);
    expect(
      ((await call(owner.cookie, 'GET', '/api/customers')).json() as { email: string }[])
        .map((c) => c.email)
        .sort(),
    ).toEqual(['anywhere.customer@example.co.uk', 'walsall.customer@example.co.uk']);
    const all = (await call(owner.cookie, 'GET', '/api/signing-requests')).json() as { id: string }[];
    expect(all.map((r) => r.id).sort()).toEqual([requestId, ownersRequest].sort());
    expect(
      (await call(member.cookie, 'GET', '/api/sites')).json().find((s: { id: string }) => s.id === walsall.id)
        .memberCount,
    ).toBe(1);
  });

  it("a site's own logo and colours brand its requests' invitations; without a logo it shows the dealership's", async () => {
    const upload = async (cookie: string, siteId: string) => {
      const body = await multipartBody([
        { field: 'logo', name: 'walsall.png', bytes: makePng(120, 40), type: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/logo`,
        payload: body.payload,
        headers: { ...body.headers, cookie, origin: 'http://localhost:5000' },
      });
    };
    const other = await registerDealer(t.app);
    expect((await upload(other.cookie, walsallId)).statusCode).toBe(404);
    expect((await upload(member.cookie, walsallId)).statusCode).toBe(403);
    const saved = await upload(owner.cookie, walsallId);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hasOwnLogo: true, primaryColor: '#aa0000' });
    const logoUrl = saved.json().logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/sites/${walsallId}/logo\\.png\\?v=`));
    const image = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(image.headers['content-type']).toBe('image/png');

    await signingScenario(t, member).sendRequest('walsall.second@example.co.uk', [documentId]);
    const mail = await eventually(
      async () => (await listOutbox(t.app.deps.db, 50)).find((m) => m.to === 'walsall.second@example.co.uk'),
      { what: 'the invitation' },
    );
    expect(mail.html).toContain(`http://localhost:5000${logoUrl}`);
    expect(mail.html?.toLowerCase()).toContain('#aa0000');

    const removed = await call(owner.cookie, 'DELETE', `/api/sites/${walsallId}/logo`);
    expect(removed.json()).toMatchObject({ hasOwnLogo: false, logoUrl: null });
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });
});
