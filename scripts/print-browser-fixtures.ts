// Prints the browser-made test documents (src/server/test/documents/browser-printed) with Chromium, as a
// dealer's web-based system does: HTML pages set into about:blank and printed to PDF, so each PDF's Title
// is "about:blank" and its text is laid out by Chromium's own fonts. The PDFs are committed; run again
// (`npm exec -- node scripts/print-browser-fixtures.ts`) only to change them. Every name, address and
// figure is fictional (drama-range phone numbers, example.com addresses).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const outDir = path.resolve(
  fileURLToPath(import.meta.url),
  '../../src/server/test/documents/browser-printed',
);

const style = `<style>
  body { font-family: Arial, Helvetica, sans-serif; font-size: 11pt; margin: 0; }
  h1 { font-size: 18pt; margin: 0 0 12pt; }
  table { border-collapse: collapse; width: 100%; margin: 8pt 0; }
  td, th { border: 1px solid #999; padding: 3pt 5pt; text-align: left; }
  .block { margin: 0 0 10pt; }
  .block h2 { font-size: 11pt; margin: 0 0 2pt; }
  .block p { margin: 0; }
  .cols { display: flex; gap: 40pt; }
  .sign { margin-top: 24pt; }
  .small { font-size: 8pt; }
</style>`;

const invoice = `<!doctype html><html><head>${style}</head><body>
<p>Kestrel Vale Motors Ltd, 2 Station Road, Harrogate HG1 1AA · Tel 01423 500100 · VAT 123 4567 89</p>
<h1>Sales Invoice</h1>
<p>Invoice number: KVM-20418 &nbsp; Invoice date: 14/03/2026</p>
<p>Customer name: Olivia Bennett</p>
<p>Address: 14 Mill Lane, Headingley, Leeds LS6 2AB</p>
<table><tr><th>Item</th><th>Amount</th></tr>
<tr><td>Ford Focus 1.0 EcoBoost Titanium, registration YJ19 KXU</td><td>£12,495.00</td></tr>
<tr><td>Delivery and first registration</td><td>£195.00</td></tr>
<tr><td>Total</td><td>£12,690.00</td></tr></table>
<p>Goods remain the property of the seller until paid for in full.</p>
<p class="sign">Customer signature: ______________________________ &nbsp;&nbsp; Date: ______________</p>
</body></html>`;

const agreement = `<!doctype html><html><head>${style}</head><body>
<h1>Hire Purchase Agreement</h1>
<p>Agreement number: NVC-448120 regulated by the Consumer Credit Act 1974</p>
<div class="block"><h2>The Creditor</h2>
<p>Northway Vehicle Credit plc</p><p>10 Finance Street</p><p>Leeds LS1 4AB</p>
<p>Tel: 0113 496 0000</p><p>Email: agreements@northway-credit.example.com</p></div>
<div class="block"><h2>The Dealer</h2>
<p>Wolds Road Motors Ltd</p><p>Unit 3, Wolds Road</p><p>Hull HU5 2TT</p>
<p>Tel: 01482 960 321</p><p>Email: sales@woldsroad.example.com</p></div>
<div class="block"><h2>The Hirer</h2>
<p>Name: Aisha Rahman</p><p>Address: 27 Orchard Close</p><p>Kings Heath</p><p>Birmingham B14 7QT</p>
<p>Mobile: 07700 900123</p><p>Email: aisha.rahman@example.com</p></div>
<table><tr><th>Goods</th><th>Registration</th><th>Cash price</th></tr>
<tr><td>Kia Ceed 1.5 T-GDi 3</td><td>MA21 XYZ</td><td>£15,250.00</td></tr></table>
<p>Complaints: if you are not satisfied with our answer you may refer your complaint to the
Financial Ombudsman Service, Exchange Tower, London E14 9SR. Tel: 0800 023 4567.
Email: complaint.info@financial-ombudsman.org.uk</p>
<p class="small">This is a credit agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.</p>
<p class="sign">Signature of Hirer: ______________________________ &nbsp;&nbsp; Date: ______________</p>
<p class="sign">Signed for and on behalf of the Creditor: ______________________ &nbsp;&nbsp; Date: ______________</p>
</body></html>`;

// The parties side by side, each block labelled alike, the customer named only as "Mr D Okonjo": the
// labels and the name nearby say nothing about which block is whose, only the headings do.
const sideBySide = `<!doctype html><html><head>${style}</head><body>
<h1>Conditional Sale Agreement</h1>
<p>Agreement number: NVC-551207</p>
<div class="cols">
<div class="block"><h2>Creditor</h2>
<p>Name: Northway Vehicle Credit plc</p><p>Address: 10 Finance Street, Leeds</p><p>Postcode: LS1 4AB</p>
<p>Email: agreements@northway-credit.example.com</p><p>Tel: 0113 496 0000</p></div>
<div class="block"><h2>Customer</h2>
<p>Name: Mr D Okonjo</p><p>Address: 5 Beech Grove, Sale</p><p>Postcode: M33 6RT</p>
<p>Email: d.okonjo@example.com</p><p>Mobile: 07700 900555</p></div>
</div>
<div class="cols">
<div class="block"><h2>Dealer</h2>
<p>Name: Wolds Road Motors Ltd</p><p>Address: Unit 3, Wolds Road, Hull</p><p>Postcode: HU5 2TT</p>
<p>Email: sales@woldsroad.example.com</p><p>Mobile: 07700 900999</p></div>
<div class="block"><h2>Complaints</h2>
<p>Financial Ombudsman Service</p><p>Exchange Tower, London</p><p>Postcode: E14 9SR</p>
<p>Email: complaint.info@financial-ombudsman.org.uk</p><p>Tel: 0800 023 4567</p></div>
</div>
<table><tr><th>Goods</th><th>Registration</th><th>Cash price</th></tr>
<tr><td>Skoda Octavia 2.0 TDI SE</td><td>MD70 KLT</td><td>£17,450.00</td></tr></table>
<p class="sign">Signature of Customer: ______________________________ &nbsp;&nbsp; Date: ______________</p>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [file, html] of [
    ['invoice-about-blank.pdf', invoice],
    ['hire-purchase-four-parties.pdf', agreement],
    ['conditional-sale-side-by-side.pdf', sideBySide],
  ] as const) {
    await page.setContent(html);
    const pdf = await page.pdf({
      format: 'A4',
      margin: { top: '40px', bottom: '40px', left: '40px', right: '40px' },
    });
    writeFileSync(path.join(outDir, file), pdf);
    console.log(`${file}: ${pdf.length} bytes`);
  }
} finally {
  await browser.close();
}
