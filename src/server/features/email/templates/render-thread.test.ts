import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES, platformBrand, renderMail } from './index.ts';
import { renderHere } from './render.ts';

describe('mail rendered on its own thread', () => {
  it('is the same mail, byte for byte, as rendered on the event loop, for every template', async () => {
    for (const name of MAIL_TEMPLATE_NAMES) {
      const template = MAIL_TEMPLATES[name](platformBrand);
      expect(template.recipe, name).toBeDefined();
      expect(await renderMail(template, { offThread: true }), name).toEqual(await renderHere(template));
    }
  });

  it('renders many at once, each with its own values, escaped', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `Customer <b>${i}</b> & Co`);
    const mails = await Promise.all(
      names.map((customerName) =>
        renderMail(MAIL_TEMPLATES.signed_copy({ ...platformBrand, dealershipName: customerName }), {
          offThread: true,
        }),
      ),
    );
    mails.forEach((mail, i) => {
      expect(mail.html).toContain(`Customer &lt;b&gt;${i}&lt;/b&gt; &amp; Co`);
      expect(mail.html).not.toContain('<b>');
      expect(mail.subject).toBe(`Your signed documents from Customer <b>${i}</b> & Co`);
    });
  });
});
