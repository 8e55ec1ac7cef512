// A real S3 protocol server on 127.0.0.1 (s3rver, files on disk) for the storage suite and the two-instance
// test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TestS3 = { endpoint: string; bucket: string; close(): Promise<void> };

export async function startS3Server(bucket = 'docs2sign-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'd2s-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3rver credentials any test client uses. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
