import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerFile } from '../../../shared/dealer/dealer-files.schema.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import {
  makeDoc,
  makeDocx,
  makeJpeg,
  makeMp4,
  makePdf,
  makePngFile,
  makeWebm,
  mp4Head,
  uniqueRun,
} from '../../test/media-fixtures.ts';
import { listProtectedFiles } from './admin-api.ts';
import { listFileEvents } from './dealer-files.repo.ts';
import { CHUNK_SIZE } from './file-crypto.ts';
import { resetFilePassword } from './file-keys.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  other = await registerDealer(t.app, { dealershipName: 'Other Motors' });
});
afterAll(() => t.close());

async function form(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
  fileFirst = false,
) {
  const body = new FormData();
  const addFile = () => file && body.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  if (fileFirst) addFile();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (!fileFirst) addFile();
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array },
  cookie = dealer.cookie,
  fileFirst = false,
) {
  const body = await form(fields, file, fileFirst);
  return t.app.inject({
    method: 'POST',
    url: '/api/dealer-files/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

const download = (id: string, headers: Record<string, string> = {}, cookie = dealer.cookie) =>
  apiCall(t.app, 'GET', `/api/dealer-files/${id}/download`, { cookie, headers });

function storedFiles(): Buffer[] {
  const root = path.join(t.app.deps.config.dataDir, 'files');
  const out: Buffer[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(readFileSync(full));
    }
  };
  walk(root);
  return out;
}

describe('dealer files: every accepted kind round-trips, sealed at rest', () => {
  const marker = uniqueRun();
  const frame = Buffer.concat([marker, Buffer.alloc(2000, 7)]);
  const kinds = [
    { name: 'contract.pdf', bytes: makePdf(marker.toString('hex')), format: 'pdf', fileType: 'other' },
    {
      name: 'order.docx',
      bytes: makeDocx(marker.toString('hex')),
      format: 'docx',
      fileType: 'customer_order_form',
    },
    { name: 'old.doc', bytes: Buffer.concat([makeDoc('x'), marker]), format: 'doc', fileType: 'v5' },
    {
      name: 'plate.jpg',
      bytes: makeJpeg(1600, 1200, Buffer.concat([marker, Buffer.alloc(300_000, 3)])),
      format: 'jpeg',
      fileType: 'part_ex',
    },
    { name: 'scan.png', bytes: makePngFile(640, 480), format: 'png', fileType: 'settlement_figure' },
    {
      name: 'walkround.mp4',
      bytes: makeMp4(83.5, Buffer.concat([marker, Buffer.alloc(200_000, 9)]), { moovLast: true }),
      format: 'mp4',
      fileType: 'video_handover',
    },
    {
      name: 'keys.mov',
      bytes: makeMp4(12, marker, { brand: 'qt  ' }),
      format: 'mov',
      fileType: 'customer_video',
    },
    { name: 'recorded.webm', bytes: makeWebm(9.5, frame), format: 'webm', fileType: 'customer_video' },
  ] as const;

  it('stores each kind, answers the same bytes, and no stored file holds the plain bytes', async () => {
    for (const kind of kinds) {
      const res = await upload({ fileType: kind.fileType, notes: `note for ${kind.name}` }, kind);
      expect(res.statusCode, `${kind.name}: ${res.body}`).toBe(201);
      const file = res.json() as DealerFile;
      expect(file).toMatchObject({ format: kind.format, fileSize: kind.bytes.length, fileName: kind.name });
      const back = await download(file.id);
      expect(back.statusCode).toBe(200);
      expect(back.headers['accept-ranges']).toBe('bytes');
      expect(Buffer.compare(back.rawPayload, Buffer.from(kind.bytes)), kind.name).toBe(0);
    }
    const stored = storedFiles();
    expect(stored.length).toBeGreaterThanOrEqual(kinds.length);
    for (const bytes of stored) {
      expect(bytes.includes(marker)).toBe(false);
      expect(bytes.includes(Buffer.from(marker.toString('hex')))).toBe(false);
    }
  });

  it('records durations from the container and image sizes from the header', async () => {
    const list = (
      await apiCall(t.app, 'GET', '/api/dealer-files?limit=50', { cookie: dealer.cookie })
    ).json() as DealerFile[];
    const by = (name: string) => list.find((f) => f.fileName === name);
    expect(by('walkround.mp4')?.duration).toBeCloseTo(83.5);
    expect(by('keys.mov')?.duration).toBeCloseTo(12);
    expect(by('recorded.webm')?.duration).toBeCloseTo(9.5);
    expect(by('plate.jpg')).toMatchObject({ width: 1600, height: 1200, duration: null });
    expect(by('scan.png')).toMatchObject({ width: 640, height: 480 });
  });

  it('reads a WebM Duration when the muxer wrote one', async () => {
    const res = await upload(
      { fileType: 'customer_video' },
      { name: 'x.webm', bytes: makeWebm(4, Buffer.alloc(10), { withDuration: true }) },
    );
    expect(res.json().duration).toBeCloseTo(4);
  });

  it('takes the form fields before or after the file', async () => {
    const res = await upload(
      { fileType: 'other', notes: 'after' },
      { name: 'a.pdf', bytes: makePdf('a') },
      dealer.cookie,
      true,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe('after');
  });
});

describe('range requests', () => {
  const video = makeMp4(
    30,
    Buffer.from(Array.from({ length: 5 * CHUNK_SIZE + 123 }, (_, i) => (i * 31) % 251)),
  );
  let id = '';
  beforeAll(async () => {
    id = (await upload({ fileType: 'video_handover' }, { name: 'seek.mp4', bytes: video })).json().id;
  });

  it('answers the right slices with 206 and Content-Range', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=${CHUNK_SIZE - 10}-${CHUNK_SIZE + 10}`, CHUNK_SIZE - 10, CHUNK_SIZE + 10],
      [`bytes=${2 * CHUNK_SIZE}-${4 * CHUNK_SIZE - 1}`, 2 * CHUNK_SIZE, 4 * CHUNK_SIZE - 1],
      [`bytes=${video.length - 50}-`, video.length - 50, video.length - 1],
      ['bytes=-20', video.length - 20, video.length - 1],
      [`bytes=100-${video.length + 1000}`, 100, video.length - 1],
    ];
    for (const [header, start, end] of cases) {
      const res = await download(id, { range: header });
      expect(res.statusCode, header).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(Buffer.compare(res.rawPayload, video.subarray(start, end + 1)), header).toBe(0);
    }
  });

  it('answers 416 to a range outside the file', async () => {
    const res = await download(id, { range: `bytes=${video.length}-` });
    expect(res.statusCode).toBe(416);
  });

  it('never serves the bytes of a tampered chunk', async () => {
    const root = path.join(t.app.deps.config.dataDir, 'files', 'dealer-files', dealer.id);
    const own = readdirSync(root).map((n) => path.join(root, n));
    const target = own.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
    const bytes = readFileSync(target);
    const flipped = Buffer.from(bytes);
    flipped[CHUNK_SIZE + 16 + 5] = (flipped[CHUNK_SIZE + 16 + 5] ?? 0) ^ 1; // inside chunk 1
    writeFileSync(target, flipped);
    try {
      const first = await download(id, { range: 'bytes=0-99' });
      expect(Buffer.compare(first.rawPayload, video.subarray(0, 100))).toBe(0); // chunk 0 is still good
      const bad = await download(id, { range: `bytes=${CHUNK_SIZE}-${CHUNK_SIZE + 99}` }).catch(
        (e: Error) => e,
      );
      if (!(bad instanceof Error)) {
        // Either an error answer or a cut-off stream: never the range, and nothing of the damaged chunk.
        expect(bad.statusCode === 206 && bad.rawPayload.length === 100).toBe(false);
        expect(bad.rawPayload.includes(video.subarray(CHUNK_SIZE + 10, CHUNK_SIZE + 40))).toBe(false);
      }
    } finally {
      writeFileSync(target, bytes);
    }
  });
});

describe('password-protected types', () => {
  let id = '';
  const passport = makeJpeg(800, 600, Buffer.alloc(1000, 1));

  it('needs a file password at upload for a protected type', async () => {
    const res = await upload({ fileType: 'passport' }, { name: 'passport.jpg', bytes: passport });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file type needs a document password');
  });

  it('cannot be downloaded without the password; opens with it', async () => {
    const res = await upload(
      { fileType: 'passport', filePassword: 'Blue-Fox-42', isPasswordProtected: 'true' },
      { name: 'passport.jpg', bytes: passport },
    );
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json().isPasswordProtected).toBe(true);
    expect((await download(id)).statusCode).toBe(403);
    const wrong = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
      cookie: dealer.cookie,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid password');
    const right = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
      cookie: dealer.cookie,
      payload: { password: 'Blue-Fox-42' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.rawPayload.equals(passport)).toBe(true);
  });

  it('gives a streaming link for the right password only', async () => {
    const access = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/access`, {
      cookie: dealer.cookie,
      payload: { password: 'Blue-Fox-42' },
    });
    expect(access.statusCode).toBe(200);
    const res = await apiCall(t.app, 'GET', access.json().url, {
      cookie: dealer.cookie,
      headers: { range: 'bytes=2-9' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(passport.subarray(2, 10))).toBe(true);
    const forged = await apiCall(t.app, 'GET', `/api/dealer-files/${id}/download?token=abc`, {
      cookie: dealer.cookie,
    });
    expect(forged.statusCode).toBe(403);
    // Another dealer's session with the link still finds no such file.
    expect((await apiCall(t.app, 'GET', access.json().url, { cookie: other.cookie })).statusCode).toBe(404);
  });

  it('locks the file at the tenth wrong try in a row, for 15 minutes', async () => {
    const tryPassword = (password: string) =>
      apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
        cookie: dealer.cookie,
        payload: { password },
      });
    // One wrong try was made above and then the right one, which starts the count again.
    for (let i = 1; i <= 9; i++) expect((await tryPassword(`wrong-${i}`)).statusCode).toBe(401);
    const tenth = await tryPassword('wrong-10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toMatch(/locked\. Try again in 15 minutes\./);
    const evenRight = await tryPassword('Blue-Fox-42');
    expect(evenRight.statusCode).toBe(429);
    const events = await listFileEvents(t.app.deps.db, id);
    expect(events.filter((e) => e.kind === 'password_failed')).toHaveLength(11);
    expect(events.map((e) => e.kind)).toContain('locked');
    expect(events.every((e) => e.actorUserId === dealer.id || e.actorUserId === null)).toBe(true);
  });

  it('resetFilePassword re-wraps the key without touching the stored bytes', async () => {
    const before = storedFiles()
      .map((b) => b.toString('base64'))
      .sort();
    await resetFilePassword(t.app.deps, id, 'New-Secret-9');
    const after = storedFiles()
      .map((b) => b.toString('base64'))
      .sort();
    expect(after).toEqual(before);
    const withNew = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
      cookie: dealer.cookie,
      payload: { password: 'New-Secret-9' },
    });
    expect(withNew.statusCode).toBe(200); // the reset also lifts the lock
    expect(withNew.rawPayload.equals(passport)).toBe(true);
    const withOld = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
      cookie: dealer.cookie,
      payload: { password: 'Blue-Fox-42' },
    });
    expect(withOld.statusCode).toBe(401);
    await resetFilePassword(t.app.deps, id, null);
    const open = await download(id);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(passport)).toBe(true);
    const kinds = (await listFileEvents(t.app.deps.db, id)).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['uploaded', 'downloaded', 'password_reset', 'password_removed']),
    );
  });

  it('lists protected files across dealers for the administrator, without their content', async () => {
    const theirs = await upload(
      { fileType: 'utility_bill', filePassword: 'Other-Pw-5' },
      { name: 'bill.pdf', bytes: makePdf('bill') },
      other.cookie,
    );
    expect(theirs.statusCode).toBe(201);
    const all = await listProtectedFiles(t.app.deps);
    expect(all.map((f) => f.fileName)).toEqual(expect.arrayContaining(['bill.pdf']));
    expect(all.every((f) => f.isPasswordProtected)).toBe(true);
    expect(new Set(all.map((f) => f.dealerId)).has(other.id)).toBe(true);
    expect((await listProtectedFiles(t.app.deps, 'BILL')).map((f) => f.fileName)).toEqual(['bill.pdf']);
  });

  it('wants a non-empty password in the prompt', async () => {
    const res = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
      cookie: dealer.cookie,
      payload: { password: '   ' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('limits and refusals', () => {
  it('refuses what is not an accepted kind, by its bytes', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(5000)]);
    const res = await upload({ fileType: 'other' }, { name: 'looks.jpg', bytes: gif });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This file is a GIF image\. Upload a PDF/);
    const text = await upload({ fileType: 'other' }, { name: 'a.pdf', bytes: Buffer.from('hello') });
    expect(text.statusCode).toBe(400);
  });

  it('limits images to 10 MB', async () => {
    const big = makeJpeg(100, 100, Buffer.alloc(10 * 1024 * 1024 + 10, 5));
    const res = await upload({ fileType: 'part_ex' }, { name: 'big.jpg', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Images can be at most 10 MB.');
  });

  /**
   * Sends a form over a real connection, the file's head then filler, until the server answers or `cap`
   * bytes are out; returns the status and how many bytes had been sent when the answer came.
   */
  async function sendUntilAnswered(fileHead: Buffer, declaredLength: number | null, cap: number) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'cut-at-the-limit';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nother\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    let sent = 0;
    let answer: { status: number; body: string; sentBefore: number } | null = null;
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/dealer-files/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: dealer.cookie,
        origin: TEST_ORIGIN,
        ...(declaredLength !== null && { 'content-length': String(declaredLength) }),
      },
    });
    const answered = new Promise<void>((resolve) => {
      request.on('response', (res) => {
        const sentBefore = sent;
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body, sentBefore };
          resolve();
        });
      });
      request.on('error', () => resolve()); // the server closed the connection: expected once it answered
    });
    const write = (chunk: Buffer) =>
      new Promise<void>((resolve) => {
        sent += chunk.length;
        if (request.write(chunk)) resolve();
        else request.once('drain', resolve);
        setTimeout(resolve, 200); // a server that stopped reading never drains: look again for its answer
      });
    await write(Buffer.concat([head, fileHead]));
    const filler = Buffer.alloc(1024 * 1024, 7);
    while (!answer && sent < cap && !request.destroyed) {
      await Promise.race([write(filler), answered]);
    }
    await Promise.race([answered, new Promise((r) => setTimeout(r, 5000))]);
    request.destroy();
    return answer as { status: number; body: string; sentBefore: number } | null;
  }

  it('answers a video declared over 500 MB with 413 before reading its body', async () => {
    const answer = await sendUntilAnswered(
      mp4Head(60, 600 * 1024 * 1024),
      600 * 1024 * 1024,
      100 * 1024 * 1024,
    );
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).message).toBe('Videos can be at most 500 MB.');
    expect(answer!.sentBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it('cuts a streamed upload at its limit: the answer comes before the rest is sent', async () => {
    // No length declared: the server learns the size as the bytes pass, and stops reading at the limit.
    const jpeg = makeJpeg(100, 100, Buffer.alloc(0));
    const answer = await sendUntilAnswered(jpeg.subarray(0, jpeg.length - 2), null, 200 * 1024 * 1024);
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).message).toBe('Images can be at most 10 MB.');
    expect(answer!.sentBefore).toBeLessThan(40 * 1024 * 1024);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('answers 400 to a malformed form and to a missing file type', async () => {
    const good = await form(
      { fileType: 'other' },
      { name: 'a.pdf', bytes: Buffer.concat([makePdf('x'), Buffer.alloc(5000)]) },
    );
    const cut = good.payload.subarray(0, good.payload.length - 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer-files/upload',
      payload: cut,
      headers: { ...good.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    const noType = await upload({}, { name: 'a.pdf', bytes: makePdf('x') });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('Choose a file type');
  });
});

describe('tenancy, search and paging', () => {
  it("answers 404 for another dealer's file and never lists it", async () => {
    const mine = (
      await upload({ fileType: 'other', notes: 'tenancy check' }, { name: 't.pdf', bytes: makePdf('t') })
    ).json();
    expect((await download(mine.id, {}, other.cookie)).statusCode).toBe(404);
    const post = await apiCall(t.app, 'POST', `/api/dealer-files/${mine.id}/download`, {
      cookie: other.cookie,
      payload: { password: 'x' },
    });
    expect(post.statusCode).toBe(404);
    expect(
      (await apiCall(t.app, 'DELETE', `/api/dealer-files/${mine.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    const theirs = (
      await apiCall(t.app, 'GET', '/api/dealer-files', { cookie: other.cookie })
    ).json() as DealerFile[];
    expect(theirs.length).toBeGreaterThan(0); // their own bill only
    expect(theirs.every((f) => f.dealerId === other.id)).toBe(true);
    const del = await apiCall(t.app, 'DELETE', `/api/dealer-files/${mine.id}`, { cookie: dealer.cookie });
    expect(del.statusCode).toBe(200);
    expect((await download(mine.id)).statusCode).toBe(404);
    expect((await listFileEvents(t.app.deps.db, mine.id)).map((e) => e.kind)).toContain('deleted');
  });

  it('searches names, customer, registration and notes case-insensitively, filters and pages newest first', async () => {
    const customer = await apiCall(t.app, 'POST', '/api/customers', {
      cookie: dealer.cookie,
      payload: {
        name: 'Harriet Quayle',
        email: 'hq@example.co.uk',
        phone: '07700900123',
        postcode: 'SW1A 1AA',
        vehicleRegistration: 'AB12 CDE',
      },
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const customerId = customer.json().id as string;
    const a = await upload({ fileType: 'v5', customerId }, { name: 'logbook.pdf', bytes: makePdf('1') });
    expect(a.json()).toMatchObject({ customerName: 'Harriet Quayle', vehicleRegistration: 'AB12CDE' });
    await upload(
      { fileType: 'other', notes: 'Zebra crossing damage' },
      { name: 'photo.pdf', bytes: makePdf('2') },
    );
    const q = async (query: string) =>
      (
        await apiCall(t.app, 'GET', `/api/dealer-files?${query}`, { cookie: dealer.cookie })
      ).json() as DealerFile[];
    expect((await q('search=harriet')).map((f) => f.fileName)).toEqual(['logbook.pdf']);
    expect((await q('search=ab12%20cde')).map((f) => f.fileName)).toEqual(['logbook.pdf']);
    expect((await q('search=ZEBRA')).map((f) => f.fileName)).toEqual(['photo.pdf']);
    expect((await q('search=LOGBOOK')).map((f) => f.fileName)).toEqual(['logbook.pdf']);
    expect((await q(`customerId=${customerId}`)).map((f) => f.fileName)).toEqual(['logbook.pdf']);
    expect((await q('fileType=v5')).map((f) => f.fileName)).toEqual(['logbook.pdf', 'old.doc']);
    const all = await q('limit=200');
    const page1 = await q('limit=3');
    const page2 = await q(`limit=3&cursor=${page1[2]!.id}`);
    expect([...page1, ...page2].map((f) => f.id)).toEqual(all.slice(0, 6).map((f) => f.id));
    expect(all[0]!.fileName).toBe('photo.pdf');
    const bad = await apiCall(t.app, 'GET', '/api/dealer-files?fileType=nonsense', { cookie: dealer.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await apiCall(t.app, 'GET', '/api/dealer-files')).statusCode).toBe(401);
  });
});
