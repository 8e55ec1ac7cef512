import { createElement as h } from 'react';
import { platformBrand } from './brand.ts';
import { Layout, List, lines, MailButton, Paragraph } from './layout.ts';
import type { MailTemplate } from './render.ts';

export type DemoRequestProps = {
  contactName: string;
  phoneNumber: string;
  email: string;
  websiteDomain: string | null;
  /** Already worded for people, e.g. "Thursday 26 November 2026". */
  preferredDay: string;
  preferredCallTime: string;
  notes: string | null;
  /** Where administrators see every request. */
  link: string;
};

/** Tells the platform's administrators that a visitor asked for a personal demo on the landing page. */
export function demoRequest(props: DemoRequestProps): MailTemplate {
  const subject = `Demo request from ${props.contactName}`;
  const sentence = `${props.contactName} asked for a personal demo, to be called on ${props.preferredDay} between ${props.preferredCallTime.replace('-', ' and ')}.`;
  const element = h(
    Layout,
    { brand: platformBrand, title: subject, preview: sentence, heading: 'A visitor asked for a demo' },
    h(Paragraph, null, sentence),
    h(List, {
      items: [
        `Phone: ${props.phoneNumber}`,
        `E-mail: ${props.email}`,
        `Website: ${props.websiteDomain ?? 'not given'}`,
      ],
    }),
    props.notes ? h(Paragraph, null, 'Their notes: ', ...lines(props.notes)) : null,
    h(MailButton, { brand: platformBrand, href: props.link }, 'See all demo requests'),
  );
  return { name: 'demo_request', subject, element };
}
