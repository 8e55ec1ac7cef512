// All SQL of demo requests. The administrators' addresses are read from the users table (owned by auth).
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoRequests, users } from '../../db/schema.ts';

export type DemoRequestValues = typeof demoRequests.$inferInsert;

export async function insertDemoRequest(db: Database, values: DemoRequestValues) {
  const [row] = await db.insert(demoRequests).values(values).returning();
  if (!row) throw new Error('the demo request was not stored');
  return row;
}

export async function listDemoRequests(db: Database, limit: number) {
  return db.select().from(demoRequests).orderBy(desc(demoRequests.createdAt)).limit(limit);
}

/** Every active administrator's e-mail address. */
export async function adminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return rows.map((r) => r.email);
}

/** A prospect's request (name, phone, e-mail, address) is kept a year: long enough to follow it up. */
export const DEMO_REQUEST_KEEP_DAYS = 365;

export async function deleteOldDemoRequests(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - DEMO_REQUEST_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(demoRequests)
    .where(lt(demoRequests.createdAt, before))
    .returning({ id: demoRequests.id });
  return gone.length;
}
