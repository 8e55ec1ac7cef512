import nodemailer, { type Transporter } from 'nodemailer';
import {
  DEFAULT_SMTP_PORT,
  type SmtpConnectionInput,
  type SmtpSettings,
  type SmtpSettingsInput,
  smtpUsesImplicitTls,
} from '../../../shared/smtp.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { loadDealerProfile, updateDealerProfile } from '../dealer-profile/dealer-profile.service.ts';
import { type DealerProfile, smtpSettingsOf } from '../dealer-profile/dealer-profile.ts';

type Ctx = Pick<AppDeps, 'db' | 'config'>;
const CONNECT_TIMEOUT_MS = 10_000;

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

function transportFor(settings: {
  host: string;
  port: number;
  secure: boolean | null | undefined;
  user: string;
  password: string;
}): Transporter {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: smtpUsesImplicitTls(settings.port, settings.secure),
    // Never send a password in clear to another machine: without implicit TLS, insist on STARTTLS. Only a
    // relay on this machine itself (a local Postfix) may be spoken to in plain text.
    requireTLS: !smtpUsesImplicitTls(settings.port, settings.secure) && !isLoopback(settings.host),
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: CONNECT_TIMEOUT_MS,
  });
}

/** Connects and authenticates with the form's values (or the stored password), within 10 s. */
export async function testSmtpConnection({ db, config }: Ctx, dealerId: string, input: SmtpConnectionInput) {
  const stored = (await loadDealerProfile(db, dealerId)).settings;
  const password = input.smtpPassword?.trim() ? input.smtpPassword : storedPasswordFor(config, stored, input);
  if (!password) throw passwordRequired();
  const transport = transportFor({
    host: input.smtpHost,
    port: input.smtpPort,
    secure: input.smtpSecure,
    user: input.smtpUser,
    password,
  });
  try {
    await withTimeout(transport.verify(), CONNECT_TIMEOUT_MS + 1000);
    return { success: true, message: `Connected to ${input.smtpHost}:${input.smtpPort} and signed in.` };
  } catch (error) {
    throw new AppError(502, `Could not connect to your email server: ${smtpReason(error)}`, {
      code: 'SMTP_TEST_FAILED',
    });
  } finally {
    transport.close();
  }
}

const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host.trim());

/** The server's own words where there are some ("535 Authentication failed"), else the socket error. */
export function smtpReason(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  return (e.response ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type DealerTransport = { transport: Transporter; fromEmail: string; fromName: string | null };

/** The dealer's business SMTP when it is enabled and complete; otherwise null (the platform sends). */
export function dealerTransport(config: AppDeps['config'], profile: DealerProfile): DealerTransport | null {
  const row = profile.settings;
  if (!row?.smtpEnabled || !row.smtpHost || !row.smtpUser || !row.smtpPasswordSealed || !row.smtpFromEmail) {
    return null;
  }
  return {
    transport: transportFor({
      host: row.smtpHost,
      port: row.smtpPort ?? DEFAULT_SMTP_PORT,
      secure: row.smtpSecure,
      user: row.smtpUser,
      password: passwordBox(config).open(row.smtpPasswordSealed),
    }),
    fromEmail: row.smtpFromEmail,
    fromName: row.emailFromName,
  };
}
