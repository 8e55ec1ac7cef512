// A dealership's sites (issue 33): name, address, phone and colours that default from the dealership's. A
// member works at one or more; what a member at one site creates carries that site.

import type { z } from 'zod';
import type { CurrentUser } from '../../../shared/auth.schema.ts';
import type { Site, siteSchema } from '../../../shared/team.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { dealerSettingsOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { assertCanAddSite } from '../plans/index.ts';
import * as repo from './sites.repo.ts';

type SiteValues = z.output<typeof siteSchema>;
const siteNotFound = () => notFound('Site not found');

export async function listSites(db: Database, dealerId: string): Promise<Site[]> {
  const [rows, profile] = await Promise.all([repo.listSites(db, dealerId), loadDealerProfile(db, dealerId)]);
  const dealership = dealerSettingsOf(profile);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    primaryColor: row.primaryColor ?? dealership.primaryColor,
    secondaryColor: row.secondaryColor ?? dealership.secondaryColor,
    hasOwnColours: Boolean(row.primaryColor || row.secondaryColor),
    memberCount: row.memberCount,
  }));
}

const answer = async (db: Database, dealerId: string, id: string) =>
  (await listSites(db, dealerId)).find((s) => s.id === id)!;

export async function createSite(db: Database, dealerId: string, values: SiteValues) {
  await assertCanAddSite(db, dealerId);
  return answer(db, dealerId, await repo.insertSite(db, dealerId, values));
}

export async function updateSite(db: Database, dealerId: string, id: string, values: SiteValues) {
  if (!(await repo.updateSite(db, dealerId, id, values))) throw siteNotFound();
  return answer(db, dealerId, id);
}

export async function deleteSite(db: Database, dealerId: string, id: string) {
  if (!(await repo.deleteSite(db, dealerId, id))) throw siteNotFound();
  return { message: 'Site deleted' };
}

/**
 * The site a new customer, document or request belongs to: the one asked for (one of the dealership's, else
 * 400), else the member's own when they work at exactly one, else none.
 */
export async function siteForNewRecord(db: Database, user: CurrentUser, asked?: string | null) {
  if (asked) {
    if (!(await repo.isOwnSite(db, user.id, asked))) {
      throw new AppError(400, 'Choose one of your own sites', {
        code: 'VALIDATION',
        issues: [{ path: 'siteId', message: 'Unknown site' }],
      });
    }
    return asked;
  }
  if (!user.member) return null;
  const sites = await repo.siteIdsOfMember(db, user.member.userId);
  return sites.length === 1 ? sites[0]! : null;
}
