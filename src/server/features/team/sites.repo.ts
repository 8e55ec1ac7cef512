import { and, asc, count, eq } from 'drizzle-orm';
import type { SiteInput } from '../../../shared/dealer/team.schema.ts';
import type { Database } from '../../db/client.ts';
import { dealerMemberSites, dealerSites } from '../../db/schema.ts';

type SiteValues = { [K in keyof SiteInput]-?: Exclude<SiteInput[K], undefined> };

export async function listSites(db: Database, dealerId: string) {
  return db
    .select({
      id: dealerSites.id,
      name: dealerSites.name,
      address: dealerSites.address,
      phone: dealerSites.phone,
      primaryColor: dealerSites.primaryColor,
      secondaryColor: dealerSites.secondaryColor,
      logoKey: dealerSites.logoKey,
      memberCount: count(dealerMemberSites.userId),
    })
    .from(dealerSites)
    .leftJoin(dealerMemberSites, eq(dealerMemberSites.siteId, dealerSites.id))
    .where(eq(dealerSites.dealerId, dealerId))
    .groupBy(dealerSites.id)
    .orderBy(asc(dealerSites.createdAt), asc(dealerSites.id));
}

export async function insertSite(db: Database, dealerId: string, values: SiteValues) {
  const [row] = await db
    .insert(dealerSites)
    .values({ ...values, dealerId })
    .returning({ id: dealerSites.id });
  return row!.id;
}

export async function updateSite(db: Database, dealerId: string, id: string, values: SiteValues) {
  const rows = await db
    .update(dealerSites)
    .set(values)
    .where(and(eq(dealerSites.dealerId, dealerId), eq(dealerSites.id, id)))
    .returning({ id: dealerSites.id });
  return rows.length > 0;
}

/** Deletes a site; its customers, documents and requests keep going with no site (the column's SET NULL). */
export async function deleteSite(db: Database, dealerId: string, id: string) {
  const rows = await db
    .delete(dealerSites)
    .where(and(eq(dealerSites.dealerId, dealerId), eq(dealerSites.id, id)))
    .returning({ id: dealerSites.id });
  return rows.length > 0;
}

/** The sites a member works at (none for an owner, who works at all). */
export async function siteIdsOfMember(db: Database, userId: string) {
  const rows = await db
    .select({ siteId: dealerMemberSites.siteId })
    .from(dealerMemberSites)
    .where(eq(dealerMemberSites.userId, userId));
  return rows.map((r) => r.siteId);
}

export async function isOwnSite(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select({ id: dealerSites.id })
    .from(dealerSites)
    .where(and(eq(dealerSites.dealerId, dealerId), eq(dealerSites.id, id)));
  return Boolean(row);
}

/** A site's own logo (null removes it); answers the key it replaces, or undefined for no such site. */
export async function setSiteLogo(db: Database, dealerId: string, id: string, logoKey: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logoKey: dealerSites.logoKey })
      .from(dealerSites)
      .where(and(eq(dealerSites.dealerId, dealerId), eq(dealerSites.id, id)))
      .for('update');
    if (!row) return undefined;
    await tx.update(dealerSites).set({ logoKey }).where(eq(dealerSites.id, id));
    return row.logoKey;
  });
}

/** A site's brand as its customers see it (the logo public, like the dealership's). */
export async function findSiteBrand(db: Database, id: string) {
  const [row] = await db
    .select({
      dealerId: dealerSites.dealerId,
      logoKey: dealerSites.logoKey,
      primaryColor: dealerSites.primaryColor,
      secondaryColor: dealerSites.secondaryColor,
    })
    .from(dealerSites)
    .where(eq(dealerSites.id, id));
  return row;
}
