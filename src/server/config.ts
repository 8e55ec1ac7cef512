import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Location } from './lib/storage/s3-storage.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_URL: optionalUrl,
  APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Docs2Sign <no-reply@docs2sign.local>'),
  SMTP_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  WEBHOOK_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: z.string().default('single sign-on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DVLA_API_URL: z.url().default('https://driver-vehicle-licensing.api.gov.uk'),
  DVLA_API_KEY: optionalString,
  POSTCODE_API_URL: z.url().default('https://api.ideal-postcodes.co.uk'),
  POSTCODE_API_KEY: optionalString,
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  PERSON_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // At SIGTERM, how long requests under way may take to finish while new ones are answered 503.
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(10),
  SEAL_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  // Read by the reading workers from the environment (document-processing/ocr-engine.ts): checked here.
  OCR_NICE: z.coerce.number().int().min(0).max(19).default(10),
  // Read by the page-drawing worker from the environment (page-images/render-pages.worker.ts): checked here.
  PAGE_IMAGES_NICE: z.coerce.number().int().min(0).max(19).default(5),
  SIGNING_P12_PATH: optionalString,
  SIGNING_P12_PASSWORD: z.string().default(''),
  // The seal key in a PKCS#11 module (an HSM, or SoftHSM): the module's library, the token's and the key's
  // labels, its PIN (or a file holding it) and the certificate chain, since a module need not hold it.
  SIGNING_PKCS11_MODULE: optionalString,
  SIGNING_PKCS11_TOKEN: optionalString,
  SIGNING_PKCS11_KEY: optionalString,
  SIGNING_PKCS11_PIN: optionalString,
  SIGNING_PKCS11_PIN_FILE: optionalString,
  // The seal key in Google Cloud KMS: the key version's full resource name.
  SIGNING_GCP_KMS_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^projects\/[^/]+\/locations\/[^/]+\/keyRings\/[^/]+\/cryptoKeys\/[^/]+\/cryptoKeyVersions\/\d+$/,
        'must be a key version: projects/…/locations/…/keyRings/…/cryptoKeys/…/cryptoKeyVersions/N',
      )
      .optional(),
  ),
  // PEM, leaf first then its intermediates: the certificate of a key held in a module or KMS.
  SIGNING_CERT_CHAIN: optionalString,
  SIGNING_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SIGNING_CODE_DEFAULT: z.enum(['finance', 'always', 'off']).default('finance'),
  TSA_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL of an RFC 3161 timestamp server')
      .optional(),
  ),
  TSA_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
  // Text messages: any provider that takes Twilio's Messages API shape (form To, From, Body; basic auth).
  SMS_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
    .default('https://api.twilio.com/2010-04-01/Accounts/{SMS_ACCOUNT_SID}/Messages.json'),
  SMS_ACCOUNT_SID: optionalString,
  SMS_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString,
  SMS_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(60).default(10),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, true, a hop count (1, 2, …) or a comma list of proxy addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return trust;
    }),
  STORAGE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must look like s3://bucket/prefix')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  S3_SSE: z.preprocess(emptyAsUndefined, z.enum(['AES256', 'aws:kms']).optional()),
  S3_SSE_KMS_KEY_ID: optionalString,
  // Back-ups (docs/operations.md): where they go, how often the server makes one (0: never on its own), how
  // many are kept, and the passphrase that encrypts the secrets in each.
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().default('backups')),
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(744).default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_PASSPHRASE: z.preprocess(emptyAsUndefined, z.string().min(12).optional()),
  // A copy of each back-up off the machine, in S3 (the S3_* settings above reach it): s3://bucket/prefix.
  BACKUP_S3_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must look like s3://bucket/prefix')
      .optional(),
  ),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  appUrl: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Dealers' business mail servers may be on loopback or private addresses (an operator's own relay). */
  smtpAllowPrivateHosts: boolean;
  /** Webhook endpoints may be on loopback or private addresses, over plain http too (a test system's receiver). */
  webhookAllowPrivateHosts: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string; providerName: string } | undefined;
  logLevel: string;
  bodyLimitBytes: number;
  dvla: { baseUrl: string; apiKey: string | undefined };
  postcodes: { baseUrl: string; apiKey: string | undefined };
  /** Bearer token for GET /metrics (a Prometheus scraper); an admin session also works. */
  metricsToken: string | undefined;
  /** How long a customer's signing link works. */
  signingLinkDays: number;
  /** A one-time code before signing, for a dealership that has not chosen (Settings): 'finance' by default. */
  signingCodeDefault: 'finance' | 'always' | 'off';
  /** Days after sending when a customer who has not signed gets a reminder; 0 sends none. */
  reminderDays: number;
  /** Multiplies every per-person and per-dealership rate limit (a load test's single session). */
  personLimitScale: number;
  /** First wait before a failed e-mail is tried again; later waits double. */
  mailRetryDelaySeconds: number;
  /** How often idle job workers look for work. */
  jobPollSeconds: number;
  drainSeconds: number;
  /** The seal threads' nice value: above the event loop's 0, so answers come first on a busy machine. */
  sealThreadNice: number;
  /** The certificate that seals signed PDFs; absent → one generated into DATA_DIR. */
  sealingP12: { path: string; password: string } | undefined;
  /** The seal key in a PKCS#11 module; the certificate chain is read from `chainPath`. */
  sealingPkcs11: SealingPkcs11 | undefined;
  /** The seal key in Google Cloud KMS (a key version's resource name). */
  sealingKms: { keyVersionName: string; chainPath: string } | undefined;
  /** RFC 3161 timestamp server for every seal (PAdES B-LTA); absent → seals are PAdES B-B. */
  tsa: { url: string; timeoutMs: number } | undefined;
  /** The text-message provider; absent (no SMS_ACCOUNT_SID, SMS_AUTH_TOKEN or SMS_FROM) → no SMS at all. */
  sms: { url: string; accountSid: string; authToken: string; from: string; timeoutMs: number } | undefined;
  /**
   * Behind reverse proxies: how many (a hop count; `true` is 1) or which (addresses and CIDR ranges) are
   * trusted. The client is the right-most X-Forwarded-For address not trusted; false ignores the header.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** Extra origins allowed to make state-changing requests (the Vite dev server). */
  trustedOrigins: string[];
  /** Files in an S3-compatible store (credentials from the usual AWS variables); absent → DATA_DIR/files. */
  /** Back-ups: the folder, the schedule (everyHours 0: none) and the secrets' passphrase. */
  backup: {
    dir: string;
    everyHours: number;
    keep: number;
    passphrase: string | undefined;
    /** BACKUP_S3_URL with the S3 settings: where each back-up is copied off the machine. */
    offsite: S3Location | undefined;
  };
  s3:
    | {
        url: string;
        endpoint: string | undefined;
        region: string;
        /** Absent → the AWS SDK's own chain (profiles, instance roles). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        /** Asked of the store on every write (S3_SSE): documents, sealed copies, page images, backups. */
        serverSideEncryption: { algorithm: 'AES256' | 'aws:kms'; kmsKeyId: string | undefined } | undefined;
      }
    | undefined;
};

export class ConfigError extends Error {}

export type SealingPkcs11 = {
  module: string;
  token: string;
  key: string;
  pin: string;
  chainPath: string;
};

/** At most one seal key source; each with everything it needs (the self-signed default needs nothing). */
function sealingKeySources(e: z.infer<typeof envSchema>) {
  const problems: string[] = [];
  const pkcs11Set = [e.SIGNING_PKCS11_MODULE, e.SIGNING_PKCS11_TOKEN, e.SIGNING_PKCS11_KEY].some(Boolean);
  const chosen = [
    e.SIGNING_P12_PATH && 'SIGNING_P12_PATH',
    pkcs11Set && 'SIGNING_PKCS11_*',
    e.SIGNING_GCP_KMS_KEY && 'SIGNING_GCP_KMS_KEY',
  ].filter(Boolean);
  if (chosen.length > 1) problems.push(`choose one seal key source, not ${chosen.join(' and ')}`);
  let sealingPkcs11: SealingPkcs11 | undefined;
  if (pkcs11Set) {
    const missing: string[] = (
      ['SIGNING_PKCS11_MODULE', 'SIGNING_PKCS11_TOKEN', 'SIGNING_PKCS11_KEY', 'SIGNING_CERT_CHAIN'] as const
    ).filter((name) => !e[name]);
    if (!e.SIGNING_PKCS11_PIN && !e.SIGNING_PKCS11_PIN_FILE) missing.push('SIGNING_PKCS11_PIN');
    if (missing.length > 0) problems.push(`a PKCS#11 seal key also needs ${missing.join(', ')}`);
    let pin = e.SIGNING_PKCS11_PIN;
    if (!pin && e.SIGNING_PKCS11_PIN_FILE) {
      try {
        pin = readFileSync(e.SIGNING_PKCS11_PIN_FILE, 'utf8').trim();
      } catch (error) {
        problems.push(`SIGNING_PKCS11_PIN_FILE: cannot read ${e.SIGNING_PKCS11_PIN_FILE}: ${String(error)}`);
      }
    }
    if (missing.length === 0 && pin) {
      sealingPkcs11 = {
        module: e.SIGNING_PKCS11_MODULE!,
        token: e.SIGNING_PKCS11_TOKEN!,
        key: e.SIGNING_PKCS11_KEY!,
        pin,
        chainPath: path.resolve(e.SIGNING_CERT_CHAIN!),
      };
    }
  }
  if (e.SIGNING_GCP_KMS_KEY && !e.SIGNING_CERT_CHAIN) {
    problems.push(
      "SIGNING_GCP_KMS_KEY also needs SIGNING_CERT_CHAIN (the key's certificate, PEM, leaf first)",
    );
  }
  if (e.SIGNING_CERT_CHAIN && !pkcs11Set && !e.SIGNING_GCP_KMS_KEY) {
    problems.push(
      'SIGNING_CERT_CHAIN is the certificate of a PKCS#11 or KMS key: set SIGNING_PKCS11_* or SIGNING_GCP_KMS_KEY too',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    sealingPkcs11,
    sealingKms:
      e.SIGNING_GCP_KMS_KEY && e.SIGNING_CERT_CHAIN
        ? { keyVersionName: e.SIGNING_GCP_KMS_KEY, chainPath: path.resolve(e.SIGNING_CERT_CHAIN) }
        : undefined,
  };
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
/** An S3 place (the file store, the off-site back-ups) at `url`, with the one set of S3 settings both share. */
function s3At(e: z.infer<typeof envSchema>, url: string | undefined) {
  if (!url) return undefined;
  return {
    url,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
        : undefined,
    serverSideEncryption: e.S3_SSE
      ? { algorithm: e.S3_SSE, kmsKeyId: e.S3_SSE === 'aws:kms' ? e.S3_SSE_KMS_KEY_ID : undefined }
      : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (e.BACKUP_EVERY_HOURS > 0 && !e.BACKUP_PASSPHRASE) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_EVERY_HOURS needs BACKUP_PASSPHRASE (at least 12 characters): it encrypts the secrets in each back-up',
    );
  }
  const sealingKeys = sealingKeySources(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    appUrl,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpAllowPrivateHosts: e.SMTP_ALLOW_PRIVATE_HOSTS === 'true',
    webhookAllowPrivateHosts: e.WEBHOOK_ALLOW_PRIVATE_HOSTS === 'true',
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    // Fastify takes a hop count as a function (its types have no number): the first `hops` addresses seen
    // from the server's side are proxies.
    trustProxy: typeof e.TRUST_PROXY === 'number' ? trustHops(e.TRUST_PROXY) : e.TRUST_PROXY,
    signingLinkDays: e.SIGNING_LINK_DAYS,
    signingCodeDefault: e.SIGNING_CODE_DEFAULT,
    reminderDays: e.REMINDER_DAYS,
    personLimitScale: e.PERSON_LIMIT_SCALE,
    mailRetryDelaySeconds: e.MAIL_RETRY_SECONDS,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    drainSeconds: e.DRAIN_SECONDS,
    sealThreadNice: e.SEAL_THREAD_NICE,
    sealingP12: e.SIGNING_P12_PATH
      ? { path: path.resolve(e.SIGNING_P12_PATH), password: e.SIGNING_P12_PASSWORD }
      : undefined,
    ...sealingKeys,
    tsa: e.TSA_URL ? { url: e.TSA_URL, timeoutMs: Math.round(e.TSA_TIMEOUT_SECONDS * 1000) } : undefined,
    sms:
      e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? {
            url: e.SMS_API_URL.replaceAll('{SMS_ACCOUNT_SID}', encodeURIComponent(e.SMS_ACCOUNT_SID)),
            accountSid: e.SMS_ACCOUNT_SID,
            authToken: e.SMS_AUTH_TOKEN,
            from: e.SMS_FROM,
            timeoutMs: Math.round(e.SMS_TIMEOUT_SECONDS * 1000),
          }
        : undefined,
    dvla: { baseUrl: e.DVLA_API_URL.replace(/\/$/, ''), apiKey: e.DVLA_API_KEY },
    postcodes: { baseUrl: e.POSTCODE_API_URL.replace(/\/$/, ''), apiKey: e.POSTCODE_API_KEY },
    metricsToken: e.METRICS_TOKEN,
    trustedOrigins: e.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
    backup: {
      dir: path.resolve(e.BACKUP_DIR),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      passphrase: e.BACKUP_PASSPHRASE,
      offsite: s3At(e, e.BACKUP_S3_URL),
    },
    s3: s3At(e, e.STORAGE_URL),
  };
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/** One trusted proxy: an address, a CIDR range, or one of proxy-addr's names for a range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written: false (or empty), true (one hop), a hop count, or a comma list of proxy addresses
 * and CIDR ranges. Null for anything else, so a typing mistake stops the start instead of trusting wrongly.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // 0 hops trusts nobody: the same as false.
    if (hops === 0) return false;
    return hops <= MAX_HOPS ? hops : null;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isProxyEntry) ? entries : null;
}

/** The embedded default keeps a generated secret beside its data, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
