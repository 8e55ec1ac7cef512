// S3_SSE: with the store's encryption chosen, every write asks for it. s3rver does not record
// the header, so a recording proxy stands between the client and s3rver and keeps what was sent.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3 } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };
let s3: TestS3;
let proxy: http.Server;
let proxyUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  const upstream = new URL(s3.endpoint);
  proxy = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    // Every header as sent (the Host among them), so the request's signature still holds upstream.
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await s3?.close();
});

/** The writes that create an object: PutObject, and the start of a multipart upload (its parts follow). */
const objectWrites = () =>
  seen.filter(
    (r) =>
      (r.method === 'PUT' && !/[?&]partNumber=/.test(r.url)) ||
      (r.method === 'POST' && /[?&]uploads/.test(r.url)),
  );

describe('S3 server-side encryption', () => {
  it('reads S3_SSE and its KMS key from the environment, and refuses other values', () => {
    const base = { APP_SECRET: 'x'.repeat(32), STORAGE_URL: 's3://docs2sign-test/p' };
    expect(loadConfig({ ...base, S3_SSE: 'aws:kms', S3_SSE_KMS_KEY_ID: 'alias/docs2sign' }).s3).toMatchObject(
      {
        serverSideEncryption: { algorithm: 'aws:kms', kmsKeyId: 'alias/docs2sign' },
      },
    );
    expect(loadConfig({ ...base, S3_SSE: 'AES256' }).s3?.serverSideEncryption).toEqual({
      algorithm: 'AES256',
      kmsKeyId: undefined,
    });
    expect(loadConfig(base).s3?.serverSideEncryption).toBeUndefined();
    expect(() => loadConfig({ ...base, S3_SSE: 'yes' })).toThrow(ConfigError);
  });

  it('asks for it on every put, streamed put and multipart upload', async () => {
    const storage = createS3Storage({
      url: `s3://${s3.bucket}/sse`,
      endpoint: proxyUrl,
      credentials: S3RVER_CREDENTIALS,
      serverSideEncryption: { algorithm: 'aws:kms', kmsKeyId: 'alias/docs2sign' },
    });
    const small = randomBytes(1000);
    const large = randomBytes(9 * 1024 * 1024); // over one 8 MB part: a multipart upload
    await storage.put('a/put.bin', small);
    await storage.putStream('a/stream.bin', Readable.from([small]));
    await storage.putStream('a/multipart.bin', Readable.from([large.subarray(0, 5e6), large.subarray(5e6)]));
    expect((await storage.get('a/multipart.bin')).equals(large)).toBe(true);

    const writes = objectWrites();
    expect(writes.some((w) => /[?&]uploads/.test(w.url))).toBe(true);
    expect(writes).toHaveLength(3);
    for (const write of writes) {
      expect(write.headers['x-amz-server-side-encryption'], write.url).toBe('aws:kms');
      expect(write.headers['x-amz-server-side-encryption-aws-kms-key-id'], write.url).toBe('alias/docs2sign');
    }
  });

  it('sends no such header when none is configured', async () => {
    seen.length = 0;
    const storage = createS3Storage({
      url: `s3://${s3.bucket}/plain`,
      endpoint: proxyUrl,
      credentials: S3RVER_CREDENTIALS,
    });
    await storage.put('a/put.bin', randomBytes(10));
    expect(objectWrites()).toHaveLength(1);
    expect(objectWrites()[0]?.headers['x-amz-server-side-encryption']).toBeUndefined();
  });
});
