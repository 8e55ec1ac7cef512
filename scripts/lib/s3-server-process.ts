// The in-repo S3 test server in a process of its own, for bench:scale: in the bench's process, its work
// (every seal reads and writes the store) delayed the bench's own clock reads, so /healthz and the submits
// were timed slower than the app answered them. Prints its endpoint as one JSON line, stops on SIGTERM.
import { startS3Server } from '../../src/server/test/s3-server.ts';

const s3 = await startS3Server(process.argv[2]);
process.stdout.write(`${JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket })}\n`);
process.once('SIGTERM', () => {
  void s3.close().then(() => process.exit(0));
});
