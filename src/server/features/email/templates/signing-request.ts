import { createElement as h } from 'react';
import type { MailBrand } from './brand.ts';
import { formatLongDate, Layout, List, MailButton, Paragraph, Quote } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type SigningRequestProps = {
  brand: MailBrand;
  customerName: string;
  documentTitles: string[];
  link: string;
  expiresAt: Date;
  notes: string | null;
  /** The dealer's own subject from the send page; blank means the standard one. */
  subject?: string | null;
};

/** "a document" / "3 documents", as the sentences about a request read. */
export function documentCount(titles: string[]): string {
  return titles.length === 1 ? 'a document' : `${titles.length} documents`;
}

/** The customer's invitation to read and sign: the only place the link's token is ever written. */
export function signingRequest(props: SigningRequestProps): MailTemplate {
  const { brand, customerName, documentTitles, link } = props;
  const name = brand.dealershipName;
  const subject =
    props.subject?.trim() ||
    (documentTitles.length === 1
      ? `Please sign: ${documentTitles[0]}`
      : `Please sign ${documentTitles.length} documents from ${name}`);
  const sentence = `${name} has sent you ${documentCount(documentTitles)} to read and sign:`;
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `${sentence.slice(0, -1)}. No account is needed.`,
      heading:
        documentTitles.length === 1 ? 'Your document is ready to sign' : 'Your documents are ready to sign',
    },
    h(Paragraph, null, `Hello ${customerName},`),
    h(Paragraph, null, sentence),
    h(List, { items: documentTitles }),
    props.notes?.trim() ? h(Quote, { brand, label: `Note from ${name}`, text: props.notes.trim() }) : null,
    h(MailButton, { brand, href: link }, 'Review and sign'),
    h(Paragraph, null, 'You can read and sign on your phone, tablet or computer. No account is needed.'),
    h(
      Paragraph,
      { small: true },
      `The link works until ${formatLongDate(props.expiresAt)} and is personal to you, so please do not forward this e-mail. ` +
        `If you were not expecting it, please contact ${name}.`,
    ),
  );
  return { name: 'signing_request', subject, element };
}
