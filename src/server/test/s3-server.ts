// A real S3 protocol server on 127.0.0.1 (s3rver, files on disk) for the storage suite and the two-instance
// test.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  atomicPuts(server);
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

type Store = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: S3Object): Promise<{ size: number; md5: string }>;
};
type S3Object = { bucket: string; key: string; metadata: unknown; content: Buffer | NodeJS.ReadableStream };

/**
 * S3 replaces an object whole: a GET during a PUT answers the old object or the new one. s3rver writes the
 * file in place (truncated first), so a read meanwhile got an empty or half object: a page-images manifest
 * rewritten while a customer's page read it failed that request with a 500 (bench:scale), which no real S3
 * store would do. Each object is written to a temporary file here and renamed into place.
 */
function atomicPuts(server: S3rver) {
  const store = (server as unknown as { store: Store }).store;
  store.putObject = async (object) => {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(object.content)) chunks.push(object.content);
    else for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Buffer));
    const content = Buffer.concat(chunks);
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}

/** The S3rver credentials any test client uses. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
