import { and, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { currentDealershipName } from '../../db/dealer-name.ts';
import { customers, dealerFileEvents, dealerFiles, dealerSettings, users } from '../../db/schema.ts';

export type DealerFileRow = typeof dealerFiles.$inferSelect;
export type NewDealerFileRow = typeof dealerFiles.$inferInsert;
export type DealerFileEventKind =
  | 'uploaded'
  | 'downloaded'
  | 'password_failed'
  | 'locked'
  | 'deleted'
  | 'password_reset'
  | 'password_removed';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listFiles(
  db: Database,
  dealerId: string,
  query: { search?: string; customerId?: string; fileType?: string; limit: number; cursor?: string },
): Promise<DealerFileRow[]> {
  const conditions: (SQL | undefined)[] = [eq(dealerFiles.dealerId, dealerId)];
  if (query.customerId) conditions.push(eq(dealerFiles.customerId, query.customerId));
  if (query.fileType) conditions.push(eq(dealerFiles.fileType, query.fileType));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const compact = `%${escapeLike(query.search.replace(/\s+/g, ''))}%`;
    conditions.push(
      or(
        ilike(dealerFiles.fileName, pattern),
        ilike(dealerFiles.customerName, pattern),
        ilike(dealerFiles.notes, pattern),
        ilike(dealerFiles.vehicleRegistration, compact),
      ),
    );
  }
  if (query.cursor) {
    const [after] = await db
      .select({ uploadedAt: dealerFiles.uploadedAt })
      .from(dealerFiles)
      .where(and(eq(dealerFiles.dealerId, dealerId), eq(dealerFiles.id, query.cursor)));
    if (!after) return [];
    conditions.push(
      or(
        lt(dealerFiles.uploadedAt, after.uploadedAt),
        and(eq(dealerFiles.uploadedAt, after.uploadedAt), lt(dealerFiles.id, query.cursor)),
      ),
    );
  }
  return db
    .select()
    .from(dealerFiles)
    .where(and(...conditions))
    .orderBy(desc(dealerFiles.uploadedAt), desc(dealerFiles.id))
    .limit(query.limit);
}

/** The dealer's file; undefined for another dealer's id, exactly as for an unknown one. */
export async function findFile(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select()
    .from(dealerFiles)
    .where(and(eq(dealerFiles.dealerId, dealerId), eq(dealerFiles.id, id)));
  return row;
}

/** Any dealer's file: for the platform administrator's password reset only. */
export async function findFileForAdmin(db: Database, id: string) {
  const [row] = await db.select().from(dealerFiles).where(eq(dealerFiles.id, id));
  return row;
}

export async function findCustomerName(db: Database, dealerId: string, customerId: string) {
  const [row] = await db
    .select({ name: customers.name, vehicleRegistration: customers.vehicleRegistration })
    .from(customers)
    .where(and(eq(customers.dealerId, dealerId), eq(customers.id, customerId), isNull(customers.archivedAt)));
  return row;
}

export async function insertFile(db: Database, row: NewDealerFileRow) {
  const [inserted] = await db.insert(dealerFiles).values(row).returning();
  return inserted!;
}

export async function deleteFile(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .delete(dealerFiles)
    .where(and(eq(dealerFiles.dealerId, dealerId), eq(dealerFiles.id, id)))
    .returning({ storageKey: dealerFiles.storageKey });
  return row;
}

/**
 * Takes one password attempt before the password is compared, in one statement, so simultaneous tries
 * cannot slip past the limit: an attempt is refused (undefined) while the file is locked; the `limit`-th
 * attempt in a row engages the lock itself, so no further attempt starts while it is being compared. A lock
 * that has run out starts the count again.
 */
export async function takePasswordAttempt(db: Database, id: string, limit: number, lockUntil: Date) {
  const now = sql`${new Date().toISOString()}::timestamptz`;
  const expired = sql`${dealerFiles.lockedUntil} is not null and ${dealerFiles.lockedUntil} <= ${now}`;
  const count = sql`(case when ${expired} then 0 else ${dealerFiles.failedPasswordAttempts} end) + 1`;
  const [row] = await db
    .update(dealerFiles)
    .set({
      failedPasswordAttempts: count,
      lockedUntil: sql`case when ${count} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(dealerFiles.id, id), or(isNull(dealerFiles.lockedUntil), expired)))
    .returning({ lockedUntil: dealerFiles.lockedUntil, attempts: dealerFiles.failedPasswordAttempts });
  return row;
}

/** The lock a refused attempt met. */
export async function findFileLock(db: Database, id: string) {
  const [row] = await db
    .select({ lockedUntil: dealerFiles.lockedUntil })
    .from(dealerFiles)
    .where(eq(dealerFiles.id, id));
  return row?.lockedUntil ?? null;
}

/** The right password: the count starts again and the lock (if this attempt engaged it) is lifted. */
export async function clearWrongPasswords(db: Database, id: string) {
  await db
    .update(dealerFiles)
    .set({ failedPasswordAttempts: 0, lockedUntil: null })
    .where(eq(dealerFiles.id, id));
}

export async function updateKeyWrapping(
  db: Database,
  id: string,
  wrapping: Pick<DealerFileRow, 'wrappedKey' | 'passwordHash' | 'passwordWrap' | 'isPasswordProtected'>,
) {
  await db
    .update(dealerFiles)
    .set({ ...wrapping, failedPasswordAttempts: 0, lockedUntil: null })
    .where(eq(dealerFiles.id, id));
}

export async function recordFileEvent(
  db: Database,
  event: {
    fileId: string;
    dealerId: string;
    kind: DealerFileEventKind;
    actorUserId: string | null;
    ipAddress?: string | null;
  },
) {
  await db.insert(dealerFileEvents).values({ ...event, ipAddress: event.ipAddress ?? null });
}

export function listFileEvents(db: Database, fileId: string) {
  return db
    .select()
    .from(dealerFileEvents)
    .where(eq(dealerFileEvents.fileId, fileId))
    .orderBy(dealerFileEvents.createdAt);
}

/** Protected files of every dealer, newest first (the administrator's password-reset screen). */
/** Protected files across dealers, newest first, each with its dealer's name (dealership, else e-mail). */
export function listProtectedFiles(db: Database, search: string | undefined, limit: number) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  return db
    .select({
      file: dealerFiles,
      dealerName: sql<string>`coalesce(${currentDealershipName}, ${users.email}, '')`,
    })
    .from(dealerFiles)
    .leftJoin(users, eq(users.id, dealerFiles.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(
      and(
        eq(dealerFiles.isPasswordProtected, true),
        pattern
          ? or(
              ilike(dealerFiles.fileName, pattern),
              ilike(dealerFiles.customerName, pattern),
              ilike(dealerFiles.vehicleRegistration, pattern),
              ilike(currentDealershipName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(dealerFiles.uploadedAt), desc(dealerFiles.id))
    .limit(limit);
}

/**
 * How many of the dealer's files are filed under this customer, or name them without being linked (a name
 * typed on upload): a customer's erasure tells the dealer of them.
 */
export async function countFilesOfCustomer(
  db: Database,
  dealerId: string,
  customer: { id: string; name: string },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealerFiles)
    .where(
      and(
        eq(dealerFiles.dealerId, dealerId),
        or(
          eq(dealerFiles.customerId, customer.id),
          and(
            isNull(dealerFiles.customerId),
            sql`lower(trim(${dealerFiles.customerName})) = lower(trim(${customer.name}))`,
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}
