// The one query of the system checks: the database answers and how long it has been up.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

export async function databaseVersion(db: Database): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select current_setting('server_version') as version`,
  );
  const rows =
    (result as unknown as { rows?: { version: string }[] }).rows ??
    (result as unknown as { version: string }[]);
  return rows[0]?.version ?? 'unknown';
}
