// The secrets a restored installation needs and no database holds: the app secret (sessions, stored SMTP
// passwords and queued mail are sealed with it) and the sealing key and certificate (they identify every
// document sealed so far). In a back-up they are encrypted with the operator's passphrase: scrypt derives
// the key, AES-256-GCM encrypts and authenticates, so a wrong passphrase or a changed byte is refused.
import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCallback } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config.ts';

/** scrypt's cost: about 0.3 s and 128 MB once per back-up or restore, a lot per guess of the passphrase. */
const KDF = { N: 2 ** 17, r: 8, p: 1 };

export type Secrets = {
  appSecret: string;
  /** DATA_DIR/sealing, file name → base64 (the generated key and self-signed certificate). */
  sealing: Record<string, string>;
  /** SIGNING_P12_PATH's file and password, when the installation seals with its own certificate. */
  p12?: { base64: string; password: string };
};

export class WrongPassphraseError extends Error {}

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(passphrase, salt, 32, { ...KDF, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function encryptSecrets(secrets: Secrets, passphrase: string): Promise<Buffer> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  const sealed = {
    format: 'docs2sign-secrets/1',
    kdf: { name: 'scrypt', ...KDF, salt: salt.toString('base64') },
    cipher: 'aes-256-gcm',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
  return Buffer.from(`${JSON.stringify(sealed, null, 1)}\n`);
}

export async function decryptSecrets(bytes: Buffer, passphrase: string): Promise<Secrets> {
  const sealed = JSON.parse(bytes.toString('utf8')) as {
    kdf: { salt: string };
    iv: string;
    tag: string;
    data: string;
  };
  const key = await deriveKey(passphrase, Buffer.from(sealed.kdf.salt, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  try {
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Secrets;
  } catch {
    throw new WrongPassphraseError(
      'The secrets of this back-up cannot be opened: the passphrase (BACKUP_PASSPHRASE) is not the one it was made with, or the file was changed.',
    );
  }
}

/** What this installation's secrets are now. */
export async function collectSecrets(config: Pick<Config, 'appSecret' | 'dataDir' | 'sealingP12'>) {
  const dir = path.join(config.dataDir, 'sealing');
  const sealing: Record<string, string> = {};
  if (existsSync(dir)) {
    for (const name of await readdir(dir)) {
      sealing[name] = (await readFile(path.join(dir, name))).toString('base64');
    }
  }
  const secrets: Secrets = { appSecret: config.appSecret, sealing };
  if (config.sealingP12) {
    secrets.p12 = {
      base64: (await readFile(config.sealingP12.path)).toString('base64'),
      password: config.sealingP12.password,
    };
  }
  return secrets;
}

/**
 * Puts the secrets back into a new DATA_DIR: the app secret as DATA_DIR/app-secret (read at start when
 * APP_SECRET is not set), the sealing files as they were, a PKCS#12 as DATA_DIR/sealing/restored.p12.
 * Answers what the operator must still do.
 */
export async function writeSecrets(dataDir: string, secrets: Secrets): Promise<string[]> {
  const todo: string[] = [];
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, 'app-secret'), secrets.appSecret, { mode: 0o600 });
  const dir = path.join(dataDir, 'sealing');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const [name, base64] of Object.entries(secrets.sealing)) {
    await writeFile(path.join(dir, path.basename(name)), Buffer.from(base64, 'base64'), { mode: 0o600 });
  }
  if (secrets.p12) {
    const file = path.join(dir, 'restored.p12');
    await writeFile(file, Buffer.from(secrets.p12.base64, 'base64'), { mode: 0o600 });
    todo.push(
      `The installation sealed with its own certificate: set SIGNING_P12_PATH=${file} and SIGNING_P12_PASSWORD to its password (kept in the back-up's secrets).`,
    );
  }
  todo.push(
    `The app secret is in ${path.join(dataDir, 'app-secret')}; if the old installation set APP_SECRET, set the same value here (or leave APP_SECRET unset to use the file).`,
  );
  return todo;
}
