// The e-mail-confirmation mail, plain: Better Auth sends it before the account has any branding.
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

function paragraphs(lines: string[]): string {
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${lines.map((l) => `<p>${l}</p>`).join('')}</div>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
