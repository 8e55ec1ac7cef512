// Passwords are hashed with Better Auth's scrypt (N=16384, r=16): about 60 ms of processor time each, which
// is what makes a stolen hash slow to guess. The test suite registers and signs in thousands of times, so
// under NODE_ENV=test (and only there) the same scrypt runs at N=1024, marked "test:" so the two can never
// be mistaken; a hash made the real way (a test template's, say) is still checked the real way.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';

const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, TEST_SCRYPT, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
}

export const testPasswordHash = {
  async hash(password: string) {
    const salt = randomBytes(16).toString('hex');
    return `test:${salt}:${(await key(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }) {
    if (!hash.startsWith('test:')) return verifyPassword({ hash, password });
    const [, salt = '', expected = ''] = hash.split(':');
    const derived = await key(password, salt);
    const stored = Buffer.from(expected, 'hex');
    return stored.length === derived.length && timingSafeEqual(stored, derived);
  },
};
