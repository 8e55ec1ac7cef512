import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress.ts';
import { apiCall, buildTestApp, login, registerDealer, type TestApp } from '../test/build-test-app.ts';
import { FIXTURES, signingScenario } from '../test/signing-scenario.ts';

let t: TestApp;
let clientDir: string;
// A built asset as Vite names it (hashed), big enough for compression to matter.
const ASSET = 'assets/signing-page-Ab12Cd34.js';
const assetSource = Array.from(
  { length: 400 },
  (_, i) => `export const field${i} = { label: "Customer signature ${i}", page: ${i % 7} };`,
).join('\n');

beforeAll(async () => {
  t = await buildTestApp();
  clientDir = path.join(t.app.deps.config.dataDir, 'client');
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, ASSET), assetSource);
  writeFileSync(path.join(clientDir, 'sign.html'), '<!doctype html><div id="root" data-entry="sign"></div>');
  // The build step's own code writes the .br and .gz twins.
  precompressDir(clientDir);
});
afterAll(() => t.close());

describe('the built client on the wire', () => {
  it('sends a built asset as brotli or gzip to browsers that accept it, and plain to others', async () => {
    const br = await t.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(assetSource.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetSource);

    const gzip = await t.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetSource);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await t.app.inject({
        url: `/${ASSET}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(assetSource);
    }
  });

  it('never sends a source map, even one left in the build folder', async () => {
    writeFileSync(path.join(clientDir, `${ASSET}.map`), '{"version":3,"sources":["src/web/secret.tsx"]}');
    const map = await t.app.inject({ url: `/${ASSET}.map` });
    expect(map.body).not.toContain('sources');
    expect(map.statusCode).toBe(404);
  });

  it('lets every cache keep hashed assets for a year, and no cache keep a page', async () => {
    const asset = await t.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is never a page: it carries only the headers that guard a subresource.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    for (const url of ['/', '/dashboard', '/index.html', '/sign/some-token']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it("sends the signing page's own entry for a customer's link, with its session preloaded", async () => {
    for (const url of ['/sign/abc-123', '/customer-signing/abc-123']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      const html =
        page.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(page.rawPayload).toString()
          : page.body;
      expect(html).toContain('data-entry="sign"');
      expect(page.headers.link).toBe(
        '</api/sign/abc-123>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
    }
    // Every other page is the app's index.html.
    expect((await t.app.inject('/dashboard')).body).not.toContain('data-entry="sign"');
  });

  it("draws a customer's link on the server with the built renderer, its session beside it", async () => {
    // The seam the build fills (dist/ssr/signing-ssr.js); the browser journeys run the real one.
    mkdirSync(path.join(clientDir, '..', 'ssr'), { recursive: true });
    writeFileSync(
      path.join(clientDir, '..', 'ssr', 'signing-ssr.js'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the module's own source, a template literal
      'export const renderSigningPage = (token, session, wide) => `<main class="used sm:used" data-wide="${wide}">${session.customer.name.length} ${token}</main>`;',
    );
    // As the build writes it: the stylesheet inside the page, its file named, and the loader inline.
    const utilities = [
      '.used{color:red}',
      '.unused{color:blue}',
      '.sm\\:used{@media (width>=40rem){color:green}}',
    ];
    const style = `<style data-href="/assets/sign-1.css">@layer base{p{margin:0}}@layer utilities{${utilities.join('')}}</style>`;
    writeFileSync(
      path.join(clientDir, 'sign.html'),
      `<!doctype html><html lang="en-GB"><head>${style}<script data-entry="/assets/sign-2.js">window.loaderRan = 1;</script></head><body><div id="root"><p>Opening your documents…</p></div></body></html>`,
    );
    const loaderHash = `'sha256-${createHash('sha256').update('window.loaderRan = 1;').digest('base64')}'`;
    const dealer = await registerDealer(t.app);
    const { uploadFixture, sendRequest, dealerCall } = signingScenario(t, dealer);
    const documentId = await uploadFixture('HP-agreement-AMF-448120.pdf');
    // A name that would close the script element the session travels in, were it not escaped.
    const name = 'Drawn </script><b>Customer';
    const { token } = await sendRequest('drawn@example.com', [documentId], name);

    const phone = await t.app.inject({
      url: `/sign/${token}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain(
      `<div id="root"><main class="used sm:used" data-wide="false">${name.length} ${token}</main></div>`,
    );
    // Only the utilities the drawn page uses; the page loads the whole file once it has loaded.
    expect(phone.body).toContain(
      `<style data-rest="/assets/sign-1.css">@layer base{p{margin:0}}@layer utilities{${utilities[0]}${utilities[2]}}</style>`,
    );
    // The inline loader is allowed by its hash, and no other inline script.
    expect(phone.headers['content-security-policy']).toContain(`script-src 'self' ${loaderHash};`);
    // Drawn, not loading (the words of the loading state travel only among the page's messages).
    expect(phone.body.split('id="signing-messages"')[0]).not.toContain('Opening your documents');
    // None of the page's words were used by this renderer, so none travel; the script fetches them all.
    expect(phone.body).toMatch(
      /<script type="application\/json" id="signing-messages" data-rest="\/api\/sign-messages\/en\?v=[\w-]{12}">\{"language":"en","messages":\{\}\}<\/script>/,
    );
    // The page carries the session it shows: the browser asks for nothing before taking it over.
    const data = JSON.parse(
      phone.body.match(/<script type="application\/json" id="signing-data">(.*?)<\/script>/s)![1]!,
    );
    expect(data).toMatchObject({ token, wide: false, session: { customer: { name } } });
    expect(phone.body).not.toContain(name);
    expect(phone.headers.link ?? '').not.toContain('as=fetch');
    // The dealer's colours from the first paint.
    expect(phone.body).toMatch(/<html lang="en-GB" dir="ltr" style="--brand-primary:#[0-9a-f]+;/i);
    const desktop = await t.app.inject({
      url: `/sign/${token}`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11)' },
    });
    expect(desktop.body).toContain('data-wide="true"');
    // The visit is recorded once per opening, as GET /api/sign/{token} records it.
    const events = (await dealerCall('GET', '/api/signing-requests')).json()[0];
    expect(events.status).not.toBe('sent');

    // A link that opens nothing: the plain page, which asks the server and shows why.
    const unknown = await t.app.inject({ url: '/sign/no-such-link-0000000000000000000000000' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Opening your documents');
    expect(unknown.headers.link).toContain('as=fetch');
    expect(unknown.headers['content-security-policy']).toContain(loaderHash);
    expect(unknown.body).toContain(style);
    expect((await t.app.inject('/healthz')).headers['content-security-policy'] ?? '').not.toContain('sha256');
  });

  it('draws the landing page for a signed-out visitor at /, and sends a signed-in one the app', async () => {
    mkdirSync(path.join(clientDir, '..', 'ssr'), { recursive: true });
    writeFileSync(
      path.join(clientDir, '..', 'ssr', 'landing-ssr.js'),
      'export const renderLandingPage = () => "<h1>E-signatures for UK car dealerships</h1>";',
    );
    writeFileSync(
      path.join(clientDir, 'landing.html'),
      '<!doctype html><html lang="en-GB"><body><div id="root"></div><!-- landing entry --></body></html>',
    );
    const visitor = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.body).toContain(
      '<div id="root"><h1>E-signatures for UK car dealerships</h1></div><!-- landing entry -->',
    );
    for (const cookie of ['docs2sign.session_token=abc.def', 'a=1; __Secure-docs2sign.session_token=abc']) {
      const dealer = await t.app.inject({ url: '/', headers: { cookie } });
      expect(dealer.statusCode).toBe(200);
      expect(dealer.body).not.toContain('landing entry');
    }
  });

  it('keeps a readable signed-in hint beside the session cookie, so a signed-out page asks nobody who is in', async () => {
    const hintOf = (res: { headers: Record<string, unknown> }) =>
      [res.headers['set-cookie'] ?? []]
        .flat()
        .map(String)
        .find((c) => c.startsWith('docs2sign.signed_in='));
    // A page for a browser with a session cookie and no hint: the hint is set, readable by scripts.
    const withSession = await t.app.inject({
      url: '/login',
      headers: { cookie: 'docs2sign.session_token=abc' },
    });
    expect(hintOf(withSession)).toMatch(/^docs2sign\.signed_in=1; Path=\/; SameSite=Lax$/);
    // Both present, or neither: nothing to change.
    const both = 'docs2sign.session_token=abc; docs2sign.signed_in=1';
    expect(hintOf(await t.app.inject({ url: '/login', headers: { cookie: both } }))).toBeUndefined();
    expect(hintOf(await t.app.inject('/login'))).toBeUndefined();
    // The session cookie gone (expired), the hint left: the next page ends the hint.
    const stale = await t.app.inject({ url: '/login', headers: { cookie: 'docs2sign.signed_in=1' } });
    expect(hintOf(stale)).toMatch(/^docs2sign\.signed_in=; Path=\/; Max-Age=0/);
    // Signing in sets it in the same answer as the session cookie.
    const owner = await registerDealer(t.app, { dealershipName: 'Hint Motors' });
    const signIn = await login(t.app, owner.email, owner.password);
    expect(signIn.statusCode).toBe(200);
    expect(hintOf(signIn)).toMatch(/^docs2sign\.signed_in=1;/);
  });

  it("sends a signed-in dealer's dashboard with its chunks named and its first calls preloaded", async () => {
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    writeFileSync(
      path.join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          dynamicImports: ['src/web/features/dashboard/dashboard-page.tsx'],
        },
        'src/web/features/dashboard/dashboard-page.tsx': {
          file: 'assets/dashboard-page-2.js',
          imports: ['index.html', '_tabs-3.js'],
        },
        '_tabs-3.js': { file: 'assets/tabs-3.js' },
      }),
    );
    const cookie = 'docs2sign.session_token=abc.def';
    for (const url of ['/', '/dashboard', '/dashboard/customers', '/documents', '/dealer-dashboard']) {
      const page = await t.app.inject({ url, headers: { cookie } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers.link, url).toContain(
        '</api/auth/user>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      expect(page.headers.link, url).toContain('</api/handover>; rel=preload');
      // Never a call only one tab makes: unused, its preload would answer that tab's later fetch with old data.
      expect(page.headers.link, url).not.toContain('/api/dashboard/stats');
      expect(page.body, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-2.js">',
      );
      expect(page.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-3.js">');
      // The entry is named once, as the build wrote it.
      expect(page.body.match(/index-1\.js/g), url).toHaveLength(1);
    }
    // Without a session the app is sent as it is: nothing asked for in the visitor's name.
    const visitor = await t.app.inject({ url: '/dashboard' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers.link).toBeUndefined();
    expect(visitor.body).not.toContain('dashboard-page-2.js');
  });

  it("draws a signed-in dealer's overview on the server from their own answers, styles inline, scripts after paint", async () => {
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en-GB"><head><link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n' +
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/shared-4.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-5.css">\n  </head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(clientDir, 'assets', 'index-5.css'), '.text-2xl{font-size:1.5rem}');
    writeFileSync(
      path.join(clientDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#667eea"/></svg>\n',
    );
    // The loader the build copies from public/, comments and all.
    writeFileSync(
      path.join(clientDir, 'after-load.js'),
      '// Starts the scripts after paint.\n(() => {\n  window.loaderRan = 1;\n})();\n',
    );
    // The server renderer the build makes (dist/ssr beside dist/client), here one that shows what it was given.
    mkdirSync(path.join(clientDir, '..', 'ssr'), { recursive: true });
    writeFileSync(
      path.join(clientDir, '..', 'ssr', 'dashboard-ssr.js'),
      `export async function renderDashboardPage(path, answers) {
        const user = answers['/api/auth/user'];
        const stats = answers['/api/dashboard/stats'];
        return { markup: '<h1>Drawn ' + path + ' for ' + user.email + ', ' + stats.totalCustomers + ' customers</h1>', answers };
      }`,
    );
    const dealer = await registerDealer(t.app);
    const drawn = await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['cache-control']).toBe('no-store');
    expect(drawn.body).toContain(
      `<div id="root"><h1>Drawn /dashboard for ${dealer.email}, 0 customers</h1></div>`,
    );
    // The answers it was drawn from travel beside it, under the paths the app reads them by.
    const data = JSON.parse(
      drawn.body.match(/<script type="application\/json" id="app-data">(.*?)<\/script>/)![1]!,
    );
    expect(data['/api/auth/user'].email).toBe(dealer.email);
    expect(data['/api/dashboard/stats'].totalDocuments).toBe(0);
    expect(data['/api/handover']).toEqual({ active: false });
    expect(Object.keys(data)).not.toContain('/api/broadcast-message');
    // The stylesheet inline, the scripts started after paint, the dealer's colours from the first paint.
    expect(drawn.body).toContain('<style>.text-2xl{font-size:1.5rem}</style>');
    expect(drawn.body).not.toContain('rel="stylesheet"');
    // The loader travels inside the page (no request of its own before the first paint), without its
    // comments, and the page's Content-Security-Policy allows it by its hash and no other inline script.
    const loader = '(() => {\nwindow.loaderRan = 1;\n})();';
    expect(drawn.body).toContain(
      `<script data-entry="/assets/index-1.js" data-chunks="/assets/shared-4.js /assets/dashboard-page-2.js /assets/tabs-3.js">${loader}</script>`,
    );
    expect(drawn.body).not.toContain('src="/after-load.js"');
    // So does its icon, which the browser would otherwise ask for while the page paints.
    expect(drawn.body).toContain(
      `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Crect fill='%23667eea'/%3E%3C/svg%3E" type="image/svg+xml" />`,
    );
    const loaderHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(drawn.headers['content-security-policy']).toContain(`script-src 'self' ${loaderHash};`);
    expect(drawn.body).not.toContain('type="module"');
    expect(drawn.body).toMatch(/<html lang="en-GB" style="--brand-primary:#[0-9a-f]+;/i);
    // Its answers are in the page: nothing preloaded to fetch them twice.
    expect(drawn.headers.link).toBeUndefined();
    // Drawn again from the figures of the moment: the same page while they stand, new ones once they change.
    const again = await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } });
    expect(again.body).toBe(drawn.body);
    const added = await apiCall(t.app, 'POST', '/api/customers', {
      cookie: dealer.cookie,
      payload: {
        name: 'Aisha Rahman',
        email: 'aisha@example.co.uk',
        phone: '07700 900123',
        postcode: 'B33 8TH',
        address: '12 Hollybush Lane, Birmingham',
        vehicleRegistration: 'BF21 KHW',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const changed = await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } });
    expect(changed.body).toContain(', 1 customers</h1>');

    // Another tab, or a session that has ended: the app as before, drawn in the browser.
    for (const [url, cookie] of [
      ['/dashboard/customers', dealer.cookie],
      ['/dashboard', 'docs2sign.session_token=abc.def'],
    ] as const) {
      const page = await t.app.inject({ url, headers: { cookie } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-5.css">');
      expect(page.headers.link, url).toContain('</api/auth/user>; rel=preload');
    }
  });

  it("cuts the drawn overview's inline stylesheet to the utilities its markup uses, the whole file after load", async () => {
    // As Tailwind writes it; the renderer above draws an h1 with no class, this one with text-2xl.
    writeFileSync(
      path.join(clientDir, 'assets', 'index-6.css'),
      '@layer base{h1{margin:0}}@layer utilities{.hidden{display:none}.text-2xl{font-size:1.5rem}}',
    );
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en-GB"><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-6.css">\n  </head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(clientDir, '..', 'ssr', 'dashboard-ssr.js'),
      `export async function renderDashboardPage(path, answers) {
        return { markup: '<h1 class="text-2xl">Drawn for ' + answers['/api/auth/user'].email + '</h1>', answers };
      }`,
    );
    const dealer = await registerDealer(t.app);
    const drawn = await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain(
      '<style data-rest="/assets/index-6.css">@layer base{h1{margin:0}}@layer utilities{.text-2xl{font-size:1.5rem}}</style>',
    );
    expect(drawn.body).not.toContain('.hidden{');
  });

  it('compresses JSON answers over 1 KB, leaves small ones and PDFs alone, and lets no cache keep them', async () => {
    const dealer = await registerDealer(t.app);
    const { uploadFixture } = signingScenario(t, dealer);
    const id = await uploadFixture('HP-agreement-AMF-448120.pdf');

    const plain = await apiCall(t.app, 'GET', `/api/documents/${id}`, { cookie: dealer.cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['cache-control']).toBe('no-store');

    const br = await apiCall(t.app, 'GET', `/api/documents/${id}`, {
      cookie: dealer.cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await apiCall(t.app, 'GET', `/api/documents/${id}`, {
      cookie: dealer.cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // Under 1 KB: not worth a compressor's start-up.
    const small = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });

    // A PDF is compressed already: it is sent as it is, byte for byte.
    const pdf = await apiCall(t.app, 'GET', `/api/documents/${id}/download`, {
      cookie: dealer.cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf')))).toBe(
      true,
    );
  });
});
