"""Commission disclosure: the customer's acknowledgement with the label under the rule, the business manager's place."""
from layout import *

d = new()
page(d)
font(d, 'Helvetica-Bold', 13)
text(d, LEFT, 'Strathearn Motor Company')
down(d, 13)
font(d, 'Helvetica', 8)
text(d, LEFT, 'Dunkeld Road, Perth PH1 3AA  -  Authorised and regulated by the Financial Conduct Authority (FRN 664219)')
down(d, 34)
font(d, 'Helvetica-Bold', 11)
text(d, LEFT, 'How we are paid when we arrange your finance')
down(d, 10)
font(d, 'Helvetica', 8.5)
text(d, LEFT, 'Customer: Eilidh MacLeod          Vehicle: Cupra Born 58kWh V2, registration SK72 WEV          Date: 14/01/2025')
down(d, 24)
font(d, 'Helvetica', 9)
for t in (
    'We are a credit broker, not a lender. We work with a limited number of lenders: Caledonian Motor Finance plc, Penderyn Auto Finance Ltd and Northway Bank plc. We will introduce you to the lender whose product we think is suitable, but we do not search the whole market.',
    'When you take out finance through us, the lender pays us commission. For your agreement the lender, Northway Bank plc, will pay us £742.50, which is a fixed fee of 4.5% of the amount of credit. The commission does not change the interest rate you pay: the rate was not set or adjusted by us.',
    'We may also receive volume-based payments from lenders if we introduce a certain amount of business in a year. These do not affect the rate offered to you.',
    'You are free to arrange finance elsewhere, or to pay cash. If you would like more information about the commission we receive, please ask your business manager.',
):
    para(d, t)
    down(d, 8)
down(d, 10)
font(d, 'Helvetica-Bold', 9)
text(d, LEFT, 'Customer acknowledgement')
down(d, 14)
font(d, 'Helvetica', 9)
para(d, 'I confirm that I have read this disclosure and that the commission arrangements were explained to me before I entered into the finance agreement.')
down(d, 40)
line(d, 1, LEFT, 300)
line(d, 2, 340, 470)
down(d, 12)
font(d, 'Helvetica', 8)
text(d, LEFT, 'Customer signature')
text(d, 340, 'Date')
down(d, 52)
line(d, 3, LEFT, 300)
line(d, 4, 340, 470)
down(d, 12)
text(d, LEFT, 'Business manager signature (Craig Sutherland)')
text(d, 340, 'Date')

build(d, {
    'file': '09-commission-disclosure.pdf', 'format': 'pdf',
    'kinds': ['producer:libharu', 'label-below-rule', 'mac-surname', 'business-manager-place', 'lender-names-in-body'],
    'documentType': 'other',
    'customerName': 'Eilidh MacLeod',
    'vehicleRegistration': 'SK72 WEV', 'otherRegistrations': [],
    'hasTextLayer': True, 'dealershipName': 'Strathearn Motor Company',
    'signatureFields': [{'page': 1, 'label': 'Customer signature', 'tag': 1, 'dateTag': 2, 'signer': 'customer'}],
    'otherPlaces': [{'page': 1, 'label': 'Business manager signature (Craig Sutherland)', 'tag': 3, 'dateTag': 4, 'signer': 'dealer'}],
})
