"""Conditional sale agreement with a guarantor and a witness to the guarantor, the lender's place, two pages."""
from layout import *

d = new()
page(d)
font(d, 'Times-Bold', 15)
text(d, LEFT, 'NORTHWAY BANK PLC')
down(d, 14)
font(d, 'Times-Roman', 8.5)
text(d, LEFT, 'Motor Finance Division, 40 Grey Street, Newcastle upon Tyne NE1 6AE')
down(d, 26)
font(d, 'Times-Bold', 12)
text(d, LEFT, 'CONDITIONAL SALE AGREEMENT regulated by the Consumer Credit Act 1974')
down(d, 12)
font(d, 'Times-Roman', 9)
text(d, LEFT, 'Agreement number NB-CS-3316092   Introduced by: Tyneside Prestige Cars (Gosforth)')
down(d, 22)
for cells in (['Buyer', 'Tomás Ó Briain'], ['Address', '88 Benton Road, Newcastle upon Tyne NE7 7DS'],
              ['Guarantor', 'Máire Ó Briain, of 12 Salters Road, Gosforth NE3 1DQ'],
              ['Goods', 'Audi A3 Sportback 35 TFSI S line, registration KY17 PZA, VIN WAUZZZ8V1HA061174'],
              ['Cash price', '£14,995.00'], ['Deposit', '£3,000.00'], ['Amount of credit', '£11,995.00'],
              ['Total charge for credit', '£2,931.60'], ['Total amount payable', '£17,926.60'],
              ['Payments', '48 monthly payments of £310.99, the first one month after the date of this agreement'],
              ['APR', '11.9%']):
    row(d, cells, [110, 385], height=16)
down(d, 14)
font(d, 'Times-Roman', 9)
for t in ('1. The goods become yours when you have paid the total amount payable. Until then they belong to us and you must not sell them.',
          '2. You have the right to withdraw from this agreement within 14 days without giving a reason.',
          '3. If you have paid one third of the total amount payable we cannot take the goods back without a court order.',
          '4. You may end this agreement by paying half of the total amount payable and returning the goods.',
          '5. Missing payments could have severe consequences and make obtaining credit more difficult.'):
    para(d, t)
down(d, 14)
font(d, 'Times-Bold', 9.5)
para(d, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.')
down(d, 36)
font(d, 'Times-Roman', 9.5)
text(d, LEFT, 'Signature of Buyer')
line(d, 1, 150, 360)
text(d, 375, 'Date')
line(d, 2, 400, 520)
down(d, 42)
text(d, LEFT, 'Signature of Creditor')
line(d, 3, 150, 360)
text(d, 375, 'Date')
line(d, 4, 400, 520)
page(d)
font(d, 'Times-Bold', 12)
text(d, LEFT, 'GUARANTEE AND INDEMNITY')
down(d, 20)
font(d, 'Times-Roman', 9.5)
for t in ('In consideration of Northway Bank plc entering into the conditional sale agreement numbered NB-CS-3316092 with Tomás Ó Briain, I guarantee that the buyer will pay every sum due under it and perform every obligation. If the buyer does not, I will do so on demand.',
          'I agree to indemnify the creditor against any loss it suffers if the agreement is unenforceable against the buyer for any reason.',
          'This guarantee continues until every sum due has been paid. The creditor may give the buyer time to pay without releasing me.',
          'I confirm I was given a copy of the agreement and this guarantee and told that I should take independent legal advice before signing.'):
    para(d, t)
    down(d, 6)
down(d, 10)
font(d, 'Times-Bold', 9.5)
para(d, 'This is a Guarantee subject to the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.')
down(d, 40)
font(d, 'Times-Roman', 9.5)
text(d, LEFT, 'Signature of Guarantor')
line(d, 5, 160, 360)
text(d, 375, 'Date')
line(d, 6, 400, 520)
down(d, 44)
text(d, LEFT, 'Signature of witness')
line(d, 7, 160, 360)
down(d, 16)
text(d, LEFT, 'Witness name and address')
line(d, 0, 160, 520)
down(d, 16)
line(d, 0, 160, 520)

build(d, {
    'file': '10-conditional-sale-guarantor.pdf', 'format': 'pdf',
    'kinds': ['producer:libharu', 'guarantor', 'witness', 'lender-place', 'irish-accents', 'plate-in-goods-cell'],
    'documentType': 'finance_agreement',
    'customerName': 'Tomás Ó Briain',
    'vehicleRegistration': 'KY17 PZA', 'otherRegistrations': [],
    'hasTextLayer': True, 'dealershipName': 'Tyneside Prestige Cars (Gosforth)',
    'signatureFields': [{'page': 1, 'label': 'Signature of Buyer', 'tag': 1, 'dateTag': 2, 'signer': 'customer'}],
    'otherPlaces': [
        {'page': 1, 'label': 'Signature of Creditor', 'tag': 3, 'dateTag': 4, 'signer': None},
        {'page': 2, 'label': 'Signature of Guarantor', 'tag': 5, 'dateTag': 6, 'signer': 'guarantor'},
        {'page': 2, 'label': 'Signature of witness', 'tag': 7, 'signer': None},
    ],
})
