import { createElement as h } from 'react';
import { type MailBrand, platformBrand } from './brand.ts';
import { Layout, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type SetPasswordProps = {
  /** Platform-branded by default: the account is a Docs2Sign account. */
  brand?: MailBrand;
  name: string;
  dealershipName: string;
  link: string;
  /** A member's invitation: who invited them ("Priya Shah") and as what ("sales"), instead of "an administrator". */
  invitedBy?: { name: string; role: string };
};

/** For a dealer account an administrator created: the dealer has no password until they choose one. */
export function setPassword(props: SetPasswordProps): MailTemplate {
  const { brand = platformBrand, name, dealershipName, link, invitedBy } = props;
  const why = invitedBy
    ? `${invitedBy.name} has invited you to join ${dealershipName} on Docs2Sign (role: ${invitedBy.role}).`
    : `An administrator has created a Docs2Sign account for you at ${dealershipName}.`;
  const subject = 'Set your Docs2Sign password';
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `Your Docs2Sign account for ${dealershipName} is ready: choose a password to sign in.`,
      heading: 'Your Docs2Sign account is ready',
    },
    h(Paragraph, null, `Hello ${name},`),
    h(Paragraph, null, `${why} Choose a password to sign in:`),
    h(MailButton, { brand, href: link }, 'Set your password'),
    h(
      Paragraph,
      { small: true },
      'If the link has expired, use "Forgot password" on the sign-in page to get a new one. If you were not expecting this account, you can ignore this e-mail.',
    ),
  );
  return { name: 'set_password', subject, element };
}
