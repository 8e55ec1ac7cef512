// Plain, unbranded account mails. The e-mail issue replaces these with the branded templates.
const footer = '\n\n— Docs2Sign';

export function passwordResetMail({ name, link }: { name: string; link: string }) {
  return {
    subject: 'Reset your Docs2Sign password',
    text:
      `Hello ${name},\n\nSomeone asked to reset the password of your Docs2Sign account. ` +
      `Choose a new password here (the link works for one hour):\n\n${link}\n\n` +
      `If it was not you, ignore this e-mail: your password stays as it is.${footer}`,
    html: paragraphs([
      `Hello ${escapeHtml(name)},`,
      'Someone asked to reset the password of your Docs2Sign account. The link works for one hour.',
      `<a href="${escapeHtml(link)}">Choose a new password</a>`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ]),
  };
}

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

function paragraphs(lines: string[]): string {
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${lines.map((l) => `<p>${l}</p>`).join('')}</div>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
