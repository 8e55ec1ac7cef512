// The Storage interface on an S3-compatible object store (AWS S3, Cloudflare R2, MinIO): streamed puts
// (multipart for large objects), ranged gets. Nothing is public in the bucket; the app serves every file.
import { type Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, checkStorageKey, type Storage } from './storage.ts';

export type S3Location = {
  /** s3://bucket/optional/prefix */
  url: string;
  endpoint?: string;
  region?: string;
  /** Absent → the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * The store's encryption at rest, asked for on every write (S3_SSE). Documents, sealed copies, page
   * images and backups are not encrypted by the app (docs/architecture.md says why); this is their cover.
   */
  serverSideEncryption?: { algorithm: 'AES256' | 'aws:kms'; kmsKeyId?: string | undefined };
};

/** The headers every PutObject and CreateMultipartUpload carries. */
export function encryptionParams(sse: S3Location['serverSideEncryption']) {
  if (!sse) return {};
  return {
    ServerSideEncryption: sse.algorithm,
    ...(sse.algorithm === 'aws:kms' && sse.kmsKeyId && { SSEKMSKeyId: sse.kmsKeyId }),
  };
}

export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must look like s3://bucket/prefix, not ${url}`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

function sliceStream(source: Readable, range: ByteRange): Readable {
  let offset = 0;
  return source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const from = Math.max(range.start - offset, 0);
        const to = Math.min(range.end + 1 - offset, chunk.length);
        offset += chunk.length;
        done(null, from < to ? chunk.subarray(from, to) : undefined);
      },
    }),
  );
}

export function createS3Storage(location: S3Location): Storage {
  const { bucket, prefix } = parseStorageUrl(location.url);
  const client = new S3Client({
    region: location.region ?? 'us-east-1',
    ...(location.endpoint && { endpoint: location.endpoint, forcePathStyle: true }),
    ...(location.credentials && { credentials: location.credentials }),
  });
  const encryption = encryptionParams(location.serverSideEncryption);
  const objectKey = (key: string) => {
    checkStorageKey(key);
    return `${prefix}${key}`;
  };
  const body = async (key: string, range?: ByteRange) => {
    const answer = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ...(range && { Range: `bytes=${range.start}-${range.end}` }),
      }),
    );
    if (!answer.Body) throw new Error(`storage object ${key} has no body`);
    const stream = answer.Body as Readable;
    // A server that ignores the Range header (s3rver does for "bytes=0-0") sends the whole object: cut it.
    const ignoredRange = range && answer.ContentLength !== range.end - range.start + 1;
    return ignoredRange ? sliceStream(stream, range) : stream;
  };
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ...encryption }),
      );
    },
    async putStream(key, source) {
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      // Multipart in 8 MB parts, four at a time: a 500 MB video never sits in memory.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: source, ...encryption },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
      });
      await upload.done();
      return { size };
    },
    async get(key) {
      return buffer(await body(key));
    },
    getStream: (key, range) => body(key, range),
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list(keyPrefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${keyPrefix}`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key)
            yield { key: object.Key.slice(prefix.length), modifiedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
