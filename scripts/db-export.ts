// `npm run db:export -- <file>`: every record of DATABASE_URL, or of the embedded database in DATA_DIR (stop
// the server first: the embedded database allows one process), to a JSON-lines file for db:import.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { exportDatabase } from '../src/server/db/transfer.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:export -- <file.jsonl>');
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const counts = await exportDatabase(database.db, file);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Exported ${total} rows from the ${database.kind} database to ${file}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
