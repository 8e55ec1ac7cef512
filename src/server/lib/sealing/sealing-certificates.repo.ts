// sealing_certificates: every certificate the installation has sealed with. Written here only.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sealingCertificates } from '../../db/schema.ts';

export type SealingCertificateRow = typeof sealingCertificates.$inferSelect;
export type OfferedCertificate = Omit<
  typeof sealingCertificates.$inferInsert,
  'createdAt' | 'currentFrom' | 'retiredAt' | 'isCurrent'
>;

/** Known from now on (nothing changes if it already is). */
export async function offerCertificate(db: Database, row: OfferedCertificate) {
  await db.insert(sealingCertificates).values(row).onConflictDoNothing();
}

export async function findCurrent(db: Database): Promise<SealingCertificateRow | undefined> {
  const [row] = await db.select().from(sealingCertificates).where(eq(sealingCertificates.isCurrent, true));
  return row;
}

export async function findByFingerprints(db: Database, fingerprints: string[]) {
  if (fingerprints.length === 0) return [];
  return db.select().from(sealingCertificates).where(inArray(sealingCertificates.fingerprint, fingerprints));
}

/** Newest first. */
export function listCertificates(db: Database) {
  return db
    .select()
    .from(sealingCertificates)
    .orderBy(
      desc(sealingCertificates.isCurrent),
      desc(sealingCertificates.currentFrom),
      desc(sealingCertificates.createdAt),
    );
}

/**
 * Makes `fingerprint` current when none is: the first instance on a database decides. The unique index on
 * the current row makes a second instance's simultaneous claim fail instead of making two current.
 */
export async function claimIfNoneCurrent(db: Database, fingerprint: string) {
  await db
    .update(sealingCertificates)
    .set({ isCurrent: true, currentFrom: sql`now()` })
    .where(
      and(
        eq(sealingCertificates.fingerprint, fingerprint),
        sql`not exists (select 1 from sealing_certificates where is_current)`,
      ),
    )
    .catch(() => undefined);
}

/**
 * The current certificate retires and `fingerprint` takes its place. Two updates that must commit together:
 * `tx` is the caller's transaction, which also holds whatever records the change (a rotation's audit entry).
 */
export async function makeCurrent(tx: Database, fingerprint: string) {
  const [previous] = await tx
    .update(sealingCertificates)
    .set({ isCurrent: false, retiredAt: sql`now()` })
    .where(eq(sealingCertificates.isCurrent, true))
    .returning();
  const [next] = await tx
    .update(sealingCertificates)
    .set({ isCurrent: true, currentFrom: sql`now()`, retiredAt: null })
    .where(eq(sealingCertificates.fingerprint, fingerprint))
    .returning();
  return { previous, next };
}
