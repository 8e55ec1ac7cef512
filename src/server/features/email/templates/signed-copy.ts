import { createElement as h } from 'react';
import type { MailBrand } from './brand.ts';
import { Layout, List, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type SignedCopyProps = { brand: MailBrand; customerName: string; documentTitles: string[] };

/** The customer's own copy, sent with the sealed PDFs attached by the caller once the request is sealed. */
export function signedCopy(props: SignedCopyProps): MailTemplate {
  const { brand, customerName, documentTitles } = props;
  const name = brand.dealershipName;
  const one = documentTitles.length === 1;
  const subject = `Your signed ${one ? 'document' : 'documents'} from ${name}`;
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `Thank you for signing. Your signed ${one ? 'document is' : 'documents are'} attached.`,
      heading: 'Thank you for signing',
    },
    h(Paragraph, null, `Hello ${customerName},`),
    h(
      Paragraph,
      null,
      `Your signed ${one ? 'document' : `${documentTitles.length} documents`} from ${name} ${one ? 'is' : 'are'} attached to this e-mail as PDF:`,
    ),
    h(List, { items: documentTitles }),
    h(
      Paragraph,
      null,
      'Each PDF ends with a certificate of completion and carries a digital seal: your PDF reader can show that nothing has changed since you signed.',
    ),
    h(
      Paragraph,
      { small: true },
      `Please keep this e-mail for your records. If anything looks wrong, contact ${name}.`,
    ),
  );
  return { name: 'signed_copy', subject, element };
}
