// `STORAGE_URL=s3://bucket/prefix npm run storage:migrate`: copies every file of DATA_DIR/files into the S3
// store, verifying each copy's SHA-256. Resumable: run it again after an interruption.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createS3Storage } from '../src/server/lib/storage/s3-storage.ts';
import { migrateLocalStorage } from '../src/server/lib/storage/storage-migrate.ts';

try {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('storage:migrate copies into S3: set STORAGE_URL (and S3_ENDPOINT).');
  const root = path.join(config.dataDir, 'files');
  const report = await migrateLocalStorage(root, createS3Storage(config.s3), (key, outcome) =>
    console.log(`${outcome === 'copied' ? 'copied ' : 'present'} ${key}`),
  );
  console.log(
    `Done: ${report.copied} copied (${(report.bytes / 1e6).toFixed(1)} MB), ${report.skipped} already there and verified.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
