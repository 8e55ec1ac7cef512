import { createElement as h } from 'react';
import type { MailBrand } from './brand.ts';
import { formatLongDate, Layout, List, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';
import { documentCount } from './signing-request.ts';

export type ReminderProps = {
  brand: MailBrand;
  customerName: string;
  documentTitles: string[];
  link: string;
  expiresAt: Date;
  /** The dealer's own subject; blank means the standard one. */
  subject?: string | null;
};

/** A nudge for a request the customer has not finished; the link is a fresh one, as the token is not stored. */
export function reminder(props: ReminderProps): MailTemplate {
  const { brand, customerName, documentTitles, link } = props;
  const name = brand.dealershipName;
  const subject = props.subject?.trim() || `Reminder: please sign your documents from ${name}`;
  const sentence = `${name} is still waiting for you to sign ${documentCount(documentTitles)}:`;
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `A reminder from ${name}: your documents are waiting for your signature.`,
      heading: 'A reminder to sign your documents',
    },
    h(Paragraph, null, `Hello ${customerName},`),
    h(Paragraph, null, sentence),
    h(List, { items: documentTitles }),
    h(MailButton, { brand, href: link }, 'Review and sign'),
    h(
      Paragraph,
      null,
      'It only takes a few minutes on your phone, tablet or computer. No account is needed.',
    ),
    h(
      Paragraph,
      { small: true },
      `The link works until ${formatLongDate(props.expiresAt)}. If you have already signed, or have questions, please contact ${name}.`,
    ),
  );
  return { name: 'reminder', subject, element };
}
