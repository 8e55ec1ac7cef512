// The account's own mails, plain: the e-mail confirmation (sent before the account has any branding) and
// the sign-in lock-out notice (about the account, not any dealership's brand).
import { escapeHtml } from '../../lib/http/html.ts';

const footer = '\n\n— Docs2Sign';

export function verifyEmailMail({ name, link }: { name: string; link: string }) {
  return {
    subject: 'Confirm your e-mail address for Docs2Sign',
    text: `Hello ${name},\n\nPlease confirm your e-mail address to start using Docs2Sign:\n\n${link}${footer}`,
    html: paragraphs([
      `Hello ${escapeHtml(name)},`,
      `<a href="${escapeHtml(link)}">Confirm your e-mail address</a> to start using Docs2Sign.`,
    ]),
  };
}

/** Mailed once per lock-out: someone has been guessing this account's password. */
export function lockoutMail({
  name,
  resetLink,
  minutes,
}: {
  name: string;
  resetLink: string;
  minutes: number;
}) {
  const what = `Someone has tried to sign in to your Docs2Sign account with a wrong password too many times, so signing in to it is paused for ${minutes} minutes.`;
  const advice =
    'If that was you, wait and try again. If it was not, nothing has been opened, but please choose a new password:';
  return {
    subject: 'Sign-in to your Docs2Sign account is paused',
    text: `Hello ${name},\n\n${what}\n\n${advice}\n\n${resetLink}${footer}`,
    html: paragraphs([
      `Hello ${escapeHtml(name)},`,
      escapeHtml(what),
      `${escapeHtml(advice)} <a href="${escapeHtml(resetLink)}">reset your password</a>.`,
    ]),
  };
}

function paragraphs(lines: string[]): string {
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${lines.map((l) => `<p>${l}</p>`).join('')}</div>`;
}
