"""Layouts of the documents pypdf writes: 07 conditional sale with guarantor, 08 sold as seen, 09 service plan."""
from lay15 import *

def doc07():
    d = Doc('07-conditional-sale-guarantor', 'serif')
    d.head = dict(title='Conditional Sale Agreement', creator='PVF Documents',
                  documentType='finance_agreement', customerName='Callum Fraser', otherCustomers=[],
                  vehicleRegistration='SF68KZL', otherRegistrations=[], dealershipName='Loch Lomond Motors',
                  kinds=['producer: pypdf (Times)', 'kind: conditional sale agreement with guarantor, Scotland, 2 pages', 'pdf', 'pypdf', 'times', 'conditional sale', 'guarantor of the same surname', 'witness place',
                         'two pages', 'signatures on last page', 'rules with captions beside', 'creditor nobody'])
    L, R = 56, 540
    d.text(297, 60, 'PENNINE VEHICLE FINANCE LIMITED', 14, True, align='center')
    d.text(297, 75, 'Halifax Road, Todmorden OL14 5QF', 9.5, align='center')
    d.text(297, 100, 'CONDITIONAL SALE AGREEMENT', 13, True, align='center')
    d.text(297, 113, 'regulated by the Consumer Credit Act 1974', 9.5, align='center')
    d.text(297, 126, 'Agreement number PVF/CS/55120', 9.5, True, align='center')
    y = 150
    rows = [('Creditor', 'Pennine Vehicle Finance Limited, Halifax Road, Todmorden OL14 5QF'),
            ('Buyer', 'Mr Callum J. FRASER, 4 Mill Street, Alexandria, Dunbartonshire G83 0LG'),
            ('Guarantor', 'Mrs Morag FRASER, 19 Loch Road, Balloch, Alexandria G83 8LB'),
            ('Supplier', 'Loch Lomond Motors, Main Street, Balloch G83 8SR')]
    for c, v in rows:
        d.text(L, y, c, 10, True); d.text(L + 80, y, v, 10); y += 15
    y += 8
    d.text(L, y, 'Goods', 11, True); y += 6
    y = kv_table(d, L, y, [('Description', 'Vauxhall Mokka X 1.4T Elite Nav 5dr'), ('Registration', 'SF68 KZL'),
                           ('Chassis', 'W0LJD7E3XJB603482'), ('Mileage', '47,330')], 100, R - L - 100, rowh=15, size=9.5, shade=False)
    y += 14
    d.text(L, y, 'Financial particulars', 11, True); y += 6
    y = money_table(d, L, y, [('Cash price', '£11,290.00'), ('Deposit', '£1,000.00'), ('Amount of credit', '£10,290.00'),
                              ('Total charge for credit', '£3,464.16'), ('Total amount payable', '£14,754.16'),
                              ('59 monthly instalments of', '£229.07'), ('followed by 1 instalment of', '£239.07'),
                              ('APR', '14.9%')], R - L, rowh=15, size=9.5)
    y += 16
    for t in ['1. Title. The goods remain the property of the Creditor until the Buyer has paid all sums due under this agreement. '
              'Until then the Buyer must not sell or otherwise dispose of the goods.',
              '2. Guarantee and indemnity. In consideration of the Creditor entering into this agreement at the Guarantor\'s request, the '
              'Guarantor guarantees the payment of every sum the Buyer owes under it and agrees to indemnify the Creditor against any loss '
              'if the agreement is unenforceable against the Buyer. The Guarantor has been given a copy of this agreement and of the '
              'guarantee, and has been advised to seek independent advice.',
              '3. Insurance. The Buyer must insure the goods comprehensively and note the Creditor\'s interest with the insurer.']:
        y = d.para(L, y, t, R - L, 9.5) + 5
    d.text(297, 812, 'Page 1 of 2', 8.5, align='center')
    d.new_page()
    y = 66
    for t in ['4. Termination. The Buyer may end this agreement by giving notice to the Creditor and paying one half of the total '
              'amount payable (£7,377.08) less sums already paid, with any arrears.',
              '5. Repossession. If the Buyer has paid one third of the total amount payable (£4,918.05) the Creditor may not take back '
              'the goods without a court order.',
              '6. Withdrawal. The Buyer may withdraw within 14 days of receiving a copy of the executed agreement, by notice to the Creditor '
              'at the address above or on 01706 812 440.',
              '7. Scotland. This agreement is governed by the law of Scotland because the Buyer lives there.']:
        y = d.para(L, y, t, R - L, 9.5) + 5
    y += 10
    d.rect(L, y, R - L, 42, 1.2)
    d.para(L + 8, y + 16, 'This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be '
           'legally bound by its terms.', R - L - 16, 10, bold=True)
    y += 74
    def row(y, cap, who, dcap='Date'):
        s, dt = d.place(cap, who)
        d.text(L, y, cap, 10, True)
        cw = width(cap, 'serif', 10, True)
        d.line(L + cw + 6, y + 1.5, 360, y + 1.5, 0.7, s)
        d.text(372, y, dcap, 10, True)
        d.line(372 + width(dcap, 'serif', 10, True) + 6, y + 1.5, R, y + 1.5, 0.7, dt)
    row(y, 'Signature of Buyer', 'customer'); y += 40
    d.text(L, y, 'GUARANTEE', 11, True); y += 14
    y = d.para(L, y, 'I agree to guarantee the Buyer\'s obligations on the terms of clause 2. Sign this guarantee only if you want to be '
               'legally bound by it.', R - L, 9.5) + 18
    row(y, 'Signature of Guarantor', 'guarantor'); y += 34
    row(y, 'Witness to Guarantor', None); y += 20
    d.text(L, y, 'Witness name', 9); d.text(L + 70, y, '.' * 70, 9)
    y += 14
    d.text(L, y, 'Witness address', 9); d.text(L + 70, y, '.' * 70, 9)
    y += 40
    row(y, 'Signed for the Creditor', None, 'Date of agreement'); y += 18
    d.text(L, y, 'Introduced by Loch Lomond Motors (credit broker)', 8.5)
    d.text(297, 812, 'Page 2 of 2', 8.5, align='center')
    return d


def doc08():
    d = Doc('08-sold-as-seen', 'sans')
    d.head = dict(title='Sold as seen declaration', creator='A1 Motor Traders',
                  documentType='warranty_disclaimer', customerName='Grzegorz Wójcik', otherCustomers=[],
                  vehicleRegistration='P482KHJ', otherRegistrations=[], dealershipName='A1 Motor Traders',
                  kinds=['producer: pypdf (Helvetica)', 'kind: sold as seen, trade sale', 'pdf', 'pypdf', 'sold as seen', 'surname first in capitals with a comma', 'polish accent',
                         'old prefix plate', 'print name rule pre-filled', 'rules with captions below', 'salesperson place'])
    L, R = 48, 547
    d.rect(L, 40, R - L, 52, 1.5)
    d.text(L + 12, 64, 'A1 MOTOR TRADERS', 18, True)
    d.text(L + 12, 80, 'Stourport Road, Kidderminster DY11 7QE  -  01562 751 330', 8.5)
    d.text(R - 12, 64, 'SOLD AS SEEN', 14, True, align='right')
    d.text(R - 12, 80, 'trade / mechanic\'s special', 8.5, align='right')
    y = 118
    y = kv_table(d, L, y, [('Purchaser', 'WÓJCIK, Grzegorz'), ('Address', '5 Sutton Park Road, Kidderminster DY11 6LF'),
                           ('Vehicle', '1996 Toyota Corolla 1.3 GS 5dr, red'), ('Registration', 'P482 KHJ'),
                           ('Mileage', '143,870 (not warranted)'), ('MOT', 'Expired 02/2024'), ('Previous keeper', 'Mrs J. Fenwick, Bewdley'),
                           ('Price', '£450.00 cash'), ('Date', '18/03/2024')], 110, R - L - 110, rowh=16, size=8.8)
    y += 20
    d.text(L, y, 'Purchaser\'s declaration', 11, True)
    y += 16
    for t in ['I am buying this vehicle sold as seen, with all its faults, for spares or repair. I have inspected it, and I accept it in '
              'its present condition. I have been told of the following known faults: clutch slipping, exhaust blowing at the back box, '
              'rust to both rear arches, no service history.',
              'I understand that the vehicle has no current MOT and is not roadworthy, and that it must not be driven on a public road '
              'until it has passed an MOT test. I will arrange for it to be collected by trailer.',
              'I understand that no warranty is given, and that the price reflects the condition of the vehicle. I confirm that I am '
              'buying the vehicle in the course of my business as a motor mechanic and not as a consumer.',
              'A1 Motor Traders has given me the vehicle\'s V5C/2 new keeper supplement and will notify the DVLA of the sale.']:
        y = d.para(L, y, t, R - L, 9) + 6
    y += 40
    s, dt = d.place("Purchaser's signature", 'customer')
    d.line(L, y, L + 220, y, 0.7, s)
    d.line(L + 240, y, L + 400, y, 0.7)
    d.text(L + 244, y - 4, 'GRZEGORZ WÓJCIK', 9)
    d.line(L + 420, y, R, y, 0.7, dt)
    d.text(L, y + 12, "Purchaser's signature", 8.5, True)
    d.text(L + 240, y + 12, 'Print name', 8.5, True)
    d.text(L + 420, y + 12, 'Date', 8.5, True)
    y += 60
    s, dt = d.place('Salesperson', 'dealer', date=False)
    d.line(L, y, L + 220, y, 0.7, s)
    d.line(L + 240, y, L + 400, y, 0.7)
    d.text(L + 244, y - 4, 'Wayne Beddoes', 9)
    d.text(L, y + 12, 'Salesperson', 8.5, True)
    d.text(L + 240, y + 12, 'Print name', 8.5, True)
    d.text(L, 812, 'A1 Motor Traders - proprietor W. Beddoes. This document does not affect the rights of a consumer buyer.', 7, colour=GREY)
    return d


def doc09():
    d = Doc('09-service-plan', 'sans')
    d.head = dict(title='Service Plan Agreement', creator='Severn Side Peugeot',
                  documentType='service_contract', customerName='Ifeoma Nwosu', otherCustomers=[],
                  vehicleRegistration='CN73LWE', otherRegistrations=[], dealershipName='Severn Side Peugeot',
                  kinds=['producer: pypdf (Helvetica)', 'kind: service plan with direct debit instruction', 'pdf', 'pypdf', 'service plan', 'doctor as title', 'plan number shaped like a plate',
                         'direct debit instruction with its own signature box', 'account holder initials', 'service adviser place'])
    L, R = 44, 551
    d.text(L, 56, 'Severn Side Peugeot', 16, True, colour=(0.05, 0.2, 0.5))
    d.text(L, 69, 'Bristol Road, Quedgeley, Gloucester GL2 4NF', 8.5)
    d.text(R, 56, 'SERVICE PLAN AGREEMENT', 12, True, align='right')
    d.text(R, 69, 'Plan no. SP73 LWE 01', 9, align='right')
    d.line(L, 78, R, 78, 1)
    y = 96
    y = kv_table(d, L, y, [('Customer', 'Dr Ifeoma NWOSU'), ('Address', '31 Kingsholm Road, Gloucester GL1 3BA'),
                           ('Vehicle', 'Peugeot 2008 1.2 PureTech 130 Allure EAT8'), ('Registration', 'CN73 LWE'),
                           ('First registered', '14/09/2023'), ('Current mileage', '6,102')], 110, R - L - 110, rowh=15)
    y += 14
    d.text(L, y, 'Plan', 10, True)
    y = money_table(d, L, y + 4, [('Plan', '3 services (years 1-3), MOT at 3 years'), ('Monthly payment', '£21.50'),
                                  ('Number of payments', '36'), ('First payment', '01/04/2024')], R - L, rowh=14, size=8.5)
    y += 12
    for t in ['The plan covers the services in the manufacturer\'s schedule at Severn Side Peugeot, including parts, labour and VAT. '
              'It does not cover repairs, tyres, brake pads or discs, wiper blades or additional work found at a service.',
              'If payments stop, the plan ends and any service already taken that has not been paid for in full must be paid at the '
              'then current price less the payments made. The plan can be transferred to a new keeper of the vehicle for a fee of £25.']:
        y = d.para(L, y, t, R - L, 8.2) + 4
    y += 6
    s, dt = d.place('Customer signature', 'customer')
    d.text(L, y, 'Customer signature', 8.5, True); d.text(330, y, 'Date', 8.5, True)
    d.line(L, y + 26, 300, y + 26, 0.7, s); d.line(330, y + 26, 450, y + 26, 0.7, dt)
    y += 40
    s, dt = d.place('Service adviser', 'dealer')
    d.text(L, y, 'Service adviser', 8.5, True); d.text(330, y, 'Date', 8.5, True)
    d.line(L, y + 26, 300, y + 26, 0.7, s); d.line(330, y + 26, 450, y + 26, 0.7, dt)
    d.text(L, y + 37, 'Owen Pritchett, for Severn Side Peugeot', 7.5, colour=GREY)
    y += 56
    # direct debit instruction panel
    d.line(L, y, R, y, 0.5); d.text(L, y + 10, '- - - - cut here - - - -', 6.5, colour=GREY)
    y += 20
    d.rect(L, y, R - L, 196, 1)
    d.text(L + 10, y + 18, 'Instruction to your bank or building society to pay by Direct Debit', 10, True)
    d.rect(R - 70, y + 8, 58, 20, 0.5); d.text(R - 41, y + 22, 'DIRECT Debit', 7, True, align='center')
    yy = y + 34
    for c, v in [('Name(s) of account holder(s)', 'DR I NWOSU'), ('Bank/building society account number', '4 1 0 2 7 7 3 8'),
                 ('Branch sort code', '30 - 94 - 12'), ('Service user number', '4 4 2 1 0 8'),
                 ('Reference', 'SP73LWE01')]:
        d.text(L + 10, yy, c, 8); d.rect(L + 200, yy - 10, 200, 14, 0.5); d.text(L + 205, yy, v, 8.5)
        yy += 19
    yy = d.para(L + 10, yy + 2, 'Please pay Severn Side Motors Ltd Direct Debits from the account detailed in this Instruction subject to '
                'the safeguards assured by the Direct Debit Guarantee. I understand that this Instruction may remain with Severn Side '
                'Motors Ltd and, if so, details will be passed electronically to my bank/building society.', R - L - 20, 7.6)
    s, dt = d.place('Signature(s)', 'customer')
    d.text(L + 10, yy + 10, 'Signature(s)', 8, True)
    d.rect(L + 80, yy, 220, 28, 0.6, s)
    d.text(L + 320, yy + 10, 'Date', 8, True)
    d.rect(L + 350, yy + 4, 100, 18, 0.6, dt)
    d.text(L, 815, 'Severn Side Peugeot is a trading name of Severn Side Motors Ltd, company 02271944.', 6.8, colour=GREY)
    return d

DOCS = {'07': doc07, '08': doc08, '09': doc09}
