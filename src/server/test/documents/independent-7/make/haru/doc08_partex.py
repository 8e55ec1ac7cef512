"""Part-exchange purchase note: the dealer buys the customer's car (the subject), rules beside the labels, finance to settle."""
from layout import *

d = new()
page(d)
font(d, 'Helvetica-Bold', 14)
text(d, LEFT, 'Marcus Jenkins Motor Group')
font(d, 'Helvetica', 8)
text(d, RIGHT, 'Newport Road, Cardiff CF24 1RE  |  029 2049 6611', right=True)
down(d, 30)
font(d, 'Helvetica-Bold', 12)
text(d, LEFT, 'PART EXCHANGE VEHICLE PURCHASE AGREEMENT')
down(d, 22)
font(d, 'Helvetica', 9)
para(d, 'This agreement records the purchase by Marcus Jenkins Motor Group ("the Buyer") of the vehicle described below from the person named as the Seller, in part exchange against the Seller\'s purchase of vehicle MX21 KHP (stock no. 44817).')
down(d, 8)
for cells in (['Seller', 'Mohammed Al-Rashid'], ['Address', '3 Clive Street, Grangetown, Cardiff CF11 7JB'],
              ['Registration of vehicle purchased', 'ND09 UBT'], ['Make / model', 'Toyota Prius T Spirit VVT-i Hybrid'],
              ['VIN', 'JTDKB20U503474129'], ['Recorded mileage', '142,918 (warranted)'],
              ['Service history', 'Partial - 6 stamps'], ['V5C document reference', '1150 4473 2286'],
              ['Number of keys', '2'], ['Agreed purchase price', '£1,850.00'],
              ['Outstanding finance', 'None'], ['Balance to be allowed against MX21 KHP', '£1,850.00']):
    row(d, cells, [200, 295], height=17)
down(d, 16)
font(d, 'Helvetica-Bold', 9)
text(d, LEFT, 'Seller\'s declaration')
down(d, 14)
font(d, 'Helvetica', 9)
for t in ('I am the owner of the vehicle and entitled to sell it. It is not subject to any finance, hire, lease or other agreement.',
          'The mileage shown is correct to the best of my knowledge. The vehicle has not been an insurance write-off (category A, B, S or N).',
          'I have removed all personal belongings and personal data (paired phones, saved addresses) from the vehicle.',
          'If any of these statements prove untrue I will repay the purchase price and any loss the Buyer suffers.'):
    para(d, '-  ' + t)
down(d, 30)
text(d, LEFT, 'Seller\'s signature:')
line(d, 1, 145, 345)
text(d, 360, 'Date:')
line(d, 2, 388, 490)
down(d, 44)
text(d, LEFT, 'For the Buyer:')
line(d, 3, 145, 345)
text(d, 360, 'Position:  Used Car Buyer')
down(d, 40)
font(d, 'Helvetica', 7.5)
para(d, 'Marcus Jenkins Motor Group is a trading name of MJMG (Wales) Ltd, company no. 07731952. The V5C new keeper slip has been handed to the Seller.')

build(d, {
    'file': '08-part-exchange-purchase.pdf', 'format': 'pdf',
    'kinds': ['producer:libharu', 'trade-in-subject', 'rules-beside-labels', 'al-prefix-name', 'second-plate-is-purchase'],
    'documentType': 'trade_in_agreement',
    'customerName': 'Mohammed Al-Rashid',
    'vehicleRegistration': 'ND09 UBT', 'otherRegistrations': ['MX21 KHP'],
    'hasTextLayer': True, 'dealershipName': 'Marcus Jenkins Motor Group',
    'signatureFields': [{'page': 1, 'label': "Seller's signature", 'tag': 1, 'dateTag': 2, 'signer': 'customer'}],
    'otherPlaces': [{'page': 1, 'label': 'For the Buyer', 'tag': 3, 'signer': 'dealer'}],
})
