import { createElement as h } from 'react';
import { type MailBrand, platformBrand } from './brand.ts';
import { Layout, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type SetPasswordProps = {
  /** Platform-branded by default: the account is a Docs2Sign account. */
  brand?: MailBrand;
  name: string;
  dealershipName: string;
  /**
   * The set-password link; null for an invitation to an address that already has an account, which cannot
   * join another dealership: the mail then says so and how to join (team/invitations.ts).
   */
  link: string | null;
  /** A member's invitation: who invited them ("Priya Shah") and as what ("sales"), instead of "an administrator". */
  invitedBy?: { name: string; role: string };
};

/** For a dealer account an administrator created: the dealer has no password until they choose one. */
export function setPassword(props: SetPasswordProps): MailTemplate {
  const { brand = platformBrand, name, dealershipName, link, invitedBy } = props;
  if (link === null) return accountExists({ brand, name, dealershipName, invitedBy });
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

/** An invitation to an address that already has a Docs2Sign account: why it cannot join, and what to do. */
function accountExists(props: Omit<SetPasswordProps, 'link'> & { brand: MailBrand }): MailTemplate {
  const { brand, name, dealershipName, invitedBy } = props;
  const who = invitedBy?.name ?? 'Someone';
  const subject = `Your invitation to join ${dealershipName} on Docs2Sign`;
  const element = h(
    Layout,
    {
      brand,
      title: subject,
      preview: `${who} has invited you to join ${dealershipName} on Docs2Sign.`,
      heading: 'You have been invited',
    },
    h(Paragraph, null, `Hello ${name},`),
    h(
      Paragraph,
      null,
      `${who} has invited you to join ${dealershipName} on Docs2Sign${invitedBy ? ` (role: ${invitedBy.role})` : ''}. This e-mail address already has a Docs2Sign account, and an account belongs to one dealership, so it cannot join ${dealershipName} as well.`,
    ),
    h(
      Paragraph,
      null,
      `To join, ask ${who} to invite another e-mail address of yours. Your existing account is unchanged, and nobody at ${dealershipName} has been told that it exists.`,
    ),
    h(Paragraph, { small: true }, 'If you were not expecting this invitation, you can ignore this e-mail.'),
  );
  return { name: 'set_password', subject, element };
}
