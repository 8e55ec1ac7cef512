import { createElement as h } from 'react';
import { type MailBrand, platformBrand } from './brand.ts';
import { Layout, List, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type DealerNotificationKind = 'customer_started' | 'customer_completed';

export type DealerNotificationProps = {
  /** Platform-branded by default: this mail goes to the dealer, not to their customer. */
  brand?: MailBrand;
  kind: DealerNotificationKind;
  customerName: string;
  /** A set signed by several customers (joint hirers, a guarantor): all of them, named together. */
  customerNames?: string[];
  documentTitles: string[];
  /** The dealer's dashboard (signing requests). */
  link: string;
};

/** Tells a dealer that a customer has opened, or signed and submitted, the documents sent to them. */
export function dealerNotification(props: DealerNotificationProps): MailTemplate {
  const { brand = platformBrand, kind, documentTitles, link } = props;
  const names = props.customerNames?.length ? props.customerNames : [props.customerName];
  const several = names.length > 1;
  const customerName = new Intl.ListFormat('en-GB').format(names);
  const count = documentTitles.length === 1 ? '1 document' : `${documentTitles.length} documents`;
  const started = kind === 'customer_started';
  const subject = started ? `${customerName} opened their documents` : `${customerName} signed ${count}`;
  const sentence = started
    ? `${customerName} has opened the signing link for ${count}:`
    : `${customerName} ${several ? 'have' : 'has'} signed and submitted ${count}:`;
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: sentence.slice(0, -1),
      heading: started
        ? 'Your customer is reading their documents'
        : several
          ? 'Your customers have signed'
          : 'Your customer has signed',
    },
    h(Paragraph, null, sentence),
    h(List, { items: documentTitles }),
    h(
      Paragraph,
      null,
      started
        ? 'You will get another e-mail when they have signed and submitted everything.'
        : `The sealed copies and the audit trail are on your dashboard under Signing Requests. ${several ? 'Each of your customers has' : 'Your customer has'} been sent their own sealed copies.`,
    ),
    h(MailButton, { brand, href: link }, 'Open your dashboard'),
  );
  return { name: 'dealer_notification', subject, element };
}
