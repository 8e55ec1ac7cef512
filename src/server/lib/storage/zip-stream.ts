// A ZIP download that starts at once and is filled while it flows (a customer's data, a dealer's records):
// a failure part way ends the stream with the error, so the download fails rather than arriving cut short.
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Storage } from './storage.ts';

/** The ZIP's stream, answered before `fill` has added anything; `fill` ends the ZIP when it is done. */
export function streamZip(
  log: FastifyBaseLogger,
  what: string,
  fill: (zip: ZipFile) => Promise<void>,
): Readable {
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  zip.on('error', (error: Error) => out.destroy(error));
  fill(zip).catch((error: unknown) => {
    log.error({ err: error }, `${what} failed`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** A stored file in the ZIP, read from storage only when the ZIP reaches it. */
export function addStoredFile(zip: ZipFile, storage: Storage, name: string, key: string) {
  zip.addReadStreamLazy(name, (done) => {
    storage.getStream(key).then(
      (stream) => done(null, stream),
      (error: Error) => done(error, undefined as unknown as Readable),
    );
  });
}
