"""PCP agreement over three pages: first and second customer in boxes, the lender's place, an old prefix part-exchange."""
from layout import *

d = new()
page(d)
font(d, 'Helvetica-Bold', 15)
text(d, LEFT, 'Penderyn Auto Finance Ltd')
down(d, 16)
font(d, 'Helvetica', 8)
text(d, LEFT, 'Ty Penderyn, Cathedral Road, Cardiff CF11 9LJ  |  Authorised and regulated by the Financial Conduct Authority (FRN 703318)')
down(d, 26)
font(d, 'Helvetica-Bold', 12)
text(d, LEFT, 'PERSONAL CONTRACT PURCHASE (PCP) - HIRE PURCHASE AGREEMENT')
down(d, 14)
font(d, 'Helvetica', 9)
text(d, LEFT, 'Regulated by the Consumer Credit Act 1974          Agreement no. PAF-PCP-22190476')
down(d, 24)
font(d, 'Helvetica-Bold', 9)
text(d, LEFT, 'The parties')
down(d, 6)
font(d, 'Helvetica', 8.5)
for cells in (['First customer', 'Mrs Siân Pritchard-Evans', 'Second customer', 'Mr Gethin Pritchard-Evans'],
              ['Address', '14 Heol y Felin, Llandeilo SA19 6BN', 'Address', '14 Heol y Felin, Llandeilo SA19 6BN'],
              ['Dealer (credit broker)', 'Marcus Jenkins Motor Group', 'Creditor', 'Penderyn Auto Finance Ltd']):
    row(d, cells, [95, 152, 95, 153])
down(d, 14)
font(d, 'Helvetica-Bold', 9)
text(d, LEFT, 'The vehicle')
down(d, 6)
font(d, 'Helvetica', 8.5)
for cells in (['Description', 'Kia Sportage 1.6 T-GDi GT-Line 5dr', 'Registration no.', 'CU70 RVX'],
              ['Chassis no.', 'U5YPH814AML972205', 'Mileage', '22,604'],
              ['New / used', 'Used', 'Annual mileage limit', '8,000 miles']):
    row(d, cells, [95, 152, 95, 153])
down(d, 14)
font(d, 'Helvetica-Bold', 9)
text(d, LEFT, 'Financial information')
down(d, 6)
font(d, 'Helvetica', 8.5)
for cells in (['Cash price', '£21,450.00'], ['Part exchange (X452 FDW, Peugeot 206, settlement nil)', '£400.00'],
              ['Cash deposit', '£2,600.00'], ['Amount of credit', '£18,450.00'], ['Interest', '£4,418.66'],
              ['Option to purchase fee', '£1.00'], ['Total amount payable', '£25,869.66'],
              ['36 monthly payments of', '£289.47'], ['Optional final payment (Guaranteed Future Value)', '£11,997.74'],
              ['Fixed interest rate / APR', '6.77% p.a. / 12.9% APR'], ['Excess mileage charge', '9p per mile']):
    row(d, cells, [330, 165], height=15)
down(d, 12)
font(d, 'Helvetica', 8.5)
para(d, 'At the end of the agreement you may (a) pay the optional final payment and the option to purchase fee and own the vehicle, (b) return the vehicle in line with the return conditions and owe nothing more, subject to excess mileage and damage charges, or (c) part exchange the vehicle for another.')
page(d)
font(d, 'Helvetica-Bold', 10)
text(d, LEFT, 'Terms and conditions')
down(d, 16)
font(d, 'Helvetica', 8.5)
terms = [
    'Ownership. The vehicle remains our property until you have paid everything due under this agreement, including the option to purchase fee.',
    'Payments. You must pay each payment on its due date by direct debit. If a payment is late we may charge a default fee of £25.',
    'Insurance. You must insure the vehicle comprehensively from delivery, naming us as owner, and tell us about any loss or damage.',
    'Use and care. You must keep the vehicle in good condition, service it as the manufacturer recommends and not use it for hire or reward.',
    'Return conditions. A vehicle returned at the end must be within the annual mileage limit, with fair wear and tear only, as described in the BVRLA guide.',
    'Voluntary termination. You may end this agreement at any time by writing to us, once you have paid half of the total amount payable.',
    'Early settlement. You may settle early at any time and will receive a rebate of interest as the law requires.',
    'Withdrawal. You have 14 days after the day on which you receive a copy of the executed agreement to withdraw from it without giving a reason.',
    'Complaints. If you are unhappy you may complain to us and then to the Financial Ombudsman Service.',
    'Data. We will share information about this agreement with credit reference agencies as explained in our privacy notice.',
]
for i, t in enumerate(terms, 1):
    para(d, f'{i}. {t}')
    down(d, 4)
page(d)
font(d, 'Helvetica-Bold', 10)
text(d, LEFT, 'Signatures')
down(d, 18)
font(d, 'Helvetica', 8.5)
para(d, 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. By signing, each customer confirms that they received the pre-contract credit information and an adequate explanation.')
down(d, 16)
for label, sig, date in (('Signature of first customer', 1, 2), ('Signature of second customer', 3, 4)):
    font(d, 'Helvetica-Bold', 8.5)
    text(d, LEFT, label)
    text(d, 380, 'Date')
    down(d, 50)
    rect(d, sig, LEFT, d['y'], 300, 42)
    rect(d, date, 380, d['y'], 120, 42)
    down(d, 24)
font(d, 'Helvetica-Bold', 8.5)
text(d, LEFT, 'Signed for and on behalf of Penderyn Auto Finance Ltd (the Creditor)')
down(d, 50)
rect(d, 5, LEFT, d['y'], 300, 42)
rect(d, 6, 380, d['y'], 120, 42)
down(d, 30)
font(d, 'Helvetica', 7.5)
para(d, 'Marcus Jenkins Motor Group acts as a credit broker and not as a lender. It may receive commission from the creditor for introducing you; the amount will be disclosed to you on request.')

build(d, {
    'file': '06-pcp-agreement.pdf', 'format': 'pdf',
    'kinds': ['producer:libharu', 'joint-customers', 'boxes-label-above', 'lender-place', 'prefix-part-exchange', 'welsh-accent'],
    'documentType': 'finance_agreement',
    'customerName': 'Siân Pritchard-Evans', 'otherCustomers': ['Gethin Pritchard-Evans'],
    'vehicleRegistration': 'CU70 RVX', 'otherRegistrations': ['X452 FDW'],
    'hasTextLayer': True, 'dealershipName': 'Marcus Jenkins Motor Group',
    'signatureFields': [
        {'page': 3, 'label': 'Signature of first customer', 'tag': 1, 'dateTag': 2, 'signer': 'customer'},
        {'page': 3, 'label': 'Signature of second customer', 'tag': 3, 'dateTag': 4, 'signer': 'customer2'},
    ],
    'otherPlaces': [
        {'page': 3, 'label': 'Signed for and on behalf of Penderyn Auto Finance Ltd (the Creditor)', 'tag': 5, 'dateTag': 6, 'signer': None},
    ],
})
