import { createElement as h } from 'react';
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
};

/** A document's text for the customer to read before (or instead of) signing; nothing is signed here. */
export function textVersion(props: TextVersionProps): MailTemplate {
  const { brand, customerName, documentTitle } = props;
  const name = brand.dealershipName;
  const subject = `${documentTitle} from ${name}`;
  const message =
    props.message.trim() ||
    `Hello ${customerName},\n\n${name} has sent you the text of "${documentTitle}" to read.`;
  // Paragraphs of the message become <p>s, single line breaks <br>s, so both renderings keep its shape.
  const paragraphs = message.split(/\n\s*\n/);
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `${name} has sent you the text of "${documentTitle}" to read.`,
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
    h(
      Paragraph,
      { small: true },
      `This is a text copy for you to read; nothing needs signing in this e-mail. If you have any questions, reply to this e-mail to reach ${name}.`,
    ),
  );
  return { name: 'text_version', subject, element };
}
