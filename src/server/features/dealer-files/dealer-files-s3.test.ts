// The same sealed chunks on an S3-compatible store (s3rver): upload, whole download and ranged reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { uploadDealerFile } from '../../test/dealer-file-upload.ts';
import { makeMp4 } from '../../test/media-fixtures.ts';
import { startS3Server, type TestS3 } from '../../test/s3-server.ts';
import { CHUNK_SIZE } from './file-crypto.ts';

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server('dealer-files-test');
  t = await buildTestApp({
    STORAGE_URL: `s3://${s3.bucket}/files`,
    S3_ENDPOINT: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('dealer files on S3-compatible storage', () => {
  it('round-trips a video and answers ranges across chunk boundaries', async () => {
    const dealer = await registerDealer(t.app);
    const video = makeMp4(
      42,
      Buffer.from(Array.from({ length: 3 * CHUNK_SIZE + 99 }, (_, i) => (i * 7) % 256)),
    );
    const res = await uploadDealerFile(
      t,
      dealer.cookie,
      { fileType: 'video_handover' },
      { name: 'handover.mp4', bytes: video },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect(res.json().duration).toBeCloseTo(42);
    const whole = await apiCall(t.app, 'GET', `/api/dealer-files/${id}/download`, { cookie: dealer.cookie });
    expect(whole.rawPayload.equals(video)).toBe(true);
    const start = CHUNK_SIZE - 5;
    const end = 2 * CHUNK_SIZE + 5;
    const part = await apiCall(t.app, 'GET', `/api/dealer-files/${id}/download`, {
      cookie: dealer.cookie,
      headers: { range: `bytes=${start}-${end}` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });
});
