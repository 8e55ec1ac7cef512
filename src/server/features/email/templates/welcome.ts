import { createElement as h, type ReactNode } from 'react';
import { type MailBrand, platformBrand } from './brand.ts';
import { Layout, List, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type WelcomeDay = 0 | 3 | 7;

export type WelcomeProps = {
  /** Platform-branded by default: onboarding comes from us, not from the dealership. */
  brand?: MailBrand;
  name: string;
  dealershipName: string;
  day: WelcomeDay;
  dashboardLink: string;
};

type Content = { subject: string; preview: string; heading: string; body: ReactNode[]; button: string };

// Each step names the screen and control as the app labels them, so a new dealer can follow along.
function dayZero(p: WelcomeProps): Content {
  return {
    subject: 'Welcome to Docs2Sign',
    preview: 'Three steps to your first signed document.',
    heading: 'Welcome to Docs2Sign',
    body: [
      h(Paragraph, { key: 'hi' }, `Hello ${p.name},`),
      h(
        Paragraph,
        { key: 'ready' },
        `Your Docs2Sign account for ${p.dealershipName} is ready. Three steps take you to your first signed document:`,
      ),
      h(List, {
        key: 'steps',
        ordered: true,
        items: [
          'Upload a document: on the Documents tab, add a PDF or Word file. We read its text and find where it needs signing.',
          'Add a customer: on the Customers tab, enter their name, e-mail, phone and postcode. The address and vehicle details can be looked up for you.',
          'Send for signing: choose the customer and the documents. Your customer gets a link by e-mail and signs on their phone; they need no account.',
        ],
      }),
    ],
    button: 'Open your dashboard',
  };
}

function dayThree(p: WelcomeProps): Content {
  return {
    subject: 'Make Docs2Sign look like your dealership',
    preview: 'Two settings that make every customer e-mail yours.',
    heading: 'Two tips for your customer e-mails',
    body: [
      h(Paragraph, { key: 'hi' }, `Hello ${p.name},`),
      h(
        Paragraph,
        { key: 'intro' },
        `Every e-mail your customers receive can carry ${p.dealershipName}'s look and come from your own address:`,
      ),
      h(List, {
        key: 'tips',
        items: [
          'Your branding: in Settings, General Settings, upload your logo and choose your brand colours, from-name and e-mail signature. Customers see them on every e-mail and on the signing page.',
          'Your business e-mail: in Settings, Email Settings, connect your own mail server and use Test Connection. Your customers then receive mail from your address, and their replies come straight to you.',
        ],
      }),
    ],
    button: 'Open your dashboard',
  };
}

function daySeven(p: WelcomeProps): Content {
  return {
    subject: 'How is Docs2Sign working for you?',
    preview: 'What happens after your customer signs, and where to get help.',
    heading: 'How is it going?',
    body: [
      h(Paragraph, { key: 'hi' }, `Hello ${p.name},`),
      h(
        Paragraph,
        { key: 'intro' },
        // Platform mail comes from a no-reply address (MAIL_FROM), so the help offered is not "reply".
        'You have had Docs2Sign for a week. If anything has been unclear, or a customer has had trouble signing, ask your Docs2Sign administrator: we are glad to help.',
      ),
      h(Paragraph, { key: 'after' }, 'A reminder of what happens after your customer signs:'),
      h(List, {
        key: 'steps',
        items: [
          'Your customer receives sealed PDF copies by e-mail. Each ends with a certificate of completion and carries a digital seal that shows nothing has changed since signing.',
          'You receive a notification, and the sealed copies wait on your dashboard under Signing Requests.',
          'Every step is kept in the audit trail: when the e-mail was sent, when your customer opened it, signed and submitted.',
        ],
      }),
    ],
    button: 'Open your dashboard',
  };
}

const content: Record<WelcomeDay, (p: WelcomeProps) => Content> = { 0: dayZero, 3: dayThree, 7: daySeven };

/** The onboarding series for a new dealer: day 0 on sign-up, then days 3 and 7. */
export function welcome(props: WelcomeProps): MailTemplate {
  const brand = props.brand ?? platformBrand;
  const c = content[props.day](props);
  const element = h(
    Layout,
    { brand, title: c.subject, preview: c.preview, heading: c.heading },
    ...c.body,
    h(MailButton, { brand, href: props.dashboardLink }, c.button),
  );
  return { name: `welcome_day_${props.day}`, subject: c.subject, element };
}
