# The PDF documents of the fourteenth set, each laid out once here and drawn by the writer named in DOCS.
# Every place is noted with d.place(label, signer, is_customer) where its marks are drawn.
from lay14 import Doc, W, H, width, BLACK
GREY = (110, 110, 110); LIGHT = (232, 232, 232); BAND = (28, 64, 96); WHITE = (255, 255, 255)

def grid(d, x, y, rows, cols, rh=15, size=8, lab_bold=True):
    """rows of (label, value) pairs laid in len(cols) label/value column pairs; cols = [(labw, valw), ...]."""
    n = len(cols)
    for i in range(0, len(rows), n):
        cx = x
        for j, (lw_, vw) in enumerate(cols):
            if i + j >= len(rows): break
            lab, val = rows[i + j]
            d.rect(cx, y - rh, lw_, rh, 0.4, GREY, LIGHT); d.rect(cx + lw_, y - rh, vw, rh, 0.4, GREY)
            d.text(cx + 3, y - rh + 4.5, lab, size, lab_bold); d.text(cx + lw_ + 3, y - rh + 4.5, val, size)
            cx += lw_ + vw
        y -= rh
    return y

def heading(d, x, y, s, size=10, wid=None):
    d.text(x, y, s, size, True)
    if wid: d.line(x, y - 3, x + wid, y - 3, 0.5, GREY)
    return y - size - 8

# ---------------------------------------------------------------- 01 PCP agreement (hand-written PDF, 2 pages)
def d01():
    d = Doc('01-pcp-agreement')
    d.rect(0, 790, W, 51.89, 0, None, BAND)
    d.text(40, 812, 'Severnside Motor Finance plc', 15, True, WHITE)
    d.text(40, 798, 'Personal Contract Purchase Agreement regulated by the Consumer Credit Act 1974', 8.5, False, WHITE)
    d.text(555, 812, 'Agreement no. SMF/PCP/0418873', 8.5, True, WHITE, align='right')
    d.text(555, 800, 'Page 1 of 2', 8, False, WHITE, align='right')
    y = 770
    y = d.para(40, y, 515, 'This agreement is made between Severnside Motor Finance plc, Quayside House, Gloucester GL1 2EH (the Creditor) and the Customer named below. The Goods are supplied to the Creditor by the Dealer, who introduced this agreement and acts as credit broker, not as a lender.', 8)
    y = heading(d, 40, y - 6, 'The Customer', 9.5, 515)
    y = grid(d, 40, y, [('Name', 'Ms Parisa HOSSEINI'), ('Date of birth', '03/11/1991'), ('Address', '27 Podsmead Road, Gloucester GL1 5PB'),
                        ('Account holder', 'P. HOSSEINI'), ('Telephone', '07700 918 442'), ('Email', 'p.hosseini@examplemail.co.uk')],
             [(70, 185), (70, 190)])
    y = heading(d, 40, y - 14, 'The Dealer (credit broker)', 9.5, 515)
    y = grid(d, 40, y, [('Dealer', 'Kingsholm Motor House'), ('FCA FRN', '661204'), ('Address', 'Kingsholm Road, Gloucester GL1 3BB'), ('Dealer code', 'KMH 0092')], [(70, 185), (70, 190)])
    y = heading(d, 40, y - 14, 'The Goods', 9.5, 515)
    y = grid(d, 40, y, [('Make / model', 'Skoda Kamiq 1.0 TSI SE L'), ('Registration', 'CY23 KFD'), ('VIN', 'TMBGP7NW4P3051276'), ('Mileage', '14,280'),
                        ('Colour', 'Race Blue'), ('First registered', '31/03/2023')], [(70, 185), (70, 190)])
    y = heading(d, 40, y - 14, 'Financial details', 9.5, 515)
    y = grid(d, 40, y, [('Cash price', '£19,495.00'), ('Part exchange (WP15 UHX)', '£3,250.00'), ('Less settlement to Lomond Finance', '£1,110.00'),
                        ('Net part exchange', '£2,140.00'), ('Cash deposit', '£1,000.00'), ('Total deposit', '£3,140.00'), ('Amount of credit', '£16,355.00'),
                        ('Interest (charge for credit)', '£3,902.41'), ('Optional final payment (GFV)', '£8,775.00'), ('Total amount payable', '£23,397.41'),
                        ('Duration', '48 months'), ('Monthly payments', '47 of £239.92'), ('Annual mileage', '8,000'), ('Excess mileage', '9.2p per mile'),
                        ('APR representative', '8.9%'), ('Fixed rate of interest p.a.', '4.61%')], [(140, 117), (140, 118)])
    y = heading(d, 40, y - 14, 'Key information', 9.5, 515)
    for p in ['You may return the Goods at the end of the agreement instead of paying the Optional Final Payment, provided the mileage and condition standards are met.',
              'You have the right to withdraw from this agreement within 14 days of the day after the day it is signed by the Creditor, without giving a reason.',
              'Missing payments could have severe consequences and make obtaining credit more difficult. Your vehicle may be repossessed.']:
        y = d.para(48, y, 505, '• ' + p, 8)
    d.newpage()
    d.text(40, 806, 'Severnside Motor Finance plc  —  Agreement no. SMF/PCP/0418873', 8.5, True)
    d.text(555, 806, 'Page 2 of 2', 8, align='right')
    d.line(40, 800, 555, 800, 0.5, GREY)
    y = 780
    y = heading(d, 40, y, 'Terms and conditions (extract)', 9.5)
    for i, p in enumerate(['Ownership. The Goods remain the property of the Creditor until you have paid the Total Amount Payable and any Option to Purchase Fee of £10.00.',
              'Use of the Goods. You must keep the Goods in good condition, insured comprehensively, and must not sell them or offer them as security.',
              'Voluntary termination. You may end this agreement by written notice once you have paid half of the Total Amount Payable.',
              'Return condition. If you return the Goods you must pay for damage beyond fair wear and tear as set out in the BVRLA guidelines.',
              'Part exchange. The Dealer will pay £1,110.00 to Lomond Finance to settle the agreement on WP15 UHX; any shortfall remains your responsibility.',
              'Complaints. You may refer a complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.'], 1):
        y = d.para(40, y, 515, f'{i}. {p}', 8) - 3
    y -= 6
    d.rect(40, y - 40, 515, 40, 0.8, BLACK)
    d.para(48, y - 13, 500, 'IMPORTANT — READ THIS CAREFULLY TO FIND OUT ABOUT YOUR RIGHTS. This is a Hire-Purchase type agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 8, bold=True)
    y -= 62
    d.text(40, y, 'Signature of Customer', 9, True)
    d.text(40, y - 11, 'Parisa Hosseini', 8, color=GREY)
    s, dt = d.place('Signature of Customer', 'customer', True)
    d.rect(170, y - 30, 230, 42, 0.9, s)
    d.text(412, y, 'Date of signature', 8)
    d.rect(412, y - 30, 143, 26, 0.9, dt)
    y -= 66
    d.text(40, y, 'Signed on behalf of the Creditor', 9, True)
    s, dt = d.place('Signed on behalf of the Creditor', None, False)
    d.rect(170, y - 30, 230, 42, 0.9, s)
    d.text(412, y, 'Date of making of agreement', 8)
    d.rect(412, y - 30, 143, 26, 0.9, dt)
    y -= 66
    d.text(40, y, 'Dealer stamp', 8, True)
    d.rect(40, y - 70, 160, 62, 0.5, GREY)
    d.save(dict(title='Personal Contract Purchase Agreement', documentType='finance_agreement', customerName='Parisa Hosseini',
                vehicleRegistration='CY23KFD', otherRegistrations=['WP15UHX'], dealershipName='Kingsholm Motor House'))
    return d

# ---------------------------------------------------------------- 02 conditional sale, joint buyers (hand-written PDF, Times)
def d02():
    d = Doc('02-joint-conditional-sale', 'serif')
    d.text(W / 2, 800, 'CONDITIONAL SALE AGREEMENT', 15, True, align='center')
    d.text(W / 2, 786, 'regulated by the Consumer Credit Act 1974', 9, align='center')
    d.text(40, 764, 'Creditor: Tamar Valley Finance Ltd, 4 Millbay Road, Plymouth PL1 3LF', 9)
    d.text(555, 764, 'Agreement No. TVF 2207 5514', 9, True, align='right')
    y = 744
    y = heading(d, 40, y, 'Buyers', 10.5, 515)
    y = grid(d, 40, y, [('First Buyer', 'Mr Yiannis CHRISTODOULOU'), ('Second Buyer', 'Mrs Eleni CHRISTODOULOU'),
                        ('Address', '11 Molesworth Terrace, Saltash PL12 6AT'), ('Correspondence', 'c/o Mr Andreas Christodoulou, 3 Fore Street, Saltash')],
             [(95, 420)], rh=15, size=9)
    y = heading(d, 40, y - 12, 'Goods and Supplier', 10.5, 515)
    y = grid(d, 40, y, [('Description', 'Toyota Corolla Touring Sports 1.8 Hybrid Icon'), ('Registration mark', 'WK72 YTN'),
                        ('Chassis no.', 'SB1Z93BE60E204117'), ('Supplier', 'Saltash Road Garage, Callington Road, Saltash PL12 6LT')], [(95, 420)], size=9)
    y = heading(d, 40, y - 12, 'Financial information', 10.5, 515)
    y = grid(d, 40, y, [('Cash price', '£21,950.00'), ('Deposit', '£4,500.00'), ('Amount of credit', '£17,450.00'), ('Total charge for credit', '£4,046.60'),
                        ('Total amount payable', '£26,496.60'), ('Repayments', '59 × £358.28, then 1 × £358.08'), ('APR', '9.4%'), ('Option fee', 'none')],
             [(110, 147), (110, 148)], size=9)
    y -= 14
    for p in ['1. Property in the goods passes to the Buyers when the total amount payable has been paid.',
              '2. The Buyers are jointly and severally liable, which means each of them may be asked to pay the whole amount owed.',
              '3. The Buyers may settle early at any time and will receive a rebate of charges calculated under the Consumer Credit (Early Settlement) Regulations 2004.',
              '4. If the Buyers fail to pay, the Creditor may end this agreement. Once one third of the total amount payable has been paid, the goods are protected and a court order is needed to recover them.']:
        y = d.para(40, y, 515, p, 9, family='serif') - 2
    y -= 10
    d.rect(40, y - 28, 515, 28, 0.6, BLACK, LIGHT)
    d.para(48, y - 11, 500, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 9, bold=True)
    y -= 75
    for lab, signer in [('First Buyer', 'customer'), ('Second Buyer', 'customer2')]:
        s, dt = d.place(f'Signature of {lab}', signer, True)
        d.line(40, y, 300, y, 0.7, s)
        d.text(40, y - 11, f'Signature of {lab}', 8.5)
        d.text(330, y + 1, 'Date', 9)
        d.fill_chars(352, y + 1, 130, '.', 9, dt)
        y -= 58
    s, dt = d.place('Signature of the Creditor', None, False)
    d.line(40, y, 300, y, 0.7, s)
    d.text(40, y - 11, 'Signature of the Creditor — for and on behalf of Tamar Valley Finance Ltd', 8.5)
    d.text(330, y + 1, 'Date', 9)
    d.fill_chars(352, y + 1, 130, '.', 9, dt)
    d.save(dict(title='Conditional Sale Agreement', documentType='finance_agreement', customerName='Yiannis Christodoulou', otherCustomers=['Eleni Christodoulou'],
                vehicleRegistration='WK72YTN', otherRegistrations=[], dealershipName='Saltash Road Garage'))
    return d

# ---------------------------------------------------------------- 03 vehicle order, dealer-system print (hand-written PDF, Courier)
def d03():
    d = Doc('03-vehicle-order', 'mono')
    t = lambda x, y, s, b=False: d.text(x, y, s, 8.5, b)
    t(40, 805, 'USK VALE MOTORS LTD                         VEHICLE ORDER / CONTRACT OF SALE', True)
    t(40, 794, 'BRIDGE STREET, ABERGAVENNY NP7 5AA         TEL 01873 400219   VAT GB 402 8815 07')
    d.line(40, 788, 555, 788, 0.8)
    rows = ['ORDER NO....: VO-118274            DATE......: 12/02/2025     SALESMAN..: G.PRITCHARD',
            'CUSTOMER....: LLEWELLYN, MR RHODRI G.                          A/C NO....: LLE0042',
            'ADDRESS.....: TY NEWYDD, LLANFOIST, ABERGAVENNY NP7 9LP',
            'TEL.........: 01873 855 210        EMAIL.....: R.LLEWELLYN@EXAMPLEMAIL.CO.UK',
            '',
            'VEHICLE ORDERED',
            'MAKE/MODEL..: KIA SPORTAGE 1.6T-GDI HEV 3 AUTO           NEW/USED..: USED',
            'REG NO......: CU24 RVN             STOCK NO..: S4471        VIN.: U5YPV81ABRL219046',
            'COLOUR......: GRAVITY GREY         MILEAGE...: 6,112        1ST REG.: 28/03/2024',
            '',
            'PART EXCHANGE',
            'MAKE/MODEL..: NISSAN QASHQAI 1.5 DCI N-CONNECTA          REG NO....: CP16 HLZ',
            'MILEAGE.....: 88,460               SETTLEMENT TO: BLACK HORSE   A/C: 40021877',
            '',
            'PRICE                                                                     GBP',
            '  CASH PRICE OF VEHICLE (INC VAT)                                    29,995.00',
            '  PAINT & FABRIC PROTECTION                                             399.00',
            '  ROAD FUND LICENCE 12 MONTHS                                           195.00',
            '  LESS PART EXCHANGE ALLOWANCE (CP16 HLZ)                            -6,250.00',
            '  PLUS SETTLEMENT                                                     2,018.44',
            '  LESS DEPOSIT PAID 05/02/2025 (CARD)                                  -500.00',
            '  BALANCE DUE ON DELIVERY                                            25,857.44',
            '',
            'DELIVERY DATE: 21/02/2025      FINANCE: NONE - BALANCE BY BANK TRANSFER',
            '']
    y = 774
    for r in rows:
        t(40, y, r, r in ('VEHICLE ORDERED', 'PART EXCHANGE', 'PRICE                                                                     GBP')); y -= 12
    for p in ['THE CUSTOMER AGREES TO BUY THE VEHICLE DESCRIBED ABOVE ON THE TERMS OVERLEAF. THE PART EXCHANGE IS ACCEPTED SUBJECT TO',
              'ITS CONDITION ON DELIVERY BEING AS WHEN APPRAISED. THE CUSTOMER CONFIRMS THE PART EXCHANGE IS THEIR PROPERTY AND THAT',
              'THE OUTSTANDING FINANCE STATED ABOVE IS CORRECT. ANY SHORTFALL WILL BE PAYABLE BY THE CUSTOMER.']:
        d.text(40, y, p, 7); y -= 10
    y -= 26
    s, dt = d.place('CUSTOMER SIGNATURE', 'customer', True)
    t(40, y, 'CUSTOMER SIGNATURE:'); x = 40 + width('CUSTOMER SIGNATURE: ', 8.5, 'mono')
    d.fill_chars(x, y, 190, '_', 8.5, s); t(350, y, 'DATE:'); d.fill_chars(350 + width('DATE: ', 8.5, 'mono'), y, 90, '_', 8.5, dt)
    y -= 34
    s, dt = d.place('SALES EXECUTIVE', 'dealer', False)
    t(40, y, 'SALES EXECUTIVE...:'); d.fill_chars(x, y, 190, '_', 8.5, s); t(350, y, 'DATE:'); d.fill_chars(350 + width('DATE: ', 8.5, 'mono'), y, 90, '_', 8.5, dt)
    y -= 34
    s, _ = d.place('SALES MANAGER APPROVAL', 'dealer', False, date=False)
    t(40, y, 'SALES MANAGER APPROVAL:'); d.fill_chars(40 + width('SALES MANAGER APPROVAL: ', 8.5, 'mono'), y, 166, '_', 8.5, s)
    y -= 30
    d.text(40, y, 'DMS: KERRIDGE AUTOLINE V7.2  PRINTED 12/02/2025 15:41  USER GPRI  PAGE 1/1', 6.5, color=GREY)
    d.save(dict(title='Vehicle Order', documentType='sales_agreement', customerName='Rhodri Llewellyn',
                vehicleRegistration='CU24RVN', otherRegistrations=['CP16HLZ'], dealershipName='Usk Vale Motors'))
    return d

# ---------------------------------------------------------------- 04 extended test drive (hand-written PDF)
def d04():
    d = Doc('04-extended-test-drive')
    d.text(40, 800, 'Wyre Forest Volvo', 16, True)
    d.text(40, 786, 'Stourport Road, Kidderminster DY11 7QB  ·  01562 700 418', 8.5, color=GREY)
    d.text(555, 800, 'EXTENDED TEST DRIVE', 12, True, align='right')
    d.text(555, 787, 'Agreement and indemnity — 72 hours', 8.5, align='right')
    d.line(40, 778, 555, 778, 1.2, BAND)
    y = 760
    y = heading(d, 40, y, 'Driver', 10)
    y = grid(d, 40, y, [('Name', 'Mr Zoltán Kovács'), ('Licence no.', 'KOVAC707142Z99WX'), ('Address', '9 Hoo Road, Kidderminster DY10 1LP'), ('Mobile', '07700 903 661')], [(60, 197), (60, 198)])
    y = heading(d, 40, y - 12, 'Demonstrator loaned', 10)
    y = grid(d, 40, y, [('Vehicle', 'Volvo XC40 Recharge Plus'), ('Registration', 'WR73 DMO'), ('Fuel/charge out', '84%'), ('Mileage out', '3,417'),
                        ('Out', 'Fri 07/03/2025 10:00'), ('Due back', 'Mon 10/03/2025 10:00')], [(80, 177), (80, 178)])
    y = heading(d, 40, y - 12, "Driver's own vehicle left at the dealership", 10)
    y = grid(d, 40, y, [('Vehicle', 'Ford Kuga 2.0 TDCi Titanium'), ('Registration', 'KX19 PTA'), ('Keys held', '2'), ('Parked', 'Bay 14')], [(80, 177), (80, 178)])
    y -= 14
    for p in ['1. The demonstrator is insured by the dealership under its motor trade policy for the named driver only. The driver pays the first £750.00 of any claim (the excess).',
              '2. The driver is responsible for fines, tolls, congestion and parking charges incurred while the demonstrator is in their care, and consents to the dealership passing their details to the issuing authority.',
              '3. The demonstrator must not be driven outside Great Britain, used for hire or reward, towing, track days or by any other person.',
              '4. Lending the demonstrator creates no obligation to buy. The dealership may recall it at any time.']:
        y = d.para(40, y, 515, p, 8.5) - 3
    y -= 18
    d.text(40, y, 'Driver', 9, True)
    d.text(300, y, 'Date', 9, True)
    s, dt = d.place('Driver', 'customer', True)
    d.rect(40, y - 42, 240, 34, 0.8, s); d.rect(300, y - 42, 120, 34, 0.8, dt)
    y -= 64
    d.text(40, y, 'Issued by (for Wyre Forest Volvo)', 9, True)
    d.text(300, y, 'Date', 9, True)
    s, dt = d.place('Issued by (for Wyre Forest Volvo)', 'dealer', False)
    d.rect(40, y - 42, 240, 34, 0.8, s); d.rect(300, y - 42, 120, 34, 0.8, dt)
    y -= 64
    d.rect(40, y - 92, 515, 100, 0.5, GREY, LIGHT)
    d.text(48, y - 8, 'On return — to be completed by the dealership', 9, True)
    d.text(48, y - 26, 'Mileage in: ____________      Charge in: ______%      Damage noted:  None  /  See condition report', 8.5)
    d.text(48, y - 58, 'Checked in by', 8.5)
    s, dt = d.place('Checked in by', 'dealer', False)
    d.line(120, y - 58, 330, y - 58, 0.7, s); d.text(345, y - 58, 'Date', 8.5); d.line(370, y - 58, 470, y - 58, 0.7, dt)
    d.save(dict(title='Extended Test Drive Agreement', documentType='other', customerName='Zoltán Kovács',
                vehicleRegistration='WR73DMO', otherRegistrations=['KX19PTA'], dealershipName='Wyre Forest Volvo'))
    return d

# ---------------------------------------------------------------- 05 part-exchange appraisal (gnuplot)
def d05():
    d = Doc('05-part-exchange-appraisal')
    d.rect(40, 780, 515, 40, 0.8, BLACK)
    d.text(50, 803, 'Arran View Motors — Part Exchange Appraisal', 13, True)
    d.text(50, 789, 'Main Road, Ardrossan KA22 8EF', 8.5)
    d.text(545, 803, 'Deal 7741 / buying SV22 NHF', 8.5, True, align='right')
    d.text(545, 789, 'Appraisal no. PXA-30917', 8.5, align='right')
    y = 760
    y = heading(d, 40, y, 'Customer', 10)
    y = grid(d, 40, y, [('Name', 'Mrs Rukhsana BEGUM'), ('Phone', '07700 902 334'), ('Address', '5 Glasgow Street, Ardrossan KA22 8EH'), ('Salesperson', 'Craig Boyd')], [(60, 197), (60, 198)])
    y = heading(d, 40, y - 12, 'Vehicle appraised', 10)
    y = grid(d, 40, y, [('Registration', 'SA15 KWT'), ('Make/model', 'Vauxhall Astra 1.4T SRi'), ('Mileage', '71,905'), ('MOT expiry', '11/08/2025'),
                        ('Service history', 'Part — 4 stamps'), ('Keys', '1 (spare missing)'), ('V5C in name of', 'Rukhsana Begum'), ('Finance', 'None declared')],
             [(80, 177), (80, 178)])
    y = heading(d, 40, y - 12, 'Condition', 10)
    items = ['Bodywork', 'Paint', 'Wheels / tyres', 'Interior', 'Glass', 'Engine', 'Gearbox', 'Electrics']
    marks = ['Fair', 'Poor', 'Fair', 'Good', 'Good', 'Good', 'Fair', 'Good']
    for i, (it, mk) in enumerate(zip(items, marks)):
        cx = 40 + (i % 4) * 129; cy = y - (i // 4) * 22
        d.rect(cx, cy - 18, 125, 18, 0.4, GREY); d.text(cx + 4, cy - 12, it, 8, True); d.text(cx + 80, cy - 12, mk, 8)
    y -= 56
    y = d.para(40, y, 515, 'Damage: scuffed nearside front alloy; dent to offside rear door (approx. 30 mm); stone chips to bonnet; rear wiper arm missing.', 8.5)
    y = heading(d, 40, y - 8, 'Valuation', 10)
    y = grid(d, 40, y, [('CAP clean', '£5,150'), ('Reconditioning', '£640'), ('Allowance offered', '£4,300'), ('Offer valid until', '21/03/2025')], [(90, 167), (90, 168)])
    y -= 14
    y = d.para(40, y, 515, 'I confirm the information above is correct, that I am the owner of the vehicle appraised and entitled to sell it, and that it has not been an insurance write-off. The allowance may be revised if the vehicle is not in the same condition when handed over.', 8.5)
    y -= 50
    s, dt = d.place('Customer', 'customer', True)
    d.line(40, y, 270, y, 0.8, s); d.text(40, y - 11, 'Customer', 8.5, True)
    d.line(300, y, 400, y, 0.8, dt); d.text(300, y - 11, 'Date', 8.5)
    y -= 50
    s, dt = d.place('Valued by', 'dealer', False)
    d.text(40, y + 1, 'Valued by', 8.5, True); d.line(95, y, 270, y, 0.8, s)
    d.text(300, y + 1, 'Date', 8.5); d.line(325, y, 400, y, 0.8, dt)
    d.save(dict(title='Part Exchange Appraisal', documentType='trade_in', customerName='Rukhsana Begum',
                vehicleRegistration='SA15KWT', otherRegistrations=['SV22NHF'], dealershipName='Arran View Motors'))
    return d

# ---------------------------------------------------------------- 06 GAP insurance taken (gnuplot, serif)
def d06():
    d = Doc('06-gap-insurance', 'serif')
    d.text(40, 805, 'Halden Assurance Ltd', 16, True, BAND)
    d.text(40, 790, 'Return to Invoice GAP Insurance — Policy Schedule and Statement of Demands and Needs', 9.5)
    d.text(555, 805, 'Policy HAL-RTI-558102', 9, True, align='right')
    d.line(40, 782, 555, 782, 0.6, BAND)
    y = 764
    y = grid(d, 40, y, [('Policyholder', 'Mr Tevita FIFITA'), ('Address', '18 Nore Road, Portishead BS20 6JZ'), ('Insured vehicle', 'Mazda CX-5 2.0 Sport'),
                        ('Registration', 'WU71 RZC'), ('Invoice price', '£23,400.00'), ('Finance', 'Hire purchase, Portbury Finance'),
                        ('Cover', 'Return to invoice, 4 years'), ('Maximum benefit', '£20,000'), ('Premium', '£449.00 (incl. IPT)'), ('Start date', '17/02/2025'),
                        ('Sold by', 'Portishead Motor Centre'), ('Sales executive', 'Jodie Marsh')], [(85, 172), (85, 173)], size=8.5)
    y -= 14
    y = heading(d, 40, y, 'Demands and needs', 10.5)
    y = d.para(40, y, 515, 'This policy meets the demands and needs of a customer who wishes to protect against the difference between the invoice price of their vehicle and the amount paid by their motor insurer if the vehicle is written off or stolen. The dealer has not given a personal recommendation.', 9)
    y = heading(d, 40, y - 6, 'Your previous cover', 10.5)
    y = d.para(40, y, 515, 'You told us you held GAP cover with us on your previous vehicle, LT17 WOK, which has been cancelled from 17/02/2025 and a pro-rata refund of £38.20 will be made.', 9)
    y = heading(d, 40, y - 6, 'Declaration', 10.5)
    y = d.para(40, y, 515, 'I have received the Insurance Product Information Document and the policy wording. I was told that GAP insurance is optional, that I could buy it elsewhere, and that I had at least two clear days to consider it before buying. I wish to buy this policy.', 9)
    y -= 22
    s, dt = d.place("Policyholder's signature", 'customer', True)
    d.rect(40, y - 44, 250, 44, 0.8, s); d.text(40, y - 56, "Policyholder's signature", 9)
    d.rect(310, y - 44, 120, 44, 0.8, dt); d.text(310, y - 56, 'Date', 9)
    y -= 86
    s, dt = d.place('Arranged by (sales executive)', 'dealer', False)
    d.rect(40, y - 44, 250, 44, 0.8, s); d.text(40, y - 56, 'Arranged by (sales executive)', 9)
    d.rect(310, y - 44, 120, 44, 0.8, dt); d.text(310, y - 56, 'Date', 9)
    d.text(40, 60, 'Halden Assurance Ltd is authorised and regulated by the Financial Conduct Authority (FRN 789012). Claims: 0330 555 0192.', 7.5, color=GREY)
    d.save(dict(title='GAP Insurance Policy Schedule', documentType='insurance', customerName='Tevita Fifita',
                vehicleRegistration='WU71RZC', otherRegistrations=['LT17WOK'], dealershipName='Portishead Motor Centre'))
    return d

# ---------------------------------------------------------------- 07 condition report at delivery (gnuplot)
def d07():
    d = Doc('07-delivery-condition-report')
    d.text(40, 806, 'VEHICLE CONDITION REPORT — HOME DELIVERY', 13, True)
    d.text(40, 792, 'Broadland Car Direct · Salhouse Road, Norwich NR7 9AS · Job 55-2093', 8.5, color=GREY)
    y = 770
    y = grid(d, 40, y, [('Customer', 'Mrs Jurgita KAZLAUSKIENĖ'), ('Delivery address', '42 Cromer Road, North Walsham NR28 0HD'),
                        ('Vehicle', 'Hyundai Tucson 1.6 T-GDi Premium'), ('Registration', 'AK23 VMB'), ('Odometer', '9,688 miles'), ('Fuel', '1/2'),
                        ('Transporter', 'YX68 TRN (driver: Lee Goodwin)'), ('Arrived', '14:20, 04/03/2025')], [(80, 177), (80, 178)])
    y -= 16
    d.text(40, y, 'Damage key:  S scratch   D dent   C chip   K cracked', 8.5, True); y -= 14
    panels = ['Front bumper', 'Bonnet', 'Windscreen', 'Roof', 'NS front wing', 'NS front door', 'NS rear door', 'NS rear quarter', 'OS front wing',
              'OS front door', 'OS rear door', 'OS rear quarter', 'Tailgate', 'Rear bumper', 'Wheels (4)', 'Interior']
    notes = {'Front bumper': 'C (x2)', 'NS rear door': 'S 15mm', 'Wheels (4)': 'none'}
    for i, p in enumerate(panels):
        cx = 40 + (i % 4) * 129; cy = y - (i // 4) * 20
        d.rect(cx, cy - 18, 125, 18, 0.4, GREY); d.text(cx + 4, cy - 12, p, 8); d.text(cx + 88, cy - 12, notes.get(p, '—'), 8, True)
    y -= 96
    d.text(40, y, 'Items handed over', 10, True); y -= 14
    for it in ['[x] 2 keys', '[x] V5C application', '[x] Service book', '[x] Charging cable: n/a', '[x] Locking wheel nut', '[x] Parcel shelf']:
        d.text(48, y, it, 8.5); y -= 12
    y -= 6
    y = d.para(40, y, 515, 'The customer confirms that the vehicle has been inspected in daylight and that any damage is recorded above. Damage not recorded at delivery cannot later be attributed to transport. This report does not affect your statutory rights under the Consumer Rights Act 2015.', 8.5)
    y -= 30
    s, dt = d.place('Customer', 'customer', True)
    d.text(40, y + 2, 'Customer', 9, True); d.rect(110, y - 12, 210, 30, 0.8, s)
    d.text(340, y + 2, 'Date', 9); d.rect(370, y - 12, 110, 30, 0.8, dt)
    y -= 50
    s, dt = d.place('Delivery driver', 'dealer', False)
    d.text(40, y + 2, 'Delivery driver', 9, True); d.rect(110, y - 12, 210, 30, 0.8, s)
    d.text(340, y + 2, 'Date', 9); d.rect(370, y - 12, 110, 30, 0.8, dt)
    d.save(dict(title='Vehicle Condition Report', documentType='delivery_receipt', customerName='Jurgita Kazlauskienė',
                vehicleRegistration='AK23VMB', otherRegistrations=['YX68TRN'], dealershipName='Broadland Car Direct'))
    return d

# ---------------------------------------------------------------- 08 lease purchase with guarantor (Text::PDF, 2 pages)
def d08():
    d = Doc('08-lease-purchase-guarantor')
    d.text(40, 805, 'LEASE PURCHASE AGREEMENT', 14, True)
    d.text(40, 791, 'Wessex & Solent Finance Ltd  ·  Owner', 9)
    d.text(555, 805, 'LP 30-771-2049', 10, True, align='right')
    d.line(40, 784, 555, 784, 1)
    y = 766
    y = grid(d, 40, y, [('Customer', 'Mrs Nadia BOUAZZA'), ('Address', 'Flat 3, 61 Winchester Road, Romsey SO51 8JA'), ('Guarantor', 'Mr Ciaran DOYLE'),
                        ('Guarantor address', '14 Mead Close, Romsey SO51 7GU'), ('Supplier', 'Romsey Road Motors, Romsey Road, Ower SO51 6AF')], [(100, 415)], size=8.5)
    y -= 12
    y = grid(d, 40, y, [('Vehicle', 'Peugeot 2008 1.2 PureTech Allure'), ('Registration', 'HN72 OPX'), ('Cash price', '£17,250.00'), ('Advance payment', '£1,725.00'),
                        ('Amount of credit', '£15,525.00'), ('Charges', '£3,611.40'), ('Monthly rentals', '35 × £300.32'), ('Final rental', '£8,625.00'),
                        ('Total payable', '£29,097.60'), ('APR', '10.9%')], [(95, 162), (95, 163)], size=8.5)
    y -= 14
    for p in ['1. The Owner lets the vehicle to the Customer for the term. The Customer becomes owner only on payment of all rentals, including the final rental.',
              '2. The Customer may not return the vehicle at the end in place of the final rental: this is not a personal contract purchase.',
              '3. The Guarantor guarantees payment of every sum due and indemnifies the Owner against loss. See the guarantee on page 2.',
              '4. Introduced by Romsey Road Motors, a credit broker, who may receive a commission from the Owner.']:
        y = d.para(40, y, 515, p, 8.5) - 3
    d.text(555, 40, 'continued overleaf — page 1 of 2', 8, color=GREY, align='right')
    d.newpage()
    d.text(40, 805, 'LP 30-771-2049  ·  page 2 of 2', 8.5, color=GREY)
    y = 780
    y = heading(d, 40, y, 'Signatures', 11, 515)
    y = d.para(40, y, 515, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 9, bold=True)
    y -= 30
    def row(lab, signer, cust, datecap='Date'):
        nonlocal y
        s, dt = d.place(lab, signer, cust)
        d.text(40, y + 2, lab, 8.5, True)
        d.line(190, y, 410, y, 0.7, s)
        d.text(425, y + 2, datecap, 8.5); d.line(450, y, 555, y, 0.7, dt)
        y -= 40
    row('Signature of Customer', 'customer', True)
    row('Signature of Owner', None, False)
    y -= 10
    y = heading(d, 40, y, 'Guarantee and indemnity', 11, 515)
    y = d.para(40, y, 515, 'In consideration of the Owner entering into the agreement above at my request, I guarantee the payment of all sums due under it and agree to indemnify the Owner against any loss. I have been given a copy of the agreement and the Guarantor information sheet.', 8.5)
    y -= 30
    row('Signature of Guarantor', 'guarantor', False)
    row('Witness to Guarantor', None, False)
    d.text(40, y + 8, 'Witness name and address: ................................................................................................', 8.5)
    d.save(dict(title='Lease Purchase Agreement', documentType='finance_agreement', customerName='Nadia Bouazza',
                vehicleRegistration='HN72OPX', otherRegistrations=[], dealershipName='Romsey Road Motors'))
    return d

# ---------------------------------------------------------------- 09 sold as seen (Text::PDF, Times)
def d09():
    d = Doc('09-sold-as-seen', 'serif')
    d.text(W / 2, 800, 'Tyneside Trade Centre', 17, True, align='center')
    d.text(W / 2, 785, 'Unit 4, Hadrian Road, Wallsend NE28 6HH', 9, align='center')
    d.text(W / 2, 760, 'VEHICLE SOLD AS SEEN — NO WARRANTY GIVEN OR IMPLIED', 12, True, align='center')
    y = 735
    y = grid(d, 40, y, [('Purchaser', 'Mr Hamza CHAUDHRY'), ('Address', '7 Station Road, Wallsend NE28 8ER'), ('Vehicle', 'Audi A4 Avant 2.0 TDI SE (2009)'),
                        ('Registration', 'NL09 FJO'), ('Mileage', '148,772 (not warranted)'), ('Previous keeper', 'Mrs V. Okonjo (7 keepers)'),
                        ('Price', '£1,450.00 paid in full'), ('Sale date', '24/02/2025')], [(95, 420)], size=9)
    y -= 16
    for p in ['The vehicle is offered at a reduced price reflecting its age, mileage and condition and has been bought as seen, tried and approved.',
              'The Purchaser has been told of the following faults: engine management light on, DPF warning, clutch judder, corrosion to both sills, advisories on the last MOT.',
              'The Purchaser has inspected the vehicle and was offered an independent inspection, which was declined.',
              'Where the Purchaser buys as a consumer, nothing in this note affects rights under the Consumer Rights Act 2015 in respect of faults not disclosed above.']:
        y = d.para(40, y, 515, '•  ' + p, 9.5, family='serif') - 3
    y -= 40
    s, dt = d.place('Purchaser', 'customer', True)
    d.line(40, y, 270, y, 0.7, s); d.text(40, y - 12, 'Purchaser', 9.5)
    d.line(300, y, 555, y, 0.7, (0, 0, 0))
    d.text(300, y - 12, 'Print name', 9.5)
    y -= 46
    d.text(40, y, 'Dated', 9.5); d.fill_chars(75, y, 120, '_', 9.5, dt)
    y -= 50
    s, _ = d.place('For the seller', 'dealer', False, date=False)
    d.line(40, y, 270, y, 0.7, s); d.text(40, y - 12, 'For the seller', 9.5)
    d.save(dict(title='Sold As Seen', documentType='warranty_disclaimer', customerName='Hamza Chaudhry',
                vehicleRegistration='NL09FJO', otherRegistrations=[], dealershipName='Tyneside Trade Centre'))
    return d

# ---------------------------------------------------------------- 10 we buy your car (Text::PDF)
def d10():
    d = Doc('10-vehicle-purchase')
    d.rect(40, 770, 515, 50, 0, None, (240, 196, 40))
    d.text(52, 798, 'Cheviot Car Buyers', 16, True)
    d.text(52, 782, 'Vehicle purchase agreement — we buy your car', 9.5)
    d.text(543, 798, 'PA-66120', 10, True, align='right')
    y = 750
    y = heading(d, 40, y, 'Seller', 10)
    y = grid(d, 40, y, [('Name', 'Mr Arjun PILLAI'), ('Address', '3 Bondgate Without, Alnwick NE66 1PR'), ('Bank payee', 'A PILLAI  20-11-44  ****5120'), ('ID seen', 'Passport')], [(70, 187), (70, 188)])
    y = heading(d, 40, y - 12, 'Vehicle bought', 10)
    y = grid(d, 40, y, [('Registration', 'NU18 XGK'), ('Make/model', 'BMW 320d M Sport Touring'), ('VIN', 'WBA8K120X0K811264'), ('Mileage', '61,230'),
                        ('V5C doc ref', '1188 3027 4412'), ('Keys', '2')], [(70, 187), (70, 188)])
    y = heading(d, 40, y - 12, 'Payment', 10)
    y = grid(d, 40, y, [('Agreed price', '£12,900.00'), ('Outstanding finance', '£4,216.55 to Northway Finance (ag. 7720193)'), ('Paid to seller', '£8,683.45 by Faster Payment')], [(110, 405)])
    y -= 14
    for p in ['The seller confirms that they are the legal owner, that the mileage is genuine to the best of their knowledge and that the vehicle has never been recorded as a total loss.',
              'The buyer will settle the outstanding finance direct with the finance company. If the settlement figure is higher than stated the seller will pay the difference.',
              'This is an outright purchase; the seller is not buying a vehicle from us.']:
        y = d.para(40, y, 515, p, 8.5) - 3
    y -= 40
    s, dt = d.place('Seller', 'customer', True)
    d.line(40, y, 250, y, 0.8, s); d.text(40, y - 11, 'Seller', 9, True)
    d.line(270, y, 350, y, 0.8, dt); d.text(270, y - 11, 'Date', 9)
    s, _ = d.place('Buyer, for Cheviot Car Buyers', 'dealer', False, date=False)
    d.line(380, y, 555, y, 0.8, s); d.text(380, y - 11, 'Buyer, for Cheviot Car Buyers', 9, True)
    d.save(dict(title='Vehicle Purchase Agreement', documentType='trade_in', customerName='Arjun Pillai',
                vehicleRegistration='NU18XGK', otherRegistrations=[], dealershipName='Cheviot Car Buyers'))
    return d

# ---------------------------------------------------------------- 11 service plan (hand-written PDF page, scanned, image only)
def d11():
    d = Doc('11-scanned-service-plan')
    d.text(40, 800, 'Pendle Motor Services', 15, True)
    d.text(40, 786, 'Colne Road, Burnley BB10 1LB', 9)
    d.text(555, 800, 'SERVICE PLAN AGREEMENT', 11, True, align='right')
    d.text(555, 786, 'Plan no. SP-20931', 9, align='right')
    d.line(40, 778, 555, 778, 1)
    y = 756
    y = grid(d, 40, y, [('Plan holder', 'Mr Sandeep VIRDI'), ('Address', '22 Manchester Road, Burnley BB11 4HS'), ('Vehicle', 'Honda Jazz 1.5 i-MMD EX'),
                        ('Registration', 'PF22 JZU'), ('Plan', '3 services over 3 years'), ('Monthly', '£24.50 by Direct Debit')], [(80, 177), (80, 178)], rh=17, size=9)
    y -= 18
    for p in ['The plan covers the manufacturer\'s scheduled services listed in the plan booklet at the prices fixed on the date of this agreement.',
              'Repairs, tyres, brake pads and wiper blades are not covered. The plan transfers with the vehicle if it is sold privately.',
              'You may cancel within 14 days for a full refund. After that the plan may be cancelled with one month\'s notice; payments already made are not refunded for services not yet taken.']:
        y = d.para(40, y, 515, p, 9.5) - 4
    y -= 46
    s, dt = d.place('Plan holder', 'customer', True)
    d.line(40, y, 280, y, 0.9, s); d.text(40, y - 13, 'Plan holder', 10, True)
    d.line(320, y, 450, y, 0.9, dt); d.text(320, y - 13, 'Date', 10)
    y -= 60
    s, dt = d.place('Service adviser', 'dealer', False)
    d.line(40, y, 280, y, 0.9, s); d.text(40, y - 13, 'Service adviser', 10, True)
    d.line(320, y, 450, y, 0.9, dt); d.text(320, y - 13, 'Date', 10)
    d.save(dict(title='Service Plan Agreement', documentType='service_contract', customerName='Sandeep Virdi',
                vehicleRegistration='PF22JZU', otherRegistrations=[], dealershipName='Pendle Motor Services'))
    return d

# ---------------------------------------------------------------- 12 deposit receipt (gnuplot page, scanned, OCR layer)
def d12():
    d = Doc('12-scanned-deposit-receipt')
    d.text(W / 2, 805, 'HOLLOWAY ROAD AUTOS', 16, True, align='center')
    d.text(W / 2, 790, '318 Holloway Road, London N7 6NJ  ·  020 7946 0184', 9, align='center')
    d.text(W / 2, 766, 'RESERVATION AND DEPOSIT RECEIPT', 12, True, align='center')
    y = 744
    y = grid(d, 60, y, [('Customer', 'Mr Kofi BOATENG'), ('Address', '90 Hornsey Road, London N7 7NP'), ('Vehicle reserved', 'Volkswagen Golf 1.5 TSI Life'),
                        ('Registration', 'LB70 KSE'), ('Price', '£15,750.00'), ('Deposit received', '£500.00 by debit card'),
                        ('Reserved until', '15/03/2025'), ('Receipt no.', 'R-7706')], [(120, 355)], rh=18, size=10)
    y -= 20
    for p in ['The deposit reserves the vehicle until the date shown and forms part of the price. It is refundable if the vehicle is not as described or if we cannot supply it.',
              'If you decide not to proceed for any other reason the deposit is refundable less a £50.00 administration charge.']:
        y = d.para(60, y, 475, p, 10) - 4
    y -= 40
    d.text(60, y, 'Customer', 10, True); d.text(320, y, 'Received by', 10, True)
    s, dt = d.place('Customer', 'customer', True)
    d.rect(60, y - 50, 230, 42, 0.9, s)
    d.text(60, y - 70, 'Date', 10); d.line(90, y - 70, 200, y - 70, 0.9, dt)
    s, _ = d.place('Received by', 'dealer', False, date=False)
    d.rect(320, y - 50, 215, 42, 0.9, s)
    d.text(320, y - 70, 'Abdi Warsame, sales', 9)
    d.save(dict(title='Reservation and Deposit Receipt', documentType='sales_agreement', customerName='Kofi Boateng',
                vehicleRegistration='LB70KSE', otherRegistrations=[], dealershipName='Holloway Road Autos'))
    return d

DOCS = [(d01, 'raw'), (d02, 'raw'), (d03, 'raw'), (d04, 'raw'), (d05, 'gnuplot'), (d06, 'gnuplot'), (d07, 'gnuplot'),
        (d08, 'textpdf'), (d09, 'textpdf'), (d10, 'textpdf'), (d11, 'raw'), (d12, 'gnuplot')]
