import { createElement as h } from 'react';
import { type MailBrand, platformBrand } from './brand.ts';
import { Layout, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type PasswordResetProps = {
  /** Platform-branded by default: the account is a Docs2Sign account. */
  brand?: MailBrand;
  name: string;
  link: string;
};

/** The link to choose a new password; Better Auth's reset tokens last one hour. */
export function passwordReset(props: PasswordResetProps): MailTemplate {
  const { brand = platformBrand, name, link } = props;
  const subject = 'Reset your Docs2Sign password';
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: 'Choose a new password for your Docs2Sign account.',
      heading: 'Reset your password',
    },
    h(Paragraph, null, `Hello ${name},`),
    h(
      Paragraph,
      null,
      'Someone asked to reset the password of your Docs2Sign account. Choose a new password here; the link works for one hour.',
    ),
    h(MailButton, { brand, href: link }, 'Choose a new password'),
    h(
      Paragraph,
      { small: true },
      'If it was not you, ignore this e-mail: your password stays as it is, and nobody can use this link without access to your mailbox.',
    ),
  );
  return { name: 'password_reset', subject, element };
}
