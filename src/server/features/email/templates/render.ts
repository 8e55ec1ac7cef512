import type { ReactElement } from 'react';
import type { MailTemplateName } from '../../../../shared/dealer/email.schema.ts';

/**
 * What every template returns: its own name (the delivery log and previews use it), the subject, and the
 * mail's React tree (rendered once to HTML, once to text). Built through builders.ts, also its recipe:
 * the builder's name and props, from which the render thread makes the same tree (typed there as MailRecipe).
 */
export type MailTemplate = {
  name: MailTemplateName;
  subject: string;
  element: ReactElement;
  recipe?: { builder: string; props: unknown };
};

export type RenderedMail = { name: MailTemplateName; subject: string; html: string; text: string };

const textOptions = {
  selectors: [
    // html-to-text shouts headings in capitals by default; the plain-text mail should read like the HTML.
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    // A phone number is its own link target: "01632 960 123 tel:01632960123" would only add noise.
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * The HTML and plain-text bodies of a mail, on this thread (render-thread.ts's renderMail renders off the
 * event loop). Every value reaches the HTML through React, which escapes text and attribute values, so
 * customer names, titles and dealer notes cannot inject markup.
 */
export async function renderHere(template: MailTemplate): Promise<RenderedMail> {
  // Loaded with the first mail, not at start (it brings an HTML parser and React's server renderer).
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([
    render(template.element),
    render(template.element, { plainText: true, htmlToTextOptions: textOptions }),
  ]);
  return { name: template.name, subject: template.subject, html, text: text.trim() };
}
