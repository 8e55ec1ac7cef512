import { createElement as h } from 'react';
import type { CustomerLanguage } from '../../../../shared/i18n/languages.ts';
import { formatDay } from '../../../../shared/i18n/translate.ts';
import { translate } from '../../../lib/i18n.ts';
import type { MailBrand } from './brand.ts';
import { Layout, List, MailButton, Paragraph, Quote } from './layout.ts';
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
  /** The customer's language; English when not given. */
  language?: CustomerLanguage;
};

/** The customer's invitation to read and sign: the only place the link's token is ever written. */
export function signingRequest(props: SigningRequestProps): MailTemplate {
  const { brand, customerName, documentTitles, link } = props;
  const language = props.language ?? 'en';
  const t = translate(language);
  const dealer = brand.dealershipName;
  const count = documentTitles.length;
  const subject =
    props.subject?.trim() ||
    (count === 1
      ? t('mail.request.subjectOne', { title: documentTitles[0]! })
      : t('mail.request.subjectMany', { count, dealer }));
  const element = h(
    Layout,
    {
      brand,
      language,
      title: subject,
      preview: t('mail.request.preview', { count, dealer }),
      heading: t('mail.request.heading', { count }),
    },
    h(Paragraph, null, t('mail.hello', { name: customerName })),
    h(Paragraph, null, t('mail.request.sentence', { count, dealer })),
    h(List, { items: documentTitles, language }),
    props.notes?.trim()
      ? h(Quote, { brand, language, label: t('mail.request.note', { dealer }), text: props.notes.trim() })
      : null,
    h(MailButton, { brand, href: link, language }, t('mail.button')),
    h(Paragraph, null, t('mail.request.anyDevice')),
    h(
      Paragraph,
      { small: true },
      t('mail.request.small', { date: formatDay(language, props.expiresAt), dealer }),
    ),
  );
  return { name: 'signing_request', subject, element };
}
