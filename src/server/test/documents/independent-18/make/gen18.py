# Writes each Firefox-printed document as an HTML page (styled as the dealer system or lender prints it) and its
# head (names, plates, places) to /tmp/gen18/meta/NAME.json. Each place's mark (a rule, underscores, dots, a
# box, a table cell) and its date blank are drawn in their own near-black tag colour rgb(0,0,4k) so that
# measure18.py can find them in the finished PDF; no other ink on the pages is pure rgb(0,0,b).
import json, os
OUT = '/tmp/gen18'
os.makedirs(f'{OUT}/html', exist_ok=True); os.makedirs(f'{OUT}/meta', exist_ok=True)

class Doc:
    def __init__(self, name):
        self.name = name; self.k = 0; self.places = []
    def tag(self):
        self.k += 1
        return self.k, f'rgb(0,0,{4*self.k})'
    def place(self, label, signer, page, mark, date=None):
        self.places.append({'label': label, 'signer': signer, 'page': page, 'tag': mark, 'dateTag': date})
    def write(self, html, head):
        open(f'{OUT}/html/{self.name}.html', 'w').write(html)
        head['places'] = self.places
        json.dump(head, open(f'{OUT}/meta/{self.name}.json', 'w'), indent=1, ensure_ascii=False)

def page(css, body, font='"Liberation Sans", Arial, sans-serif', size='9pt'):
    return f'''<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 0 }}
html, body {{ margin: 0; padding: 0 }}
body {{ font-family: {font}; font-size: {size}; color: #1c1c1c; }}
.sheet {{ width: 210mm; height: 297mm; box-sizing: border-box; padding: 14mm 15mm 12mm 15mm; position: relative; overflow: hidden; page-break-after: always; }}
.sheet:last-child {{ page-break-after: auto }}
table {{ border-collapse: collapse; }}
p {{ margin: 0 0 2.2mm 0 }}
{css}
</style></head><body>{body}</body></html>'''

# ---------------------------------------------------------------- 01 joint PCP agreement (lender's print), 2 pages
def doc01():
    d = Doc('01-joint-pcp-agreement')
    t1, c1 = d.tag(); t1d, c1d = d.tag(); t2, c2 = d.tag(); t2d, c2d = d.tag(); t3, c3 = d.tag(); t3d, c3d = d.tag(); t4, c4 = d.tag()
    d.place('Signature of Hirer 1', 'customer', 2, t1, t1d)
    d.place('Signature of Hirer 2', 'customer2', 2, t2, t2d)
    d.place('Signed for and on behalf of the Owner', None, 2, t3, t3d)
    d.place('Credit broker (dealer) signature', 'dealer', 2, t4)
    css = '''
.band { background: #0b4f6c; color: #fff; padding: 2.5mm 3mm; font-size: 13pt; font-weight: bold; }
.sub { color: #0b4f6c; font-weight: bold; font-size: 10pt; border-bottom: 0.8pt solid #0b4f6c; margin: 4mm 0 2mm; padding-bottom: 1mm }
table.kv { width: 100%; } table.kv td { border: 0.6pt solid #9aa9b2; padding: 1.3mm 2mm; vertical-align: top }
table.kv td.c { background: #e6eef2; width: 26%; font-weight: bold; }
.small { font-size: 7.5pt; line-height: 1.3 }
.sig { display: flex; gap: 5mm; margin-top: 3mm; }
.sig .cap { font-weight: bold; font-size: 8.5pt; margin-bottom: 1mm }
.box { height: 15mm; }
'''
    p1 = f'''<div class="sheet">
<div class="band">Northgate Motor Finance plc &nbsp;·&nbsp; Hire Purchase Agreement (Personal Contract Purchase)</div>
<p class="small" style="margin-top:2mm">Agreement number <b>NMF-PCP-4471902</b> &nbsp; This agreement is regulated by the Consumer Credit Act 1974. The Owner is Northgate Motor Finance plc, Quayside House, 12 Sandhill, Newcastle upon Tyne NE1 3JF. Credit broker: Pennine Motor Company Ltd t/a Pennine Mazda, Manchester Road, Huddersfield HD1 3LE (FCA FRN 654118).</p>
<div class="sub">Hirer details</div>
<table class="kv"><tr><td class="c">Hirer 1</td><td>MR JAMES ALEXANDER WHITFIELD</td><td class="c">Date of birth</td><td>14/03/1986</td></tr>
<tr><td class="c">Hirer 2</td><td>MRS NADIA WHITFIELD-KHAN</td><td class="c">Date of birth</td><td>02/11/1988</td></tr>
<tr><td class="c">Address</td><td colspan="3">27 Lindley Moor Road, Lindley, Huddersfield HD3 3RX</td></tr>
<tr><td class="c">Email</td><td>j.whitfield86@examplemail.co.uk</td><td class="c">Mobile</td><td>07700 900418</td></tr></table>
<div class="sub">Goods</div>
<table class="kv"><tr><td class="c">Description</td><td colspan="3">Mazda CX-5 2.0 e-Skyactiv G MHEV Exclusive-Line 5dr Auto, Soul Red Crystal</td></tr>
<tr><td class="c">Registration</td><td>YG72 HXK</td><td class="c">VIN</td><td>JMZKFGW7A00548213</td></tr>
<tr><td class="c">New / used</td><td>Used, first registered 01/09/2022</td><td class="c">Mileage</td><td>18,204</td></tr></table>
<div class="sub">Financial details</div>
<table class="kv">
<tr><td class="c">Cash price</td><td>£26,495.00</td><td class="c">Part exchange</td><td>£7,250.00 (Ford Focus, YC17 MWU)</td></tr>
<tr><td class="c">Settlement of part exchange</td><td>£2,180.00 to Blackmoor Finance, ref. YC17MWU-8812</td><td class="c">Cash deposit</td><td>£1,000.00</td></tr>
<tr><td class="c">Total deposit</td><td>£6,070.00</td><td class="c">Amount of credit</td><td>£20,425.00</td></tr>
<tr><td class="c">Interest charges</td><td>£4,212.36</td><td class="c">Acceptance fee</td><td>£0.00</td></tr>
<tr><td class="c">Option to purchase fee</td><td>£10.00</td><td class="c">Total amount payable</td><td>£30,717.36</td></tr>
<tr><td class="c">Duration</td><td>48 months</td><td class="c">Monthly payments</td><td>47 of £286.41</td></tr>
<tr><td class="c">Optional final payment</td><td>£11,220.00 (includes option to purchase fee)</td><td class="c">Annual mileage</td><td>10,000; excess 8p per mile</td></tr>
<tr><td class="c">Rate of interest</td><td>6.9% fixed</td><td class="c">APR</td><td>9.9%</td></tr></table>
<div class="sub">Key information</div>
<p class="small">Missing payments: missing payments could have severe consequences and make obtaining credit more difficult. If you do not keep up the payments we may take action against you, including court action. Right of withdrawal: you may withdraw from this agreement without giving any reason within 14 days beginning with the day after the day on which you receive a copy of the executed agreement. Voluntary termination: you may end this agreement by writing to us once you have paid one half of the total amount payable, £15,358.68, and returning the goods in reasonable condition. Early settlement: you may settle at any time by paying the amount required to settle, less any statutory rebate. Complaints may be referred to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.</p>
<p class="small">Both hirers are jointly and severally liable under this agreement. The goods remain the property of the Owner until all sums due have been paid and the option to purchase is exercised.</p>
<div style="position:absolute;bottom:8mm;left:15mm;right:15mm" class="small">NMF-PCP-4471902 · page 1 of 2 · Northgate Motor Finance plc is authorised and regulated by the Financial Conduct Authority.</div>
</div>'''
    p2 = f'''<div class="sheet">
<div class="sub" style="margin-top:0">Terms and conditions (continued)</div>
<p class="small">1. Payments. You must pay the deposit and the monthly payments on the dates shown. Time of payment is of the essence. 2. Ownership. You will become the owner of the goods only when you have paid all amounts under this agreement and the option to purchase fee. 3. Use and care. You must keep the goods in good repair, insured comprehensively with the Owner's interest noted, and within the United Kingdom. 4. Mileage and condition. If you return the goods at the end of the agreement and the recorded mileage exceeds the maximum agreed, you must pay the excess mileage charge. 5. Default. If you break this agreement we may serve a default notice and, if not remedied, terminate the agreement. 6. Data. We will search your records at credit reference agencies and share information about this agreement with them.</p>
<p class="small">7. Joint hirers. Where there is more than one hirer each of you is responsible for the full amount owing. 8. Notices. Notices will be sent to the first hirer's address unless we are told otherwise.</p>
<div class="sub">Declaration and signatures</div>
<p class="small">This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. By signing you confirm that you have received the pre-contract credit information and an adequate explanation.</p>
<div class="sig">
 <div style="width:118mm"><div class="cap">Signature of Hirer 1</div><div class="box" style="border:1pt solid {c1}"></div><div class="small">James Alexander Whitfield</div></div>
 <div style="width:52mm"><div class="cap">Date</div><div class="box" style="border:1pt solid {c1d}"></div></div>
</div>
<div class="sig">
 <div style="width:118mm"><div class="cap">Signature of Hirer 2</div><div class="box" style="border:1pt solid {c2}"></div><div class="small">Nadia Whitfield-Khan</div></div>
 <div style="width:52mm"><div class="cap">Date</div><div class="box" style="border:1pt solid {c2d}"></div></div>
</div>
<div class="sig" style="margin-top:6mm">
 <div style="width:118mm"><div class="cap">Signed for and on behalf of the Owner</div><div class="box" style="border:1pt solid {c3}"></div><div class="small">Northgate Motor Finance plc (authorised signatory)</div></div>
 <div style="width:52mm"><div class="cap">Date of making of agreement</div><div class="box" style="border:1pt solid {c3d}"></div></div>
</div>
<div class="sub" style="margin-top:6mm">Credit broker's confirmation</div>
<p class="small">I confirm that the hirers were given the pre-contract credit information and an adequate explanation before signing.</p>
<table style="width:100%;margin-top:3mm"><tr><td style="width:55mm;font-weight:bold">Credit broker (dealer) signature</td><td style="border-bottom:0.9pt solid {c4};height:9mm"></td><td style="width:50mm;padding-left:4mm">Pennine Mazda · Business Manager: Craig Ashworth</td></tr></table>
<div style="position:absolute;bottom:8mm;left:15mm;right:15mm" class="small">NMF-PCP-4471902 · page 2 of 2 · Keep a copy of this agreement.</div>
</div>'''
    d.write(page(css, p1 + p2), dict(documentType='finance_agreement', customerName='James Whitfield', otherCustomers=['Nadia Whitfield-Khan'],
        vehicleRegistration='YG72HXK', otherRegistrations=['YC17MWU'], dealershipName='Pennine Mazda',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: PCP (hire purchase) agreement, joint hirers, 2 pages', 'pdf', 'firefox print', 'joint hirers', 'hyphenated surname of the second hirer', 'names in capitals with titles and middle name', 'part-exchange plate and settlement reference holding it', 'drawn boxes with captions above and date boxes beside', 'owner nobody', 'credit broker place', 'signatures on last page']))

# ---------------------------------------------------------------- 02 HP with guarantor and witness (lender's print)
def doc02():
    d = Doc('02-hp-guarantor')
    a, ca = d.tag(); ad, cad = d.tag(); g, cg = d.tag(); gd, cgd = d.tag(); w, cw = d.tag(); o, co = d.tag()
    d.place('Signature of Customer', 'customer', 1, a, ad)
    d.place('Signature of Guarantor', 'guarantor', 1, g, gd)
    d.place('Signature of witness', None, 1, w)
    d.place('Signed on behalf of the Creditor', None, 1, o)
    dots = lambda c, n: f'<span style="color:{c};letter-spacing:0.3pt">' + '.' * n + '</span>'
    css = '''
h1 { font-family: "Liberation Serif", serif; font-size: 15pt; margin: 0 0 1mm 0 }
.hd { display:flex; justify-content: space-between; border-bottom: 2pt solid #333; padding-bottom: 2mm; margin-bottom: 3mm }
table.g { width: 100%; font-size: 8.5pt } table.g td { padding: 0.8mm 1.5mm; border-bottom: 0.5pt solid #bbb }
.sec { font-weight: bold; font-size: 9.5pt; margin: 3mm 0 1.5mm; text-transform: uppercase; letter-spacing: 0.5pt }
.fine { font-size: 7.2pt; line-height: 1.28; text-align: justify }
.line { margin: 10mm 0 0; white-space: nowrap; font-size: 9pt }
'''
    body = f'''<div class="sheet" style="font-family:'Liberation Serif',serif">
<div class="hd"><div><h1>HIRE PURCHASE AGREEMENT</h1><div>regulated by the Consumer Credit Act 1974</div></div>
<div style="text-align:right">Marlow Vale Finance Ltd<br>Agreement no. <b>MVF/HP/0388215</b><br>Dealer: Thameside Van &amp; Car Centre (ref. TVC-22917)</div></div>
<div class="sec">Customer</div>
<table class="g"><tr><td style="width:30%">Name</td><td>ACHARYA, Mr Rohan Vikram</td></tr>
<tr><td>Address</td><td>Flat 4, Beechwood Court, 18 Oxford Road, Reading RG1 7LH</td></tr>
<tr><td>Time at address / occupation</td><td>3 yrs 2 mths / Pharmacist (employed)</td></tr></table>
<div class="sec">Guarantor</div>
<table class="g"><tr><td style="width:30%">Name</td><td>HOLT, Mr Graham Peter</td></tr>
<tr><td>Address</td><td>9 Kennet Side, Newbury RG14 5PX</td></tr></table>
<div class="sec">Goods</div>
<table class="g"><tr><td style="width:30%">Vehicle</td><td>Volkswagen Golf 1.5 TSI Life 5dr, Moonstone Grey, petrol</td></tr>
<tr><td>Registration mark / chassis</td><td>RE20 DWO / WVWZZZCDZLW077514</td></tr>
<tr><td>Courtesy vehicle on loan until delivery</td><td>KX69 TVC (dealer stock, to be returned)</td></tr></table>
<div class="sec">Financial details</div>
<table class="g"><tr><td style="width:30%">Cash price</td><td>£15,995.00</td><td>Deposit</td><td>£1,600.00</td></tr>
<tr><td>Amount of credit</td><td>£14,395.00</td><td>Total charge for credit</td><td>£4,306.64</td></tr>
<tr><td>Total amount payable</td><td>£20,301.64</td><td>APR</td><td>12.9%</td></tr>
<tr><td>Repayments</td><td>59 monthly payments of £316.58, then one of £326.58 (incl. £10 option fee)</td><td>Term</td><td>60 months</td></tr></table>
<div class="sec">Important – read this carefully</div>
<p class="fine">You have a right to withdraw from this agreement within 14 days. Once you have paid £10,150.82 (one half of the total amount payable) you may end this agreement by returning the goods. If you do not keep up your repayments the Creditor may take the goods back; after you have paid one third of the total amount payable it needs a court order. Missing payments could have severe consequences. The guarantor guarantees the payment of all sums due under this agreement and indemnifies the Creditor against any loss; the guarantee and indemnity is itself regulated by the Consumer Credit Act 1974 and the guarantor should take independent advice before signing.</p>
<div class="sec">Signatures</div>
<p class="fine">This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.</p>
<div class="line">Signature of Customer {dots(ca, 92)} &nbsp; Date {dots(cad, 34)}</div>
<div class="line">Signature of Guarantor {dots(cg, 91)} &nbsp; Date {dots(cgd, 34)}</div>
<div class="line" style="margin-top:10mm">Signature of witness {dots(cw, 72)}</div>
<div class="line" style="margin-top:5mm;color:#444">Witness name {'.'*60} Address {'.'*48}</div>
<div class="line" style="margin-top:12mm">Signed on behalf of the Creditor {dots(co, 74)} &nbsp; Marlow Vale Finance Ltd</div>
<div style="position:absolute;bottom:8mm;left:15mm;right:15mm;font-size:7pt;color:#555">MVF HP 07/24 · Marlow Vale Finance Ltd, Registered in England 04417725 · Authorised and regulated by the FCA.</div>
</div>'''
    d.write(page(css, body, font='"Liberation Serif", serif'), dict(documentType='finance_agreement', customerName='Rohan Acharya',
        vehicleRegistration='RE20DWO', otherRegistrations=['KX69TVC'], dealershipName='Thameside Van & Car Centre',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: hire purchase agreement with guarantor and witness, 1 page', 'pdf', 'firefox print', 'times', 'surname first with comma and title', 'guarantor of another surname', 'witness place', 'dotted lines with captions and dates beside', 'dotted witness name and address that are not places', 'courtesy car plate', 'creditor nobody']))

# ---------------------------------------------------------------- 03 used car order form (dealer system print, table cells)
def doc03():
    d = Doc('03-used-car-order')
    c, cc = d.tag(); cd, ccd = d.tag(); s, cs = d.tag(); sd, csd = d.tag(); m, cm = d.tag(); md, cmd = d.tag()
    d.place('Customer signature', 'customer', 1, c, cd)
    d.place('Sales Executive', 'dealer', 1, s, sd)
    d.place('Sales Manager', 'dealer', 1, m, md)
    css = '''
body { font-family: "DejaVu Sans", sans-serif; font-size: 7.8pt }
.top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom: 1.5pt solid #c8102e; padding-bottom: 2mm }
.logo { font-size: 16pt; font-weight: bold; color: #c8102e } .ttl { font-size: 12pt; font-weight: bold }
table.f { width:100%; margin-top: 2.5mm } table.f th { background:#4d4d4d; color:#fff; text-align:left; padding:1mm 1.5mm; font-size:7.8pt }
table.f td { border: 0.5pt solid #8c8c8c; padding: 1.1mm 1.5mm } td.l { background:#f0f0f0; width: 22% } td.r { text-align:right }
table.s { width:100%; margin-top: 3mm } table.s td { padding: 1mm 1.5mm; border: 0.5pt solid #8c8c8c } table.s th { background:#f0f0f0; border:0.5pt solid #8c8c8c; padding: 1mm; text-align:left }
'''
    body = f'''<div class="sheet">
<div class="top"><div><div class="logo">BRACKNELL &amp; DISTRICT MOTORS</div><div>Skimped Hill Lane, Bracknell RG12 1LA · 01344 555 210 · VAT 284 5511 60</div></div><div class="ttl">VEHICLE ORDER FORM<br><span style="font-size:8pt;font-weight:normal">Order no. 0041883 · Stock no. BD71 STK · 12/11/2024</span></div></div>
<table class="f"><tr><th colspan="4">Customer</th></tr>
<tr><td class="l">Name</td><td>Ms K. O'Sullivan-Reyes</td><td class="l">Customer no.</td><td>C-118072</td></tr>
<tr><td class="l">Full name (as driving licence)</td><td>KATHLEEN MARIA O'SULLIVAN-REYES</td><td class="l">Telephone</td><td>07700 900 733</td></tr>
<tr><td class="l">Address</td><td colspan="3">2 Harmans Water Road, Bracknell, Berkshire RG12 9PD</td></tr></table>
<table class="f"><tr><th colspan="4">Vehicle ordered</th></tr>
<tr><td class="l">Make / model</td><td>Skoda Octavia Estate 2.0 TDI SE L 150PS DSG</td><td class="l">Registration</td><td><b>LM21 OZB</b></td></tr>
<tr><td class="l">Colour / trim</td><td>Race Blue / Suedia black</td><td class="l">Odometer</td><td>41,870 miles</td></tr>
<tr><td class="l">VIN</td><td>TMBJJ7NX5MY043126</td><td class="l">MOT expiry</td><td>05/2025</td></tr></table>
<table class="f"><tr><th colspan="2">Price</th><th colspan="2">Part exchange</th></tr>
<tr><td class="l">Vehicle price</td><td class="r">£17,990.00</td><td class="l">Vehicle</td><td>Honda Jazz 1.3 i-VTEC SE</td></tr>
<tr><td class="l">Paint protection</td><td class="r">£295.00</td><td class="l">Registration</td><td>GN15 YHR</td></tr>
<tr><td class="l">12 month warranty</td><td class="r">included</td><td class="l">Allowance</td><td class="r">£4,100.00</td></tr>
<tr><td class="l">Road fund licence</td><td class="r">£190.00</td><td class="l">Settlement</td><td class="r">£0.00</td></tr>
<tr><td class="l">Total price</td><td class="r">£18,475.00</td><td class="l">Deposit paid (card)</td><td class="r">£500.00</td></tr>
<tr><td class="l">Balance to pay</td><td class="r"><b>£13,875.00</b></td><td class="l">Method</td><td>Bank transfer before collection</td></tr></table>
<p style="margin-top:3mm;font-size:7.2pt">The customer agrees to buy the vehicle above on the dealer's conditions of sale overleaf. The deposit is refundable only if the dealer cannot supply the vehicle. The part exchange is accepted on the customer's description; its value may be revised if its condition or mileage differs at handover. Delivery is expected on 19/11/2024.</p>
<table class="s"><tr><th style="width:28%"></th><th>Signature</th><th style="width:22%">Date</th></tr>
<tr><td>Customer signature</td><td style="height:11mm;border:0.8pt solid {cc}"></td><td style="border:0.8pt solid {ccd}"></td></tr>
<tr><td>Sales Executive<br><span style="color:#555">Owen Pritchard</span></td><td style="height:11mm;border:0.8pt solid {cs}"></td><td style="border:0.8pt solid {csd}"></td></tr>
<tr><td>Sales Manager</td><td style="height:11mm;border:0.8pt solid {cm}"></td><td style="border:0.8pt solid {cmd}"></td></tr></table>
<div style="position:absolute;bottom:8mm;left:15mm;font-size:6.8pt;color:#555">Bracknell &amp; District Motors Ltd · Registered in England 06718834 · DMS print 12/11/2024 14:07 user OPRITCHARD</div>
</div>'''
    d.write(page(css, body), dict(documentType='sales_agreement', customerName="Kathleen O'Sullivan-Reyes",
        vehicleRegistration='LM21OZB', otherRegistrations=['GN15YHR'], dealershipName='Bracknell & District Motors',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: used car order form, dealer-system print', 'pdf', 'firefox print', 'dejavu sans', 'initial and title in the name, full name as licence', 'apostrophe and hyphen in the surname', 'part-exchange plate', 'stock number shaped like a plate', 'signing table with Signature and Date column headings', 'sales executive and sales manager places']))

# ---------------------------------------------------------------- 04 part exchange / vehicle purchase form (underscores, captions beside)
def doc04():
    d = Doc('04-px-appraisal')
    c, cc = d.tag(); cd, ccd = d.tag(); a, ca = d.tag()
    d.place('Seller', 'customer', 1, c, cd)
    d.place('Appraised by', 'dealer', 1, a)
    u = lambda col, n: f'<span style="color:{col}">' + '_' * n + '</span>'
    css = '''
body { font-family: "Liberation Sans Narrow", "Liberation Sans", sans-serif; font-size: 9pt }
h2 { font-size: 13pt; margin: 0; } .box { border: 1pt solid #333; padding: 2mm; margin-top: 2.5mm }
.row { display: flex; gap: 4mm; margin: 1.2mm 0 } .row span.k { width: 38mm; color:#333 }
.tk { display:inline-block; width:3.2mm; height:3.2mm; border:0.7pt solid #333; vertical-align:middle; margin-right:1.5mm; text-align:center; line-height:3.2mm; font-size:7pt }
.sl { margin-top: 11mm; white-space: nowrap }
'''
    body = f'''<div class="sheet">
<div style="display:flex;justify-content:space-between"><div><h2>Highland Motor Exchange</h2><div>Harbour Road, Inverness IV1 1SY · 01463 555 870</div></div>
<div style="text-align:right"><b>PART EXCHANGE APPRAISAL &amp; PURCHASE</b><br>Appraisal no. HX-24-1107</div></div>
<div class="box"><b>Seller</b>
<div class="row"><span class="k">Name</span><span>Mr Hamish R. MACLEOD</span></div>
<div class="row"><span class="k">Address</span><span>Tigh na Mara, 6 Culduthel Road, Inverness IV2 4AG</span></div>
<div class="row"><span class="k">Registered keeper on V5C</span><span>Hamish Ruaridh Macleod</span></div></div>
<div class="box"><b>Vehicle offered in part exchange</b>
<div class="row"><span class="k">Registration</span><span><b>SV16 KPE</b></span><span class="k" style="margin-left:8mm">V5C document ref.</span><span>4410 2297 613</span></div>
<div class="row"><span class="k">Make / model</span><span>Subaru Forester 2.0D XC Premium Lineartronic</span></div>
<div class="row"><span class="k">Mileage (recorded / warranted)</span><span>96,412 / yes</span><span class="k" style="margin-left:8mm">Service history</span><span>Full, 9 stamps</span></div>
<div class="row"><span class="k">Outstanding finance</span><span>Yes – Caledonian Auto Credit, agreement CAC/SV16KPE/771, settlement £1,348.20 valid to 25/11/2024</span></div>
<div class="row"><span class="k">Condition notes</span><span>N/S rear door dent; windscreen chip (passenger side); tyres 4mm all round; cambelt not due.</span></div>
<div style="margin-top:1.5mm"><span class="tk">✓</span>Two keys &nbsp; <span class="tk">✓</span>V5C seen &nbsp; <span class="tk"></span>Spare wheel &nbsp; <span class="tk">✓</span>Locking wheel nut &nbsp; <span class="tk"></span>Private plate retained</div></div>
<div class="box"><b>Against purchase of</b>
<div class="row"><span class="k">Vehicle</span><span>Skoda Kodiaq 2.0 TDI SE L 4x4 7-seat, reg. SN71 CWA</span></div>
<div class="row"><span class="k">Part exchange value agreed</span><span>£6,900.00 less settlement £1,348.20 = net allowance £5,551.80</span></div></div>
<p style="margin-top:3mm;font-size:8pt">I declare that I am the owner of the vehicle described above or am authorised by the owner to sell it, that the recorded mileage is correct, that it has not been an insurance write-off (Cat S, N, C or D), and that there is no finance on it other than that stated. I sell it to Highland Motor Exchange in part exchange for the vehicle named above, and transfer ownership on delivery.</p>
<div class="sl"><b>Seller</b> &nbsp; {u(cc, 46)} &nbsp; <b>Date</b> &nbsp; {u(ccd, 18)}</div>
<div class="sl"><b>Appraised by</b> &nbsp; {u(ca, 40)} &nbsp; (Fraser Munro, used car buyer)</div>
<div style="margin-top:5mm;border:0.7pt dashed #777;padding:2mm;font-size:7.5pt;color:#333">OFFICE USE ONLY &nbsp; HPI check ref. ________________ &nbsp; Stock-in no. ________________ &nbsp; Checked ________________</div>
</div>'''
    d.write(page(css, body), dict(documentType='trade_in_agreement', customerName='Hamish Macleod',
        vehicleRegistration='SV16KPE', otherRegistrations=['SN71CWA'], dealershipName='Highland Motor Exchange',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: part exchange appraisal and purchase against a sale', 'pdf', 'firefox print', 'liberation sans narrow', 'surname in capitals with a middle initial', 'finance agreement number holding the plate', 'underscores with bold captions beside and the date on the same line', 'office-use underscores that are not places', 'appraised by the dealer\'s', 'car bought plate in the deal box']))

# ---------------------------------------------------------------- 05 tyre and alloy insurance (captions below rules)
def doc05():
    d = Doc('05-tyre-alloy-insurance')
    c, cc = d.tag(); cd, ccd = d.tag(); s, cs = d.tag()
    d.place("Policyholder's signature", 'customer', 1, c, cd)
    d.place('Sales executive (for the introducer)', 'dealer', 1, s)
    css = '''
body { font-family: "Liberation Sans", sans-serif; font-size: 8.6pt }
.hdr { background: #2f2f6b; color: #fff; padding: 3mm; display:flex; justify-content:space-between }
h3 { margin: 3.5mm 0 1.5mm; font-size: 10pt; color: #2f2f6b }
table.k { width:100% } table.k td { padding: 1mm 1.5mm; border-bottom: 0.5pt dotted #8888aa } table.k td.c { width: 32%; color: #444 }
ul { margin: 0 0 2mm 5mm; padding: 0 } li { margin-bottom: 1mm }
.sg { display:flex; gap: 12mm; margin-top: 12mm } .sg > div { text-align: left } .cap { font-size: 7.8pt; margin-top: 1mm; color:#333 }
'''
    body = f'''<div class="sheet">
<div class="hdr"><div><b style="font-size:12pt">RimGuard Tyre &amp; Alloy Insurance</b><br>Policy schedule and statement of demands and needs</div><div style="text-align:right">Policy no. <b>RG-TA/DE19 FMV/0093</b><br>Start date 15/11/2024 · 36 months</div></div>
<h3>Policyholder</h3>
<table class="k"><tr><td class="c">Name</td><td>Mrs Adaeze OKAFOR-BROWN</td></tr><tr><td class="c">Address</td><td>41 Ashbourne Road, Derby DE22 3FS</td></tr><tr><td class="c">Telephone / email</td><td>07700 900 162 / adaeze.ob@examplemail.co.uk</td></tr></table>
<h3>Insured vehicle</h3>
<table class="k"><tr><td class="c">Registration</td><td>DE19 FMV</td></tr><tr><td class="c">Make / model</td><td>Audi A3 Sportback 35 TFSI S line</td></tr><tr><td class="c">Wheel size / tyres</td><td>18" alloy · 225/40 R18</td></tr><tr><td class="c">Supplying dealer</td><td>Trent Valley Audi Approved, Derby (introducer no. 30417)</td></tr></table>
<h3>Cover</h3>
<ul><li>Tyre repair or replacement following accidental or malicious damage, up to £300 per tyre, 2 claims a year.</li><li>Cosmetic alloy wheel repair (scuffs, scratches, kerb damage up to 25 mm), up to 6 repairs a year.</li><li>Premium £349.00 including Insurance Premium Tax at 12%, paid in full to the dealer.</li></ul>
<h3>Demands and needs</h3>
<p>This policy meets the demands and needs of a customer who wishes to protect the cost of repairing the tyres and alloy wheels of the insured vehicle against accidental damage. You have not received a personal recommendation. The insurer is Meridian General Insurance Ltd; the policy is administered by RimGuard Claims Ltd. You may cancel within 30 days for a full refund if no claim has been made.</p>
<p>I confirm the information given is correct, that I received the policy summary and the insurance product information document on 08/11/2024, at least two clear days before buying, and that I wish to buy this policy.</p>
<div class="sg">
 <div><div style="width:95mm;border-bottom:1pt solid {cc};height:12mm"></div><div class="cap">Policyholder's signature</div></div>
 <div><div style="width:45mm;border-bottom:1pt solid {ccd};height:12mm"></div><div class="cap">Date</div></div>
</div>
<div class="sg" style="margin-top:9mm">
 <div><div style="width:95mm;border-bottom:1pt solid {cs};height:12mm"></div><div class="cap">Sales executive (for the introducer) — Jodie Marsh</div></div>
</div>
<div style="position:absolute;bottom:9mm;left:15mm;right:15mm;font-size:6.8pt;color:#555">Meridian General Insurance Ltd is authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA. Trent Valley Audi Approved is an appointed representative of RimGuard Claims Ltd.</div>
</div>'''
    d.write(page(css, body), dict(documentType='insurance', customerName='Adaeze Okafor-Brown',
        vehicleRegistration='DE19FMV', otherRegistrations=[], dealershipName='Trent Valley Audi Approved',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: tyre and alloy insurance schedule with demands and needs', 'pdf', 'firefox print', 'hyphenated surname in capitals', 'policy number holding the plate', 'rules with captions below', 'insurer and administrator named, not the dealer', 'sales executive place']))

# ---------------------------------------------------------------- 06 test drive / demonstrator loan agreement
def doc06():
    d = Doc('06-test-drive')
    c, cc = d.tag(); cd, ccd = d.tag(); s, cs = d.tag()
    d.place("Driver's signature", 'customer', 1, c, cd)
    d.place('Accompanying sales executive', 'dealer', 1, s)
    css = '''
body { font-family: "DejaVu Serif", serif; font-size: 8.6pt }
.frame { border: 1.4pt solid #222; padding: 4mm; height: 262mm; box-sizing: border-box }
h1 { font-size: 14pt; text-align:center; margin: 0 0 1mm } .c { text-align:center }
table.d { width:100%; margin-top:3mm } table.d td { border:0.6pt solid #666; padding:1.2mm 2mm } table.d td.l { width: 30%; font-style: italic }
.sgrid { display:grid; grid-template-columns: 42mm 72mm 14mm 32mm; gap: 3mm 2mm; align-items: center; margin-top: 5mm }
'''
    body = f'''<div class="sheet"><div class="frame">
<h1>TEST DRIVE &amp; DEMONSTRATOR AGREEMENT</h1>
<div class="c">Lakeland Motor Park · Kendal Road, Windermere LA23 1EW · lakelandmotorpark.example</div>
<table class="d"><tr><td class="l">Driver</td><td>Mr T. A. Lindqvist-Hughes (Torben Lindqvist-Hughes)</td></tr>
<tr><td class="l">Address</td><td>Low Fold Cottage, Crook, Kendal LA8 8LB</td></tr>
<tr><td class="l">Driving licence no.</td><td>LINDQ802194TA9RK · checked with DVLA share code, valid, 3 points (SP30)</td></tr>
<tr><td class="l">Vehicle driven</td><td>Volvo XC40 Recharge Plus single motor, demonstrator <b>CU24 XEL</b></td></tr>
<tr><td class="l">Trade plates (if used)</td><td>n/a (vehicle registered)</td></tr>
<tr><td class="l">Customer's own car left at site</td><td>Kia Ceed GT-Line, PN68 DZS, keys held at reception</td></tr>
<tr><td class="l">Out / back</td><td>13:40, mileage 2,114 / ____ , mileage ______</td></tr></table>
<p style="margin-top:4mm">Terms. The driver must hold a full licence valid in the UK for the class of vehicle and must not drive under the influence of alcohol or drugs. The dealer's motor trade insurance covers the test drive subject to an excess of £750, which the driver agrees to pay in the event of damage caused while the vehicle is in the driver's care. The driver is responsible for any fixed penalty, parking charge, congestion or low emission zone charge, or speeding offence incurred during the drive, and consents to the dealer passing their details to the issuing authority. Unaccompanied drives are limited to the route and time agreed.</p>
<p>Data. The dealer will keep a copy of this form and the licence check for 12 months, then destroy it, unless a claim or penalty is outstanding.</p>
<div class="sgrid">
 <b>Driver's signature</b><div style="border:1pt solid {cc};height:12mm"></div><b style="text-align:right">Date</b><div style="border:1pt solid {ccd};height:12mm"></div>
 <b>Accompanying sales executive</b><div style="border:1pt solid {cs};height:12mm"></div><span></span><span style="font-size:7.5pt">Ellie Braithwaite</span>
</div>
<p style="margin-top:8mm;font-size:7.4pt;color:#444">Lakeland Motor Park Ltd, registered in England 08839120. Demonstrator insured under policy no. MT-LA23-55017.</p>
</div></div>'''
    d.write(page(css, body, font='"DejaVu Serif", serif'), dict(documentType='other', customerName='Torben Lindqvist-Hughes',
        vehicleRegistration='CU24XEL', otherRegistrations=['PN68DZS'], dealershipName='Lakeland Motor Park',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: test drive and demonstrator agreement', 'pdf', 'firefox print', 'dejavu serif', 'initials and full name in brackets', 'driving licence number', 'customer\'s own car plate left at site', 'boxes with captions beside in a grid', 'empty out/back underscores that are not places', 'accompanying sales executive place']))

# ---------------------------------------------------------------- 07 home delivery receipt (dealer's driver)
def doc07():
    d = Doc('07-home-delivery-receipt')
    c, cc = d.tag(); cd, ccd = d.tag(); dr, cdr = d.tag(); drd, cdrd = d.tag()
    d.place('Received by (customer)', 'customer', 1, c, cd)
    d.place('Delivered by', 'dealer', 1, dr, drd)
    css = '''
body { font-family: "Liberation Mono", monospace; font-size: 8.4pt }
pre { font-family: inherit; margin: 0; white-space: pre }
.r { display:flex; margin-top: 6mm; align-items:flex-end } .r .k { width: 52mm } 
'''
    body = f'''<div class="sheet"><pre>
ORWELL MOTORS (IPSWICH) LTD                          HOME DELIVERY RECEIPT
Ransomes Europark, Ipswich IP3 9SJ                   Job ref : DEL/24/6620
Tel 01473 555 400                                    Date    : 21/11/2024
------------------------------------------------------------------------------
DELIVER TO  : MS F. BEAUMONT
              The Old Forge, Church Lane, Framlingham, Woodbridge IP13 9BH
KEEPER      : FREYA BEAUMONT
INVOICE     : SI-0098271        SALE DATE : 14/11/2024   PAID IN FULL (FINANCE)
------------------------------------------------------------------------------
VEHICLE     : MG HS 1.5 T-GDI PHEV Trophy Auto  Colour : Dover White
REG         : AO73 KFN          VIN : LSJW74U93PZ119047      MILES : 9
TRANSPORTER : Orwell Motors trailer, towing vehicle YX70 OMT
------------------------------------------------------------------------------
CHECKLIST AT HANDOVER                                   YES   NO   N/A
  Two keys / key cards                                  [X]   [ ]   [ ]
  V5C new keeper slip / DVLA online transfer done       [X]   [ ]   [ ]
  Service book and owner's manual (digital)             [X]   [ ]   [ ]
  Charging cable (Type 2) and 3-pin cable               [X]   [ ]   [ ]
  Bodywork inspected with customer, no damage noted     [X]   [ ]   [ ]
  Fuel / charge level at delivery                       1/4 tank, 62% charge
  Locking wheel nut in glovebox                         [ ]   [ ]   [X]
------------------------------------------------------------------------------
I confirm that I have received the vehicle above in good condition with the
items ticked, and that its controls and features have been explained to me.
Any damage not noted above must be reported within 24 hours.
</pre>
<div class="r"><span class="k">Received by (customer)</span><span style="display:inline-block;width:70mm;border-bottom:0.8pt solid {cc};height:8mm"></span><span style="margin:0 3mm">Date</span><span style="display:inline-block;width:28mm;border-bottom:0.8pt solid {ccd};height:8mm"></span></div>
<div class="r"><span class="k">Delivered by</span><span style="display:inline-block;width:70mm;border-bottom:0.8pt solid {cdr};height:8mm"></span><span style="margin:0 3mm">Date</span><span style="display:inline-block;width:28mm;border-bottom:0.8pt solid {cdrd};height:8mm"></span></div>
<pre style="margin-top:2mm">                            (delivery driver: M. Okoro)</pre>
<pre style="margin-top:8mm;font-size:7pt;color:#555">WHITE COPY - CUSTOMER     YELLOW COPY - DEALER     PRINTED BY DMS v7.12 21/11/2024 08:02</pre>
</div>'''
    d.write(page(css, body, font='"Liberation Mono", monospace'), dict(documentType='delivery_receipt', customerName='Freya Beaumont',
        vehicleRegistration='AO73KFN', otherRegistrations=['YX70OMT'], dealershipName='Orwell Motors',
        kinds=['producer: Firefox ESR print to PDF (WebDriver BiDi)', 'kind: home delivery receipt, dealer-system print', 'pdf', 'firefox print', 'courier-like monospaced', 'initial and capitals, keeper full name', 'towing vehicle plate', 'tick-box checklist in text', 'rules with captions beside and date rules', 'delivery driver place']))

# ---------------------------------------------------------------- 08 (scan) used car sales invoice
def doc08():
    d = Doc('08-scanned-sales-invoice')
    c, cc = d.tag(); cd, ccd = d.tag(); s, cs = d.tag()
    d.place('Purchaser', 'customer', 1, c, cd)
    d.place('For and on behalf of Calder Valley Cars', 'dealer', 1, s)
    css = '''
body { font-family: "Liberation Sans", sans-serif; font-size: 9.4pt }
h1 { font-size: 18pt; margin: 0 } table.i { width:100%; margin-top: 4mm } table.i td, table.i th { border: 0.8pt solid #333; padding: 1.6mm 2mm } table.i th { background: #ddd; text-align:left }
.r { text-align:right }
.sg { display:flex; gap: 10mm; margin-top: 10mm } .sg .bx { border: 1pt solid; height: 16mm } .cap { margin-top: 1mm; font-size: 8pt }
'''
    body = f'''<div class="sheet">
<div style="display:flex;justify-content:space-between"><div><h1>Calder Valley Cars</h1>Burnley Road, Todmorden OL14 7ED<br>01706 555 318 · VAT reg. 331 7720 84</div><div style="text-align:right;font-size:11pt"><b>SALES INVOICE</b><br>No. CVC 5512<br>Date 29/10/2024</div></div>
<table class="i"><tr><th colspan="2">Sold to</th></tr><tr><td style="width:30%">Purchaser</td><td>Mr Tariq HUSSAIN</td></tr><tr><td>Address</td><td>88 Rochdale Road, Walsden, Todmorden OL14 6UA</td></tr></table>
<table class="i"><tr><th colspan="4">Vehicle</th></tr>
<tr><td style="width:22%">Make / model</td><td colspan="3">Toyota Auris 1.8 VVT-i Hybrid Icon TSS 5dr CVT</td></tr>
<tr><td>Registration</td><td><b>BK66 UWJ</b></td><td style="width:22%">First registered</td><td>30/11/2016</td></tr>
<tr><td>Mileage</td><td>71,044</td><td>MOT</td><td>to 03/10/2025</td></tr></table>
<table class="i"><tr><th>Description</th><th class="r" style="width:30%">Amount</th></tr>
<tr><td>Vehicle as above (VAT qualifying margin scheme — no VAT shown)</td><td class="r">£8,495.00</td></tr>
<tr><td>3 month mechanical warranty (Calder Valley Cars)</td><td class="r">included</td></tr>
<tr><td>Less part exchange: Vauxhall Corsa 1.2 SXi, reg. MX13 FKA</td><td class="r">−£1,450.00</td></tr>
<tr><td>Less deposit received 21/10/2024</td><td class="r">−£250.00</td></tr>
<tr><td><b>Balance paid (debit card)</b></td><td class="r"><b>£6,795.00</b></td></tr></table>
<p style="margin-top:4mm">Sold subject to our terms of business. Your statutory rights under the Consumer Rights Act 2015 are not affected. The purchaser confirms that the vehicle has been inspected and test driven and that the mileage has been explained as unwarranted prior to 2019.</p>
<div class="sg"><div style="width:90mm"><div class="bx" style="border-color:{cc}"></div><div class="cap">Purchaser</div></div><div style="width:60mm"><div class="bx" style="border-color:{ccd}"></div><div class="cap">Date</div></div></div>
<div class="sg" style="margin-top:7mm"><div style="width:90mm"><div class="bx" style="border-color:{cs}"></div><div class="cap">For and on behalf of Calder Valley Cars</div></div></div>
</div>'''
    d.write(page(css, body), dict(documentType='sales_agreement', customerName='Tariq Hussain',
        vehicleRegistration='BK66UWJ', otherRegistrations=['MX13FKA'], dealershipName='Calder Valley Cars',
        kinds=['producer: scan (Firefox page, aged with Pillow and NumPy, wrapped by Firefox print)', 'kind: used car sales invoice', 'pdf', 'scan', 'image only', 'surname in capitals with title', 'part-exchange plate in an invoice line', 'boxes with captions below', 'for and on behalf of the dealer place']))

# ---------------------------------------------------------------- 09 (scan) privacy and marketing consent, joint customers
def doc09():
    d = Doc('09-scanned-privacy-consent')
    a, ca = d.tag(); ad, cad = d.tag(); b, cb = d.tag(); bd, cbd = d.tag()
    d.place('Customer 1 signature', 'customer', 1, a, ad)
    d.place('Customer 2 signature', 'customer2', 1, b, bd)
    css = '''
body { font-family: "Liberation Serif", serif; font-size: 10pt }
h2 { font-size: 14pt; margin: 0 0 2mm } .tk { display:inline-block; width:3.6mm; height:3.6mm; border:0.8pt solid #222; margin-right:2mm; vertical-align: middle; text-align:center; line-height:3.6mm; font-size: 8pt }
table.c { width: 100%; margin-top: 2mm } table.c td { border: 0.7pt solid #444; padding: 1.5mm 2mm } table.c th { border: 0.7pt solid #444; background:#eee; padding: 1.5mm }
'''
    body = f'''<div class="sheet">
<h2>Your privacy and how we contact you</h2>
<div>Cheltenham Road Motors (Gloucester) · Vehicle sale ref. CRM-30915 · Vehicle: Hyundai Tucson 1.6 T-GDi, <b>CV23 PJO</b></div>
<p style="margin-top:3mm">Cheltenham Road Motors is the controller of the personal information you give us. We use it to sell and deliver your vehicle, arrange finance and insurance you ask for (with lenders and insurers you choose), meet our legal duties (including anti-money laundering checks and DVLA notification), and look after your vehicle afterwards. We keep sales records for 7 years. You can ask for a copy of your information, or ask us to correct or delete it, by writing to the Data Protection Officer at 140 Cheltenham Road, Gloucester GL2 0LX.</p>
<p>Names: <b>Mr Lewis G. Brennan</b> and <b>Miss Chloé Marchetti</b> (joint purchasers)</p>
<table class="c"><tr><th style="text-align:left">We would like to contact you about</th><th>Customer 1</th><th>Customer 2</th></tr>
<tr><td>Service and MOT reminders</td><td style="text-align:center"><span class="tk">✓</span>post <span class="tk">✓</span>email</td><td style="text-align:center"><span class="tk">✓</span>post <span class="tk"></span>email</td></tr>
<tr><td>Offers on new and used vehicles</td><td style="text-align:center"><span class="tk"></span>email <span class="tk"></span>SMS</td><td style="text-align:center"><span class="tk">✓</span>email <span class="tk"></span>SMS</td></tr>
<tr><td>Customer satisfaction surveys (manufacturer)</td><td style="text-align:center"><span class="tk">✓</span>email</td><td style="text-align:center"><span class="tk"></span>email</td></tr></table>
<p style="margin-top:3mm">You can change your choices at any time. Ticking no box means we will only contact you about the sale and any safety recall.</p>
<table style="width:100%;margin-top:8mm"><tr>
<td style="width:50%;padding-right:6mm;vertical-align:top"><b>Customer 1 signature</b><div style="border-bottom:1pt solid {ca};height:13mm"></div><div style="margin-top:1mm">Lewis Brennan</div>
<div style="margin-top:5mm">Date <span style="display:inline-block;width:40mm;border-bottom:1pt solid {cad};height:6mm"></span></div></td>
<td style="width:50%;padding-left:6mm;vertical-align:top"><b>Customer 2 signature</b><div style="border-bottom:1pt solid {cb};height:13mm"></div><div style="margin-top:1mm">Chloé Marchetti</div>
<div style="margin-top:5mm">Date <span style="display:inline-block;width:40mm;border-bottom:1pt solid {cbd};height:6mm"></span></div></td></tr></table>
</div>'''
    d.write(page(css, body, font='"Liberation Serif", serif'), dict(documentType='other', customerName='Lewis Brennan', otherCustomers=['Chloé Marchetti'],
        vehicleRegistration='CV23PJO', otherRegistrations=[], dealershipName='Cheltenham Road Motors',
        kinds=['producer: scan (Firefox page, aged with Pillow and NumPy, wrapped by Firefox print)', 'kind: privacy notice and marketing consent, joint purchasers', 'pdf', 'scan', 'image only', 'joint customers of different surnames', 'accented first name', 'tick-box consent table', 'rules with captions above, date rules below', 'customer 2 place']))

for f in (doc01, doc02, doc03, doc04, doc05, doc06, doc07, doc08, doc09):
    f()
print('html written')
