import { createElement as h } from 'react';
import type { CustomerLanguage } from '../../../../shared/i18n/languages.ts';
import { translate } from '../../../lib/i18n.ts';
import type { MailBrand } from './brand.ts';
import { Layout, lines, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type TextVersionProps = {
  brand: MailBrand;
  customerName: string;
  documentTitle: string;
  /** The dealer's message, already personalised; blank means a standard greeting. */
  message: string;
  /** The document's extracted text. */
  text: string;
  /** The customer's language; English when not given. */
  language?: CustomerLanguage;
  /** The small print under the text, in place of "this is a text copy" (the one-time code's mail). */
  note?: string;
};

/** A document's text for the customer to read before (or instead of) signing; nothing is signed here. */
export function textVersion(props: TextVersionProps): MailTemplate {
  const { brand, customerName, documentTitle } = props;
  const language = props.language ?? 'en';
  const t = translate(language);
  const name = brand.dealershipName;
  const subject = t('mail.text.subject', { title: documentTitle, dealer: name });
  const message =
    props.message.trim() ||
    t('mail.text.greeting', { name: customerName, dealer: name, title: documentTitle });
  // Paragraphs of the message become <p>s, single line breaks <br>s, so both renderings keep its shape.
  const paragraphs = message.split(/\n\s*\n/);
  const element = h(
    Layout,
    {
      brand,
      language,
      title: subject,
      preview: props.note ? documentTitle : t('mail.text.preview', { dealer: name, title: documentTitle }),
      heading: documentTitle,
    },
    ...paragraphs.map((p, i) => h(Paragraph, { key: `m${i}` }, ...lines(p))),
    h(
      'pre',
      {
        // <pre> keeps the document's own layout (aligned figures, indented clauses) in the HTML and in the
        // plain-text version alike; pre-wrap still wraps long lines on a phone.
        style: {
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'Menlo, Consolas, monospace',
          fontSize: '13px',
          lineHeight: '20px',
          color: '#1f2937',
          backgroundColor: '#f9fafb',
          border: '1px solid #e5e7eb',
          borderRadius: '6px',
          padding: '12px',
          margin: '0 0 16px',
        },
      },
      props.text.trim(),
    ),
    h(Paragraph, { small: true }, props.note ?? t('mail.text.small', { dealer: name })),
  );
  return { name: 'text_version', subject, element };
}
