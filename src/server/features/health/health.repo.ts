// The one query of the health checks.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`);
}
