// The dealer's logo and profile image: decoded and redrawn before storage, named by their content, their
// keys saved in the dealer's profile.
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/storage/storage.ts';
import { validateBusinessNames } from '../business-names/index.ts';
import {
  type DealerProfile,
  findDealerProfile,
  loadDealerProfile,
  logoKeyOf,
  logoPath,
  profileImageKeyOf,
  profileImagePath,
  updateDealerProfile,
} from '../dealer-profile/index.ts';
import { normaliseLogoInWorker, normaliseProfileImageInWorker } from './normalise-in-worker.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage'>;
type ImageField = 'logoKey' | 'profileImageKey';

async function replaceImage(ctx: Ctx, dealerId: string, field: ImageField, bytes: Buffer, name: string) {
  const key = `branding/${dealerId}/${name}-${sha256Hex(bytes).slice(0, 12)}.${name === 'logo' ? 'png' : 'jpg'}`;
  const profile = await loadDealerProfile(ctx.db, dealerId);
  const previous = profile.settings?.[field] ?? null;
  await ctx.storage.put(key, bytes);
  await updateDealerProfile(ctx.db, profile, { [field]: key });
  if (previous && previous !== key) await ctx.storage.delete(previous);
  return key;
}

/**
 * A new logo, and the moment to check the dealership's name reads the same in every document.
 */
export async function uploadLogo(ctx: Ctx, dealerId: string, upload: Buffer) {
  const key = await replaceImage(ctx, dealerId, 'logoKey', await normaliseLogoInWorker(upload), 'logo');
  const validation = await validateBusinessNames(ctx.db, dealerId);
  return {
    logoUrl: logoPath(dealerId, key),
    businessNameValidation: {
      hasInconsistencies: !validation.isValid,
      inconsistencyCount: validation.inconsistencies.length,
    },
  };
}

export async function removeLogo(ctx: Ctx, dealerId: string) {
  const profile = await loadDealerProfile(ctx.db, dealerId);
  const logoKey = logoKeyOf(profile);
  await updateDealerProfile(ctx.db, profile, { logoKey: null });
  if (logoKey) await ctx.storage.delete(logoKey);
  return { logoUrl: null };
}

export async function uploadProfileImage(ctx: Ctx, dealerId: string, upload: Buffer) {
  const bytes = await normaliseProfileImageInWorker(upload);
  return {
    profileImageUrl: profileImagePath(await replaceImage(ctx, dealerId, 'profileImageKey', bytes, 'profile')),
  };
}

/** The PNG of a dealer's logo (public: it brands their customers' signing pages and e-mails). */
export async function logoFile(ctx: Ctx, dealerId: string) {
  const profile = await findDealerProfile(ctx.db, dealerId);
  const logoKey = profile ? logoKeyOf(profile) : null;
  if (!logoKey) throw notFound('No logo');
  return ctx.storage.get(logoKey);
}

/** The logo's bytes for a sealed PDF's certificate page, or null: from a profile already loaded. */
export async function logoBytes(
  ctx: Pick<AppDeps, 'storage'>,
  profile: DealerProfile,
): Promise<Buffer | null> {
  const logoKey = logoKeyOf(profile);
  return logoKey ? ctx.storage.get(logoKey).catch(() => null) : null;
}

export async function profileImageFile(ctx: Ctx, dealerId: string) {
  const profileImageKey = profileImageKeyOf(await loadDealerProfile(ctx.db, dealerId));
  if (!profileImageKey) throw notFound('No profile image');
  return ctx.storage.get(profileImageKey);
}
