// How passwords are hashed and checked, for Better Auth (auth.ts) and for this feature's own checks.
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { credentialPasswordHash } from './auth.repo.ts';
import { testPasswordHash } from './test-password-hash.ts';

/** Better Auth's own scrypt; under NODE_ENV=test its cheaper variant (test-password-hash.ts). */
export function passwordHashing({ nodeEnv }: Pick<Config, 'nodeEnv'>) {
  return nodeEnv === 'test' ? testPasswordHash : { hash: hashPassword, verify: verifyPassword };
}

/**
 * Whether this is the password the user signs in with (false for an account that signs in only through
 * single sign-on): a signed-in dealer proving again that they are at the device.
 */
export async function isOwnPassword(
  ctx: { db: Database; config: Pick<Config, 'nodeEnv'> },
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await credentialPasswordHash(ctx.db, userId);
  return hash !== null && passwordHashing(ctx.config).verify({ hash, password });
}
