# Layouts drawn by tinypdf (Helvetica only, one weight): 01-03 and the page scanned for 08.
import sys
sys.path.insert(0, __import__('os').path.dirname(__file__))
from lay19 import Doc, W, H, tag

def head(producer, kind, kinds, **k):
    h = {'kinds': ['producer: ' + producer, 'kind: ' + kind, 'pdf'] + kinds}
    h.update(k)
    return h

def hp():
    d = Doc('01-hire-purchase-agreement', head('tinypdf (npm)', 'hire purchase agreement, 2 pages',
        ['tinypdf', 'hire purchase agreement', 'signatures on the last page', 'middle initial', 'part exchange plate in the financial details',
         'boxes with captions above', 'creditor place nobody', 'dealer as credit broker'],
        documentType='finance_agreement', customerName='Rhys Pritchard', vehicleRegistration='CU21XKM',
        otherRegistrations=['LJ16WNR'], dealershipName='Marches Motor Group', pageCount=2))
    g = '#1f3b5c'
    d.fill(40, 790, 515, 30, g)
    d.t(50, 800, 'CASTLEGATE MOTOR FINANCE', 14, c='#ffffff')
    d.t(545, 800, 'Agreement No. CMF/0917/448213', 9, c='#ffffff', align='r')
    d.t(40, 766, 'HIRE PURCHASE AGREEMENT regulated by the Consumer Credit Act 1974', 11)
    d.t(40, 752, 'This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 7)
    y = 728
    d.fill(40, y, 250, 14, '#e3e8ee'); d.t(44, y + 4, 'THE CREDITOR', 8.5)
    d.fill(305, y, 250, 14, '#e3e8ee'); d.t(309, y + 4, 'THE HIRER (YOU)', 8.5)
    for i, s in enumerate(['Castlegate Motor Finance Limited', '14 Friars Street, Shrewsbury SY1 1DG',
                           'Registered in England No. 04418820', 'Authorised and regulated by the FCA (FRN 661203)']):
        d.t(44, y - 12 - 11 * i, s, 8)
    for i, s in enumerate(['Mr Rhys M. PRITCHARD', '7 Llanfair Close, Kington, Herefordshire HR5 3RE',
                           'Date of birth 14/03/1988      Tel. 07700 914 225', 'At address: 6 years 2 months']):
        d.t(309, y - 12 - 11 * i, s, 8)
    y = 668
    d.fill(40, y, 515, 14, '#e3e8ee'); d.t(44, y + 4, 'CREDIT BROKER / SUPPLIER', 8.5)
    d.t(44, y - 12, 'Marches Motor Group, Rotherwas Industrial Estate, Hereford HR2 6JU. Acting as a credit broker, not a lender.', 8)
    y = 634
    d.fill(40, y, 515, 14, '#e3e8ee'); d.t(44, y + 4, 'GOODS', 8.5)
    rows = [('Make / model', 'Skoda Octavia Estate 2.0 TDI SE L DSG', 'Registration', 'CU21 XKM'),
            ('Colour', 'Race Blue metallic', 'VIN', 'TMBJJ7NX4MY093372'),
            ('Date first registered', '19/05/2021', 'Mileage', '31,460'),
            ('New / used', 'Used', 'Stock no.', 'MMG-U-22714')]
    for i, r in enumerate(rows):
        yy = y - 14 - 13 * i
        d.t(44, yy, r[0], 8, c='#444444'); d.t(150, yy, r[1], 8.5)
        d.t(350, yy, r[2], 8, c='#444444'); d.t(420, yy, r[3], 8.5)
        d.line(40, yy - 4, 555, yy - 4, 0.3, '#999999')
    y = 560
    d.fill(40, y, 515, 14, '#e3e8ee'); d.t(44, y + 4, 'FINANCIAL DETAILS', 8.5)
    fin = [('Cash price (including VAT)', '18,995.00'),
           ('Less part exchange allowance (Ford Fiesta Zetec, LJ16 WNR)', '4,250.00'),
           ('Less settlement of part exchange finance (Agreement BLF 88104726)', '-1,180.00'),
           ('Less cash deposit', '1,000.00'),
           ('Total deposit', '4,070.00'),
           ('Amount of credit', '14,925.00'),
           ('Interest charges', '3,842.40'),
           ('Option to purchase fee (payable with the last instalment)', '10.00'),
           ('Total charge for credit', '3,852.40'),
           ('Total amount payable (including deposit)', '22,847.40'),
           ('Duration of agreement', '48 months'),
           ('Repayments', '1 x 400.95, 46 x 390.95, 1 x 400.95'),
           ('Representative APR', '11.9% APR      Rate of interest 6.4% fixed p.a.')]
    for i, (a, b) in enumerate(fin):
        yy = y - 14 - 12.5 * i
        d.t(44, yy, a, 8); d.t(551, yy, b, 8.5, align='r')
    y = y - 14 - 12.5 * len(fin) - 6
    d.t(40, y, 'KEY INFORMATION', 9)
    y -= 13
    for s in ['Missing payments: missing payments could have severe consequences and make obtaining credit more difficult. Late payment charge GBP 15.00.',
              'Right of withdrawal: you may withdraw from this agreement without giving any reason within 14 days beginning with the day after the day you receive a copy of it.',
              'Termination: you may end this agreement by writing to us at any time before the final payment falls due (see your right to end the agreement on page 2).',
              'Repossession: if you have paid one-third or more of the total amount payable (GBP 7,615.80) we may not take back the goods without your consent or a court order.',
              'Title: the goods remain our property until you have paid everything you owe and the option to purchase fee.']:
        y = d.para(40, y, 515, s, 7.5) - 3
    d.t(40, 40, 'CMF HP 09/24  Page 1 of 2', 7, c='#666666')
    d.new_page()
    d.fill(40, 790, 515, 30, g)
    d.t(50, 800, 'CASTLEGATE MOTOR FINANCE', 14, c='#ffffff')
    d.t(545, 800, 'Agreement No. CMF/0917/448213', 9, c='#ffffff', align='r')
    y = 766
    d.t(40, y, 'TERMS OF THE AGREEMENT', 10)
    y -= 14
    terms = ['1. Payment. You must pay the repayments on the dates shown. Time is of the essence for each payment.',
             '2. Ownership. The goods belong to us until you exercise the option to purchase. You must not sell or part with them.',
             '3. Insurance. You must keep the goods comprehensively insured with our interest noted and report any loss at once.',
             '4. Use and care. You must keep the goods in good repair, have them serviced as the maker recommends and let us inspect them.',
             '5. Your right to end the agreement. You may end this agreement by writing to us. You must then return the goods and pay any amount needed to bring what you have paid to one half of the total amount payable.',
             '6. Default. If you do not keep to the agreement we may send you a default notice and, if you do not put matters right, end the agreement.',
             '7. Complaints. You may refer a complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.',
             '8. Data. We will search and register with credit reference agencies; see our privacy notice given to you with this agreement.']
    for s in terms:
        y = d.para(40, y, 515, s, 7.5) - 4
    y -= 8
    d.fill(40, y, 515, 14, '#e3e8ee'); d.t(44, y + 4, 'SIGNATURES', 8.5)
    y -= 14
    y = d.para(40, y, 515, 'This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. The goods will not become your property until you have made all the payments.', 8, lead=10) - 10
    d.t(40, y, 'Signature of Hirer', 8.5); d.t(390, y, 'Date of signature', 8.5)
    bh = 36
    d.box(40, y - 6 - bh, 330, bh, 0.8, tag(1)); d.box(390, y - 6 - bh, 165, bh, 0.8, tag(2))
    d.place('Signature of Hirer', 'customer', 1, 2)
    d.t(40, y - 6 - bh - 10, 'Mr Rhys M. PRITCHARD', 7.5, c='#444444')
    y = y - 6 - bh - 34
    d.t(40, y, 'Signed for and on behalf of the Creditor', 8.5); d.t(390, y, 'Date of agreement', 8.5)
    d.box(40, y - 6 - bh, 330, bh, 0.8, tag(3)); d.box(390, y - 6 - bh, 165, bh, 0.8, tag(4))
    d.place('Signed for and on behalf of the Creditor', None, 3, 4)
    y = y - 6 - bh - 24
    d.t(40, y, 'The date of the agreement is the date on which the Creditor signs. A copy will be sent to you.', 7.5)
    y -= 24
    d.box(40, y - 52, 515, 60, 0.4, '#777777')
    d.t(46, y - 4, 'Broker declaration (Marches Motor Group)', 8)
    d.t(46, y - 17, 'Broker ref. MMG/F/22714      Introducer code HR-0413      Commission disclosed: yes', 7.5)
    d.t(46, y - 30, 'Identity seen: driving licence PRITC803148R99MY and council tax bill 2024/25', 7.5)
    d.t(46, y - 43, 'Proposal taken by: Sian Morgan (Business Manager)', 7.5)
    d.t(40, 40, 'CMF HP 09/24  Page 2 of 2', 7, c='#666666')
    d.save()

def order():
    d = Doc('02-joint-vehicle-order', head('tinypdf (npm)', 'used vehicle order form, joint customers',
        ['tinypdf', 'vehicle order', 'joint customers', 'mr and mrs in the heading', 'underscores with captions below',
         'finance proposal number shaped like a plate', 'sales executive and sales manager places'],
        documentType='sales_agreement', customerName='Gabriel Okafor', otherCustomers=['Ngozi Okafor'],
        vehicleRegistration='KR71YFT', otherRegistrations=[], dealershipName='Thamesmead Motors', pageCount=1))
    d.t(40, 805, 'THAMESMEAD MOTORS', 16)
    d.t(40, 791, 'Harrow Manor Way, London SE2 9XH   |   020 7946 0381   |   sales@thamesmeadmotors.co.uk', 7.5, c='#555555')
    d.t(555, 805, 'VEHICLE ORDER FORM', 12, align='r')
    d.t(555, 791, 'Order No. 2024/11/0583', 8.5, align='r')
    d.line(40, 783, 555, 783, 1.2)
    y = 766
    d.t(40, y, 'Customer(s):', 8.5, c='#555555'); d.t(120, y, 'Mr & Mrs G Okafor', 10)
    d.t(330, y, 'Date of order:', 8.5, c='#555555'); d.t(420, y, '23 November 2024', 9)
    y -= 14
    d.t(40, y, 'Address:', 8.5, c='#555555'); d.t(120, y, '41 Wickham Lane, Abbey Wood, London SE2 0XJ', 9)
    y -= 14
    d.t(40, y, 'Telephone:', 8.5, c='#555555'); d.t(120, y, '07700 900 612 / 07700 900 874', 9)
    d.t(330, y, 'E-mail:', 8.5, c='#555555'); d.t(420, y, 'g.okafor@example.co.uk', 9)
    y -= 22
    d.box(40, y - 98, 515, 108, 0.6)
    d.t(46, y, 'VEHICLE ORDERED', 9)
    rows = [('Make', 'Toyota', 'Model', 'RAV4 2.5 VVT-i Hybrid Design'),
            ('Registration', 'KR71 YFT', 'First registered', '14/09/2021'),
            ('Colour', 'Platinum White Pearl', 'Odometer', '28,112 miles'),
            ('VIN', 'JTMRW3FV30D094418', 'Keys / V5C', '2 keys, V5C seen'),
            ('MOT', 'Not due (first MOT Sept 2024 passed)', 'Service history', 'Full Toyota')]
    for i, r in enumerate(rows):
        yy = y - 16 - 15 * i
        d.t(46, yy, r[0], 8, c='#555555'); d.t(130, yy, r[1], 8.5)
        d.t(310, yy, r[2], 8, c='#555555'); d.t(400, yy, r[3], 8.5)
    y -= 120
    d.t(40, y, 'PRICE', 9)
    items = [('Vehicle price', '26,450.00'), ('Toyota Relax warranty extension (12 months)', 'Included'),
             ('Paint and interior protection', '395.00'), ('Road fund licence (transferred from vehicle)', '0.00'),
             ('Total price', '26,845.00'), ('Deposit paid today (card, auth 443812)', '500.00'),
             ('Balance to finance (proposal ref. TF71 YKR 2209, Toyota Financial Services)', '22,000.00'),
             ('Balance due on delivery', '4,345.00')]
    for i, (a, b) in enumerate(items):
        yy = y - 14 - 13 * i
        d.t(46, yy, a, 8.5); d.t(550, yy, b, 8.5, align='r')
        d.line(40, yy - 4, 555, yy - 4, 0.25, '#aaaaaa')
    y = y - 14 - 13 * len(items) - 12
    d.t(40, y, 'Proposed delivery date: Saturday 30 November 2024 at Thamesmead Motors. Deposit refundable only if finance is declined.', 8)
    y -= 18
    d.t(40, y, 'TERMS', 9); y -= 12
    for s in ['1. This order is subject to our conditions of sale, a copy of which you have been given. The vehicle remains our property until paid for in full.',
              '2. If you cancel this order other than under your statutory rights we may keep the deposit to cover our losses.',
              '3. Where more than one person signs, each is jointly and severally liable under this order.',
              '4. We have described the vehicle honestly. Please check the details above; errors must be raised before delivery.']:
        y = d.para(40, y, 515, s, 7.5) - 3
    y -= 34
    # Underscored places with captions below, two customers side by side, dates after them.
    fs = 9
    u = '_' * 38; ud = '_' * 16
    d.t(40, y, u, fs, c=tag(1)); d.t(40 + d.w(u, fs) + 12, y, ud, fs, c=tag(2))
    d.t(40, y - 11, 'Customer 1 signature (Gabriel Okafor)', 7.5); d.t(40 + d.w(u, fs) + 12, y - 11, 'Date', 7.5)
    d.place('Customer 1 signature', 'customer', 1, 2)
    y2 = y - 48
    d.t(40, y2, u, fs, c=tag(3)); d.t(40 + d.w(u, fs) + 12, y2, ud, fs, c=tag(4))
    d.t(40, y2 - 11, 'Customer 2 signature (Ngozi Okafor)', 7.5); d.t(40 + d.w(u, fs) + 12, y2 - 11, 'Date', 7.5)
    d.place('Customer 2 signature', 'customer2', 3, 4)
    y3 = y2 - 48
    u2 = '_' * 30
    d.t(40, y3, u2, fs, c=tag(5)); d.t(310, y3, u2, fs, c=tag(6))
    d.t(40, y3 - 11, 'Sales Executive: Danny Moyo', 7.5); d.t(310, y3 - 11, 'Sales Manager: Claire Whitlock', 7.5)
    d.place('Sales Executive', 'dealer', 5)
    d.place('Sales Manager', 'dealer', 6)
    d.t(40, 40, 'Thamesmead Motors is a trading name of TM Vehicle Sales Ltd, reg. no. 09920417. VAT GB 228 4410 93. FCA FRN 781442 (credit broker).', 6.5, c='#666666')
    d.save()

def test_drive():
    d = Doc('03-demonstrator-loan', head('tinypdf (npm)', 'demonstrator loan and test drive agreement',
        ['tinypdf', 'test drive form', 'surname first with comma', 'customer car left on site plate',
         'driving licence number', 'dotted lines with captions beside', 'issued by place'],
        documentType='other', customerName='Marta Kowalczyk', vehicleRegistration='WM24DXA',
        otherRegistrations=['BF13OHU'], dealershipName='Severn Vale Hyundai', pageCount=1))
    d.box(40, 770, 515, 45, 1.0)
    d.t(50, 797, 'Severn Vale Hyundai', 15)
    d.t(50, 782, 'Bristol Road, Quedgeley, Gloucester GL2 4PE  -  01452 000 311', 8)
    d.t(545, 797, 'DEMONSTRATOR LOAN /', 10, align='r'); d.t(545, 784, 'TEST DRIVE AGREEMENT', 10, align='r')
    y = 750
    d.t(40, y, 'DRIVER', 9.5); y -= 14
    for a, b in [('Name (surname, forenames)', 'KOWALCZYK, Marta'), ('Address', '18 Tuffley Crescent, Gloucester GL1 5NE'),
                 ('Mobile', '07700 900 455'), ('Driving licence no.', 'KOWAL857155MJ9XY   (photocard seen, checked with DVLA code)'),
                 ('Licence check code', 'Xw 7k Rp 2M  (checked 02/12/2024 10:14)')]:
        d.t(40, y, a, 8, c='#555555'); d.t(180, y, b, 9); y -= 14
    y -= 6
    d.t(40, y, 'VEHICLE LOANED', 9.5); y -= 14
    for a, b in [('Registration', 'WM24 DXA'), ('Model', 'Hyundai Tucson 1.6 T-GDi Hybrid Premium'), ('Fuel out / mileage out', '3/4   |   4,218'),
                 ('Loan period', 'From 02/12/2024 10:30 to 03/12/2024 10:00'),
                 ("Customer's own vehicle left with us", 'BF13 OHU (Vauxhall Astra, keys held in key safe 14)')]:
        d.t(40, y, a, 8, c='#555555'); d.t(220, y, b, 9); y -= 14
    y -= 8
    d.t(40, y, 'CONDITIONS OF LOAN', 9.5); y -= 13
    for s in ['1. The vehicle is insured under our motor trade policy (policy no. MT/WM24/55810) only while driven by the person named above, aged 21 to 75, holding a full UK or EU licence for at least 2 years.',
              '2. You are responsible for the first GBP 1,000 of any claim (the excess), for fines, tolls, congestion and parking charges, and for fuel used.',
              '3. You must not take the vehicle outside England and Wales, lend it, tow with it, or use it for hire or reward.',
              '4. You must return the vehicle by the time shown. Speeding and parking notices will be transferred to you with an administration fee of GBP 25.',
              '5. Your personal data is used to arrange this loan and check your licence; see our privacy notice at severnvalehyundai.co.uk/privacy.']:
        y = d.para(40, y, 515, s, 7.5) - 3
    y -= 6
    d.t(40, y, 'I have read and accept the conditions above and confirm that my licence details are correct.', 8.5)
    y -= 34
    # Dotted lines with the caption beside on the left and the date on the same line.
    def dots(x, y, n, k):
        d.t(x, y, '.' * n, 9, c=tag(k))
        return d.w('.' * n, 9)
    d.t(40, y, 'Signed (driver)', 8.5)
    wd = dots(130, y, 70, 1)
    d.t(130 + wd + 10, y, 'Date', 8.5); dots(130 + wd + 35, y, 30, 2)
    d.place('Signed (driver)', 'customer', 1, 2)
    y -= 34
    d.t(40, y, 'Issued by', 8.5)
    dots(130, y, 70, 3)
    d.t(130 + wd + 10, y, 'Date', 8.5); dots(130 + wd + 35, y, 30, 4)
    d.place('Issued by', 'dealer', 3, 4)
    d.t(130, y - 11, 'for Severn Vale Hyundai (print name: Josh Kettle, Sales Executive)', 7, c='#555555')
    y -= 40
    d.box(40, y - 62, 515, 70, 0.5, '#888888')
    d.t(46, y - 4, 'ON RETURN (office use)', 8)
    d.t(46, y - 20, 'Date/time in ..................................   Mileage in ........................   Fuel in ...................', 8)
    d.t(46, y - 36, 'Damage noted ........................................................................................................', 8)
    d.t(46, y - 52, 'Checked by .........................................   BF13 OHU keys returned to customer   [  ]', 8)
    d.t(40, 40, 'SVH-DL-03 rev 4', 6.5, c='#666666')
    d.save()

def sold_as_seen_scan():
    d = Doc('08-scanned-sold-as-seen', head('scan (tinypdf page, aged with scikit-image, wrapped by tinypdf)', 'sold as seen declaration, trade sale',
        ['scan', 'image only', 'tinypdf', 'scikit-image', 'sold as seen', 'company buyer signed by a director',
         'previous keeper named', 'boxes with captions beside', 'witness place nobody'],
        documentType='warranty_disclaimer', customerName='Imran Qureshi', vehicleRegistration='YR62KVA',
        otherRegistrations=[], dealershipName='Pennine Trade Cars', pageCount=1))
    d.t(297.6, 800, 'PENNINE TRADE CARS', 16, align='c')
    d.t(297.6, 785, 'Unit 4, Canal Road Trading Estate, Bradford BD2 1AH  .  Tel 01274 000 552', 8, align='c')
    d.line(40, 776, 555, 776, 1)
    d.t(297.6, 754, 'VEHICLE SOLD AS SEEN - TRADE / BUSINESS SALE DECLARATION', 11, align='c')
    y = 728
    for a, b in [('Invoice no.', 'PTC 18841'), ('Date', '28/11/2024'),
                 ('Purchaser', 'QURESHI AUTOS LTD (Company No. 11840276)'), ('Signed for the purchaser by', 'Imran QURESHI, Director'),
                 ('Address', '212 Leeds Road, Bradford BD3 9LS'),
                 ('Vehicle', 'Volkswagen Passat 2.0 TDI S Bluemotion estate'), ('Registration', 'YR62 KVA'),
                 ('VIN', 'WVWZZZ3CZDE041196'), ('Recorded mileage', '148,920 (not warranted)'),
                 ('Previous keeper', 'Mrs Gillian Ashworth, Keighley'), ('Price', 'GBP 2,150.00 (margin scheme, no VAT shown)')]:
        d.t(50, y, a, 8.5, c='#333333'); d.t(210, y, b, 9.5); y -= 15
    y -= 10
    d.t(40, y, 'DECLARATION BY THE PURCHASER', 9.5); y -= 14
    for s in ['1. The purchaser buys this vehicle in the course of its business as a motor trader and not as a consumer. The Consumer Rights Act 2015 does not apply to this sale.',
              '2. The vehicle is sold as seen, as inspected and as tried, with all its faults, without any warranty or guarantee of any kind, express or implied, as to its condition, mileage or fitness for any purpose.',
              '3. The purchaser has had the opportunity to inspect the vehicle and to have it inspected by an independent engineer, and does not rely on any statement made by the seller or its staff.',
              '4. Known faults: engine management light intermittent, DPF warning, offside rear door trim loose, tyres near legal limit (front).',
              '5. The seller is not responsible for any faults found after the vehicle leaves the premises.']:
        y = d.para(40, y, 515, s, 8) - 4
    y -= 20
    # Boxes with the caption beside, on the left.
    bx = 190
    d.t(40, y - 20, 'Purchaser / Director', 9); d.box(bx, y - 32, 240, 38, 0.9, tag(1))
    d.t(440, y - 20, 'Date', 9); d.box(468, y - 32, 87, 38, 0.9, tag(2))
    d.place('Purchaser / Director', 'customer', 1, 2)
    y -= 52
    d.t(40, y - 20, 'Witness', 9); d.box(bx, y - 32, 240, 38, 0.9, tag(3))
    d.t(440, y - 20, 'Date', 9); d.box(468, y - 32, 87, 38, 0.9, tag(4))
    d.place('Witness', None, 3, 4)
    y -= 52
    d.t(40, y - 20, 'For Pennine Trade Cars', 9); d.box(bx, y - 32, 240, 38, 0.9, tag(5))
    d.place('For Pennine Trade Cars', 'dealer', 5)
    d.t(bx, y - 44, 'Seller: Lee Hartley, Trade Manager', 7.5, c='#333333')
    d.t(40, 40, 'Customer copy   /   PTC-SAS-2', 7, c='#555555')
    d.save()

if __name__ == '__main__':
    for f in (hp, order, test_drive, sold_as_seen_scan):
        f()
