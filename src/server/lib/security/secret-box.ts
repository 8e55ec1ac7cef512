import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export type SecretBox = {
  /** AES-256-GCM with a fresh 12-byte nonce: "v1.<nonce>.<tag>.<ciphertext>", base64url parts. */
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or has been altered. */
  open(sealed: string): string;
};

/**
 * Encrypts small secrets at rest (dealers' SMTP passwords, reminder link tokens) with a key derived from
 * APP_SECRET for one purpose, so the key never sits in the database beside what it protects.
 */
export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'docs2sign', `secret-box:${purpose}`, 32));
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** Link tokens are kept encrypted (never in clear) so that a reminder can carry the same link. */
export const linkTokenBox = (appSecret: string) => createSecretBox(appSecret, 'link-token');
