# The tenth set's PDF documents: content, places and who draws them. Each place is written once (P): its label as
# the truth writes it, whose it is, its tags, and how it is drawn; the same description drives layout and truth.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from spec import place

MEASURE_STYLE = {'rule': 'line', 'under': 'line', 'dots': 'line', 'box': 'box', 'cell': 'box'}


def P(label, signer, tag, date_tag=None, style='rule', **kw):
    return {'label': label, 'signer': signer, 'tag': tag, 'dateTag': date_tag, 'style': style, **kw}


def places_of(doc):
    out = []
    for b in doc['blocks']:
        for p in b.get('places', []):
            s = MEASURE_STYLE[p['style']]
            out.append(place(p['label'], p['signer'], p['tag'], p['dateTag'], s, s))
    return out


def K(*kinds):
    return list(kinds)


DOCS = []

# 01 PCP agreement, two pages, PyMuPDF -----------------------------------------------------------------------------
DOCS.append({
    'file': '01-pcp-agreement.pdf', 'producer': 'pymupdf', 'size': 8.5,
    'kinds': K('producer: PyMuPDF', 'kind: PCP agreement, 2 pages', 'signatures on the last page',
               'surname first in capitals with title after a comma', "creditor's place nobody's", 'part-exchange plate'),
    'documentType': 'finance_agreement', 'customerName': 'Anil Mistry', 'vehicleRegistration': 'LD71XPW',
    'otherRegistrations': ['LK15OVA'], 'dealershipName': 'Wembley Park Autos',
    'footer': 'Harrowden Motor Finance Ltd, 40 Lyon Road, Harrow HA1 2AA. Authorised and regulated by the Financial Conduct Authority, FRN 688104.',
    'blocks': [
        {'t': 'cols', 'boldFirst': True, 'cols': [['Harrowden Motor Finance Ltd', 'Personal Contract Purchase'],
                                                    ['Agreement number HMF/PCP/0093317', 'Introduced by: Wembley Park Autos', '212 Empire Way, Wembley HA9 0RJ']]},
        {'t': 'hr', 'colour': (0, 0, 0), 'w': 1.2},
        {'t': 'title', 'text': 'Hire Purchase Agreement (Personal Contract Purchase)', 'size': 13},
        {'t': 'kv', 'pairs': 2, 'shade': True, 'rows': [
            ['Customer', 'MISTRY, Mr Anil', 'Date of birth', '14/09/1988'],
            ['Address', '7 Preston Road, Wembley', 'Postcode', 'HA9 8JZ'],
            ['Vehicle', 'Skoda Octavia 2.0 TDI SE L', 'Registration', 'LD71 XPW'],
            ['VIN', 'TMBJJ7NX4MY061272', 'Mileage', '21,448'],
            ['Part exchange', 'Ford Focus LK15 OVA', 'Allowance', '£3,150.00']]},
        {'t': 'h', 'text': 'Financial details', 'under': True},
        {'t': 'kv', 'rightValues': True, 'rules': True, 'labelWidth': 300, 'boldLabels': False, 'rows': [
            ['Cash price', '£19,995.00'], ['Part exchange allowance', '£3,150.00'], ['Cash deposit', '£1,000.00'],
            ['Amount of credit', '£15,845.00'], ['Interest charges', '£4,102.56'], ['Option to purchase fee', '£10.00'],
            ['Total amount payable', '£24,107.56'], ['47 monthly payments of', '£247.19'],
            ['Optional final payment', '£8,479.63'], ['Annual mileage allowance / excess mileage charge', '8,000 / 8.2p per mile'],
            ['Representative APR', '9.9%']]},
        {'t': 'h', 'text': 'Important information', 'under': True},
        {'t': 'p', 'text': 'You will not own the vehicle until you have paid all sums due under this agreement, including the optional final payment and the option to purchase fee. At the end of the agreement you may pay the optional final payment and keep the vehicle, return it, or part exchange it.'},
        {'t': 'p', 'text': 'If you return the vehicle at the end of the agreement it must be within the agreed mileage and in a condition consistent with its age. You will be charged for excess mileage at the rate shown and for damage beyond fair wear and tear.'},
        {'t': 'p', 'text': 'You may end this agreement at any time by writing to us. If you have paid less than half of the total amount payable you will have to bring your payments up to half. You have a right of withdrawal for 14 days after the day after you receive a copy of this agreement.'},
        {'t': 'p', 'text': 'Missing payments could have severe consequences and make obtaining credit more difficult. Once you have paid one third of the total amount payable we may not take the vehicle back without a court order.'},
        {'t': 'break'},
        {'t': 'h', 'text': 'Terms and conditions (continued)', 'under': True},
        {'t': 'p', 'text': '12. Insurance. You must keep the vehicle comprehensively insured with a reputable insurer for its full replacement value and tell us of any loss or damage.', 'size': 7.5},
        {'t': 'p', 'text': '13. Ownership. The vehicle remains our property. You must not sell it, offer it as security, or part with it. You must keep it at the address above and tell us of any change of address.', 'size': 7.5},
        {'t': 'p', 'text': '14. Default. If you break this agreement we may, after serving any notice required by law, end it and demand the sums due. A default fee of £25 may be charged.', 'size': 7.5},
        {'t': 'gap', 'h': 10},
        {'t': 'p', 'text': 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'bold': True},
        {'t': 'places', 'places': [
            P('Signature of Customer', 'customer', 1, 2, 'rule', under=['Mr Anil Mistry'])]},
        {'t': 'places', 'places': [
            P('Signed for and on behalf of Harrowden Motor Finance Ltd (the Creditor)', None, 3, 4, 'rule',
              text='Signed for and on behalf of Harrowden Motor Finance Ltd (the Creditor)')]},
        {'t': 'p', 'size': 7, 'text': 'The date of this agreement is the date on which it is signed for the Creditor.'},
    ]})

# 02 vehicle order with personalised plate, PyMuPDF, times ------------------------------------------------------
DOCS.append({
    'file': '02-vehicle-order.pdf', 'producer': 'pymupdf', 'family': 'times', 'size': 10,
    'kinds': K('producer: PyMuPDF', 'kind: used vehicle order', 'dotted leaders after the labels',
               'personalised plate on the car ordered', 'part-exchange plate', "salesperson's place"),
    'documentType': 'sales_agreement', 'customerName': 'Fiona Drummond', 'vehicleRegistration': 'F10NAD',
    'otherRegistrations': ['SN62WKE'], 'dealershipName': 'Kelvinside Car Sales',
    'blocks': [
        {'t': 'title', 'text': 'KELVINSIDE CAR SALES', 'align': 'center', 'size': 17},
        {'t': 'p', 'text': '88 Great Western Road, Glasgow G12 8RP  ·  0141 339 0177  ·  VAT no. 412 7781 30', 'size': 8.5},
        {'t': 'hr'},
        {'t': 'title', 'text': 'Order for a used motor vehicle', 'size': 13},
        {'t': 'left', 'lines': ['Order no. KCS-55812', 'Date of order: 22 November 2026']},
        {'t': 'kv', 'borders': True, 'labelWidth': 140, 'rows': [
            ['Purchaser', 'Mrs Fiona Drummond'], ['Address', '19 Hyndland Road, Glasgow G12 9UX'],
            ['Telephone', '07700 914 332'],
            ['Vehicle', 'Mercedes-Benz A200 AMG Line Premium, Mountain Grey'],
            ['Registration mark', 'F10 NAD (cherished transfer retained on vehicle)'],
            ['First registered', '03/2021    Mileage 18,204'],
            ['Part exchange', 'Audi A3 Sportback SN62 WKE, 96,310 miles']]},
        {'t': 'kv', 'rightValues': True, 'labelWidth': 300, 'rules': True, 'boldLabels': False, 'rows': [
            ['Vehicle price', '£23,450.00'], ['Cherished plate transfer fee', '£80.00'],
            ['Less part exchange allowance', '-£2,600.00'], ['Less deposit paid', '-£500.00'],
            ['Balance due on delivery', '£20,430.00']]},
        {'t': 'p', 'text': 'The purchaser agrees to buy the vehicle described above on the terms overleaf. The part exchange vehicle is accepted subject to it being in the same condition at delivery as when appraised, with its V5C and all keys. The deposit is refundable only if the dealer cannot supply the vehicle.', 'size': 9},
        {'t': 'places', 'places': [
            P("Purchaser's signature", 'customer', 1, 2, 'dots', dateSameLine=True)]},
        {'t': 'places', 'places': [
            P('Salesperson (for Kelvinside Car Sales)', 'dealer', 3, None, 'dots')]},
    ]})

# 03 GAP declined, PyMuPDF ---------------------------------------------------------------------------------------
DOCS.append({
    'file': '03-gap-declined.pdf', 'producer': 'pymupdf', 'size': 9.5,
    'kinds': K('producer: PyMuPDF', 'kind: GAP insurance declined', 'boxes with bold labels above',
               'title and initials in the header, full first name in the body', "business manager's place"),
    'documentType': 'insurance_waiver', 'customerName': 'Gwen Parry', 'vehicleRegistration': 'CU23HBV',
    'otherRegistrations': [], 'dealershipName': 'Menai Bridge Motors',
    'blocks': [
        {'t': 'right', 'lines': ['Menai Bridge Motors', 'Holyhead Road, Menai Bridge LL59 5RH', 'Ref: MBM/GAP/2211']},
        {'t': 'left', 'lines': ['Mrs G. E. Parry', 'Tŷ Gwyn, Ffordd Cynan, Llangefni LL77 7TS'.replace('ŷ', 'y')]},
        {'t': 'title', 'text': 'Guaranteed Asset Protection: statement of declining cover', 'size': 13},
        {'t': 'p', 'text': 'Vehicle: Nissan Qashqai 1.3 DIG-T N-Connecta, registration CU23 HBV, purchased on 28 November 2026 for £22,300.00.'},
        {'t': 'p', 'text': 'Dear Gwen, if your vehicle is written off or stolen and not recovered, your motor insurer will normally pay only its market value at the time. This can be much less than you paid for it, or less than the amount needed to settle a finance agreement. GAP insurance covers the difference.'},
        {'t': 'p', 'text': 'We offered you Return to Invoice GAP insurance for 3 years at a premium of £349.00, and gave you the policy summary on 21 November 2026. Under the rules on the sale of GAP insurance the policy cannot be sold to you until two clear days after that. You have told us that you do not wish to buy it.'},
        {'t': 'p', 'text': 'By signing below you confirm that GAP insurance was explained, that you have chosen not to take it, and that you understand you can buy GAP cover from another provider at any time.', 'bold': True},
        {'t': 'gap', 'h': 8},
        {'t': 'places', 'places': [P('Customer signature', 'customer', 1, 2, 'box', height=40)]},
        {'t': 'places', 'places': [P('Business manager', 'dealer', 3, 4, 'box', height=32, under=['Owain Hughes, Menai Bridge Motors'])]},
    ]})

# 04 commission disclosure, trading name like a person, PyMuPDF ---------------------------------------------------
DOCS.append({
    'file': '04-commission-disclosure.pdf', 'producer': 'pymupdf', 'size': 9,
    'kinds': K('producer: PyMuPDF', 'kind: commission disclosure', 'dealer trading name like a person',
               'underscores beside the label, date on the same line', 'lenders named in the body', 'no dealer place'),
    'documentType': 'other', 'customerName': 'Keisha Adeyemi-Brown', 'vehicleRegistration': 'YH72KTO',
    'otherRegistrations': [], 'dealershipName': 'Marcus Wetherby',
    'blocks': [
        {'t': 'title', 'text': 'Marcus Wetherby', 'size': 20},
        {'t': 'p', 'text': 'Marcus Wetherby is a trading name of Wetherby Vehicle Sales Ltd, 3 Kirkstall Road, Leeds LS4 2AZ. Company no. 10447291.', 'size': 7.5},
        {'t': 'hr'},
        {'t': 'title', 'text': 'How we are paid when we arrange your finance', 'size': 12},
        {'t': 'kv', 'rows': [['Customer', 'Ms Keisha Adeyemi-Brown'], ['Vehicle', 'Toyota Yaris Cross 1.5 Hybrid, YH72 KTO'],
                             ['Finance', 'Hire purchase with Aireborough Finance plc']]},
        {'t': 'p', 'text': 'We are a credit broker, not a lender. We work with a limited number of lenders: Aireborough Finance plc, Calder Motor Credit Ltd and Pennine Auto Loans Ltd. We will tell you which lender has approved your application.'},
        {'t': 'p', 'text': 'The lender pays us a commission for introducing you. For your agreement it is a fixed fee of £475.00 plus 2.5% of the amount of credit. The commission does not change the interest rate you pay. Some lenders pay different amounts of commission, and this can give us an incentive to introduce you to one lender rather than another.'},
        {'t': 'p', 'text': 'You can ask us for more information about the commission we receive at any time before you sign your finance agreement.'},
        {'t': 'gap', 'h': 6},
        {'t': 'p', 'text': 'I confirm that I have read and understood this disclosure.', 'bold': True},
        {'t': 'places', 'places': [P('Signed', 'customer', 1, 2, 'under', dateSameLine=True, dateWidth=70,
                                     under=['Keisha Adeyemi-Brown'])]},
    ]})

# 05 settlement letter, no signing place, PyMuPDF ----------------------------------------------------------------
DOCS.append({
    'file': '05-settlement-letter.pdf', 'producer': 'pymupdf', 'family': 'times', 'size': 10.5, 'margin': 64,
    'kinds': K('producer: PyMuPDF', 'kind: lender settlement letter', 'no signing place', 'plate in the reference line',
               'dealer named in the body', 'Vietnamese surname'),
    'documentType': 'other', 'customerName': 'Thanh Nguyen', 'vehicleRegistration': 'BK19DZU',
    'otherRegistrations': [], 'dealershipName': 'Eastgate Motor Company',
    'blocks': [
        {'t': 'title', 'text': 'Severn Vale Credit', 'size': 18, 'align': 'right'},
        {'t': 'right', 'lines': ['PO Box 4471, Gloucester GL1 9ZZ', 'Customer services 0345 600 4471', '', '2 December 2026']},
        {'t': 'left', 'lines': ['Mr Thanh Nguyen', 'Flat 4, 61 Barton Street', 'Gloucester', 'GL1 4HT']},
        {'t': 'gap', 'h': 10},
        {'t': 'p', 'text': 'Your agreement SVC 00-413 9920  ·  Hyundai i20 BK19 DZU  ·  Settlement figure', 'bold': True},
        {'t': 'p', 'text': 'Dear Mr Nguyen,'},
        {'t': 'p', 'text': 'Thank you for your request for a settlement figure. Eastgate Motor Company has told us that you intend to part exchange the vehicle and that they will settle the agreement on your behalf.'},
        {'t': 'p', 'text': 'The amount needed to settle your agreement in full is £4,862.17 if we receive it on or before 30 December 2026. This figure takes account of the rebate of charges to which you are entitled under the Consumer Credit (Early Settlement) Regulations 2004.'},
        {'t': 'p', 'text': 'Payment can be made by bank transfer to sort code 30-94-12, account 61204418, quoting your agreement number. Once payment is received we will write to confirm that the agreement is settled and that we have no further interest in the vehicle, and we will update the finance register.'},
        {'t': 'p', 'text': 'If you have any questions please call us on the number above.'},
        {'t': 'p', 'text': 'Yours sincerely,'},
        {'t': 'gap', 'h': 18},
        {'t': 'p', 'text': 'Settlements Team, Severn Vale Credit'},
        {'t': 'gap', 'h': 30},
        {'t': 'p', 'size': 7, 'text': 'Severn Vale Credit is a trading name of SVC Finance Ltd, registered in England no. 05527841. Authorised and regulated by the Financial Conduct Authority.'},
    ]})

# 06 service plan, grid of places, PyMuPDF -------------------------------------------------------------------------
DOCS.append({
    'file': '06-service-plan.pdf', 'producer': 'pymupdf', 'size': 9,
    'kinds': K('producer: PyMuPDF', 'kind: service plan', 'signing grid of table cells with captions',
               'name in capitals, surname first', "service adviser's place", 'previous plate of the same car'),
    'documentType': 'service_contract', 'customerName': 'Declan Rafferty', 'vehicleRegistration': 'BF68GLO',
    'otherRegistrations': ['DR11FTY'], 'dealershipName': 'Lisburn Road Service Centre',
    'blocks': [
        {'t': 'cols', 'boldFirst': True, 'cols': [['Lisburn Road Service Centre', '402 Lisburn Road', 'Belfast BT9 6GN'],
                                                    ['FIXED PRICE SERVICE PLAN', 'Plan no. LRSC-SP-30871', 'Start date 01/12/2026']]},
        {'t': 'hr', 'colour': (0, 0, 0), 'w': 1.5},
        {'t': 'kv', 'pairs': 2, 'borders': True, 'labelWidth': 80, 'rows': [
            ['Plan holder', 'RAFFERTY DECLAN', 'Telephone', '07700 900 518'],
            ['Address', '15 Malone Avenue, Belfast', 'Postcode', 'BT9 6EN'],
            ['Vehicle', 'Kia Ceed 1.0 T-GDi 2', 'Registration', 'BF68 GLO'],
            ['Previous reg.', 'DR11 FTY (private plate removed)', 'Mileage', '44,120']]},
        {'t': 'h', 'text': 'What the plan covers'},
        {'t': 'p', 'text': 'Two services at the intervals set by the manufacturer (an interim service and a full service), including labour, oil, filters and the parts listed on the service schedule, an MOT test at each anniversary, and a free vehicle health check. Wear and tear items such as brake pads, tyres and wiper blades are not included.'},
        {'t': 'kv', 'rightValues': True, 'rules': True, 'labelWidth': 300, 'boldLabels': False, 'rows': [
            ['Plan price', '£468.00'], ['Payable by 24 monthly direct debits of', '£19.50']]},
        {'t': 'p', 'text': 'The plan stays with the vehicle if it is sold. You may cancel within 14 days for a full refund; after that the plan may be cancelled with a refund of payments made less the value of any services used.', 'size': 8},
        {'t': 'grid', 'widths': [140, 170, 115, 70], 'heads': ['', 'Signature', 'Name', 'Date'], 'places': [
            P('Plan holder', 'customer', 1, 2, 'cell', name='D. Rafferty'),
            P('Service adviser', 'dealer', 3, 4, 'cell', caption=['Service adviser', 'for Lisburn Road Service Centre'])]},
    ]})

# 07 hire purchase with guarantor, witness and creditor, two pages, PDF::Builder ----------------------------------
DOCS.append({
    'file': '07-hp-guarantor.pdf', 'producer': 'pdfbuilder', 'family': 'times', 'size': 9.5,
    'kinds': K('producer: PDF::Builder (Perl)', 'kind: hire purchase with guarantor, 2 pages', 'signatures on the last page',
               'labels below the rules, date rules beside', "guarantor's place", "witness and creditor nobody's",
               'part-exchange plate'),
    'documentType': 'finance_agreement', 'customerName': 'Callum Brannigan', 'vehicleRegistration': 'ST19KVR',
    'otherRegistrations': ['SY11HMC'], 'dealershipName': 'Perth Road Motors',
    'footer': 'Tayside Motor Credit Ltd, 9 Dock Street, Dundee DD1 3DR. Registered in Scotland SC302118.',
    'blocks': [
        {'t': 'title', 'text': 'TAYSIDE MOTOR CREDIT', 'size': 16},
        {'t': 'p', 'text': 'Hire purchase agreement regulated by the Consumer Credit Act 1974  ·  No. TMC 19 55024', 'bold': True},
        {'t': 'hr'},
        {'t': 'kv', 'labelWidth': 150, 'rules': True, 'rows': [
            ['Hirer', 'Mr Callum J. Brannigan, 27 Blackness Road, Dundee DD1 5PB'],
            ['Guarantor', 'Mr Peter Brannigan, 4 Fintry Drive, Dundee DD4 9EX'],
            ['Supplying dealer', 'Perth Road Motors, 310 Perth Road, Dundee DD2 1AU'],
            ['Goods', 'Ford Puma 1.0 EcoBoost ST-Line, registration ST19 KVR'],
            ['Part exchange', 'Vauxhall Astra SY11 HMC, allowance £1,250.00']]},
        {'t': 'kv', 'labelWidth': 300, 'rightValues': True, 'boldLabels': False, 'rules': True, 'rows': [
            ['Cash price', '£14,495.00'], ['Total deposit', '£1,750.00'], ['Amount of credit', '£12,745.00'],
            ['Total charge for credit', '£3,611.84'], ['Total amount payable', '£18,106.84'],
            ['48 monthly payments of £340.76 followed by a final payment of', '£350.76'], ['APR', '12.9%']]},
        {'t': 'h', 'text': 'Terms'},
        {'t': 'p', 'text': '1. You agree to hire the goods and to pay the amounts shown above on the dates set out in the payment schedule. You will become the owner of the goods only when all sums have been paid and you have paid the option to purchase fee of £10.'},
        {'t': 'p', 'text': '2. You must keep the goods in good repair, insured and in your possession. You must not sell or dispose of them. You must tell us at once if they are lost, stolen or damaged.'},
        {'t': 'p', 'text': '3. The Guarantor guarantees that the Hirer will pay all sums due and perform all obligations under this agreement, and agrees to indemnify the Creditor against any loss if the Hirer does not.'},
        {'t': 'p', 'text': '4. Right of withdrawal. You may withdraw from this agreement without giving a reason within 14 days by telling us in writing or by telephone.'},
        {'t': 'break'},
        {'t': 'h', 'text': 'Signatures'},
        {'t': 'p', 'text': 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'bold': True},
        {'t': 'places', 'places': [P('Signature of Hirer', 'customer', 1, 2, 'rule', room=34)]},
        {'t': 'p', 'text': 'Guarantee and indemnity. Before signing, the Guarantor should read the terms of the guarantee carefully and take independent advice.', 'italic': True},
        {'t': 'places', 'places': [P('Signature of Guarantor', 'guarantor', 3, 4, 'rule', room=34)]},
        {'t': 'places', 'places': [P('Witness to the Guarantor', None, 5, None, 'rule', text='Witness to the Guarantor (signature, name and address)')]},
        {'t': 'places', 'places': [P('Signed for Tayside Motor Credit Ltd (Creditor)', None, 6, 7, 'rule')]},
    ]})

# 08 handover with courtesy car, grid, PDF::Builder -----------------------------------------------------------------
DOCS.append({
    'file': '08-handover-courtesy-car.pdf', 'producer': 'pdfbuilder', 'size': 9,
    'kinds': K('producer: PDF::Builder (Perl)', 'kind: delivery and handover receipt', 'signing grid of table cells',
               'courtesy car plate', 'accented name', "handover executive's place"),
    'documentType': 'delivery_receipt', 'customerName': 'Zoë Lefèvre', 'vehicleRegistration': 'WU24NCX',
    'otherRegistrations': ['WP70CRT'], 'dealershipName': 'Solent Wharf Volkswagen',
    'blocks': [
        {'t': 'cols', 'boldFirst': True, 'cols': [['Solent Wharf Volkswagen', 'Mayflower Retail Park, Southampton SO15 1BA'],
                                                    ['Vehicle handover record', 'Job ref SWV-HO-7764']]},
        {'t': 'hr'},
        {'t': 'kv', 'pairs': 2, 'borders': True, 'labelWidth': 85, 'rows': [
            ['Customer', 'Ms Zoë Lefèvre', 'Handover date', '04/12/2026'],
            ['New vehicle', 'VW ID.3 Pro S', 'Registration', 'WU24 NCX'],
            ['VIN', 'WVWZZZE1ZRP044218', 'Odometer', '12 miles'],
            ['Courtesy car', 'VW Polo WP70 CRT', 'Returned', 'Yes, fuel full']]},
        {'t': 'h', 'text': 'Handover checklist'},
        {'t': 'kv', 'labelWidth': 380, 'rules': True, 'boldLabels': False, 'rows': [
            ['Charging cable (type 2) and granny cable supplied', 'Yes'], ['Two keys and owner\'s pack', 'Yes'],
            ['App account and charge card explained', 'Yes'], ['Paintwork and interior inspected with customer', 'Yes'],
            ['Courtesy car returned undamaged and keys handed back', 'Yes']]},
        {'t': 'p', 'text': 'I have received the vehicle described above in good condition with the items listed, and have returned the courtesy car. I understand how to charge and operate the vehicle.'},
        {'t': 'grid', 'widths': [120, 185, 120, 70], 'heads': ['', 'Signature', 'Print name', 'Date'], 'rowHeight': 36, 'places': [
            P('Customer', 'customer', 1, 2, 'cell', name='Zoë Lefèvre'),
            P('Handover executive', 'dealer', 3, 4, 'cell', caption=['Handover executive', 'Solent Wharf VW'], name='Tom Ashdown')]},
    ]})

# 09 part-exchange appraisal, PDF::Builder ---------------------------------------------------------------------------
DOCS.append({
    'file': '09-part-exchange-appraisal.pdf', 'producer': 'pdfbuilder', 'size': 9,
    'kinds': K('producer: PDF::Builder (Perl)', 'kind: part-exchange appraisal', 'the subject is the part exchange',
               'plate of the car being bought', 'labels above the rules', 'O\' surname in capitals', "appraiser's place"),
    'documentType': 'trade_in', 'customerName': "Sinead O'Riordan", 'vehicleRegistration': 'MA16LZE',
    'otherRegistrations': ['MX22BTO'], 'dealershipName': 'Stockport Road Cars',
    'blocks': [
        {'t': 'title', 'text': 'Part exchange appraisal', 'size': 16},
        {'t': 'p', 'text': 'Stockport Road Cars  ·  1120 Stockport Road, Manchester M19 2SA  ·  Appraisal no. SRC-PX-2290'},
        {'t': 'hr'},
        {'t': 'kv', 'pairs': 2, 'borders': True, 'shade': True, 'rows': [
            ['Owner', "MS SINEAD O'RIORDAN", 'Telephone', '07700 900 227'],
            ['Vehicle', 'Peugeot 208 Allure 1.2', 'Registration', 'MA16 LZE'],
            ['Mileage', '71,904', 'Colour', 'Ultimate Red'],
            ['MOT expiry', '08/2027', 'Service history', 'Part, 5 stamps'],
            ['Finance owed', 'None declared', 'Keys', '2']]},
        {'t': 'h', 'text': 'Condition'},
        {'t': 'kv', 'labelWidth': 140, 'rules': True, 'rows': [
            ['Bodywork', 'Scuffs to rear bumper; small dent near-side rear door'], ['Tyres', 'Front 4 mm, rear 3 mm'],
            ['Interior', 'Good; wear to driver\'s seat bolster'], ['Mechanical', 'Road tested, no warning lights']]},
        {'t': 'kv', 'labelWidth': 300, 'rightValues': True, 'rules': True, 'rows': [
            ['Appraised value', '£5,250.00'], ['Valid for 7 days against the purchase of', 'Seat Ibiza FR MX22 BTO']]},
        {'t': 'p', 'text': 'The value is given on the basis that the information above is true and that the vehicle is in the same condition when it is handed over. The owner confirms that the vehicle is theirs to sell and that any finance on it will be settled.', 'size': 8.5},
        {'t': 'places', 'places': [P('Owner', 'customer', 1, 2, 'rule', labelPos='above', text='Owner\'s signature'),
                                   P('Appraised by', 'dealer', 3, None, 'rule', labelPos='above')]},
    ]})
DOCS[-1]['blocks'][-1]['places'][0]['label'] = "Owner's signature"

# 10 dealer buys the customer's car against a new sale, PDF::Builder -------------------------------------------------
DOCS.append({
    'file': '10-vehicle-purchase-from-customer.pdf', 'producer': 'pdfbuilder', 'family': 'times', 'size': 10,
    'kinds': K('producer: PDF::Builder (Perl)', 'kind: dealer buys the customer\'s car against a new sale',
               'the subject is the car bought in', 'new car\'s plate in the body', 'underscores after the labels',
               'place for the dealer'),
    'documentType': 'trade_in_agreement', 'customerName': 'Priya Chauhan', 'vehicleRegistration': 'KN18WDF',
    'otherRegistrations': ['KY24FHL'], 'dealershipName': 'Medway Motor House',
    'blocks': [
        {'t': 'title', 'text': 'Medway Motor House', 'size': 18, 'align': 'center'},
        {'t': 'p', 'text': 'Rochester Road, Chatham ME4 6QE', 'italic': True},
        {'t': 'title', 'text': 'Agreement to purchase a vehicle in part exchange', 'size': 13},
        {'t': 'p', 'text': 'Medway Motor House ("we") agree to buy from Mrs Priya Chauhan of 6 Maidstone Road, Chatham ME4 6DL ("the seller") the vehicle below, in part exchange against the seller\'s purchase from us of a new Honda Jazz, registration KY24 FHL (order MMH-3318).'},
        {'t': 'kv', 'labelWidth': 150, 'borders': True, 'rows': [
            ['Vehicle bought', 'Honda Civic 1.0 VTEC Turbo SR'], ['Registration', 'KN18 WDF'],
            ['VIN', 'SHHFK6750JU301187'], ['Mileage', '52,317'],
            ['Price agreed', '£8,900.00'], ['Finance to be settled by us', 'Marlowe Finance, about £2,140.00'],
            ['Net allowance against new vehicle', '£6,760.00']]},
        {'t': 'p', 'text': 'The seller confirms that she is the registered keeper and owner of the vehicle, that it has not been an insurance write-off, that the mileage is genuine, and that she will hand over the V5C, both keys and the service records on delivery of the new vehicle.'},
        {'t': 'places', 'places': [P('Seller', 'customer', 1, 2, 'under', text='Signature of seller', dateRoom=24)]},
        {'t': 'places', 'places': [P('For Medway Motor House', 'dealer', 3, 4, 'under', text='For Medway Motor House', dateRoom=24)]},
    ]})
DOCS[-1]['blocks'][-2]['places'][0]['label'] = 'Signature of seller'

# 11 joint conditional sale, three pages, PDF::Builder ---------------------------------------------------------------
DOCS.append({
    'file': '11-joint-conditional-sale.pdf', 'producer': 'pdfbuilder', 'size': 8.5,
    'kinds': K('producer: PDF::Builder (Perl)', 'kind: conditional sale agreement, joint buyers, 3 pages',
               'signatures on the last page', '"Buyer 2" is customer2', 'names in capitals with titles',
               "creditor's place nobody's", 'boxes with the label above'),
    'documentType': 'finance_agreement', 'customerName': 'Rhys Pritchard', 'otherCustomers': ['Megan Pritchard'],
    'vehicleRegistration': 'CN21UWE', 'otherRegistrations': [], 'dealershipName': 'Bridgend Vehicle Centre',
    'footer': 'Ogmore Finance plc  ·  Conditional sale agreement OF-CS-118407',
    'blocks': [
        {'t': 'title', 'text': 'Ogmore Finance plc', 'size': 15},
        {'t': 'p', 'text': 'CONDITIONAL SALE AGREEMENT regulated by the Consumer Credit Act 1974', 'bold': True},
        {'t': 'kv', 'pairs': 2, 'borders': True, 'labelWidth': 70, 'rows': [
            ['Buyer 1', 'MR RHYS PRITCHARD', 'Buyer 2', 'MRS MEGAN PRITCHARD'],
            ['Address', '22 Coity Road, Bridgend', 'Address', '22 Coity Road, Bridgend'],
            ['Postcode', 'CF31 1LR', 'Postcode', 'CF31 1LR']]},
        {'t': 'kv', 'borders': True, 'rows': [
            ['Dealer', 'Bridgend Vehicle Centre, Waterton Industrial Estate, Bridgend CF31 3WT'],
            ['Goods', 'Renault Captur 1.0 TCe Techno, registration CN21 UWE, 27,880 miles']]},
        {'t': 'kv', 'labelWidth': 300, 'rightValues': True, 'rules': True, 'boldLabels': False, 'rows': [
            ['Cash price', '£15,250.00'], ['Deposit', '£2,000.00'], ['Amount of credit', '£13,250.00'],
            ['Total charge for credit', '£2,941.60'], ['Total amount payable', '£18,191.60'],
            ['Repayments: 36 monthly payments of', '£449.77'], ['APR', '10.9%']]},
    ] + [{'t': 'p', 'size': 8, 'text': t} for t in [
        '1. Ownership. The goods remain our property until you have paid the total amount payable. Each of you is responsible, jointly and individually, for all payments under this agreement.',
        '2. Payments. You must make each payment on its due date by direct debit. If a payment is late we may charge interest on the amount overdue at the rate of interest under this agreement.',
        '3. Use and care. You must keep the goods in good condition and must not make any alteration to them without our consent. You must allow us to inspect the goods on reasonable notice.',
        '4. Insurance. You must insure the goods comprehensively and tell us the name of your insurer if we ask.',
        '5. Termination by you. You may end this agreement by giving notice in writing and returning the goods, subject to paying up to one half of the total amount payable.',
        '6. Termination by us. If you are in breach we may end this agreement after giving you a default notice. Once one third of the total amount payable has been paid we may not recover the goods without a court order.',
    ]] + [{'t': 'break'}, {'t': 'h', 'text': 'Further terms'}] + [{'t': 'p', 'size': 8, 'text': t} for t in [
        '7. Early settlement. You may pay off the amount owed early at any time, in full or in part, and will receive a rebate of the charges for credit calculated in accordance with regulations.',
        '8. Complaints. If you are unhappy with our service please contact us. If you are not satisfied with our response you may refer your complaint to the Financial Ombudsman Service.',
        '9. Data. We will search your record at credit reference agencies and share information about how you run this agreement with them.',
        '10. Transfer. We may transfer our rights under this agreement. You may not transfer your rights.',
    ] * 3] + [
        {'t': 'break'},
        {'t': 'h', 'text': 'Signatures'},
        {'t': 'p', 'text': 'This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'bold': True},
        {'t': 'places', 'places': [P('Buyer 1', 'customer', 1, 2, 'box', height=38, text='Signature of Buyer 1'),
                                   P('Buyer 2', 'customer2', 3, 4, 'box', height=38, text='Signature of Buyer 2')]},
        {'t': 'places', 'places': [P('Signed on behalf of the Creditor, Ogmore Finance plc', None, 5, 6, 'box', height=30,
                                     text='Signed on behalf of the Creditor, Ogmore Finance plc')]},
    ]})
for p in DOCS[-1]['blocks'][-2]['places']:
    p['label'] = p['text']

# 12 new car sales invoice, initials only, gofpdf ----------------------------------------------------------------------
DOCS.append({
    'file': '12-sales-invoice.pdf', 'producer': 'gofpdf', 'size': 8.5, 'margin': 42,
    'kinds': K('producer: gofpdf (Go)', 'kind: new car sales invoice', 'only initials printed', 'part-exchange plate',
               'boxes with the label above', 'place for the dealer'),
    'documentType': 'sales_agreement', 'customerName': 'J. K. Okafor', 'vehicleRegistration': 'NX75RHE',
    'otherRegistrations': ['NK17AOB'], 'dealershipName': 'Tyneside Motor Park',
    'blocks': [
        {'t': 'cols', 'boldFirst': True, 'cols': [['Tyneside Motor Park Ltd', 'Silverlink North, Newcastle upon Tyne NE27 0BY', 'VAT reg. GB 298 4410 72'],
                                                    ['SALES INVOICE', 'Invoice no. TMP-INV-104587', 'Tax point 05/12/2026']]},
        {'t': 'hr', 'colour': (0, 0, 0)},
        {'t': 'kv', 'pairs': 2, 'borders': True, 'labelWidth': 80, 'rows': [
            ['Invoice to', 'J. K. Okafor', 'Account', 'RETAIL-CASH'],
            ['Address', '41 Jesmond Road, Newcastle', 'Postcode', 'NE2 1NL'],
            ['Vehicle', 'Kia EV3 Air 58 kWh', 'Registration', 'NX75 RHE'],
            ['VIN', 'KNAAA81E2S6019935', 'Colour', 'Snow White Pearl']]},
        {'t': 'kv', 'labelWidth': 380, 'rightValues': True, 'rules': True, 'boldLabels': False, 'rows': [
            ['Vehicle (net of VAT)', '£27,887.50'], ['Metallic paint', '£587.50'], ['Delivery and first registration', '£695.00'],
            ['VAT at 20%', '£5,834.00'], ['Vehicle excise duty (first year) and registration fee', '£65.00'],
            ['Total', '£35,069.00'], ['Less part exchange Hyundai Kona NK17 AOB', '-£7,400.00'],
            ['Less deposit', '-£1,000.00'], ['Balance paid by bank transfer', '£26,669.00']]},
        {'t': 'p', 'text': 'Title in the vehicle passes to the customer when the balance has been received in cleared funds. The vehicle is supplied with the manufacturer\'s 7 year warranty. Please check this invoice and tell us of any error within 7 days.', 'size': 8},
        {'t': 'places', 'places': [P('Customer', 'customer', 1, 2, 'box', height=34, text='Customer signature', dateWidth=70),
                                   P('For Tyneside Motor Park', 'dealer', 3, None, 'box', height=34, text='For Tyneside Motor Park')]},
    ]})
DOCS[-1]['blocks'][-1]['places'][0]['label'] = 'Customer signature'

# 13 sold as seen, dotted leaders, gofpdf -------------------------------------------------------------------------------
DOCS.append({
    'file': '13-sold-as-seen.pdf', 'producer': 'gofpdf', 'family': 'times', 'size': 10.5, 'margin': 60,
    'kinds': K('producer: gofpdf (Go)', 'kind: sold as seen declaration', 'older car, trade sale declined',
               'name in capitals', 'dots after the labels, date below', 'place for the dealer'),
    'documentType': 'warranty_disclaimer', 'customerName': 'Graham Lowther', 'vehicleRegistration': 'PE06TXK',
    'otherRegistrations': [], 'dealershipName': 'Lakeland Value Cars',
    'blocks': [
        {'t': 'title', 'text': 'SOLD AS SEEN', 'size': 22, 'align': 'center'},
        {'t': 'p', 'text': 'Lakeland Value Cars, Mintsfeet Road South, Kendal LA9 6ND', 'italic': True},
        {'t': 'hr'},
        {'t': 'kv', 'labelWidth': 130, 'rows': [
            ['Buyer', 'GRAHAM LOWTHER'], ['Address', '3 Sedbergh Road, Kendal LA9 6AD'],
            ['Vehicle', 'Vauxhall Zafira 1.8 Life, 2006'], ['Registration', 'PE06 TXK'], ['Mileage', '143,760 (not warranted)'],
            ['Price', '£895.00']]},
        {'t': 'p', 'text': 'This vehicle is over 20 years old, has a high mileage, and is priced to reflect its age and condition. It has been offered for sale as a trade-in that has not been prepared for retail sale. The following faults are known and have been pointed out to the buyer: oil leak from rocker cover; corrosion to both rear wheel arches; air conditioning not working; advisory on MOT for front brake discs.'},
        {'t': 'p', 'text': 'The buyer accepts the vehicle as seen, with the faults listed, and has been given the opportunity to inspect it and have it inspected. No warranty is given by the dealer. The buyer\'s statutory rights in respect of faults not disclosed above are not affected.'},
        {'t': 'gap', 'h': 6},
        {'t': 'places', 'places': [P('Buyer', 'customer', 1, 2, 'dots', text='Signed (buyer)', dateRoom=24, dateText='Dated:')]},
        {'t': 'places', 'places': [P('For the dealer', 'dealer', 3, None, 'dots', text='Signed for the dealer')]},
    ]})
DOCS[-1]['blocks'][-2]['places'][0]['label'] = 'Signed (buyer)'
DOCS[-1]['blocks'][-1]['places'][0]['label'] = 'Signed for the dealer'

# 14 joint personal loan, two pages, gofpdf ------------------------------------------------------------------------------
DOCS.append({
    'file': '14-joint-personal-loan.pdf', 'producer': 'gofpdf', 'size': 9,
    'kinds': K('producer: gofpdf (Go)', 'kind: fixed-sum personal loan for a car, joint applicants, 2 pages',
               '"Applicant 2" is customer2', "lender's place nobody's", 'underscores with labels, date on the same line',
               'surname first with titles'),
    'documentType': 'finance_agreement', 'customerName': 'Oluwaseun Bakare', 'otherCustomers': ['Adaeze Bakare'],
    'vehicleRegistration': 'RV20PJN', 'otherRegistrations': [], 'dealershipName': 'Thames Valley Car Centre',
    'blocks': [
        {'t': 'title', 'text': 'Kennet Personal Finance', 'size': 16},
        {'t': 'p', 'text': 'Fixed sum loan agreement regulated by the Consumer Credit Act 1974  ·  Loan no. KPF 72 18840', 'bold': True},
        {'t': 'kv', 'pairs': 2, 'shade': True, 'labelWidth': 80, 'rows': [
            ['Applicant 1', 'BAKARE, Mr Oluwaseun', 'Applicant 2', 'BAKARE, Mrs Adaeze'],
            ['Address', '12 Caversham Road', 'Address', '12 Caversham Road'],
            ['Town', 'Reading RG1 8AS', 'Town', 'Reading RG1 8AS']]},
        {'t': 'p', 'text': 'Purpose of the loan: purchase of a used Toyota Corolla 1.8 Hybrid Icon, registration RV20 PJN, from Thames Valley Car Centre, Oxford Road, Reading RG30 1AN. The loan will be paid directly to the dealer.'},
        {'t': 'kv', 'labelWidth': 330, 'rightValues': True, 'rules': True, 'boldLabels': False, 'rows': [
            ['Amount of credit', '£11,500.00'], ['Total charge for credit', '£2,117.60'], ['Total amount payable', '£13,617.60'],
            ['60 monthly repayments of', '£226.96'], ['Interest rate (fixed)', '6.9% a year'], ['APR', '7.1%']]},
    ] + [{'t': 'p', 'text': t, 'size': 8.5} for t in [
        'Each of you is liable jointly and severally, which means that we may ask either of you to repay the whole of the amount owed.',
        'You have the right to withdraw from this agreement within 14 days without giving any reason. If you withdraw you must repay the credit and interest accrued from the date it was provided.',
        'You may repay the loan early in full or in part at any time. We may claim compensation of up to 1% of the amount repaid early if more than one year remains, or 0.5% otherwise.',
        'If you miss payments we may charge default interest and fees of £12 for each letter we send. Missing payments could have severe consequences for you, including legal proceedings and difficulty obtaining credit.',
        'The vehicle is bought by you from the dealer and is yours from the start; the lender has no interest in it. Any claim about the vehicle may be brought against the dealer, and in some cases against us as well.',
    ] * 2] + [
        {'t': 'break'},
        {'t': 'h', 'text': 'Declarations and signatures', 'under': True},
        {'t': 'p', 'text': 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'bold': True},
        {'t': 'places', 'places': [P('Signature of Applicant 1', 'customer', 1, 2, 'under', dateSameLine=True, dateWidth=60,
                                     under=['Oluwaseun Bakare'])]},
        {'t': 'places', 'places': [P('Signature of Applicant 2', 'customer2', 3, 4, 'under', dateSameLine=True, dateWidth=60,
                                     under=['Adaeze Bakare'])]},
        {'t': 'places', 'places': [P('Signed for Kennet Personal Finance (Lender)', None, 5, 6, 'under', dateSameLine=True,
                                     dateWidth=60)]},
    ]})
for b in DOCS[-1]['blocks'][-3:]:
    b['places'][0]['text'] = b['places'][0]['label'] + ':'

# 15 used-car warranty, gofpdf ------------------------------------------------------------------------------------------
DOCS.append({
    'file': '15-warranty.pdf', 'producer': 'gofpdf', 'size': 8.5,
    'kinds': K('producer: gofpdf (Go)', 'kind: used-car warranty', 'two columns of places, labels below the rules',
               'hyphenated double-barrelled surname with initial', "sales adviser's place"),
    'documentType': 'warranty', 'customerName': 'Harriet Fox-Lambert', 'vehicleRegistration': 'GN70YCU',
    'otherRegistrations': [], 'dealershipName': 'Weald Gate Motors',
    'blocks': [
        {'t': 'title', 'text': 'Weald Gate Motors  |  12-Month Used Vehicle Warranty', 'size': 14},
        {'t': 'p', 'text': 'Crawley Road, Horsham RH12 4DT  ·  warranty administered by Downsview Warranty Services Ltd', 'size': 8},
        {'t': 'hr'},
        {'t': 'kv', 'pairs': 2, 'borders': True, 'labelWidth': 80, 'rows': [
            ['Warranty holder', 'Ms H. Fox-Lambert', 'Certificate', 'DWS-12-660381'],
            ['Forename', 'Harriet', 'Start date', '06/12/2026'],
            ['Vehicle', 'BMW 118i M Sport', 'Registration', 'GN70 YCU'],
            ['Mileage', '36,950', 'Claim limit', '£2,000 per claim']]},
        {'t': 'h', 'text': 'Components covered'},
        {'t': 'p', 'text': 'Engine, gearbox, differential, clutch (excluding wear), turbocharger, fuel system, cooling system, electrical components, steering, suspension and brakes (excluding pads and discs), air conditioning.'},
        {'t': 'h', 'text': 'Conditions'},
        {'t': 'p', 'text': 'The vehicle must be serviced at the intervals set by the manufacturer. Claims must be authorised by the administrator before any repair begins. Wear and tear, consequential loss and faults existing before the start date are not covered. The warranty can be transferred to a new keeper for a fee of £25.'},
        {'t': 'places', 'places': [P('Warranty holder', 'customer', 1, 2, 'rule', dateWidth=60),
                                   P('Sales adviser', 'dealer', 3, 4, 'rule', dateWidth=60, under=['Weald Gate Motors'])]},
    ]})

# 16 privacy notice and credit-search consent, gofpdf ------------------------------------------------------------------
DOCS.append({
    'file': '16-credit-search-consent.pdf', 'producer': 'gofpdf', 'family': 'times', 'size': 9.5,
    'kinds': K('producer: gofpdf (Go)', 'kind: privacy notice and credit-search consent', 'part-exchange plate',
               'box with the label above', 'no dealer place',
               'name with title and middle initial'),
    'documentType': 'other', 'customerName': 'Bronwen Ellis', 'vehicleRegistration': 'AJ23MRX',
    'otherRegistrations': ['AE13KZB'], 'dealershipName': 'Severnside Motors',
    'blocks': [
        {'t': 'title', 'text': 'Your information and credit searches', 'size': 15},
        {'t': 'p', 'text': 'Severnside Motors, Newport Road, Cardiff CF24 1RS, acting as credit broker', 'italic': True},
        {'t': 'kv', 'labelWidth': 120, 'rules': True, 'rows': [
            ['Applicant', 'Mrs Bronwen T. Ellis'], ['Vehicle applied for', 'Vauxhall Mokka 1.2 Design, AJ23 MRX'],
            ['Part exchange', 'Citroen C3 AE13 KZB']]},
        {'t': 'h', 'text': 'How we use your information'},
        {'t': 'p', 'text': 'We will use the information you give us to find finance for your vehicle. We will pass it to the lenders on our panel, who will use it to decide whether to lend to you, and to prevent fraud. They will search your record at one or more credit reference agencies, which will keep a record of the search.'},
        {'t': 'p', 'text': 'A quotation search does not affect your credit score. If you go ahead with an application, the lender will carry out a full search that other lenders can see. We keep your information for six years after our dealings with you end. You can ask us for a copy of it, and ask us to correct it.'},
        {'t': 'h', 'text': 'Your consent'},
        {'t': 'p', 'text': 'I agree that Severnside Motors may pass my details to its panel of lenders and that those lenders may search my record at credit reference agencies.', 'bold': True},
        {'t': 'places', 'places': [P('Signature of applicant', 'customer', 1, 2, 'box', height=30, bold=False)]},
        {'t': 'p', 'text': 'Severnside Motors is authorised and regulated by the Financial Conduct Authority for credit broking.', 'size': 7.5},
    ]})

# Pages that become the scans (make_scans.py): drawn here, measured on this source page, moved with the image.
# 21 drive-away insurance taken, PyMuPDF page faxed (image only) ---------------------------------------------------------
DOCS.append({
    'file': '21-fax-driveaway-insurance.pdf', 'producer': 'pymupdf', 'size': 10, 'scanOnly': True,
    'kinds': K('producer: fax-like 1-bit scan (PyMuPDF page, PIL, wrapped by PDF::Builder)', 'kind: drive-away insurance taken',
               'image only', 'page turned and 1-bit', 'part-exchange plate', "sales executive's place", 'labels below the rules'),
    'documentType': 'insurance', 'customerName': 'Stuart McAllister', 'vehicleRegistration': 'SJ69EPA',
    'otherRegistrations': ['SV14NRU'], 'dealershipName': 'Borders Motor Village',
    'blocks': [
        {'t': 'title', 'text': 'BORDERS MOTOR VILLAGE', 'size': 18},
        {'t': 'p', 'text': 'Tweedbank Industrial Estate, Galashiels TD1 3RS   Tel 01896 750 224', 'bold': True},
        {'t': 'hr', 'colour': (0, 0, 0), 'w': 1.5},
        {'t': 'title', 'text': 'Drive-away insurance: 7 days cover', 'size': 14},
        {'t': 'kv', 'labelWidth': 140, 'borders': True, 'rowHeight': 18, 'rows': [
            ['Policyholder', 'Mr Stuart McAllister'], ['Address', '8 Abbotsford Road, Galashiels TD1 3HP'],
            ['Vehicle insured', 'Skoda Fabia 1.0 TSI SE, SJ69 EPA'], ['Part exchange (not insured)', 'Ford Fiesta SV14 NRU'],
            ['Cover from', '14:30 on 03/12/2026 for 7 days'], ['Premium', '£0.00 (paid by the dealer)']]},
        {'t': 'p', 'text': 'This temporary comprehensive cover lets you drive your new car home and gives you time to arrange your own annual insurance. It ends after 7 days or when your own policy starts, whichever is sooner. Cover is provided by Cheviot Underwriting Ltd.'},
        {'t': 'p', 'text': 'I confirm that I hold a full UK driving licence, have had no motoring convictions in the last 5 years other than those declared, and wish to take the cover.'},
        {'t': 'gap', 'h': 10},
        {'t': 'places', 'places': [P('Policyholder', 'customer', 1, 2, 'rule', room=36, text='Policyholder signature')]},
        {'t': 'places', 'places': [P('Sales executive', 'dealer', 3, None, 'rule', room=36)]},
    ]})
DOCS[-1]['blocks'][-2]['places'][0]['label'] = 'Policyholder signature'

# 22 used vehicle sales invoice, gofpdf page scanned with an OCR layer ---------------------------------------------------
DOCS.append({
    'file': '22-scanned-sales-invoice.pdf', 'producer': 'gofpdf', 'size': 9.5, 'scanOnly': True,
    'kinds': K('producer: scan with OCR layer (gofpdf page, PIL, tesseract hOCR, text layer and image by PyMuPDF)',
               'kind: used vehicle sales invoice', 'OCR text layer', 'page turned', 'surname first', 'part-exchange plate',
               'places side by side, boxes'),
    'documentType': 'sales_agreement', 'customerName': 'Agnieszka Wójcik', 'vehicleRegistration': 'DE67HUA',
    'otherRegistrations': ['DK12YMS'], 'dealershipName': 'Trent Bridge Car Sales',
    'blocks': [
        {'t': 'title', 'text': 'Trent Bridge Car Sales', 'size': 17},
        {'t': 'p', 'text': 'Radcliffe Road, West Bridgford, Nottingham NG2 5FF', 'bold': True},
        {'t': 'hr', 'colour': (0, 0, 0), 'w': 1.2},
        {'t': 'title', 'text': 'Invoice  TBC 20981', 'size': 13},
        {'t': 'kv', 'labelWidth': 130, 'borders': True, 'rowHeight': 18, 'rows': [
            ['Customer', 'WÓJCIK Agnieszka (Ms)'], ['Address', '27 Musters Road, Nottingham NG2 7PP'],
            ['Vehicle', 'Mazda CX-3 2.0 SE-L Nav'], ['Registration', 'DE67 HUA'], ['Mileage', '58,402'],
            ['Part exchange', 'Fiat 500 DK12 YMS']]},
        {'t': 'kv', 'labelWidth': 330, 'rightValues': True, 'rules': True, 'boldLabels': False, 'rowHeight': 18, 'rows': [
            ['Price', '£10,995.00'], ['Less part exchange', '-£1,450.00'], ['Balance paid by debit card', '£9,545.00']]},
        {'t': 'p', 'text': 'The vehicle is sold with a 3 month warranty and 12 months MOT. Goods remain the property of Trent Bridge Car Sales until paid for in full.'},
        {'t': 'gap', 'h': 10},
        {'t': 'places', 'places': [P('Customer', 'customer', 1, 2, 'box', height=40, dateWidth=70),
                                   P('Salesman', 'dealer', 3, None, 'box', height=40)]},
    ]})
