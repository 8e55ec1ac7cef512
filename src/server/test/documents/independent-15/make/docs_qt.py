"""Layouts of the documents Qt's QPdfWriter draws: 04 part-exchange purchase, 05 warranty registration,
06 joint handover note, and the page scanned for 10."""
from lay15 import *

def tick(d, x, y, on=True):
    d.rect(x, y - 7, 7, 7, 0.5)
    if on:
        d.text(x + 1, y - 0.8, 'X', 7, True)

def doc04():
    d = Doc('04-part-exchange-purchase', 'sans')
    d.head = dict(title='Part Exchange Purchase Agreement', creator='Humber Bridge Autos DMS',
                  documentType='trade_in_agreement', customerName='Nkechi Okafor', otherCustomers=[],
                  vehicleRegistration='YF18LKD', otherRegistrations=['SK70UPH'], dealershipName='Humber Bridge Autos',
                  kinds=['producer: Qt QPdfWriter', 'kind: part exchange purchase against a sale', 'pdf', 'qt', 'part exchange against a purchase', 'the subject is the part exchange',
                         'plate of the car being bought in the deal box', 'finance agreement number with letters',
                         'boxes beside captions', 'appraiser place the dealer\'s'])
    L, R = 40, 555
    d.text(L, 54, 'Humber Bridge Autos', 17, True, colour=(0.55, 0.05, 0.1))
    d.text(L, 67, 'Ferriby Road, Hessle, East Yorkshire HU13 0JA  |  01482 640 118', 7.8)
    d.text(R, 54, 'PART EXCHANGE', 12, True, align='right')
    d.text(R, 67, 'PURCHASE AGREEMENT', 12, True, align='right')
    d.line(L, 76, R, 76, 1.2, (0.55, 0.05, 0.1))
    y = 96
    d.para(L, y, 'We, Humber Bridge Autos, agree to buy the vehicle described below (the part exchange) from the vendor named '
           'below, in part payment for the vehicle the vendor is buying from us under the sales invoice shown.', R - L, 8.2)
    y = 126
    d.text(L, y, 'VENDOR', 9, True)
    kv_table(d, L, y + 4, [('Full name', 'Mrs Nkechi Adaeze OKAFOR'), ('Address', '61 Beverley Road, Anlaby, Hull'),
                           ('Postcode', 'HU10 7BG'), ('Telephone', '07812 440 963')], 70, 180, rowh=15)
    d.text(310, y, 'DEAL', 9, True)
    kv_table(d, 310, y + 4, [('Sales invoice', 'HBA-S-20744'), ('Vehicle bought', 'Nissan Qashqai SK70 UPH'),
                             ('Salesperson', 'Craig Dunwell'), ('Handover date', '09/03/2024')], 80, 165, rowh=15)
    y = 206
    d.text(L, y, 'PART EXCHANGE VEHICLE', 9, True)
    y = kv_table(d, L, y + 4, [('Registration', 'YF18 LKD'), ('Make / model', 'Ford Focus 1.0 EcoBoost 125 Titanium 5dr'),
                               ('Colour', 'Magnetic Grey'), ('VIN', 'WF05XXGCC5JU61290'), ('Recorded mileage', '52,917'),
                               ('First registered', '28/03/2018'), ('V5C document ref', '4 8817 2036 114'),
                               ('Service history', 'Full - 5 stamps, last 14/11/2023 at 49,880'),
                               ('MOT expiry', '27/03/2024'), ('Keys supplied', '2')], 120, R - L - 120, rowh=15)
    y += 14
    d.text(L, y, 'VALUATION AND SETTLEMENT', 9, True)
    y = money_table(d, L, y + 4, [('Agreed part exchange value', '£7,400.00'),
                                  ('Outstanding finance: Redwater Finance, agreement no. RW18LKD-00427', '£2,861.44'),
                                  ('Net part exchange allowance against invoice HBA-S-20744', '£4,538.56')], R - L, rowh=15, size=8.2, boldlast=True)
    y += 14
    d.text(L, y, "VENDOR'S DECLARATION", 9, True)
    y += 14
    for t, on in [('I am the registered keeper and the owner of the vehicle, or I am authorised by the owner to sell it.', True),
                  ('Apart from the finance shown above, the vehicle is not subject to any finance, hire or lease agreement.', True),
                  ('The mileage shown is, to the best of my knowledge, correct.', True),
                  ('The vehicle has not been an insurance total loss, nor been imported, nor used as a taxi or for hire.', True),
                  ('The vehicle has a private number plate that is to be retained.', False)]:
        tick(d, L, y, on)
        d.text(L + 14, y, t, 8)
        y += 13
    y = d.para(L, y + 4, 'I understand that the value has been agreed on the basis of my description and an inspection on the date below, '
               'and may be reviewed if the vehicle\'s condition or mileage differs on handover. I authorise Humber Bridge Autos to '
               'settle the outstanding finance directly with the finance company.', R - L, 8)
    y += 18
    s, dt = d.place("Vendor's signature", 'customer')
    d.text(L, y + 20, "Vendor's signature", 9, True)
    d.rect(L + 108, y, 220, 32, 0.7, s)
    d.text(L + 345, y + 20, 'Date', 9, True)
    d.rect(L + 375, y + 6, 110, 22, 0.7, dt)
    y += 46
    s, dt = d.place('Appraised by', 'dealer')
    d.text(L, y + 20, 'Appraised by', 9, True)
    d.text(L, y + 31, 'for Humber Bridge Autos', 7.5)
    d.rect(L + 108, y, 220, 32, 0.7, s)
    d.text(L + 345, y + 20, 'Date', 9, True)
    d.rect(L + 375, y + 6, 110, 22, 0.7, dt)
    d.text(L + 108, y + 42, 'Lee Sowerby, used car manager', 7.5)
    d.text(L, 815, 'Humber Bridge Autos is a trading style of HB Autos (Hessle) Ltd, company no. 08811924. VAT 192 4418 20.', 6.8, colour=GREY)
    return d


def doc05():
    d = Doc('05-warranty-registration', 'sans')
    d.head = dict(title='Warranty Registration', creator='Sentinel portal',
                  documentType='warranty', customerName='Hannah-Louise Pryce', otherCustomers=[],
                  vehicleRegistration='FN19OTV', otherRegistrations=[], dealershipName='Kingsway Car Centre',
                  kinds=['producer: Qt QPdfWriter', 'kind: used car warranty registration', 'pdf', 'qt', 'used car warranty registration', 'hyphenated first name', 'miss as title',
                         'warranty number containing the plate', 'signature cells in a table', 'dealer signatory place'])
    L, R = 42, 553
    d.rect(L, 34, R - L, 40, 0, fill=(0.0, 0.42, 0.42), stroke=False)
    d.text(L + 10, 58, 'SENTINEL', 16, True, colour=(1, 1, 1))
    d.text(L + 100, 58, 'Warranty Services', 11, colour=(1, 1, 1))
    d.text(R - 10, 58, 'WARRANTY REGISTRATION FORM', 10, True, colour=(1, 1, 1), align='right')
    y = 92
    d.text(L, y, 'Warranty no.  SWS-FN19OTV-22817', 9, True)
    d.text(R, y, 'Plan: Gold 12 months   Claim limit: £3,000 per claim', 8.5, align='right')
    y = 108
    for title, rows in [('Customer', [('Title', 'Miss'), ('Forename(s)', 'Hannah-Louise'), ('Surname', 'PRYCE'),
                                      ('Address', 'Flat 3, 118 Uttoxeter New Road, Derby DE22 3JY'), ('Email', 'hl.pryce@example.com')]),
                        ('Vehicle', [('Registration', 'FN19 OTV'), ('Make / model', 'Toyota Yaris 1.5 Hybrid Design 5dr CVT'),
                                     ('Mileage at sale', '38,214'), ('Date of sale', '11/03/2024'), ('Sale price', '£13,995.00')]),
                        ('Selling dealer', [('Dealer', 'Kingsway Car Centre'), ('Address', 'Kingsway Retail Park, Derby DE22 3FA'),
                                            ('Dealer code', 'KCC-0419'), ('Sold by', 'Imran Siddiqui')])]:
        d.text(L, y + 10, title.upper(), 8.5, True, colour=(0.0, 0.42, 0.42))
        y = kv_table(d, L, y + 14, rows, 110, R - L - 110, rowh=15)
        y += 6
    y += 6
    d.text(L, y + 10, 'COVER', 8.5, True, colour=(0.0, 0.42, 0.42))
    y += 22
    for t in ['The warranty covers the mechanical and electrical failure of the parts listed in the terms and conditions. It does not '
              'cover wear and tear, consumable items, or failures caused by lack of servicing. The vehicle must be serviced in line '
              "with the manufacturer's schedule; a service more than 30 days or 1,000 miles late will end cover.",
              'Claims must be authorised by Sentinel before repairs begin: call 0333 016 4402. Hybrid battery cover is included '
              'up to 10 years from first registration provided an annual hybrid health check is carried out.',
              'You may cancel within 14 days of receiving these documents for a full refund. Cover is provided by Sentinel Warranty '
              'Services Ltd and is not an insurance contract.']:
        y = d.para(L, y, t, R - L, 8) + 5
    y += 6
    d.text(L, y, 'I confirm the details above are correct and that I have received and read the terms and conditions of the warranty.', 8, True)
    y += 12
    # signing table: heading row, then rows of caption | signature cell | date cell
    cols = [L, L + 150, L + 400, R]
    d.rect(L, y, R - L, 16, 0.6, fill=LIGHT)
    for x, t in zip(cols, ['', 'Signature', 'Date']):
        d.text(x + 5, y + 11, t, 8.5, True)
    for x in cols[1:-1]:
        d.line(x, y, x, y + 16, 0.6)
    y += 16
    for cap, sub, who in [('Customer', 'Hannah-Louise Pryce', 'customer'), ('Dealer authorised signatory', 'Kingsway Car Centre', 'dealer')]:
        s, dt = d.place(cap, who)
        d.rect(L, y, 150, 38, 0.6)
        d.text(L + 5, y + 14, cap, 8.5, True)
        d.text(L + 5, y + 27, sub, 7.5)
        d.rect(cols[1], y, 250, 38, 0.6, s)
        d.rect(cols[2], y, R - cols[2], 38, 0.6, dt)
        y += 38
    d.text(L, 815, 'Sentinel Warranty Services Ltd, 2 Pride Park Way, Derby DE24 8HX. Company no. 10922714.', 6.8, colour=GREY)
    return d


def doc06():
    d = Doc('06-joint-handover-note', 'sans')
    d.head = dict(title='Vehicle Handover', creator='Elmbridge Motors',
                  documentType='delivery_receipt', customerName='Dev Sharma', otherCustomers=['Anjali Sharma'],
                  vehicleRegistration='LB23XKE', otherRegistrations=['LN72CYT', 'GU17HVW'], dealershipName='Elmbridge Motors',
                  kinds=['producer: Qt QPdfWriter', 'kind: handover note, joint customers', 'pdf', 'qt', 'handover note', 'joint customers named together as Mr D & Mrs A Sharma',
                         'courtesy car returned with its plate', 'part exchange collected with its plate',
                         'checklist of tick boxes', 'rules with captions above', 'handed over by the dealer'])
    L, R = 44, 551
    d.text(L, 56, 'ELMBRIDGE MOTORS', 15, True)
    d.text(L, 68, 'Walton Bridge Road, Walton-on-Thames KT12 1BN', 8)
    d.text(R, 56, 'Vehicle Handover', 15, align='right')
    d.text(R, 68, 'Ref. EM/HO/3382', 8, align='right')
    d.line(L, 76, R, 76, 0.8)
    y = 96
    d.text(L, y, 'Customer(s):', 9, True); d.text(L + 75, y, 'Mr D & Mrs A Sharma', 9)
    d.text(330, y, 'Handover date:', 9, True); d.text(410, y, 'Sat 16 March 2024, 11:00', 9)
    y += 13
    d.text(L + 75, y, '7 Hersham Road, Walton-on-Thames KT12 1JX', 9)
    d.text(330, y, 'Sales executive:', 9, True); d.text(410, y, 'Natalie Greaves', 9)
    y += 13
    d.text(L, y, 'Keepers:', 9, True); d.text(L + 75, y, 'Dev Sharma (first named), Anjali Sharma', 9)
    y += 22
    y = kv_table(d, L, y, [('Vehicle', 'Volvo XC40 Recharge Plus Single Motor 69kWh, Vapour Grey'), ('Registration', 'LB23 XKE'),
                           ('VIN', 'YV1XZEFV0P2049185'), ('Odometer at handover', '4,512 miles'),
                           ('State of charge', '92%')], 120, R - L - 120, rowh=15)
    y += 10
    y = kv_table(d, L, y, [('Courtesy car returned', 'LN72 CYT (Volvo XC40) - 312 miles, no new damage'),
                           ('Part exchange collected', 'GU17 HVW (Audi A3 Sportback) - keys x2, V5C, service book')], 120, R - L - 120, rowh=15)
    y += 18
    d.text(L, y, 'HANDOVER CHECKLIST', 9, True)
    y += 14
    items = ['Vehicle inspected inside and out with the customer', 'Two keys handed over', 'Charging cable (Type 2) and granny lead',
             'Owner information via Volvo Cars app explained', 'Warranty and roadside assistance explained',
             'Service plan documents given', 'Tyre inflation kit location shown', 'Locking wheel nut key shown',
             'Home charger booking confirmed', 'Road tax confirmed (zero rate until 01/04/2025)', 'Insurance confirmed by customer',
             'Finance documents and copies given']
    for i, t in enumerate(items):
        x = L if i % 2 == 0 else 300
        tick(d, x, y, True)
        d.text(x + 13, y, t, 8)
        if i % 2 == 1:
            y += 14
    y += 14
    d.para(L, y, 'We confirm that we have taken delivery of the vehicle described above in good condition, with the items ticked, '
           'and that its features and controls have been explained to us. Any damage or missing items not noted here must be '
           'reported within 48 hours.', R - L, 8.2)
    y += 52
    for cap, nm, who in [('Signed (first named customer)', 'Dev Sharma', 'customer'),
                         ('Signed (second named customer)', 'Anjali Sharma', 'customer2'),
                         ('Handed over by', 'Natalie Greaves, Elmbridge Motors', 'dealer')]:
        s, dt = d.place(cap, who)
        d.text(L, y, cap, 8.5, True)
        d.text(380, y, 'Date', 8.5, True)
        d.line(L, y + 28, 340, y + 28, 0.7, s)
        d.line(380, y + 28, 520, y + 28, 0.7, dt)
        d.text(L, y + 39, nm, 7.6, colour=GREY)
        y += 58
    d.text(L, 815, 'Elmbridge Motors Ltd, registered in England 05120884. Customer copy.', 6.8, colour=GREY)
    return d


def src10():
    d = Doc('10-scanned-sales-invoice', 'serif')
    d.head = dict(title='Invoice', creator='Fenland Car Sales',
                  documentType='sales_agreement', customerName='Eoin McGrath', otherCustomers=[],
                  vehicleRegistration='M11JKS', otherRegistrations=['AE14KTV'], dealershipName='Fenland Car Sales',
                  kinds=['producer: scan (Qt page, OpenCV/SciPy, Pillow PDF)', 'kind: used car sales invoice', 'pdf', 'scan', 'image only', 'qt page', 'sales invoice', 'private plate on the car',
                         "car's original plate noted", 'Mc name in capitals', 'boxes with captions below', 'dealer place'])
    L, R = 50, 545
    d.text(L, 60, 'Fenland Car Sales', 20, True)
    d.text(L, 75, 'Lynn Road, Wisbech, Cambridgeshire PE13 3DZ   Tel 01945 582 190', 9)
    d.text(R, 60, 'INVOICE', 18, True, align='right')
    d.text(R, 75, 'No. FCS 5512', 10, align='right')
    d.line(L, 84, R, 84, 1)
    y = 106
    d.text(L, y, 'Sold to:', 10, True)
    for i, t in enumerate(['Mr Eoin McGRATH', '22 Elm High Road', 'Emneth, Wisbech', 'PE14 8EB']):
        d.text(L + 60, y + i * 13, t, 10)
    d.text(330, y, 'Invoice date:', 10, True); d.text(420, y, '13/03/2024', 10)
    d.text(330, y + 13, 'Tax point:', 10, True); d.text(420, y + 13, '13/03/2024', 10)
    d.text(330, y + 26, 'Salesman:', 10, True); d.text(420, y + 26, 'Ray Thorold', 10)
    y = 178
    cols = [L, L + 330, R]
    d.rect(L, y, R - L, 17, 0.7, fill=LIGHT)
    d.text(L + 5, y + 12, 'Description', 10, True); d.text(R - 5, y + 12, 'Amount', 10, True, align='right')
    y += 17
    for t, a in [('BMW 320d M Sport Touring Auto, Mineral Grey, 2014', '9,450.00'),
                 ('Registration M11 JKS (cherished mark, on the car at sale)', ''),
                 ('Originally registered AE14 KTV - V5C to be reissued', ''),
                 ('VIN WBA3K32070F771204   Mileage 88,315', ''),
                 ('12 months MOT, full service and cambelt check', 'incl.'),
                 ('3 months warranty (Fenland Car Sales own)', 'incl.'),
                 ('Used vehicle - VAT margin scheme, no VAT shown', '')]:
        d.rect(L, y, 330, 16, 0.5); d.rect(L + 330, y, R - L - 330, 16, 0.5)
        d.text(L + 5, y + 11.5, t, 9.5); d.text(R - 5, y + 11.5, a, 9.5, align='right')
        y += 16
    y = money_table(d, L + 330, y, [('Total', '9,450.00'), ('Deposit paid', '500.00'), ('Paid today (card)', '8,950.00'),
                                    ('Balance due', '0.00')], R - L - 330, rowh=16, size=9.5, boldlast=True)
    y += 20
    for t in ['The vehicle has been sold subject to our terms of business, a copy of which the customer has been given.',
              'The cherished registration mark remains the property of the customer. The customer has been advised to tell his insurer of the mark.',
              'Your statutory rights as a consumer are not affected. The customer confirms he has examined the vehicle and had a test drive.']:
        y = d.para(L, y, t, R - L, 9.5) + 4
    y += 40
    s, dt = d.place('Customer signature', 'customer')
    d.rect(L, y, 230, 40, 0.8, s)
    d.rect(L + 250, y + 18, 90, 22, 0.8, dt)
    d.text(L, y + 52, 'Customer signature', 9.5, True)
    d.text(L + 250, y + 52, 'Date', 9.5, True)
    y += 80
    s, dt = d.place('For Fenland Car Sales', 'dealer', date=False)
    d.rect(L, y, 230, 40, 0.8, s)
    d.text(L, y + 52, 'For Fenland Car Sales', 9.5, True)
    d.text(L, 800, 'Fenland Car Sales is a trading name of R. & J. Thorold. VAT reg. 288 1734 09.', 8, colour=GREY)
    return d

DOCS = {'04': doc04, '05': doc05, '06': doc06, 'src10': src10}
