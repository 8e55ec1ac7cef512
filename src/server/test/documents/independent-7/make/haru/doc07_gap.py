"""GAP insurance demands-and-needs and policy form: capitals name, underscores for the places, adviser's place."""
from layout import *

d = new()
page(d)
font(d, 'Times-Bold', 16)
text(d, LEFT, 'Return to Invoice GAP Insurance')
down(d, 16)
font(d, 'Times-Roman', 9)
text(d, LEFT, 'Arranged by Hollins & Dunne (Bolton) Ltd, an appointed representative of Motorline Insurance Services Ltd (FRN 309415)')
down(d, 12)
text(d, LEFT, 'Underwritten by Crestway Insurance Company Ltd. Policy wording GAP-RTI-07/24.')
down(d, 24)
font(d, 'Times-Bold', 10)
text(d, LEFT, 'POLICYHOLDER AND VEHICLE')
down(d, 6)
font(d, 'Times-Roman', 9.5)
for cells in (['Policyholder', 'MR JOHN PAUL O\'REILLY'], ['Address', '61 CHORLEY NEW ROAD, BOLTON BL1 4QR'],
              ['Vehicle', 'NISSAN QASHQAI 1.3 DIG-T N-CONNECTA'], ['Registration', 'LR23 FNE'],
              ['Invoice price', '£27,140.00'], ['Period of cover', '36 months from 02/12/2024'],
              ['Maximum benefit', '£15,000.00'], ['Premium (including IPT at 12%)', '£399.00']):
    row(d, cells, [180, 315], height=16)
down(d, 16)
font(d, 'Times-Bold', 10)
text(d, LEFT, 'DEMANDS AND NEEDS STATEMENT')
down(d, 14)
font(d, 'Times-Roman', 9.5)
para(d, 'This policy meets the demands and needs of a customer who wishes to protect themselves against the shortfall between the amount their motor insurer pays if the vehicle is written off or stolen and the original invoice price. We have not given you a personal recommendation. You have been given the Insurance Product Information Document and you were told about this insurance on 21/11/2024, at least two clear days before it was sold to you, as the FCA requires.')
down(d, 6)
para(d, 'You may cancel within 30 days of receiving the policy documents and receive a full refund, provided no claim has been made. After 30 days no refund is payable. Cover ends if the vehicle is sold or if your motor insurer does not declare a total loss.')
down(d, 6)
font(d, 'Times-Bold', 10)
text(d, LEFT, 'DECLARATION')
down(d, 14)
font(d, 'Times-Roman', 9.5)
para(d, 'I confirm that the details above are correct, that I hold fully comprehensive motor insurance for the vehicle, and that I wish to buy this policy. I understand that buying it is not a condition of my vehicle purchase or finance.')
down(d, 28)
font(d, 'Times-Roman', 10)
text(d, LEFT, 'Signed (policyholder)')
ink(d, 1)
text(d, LEFT + 100, '_______________________________')
ink(d, 0)
text(d, 380, 'Date')
ink(d, 2)
text(d, 405, '______________')
ink(d, 0)
down(d, 40)
text(d, LEFT, 'Signed (adviser)')
ink(d, 3)
text(d, LEFT + 100, '_______________________________')
ink(d, 0)
text(d, 380, 'Name  Kieran Walsh')
down(d, 40)
font(d, 'Times-Italic', 8)
para(d, 'Previous vehicle with this policyholder: BU15 HXT (Nissan Juke), sold to Hollins & Dunne in part exchange. Its GAP policy has been cancelled.')

build(d, {
    'file': '07-gap-insurance.pdf', 'format': 'pdf',
    'kinds': ['producer:libharu', 'underscores-beside-label', 'capitals-name-apostrophe', 'adviser-place', 'ampersand-dealer'],
    'documentType': 'insurance',
    'customerName': "John Paul O'Reilly",
    'vehicleRegistration': 'LR23 FNE', 'otherRegistrations': ['BU15 HXT'],
    'hasTextLayer': True, 'dealershipName': 'Hollins & Dunne (Bolton) Ltd',
    'signatureFields': [{'page': 1, 'label': 'Signed (policyholder)', 'tag': 1, 'dateTag': 2, 'signer': 'customer'}],
    'otherPlaces': [{'page': 1, 'label': 'Signed (adviser)', 'tag': 3, 'signer': 'dealer'}],
})
