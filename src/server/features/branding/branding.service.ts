import type { AppDeps } from '../../app.ts';
import { notFound } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/storage.ts';
import * as repo from './branding.repo.ts';
import { normaliseLogo, normaliseProfileImage } from './branding-images.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage'>;

/** Stored images are named by their content, so a new upload gets a new URL and caches stay right. */
const versionOf = (key: string) => /-([0-9a-f]{12})\.\w+$/.exec(key)?.[1] ?? '0';

export const logoPath = (dealerId: string, logoKey: string) =>
  `/api/branding/${encodeURIComponent(dealerId)}/logo.png?v=${versionOf(logoKey)}`;
export const profileImagePath = (profileImageKey: string) =>
  `/api/dealer/profile-image?v=${versionOf(profileImageKey)}`;

async function replaceImage(
  { db, storage }: Ctx,
  dealerId: string,
  field: 'logoKey' | 'profileImageKey',
  bytes: Buffer,
  name: string,
) {
  const key = `branding/${dealerId}/${name}-${sha256Hex(bytes).slice(0, 12)}.${name === 'logo' ? 'png' : 'jpg'}`;
  const previous = (await repo.findImageKeys(db, dealerId))[field];
  await storage.put(key, bytes);
  await repo.saveImageKey(db, dealerId, { [field]: key });
  if (previous && previous !== key) await storage.delete(previous);
  return key;
}

export async function uploadLogo(ctx: Ctx, dealerId: string, upload: Buffer) {
  const key = await replaceImage(ctx, dealerId, 'logoKey', await normaliseLogo(upload), 'logo');
  return logoPath(dealerId, key);
}

export async function removeLogo({ db, storage }: Ctx, dealerId: string) {
  const { logoKey } = await repo.findImageKeys(db, dealerId);
  await repo.saveImageKey(db, dealerId, { logoKey: null });
  if (logoKey) await storage.delete(logoKey);
}

export async function uploadProfileImage(ctx: Ctx, dealerId: string, upload: Buffer) {
  const key = await replaceImage(
    ctx,
    dealerId,
    'profileImageKey',
    await normaliseProfileImage(upload),
    'profile',
  );
  return profileImagePath(key);
}

/** The PNG of a dealer's logo (public: it brands their customers' signing pages and e-mails). */
export async function logoFile({ db, storage }: Ctx, dealerId: string) {
  const { logoKey } = await repo.findImageKeys(db, dealerId);
  if (!logoKey) throw notFound('No logo');
  return storage.get(logoKey);
}

/** The logo's bytes for a sealed PDF's certificate page, or null. */
export async function logoBytes(ctx: Ctx, dealerId: string): Promise<Buffer | null> {
  return logoFile(ctx, dealerId).catch(() => null);
}

export async function profileImageFile({ db, storage }: Ctx, dealerId: string) {
  const { profileImageKey } = await repo.findImageKeys(db, dealerId);
  if (!profileImageKey) throw notFound('No profile image');
  return storage.get(profileImageKey);
}

/** The image URLs of a settings row's keys (the settings answer reads the row once for all). */
export function imagePathsOf(
  dealerId: string,
  keys: { logoKey: string | null; profileImageKey: string | null },
) {
  return {
    dealershipLogo: keys.logoKey ? logoPath(dealerId, keys.logoKey) : null,
    profileImageUrl: keys.profileImageKey ? profileImagePath(keys.profileImageKey) : null,
  };
}
