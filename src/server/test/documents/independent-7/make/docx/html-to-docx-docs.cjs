// Writes the set's two html-to-docx Word files (paint and alloy insurance, a joint credit-search consent) from
// HTML; each place to sign is underscores in its own near-black tag colour (blue 3k/255), measured later on
// LibreOffice's rendition. Usage: node html-to-docx-docs.cjs OUTPUT_DIR (html-to-docx from NODE_PATH).
const fs = require('node:fs');
const path = require('node:path');
const HTMLtoDOCX = require('html-to-docx');

const tag = (k) => `#0000${(3 * k).toString(16).padStart(2, '0')}`;
const blank = (k, n) => `<span style="color:${tag(k)}">${'_'.repeat(n)}</span>`;
const rows = (pairs) =>
  `<table border="1">${pairs.map(([a, b]) => `<tr><td><b>${a}</b></td><td>${b}</td></tr>`).join('')}</table>`;

const paintAlloy = `
<h2>GlossGuard Paint, Alloy &amp; Interior Protection</h2>
<p>Certificate of insurance and statement of demands and needs. Sold by Ffion Bowen Car Sales, Carmarthen Road,
Swansea SA5 8LD, an introducer appointed representative of GlossGuard Insurance Services Ltd.</p>
${rows([
  ['Insured', 'Mr Gareth Llewellyn-Jones'],
  ['Vehicle and registration', 'Ford Puma 1.0 EcoBoost ST-Line, DY19 KLO'],
  [
    'Cover',
    'Cosmetic repair of paint chips, scratches and scuffs up to 30 cm, kerbed alloy wheels, interior stains and tears',
  ],
  ['Period', '36 months from 18/01/2025'],
  ['Premium', '£495.00 including Insurance Premium Tax'],
  ['Claims', 'Up to 3 repairs in each 12 months, each up to £400'],
])}
<h3>Demands and needs</h3>
<p>This insurance meets the needs of someone who wants to keep their vehicle's paintwork, wheels and interior in good
condition and avoid paying for small cosmetic repairs. You have not received advice or a recommendation from us.</p>
<p>You may cancel within 30 days and receive a full refund if no claim has been made. Damage from an accident reported
to your motor insurer is excluded.</p>
<h3>Declaration</h3>
<p>I have read the policy summary and wish to buy this insurance. I understand that buying it is optional.</p>
<p>&nbsp;</p><p>&nbsp;</p>
<p>${blank(1, 40)}</p>
<p><span style="font-size:8pt">Signature of insured</span></p>
<p>&nbsp;</p>
<p>${blank(2, 20)}</p>
<p><span style="font-size:8pt">Date</span></p>
<p>&nbsp;</p>
<p>${blank(3, 40)}</p>
<p><span style="font-size:8pt">Signed on behalf of Ffion Bowen Car Sales</span></p>
`;

const searchConsent = `
<h2>Privacy notice and consent to a credit search</h2>
<p>Lindqvist &amp; Moore Automotive, Sandy Lane, Bracknell RG12 2JW, is a credit broker. To find you finance we will pass
the information on your proposal to the lenders on our panel, who will search your record at one or more credit
reference agencies (TransUnion, Experian, Equifax). A search will leave a footprint on your credit file.</p>
${rows([
  ['First applicant', 'Adaeze Nwachukwu'],
  ['Second applicant', 'Pádraig Nwachukwu'],
  ['Vehicle of interest', 'Tesla Model Y Long Range AWD, registration RV22 UEH'],
  ['Vehicle being replaced', 'GN14 BZP (Vauxhall Insignia), to be sold privately'],
])}
<h3>How we use your information</h3>
<p>We use it to assess which lenders may accept your proposal, to prevent fraud and money laundering, and to meet our
legal obligations. Lenders may use it to manage your account. We keep it for six years after our relationship ends.</p>
<p>You have the right to ask for a copy of your information, to ask us to correct it, and to complain to the
Information Commissioner's Office.</p>
<h3>Marketing (optional)</h3>
<p>[ &nbsp;] E-mail &nbsp;&nbsp; [ &nbsp;] Text message &nbsp;&nbsp; [ &nbsp;] Post</p>
<h3>Consent</h3>
<p>We each consent to the searches described above and confirm that we have read this notice.</p>
<p>&nbsp;</p>
<p>First applicant's signature ${blank(1, 30)} &nbsp; Date ${blank(2, 14)}</p>
<p>&nbsp;</p>
<p>Second applicant's signature ${blank(3, 30)} &nbsp; Date ${blank(4, 14)}</p>
`;

async function write(html, file) {
  const bytes = await HTMLtoDOCX(html, null, { orientation: 'portrait', font: 'Arial', fontSize: 20 });
  fs.writeFileSync(file, bytes);
}

const out = process.argv[2];
write(paintAlloy, path.join(out, '13-paint-alloy-insurance.docx'))
  .then(() => write(searchConsent, path.join(out, '14-credit-search-consent.docx')))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
