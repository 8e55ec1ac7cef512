// The queries of the health checks.
import { sql } from 'drizzle-orm';
import { type Database, NEWEST_MIGRATION } from '../../db/client.ts';

export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`);
}

/** The journal time of the newest migration applied, or null before the first (the ping of PGlite). */
export async function newestMigration(db: Database): Promise<string | null> {
  try {
    const result = (await db.execute(sql.raw(NEWEST_MIGRATION))) as unknown as {
      rows: { last: string | null }[];
    };
    return result.rows[0]?.last ?? null;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code !== '42P01') throw error;
    await pingDatabase(db);
    return null;
  }
}
