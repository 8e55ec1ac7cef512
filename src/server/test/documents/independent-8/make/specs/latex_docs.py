# The documents typeset by latex and written to PDF by dvipdfmx (11–14).
from spec import sig

T = 'producer: latex + dvipdfmx'

COND_SALE = {
    'file': '11-conditional-sale-guarantor.pdf', 'title': 'Conditional Sale Agreement',
    'kinds': [T, 'kind: conditional sale with guarantor, 2 pages', 'guarantor\'s place', 'witness nobody\'s', 'creditor nobody\'s', 'particle surname', 'dateless plate'],
    'documentType': 'finance_agreement', 'customerName': 'Jasper van der Linde', 'vehicleRegistration': 'KM20UAE',
    'otherRegistrations': ['A7JVL'], 'dealershipName': 'Ashby Gate Motors',
    'blocks': [
        {'t': 'h', 'text': 'Conditional Sale Agreement regulated by the Consumer Credit Act 1974'},
        {'t': 'sub', 'text': 'Agreement CS-0091734. Creditor: Pennine Motor Loans plc, 2 Wellington Place, Leeds LS1 4AP. Credit broker: Ashby Gate Motors.'},
        {'t': 'kv', 'rows': [['Customer', 'Mr Jasper van der Linde'], ['Address', '41 Kingsway, Ashby-de-la-Zouch LE65 2TB'],
                             ['Guarantor', 'Mrs Helena van der Linde, same address'],
                             ['Goods', 'BMW 118i M Sport 5-door, 2020, Estoril Blue'],
                             ['Registration', 'KM20 UAE (the mark A7 JVL has been removed and put on retention)'],
                             ['Supplier', 'Ashby Gate Motors, Nottingham Road, Ashby-de-la-Zouch LE65 1DR']]},
        {'t': 'grid', 'widths': [0.6, 0.4], 'rows': [
            ['Cash price', '£19,250.00'], ['Advance payment', '£2,000.00'], ['Amount of credit', '£17,250.00'],
            ['Total charge for credit', '£3,708.20'], ['Total amount payable', '£22,958.20'],
            ['Repayments', '60 monthly payments of £349.97'], ['APR', '8.2%']]},
        {'t': 'p', 'text': 'The goods will remain the property of the creditor until the total amount payable has been paid. You have the right to withdraw within 14 days. You have the right to end this agreement by writing to us; if you have paid less than one half of the total amount payable you must pay the difference.'},
        {'t': 'p', 'text': 'This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.'},
        {'t': 'sig', 'places': [sig('Signature of Customer', 'customer'), sig('Signature of Creditor', None)]},
        {'t': 'page'},
        {'t': 'h', 'text': 'Guarantee and Indemnity'},
        {'t': 'p', 'text': 'In consideration of the creditor entering into the agreement above with the customer, the guarantor guarantees that the customer will pay all sums due and will perform all obligations under it, and agrees to indemnify the creditor against any loss if the agreement is unenforceable against the customer.'},
        {'t': 'p', 'text': 'This is a Guarantee subject to the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. You have the right to receive a copy of the executed agreement.'},
        {'t': 'kv', 'rows': [['Guarantor', 'Helena van der Linde'], ['Date of birth', '11/04/1956']]},
        {'t': 'sig', 'places': [sig('Signature of Guarantor', 'guarantor', style='beside', printed='Signature of Guarantor')]},
        {'t': 'sig', 'places': [sig('Signature of Witness', None, style='beside', date=False, printed='Signature of Witness')]},
        {'t': 'p', 'size': 8, 'text': 'Witness full name, address and occupation (not a relative of the guarantor):'},
    ]}

WARRANTY = {
    'file': '12-used-warranty.pdf', 'title': 'Used Vehicle Warranty',
    'kinds': [T, 'kind: used-car warranty', 'dotted leaders', 'surname first', 'apostrophe-free Gaelic name', 'dealer place'],
    'documentType': 'warranty', 'customerName': 'Eilidh Macleod', 'vehicleRegistration': 'SV17OPA',
    'otherRegistrations': [], 'dealershipName': 'Lewis Road Garage',
    'blocks': [
        {'t': 'h', 'text': 'Used Vehicle Warranty --- Registration Form'},
        {'t': 'sub', 'text': 'Lewis Road Garage, Stornoway HS1 2QR. Administered by Thistle Warranty Administration Ltd.'},
        {'t': 'kv', 'rows': [['Warranty holder', 'MACLEOD, Eilidh'], ['Address', '7 Newton Street, Stornoway HS1 2RE'],
                             ['Vehicle', 'Ford Fiesta 1.0 EcoBoost Titanium, 2017'], ['Registration', 'SV17 OPA'],
                             ['Mileage at sale', '48,221'], ['Cover', 'Gold, 12 months, claim limit £1,500 per claim'],
                             ['Start date', '01/12/2026']]},
        {'t': 'p', 'text': 'The warranty covers the mechanical and electrical failure of the parts listed in the warranty booklet. It does not cover wear and tear, consequential loss, or failures caused by neglect or by a lack of servicing. The vehicle must be serviced at the manufacturer\'s intervals; keep the receipts. Claims must be authorised before any repair begins: telephone 01851 700 455.'},
        {'t': 'p', 'text': 'I, Eilidh Macleod, confirm that I have received and read the warranty booklet and that the details above are correct.'},
        {'t': 'sig', 'places': [sig('Warranty holder', 'customer', style='dots', printed='Warranty holder')]},
        {'t': 'sig', 'places': [sig('Dealer stamp and signature', 'dealer', style='box', date=False)]},
    ]}

CONTRACT_HIRE = {
    'file': '13-contract-hire.pdf', 'title': 'Personal Contract Hire Agreement',
    'kinds': [T, 'kind: personal contract hire', 'rules beside the labels', 'joint hirers', 'owner nobody\'s', 'replacement car plate', 'hyphen and accent'],
    'documentType': 'finance_agreement', 'customerName': 'Amélie Dubois-Hartley', 'otherCustomers': ['Marcus Hartley'],
    'vehicleRegistration': 'RX25WNJ', 'otherRegistrations': ['RV21KZD'], 'dealershipName': 'Kingsbridge Leasing Centre',
    'blocks': [
        {'t': 'h', 'text': 'Hire Agreement regulated by the Consumer Credit Act 1974'},
        {'t': 'sub', 'text': 'Personal contract hire. Owner: Solent Vehicle Leasing Ltd, Ocean Way, Southampton SO14 3JZ. Arranged by Kingsbridge Leasing Centre.'},
        {'t': 'kv', 'rows': [['Hirer', 'Amélie Dubois-Hartley'], ['Joint hirer', 'Marcus Hartley'], ['Address', '2 Harbour View, Kingsbridge TQ7 1HB'],
                             ['Vehicle', 'Tesla Model 3 RWD, Pearl White'], ['Registration', 'RX25 WNJ'],
                             ['Replaces', 'previous hire vehicle RV21 KZD, returned under agreement 4410-22']]},
        {'t': 'grid', 'widths': [0.6, 0.4], 'rows': [
            ['Initial rental (6 months)', '£2,394.00'], ['Monthly rentals (35)', '£399.00'], ['Term', '36 months'],
            ['Annual mileage', '10,000; excess 9p a mile'], ['Total rentals', '£16,359.00']]},
        {'t': 'p', 'text': 'The vehicle belongs to the owner throughout. You must return it at the end of the hire in a condition that meets the BVRLA fair wear and tear guide. This is a Hire Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.'},
        {'t': 'sig', 'places': [sig('Signature of Hirer', 'customer', style='beside', printed='Signature of Hirer')]},
        {'t': 'sig', 'places': [sig('Signature of Joint Hirer', 'customer2', style='beside', printed='Signature of Joint Hirer')]},
        {'t': 'sig', 'places': [sig('Signed on behalf of the Owner', None, style='beside', printed='Signed on behalf of the Owner')]},
    ]}

TYRE = {
    'file': '14-tyre-alloy-declined.pdf', 'title': 'Tyre and Alloy Insurance declined',
    'kinds': [T, 'kind: tyre and alloy insurance declined', 'rule with label below', 'initials in the header', 'no dealer place', 'part-exchange plate'],
    'documentType': 'insurance_waiver', 'customerName': 'Kwame Mensah', 'vehicleRegistration': 'WP69ZXA',
    'otherRegistrations': ['WU12EBC'], 'dealershipName': 'Exe Valley Motors',
    'blocks': [
        {'t': 'right', 'text': 'Exe Valley Motors\nAlphington Road, Exeter EX2 8NH'},
        {'t': 'h', 'text': 'Tyre & Alloy Insurance --- Declaration of Non-Purchase'},
        {'t': 'kv', 'rows': [['Customer', 'K. Mensah (Kwame Mensah)'], ['Vehicle purchased', 'Audi A3 Sportback 35 TFSI, WP69 ZXA'],
                             ['Part exchange', 'Seat Ibiza WU12 EBC']]},
        {'t': 'p', 'text': 'You have been offered Tyre & Alloy Insurance, which would pay for the repair or replacement of tyres and alloy wheels damaged by punctures, kerbing or potholes, for 24 months at a premium of £189.00. You have chosen not to take this insurance. Your decision does not affect the price of your vehicle or any finance offered to you.'},
        {'t': 'p', 'text': 'I confirm that Tyre & Alloy Insurance was explained to me and that I have decided not to buy it.'},
        {'t': 'sig', 'places': [sig('Customer signature', 'customer', style='rule_below')]},
    ]}

DOCS = [COND_SALE, WARRANTY, CONTRACT_HIRE, TYRE]
