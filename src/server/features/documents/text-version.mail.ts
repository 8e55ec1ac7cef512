import { escapeHtml } from '../auth/auth.mails.ts';

/**
 * The "text version" of a document: the dealer's message, then the document's extracted text, for a
 * customer to read before (or instead of) a signing request. The e-mail issue brands it fully.
 */
export function textVersionMail(input: {
  documentTitle: string;
  dealershipName: string;
  primaryColor: string;
  customerName: string;
  /** Already personalised; empty when the dealer wrote nothing. */
  message: string;
  documentText: string;
  emailSignature: string | null;
}) {
  const { documentTitle, dealershipName } = input;
  const message =
    input.message ||
    `Hello ${input.customerName},\n\n${dealershipName} has sent you the text of "${documentTitle}" to read.`;
  const documentText = input.documentText.trim();
  const closing = `This is a text copy for you to read; nothing needs signing in this e-mail. If you have any questions, reply to this e-mail to reach ${dealershipName}.`;
  const text = [
    message,
    `──────── ${documentTitle} ────────`,
    documentText,
    '────────',
    closing,
    ...(input.emailSignature ? [input.emailSignature] : []),
  ].join('\n\n');
  const color = escapeHtml(input.primaryColor);
  // pre-line keeps the dealer's line breaks; pre-wrap keeps the document's own layout of spaces too.
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b;max-width:640px">
<h1 style="font-size:20px;color:${color}">${escapeHtml(dealershipName)}</h1>
<p style="white-space:pre-line">${escapeHtml(message)}</p>
<h2 style="font-size:17px;margin-top:24px;border-top:2px solid ${color};padding-top:12px">${escapeHtml(documentTitle)}</h2>
<div style="white-space:pre-wrap;font-family:Menlo,Consolas,monospace;font-size:13px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:6px;padding:12px">${escapeHtml(documentText)}</div>
<p style="font-size:13px;color:#64748b">${escapeHtml(closing)}</p>
${input.emailSignature ? `<p style="white-space:pre-line">${escapeHtml(input.emailSignature)}</p>` : ''}
</div>`;
  return { subject: `${documentTitle} from ${dealershipName}`, text, html };
}
