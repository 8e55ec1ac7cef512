import { escapeHtml } from '../auth/auth.mails.ts';

/** The customer's signed copy, sent with the sealed PDFs attached. The e-mail issue brands it fully. */
export function signedCopyMail(input: {
  customerName: string;
  dealershipName: string;
  primaryColor: string;
  documentTitles: string[];
}) {
  const { customerName, dealershipName, documentTitles } = input;
  const count = documentTitles.length === 1 ? 'document' : `${documentTitles.length} documents`;
  const subject = `Your signed ${documentTitles.length === 1 ? 'document' : 'documents'} from ${dealershipName}`;
  const text = [
    `Hello ${customerName},`,
    `Thank you for signing. Your signed ${count} from ${dealershipName} ${documentTitles.length === 1 ? 'is' : 'are'} attached:`,
    documentTitles.map((t) => `  • ${t}`).join('\n'),
    'Each PDF ends with a certificate of completion and carries a digital seal: your PDF reader can show that nothing has changed since you signed.',
    `Please keep this e-mail for your records. If anything looks wrong, contact ${dealershipName}.`,
  ].join('\n\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b;max-width:560px">
<h1 style="font-size:20px;color:${escapeHtml(input.primaryColor)}">${escapeHtml(dealershipName)}</h1>
<p>Hello ${escapeHtml(customerName)},</p>
<p>Thank you for signing. Your signed ${count} ${documentTitles.length === 1 ? 'is' : 'are'} attached:</p>
<ul>${documentTitles.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
<p style="font-size:13px;color:#64748b">Each PDF ends with a certificate of completion and carries a digital seal: your PDF reader can show that nothing has changed since you signed.</p>
</div>`;
  return { subject, text, html };
}

/** Tells the dealer a customer has signed and submitted; the sealed copies are in the app. */
export function dealerCompletedMail(input: { customerName: string; documentTitles: string[]; link: string }) {
  const { customerName, documentTitles, link } = input;
  const count = documentTitles.length === 1 ? '1 document' : `${documentTitles.length} documents`;
  const subject = `${customerName} signed ${count}`;
  const text = [
    `${customerName} has signed and submitted ${count}:`,
    documentTitles.map((t) => `  • ${t}`).join('\n'),
    `The sealed copies and the audit trail are on your dashboard under Signing Requests:\n${link}`,
  ].join('\n\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b;max-width:560px">
<p><strong>${escapeHtml(customerName)}</strong> has signed and submitted ${count}:</p>
<ul>${documentTitles.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">Open your dashboard</a> for the sealed copies and the audit trail.</p>
</div>`;
  return { subject, text, html };
}
