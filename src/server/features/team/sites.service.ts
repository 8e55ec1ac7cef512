// A dealership's sites: name, address, phone and colours that default from the dealership's. A
// member works at one or more; what a member at one site creates carries that site.

import type { z } from 'zod';
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import type { Site, siteSchema } from '../../../shared/dealer/team.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/storage/storage.ts';
import { type DealerProfile, dealerSettingsOf, loadDealerProfile } from '../dealer-profile/index.ts';
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
    logoUrl: row.logoKey ? siteLogoPath(row.id, row.logoKey) : dealership.dealershipLogo,
    hasOwnLogo: Boolean(row.logoKey),
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

// The key names the image by its hash, so the address changes with the picture and may be cached long.
export const siteLogoPath = (siteId: string, logoKey: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/logo.png?v=${logoKey.slice(-16, -4)}`;

/**
 * A site's own logo, already decoded and redrawn as a PNG (features/branding does that, as for the
 * dealership's, and calls this); the old one removed. `check` runs first, so another dealer's site answers
 * 404 before any image is read.
 */
export async function replaceSiteLogo(
  ctx: Pick<AppDeps, 'db' | 'storage'>,
  dealerId: string,
  id: string,
  normalise: () => Promise<Buffer>,
) {
  if (!(await repo.isOwnSite(ctx.db, dealerId, id))) throw siteNotFound();
  const bytes = await normalise();
  const key = `branding/${dealerId}/site-${id}-logo-${sha256Hex(bytes).slice(0, 12)}.png`;
  await ctx.storage.put(key, bytes);
  const previous = await repo.setSiteLogo(ctx.db, dealerId, id, key);
  if (previous === undefined) throw siteNotFound();
  if (previous && previous !== key) await ctx.storage.delete(previous);
  return answer(ctx.db, dealerId, id);
}

/** Back to the dealership's logo. */
export async function removeSiteLogo(ctx: Pick<AppDeps, 'db' | 'storage'>, dealerId: string, id: string) {
  const previous = await repo.setSiteLogo(ctx.db, dealerId, id, null);
  if (previous === undefined) throw siteNotFound();
  if (previous) await ctx.storage.delete(previous);
  return answer(ctx.db, dealerId, id);
}

/** The PNG of a site's own logo (public: it brands that site's customers' e-mails). */
export async function siteLogoFile(ctx: Pick<AppDeps, 'db' | 'storage'>, id: string) {
  const site = await repo.findSiteBrand(ctx.db, id);
  if (!site?.logoKey) throw notFound('No logo');
  return ctx.storage.get(site.logoKey);
}

/**
 * The look of what a request of this site sends its customer: the dealership's brand with the site's own
 * logo and colours where it has them. No site (or none of its own): the dealership's, unchanged.
 */
export async function siteBrand<
  B extends { logoUrl: string | null; primaryColor: string; secondaryColor: string },
>(db: Database, profile: DealerProfile, siteId: string | null, brand: B, appUrl: string): Promise<B> {
  if (!siteId) return brand;
  const site = await repo.findSiteBrand(db, siteId);
  if (!site || site.dealerId !== profile.dealerId) return brand;
  return {
    ...brand,
    logoUrl: site.logoKey ? `${appUrl}${siteLogoPath(siteId, site.logoKey)}` : brand.logoUrl,
    primaryColor: site.primaryColor ?? brand.primaryColor,
    secondaryColor: site.secondaryColor ?? brand.secondaryColor,
  };
}
