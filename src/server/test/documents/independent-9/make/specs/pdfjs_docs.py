# Documents drawn by rkusa's pdfjs (npm) from the block descriptions below (../pdfjs/render.mjs).
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from spec import place


def P(label, tag, date_tag=None, style='rule', label_pos='above', **kw):
    """A place as the renderer draws it."""
    return {'label': label, 'tag': tag, 'dateTag': date_tag, 'style': style, 'labelPos': label_pos, **kw}


DOCS = []

# 07 hire purchase with guarantor, witness and creditor ------------------------------------------------------
DOCS.append({
    'file': '07-hp-guarantor.pdf', 'serif': False, 'size': 8.5,
    'kinds': ['producer: pdfjs (npm)', 'kind: hire purchase with guarantor, 2 pages', 'boxes with the label above',
              "guarantor's place", "witness and creditor nobody's", 'Mac surname in capitals', 'part-exchange plate'],
    'documentType': 'finance_agreement', 'customerName': 'Iain MacAskill',
    'vehicleRegistration': 'SK20RFN', 'otherRegistrations': ['SF09BXL'], 'dealershipName': 'Dingwall Road Garage',
    'places': [place('Signature of Hirer', 'customer', 1, 2, 'box', 'box'),
               place('Signature of Guarantor', 'guarantor', 3, 4, 'box', 'box'),
               place('Witness to the Guarantor\'s signature', None, 5, None, 'box'),
               place('Signed on behalf of the Owner, Firth Credit Ltd', None, 6, 7, 'box', 'box')],
    'footer': 'Firth Credit Ltd · registered in Scotland SC481120 · FRN 715522',
    'blocks': [
        {'t': 'header2', 'cols': [['Firth Credit Ltd', '18 Academy Street, Inverness IV1 1LG'],
                                  ['HIRE PURCHASE AGREEMENT', 'Agreement no. FC 20-77415', 'Dealer: Dingwall Road Garage, Dingwall IV15 9SL']]},
        {'t': 'rule'},
        {'t': 'p', 'text': 'This agreement is regulated by the Consumer Credit Act 1974. It is made between Firth Credit Ltd ("the Owner") and the Hirer named below. The Guarantor named below guarantees the Hirer\'s obligations.'},
        {'t': 'table', 'widths': [90, None, 90, None], 'shadeFirstCol': True, 'rows': [
            ['Hirer', 'Mr Iain MACASKILL', 'Guarantor', 'Mrs Catriona MacAskill'],
            ['Address', '3 Station Square, Dingwall IV15 9JR', 'Address', '11 Achany Road, Dingwall IV15 9JB'],
            ['Date of birth', '02/06/2002', 'Relationship', 'Mother']]},
        {'t': 'table', 'widths': [90, None, 90, None], 'shadeFirstCol': True, 'rows': [
            ['Goods', 'Volkswagen Golf 1.5 TSI Life', 'Registration', 'SK20 RFN'],
            ['VIN', 'WVWZZZCDZLW118364', 'Mileage', '34,702'],
            ['Part exchange', 'Vauxhall Corsa SF09 BXL', 'Allowance', '£900.00']]},
        {'t': 'table', 'widths': [None, 110], 'rows': [
            ['Cash price', '£15,650.00'], ['Deposit (including part exchange £900.00)', '£1,900.00'],
            ['Amount of credit', '£13,750.00'], ['Charges for credit (interest £4,310.40, fees £10.00)', '£4,320.40'],
            ['Total amount payable', '£19,970.40'], ['First payment, then 58 payments, then final payment (incl. £10 option fee)', '£301.87 / £301.87 / £311.87'],
            ['APR', '13.9%']]},
        {'t': 'h', 'text': 'Key terms', 'size': 10},
        {'t': 'p', 'text': 'You will not own the goods until all payments have been made and you have exercised the option to purchase. You have the right to withdraw within 14 days. If you fail to make payments the Owner may end the agreement and, once one third of the total amount payable has been paid, may not repossess the goods without a court order.'},
        {'t': 'p', 'text': 'The Guarantor agrees that if the Hirer fails to pay any sum due, the Guarantor will pay it on demand, and that the Owner may give the Hirer time or other indulgence without releasing the Guarantor. The Guarantor should take independent advice before signing.'},
        {'t': 'p', 'text': 'Charges: a default notice fee of £20.00 and a fee of £45.00 if a cheque or direct debit is returned unpaid. Interest on arrears is charged at the contract rate. The Owner may assign its rights under this agreement.'},
        {'t': 'break'},
        {'t': 'h', 'text': 'Signatures', 'size': 12},
        {'t': 'p', 'text': 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'bold': True},
        {'t': 'places', 'widths': [None, None], 'places': [
            P('Signature of Hirer', 1, 2, 'box', height=40), P('Signature of Guarantor', 3, 4, 'box', height=40)]},
        {'t': 'p', 'text': 'The Guarantor\'s signature was made in my presence:'},
        {'t': 'places', 'widths': [None, None], 'places': [
            P("Witness to the Guarantor's signature", 5, None, 'box', height=34),
            P('Signed on behalf of the Owner, Firth Credit Ltd', 6, 7, 'box', height=34)]},
        {'t': 'table', 'widths': [90, None], 'rows': [['Witness name', ''], ['Witness address', '']], 'after': 14},
        {'t': 'p', 'text': 'The agreement is made on the date the Owner signs it. A copy will be sent to the Hirer and the Guarantor.', 'size': 7},
    ]})

# 08 handover with courtesy car returned ------------------------------------------------------------------
DOCS.append({
    'file': '08-handover-courtesy-car.pdf', 'size': 9,
    'kinds': ['producer: pdfjs (npm)', 'kind: delivery and handover receipt', 'signing grid of table cells',
              'courtesy car plate', 'accented name', "handover executive's place"],
    'documentType': 'delivery_receipt', 'customerName': 'Zoë Beaumont',
    'vehicleRegistration': 'OY24LMV', 'otherRegistrations': ['OU72CKD'], 'dealershipName': 'Kennet Side Motors',
    'places': [place('Customer', 'customer', 1, 2, 'box', 'box'), place('Handover executive', 'dealer', 3, 4, 'box', 'box')],
    'blocks': [
        {'t': 'header2', 'widths': [None, 150], 'cols': [['KENNET SIDE MOTORS', 'Bath Road, Thatcham, Berkshire RG18 3AN', 'sales@kennetside.example.co.uk'],
                                                        ['Handover receipt', 'Deal 88104']], 'firstSize': 15},
        {'t': 'rule', 'w': 2},
        {'t': 'table', 'widths': [110, None], 'shadeFirstCol': True, 'rows': [
            ['Customer', 'Zoë Beaumont'], ['Address', 'Hawthorn Cottage, Crookham Common, Thatcham RG19 8DD'],
            ['Vehicle supplied', 'Cupra Born 58kWh V2 (150kW)'], ['Registration', 'OY24 LMV'],
            ['Delivery mileage', '12'], ['Charge level', '86%']]},
        {'t': 'h', 'text': 'Checked with the customer', 'size': 11},
        {'t': 'table', 'widths': [None, 50], 'header': True, 'rows': [
            ['Item', 'Done'], ['Walk-round for paintwork and wheels', 'Yes'], ['Both keys and key cards handed over', 'Yes'],
            ['Charging cables (type 2 and 3-pin) in the boot', 'Yes'], ['Infotainment, app and phone pairing explained', 'Yes'],
            ['Warranty booklet and roadside assistance card', 'Yes'], ['Service schedule explained', 'Yes']]},
        {'t': 'h', 'text': 'Courtesy car', 'size': 11},
        {'t': 'p', 'text': 'The courtesy car lent while the new car was prepared, a Seat Ibiza registration **OU72 CKD**, was returned today at 14:20 with 3,905 miles and a full tank. No new damage was found.'},
        {'t': 'p', 'text': 'I have received the vehicle described above in good condition together with the items listed, and I have returned the courtesy car.'},
        {'t': 'signtable', 'widths': [120, None, 90], 'head': ['', 'Signature', 'Date'], 'h': 38,
         'rows': [{'label': 'Customer', 'tag': 1, 'dateTag': 2}, {'label': 'Handover executive', 'tag': 3, 'dateTag': 4}]},
        {'t': 'p', 'text': 'Handover executive: Priya Raman', 'size': 8},
    ]})

# 09 part-exchange appraisal ----------------------------------------------------------------------------------
DOCS.append({
    'file': '09-part-exchange-appraisal.pdf', 'size': 8.5, 'serif': True,
    'kinds': ['producer: pdfjs (npm)', 'kind: part-exchange appraisal', 'form-like grid', 'the subject is the part exchange',
              'plate of the car being bought', 'rules with labels below', "appraiser's place"],
    'documentType': 'trade_in', 'customerName': "Siobhan O'Donoghue",
    'vehicleRegistration': 'WP16GZE', 'otherRegistrations': ['WJ23HTA'], 'dealershipName': 'Exe Valley Cars',
    'places': [place('Customer', 'customer', 1, 2), place('Appraiser', 'dealer', 3, 4)],
    'blocks': [
        {'t': 'header2', 'cols': [['Exe Valley Cars', 'Alphington Road, Exeter EX2 8NJ'], ['PART EXCHANGE APPRAISAL', 'Appraisal 23-0419']]},
        {'t': 'rule'},
        {'t': 'table', 'widths': [95, None, 95, None], 'shadeFirstCol': True, 'rows': [
            ['Customer name', "Siobhan O'Donoghue", 'Telephone', '07700 904 561'],
            ['Address', '5 Topsham Road, Exeter EX2 4JH', 'Email', 'siobhan.od@example.com'],
            ['Vehicle being bought', 'Skoda Fabia 1.0 TSI SE Comfort, WJ23 HTA', 'Salesperson', 'Tom Reddaway']]},
        {'t': 'h', 'text': 'Vehicle appraised', 'size': 10},
        {'t': 'table', 'widths': [95, None, 95, None], 'shadeFirstCol': True, 'rows': [
            ['Make / model', 'Peugeot 208 1.2 PureTech Active', 'Registration', 'WP16 GZE'],
            ['First registered', '11/03/2016', 'Mileage', '71,348'],
            ['Colour', 'Ice Silver', 'Owners', '3'],
            ['MOT expiry', '22/05/2027', 'Service history', 'Part (4 stamps)'],
            ['V5C present', 'Yes', 'Keys', '2'],
            ['Outstanding finance', 'None declared', 'HPI check', 'Clear, ref 9931-PQ']]},
        {'t': 'h', 'text': 'Condition', 'size': 10},
        {'t': 'table', 'widths': [None, 60, None, 60], 'header': True, 'rows': [
            ['Area', 'Grade', 'Area', 'Grade'], ['Bodywork', 'C', 'Tyres (NSF/OSF/NSR/OSR)', '5/4/3/3 mm'],
            ['Paintwork', 'B', 'Interior', 'B'], ['Wheels', 'C (kerbed)', 'Mechanical', 'B'],
            ['Glass', 'A', 'Warning lights', 'None']]},
        {'t': 'table', 'widths': [None, 110], 'rows': [
            ['Trade guide value', '£4,150.00'], ['Reconditioning estimate', '-£420.00'], ['**Part exchange value offered**', '**£3,700.00**'],
            ['Offer valid until', '21/12/2026 or 72,000 miles']]},
        {'t': 'p', 'text': 'The customer confirms that the information given about the vehicle is true, that it is their property to sell and that it has not been an insurance write-off. The value may be reviewed if the vehicle is not as described when it is handed over.'},
        {'t': 'space', 'h': 10},
        {'t': 'places', 'widths': [None, None], 'places': [
            P('Customer', 1, 2, 'rule', 'below', height=30, dateWidth=100), P('Appraiser', 3, 4, 'rule', 'below', height=30, dateWidth=100)]},
    ]})

# 10 dealer buys the customer's car (no replacement purchase) ---------------------------------------------
DOCS.append({
    'file': '10-vehicle-purchase-from-customer.pdf', 'size': 9,
    'kinds': ['producer: pdfjs (npm)', 'kind: dealer buys the customer\'s car against a new sale', 'the subject is the car bought in',
              'rule beside the labels in a grid', 'finance settled by the dealer', 'buyer for the dealer'],
    'documentType': 'trade_in_agreement', 'customerName': 'Gareth Pugh',
    'vehicleRegistration': 'CA18MKV', 'otherRegistrations': ['CN74DRZ'], 'dealershipName': 'Menai Motors',
    'places': [place('Seller', 'customer', 1, 2), place('For Menai Motors', 'dealer', 3, 4)],
    'blocks': [
        {'t': 'header2', 'widths': [None, 200], 'cols': [['Menai Motors', 'Llandegfan Road, Menai Bridge, Ynys Môn LL59 5UT'], ['VEHICLE PURCHASE AGREEMENT', 'We buy your car · ref PX-6620']]},
        {'t': 'rule'},
        {'t': 'p', 'text': 'Menai Motors ("we") agree to buy from the seller named below the vehicle described, as part exchange against the seller\'s purchase of a new Kia Sportage 1.6 T-GDi GT-Line, registration CN74 DRZ (invoice 40518).'},
        {'t': 'table', 'widths': [120, None], 'shadeFirstCol': True, 'rows': [
            ['Seller', 'Mr Gareth Pugh'], ['Address', 'Bryn Awel, Lôn Cefn Coch, Beaumaris LL58 8DL'],
            ['Vehicle bought', 'Kia Ceed 1.4 T-GDi 3'], ['Registration', 'CA18 MKV'], ['VIN', 'U5YH5819GJL087623'],
            ['Recorded mileage', '58,019'], ['Finance on the vehicle', 'Northpoint Motor Finance, agreement 55-77120'],
            ['Settlement paid by us', '£2,846.11'], ['Purchase price', '£7,200.00'],
            ['Balance due to the seller (set against the new car)', '£4,353.89']]},
        {'t': 'p', 'text': 'The seller warrants that the vehicle is their property or that the finance shown is the only charge on it, that the mileage is genuine, and that the vehicle has not been recorded as a write-off. The seller will hand over the V5C, all keys and the service history with the vehicle.'},
        {'t': 'space', 'h': 12},
        {'t': 'places', 'widths': [None, None], 'places': [
            P('Seller', 1, 2, 'rule', 'above', height=30), P('For Menai Motors', 3, 4, 'rule', 'above', height=30)]},
    ]})

# 11 joint personal loan ------------------------------------------------------------------------------------
DOCS.append({
    'file': '11-joint-personal-loan.pdf', 'size': 8.5, 'serif': True,
    'kinds': ['producer: pdfjs (npm)', 'kind: fixed-sum personal loan for a car, 2 pages', 'joint borrowers',
              "lender's place nobody's", 'names in capitals with titles', 'signatures on the last page'],
    'documentType': 'finance_agreement', 'customerName': 'Marcus Ellingham', 'otherCustomers': ['Joanne Ellingham'],
    'vehicleRegistration': 'YR71FSO', 'otherRegistrations': [], 'dealershipName': 'Ripon Gate Motors',
    'places': [place('Borrower 1', 'customer', 1, 2), place('Borrower 2', 'customer2', 3, 4),
               place('Signed for the Lender', None, 5, 6)],
    'footer': 'Dales & Vale Personal Finance Ltd · FRN 601772 · Registered in England 07754310',
    'blocks': [
        {'t': 'header2', 'cols': [['Dales & Vale Personal Finance', 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974'],
                                  ['Agreement DV/L/310952', 'Introduced by Ripon Gate Motors, Ripon HG4 1QS']], 'firstSize': 13},
        {'t': 'rule'},
        {'t': 'h', 'text': 'Parties', 'size': 10},
        {'t': 'table', 'widths': [80, None], 'shadeFirstCol': True, 'rows': [
            ['Lender', 'Dales & Vale Personal Finance Ltd, 2 Kirkgate, Ripon HG4 1PA'],
            ['Borrower 1', 'MR MARCUS ELLINGHAM, 40 Harrogate Road, Ripon HG4 1SU'],
            ['Borrower 2', 'MRS JOANNE ELLINGHAM, 40 Harrogate Road, Ripon HG4 1SU']]},
        {'t': 'h', 'text': 'Purpose of the loan', 'size': 10},
        {'t': 'p', 'text': 'To buy a used Ford Kuga 2.5 PHEV ST-Line, registration YR71 FSO, from Ripon Gate Motors. The loan is paid to the Borrowers, who are free to use it; the vehicle is not security for the loan.'},
        {'t': 'h', 'text': 'Key financial information', 'size': 10},
        {'t': 'table', 'widths': [None, 120], 'rows': [
            ['Amount of credit', '£16,000.00'], ['Duration', '60 months'], ['Interest rate (fixed)', '6.4% a year'],
            ['Total charge for credit', '£2,731.80'], ['Total amount payable', '£18,731.80'],
            ['60 monthly repayments of', '£312.20'], ['APR', '6.9%']]},
        {'t': 'h', 'text': 'Joint and several liability', 'size': 10},
        {'t': 'p', 'text': 'Each Borrower is responsible for repaying the whole of the loan, not just a share of it. If one Borrower does not pay, the Lender may ask the other to pay everything that is owed.'},
        {'t': 'h', 'text': 'Other terms', 'size': 10},
        *[{'t': 'p', 'text': t} for t in [
            '1. Repayments are due on the same day each month by direct debit, starting one month after the loan is paid.',
            '2. You may repay all or part of the loan early at any time. We may claim compensation of up to 1% of the amount repaid early if more than one year of the agreement remains.',
            '3. If you miss payments we will send you a notice of sums in arrears and may charge a fee of £12.00 for each letter. Missed payments may make obtaining credit more difficult.',
            '4. You have the right to withdraw from the agreement within 14 days without giving a reason. If you do, you must repay the credit and interest at £2.81 a day.',
            '5. If you have a complaint, contact us first. You may then refer it to the Financial Ombudsman Service.']],
        {'t': 'break'},
        {'t': 'h', 'text': 'Signatures', 'size': 12},
        {'t': 'p', 'text': 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.'},
        {'t': 'space', 'h': 14},
        {'t': 'places', 'widths': [None, None], 'places': [
            P('Borrower 1', 1, 2, 'rule', 'below', height=32), P('Borrower 2', 3, 4, 'rule', 'below', height=32)]},
        {'t': 'space', 'h': 8},
        {'t': 'places', 'widths': [None, None], 'places': [P('Signed for the Lender', 5, 6, 'rule', 'below', height=32), None]},
    ]})

# 12 new-car sales invoice ---------------------------------------------------------------------------------
DOCS.append({
    'file': '12-sales-invoice.pdf', 'size': 8.5,
    'kinds': ['producer: pdfjs (npm)', 'kind: new car sales invoice', 'boxes with the label above',
              'registration number to be allocated and a previous plate', 'initials and surname', 'for the dealer place'],
    'documentType': 'sales_agreement', 'customerName': 'D. R. Whitlock',
    'vehicleRegistration': 'HX74PWE', 'otherRegistrations': ['HF19AOU'], 'dealershipName': 'Solent Way Cars',
    'places': [place('Customer signature', 'customer', 1, 2, 'box', 'box'), place('For Solent Way Cars', 'dealer', 3, None, 'box')],
    'blocks': [
        {'t': 'header2', 'widths': [None, 170], 'cols': [['Solent Way Cars', 'Unit 4, Segensworth Road, Fareham PO15 5RQ', 'VAT reg. GB 402 7761 30'],
                                                        ['TAX INVOICE', 'Invoice SWC/11873', 'Tax point 07/12/2026']]},
        {'t': 'rule'},
        {'t': 'table', 'widths': [None, None], 'border': 0, 'rows': [
            ['**Invoice to**\nD. R. WHITLOCK\n22 Gordon Road\nFareham PO16 7SU', '**Vehicle**\nMG4 EV Long Range Trophy\nReg. no. HX74 PWE\nVIN LSJW74U9XRZ128852\nColour Diamond Red']]},
        {'t': 'table', 'widths': [None, 70, 70, 70], 'header': True, 'rows': [
            ['Description', 'Net', 'VAT', 'Gross'],
            ['MG4 EV Long Range Trophy', '£25,412.50', '£5,082.50', '£30,495.00'],
            ['Delivery and first registration fee', '£0.00', '£0.00', '£55.00'],
            ['Vehicle excise duty (12 months)', '£0.00', '£0.00', '£10.00'],
            ['Floor mats and mud flaps', '£125.00', '£25.00', '£150.00'],
            ['**Total**', '', '', '**£30,710.00**']]},
        {'t': 'table', 'widths': [None, 110], 'rows': [
            ['Part exchange: Renault Clio HF19 AOU (settlement nil)', '-£6,200.00'], ['Deposit paid 18/11/2026', '-£1,000.00'],
            ['**Balance to pay**', '**£23,510.00**']]},
        {'t': 'p', 'text': 'Goods remain the property of Solent Way Cars until paid for in full. Please check the vehicle and this invoice; errors must be reported within 7 days. The manufacturer\'s warranty applies from the date of first registration.'},
        {'t': 'places', 'widths': [260, 220], 'places': [
            P('Customer signature', 1, 2, 'box', height=36), P('For Solent Way Cars', 3, None, 'box', height=36)]},
    ]})

# 22's source: the page that is scanned and given an OCR layer ------------------------------------------------
SCAN_SOURCES = [{
    'file': '22-scanned-warranty.pdf', 'size': 10, 'serif': True,
    'kinds': ['producer: scan with OCR layer (pdfjs page, PIL degrading, pdfsandwich with tesseract)',
              'kind: used-car warranty registration', 'OCR text layer', 'rules with labels above',
              'surname first', 'dealer place'],
    'documentType': 'warranty', 'customerName': 'Bernadette Quigley',
    'vehicleRegistration': 'BT19HRK', 'otherRegistrations': [], 'dealershipName': 'Foyle Street Motors',
    'places': [place('Warranty holder', 'customer', 1, 2), place('Supplying dealer', 'dealer', 3, 4)],
    'blocks': [
        {'t': 'header2', 'cols': [['Foyle Street Motors', '44 Foyle Street, Derry BT48 6AL'], ['WARRANTY REGISTRATION', '12 month used vehicle warranty']], 'firstSize': 16},
        {'t': 'rule', 'w': 1.5},
        {'t': 'table', 'widths': [130, None], 'shadeFirstCol': True, 'size': 10, 'rows': [
            ['Warranty holder', 'QUIGLEY, Bernadette'], ['Address', '9 Northland Road, Derry BT48 7JD'],
            ['Vehicle', 'Toyota Yaris 1.5 Hybrid Design'], ['Registration', 'BT19 HRK'], ['Mileage at sale', '47,210'],
            ['Cover starts', '07/12/2026'], ['Claim limit', '£2,000 per claim, £5,000 in total']]},
        {'t': 'h', 'text': 'What is covered', 'size': 12},
        {'t': 'p', 'text': 'Mechanical and electrical failure of the engine, gearbox, hybrid system, steering, brakes (not pads or discs), fuel system, cooling system and air conditioning. Wear and tear, damage and routine servicing are not covered. The vehicle must be serviced on time as the manufacturer recommends.'},
        {'t': 'p', 'text': 'To claim, call the claims line on 028 7126 0081 before any work is done. Repairs must be authorised in advance.'},
        {'t': 'space', 'h': 16},
        {'t': 'places', 'widths': [None, None], 'places': [
            P('Warranty holder', 1, 2, 'rule', 'above', height=30), P('Supplying dealer', 3, 4, 'rule', 'above', height=30)]},
    ]}]
