import nodemailer, { type Transporter } from 'nodemailer';
import {
  DEFAULT_SMTP_PORT,
  type SmtpConnectionInput,
  type SmtpSettings,
  type SmtpSettingsInput,
  smtpUsesImplicitTls,
} from '../../../shared/dealer/smtp.schema.ts';
import { replaceUnsafeText } from '../../../shared/text-safety.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withDeadline } from '../../lib/deadline.ts';
import { countHit } from '../../lib/http/rate-limit-store.ts';
import type { SmtpServer } from '../../lib/mail/smtp-thread.ts';
import { createSecretBox } from '../../lib/security/secret-box.ts';
import {
  type DealerProfile,
  loadDealerProfile,
  smtpSettingsOf,
  updateDealerProfile,
} from '../dealer-profile/index.ts';
import {
  assertMailHostAllowed,
  isLoopbackAddress,
  type ResolvedHost,
  resolveMailHost,
} from './business-smtp-host.ts';

type Ctx = Pick<AppDeps, 'db' | 'config'> & { log?: AppDeps['log'] };
/** A real send may wait on a slow server; the test answers within TEST_ANSWER_MS whatever happens. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Every failed test answers after this long, not sooner: a closed port, a port that is open but not mail,
 * an unknown name and a wrong password look alike, so the test cannot map a network.
 */
export const TEST_ANSWER_MS = 5_000;
/** Tests per dealer per minute, whatever address they come from (the route also limits per address). */
export const TESTS_PER_DEALER_PER_MINUTE = 5;

const passwordBox = (config: AppDeps['config']) => createSecretBox(config.appSecret, 'smtp-password');
const passwordRequired = () =>
  new AppError(400, 'Password is required', {
    code: 'VALIDATION',
    issues: [{ path: 'smtpPassword', message: 'Password is required' }],
  });

export async function getSmtpSettings(db: Database, dealerId: string): Promise<SmtpSettings> {
  return smtpSettingsOf(await loadDealerProfile(db, dealerId));
}

/**
 * The stored password, but only for the server and account it was given for: otherwise anyone holding a
 * dealer's session could point the host at their own server and collect it.
 */
function storedPasswordFor(
  config: AppDeps['config'],
  stored: DealerProfile['settings'],
  target: { smtpHost?: string; smtpPort?: number; smtpUser?: string },
): string | null {
  if (!stored?.smtpPasswordSealed) return null;
  const same =
    (target.smtpHost ?? stored.smtpHost)?.toLowerCase() === stored.smtpHost?.toLowerCase() &&
    (target.smtpPort ?? stored.smtpPort) === stored.smtpPort &&
    (target.smtpUser ?? stored.smtpUser)?.toLowerCase() === stored.smtpUser?.toLowerCase();
  return same ? passwordBox(config).open(stored.smtpPasswordSealed) : null;
}

/** Saves the form. The password is encrypted; an empty one keeps what is stored (it is never shown). */
export async function saveSmtpSettings({ db, config }: Ctx, dealerId: string, input: SmtpSettingsInput) {
  if (input.smtpHost) await assertMailHostAllowed(input.smtpHost, config.smtpAllowPrivateHosts);
  const profile = await loadDealerProfile(db, dealerId);
  const stored = profile.settings;
  const password = input.smtpPassword?.trim() ? input.smtpPassword : undefined;
  const keepsPassword = Boolean(storedPasswordFor(config, stored, input));
  if (input.smtpEnabled && !password && !keepsPassword) throw passwordRequired();
  const port = input.smtpPort;
  const saved = await updateDealerProfile(db, profile, {
    smtpEnabled: input.smtpEnabled,
    ...(input.smtpHost !== undefined && { smtpHost: input.smtpHost }),
    ...(port !== undefined && { smtpPort: port, smtpSecure: smtpUsesImplicitTls(port, input.smtpSecure) }),
    ...(input.smtpUser !== undefined && { smtpUser: input.smtpUser }),
    ...(input.smtpFromEmail !== undefined && { smtpFromEmail: input.smtpFromEmail }),
    // A new server or account without a new password forgets the old one rather than send it there.
    ...(password
      ? { smtpPasswordSealed: passwordBox(config).seal(password) }
      : !keepsPassword && { smtpPasswordSealed: null }),
  });
  return smtpSettingsOf(saved);
}

/** How to reach a dealer's server: plain data, for nodemailer here or on the mail thread (lib/mail/smtp-thread.ts). */
function serverFor(
  target: ResolvedHost,
  settings: { port: number; secure: boolean | null | undefined; user: string; password: string },
  timeoutMs = CONNECT_TIMEOUT_MS,
): Exclude<SmtpServer, string> {
  return {
    // The address that was checked, not the name: a second lookup could answer another (DNS rebinding).
    // The name still goes in TLS's SNI and is what the certificate is checked against.
    host: target.address,
    servername: target.host,
    port: settings.port,
    secure: smtpUsesImplicitTls(settings.port, settings.secure),
    // Never send a password in clear to another machine: without implicit TLS, insist on STARTTLS. Only a
    // relay on this machine itself (a local Postfix) may be spoken to in plain text.
    requireTLS: !smtpUsesImplicitTls(settings.port, settings.secure) && !isLoopbackAddress(target.address),
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

async function limitTestsPerDealer(db: Database, dealerId: string) {
  const hit = await countHit(db, `smtp-test:dealer:${dealerId}`, 60_000);
  if (hit.current <= TESTS_PER_DEALER_PER_MINUTE) return;
  const seconds = Math.max(1, Math.ceil(hit.ttl / 1000));
  throw new AppError(429, `Too many connection tests. Please wait ${seconds} seconds and try again.`, {
    code: 'RATE_LIMITED',
  });
}

/**
 * Connects and signs in with the form's values (or the stored password). A private or local host is refused
 * at once (400); every other failure answers the same 502 after TEST_ANSWER_MS, whatever went wrong. The
 * server's own reason goes to the log only.
 */
export async function testSmtpConnection(ctx: Ctx, dealerId: string, input: SmtpConnectionInput) {
  const { db, config } = ctx;
  const stored = (await loadDealerProfile(db, dealerId)).settings;
  const password = input.smtpPassword?.trim() ? input.smtpPassword : storedPasswordFor(config, stored, input);
  if (!password) throw passwordRequired();
  await limitTestsPerDealer(db, dealerId);
  const started = Date.now();
  const answerBy = started + TEST_ANSWER_MS;
  let transport: Transporter | undefined;
  try {
    const target = await resolveMailHost(input.smtpHost, config.smtpAllowPrivateHosts);
    const settings = { port: input.smtpPort, secure: input.smtpSecure, user: input.smtpUser, password };
    transport = nodemailer.createTransport(serverFor(target, settings, TEST_ANSWER_MS - 500));
    await withTimeout(transport.verify(), Math.max(0, answerBy - Date.now() - 100));
    return { success: true, message: `Connected to ${input.smtpHost}:${input.smtpPort} and signed in.` };
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log?.info({ dealerId, reason: smtpReason(error) }, 'business mail test failed');
    await sleep(answerBy - Date.now());
    throw new AppError(
      502,
      `Could not sign in to the mail server at ${input.smtpHost}:${input.smtpPort}. Check the server name, port, username and password, and that the server accepts sign-in from outside (we waited ${TEST_ANSWER_MS / 1000} seconds).`,
      { code: 'SMTP_TEST_FAILED' },
    );
  } finally {
    transport?.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The server's own words where there are some ("535 Authentication failed"), else the socket or transport
 * error ("getaddrinfo ENOTFOUND …", codes such as ECONNECTION). Anything else — a failed query of the outbox
 * (whose message carries the statement and its parameters), a bug — is not a mail server's answer and is
 * never shown or stored: a plain sentence stands for it (the log has the scrubbed error).
 */
export function smtpReason(error: unknown): string {
  const e = (error ?? {}) as { response?: unknown; code?: unknown; message?: unknown };
  const words =
    typeof e.response === 'string'
      ? e.response
      : typeof e.code === 'string' && /^E[A-Z_]+$/.test(e.code) && typeof e.message === 'string'
        ? e.message
        : 'The message could not be handed over for delivery.';
  return replaceUnsafeText(words.replace(/\s+/g, ' ').trim()).slice(0, 300);
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  withDeadline(promise, ms, () =>
    Object.assign(new Error(`no answer within ${ms / 1000} s`), { code: 'ETIMEDOUT' }),
  );

export type DealerTransport = { server: SmtpServer; fromEmail: string; fromName: string | null };

/**
 * The dealer's business SMTP when it is enabled and complete; otherwise null (the platform sends). The host
 * is checked again here, at each send: a name may point somewhere else since it was saved.
 */
export async function dealerTransport(
  config: AppDeps['config'],
  profile: DealerProfile,
): Promise<DealerTransport | null> {
  const row = profile.settings;
  if (!row?.smtpEnabled || !row.smtpHost || !row.smtpUser || !row.smtpPasswordSealed || !row.smtpFromEmail) {
    return null;
  }
  const target = await resolveMailHost(row.smtpHost, config.smtpAllowPrivateHosts);
  return {
    server: serverFor(target, {
      port: row.smtpPort ?? DEFAULT_SMTP_PORT,
      secure: row.smtpSecure,
      user: row.smtpUser,
      password: passwordBox(config).open(row.smtpPasswordSealed),
    }),
    fromEmail: row.smtpFromEmail,
    fromName: row.emailFromName,
  };
}
