import { createElement as h } from 'react';
import type { CustomerLanguage } from '../../../../shared/i18n/languages.ts';
import { formatDay } from '../../../../shared/i18n/translate.ts';
import { translate } from '../../../lib/i18n.ts';
import type { MailBrand } from './brand.ts';
import { Layout, List, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type ReminderProps = {
  brand: MailBrand;
  customerName: string;
  documentTitles: string[];
  link: string;
  expiresAt: Date;
  /** The dealer's own subject; blank means the standard one. */
  subject?: string | null;
  /** The customer's language; English when not given. */
  language?: CustomerLanguage;
};

/** A nudge for a request the customer has not finished; the link is a fresh one, as the token is not stored. */
export function reminder(props: ReminderProps): MailTemplate {
  const { brand, customerName, documentTitles, link } = props;
  const language = props.language ?? 'en';
  const t = translate(language);
  const dealer = brand.dealershipName;
  const count = documentTitles.length;
  const subject = props.subject?.trim() || t('mail.reminder.subject', { dealer });
  const element = h(
    Layout,
    {
      brand,
      language,
      title: subject,
      preview: t('mail.reminder.preview', { dealer }),
      heading: t('mail.reminder.heading'),
    },
    h(Paragraph, null, t('mail.hello', { name: customerName })),
    h(Paragraph, null, t('mail.reminder.sentence', { count, dealer })),
    h(List, { items: documentTitles, language }),
    h(MailButton, { brand, href: link, language }, t('mail.button')),
    h(Paragraph, null, t('mail.reminder.quick')),
    h(
      Paragraph,
      { small: true },
      t('mail.reminder.small', { date: formatDay(language, props.expiresAt), dealer }),
    ),
  );
  return { name: 'reminder', subject, element };
}
