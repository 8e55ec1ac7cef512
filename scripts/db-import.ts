// `DATABASE_URL=postgres://… npm run db:import -- <file>`: loads a db:export file into an empty PostgreSQL
// database (migrated first), in one transaction; waiting jobs (reminders, retries) are queued again.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { importDatabase } from '../src/server/db/transfer.ts';
import {
  installJobQueue,
  type JobInput,
  type QueueName,
  startJobQueue,
} from '../src/server/lib/jobs/job-queue.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: DATABASE_URL=postgres://… npm run db:import -- <file.jsonl>');
  process.exit(2);
}
try {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('db:import loads into PostgreSQL: set DATABASE_URL.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await installJobQueue(database);
    const queue = await startJobQueue(database, {
      log: { warn: console.warn, error: console.error } as never,
      retryDelaySeconds: config.mailRetryDelaySeconds,
    });
    const counts = await importDatabase(database.db, file, (job) =>
      // The worker checks each payload against its queue's schema.
      queue.send(job.name as QueueName, job.data as JobInput<QueueName>, {
        startAfter: job.startAfter,
        singletonKey: job.singletonKey,
      }),
    );
    await queue.stop();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Imported ${total} rows into PostgreSQL.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
