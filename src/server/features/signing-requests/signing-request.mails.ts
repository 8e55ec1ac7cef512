import { escapeHtml } from '../auth/auth.mails.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The customer's invitation to sign. The e-mail issue replaces this with the branded React Email template. */
export function signingRequestMail(input: {
  customerName: string;
  dealershipName: string;
  primaryColor: string;
  documentTitles: string[];
  link: string;
  expiresAt: Date;
  notes: string | null;
  /** The dealer's own subject (the send page's); otherwise the standard one below. */
  subject?: string | null;
}) {
  const { customerName, dealershipName, documentTitles, link } = input;
  const subject =
    input.subject ||
    (documentTitles.length === 1
      ? `Please sign: ${documentTitles[0]}`
      : `Please sign ${documentTitles.length} documents from ${dealershipName}`);
  const until = dateFormat.format(input.expiresAt);
  const text = [
    `Hello ${customerName},`,
    `${dealershipName} has sent you ${documentTitles.length === 1 ? 'a document' : `${documentTitles.length} documents`} to read and sign:`,
    documentTitles.map((t) => `  • ${t}`).join('\n'),
    ...(input.notes ? [`Note from ${dealershipName}: ${input.notes}`] : []),
    `Open this link on your phone or computer to read and sign (no account needed):\n${link}`,
    `The link works until ${until}. If you were not expecting this e-mail, please contact ${dealershipName}.`,
  ].join('\n\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b;max-width:560px">
<h1 style="font-size:20px;color:${escapeHtml(input.primaryColor)}">${escapeHtml(dealershipName)}</h1>
<p>Hello ${escapeHtml(customerName)},</p>
<p>${escapeHtml(dealershipName)} has sent you ${documentTitles.length === 1 ? 'a document' : `${documentTitles.length} documents`} to read and sign:</p>
<ul>${documentTitles.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
${input.notes ? `<p style="white-space:pre-line"><strong>Note:</strong> ${escapeHtml(input.notes)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${escapeHtml(input.primaryColor)};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Review and sign</a></p>
<p style="font-size:13px;color:#64748b">The link works until ${until}. No account is needed.</p>
</div>`;
  return { subject, text, html };
}
