# Set 11's pydyf documents: each page's content stream written operator by operator with pydyf 0.5 (a low-level
# writer: no layout of its own), in the base-14 Helvetica/Times fonts. Each place's mark is drawn in its own
# near-black tag colour (blue k/100); measure11.py finds the marks in the finished file.
import json, sys
import pydyf

H = 841.89
OUT = sys.argv[1] if len(sys.argv) > 1 else '../files'

class Doc:
    def __init__(self, serif=False):
        self.serif = serif
        self.pages = []
        self.new_page()
    def new_page(self):
        self.s = pydyf.Stream(); self.pages.append(self.s)
    def text(self, x, y, s, size=9, bold=False, tag=None):
        st = self.s
        if tag: st.set_color_rgb(0, 0, tag / 100)
        st.begin_text(); st.set_font_size('B' if bold else 'R', size)
        st.text_matrix(1, 0, 0, 1, x, H - y); st.show_text(pydyf.String(s)); st.end_text()
        if tag: st.set_color_rgb(0, 0, 0)
    def para(self, x, y, lines, size=8.5, lead=11.5):
        for i, l in enumerate(lines): self.text(x, y + i * lead, l, size)
        return y + len(lines) * lead
    def rule(self, x, y, w, tag=None, width=0.6):
        st = self.s
        if tag: st.set_color_rgb(0, 0, tag / 100, stroke=True)
        st.set_line_width(width); st.move_to(x, H - y); st.line_to(x + w, H - y); st.stroke()
        if tag: st.set_color_rgb(0, 0, 0, stroke=True)
    def rect(self, x, y, w, h, tag=None, width=0.6, fill=None):
        st = self.s
        if fill is not None:
            st.set_color_rgb(fill, fill, fill); st.rectangle(x, H - y - h, w, h); st.fill(); st.set_color_rgb(0, 0, 0)
        if tag: st.set_color_rgb(0, 0, tag / 100, stroke=True)
        st.set_line_width(width); st.rectangle(x, H - y - h, w, h); st.stroke()
        if tag: st.set_color_rgb(0, 0, 0, stroke=True)
    def save(self, name, meta):
        pdf = pydyf.PDF()
        base = ('Times-Roman', 'Times-Bold') if self.serif else ('Helvetica', 'Helvetica-Bold')
        fonts = []
        for b in base:
            f = pydyf.Dictionary({'Type': '/Font', 'Subtype': '/Type1', 'BaseFont': '/' + b, 'Encoding': '/WinAnsiEncoding'})
            pdf.add_object(f); fonts.append(f)
        res = pydyf.Dictionary({'Font': pydyf.Dictionary({'R': fonts[0].reference, 'B': fonts[1].reference})})
        for st in self.pages:
            pdf.add_object(st)
            pdf.add_page(pydyf.Dictionary({'Type': '/Page', 'Parent': pdf.pages.reference,
                'MediaBox': pydyf.Array([0, 0, 595.28, H]), 'Contents': st.reference, 'Resources': res}))
        pdf.info['Producer'] = pydyf.String('pydyf 0.5.0')
        with open(f'{OUT}/{name}', 'wb') as fh: pdf.write(fh)
        meta['file'] = name
        json.dump(meta, open(f'/tmp/gen11/{name}.meta.json', 'w'), indent=1)

def M(kinds, dtype, name, reg, others, dealer, places, **kw):
    d = {'kinds': kinds, 'documentType': dtype, 'customerName': name, 'vehicleRegistration': reg,
         'otherRegistrations': others, 'dealershipName': dealer, 'places': places}
    d.update(kw); return d

def P(tag, label, signer, date=None, style='line'):
    return {'tag': tag, 'label': label, 'signer': signer, 'date': date, 'style': style}

# 01 hire purchase, 2 pages, signatures on page 2, witness and creditor
d = Doc()
d.text(40, 50, 'CALDERBROOK MOTOR FINANCE LIMITED', 13, True)
d.text(40, 64, 'Hire Purchase Agreement regulated by the Consumer Credit Act 1974', 9)
d.text(420, 50, 'Agreement No. HP/448120/K', 8.5)
d.rect(40, 80, 515, 16, fill=0.85); d.text(45, 91, 'The Hirer', 9, True)
rows = [('Name', 'Mr Desmond A. Okafor'), ('Address', '17 Fellside Terrace, Kendal, LA9 4QP'),
        ('Date of birth', '03/11/1984'), ('Supplying dealer', 'Lakeland Road Cars, Mintsfeet Road, Kendal LA9 6NN')]
y = 112
for k, v in rows: d.text(45, y, k, 8.5, True); d.text(160, y, v, 8.5); y += 14
d.rect(40, y, 515, 16, fill=0.85); d.text(45, y + 11, 'The Goods', 9, True); y += 32
for k, v in [('Description', 'Skoda Octavia 1.5 TSI SE L Estate, Moon White'), ('Registration', 'PK72 UFW'),
             ('VIN', 'TMBJR7NX5PY091174'), ('Part exchange', 'Ford Focus, registration PN16 XEV, allowance GBP 3,150.00')]:
    d.text(45, y, k, 8.5, True); d.text(160, y, v, 8.5); y += 14
d.rect(40, y, 515, 16, fill=0.85); d.text(45, y + 11, 'Financial details', 9, True); y += 32
for k, v in [('Cash price', 'GBP 19,495.00'), ('Deposit (incl. part exchange)', 'GBP 4,150.00'),
             ('Amount of credit', 'GBP 15,345.00'), ('Total charge for credit', 'GBP 3,522.60'),
             ('Option to purchase fee', 'GBP 10.00'), ('Total amount payable', 'GBP 23,027.60'),
             ('Repayments', '1 of GBP 531.36 then 46 of GBP 408.36 then 1 of GBP 418.36'), ('APR', '10.9%')]:
    d.text(45, y, k, 8.5); d.text(260, y, v, 8.5); y += 13
y += 10
d.text(40, y, 'Key information', 9, True); y += 14
y = d.para(40, y, ['You will not own the goods until you have paid all sums due under this agreement, including the option to purchase',
    'fee. Until then you must keep the goods in good repair, insured, and in your possession in the United Kingdom.',
    'If you have paid one third or more of the total amount payable we may not repossess the goods without a court order.',
    'You have the right to withdraw from this agreement within 14 days without giving a reason (see page 2).'])
d.text(40, 810, 'Page 1 of 2    HP/448120/K    Calderbrook Motor Finance Limited, Calder House, Halifax HX1 2RE', 7)
d.new_page()
d.text(40, 50, 'Hire Purchase Agreement HP/448120/K (continued)', 10, True)
y = d.para(40, 75, ['Termination: your rights. You may end this agreement by giving notice to us at any time before the final payment falls',
    'due. You must then return the goods and pay any amount needed to bring what you have paid up to one half of the total',
    'amount payable. Voluntary termination is explained on the enclosed notice.', '',
    'Withdrawal. You may withdraw by telling us within 14 days of the day after you sign, orally or in writing. You must then',
    'repay the credit with interest of GBP 4.59 per day.', '',
    'Complaints may be referred to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.'])
d.rect(40, y + 15, 515, 58, width=1.2)
d.para(48, y + 30, ['This is a Hire Purchase agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be',
    'legally bound by its terms.'], 9)
d.text(48, y + 64, 'Signature(s) of Hirer', 9, True)
y += 120
d.rule(40, y, 300, tag=1); d.text(40, y + 11, 'Signature of Hirer', 8); d.rule(380, y, 120, tag=2); d.text(380, y + 11, 'Date', 8)
y += 48
d.rule(40, y, 300, tag=3); d.text(40, y + 11, 'Signature of witness', 8); d.rule(380, y, 120, tag=4); d.text(380, y + 11, 'Date', 8)
d.text(40, y + 24, 'Witness name and address ...............................................................................................', 8)
y += 70
d.text(40, y - 30, 'Signed on behalf of the Creditor, Calderbrook Motor Finance Limited', 8.5, True)
d.rule(40, y, 300, tag=5); d.text(40, y + 11, 'Authorised signatory for the Creditor', 8); d.rule(380, y, 120, tag=6); d.text(380, y + 11, 'Date of making', 8)
d.text(40, 810, 'Page 2 of 2    HP/448120/K', 7)
d.save('01-hp-agreement.pdf', M(['producer: pydyf', 'kind: hire purchase agreement, 2 pages', 'signatures on the last page',
    'title and middle initial printed', "witness's and creditor's places nobody's", 'part-exchange plate', 'captions below rules'],
    'finance_agreement', 'Desmond Okafor', 'PK72UFW', ['PN16XEV'], 'Lakeland Road Cars',
    [P(1, 'Signature of Hirer', 'customer', 2), P(3, 'Signature of witness', None, 4),
     P(5, 'Authorised signatory for the Creditor', None, 6)]))

# 02 joint PCP, boxes side by side, Hirer 2
d = Doc()
d.rect(0, 0, 595.28, 60, fill=0.2)
d.text(36, 36, 'Personal Contract Purchase', 16, True)
d.text(36, 80, 'Harbourline Finance plc  |  PCP agreement regulated by the Consumer Credit Act 1974  |  Ref PCP-7730915', 8)
d.text(36, 104, 'Hirer 1', 9, True); d.text(300, 104, 'Hirer 2', 9, True)
d.para(36, 118, ['MRS BRONWEN LLOYD-HUGHES', '4 Cae Bryn, Llandudno Junction', 'LL31 9HX'], 9)
d.para(300, 118, ['MR GARETH LLOYD-HUGHES', '4 Cae Bryn, Llandudno Junction', 'LL31 9HX'], 9)
d.text(36, 170, 'Vehicle', 9, True)
d.para(36, 184, ['Volkswagen Tiguan 2.0 TDI Life DSG, Pure Grey, first registered 01/09/2023',
    'Registration mark: CX73 LKD    Chassis: WVGZZZ5NZPW204471    Mileage at supply: 6,210'], 9)
d.text(36, 220, 'Supplier: Conwy Valley Volkswagen, Glan Conwy Corner, Conwy LL28 5LB', 9)
y = 245
for k, v in [('Cash price', 'GBP 31,990.00'), ('Customer deposit', 'GBP 5,000.00'), ('Amount of credit', 'GBP 26,990.00'),
             ('Optional final payment', 'GBP 14,870.00'), ('Monthly payments', '47 x GBP 349.20'), ('Annual mileage', '8,000'),
             ('Excess mileage charge', '9p per mile'), ('Total amount payable', 'GBP 36,282.40'), ('Representative APR', '8.9%')]:
    d.rect(36, y, 250, 16); d.text(40, y + 11, k, 8.5); d.rect(286, y, 160, 16); d.text(290, y + 11, v, 8.5); y += 16
y += 20
y = d.para(36, y, ['At the end of the agreement you may: return the vehicle (subject to its condition and mileage), pay the optional final',
    'payment and keep it, or part exchange it. Both hirers are jointly and severally liable for all payments.', '',
    'By signing below each of you confirms that you have received the pre-contract credit information and adequate explanations.'], 8.5)
y += 20
d.text(36, y, 'Hirer 1 signature', 8.5, True); d.text(300, y, 'Hirer 2 signature', 8.5, True)
d.rect(36, y + 6, 240, 44, tag=11); d.rect(300, y + 6, 240, 44, tag=12)
d.text(36, y + 66, 'Date', 8.5); d.rect(64, y + 56, 110, 16, tag=13)
d.text(300, y + 66, 'Date', 8.5); d.rect(328, y + 56, 110, 16, tag=14)
y += 110
d.text(36, y, 'For and on behalf of Harbourline Finance plc (the creditor)', 8.5, True)
d.rect(36, y + 6, 240, 44, tag=15)
d.save('02-joint-pcp.pdf', M(['producer: pydyf', 'kind: PCP agreement, joint hirers', '"Hirer 2" is customer2',
    'names in capitals with titles, double-barrelled surname', 'boxes side by side with labels above', "creditor's box nobody's"],
    'finance_agreement', 'Bronwen Lloyd-Hughes', 'CX73LKD', [], 'Conwy Valley Volkswagen',
    [P(11, 'Hirer 1 signature', 'customer', 13, 'box'), P(12, 'Hirer 2 signature', 'customer2', 14, 'box'),
     P(15, 'For and on behalf of Harbourline Finance plc (the creditor)', None, None, 'box')],
    otherCustomers=['Gareth Lloyd-Hughes']))

# 03 used vehicle order, Times, personalised plate, part exchange, salesperson, dotted leaders
d = Doc(serif=True)
d.text(200, 50, 'SEVERNSIDE PRESTIGE', 16, True); d.text(214, 64, 'Order for a Used Motor Vehicle', 11)
d.text(40, 95, 'Order number 22871      Date 05/12/2026      Salesperson: Kieran Walsh', 10)
y = 125
for k, v in [('Purchaser', 'Fitzgerald, Siobhan'), ('Address', '9 Orchard Mews, Tewkesbury GL20 5AB'),
             ('Telephone', '07700 900418'), ('Vehicle', 'Land Rover Range Rover Evoque D165 R-Dynamic S'),
             ('Registration', 'S10 BHN (cherished transfer, see note)'), ('Odometer', '18,450 miles'),
             ('Part exchange', 'Mini Cooper, CF66 WRT, settlement to Northway Finance')]:
    d.text(40, y, k, 10, True); d.text(140, y, v, 10); y += 16
y += 8
for k, v in [('Vehicle price', '37,950.00'), ('Delivery and registration', '395.00'), ('Less part exchange allowance', '(8,200.00)'),
             ('Less deposit paid', '(500.00)'), ('Balance due on delivery', '29,645.00')]:
    d.text(300, y, k, 10); d.text(480, y, 'GBP ' + v, 10); y += 15
y += 12
y = d.para(40, y, ['Note: the registration S10 BHN is a cherished mark retained on the vehicle. The purchaser agrees to the terms and',
    'conditions overleaf and confirms that the part exchange is free of any undisclosed finance.'], 9.5, 13)
y += 40
d.text(40, y, 'Signed by the purchaser', 10); d.text(150, y, '.' * 70, 10, tag=21)
d.text(420, y, 'Date', 10); d.text(445, y, '.' * 24, 10, tag=22)
y += 40
d.text(40, y, 'Signed for Severnside Prestige', 10); d.text(175, y, '.' * 58, 10, tag=23)
d.save('03-used-vehicle-order.pdf', M(['producer: pydyf (Times)', 'kind: used vehicle order', 'surname first after a comma',
    'personalised plate on the car ordered', 'part-exchange plate', 'dotted leaders after the labels', 'place for the dealer'],
    'sales_agreement', 'Siobhan Fitzgerald', 'S10BHN', ['CF66WRT'], 'Severnside Prestige',
    [P(21, 'Signed by the purchaser', 'customer', 22), P(23, 'Signed for Severnside Prestige', 'dealer')]))

# 04 part-exchange appraisal: subject is the part exchange, appraiser's place, underscores with caption above
d = Doc()
d.text(40, 46, 'Tamar Bridge Motors', 15, True); d.text(40, 60, 'Part Exchange Appraisal  -  Vehicle Condition Report', 10)
d.rect(40, 74, 515, 1, fill=0)
y = 96
for a, b, c, e in [('Customer', 'Mr P J Trelawny', 'Appraisal no.', 'PX-03318'), ('Forename', 'Peter', 'Date', '04/12/2026'),
                   ('Vehicle appraised', 'Vauxhall Astra 1.2 SRi', 'Registration', 'WK18 DZU'),
                   ('Mileage', '61,904', 'Colour', 'Sovereign Silver'), ('Service history', 'Partial (4 stamps)', 'Keys', '2'),
                   ('Vehicle to be purchased', 'Toyota Corolla Hybrid', 'Registration', 'WF23 KPY')]:
    d.text(40, y, a, 8.5, True); d.text(150, y, b, 8.5); d.text(330, y, c, 8.5, True); d.text(420, y, e, 8.5); y += 15
y += 10
d.text(40, y, 'Condition', 10, True); y += 6
cols = [40, 180, 260, 340, 555]
for i, (a, b) in enumerate([('Bodywork', 'Scuff N/S rear bumper'), ('Wheels / tyres', 'Kerbed O/S front alloy'),
                            ('Interior', 'Good'), ('Mechanical', 'No warning lights'), ('Windscreen', 'Chip below 10 mm')]):
    d.rect(40, y, 140, 16); d.rect(180, y, 375, 16); d.text(44, y + 11, a, 8.5); d.text(184, y + 11, b, 8.5); y += 16
y += 20
for k, v in [('Trade valuation', 'GBP 6,450.00'), ('Less reconditioning', 'GBP 350.00'), ('Appraised value offered', 'GBP 6,100.00'),
             ('Outstanding finance', 'None declared')]:
    d.text(300, y, k, 9); d.text(450, y, v, 9, True); y += 14
y += 12
y = d.para(40, y, ['The customer declares that the vehicle appraised is their property, free from finance, that the recorded mileage is',
    'genuine and that it has not been an insurance write-off. The value offered stands for 7 days or 200 miles, whichever is sooner.'])
y += 30
d.text(40, y, 'Customer signature', 8.5, True); d.text(320, y, 'Appraised by (Tamar Bridge Motors)', 8.5, True)
d.text(40, y + 28, '_' * 40, 9, tag=7); d.text(320, y + 28, '_' * 40, 9, tag=8)
d.save('04-part-exchange-appraisal.pdf', M(['producer: pydyf', 'kind: part-exchange appraisal', 'the subject is the part exchange',
    'plate of the car being bought', 'initials with title, forename on its own row', 'captions above underscores', "appraiser's place"],
    'trade_in', 'Peter Trelawny', 'WK18DZU', ['WF23KPY'], 'Tamar Bridge Motors',
    [P(7, 'Customer signature', 'customer'), P(8, 'Appraised by (Tamar Bridge Motors)', 'dealer')]))

# 05 GAP declined, Times, business manager, boxes with captions beside
d = Doc(serif=True)
d.text(40, 55, 'Guaranteed Asset Protection', 14, True); d.text(40, 72, 'Statement of Declined Cover', 12)
d.text(400, 55, 'Ashgrove Car Centre', 11, True); d.text(400, 68, 'Unit 2, Ashgrove Park, Wigan WN5 0LP', 8)
y = 110
for k, v in [('Customer name', 'KOWALCZYK, Tomasz'), ('Vehicle', 'Hyundai Tucson 1.6 T-GDi Premium'), ('Registration', 'MA22 HXE'),
             ('Purchase price', 'GBP 22,400.00'), ('Finance', 'Hire purchase, 48 months')]:
    d.text(40, y, k + ':', 10.5); d.text(170, y, v, 10.5); y += 16
y += 10
y = d.para(40, y, ['GAP insurance can pay the difference between the amount your motor insurer pays if your vehicle is written off or',
    'stolen and the amount you paid for it or still owe on finance. It was explained to me by the business manager, and I have',
    'been given the policy summary and the insurance product information document. I understand that:', '',
    '   1.  I have chosen not to buy GAP insurance from Ashgrove Car Centre today;',
    '   2.  I may buy GAP insurance elsewhere, and the dealer may not sell it to me until 2 clear days after today;',
    '   3.  if my car is written off I may owe money to my finance company that my motor insurer will not pay.'], 10.5, 14)
y += 30
d.text(40, y + 26, 'Customer', 10.5, True); d.rect(130, y, 260, 36, tag=9); d.text(410, y + 26, 'Date', 10.5); d.rect(440, y + 12, 110, 24, tag=10)
y += 60
d.text(40, y + 26, 'Business manager', 10.5, True); d.rect(130, y, 260, 36, tag=16); d.text(410, y + 26, 'Date', 10.5); d.rect(440, y + 12, 110, 24, tag=17)
d.text(130, y + 50, 'Print name: Dean Ashworth', 9)
d.save('05-gap-declined.pdf', M(['producer: pydyf (Times)', 'kind: GAP insurance declined', 'surname first in capitals after a comma',
    'boxes with captions beside', "business manager's place"],
    'insurance_waiver', 'Tomasz Kowalczyk', 'MA22HXE', [], 'Ashgrove Car Centre',
    [P(9, 'Customer', 'customer', 10, 'box'), P(16, 'Business manager', 'dealer', 17, 'box')]))

# 06 settlement letter, no signing place
d = Doc()
d.text(360, 50, 'Penrose Auto Credit Ltd', 12, True)
d.para(360, 64, ['PO Box 4471', 'Northampton NN1 9ZZ', 'Tel 0300 555 0172'], 8.5)
d.para(40, 120, ['Mrs Alison Kerr', '22 Ravelston Dykes', 'Edinburgh', 'EH4 3NY'], 10, 13)
d.text(40, 190, '3 December 2026', 10)
d.text(40, 220, 'Agreement PAC/118-2290    Vehicle: Peugeot 2008 1.2 PureTech Allure    Registration: SA21 OLM', 9.5, True)
y = d.para(40, 250, ['Dear Mrs Kerr,', '', 'Settlement figure', '',
    'Thank you for your request. The amount needed to settle your agreement in full is GBP 7,842.17, valid until 31 December',
    '2026. This figure includes a rebate of charges under the Consumer Credit (Early Settlement) Regulations 2004.', '',
    'We understand that Forthside Motors of Edinburgh will be settling the agreement on your behalf as part of the purchase',
    'of a replacement vehicle. Once we receive the settlement, ownership of SA21 OLM will pass to you or to the dealer as',
    'you have arranged, and we will update the HPI register within 48 hours.', '',
    'Payment may be made by bank transfer to sort code 40-11-62, account 71834402, quoting the agreement number.', '',
    'Yours sincerely,', '', '', 'Customer Settlements Team', 'Penrose Auto Credit Ltd'], 10, 14)
d.text(40, 800, 'Penrose Auto Credit Ltd is authorised and regulated by the Financial Conduct Authority (FRN 661234).', 7)
d.save('06-settlement-letter.pdf', M(['producer: pydyf', 'kind: lender settlement letter', 'no signing place',
    'dealer named in the body', 'plate in the reference line and the body'],
    'other', 'Alison Kerr', 'SA21OLM', [], 'Forthside Motors', []))

# 07 commission disclosure, trading name like a person
d = Doc()
d.text(40, 50, 'HENRY ALDRIDGE', 18, True); d.text(40, 64, 'Quality used cars since 1998  -  14 Station Road, Market Harborough LE16 7HB', 8)
d.text(40, 100, 'How we are paid when we arrange your finance', 12, True)
y = d.para(40, 120, ['Henry Aldridge is a trading name of Aldridge Automotive Ltd, a credit broker, not a lender. We work with a limited',
    'panel of lenders: Harbourline Finance plc, Calderbrook Motor Finance Limited and Penrose Auto Credit Ltd.', '',
    'When you take finance through us, the lender pays us a commission. The commission may be a fixed fee or a percentage',
    'of the amount you borrow, and for some lenders it may be higher if the interest rate is higher. For the finance we are',
    'arranging for you the commission is GBP 862.00.', '',
    'You are free to arrange finance elsewhere. Please ask us if you would like more information.'], 9.5, 13)
y += 20
d.text(40, y, 'Customer name:  MS JOANNE McBRIDE', 10); y += 16
d.text(40, y, 'Vehicle:  BMW 118i M Sport, registration YR20 TVA', 10); y += 40
d.text(40, y, 'I confirm I have read and understood this disclosure.', 9.5); y += 34
d.text(40, y, 'Signed', 10); d.text(80, y, '_' * 36, 10, tag=18); d.text(300, y, 'Dated', 10); d.text(335, y, '_' * 18, 10, tag=19)
d.save('07-commission-disclosure.pdf', M(['producer: pydyf', 'kind: commission disclosure', 'dealer trading name like a person',
    'Mc surname in capitals with title', 'lenders named in the body', 'underscores with the date on the same line', 'no dealer place'],
    'other', 'Joanne McBride', 'YR20TVA', [], 'Henry Aldridge',
    [P(18, 'Signed', 'customer', 19)]))

# 08 personal loan with guarantor, 2 pages, grid of signatures on the last page
d = Doc()
d.text(40, 50, 'Westmere Personal Finance', 14, True); d.text(40, 66, 'Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974', 9)
d.text(40, 96, 'Borrower', 10, True)
d.para(40, 110, ['Name:  Dr Rhiannon Mair Pritchard', 'Address:  Flat 3, 61 Heol y Deri, Cardiff CF14 6HF'], 9, 13)
d.text(40, 150, 'Guarantor', 10, True)
d.para(40, 164, ['Name:  Mr Owain Pritchard', 'Address:  8 Lon Isaf, Caerphilly CF83 1DT'], 9, 13)
d.text(40, 204, 'Purpose of loan', 10, True)
d.para(40, 218, ['Purchase of a used motor vehicle from Taff Vale Car Sales: Kia Niro 1.6 GDi 2, registration CU70 HWB.',
    'The loan will be paid to you; the vehicle is not security for this loan.'], 9, 13)
y = 260
for k, v in [('Amount of credit', 'GBP 12,500.00'), ('Duration', '60 months'), ('Monthly repayment', 'GBP 262.04'),
             ('Total charge for credit', 'GBP 3,222.40'), ('Total amount payable', 'GBP 15,722.40'), ('APR', '9.4%')]:
    d.rect(40, y, 200, 15, fill=0.93); d.text(44, y + 10.5, k, 8.5); d.text(250, y + 10.5, v, 8.5); y += 17
y = d.para(40, y + 20, ['Missing payments could have severe consequences and make obtaining credit more difficult. If you do not pay,',
    'we may ask the guarantor to pay instead.'], 9, 13)
d.text(40, 810, 'WPF-LN 20-4471   page 1/2', 7)
d.new_page()
d.text(40, 50, 'Guarantee and Indemnity', 12, True)
y = d.para(40, 70, ['In consideration of the lender making the loan to the borrower, the guarantor guarantees that the borrower will',
    'pay all sums due under the agreement and will indemnify the lender against any loss. The guarantor should take',
    'independent legal advice before signing.'], 9, 13)
y += 24
d.text(40, y, 'SIGNATURES', 10, True); y += 8
cw = [40, 180, 430, 555]
d.rect(40, y, 515, 16, fill=0.85)
for x, t in zip(cw, ['Party', 'Signature', 'Date']): d.text(x + 4, y + 11, t, 8.5, True)
y += 16
tags = [(24, 25, 'Borrower'), (26, 27, 'Guarantor'), (28, 29, 'Witness to guarantor'), (30, 31, 'For Westmere Personal Finance (lender)')]
for s, dt, name in tags:
    d.rect(40, y, 140, 40); d.text(44, y + 14, name if len(name) < 26 else 'For Westmere Personal', 8.5)
    if len(name) >= 26: d.text(44, y + 26, 'Finance (lender)', 8.5)
    d.rect(180, y, 250, 40, tag=s); d.rect(430, y, 125, 40, tag=dt); y += 40
d.text(40, 810, 'WPF-LN 20-4471   page 2/2', 7)
d.save('08-loan-with-guarantor.pdf', M(['producer: pydyf', 'kind: fixed-sum loan for a car with guarantor, 2 pages',
    'signatures on the last page', 'signing grid of table cells', "guarantor's place", "witness's and lender's places nobody's",
    'title and middle name printed'],
    'finance_agreement', 'Rhiannon Pritchard', 'CU70HWB', [], 'Taff Vale Car Sales',
    [P(24, 'Borrower', 'customer', 25, 'box'), P(26, 'Guarantor', 'guarantor', 27, 'box'),
     P(28, 'Witness to guarantor', None, 29, 'box'), P(30, 'For Westmere Personal Finance (lender)', None, 31, 'box')]))

# 09 sold as seen, Times, small print, two columns
d = Doc(serif=True)
d.text(40, 50, 'Brookfield Trade Cars', 14, True); d.text(300, 50, 'TRADE SALE  -  SOLD AS SEEN', 12, True)
d.text(40, 80, 'Buyer:  J. A. Nwosu (Mr)    trading as Nwosu Motors', 10)
d.text(40, 95, 'Full name of buyer:  Jideofor Nwosu', 10)
d.text(40, 110, 'Vehicle:  Citroen C3 1.2 PureTech Feel, 2016, 94,120 miles, registration BV16 KZN', 10)
d.text(40, 125, 'Price:  GBP 2,150.00 paid in full by bank transfer', 10)
left = ['The vehicle is sold as seen, with no', 'warranty given or implied as to its', 'condition, roadworthiness or fitness',
        'for any purpose. It has known faults,', 'including an engine management light', 'and a worn clutch.', '',
        'The buyer has inspected the vehicle,', 'or has had the chance to do so, and', 'accepts it in its present condition.']
right = ['The buyer confirms that they are', 'buying in the course of a business', 'and not as a consumer, and that the',
         'Consumer Rights Act 2015 does not', 'apply to this sale.', '', 'The price reflects the condition of', 'the vehicle. No refund will be given.']
d.para(40, 155, left, 9.5, 12.5); d.para(310, 155, right, 9.5, 12.5)
y = 310
d.text(40, y, 'Buyer', 10, True); d.rule(110, y + 2, 200, tag=32); d.text(330, y, 'Date', 10); d.rule(360, y + 2, 100, tag=33)
y += 40
d.text(40, y, 'Seller', 10, True); d.rule(110, y + 2, 200, tag=34)
d.text(110, y + 14, 'for Brookfield Trade Cars', 8)
d.text(40, 790, 'Brookfield Trade Cars, Yard 6, Brookfield Road, Preston PR2 9LL. Company no. 09981123.', 7)
d.save('09-sold-as-seen.pdf', M(['producer: pydyf (Times)', 'kind: trade sale sold as seen', 'initials with title after, full name elsewhere',
    'two columns', 'rules beside the captions', 'place for the dealer ("Seller")'],
    'warranty_disclaimer', 'Jideofor Nwosu', 'BV16KZN', [], 'Brookfield Trade Cars',
    [P(32, 'Buyer', 'customer', 33), P(34, 'Seller', 'dealer')]))
