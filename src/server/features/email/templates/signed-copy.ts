import { createElement as h } from 'react';
import type { CustomerLanguage } from '../../../../shared/i18n/languages.ts';
import { translate } from '../../../lib/i18n.ts';
import type { MailBrand } from './brand.ts';
import { Layout, List, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type SignedCopyProps = {
  brand: MailBrand;
  customerName: string;
  documentTitles: string[];
  /** The customer's language; English when not given. */
  language?: CustomerLanguage;
  /** Where anyone holding the copy can check it (/verify, opening in the customer's language). */
  verifyLink?: string;
};

/** The customer's own copy, sent with the sealed PDFs attached by the caller once the request is sealed. */
export function signedCopy(props: SignedCopyProps): MailTemplate {
  const { brand, customerName, documentTitles } = props;
  const language = props.language ?? 'en';
  const t = translate(language);
  const dealer = brand.dealershipName;
  const count = documentTitles.length;
  const subject = t('mail.signed.subject', { count, dealer });
  const element = h(
    Layout,
    {
      brand,
      language,
      title: subject,
      preview: t('mail.signed.preview', { count }),
      heading: t('mail.signed.heading'),
    },
    h(Paragraph, null, t('mail.hello', { name: customerName })),
    h(Paragraph, null, t('mail.signed.attached', { count, dealer })),
    h(List, { items: documentTitles, language }),
    h(Paragraph, null, t('mail.signed.seal')),
    props.verifyLink ? h(Paragraph, null, t('mail.signed.verify', { link: props.verifyLink })) : null,
    h(Paragraph, { small: true }, t('mail.signed.keep', { dealer })),
  );
  return { name: 'signed_copy', subject, element };
}
