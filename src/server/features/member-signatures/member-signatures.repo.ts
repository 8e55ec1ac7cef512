// All SQL of member_signatures, the owner's: one saved signature per person, read and written only for the
// person signed in (the caller passes their own id, never one from a request).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberSignatures } from '../../db/schema.ts';

export async function findSavedSignature(db: Database, userId: string, dealerId: string) {
  const [row] = await db
    .select()
    .from(memberSignatures)
    .where(and(eq(memberSignatures.userId, userId), eq(memberSignatures.dealerId, dealerId)));
  return row;
}

export async function upsertSavedSignature(
  db: Database,
  row: { userId: string; dealerId: string; image: Buffer; kind: 'drawn' | 'typed' },
) {
  const [saved] = await db
    .insert(memberSignatures)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: memberSignatures.userId,
      set: { dealerId: row.dealerId, image: row.image, kind: row.kind, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}

export async function deleteSavedSignature(db: Database, userId: string) {
  const rows = await db
    .delete(memberSignatures)
    .where(eq(memberSignatures.userId, userId))
    .returning({ userId: memberSignatures.userId });
  return rows.length === 1;
}
