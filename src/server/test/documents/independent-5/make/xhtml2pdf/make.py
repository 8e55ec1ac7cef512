#!/usr/bin/python3
# Three documents as a dealer's web back-office prints them through xhtml2pdf: HTML and CSS, tables for layout.
# Every signing place's marks (cell borders, underscores) are in their own tag colour #0000NN for measure.py.
import json, sys, os
from xhtml2pdf import pisa

OUT = sys.argv[1]
FONT = '/usr/share/fonts/truetype/dejavu/'
CSS = f'''
@font-face {{ font-family: dv; src: url({FONT}DejaVuSans.ttf); }}
@font-face {{ font-family: dv; src: url({FONT}DejaVuSans-Bold.ttf); font-weight: bold; }}
@page {{ size: a4; margin: 1.6cm 1.6cm 2cm 1.6cm; @frame footer {{ -pdf-frame-content: foot; bottom: 0.8cm; margin-left: 1.6cm; margin-right: 1.6cm; height: 0.8cm; }} }}
body {{ font-family: dv; font-size: 8.5pt; line-height: 1.3; }}
h1 {{ font-size: 15pt; margin: 0 0 4pt 0; }} h2 {{ font-size: 10.5pt; margin: 8pt 0 2pt 0; background: #e8eef4; padding: 2pt; }}
table.g td {{ border: 0.5pt solid #888888; padding: 3pt; }} td {{ vertical-align: top; }}
.small {{ font-size: 7pt; color: #444444; }}
'''
def tag(n): return '#%06x' % n

def write(name, html, spec, title=None):
    meta = f'<title>{title}</title>' if title else ''
    with open(f'{OUT}/{name}.pdf', 'wb') as f:
        r = pisa.CreatePDF(f'<html><head>{meta}<style>{CSS}</style></head><body>{html}</body></html>', dest=f)
        assert not r.err
    spec.setdefault('file', f'{name}.pdf'); spec['format'] = 'pdf'
    json.dump(spec, open(f'{OUT}/{name}.spec.json', 'w'), indent=2, ensure_ascii=False)

def foot(s): return f'<div id="foot" class="small">{s} — page <pdf:pagenumber> of <pdf:pagecount></div>'

def clauses(n, text):
    return ''.join(f'<p><b>{i}.</b> {text}</p>' for i in range(1, n + 1))

# 04: a PCP agreement, Polish name, signature and date in table cells, dealer's cell beside them
pcp_terms = ('You may end this agreement at any time by writing to us; if you have paid at least half of the total amount payable '
  'you may return the vehicle, provided it has been reasonably cared for. At the end of the term you may pay the optional final '
  'payment and the option to purchase fee to own the vehicle, return it subject to the excess mileage charge and fair wear and tear '
  'standards of the BVRLA, or part-exchange it. Excess mileage is charged at 8.2p per mile over 40,000 miles.')
write('04-pcp-agreement', f'''
{foot('Calder Auto Credit plc, Registered office: 9 Wellington Street, Leeds LS1 4DL. Registered in England no. 03119877. FRN 309221.')}
<table><tr><td width="60%"><h1>Personal Contract Purchase Agreement</h1>
<span>Regulated by the Consumer Credit Act 1974 · Agreement no. CAC-PCP-0098817</span></td>
<td width="40%" align="right"><b>Calder Auto Credit plc</b><br/>9 Wellington Street, Leeds LS1 4DL<br/>0345 600 7710 · agreements@calderautocredit.co.uk</td></tr></table>
<h2>Parties</h2>
<table class="g"><tr><td width="50%"><b>Customer</b><br/>Mrs Katarzyna WIŚNIEWSKA<br/>Flat 6, 41 Lister Gate<br/>Nottingham NG1 7DE<br/>07700 900 264</td>
<td width="50%"><b>Dealer (credit broker)</b><br/>Trentside Cars Ltd<br/>Queens Road, Nottingham NG2 3AS<br/>0115 948 2260 · FRN 640933</td></tr></table>
<h2>Vehicle</h2>
<table class="g"><tr><td width="25%">Make and model</td><td width="75%">Volkswagen T-Roc 1.5 TSI Life 5dr</td></tr>
<tr><td>Registration</td><td>YD70 KPF</td></tr><tr><td>VIN / mileage</td><td>WVGZZZA1ZMV061554 · 23,811 miles</td></tr>
<tr><td>Part exchange</td><td>Peugeot 208, FG12 NXA, allowance £3,150.00 (no settlement)</td></tr></table>
<h2>Financial details</h2>
<table class="g">
<tr><td width="60%">Cash price</td><td>£19,250.00</td></tr><tr><td>Part exchange and cash deposit</td><td>£4,150.00</td></tr>
<tr><td>Amount of credit</td><td>£15,100.00</td></tr><tr><td>Interest</td><td>£3,987.60</td></tr>
<tr><td>Option to purchase fee (included in the final payment)</td><td>£10.00</td></tr>
<tr><td>Total amount payable</td><td>£23,137.60</td></tr><tr><td>36 monthly payments of</td><td>£259.30</td></tr>
<tr><td>Optional final payment (guaranteed future value)</td><td>£9,602.80</td></tr><tr><td>APR representative / fixed rate</td><td>9.9% / 5.12% p.a.</td></tr></table>
<h2>Key terms</h2>
{clauses(3, pcp_terms)}
<pdf:nextpage />
<h2>Further terms</h2>
{clauses(5, 'If you fail to pay any amount when due we may charge interest on it and send you arrears notices. Repossession: if you have paid one third of the total amount payable we may not take the vehicle back without a court order. Complaints may be referred to the Financial Ombudsman Service, Exchange Tower, London E14 9SR, 0800 023 4567.')}
<h2>Signatures</h2>
<p>This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.</p>
<table><tr>
<td width="55%" style="border: 0.8pt solid {tag(41)}; height: 48pt; padding: 3pt;"><span class="small">Signature of Customer</span></td>
<td width="5%"></td>
<td width="40%" style="border: 0.8pt solid {tag(42)}; height: 48pt; padding: 3pt;"><span class="small">Date</span></td></tr></table>
<br/>
<table><tr>
<td width="55%" style="border: 0.8pt solid {tag(43)}; height: 48pt; padding: 3pt;"><span class="small">Signed for the Creditor, Calder Auto Credit plc</span></td>
<td width="5%"></td>
<td width="40%" style="border: 0.8pt solid {tag(44)}; height: 48pt; padding: 3pt;"><span class="small">Dealer's confirmation: identity checked (Trentside Cars Ltd)</span></td></tr></table>
<p class="small">Data protection: see our Privacy Notice. ICO, Wycliffe House, Water Lane, Wilmslow SK9 5AF.</p>
''', {
  'kinds': ['producer: xhtml2pdf', 'kind: PCP', 'Polish name in capitals with title', 'signature and date inside table cells with the label inside', 'part-exchange plate', 'signatures on page 2'],
  'documentType': 'finance_agreement', 'customerName': 'Katarzyna Wiśniewska', 'otherCustomers': [],
  'vehicleRegistration': 'YD70KPF', 'otherRegistrations': ['FG12NXA'], 'dealershipName': 'Trentside Cars Ltd',
  'places': [
    {'label': 'Signature of Customer', 'signer': 'customer', 'tag': 41, 'mark': 'box', 'dateTag': 42, 'dateMark': 'box'},
    {'label': 'Signed for the Creditor, Calder Auto Credit plc', 'signer': None, 'tag': 43, 'mark': 'box'},
    {'label': "Dealer's confirmation: identity checked (Trentside Cars Ltd)", 'signer': 'dealer', 'tag': 44, 'mark': 'box'},
  ]}, title='PCP agreement CAC-PCP-0098817')

# 05: a service plan with its Direct Debit mandate on the second page
U = lambda n, k: f'<span style="color:{tag(n)}">{"_" * k}</span>'
write('05-service-plan-dd', f'''
{foot('Ridgeway Motor Group · Service Plans Department · 0118 950 4411 · serviceplans@ridgewaymotors.co.uk')}
<h1>Ridgeway Motor Group — Fixed Price Service Plan</h1>
<p>Reading Road, Wokingham RG41 1EH · Plan number SP-2025-30417 · Administered by Ridgeway Motor Group Ltd, FRN 701245</p>
<h2>Plan holder</h2>
<table class="g"><tr><td width="30%">Name</td><td>Mr M. A. CHAUDHRY (Mohammed Arif)</td></tr>
<tr><td>Address</td><td>88 Shinfield Road, Reading RG2 7DA</td></tr>
<tr><td>Vehicle</td><td>Toyota Corolla 1.8 Hybrid Icon Tech, registration BD68 FTE</td></tr>
<tr><td>Plan</td><td>3 services over 36 months: annual service, major service, annual service; brake fluid and MOT included</td></tr>
<tr><td>Monthly payment</td><td>£27.50 by Direct Debit for 36 months, first collection 01/01/2026</td></tr></table>
<p>While your car is serviced we will lend you a courtesy car when booked in advance (our courtesy fleet includes YF73 PZK and YF73 PZL); you must hold a full licence and the courtesy car agreement applies.</p>
<h2>Terms of the plan</h2>
{clauses(5, 'The plan covers the services listed for the vehicle named only and is transferable to a new keeper for a fee of £25. It does not cover wear-and-tear items, tyres, or repairs found at a service; we will quote for any such work before doing it. If a Direct Debit is returned unpaid the plan is suspended until arrears are cleared. You may cancel within 14 days for a full refund.')}
<p><b>Plan holder's signature</b> {U(51, 40)} &nbsp; <b>Date</b> {U(52, 14)}</p>
<p><b>Service Advisor</b> {U(53, 40)}</p>
<pdf:nextpage />
<h1>Instruction to your bank or building society to pay by Direct Debit</h1>
<table class="g"><tr><td width="50%">Service user number<br/><b>4 2 7 7 1 9</b></td><td>Reference<br/><b>SP-2025-30417</b></td></tr>
<tr><td>Name(s) of account holder(s)<br/>MOHAMMED ARIF CHAUDHRY</td><td>Bank/building society account number<br/>4 1 0 9 2 2 7 6</td></tr>
<tr><td>Branch sort code<br/>20 - 45 - 77</td><td>Name and full postal address of your bank<br/>Barclays Bank UK PLC, 1 Broad Street, Reading RG1 2BH</td></tr></table>
<p><b>Instruction to your bank or building society.</b> Please pay Ridgeway Motor Group Ltd Direct Debits from the account detailed in this Instruction subject to the safeguards assured by the Direct Debit Guarantee. I understand that this Instruction may remain with Ridgeway Motor Group Ltd and, if so, details will be passed electronically to my bank/building society.</p>
<table><tr><td width="60%" style="border: 0.8pt solid {tag(54)}; height: 40pt;"><span class="small">Signature(s)</span></td><td width="5%"></td>
<td width="35%" style="border: 0.8pt solid {tag(55)}; height: 40pt;"><span class="small">Date</span></td></tr></table>
<p class="small">Banks and building societies may not accept Direct Debit Instructions for some types of account.</p>
<h2>The Direct Debit Guarantee</h2>
<p>This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits. If there are any changes to the amount, date or frequency of your Direct Debit Ridgeway Motor Group Ltd will notify you 10 working days in advance of your account being debited or as otherwise agreed. If an error is made in the payment of your Direct Debit by Ridgeway Motor Group Ltd or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society. You can cancel a Direct Debit at any time by simply contacting your bank or building society.</p>
''', {
  'kinds': ['producer: xhtml2pdf', 'kind: service plan with Direct Debit mandate', 'initials and capitals', 'courtesy-car plates as decoys', 'underscores on page 1, mandate box on page 2'],
  'documentType': 'service_contract', 'customerName': 'Mohammed Chaudhry', 'otherCustomers': [],
  'vehicleRegistration': 'BD68FTE', 'otherRegistrations': ['YF73PZK', 'YF73PZL'], 'dealershipName': 'Ridgeway Motor Group',
  'places': [
    {'label': "Plan holder's signature", 'signer': 'customer', 'tag': 51, 'mark': 'text', 'dateTag': 52},
    {'label': 'Service Advisor', 'signer': 'dealer', 'tag': 53, 'mark': 'text'},
    {'label': 'Signature(s)', 'signer': 'customer', 'tag': 54, 'mark': 'box', 'dateTag': 55, 'dateMark': 'box'},
  ]}, title='Service Plan SP-2025-30417')

# 06: privacy and marketing consent, Welsh name, no vehicle of its own beyond an enquiry
write('06-privacy-consent', f'''
{foot('Dyfed Motor Company Ltd · Parc Pensarn, Carmarthen SA31 2NF · 01267 232 880 · dpo@dyfedmotors.co.uk')}
<table><tr><td width="65%"><h1>How we use your information</h1><b>Privacy notice and marketing preferences / Hysbysiad preifatrwydd</b></td>
<td width="35%" align="right"><b>Dyfed Motor Company Ltd</b><br/>Parc Pensarn, Carmarthen SA31 2NF<br/>01267 232 880</td></tr></table>
<table class="g"><tr><td width="30%">Customer</td><td>Eluned Prydderch</td></tr><tr><td>Enquiry</td><td>Used vehicle enquiry, stock ref DM-7721 (Nissan Qashqai, CY21 HVT)</td></tr><tr><td>Customer no.</td><td>DMC-048812</td></tr></table>
<h2>Who we are</h2><p>Dyfed Motor Company Ltd is the data controller. Our Data Protection Officer can be contacted at the address above or dpo@dyfedmotors.co.uk.</p>
<h2>What we use your data for</h2>{clauses(5, 'We use your contact details, your vehicle details and your finance enquiry to deal with your purchase, to arrange finance with our panel of lenders, and to meet our legal obligations. Lenders will search credit reference agencies. We keep sales records for seven years.')}
<h2>Your rights</h2><p>You may ask for a copy of your data, have it corrected, or object to its use. You may complain to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF, 0303 123 1113, ico.org.uk.</p>
<h2>Marketing preferences</h2>
<table class="g"><tr><td width="40%">Email</td><td>[ X ] Yes  [ &nbsp; ] No</td></tr><tr><td>SMS</td><td>[ &nbsp; ] Yes  [ X ] No</td></tr><tr><td>Post</td><td>[ X ] Yes  [ &nbsp; ] No</td></tr><tr><td>Telephone</td><td>[ &nbsp; ] Yes  [ X ] No</td></tr></table>
<p>&nbsp;</p>
<p>Signed {U(61, 36)} &nbsp;&nbsp; Dated {U(62, 14)}</p>
<p>Print name: ELUNED PRYDDERCH</p>
''', {
  'kinds': ['producer: xhtml2pdf', 'kind: privacy and marketing consent', 'Welsh name', 'stock plate in an enquiry', 'Signed ____ Dated ____'],
  'documentType': 'other', 'customerName': 'Eluned Prydderch', 'otherCustomers': [],
  'vehicleRegistration': 'CY21HVT', 'otherRegistrations': [], 'dealershipName': 'Dyfed Motor Company Ltd',
  'places': [{'label': 'Signed', 'signer': 'customer', 'tag': 61, 'mark': 'text', 'dateTag': 62}]}, title='Privacy notice')

# 23 (source): a sold-as-seen trade-sale disclaimer; photo-it.py photographs the print
write('23-sold-as-seen-source', f'''
{foot('Blackwater Trade Cars · Unit 9, Maldon Road Industrial Estate, Witham CM8 3HB · 01376 500 644')}
<h1>SOLD AS SEEN — TRADE / SPARES OR REPAIR DISCLAIMER</h1>
<p><b>Blackwater Trade Cars</b>, Unit 9, Maldon Road Industrial Estate, Witham CM8 3HB · 01376 500 644 · trade@blackwatertradecars.co.uk</p>
<table class="g"><tr><td width="30%">Buyer</td><td>Mr Chukwuemeka OKAFOR</td></tr>
<tr><td>Address</td><td>17 Rickstones Road, Witham CM8 2NA</td></tr>
<tr><td>Vehicle</td><td>Land Rover Freelander 2 2.2 TD4 GS, 2011</td></tr>
<tr><td>Registration</td><td>EF61 XKA</td></tr><tr><td>Mileage</td><td>138,900 (not warranted)</td></tr><tr><td>Price</td><td>£1,650.00 cash</td></tr></table>
<h2>Known faults</h2>
<p>Rear differential noisy; engine management light on (fault code P0401); offside front wing corroded; no MOT after 14/01/2026.</p>
<h2>Disclaimer</h2>
<p>This vehicle is sold as seen, for spares or repair, at a price that reflects its condition and the faults listed above. No warranty is given or implied. The buyer has inspected the vehicle, has been given the opportunity to have it inspected independently, and accepts it with the faults listed. Nothing in this document takes away the rights of a consumer under the Consumer Rights Act 2015 in respect of faults that were not disclosed. The buyer's old vehicle, 1962 BH, is not taken in part-exchange.</p>
<p>&nbsp;</p>
<p><b>Buyer's signature</b> {U(11, 34)} &nbsp; <b>Date</b> {U(12, 14)}</p>
<p>&nbsp;</p>
<p><b>Seller (for Blackwater Trade Cars)</b> {U(13, 30)}</p>
''', {
  'file': '23-sold-as-seen-photo.pdf', 'measureFrom': '23-sold-as-seen-source.pdf', 'hasTextLayer': False,
  'kinds': ['producer: ImageMagick phone photo of an xhtml2pdf print', 'kind: sold-as-seen warranty disclaimer', 'photo: shrunk, turned 2 degrees, shaded, no text layer', 'Nigerian name with surname in capitals', 'dateless private plate decoy'],
  'documentType': 'warranty_disclaimer', 'customerName': 'Chukwuemeka Okafor', 'otherCustomers': [],
  'vehicleRegistration': 'EF61XKA', 'otherRegistrations': ['1962BH'], 'dealershipName': 'Blackwater Trade Cars',
  'places': [
    {'label': "Buyer's signature", 'signer': 'customer', 'tag': 11, 'mark': 'text', 'dateTag': 12},
    {'label': 'Seller (for Blackwater Trade Cars)', 'signer': 'dealer', 'tag': 13, 'mark': 'text'}]})
