import { createElement as h } from 'react';
import { type MailBrand, platformBrand } from './brand.ts';
import { Layout, List, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type DealerNudgeProps = {
  /** Platform-branded: the nudge comes from the platform's team, not from the dealership. */
  brand?: MailBrand;
  name: string;
  /** How many customers have a request open for more than the overdue days. */
  overdueCount: number;
  /** Up to ten of them, oldest first, as "Name (n days)". */
  customers: string[];
  overdueDays: number;
  /** The dealer's signing requests. */
  link: string;
};

/** The admin CRM's nudge: customers waiting to sign. */
export function dealerNudge(props: DealerNudgeProps): MailTemplate {
  const { brand = platformBrand, name, overdueCount, customers, overdueDays, link } = props;
  const who = overdueCount === 1 ? '1 customer has' : `${overdueCount} customers have`;
  const subject = `${who} not signed after ${overdueDays} days`;
  const more = overdueCount - customers.length;
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `${subject}: a follow-up call often settles it.`,
      heading: 'Customers waiting to sign',
    },
    h(Paragraph, null, `Hello ${name},`),
    h(Paragraph, null, `${who} had documents to sign for more than ${overdueDays} days without finishing:`),
    h(List, { items: more > 0 ? [...customers, `and ${more} more`] : customers }),
    h(
      Paragraph,
      null,
      'A quick call or a reminder from your dashboard usually helps. Requests they no longer need can be cancelled there too.',
    ),
    h(MailButton, { brand, href: link }, 'Open your signing requests'),
  );
  return { name: 'dealer_nudge', subject, element };
}
