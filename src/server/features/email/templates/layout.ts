// Each component from its own small package: the all-in-one package also loads a Markdown parser, Prism
// and Tailwind (45 MB and over a second at start) for components no mail uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  readableTextOn,
} from '../../../../shared/dealer/brand.ts';
import { type CustomerLanguage, directionOf } from '../../../../shared/i18n/languages.ts';
import { translate } from '../../../lib/i18n.ts';
import { isPlatformBrand, type MailBrand } from './brand.ts';

// System fonts: web fonts are blocked or slow in most mail clients, and these render well everywhere.
const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'";
// Body text and muted text both keep at least 7:1 / 4.5:1 contrast on white and on the page background.
const ink = '#1f2937';
const muted = '#4b5563';
const pageBackground = '#f3f4f6';
// Underlined, so a link is not told apart by colour alone (WCAG 1.4.1).
const linkStyle = { color: muted, textDecoration: 'underline' };

/**
 * A dealer colour as written into inline CSS. Settings validate #rrggbb, but a template must not trust that:
 * anything else in a style attribute could add declarations of its own.
 */
export function safeColour(value: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : fallback;
}

/** Only absolute http(s) URLs: a relative one means nothing in a mailbox, and other schemes are unsafe. */
function absoluteUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    // The dealer's own spelling is kept: url.href would add a trailing slash to a bare domain.
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.trim() : null;
  } catch {
    return null;
  }
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "22 December 2026", in UK time: a link expiring at 23:30 UTC on 31 July expires on 1 August in London. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/**
 * Multi-line text (signatures, notes, messages) as lines joined by <br>: `white-space: pre-line` is ignored
 * by some clients, and the plain-text conversion keeps <br> as a line break but collapses raw newlines.
 */
export function lines(text: string): ReactNode[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: `br${i}` }), line]));
}

const rtl = (language: CustomerLanguage | undefined) =>
  language !== undefined && directionOf(language) === 'rtl';

const paragraphStyle = { fontSize: '16px', lineHeight: '24px', color: ink, margin: '0 0 16px' };

export function Paragraph(props: { children?: ReactNode; small?: boolean }) {
  const style = props.small
    ? { ...paragraphStyle, fontSize: '14px', lineHeight: '20px', color: muted }
    : paragraphStyle;
  return h(Text, { style }, props.children);
}

/** A bulleted list (documents, steps); in the plain-text version it becomes " * item" lines. */
export function List(props: { items: ReactNode[]; ordered?: boolean; language?: CustomerLanguage }) {
  // Mail clients know little of logical properties: the bullets' side is named outright.
  const indent = rtl(props.language) ? { paddingRight: '24px' } : { paddingLeft: '24px' };
  return h(
    props.ordered ? 'ol' : 'ul',
    { style: { ...paragraphStyle, ...indent } },
    props.items.map((item, i) => h('li', { key: i, style: { margin: '0 0 6px' } }, item)),
  );
}

/** A boxed quotation of something the dealer wrote, so the customer can tell it apart from our wording. */
export function Quote(props: { brand: MailBrand; label: string; text: string; language?: CustomerLanguage }) {
  const border = safeColour(props.brand.primaryColor, DEFAULT_PRIMARY_COLOR);
  return h(
    Section,
    {
      style: {
        [rtl(props.language) ? 'borderRight' : 'borderLeft']: `4px solid ${border}`,
        backgroundColor: '#f9fafb',
        padding: '12px 16px',
        margin: '0 0 16px',
      },
    },
    h(Text, { style: { ...paragraphStyle, margin: '0 0 4px', fontWeight: 600 } }, props.label),
    h(Text, { style: { ...paragraphStyle, margin: 0 } }, ...lines(props.text)),
  );
}

// The renderer's marker for "HTML only"; spread in, as React's prop types list no data-* attributes.
const skipInText = { 'data-skip-in-text': 'true' };

/**
 * The call to action in the dealer's colour, its text black or white for contrast. The link is repeated in
 * full under it because some clients block styled buttons, and a screen reader user may want the address.
 */
export function MailButton(props: {
  brand: MailBrand;
  href: string;
  children?: ReactNode;
  language?: CustomerLanguage;
}) {
  const background = safeColour(props.brand.primaryColor, DEFAULT_PRIMARY_COLOR);
  return h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(
      Button,
      {
        href: props.href,
        style: {
          backgroundColor: background,
          color: readableTextOn(background),
          fontSize: '16px',
          fontWeight: 600,
          lineHeight: '24px',
          borderRadius: '6px',
          padding: '12px 24px',
          textDecoration: 'none',
        },
      },
      props.children,
    ),
    // Left out of the plain-text version, where the button itself already prints the address.
    h(
      Text,
      {
        style: { fontSize: '13px', lineHeight: '20px', color: muted, margin: '12px 0 0' },
        ...skipInText,
      },
      translate(props.language ?? 'en')('mail.buttonFallback'),
      h(Link, { href: props.href, style: { ...linkStyle, wordBreak: 'break-all' } }, props.href),
    ),
  );
}

function Header({ brand }: { brand: MailBrand }) {
  const background = safeColour(brand.primaryColor, DEFAULT_PRIMARY_COLOR);
  const accent = safeColour(brand.secondaryColor, DEFAULT_SECONDARY_COLOR);
  const colour = readableTextOn(background);
  const logo = absoluteUrl(brand.logoUrl);
  return h(
    Section,
    { style: { backgroundColor: background, borderBottom: `4px solid ${accent}`, padding: '20px 24px' } },
    // The dealership's name as alt: mail clients that hold images back show it in the logo's place.
    logo
      ? h(Img, {
          src: logo,
          alt: brand.dealershipName,
          height: 48,
          style: { height: '48px', width: 'auto', maxWidth: '200px', marginBottom: '8px' },
        })
      : null,
    h(
      Text,
      { style: { color: colour, fontSize: '20px', lineHeight: '28px', fontWeight: 700, margin: 0 } },
      brand.dealershipName,
    ),
  );
}

function Footer({ brand }: { brand: MailBrand }) {
  const signature = brand.emailSignature?.trim() || brand.emailFromName?.trim() || brand.dealershipName;
  const website = absoluteUrl(brand.dealershipWebsite);
  const phone = brand.dealershipPhone?.trim();
  const contact: ReactNode[] = [
    brand.dealershipAddress?.trim()
      ? h('span', { key: 'address' }, ...lines(brand.dealershipAddress.trim()))
      : null,
    // A tel: link lets a customer on a phone call the dealer with one tap.
    phone
      ? h(Link, { key: 'phone', href: `tel:${phone.replace(/[^\d+]/g, '')}`, style: linkStyle }, phone)
      : null,
    website
      ? h(Link, { key: 'web', href: website, style: linkStyle }, website)
      : brand.dealershipWebsite?.trim() || null,
  ].filter((part) => part !== null);
  return h(
    Section,
    { style: { padding: '0 24px 24px' } },
    h(Text, { style: { ...paragraphStyle, margin: '0 0 16px' } }, ...lines(signature)),
    contact.length > 0
      ? h(
          Section,
          null,
          h(Hr, { style: { borderColor: '#e5e7eb', margin: '0 0 16px' } }),
          h(
            Text,
            { style: { fontSize: '13px', lineHeight: '20px', color: muted, margin: 0 } },
            h('strong', null, brand.dealershipName),
            ...contact.flatMap((part, i) => [h('br', { key: `sep${i}` }), part]),
          ),
        )
      : null,
  );
}

/**
 * The frame every mail shares: the dealer's header band, a white body with a heading, then the signature and
 * contact details. `preview` is the line mail clients show after the subject in the inbox.
 */
export function Layout(props: {
  brand: MailBrand;
  title: string;
  preview: string;
  heading: string;
  children?: ReactNode;
  /** The customer's language (their mail only); the dealer's own mail is English. */
  language?: CustomerLanguage;
}) {
  const { brand } = props;
  const language = props.language ?? 'en';
  // Our own mail needs no "Sent with Docs2Sign" under "The Docs2Sign team".
  const isPlatform = isPlatformBrand(brand);
  return h(
    Html,
    { lang: language === 'en' ? 'en-GB' : language, dir: directionOf(language) },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      // The header colour and text colour are chosen for each other; a client's dark mode would undo that.
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
      h('title', null, props.title),
    ),
    h(Preview, null, props.preview),
    h(
      Body,
      {
        // Said again on the body: some mail clients drop the <html> element's attributes.
        dir: directionOf(language),
        style: { backgroundColor: pageBackground, fontFamily, margin: 0, padding: '24px 8px' },
      },
      h(
        Container,
        {
          style: {
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            overflow: 'hidden',
          },
        },
        h(Header, { brand }),
        h(
          Section,
          { style: { padding: '24px 24px 8px' } },
          h(
            Heading,
            { as: 'h1', style: { fontSize: '22px', lineHeight: '30px', color: ink, margin: '0 0 16px' } },
            props.heading,
          ),
          props.children,
        ),
        h(Footer, { brand }),
      ),
      isPlatform
        ? null
        : h(
            Text,
            {
              style: {
                fontSize: '12px',
                lineHeight: '18px',
                color: muted,
                textAlign: 'center',
                margin: '16px 0 0',
              },
            },
            translate(language)('mail.sentWith'),
          ),
    ),
  );
}
