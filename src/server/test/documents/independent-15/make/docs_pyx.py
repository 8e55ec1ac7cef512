"""Layouts of the documents PyX draws: 01 hire purchase, 02 joint PCP, 03 new car order, and the page scanned for 11."""
from lay15 import *

def doc01():
    d = Doc('01-hire-purchase-agreement', 'sans')
    d.head = dict(title='Hire Purchase Agreement CVHP-0418833', author='Calder Vale Motor Finance plc',
                  documentType='finance_agreement', customerName='Oluwaseun Adeyemi', otherCustomers=[],
                  vehicleRegistration='WK20FZP', otherRegistrations=['EX15KUO'], dealershipName='Tamar Valley Cars',
                  kinds=['producer: PyX (Helvetica via LaTeX)', 'kind: hire purchase agreement, 2 pages', 'pdf', 'pyx', 'hire purchase', 'two pages', 'signatures on last page',
                         'part-exchange plate in the financial details', 'boxes under captions', 'creditor nobody'])
    L, R = 42, 553
    d.rect(L, 36, R - L, 46, 0, fill=(0.12, 0.23, 0.36), stroke=False)
    d.text(L + 10, 56, 'CALDER VALE', 15, True, colour=(1, 1, 1))
    d.text(L + 10, 71, 'MOTOR FINANCE', 9, False, colour=(1, 1, 1))
    d.text(R - 10, 55, 'HIRE PURCHASE AGREEMENT', 12, True, colour=(1, 1, 1), align='right')
    d.text(R - 10, 70, 'Regulated by the Consumer Credit Act 1974', 8, colour=(1, 1, 1), align='right')
    y = 100
    d.text(L, y, 'Agreement number  CVHP-0418833', 9, True)
    d.text(R, y, 'Proposal ref  TVC/7716', 8, align='right')
    y = 112
    d.para(L, y, 'This agreement is made between Calder Vale Motor Finance plc, Calder House, 3 Wharf Street, Sowerby Bridge HX6 2AF '
           '(the "Creditor", "we", "us") and the person named below as the Hirer ("you"). The goods were supplied to us by the '
           'Dealer named below, who introduced you to us.', R - L, 7.6)
    y = 142
    d.text(L, y, 'THE HIRER', 9, True); d.text(300, y, 'THE DEALER (SUPPLIER)', 9, True)
    y += 4
    kv_table(d, L, y, [('Name', 'Mr Oluwaseun ADEYEMI'), ('Address', '27 Tregarne Terrace'), ('', 'St Austell'),
                       ('Postcode', 'PL25 4DD'), ('Date of birth', '14/02/1989'), ('Mobile', '07700 914 352')], 62, 185)
    kv_table(d, 300, y, [('Name', 'Tamar Valley Cars'), ('Address', 'Unit 4, Pennygillam Ind. Est.'), ('', 'Launceston'),
                         ('Postcode', 'PL15 7ED'), ('Salesperson', 'Kerenza Pascoe'), ('FCA FRN', '661204')], 62, 191)
    y = 240
    d.text(L, y, 'THE GOODS', 9, True)
    y = kv_table(d, L, y + 4, [('Description', '2020 Skoda Octavia Estate 2.0 TDI SE L 5dr DSG, Moon White'),
                               ('Registration mark', 'WK20 FZP'), ('VIN', 'TMBJJ7NX6LY041927'),
                               ('Odometer', '41,806 miles'), ('New or used', 'Used')], 110, R - L - 110)
    y += 14
    d.text(L, y, 'FINANCIAL DETAILS', 9, True)
    y += 4
    y = money_table(d, L, y, [('Cash price of the goods', '£16,495.00'),
                              ('Less part-exchange allowance (Vauxhall Astra EX15 KUO)', '£3,250.00'),
                              ('Less settlement of existing finance on part-exchange', '£0.00'),
                              ('Less cash deposit', '£1,000.00'),
                              ('Total deposit', '£4,250.00'),
                              ('Amount of credit', '£12,245.00'),
                              ('Total charge for credit (interest £3,106.92, fees £10.00)', '£3,116.92'),
                              ('Total amount payable (cash price plus total charge for credit)', '£19,611.92'),
                              ('Rate of interest (fixed)', '6.34% a year'),
                              ('APR', '11.9%')], R - L, boldlast=True)
    y += 12
    d.text(L, y, 'REPAYMENTS', 9, True)
    y = d.para(L, y + 12, 'You must make 47 monthly payments of £319.92 followed by 1 final payment of £326.68 which includes an '
               'option to purchase fee of £10.00. Your first payment is due one month after the date this agreement is made and '
               'thereafter on the same day of each following month. Payments are to be made by direct debit.', R - L, 7.8)
    y += 6
    d.text(L, y, 'KEY INFORMATION', 9, True)
    y += 12
    for t in [
        'Ownership. The goods remain our property until you have paid the total amount payable and the option to purchase fee. '
        'You must not sell the goods or give them away, or offer them as security for any debt, before then.',
        'Insurance. You must keep the goods insured comprehensively with a reputable insurer for their full replacement value from the '
        'date of delivery until the goods become your property, and must tell the insurer that we own the goods.',
        'Missing payments. Missing payments could have severe consequences and make obtaining credit more difficult. We may charge '
        'interest on overdue sums at the rate of interest shown above, and a fee of £25.00 for each letter we send about arrears.',
        'Early settlement. You may settle this agreement early at any time by paying the amount then due, less any rebate required by '
        'the Consumer Credit (Early Settlement) Regulations 2004. You may also make partial early repayments.',
        'Voluntary termination. You may end this agreement by writing to us at any time before the last payment falls due. See clause 9.',
    ]:
        y = d.para(L, y, t, R - L, 7.6) + 4
    d.text(L, 812, 'Calder Vale Motor Finance plc. Registered in England no. 04418231. Authorised and regulated by the Financial Conduct Authority.', 6.5, colour=GREY)
    d.text(R, 824, 'Page 1 of 2', 7, align='right')

    d.new_page()
    y = 60
    d.text(L, y, 'Agreement number CVHP-0418833  (continued)', 8, True, colour=GREY)
    y += 18
    clauses = [
        ('8. Right of withdrawal', 'You have the right to withdraw from this agreement without giving any reason within 14 days beginning '
         'with the day after the day on which you receive a copy of the executed agreement. To withdraw, tell us in writing or by telephone '
         'on 0345 071 2290. If you withdraw you must repay the amount of credit and interest at £2.09 a day within 30 days.'),
        ('9. Termination: your rights', 'You have a right to end this agreement. To do so, write to the person you make your payments to. '
         'You will then have to pay off any arrears. If you have not already paid at least £9,805.96 (one half of the total amount payable) '
         'you will have to pay the amount needed to reach that figure. If you have not taken reasonable care of the goods you may have to '
         'compensate us for this. You must return the goods to us.'),
        ('10. Repossession: your rights', 'If you fail to keep to your side of this agreement but you have paid at least £6,537.31 (one third '
         'of the total amount payable), we may not take back the goods against your wishes unless we get a court order.'),
        ('11. Complaints', 'If you are unhappy with our service you may write to the Customer Relations Team at the address above. If we '
         'cannot resolve your complaint you may refer it to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.'),
        ('12. Data', 'We will search your record at credit reference agencies and share information about this agreement with them. '
         'Our privacy notice, which you were given with the pre-contract information, explains how we use your data.'),
    ]
    for h, t in clauses:
        d.text(L, y, h, 8.5, True)
        y = d.para(L, y + 11, t, R - L, 7.8) + 6
    y += 6
    d.rect(L, y, R - L, 60, 1.0)
    d.text(L + 8, y + 16, 'IMPORTANT - READ THIS CAREFULLY TO FIND OUT ABOUT YOUR RIGHTS', 9, True)
    d.para(L + 8, y + 30, 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to '
           'be legally bound by its terms. You have been given a copy of the pre-contract credit information and an adequate '
           'explanation of it.', R - L - 16, 7.8)
    y += 84
    d.text(L, y, 'SIGNATURES', 10, True)
    y += 18
    s, dt = d.place('Signature of Hirer', 'customer')
    d.text(L, y, 'Signature of Hirer', 8.5, True)
    d.text(370, y, 'Date of signature', 8.5, True)
    d.rect(L, y + 5, 300, 42, 0.8, s)
    d.rect(370, y + 5, 120, 22, 0.8, dt)
    d.text(L, y + 58, 'Mr Oluwaseun ADEYEMI', 7.5, colour=GREY)
    y += 84
    s, dt = d.place('Signed for and on behalf of the Creditor', None)
    d.text(L, y, 'Signed for and on behalf of the Creditor', 8.5, True)
    d.text(370, y, 'Date of making of agreement', 8.5, True)
    d.rect(L, y + 5, 300, 42, 0.8, s)
    d.rect(370, y + 5, 120, 22, 0.8, dt)
    d.text(L, y + 58, 'Calder Vale Motor Finance plc (authorised signatory)', 7.5, colour=GREY)
    y += 84
    d.text(L, y, 'For office use only', 7, colour=GREY)
    d.rect(L, y + 4, 140, 30, 0.4, GREY)
    d.text(L + 4, y + 14, 'Paid out: ____/____/______', 6.5, colour=GREY)
    d.text(L + 4, y + 27, 'Batch:', 6.5, colour=GREY)
    d.text(L, 812, 'Keep this copy of your agreement in a safe place.', 6.5, colour=GREY)
    d.text(R, 824, 'Page 2 of 2', 7, align='right')
    return d


def doc02():
    d = Doc('02-joint-pcp-agreement', 'serif')
    d.head = dict(title='Personal Contract Purchase Agreement', author='Northgate Auto Credit',
                  documentType='finance_agreement', customerName='Gareth Pritchard', otherCustomers=['Siân Ellis'],
                  vehicleRegistration='CU21HNV', otherRegistrations=[], dealershipName='Brecon Road Motors',
                  kinds=['producer: PyX (Times via LaTeX)', 'kind: PCP (hire purchase) agreement, joint debtors, 2 pages', 'pdf', 'pyx', 'latex text', 'pcp', 'joint debtors of different surnames', 'two pages',
                         'dotted lines with captions below', 'creditor nobody', 'guaranteed future value'])
    L, R = 50, 545
    d.text(L, 56, 'Northgate Auto Credit Limited', 16, True)
    d.text(L, 70, 'PO Box 4410, Wrexham LL11 0ZB  ·  0330 100 4471', 8.5)
    d.line(L, 78, R, 78, 1.4)
    d.text(L, 98, 'Personal Contract Purchase', 14, True)
    d.text(L, 112, 'Hire-purchase agreement regulated by the Consumer Credit Act 1974', 9.5)
    d.text(R, 98, 'Agreement No. NAC 2291 7305', 9.5, True, align='right')
    y = 134
    d.text(L, y, 'Parties', 11, True)
    y += 14
    y = d.para(L, y, 'This agreement is between Northgate Auto Credit Limited (the Creditor) and the persons named below (Debtor 1 and '
               'Debtor 2, together "you"). Where there are two Debtors, each of you is responsible for all payments and for '
               'keeping to all the terms of this agreement, on your own and together.', R - L, 9) + 4
    for i, (nm, ad, dob) in enumerate([('Mr Gareth PRITCHARD', '9 Heol y Coed, Crickhowell, Powys NP8 1BT', '03/09/1984'),
                                       ('Ms Siân ELLIS', '9 Heol y Coed, Crickhowell, Powys NP8 1BT', '22/06/1986')]):
        d.text(L, y, 'Debtor %d' % (i + 1), 9.5, True)
        d.text(L + 70, y, nm, 9.5)
        d.text(L + 220, y, ad, 9.5)
        d.text(L + 70, y + 12, 'Date of birth ' + dob, 8.5)
        y += 28
    d.text(L, y, 'Dealer', 9.5, True); d.text(L + 70, y, 'Brecon Road Motors Ltd, Brecon Road, Abergavenny NP7 7RA (credit broker, not a lender)', 9.5)
    y += 22
    d.text(L, y, 'Vehicle', 11, True)
    y += 4
    y = kv_table(d, L, y, [('Make and model', 'Kia Sportage 1.6 T-GDi HEV 3 5dr Auto'), ('Registration', 'CU21 HNV'),
                           ('Chassis number', 'U5YPU81CGML041582'), ('Colour', 'Lunar Silver'),
                           ('Annual mileage limit', '8,000 miles'), ('Excess mileage charge', '9.2p per mile plus VAT')],
                 130, R - L - 130, rowh=15, size=8.5, shade=False)
    y += 16
    d.text(L, y, 'Financial details', 11, True)
    y += 4
    y = money_table(d, L, y, [('Cash price', '£24,350.00'), ('Deposit paid by you', '£3,000.00'),
                              ('Dealer deposit contribution', '£500.00'), ('Amount of credit', '£20,850.00'),
                              ('Interest', '£4,722.63'), ('Total amount payable', '£29,072.63'),
                              ('Duration', '37 months'), ('Rate of interest (fixed)', '5.41% a year'), ('APR', '10.9%')],
                    R - L, rowh=14, size=8.5)
    y += 12
    d.text(L, y, 'Repayments', 11, True)
    y = d.para(L, y + 13, 'Payable by you: 36 monthly payments of £368.41, the first due one month after the date of this agreement, '
               'followed by an optional final payment of £12,309.87 (including the option to purchase fee of £10.00) in month 37. '
               'The optional final payment is equal to the Guaranteed Future Value of the vehicle. If you do not wish to keep the '
               'vehicle you may return it instead of making the optional final payment, subject to clause 7.', R - L, 9)
    d.text(L, 810, 'NAC/PCP/0922  Debtor copy', 7.5, colour=GREY)
    d.text(R, 810, 'Page 1 of 2', 7.5, align='right')

    d.new_page()
    y = 60
    for h, t in [
        ('7. Returning the vehicle at the end', 'If you return the vehicle instead of making the optional final payment, it must be in a '
         'condition consistent with its age and mileage (fair wear and tear excepted) and you must pay the excess mileage charge for each '
         'mile over the mileage limit. We will collect the vehicle from your address at no cost to you.'),
        ('8. Withdrawal', 'You may withdraw from this agreement within 14 days of the day after you receive a copy of it. If you withdraw '
         'you must repay the amount of credit with interest of £3.08 a day from the date you received the credit.'),
        ('9. Termination', 'You may end this agreement by writing to us. You will then have to pay any arrears and, if you have not '
         'already paid £14,536.32 (half of the total amount payable), the amount needed to reach that figure.'),
        ('10. Repossession', 'If you fail to keep to this agreement but have paid at least £9,690.88 (one third of the total amount '
         'payable), we may not take back the vehicle against your wishes without a court order.'),
        ('11. Commission', 'The Dealer may receive a commission from us for introducing you. The amount may vary with the rate of '
         'interest; ask the Dealer for details before you sign.'),
    ]:
        d.text(L, y, h, 10, True)
        y = d.para(L, y + 13, t, R - L, 9) + 8
    y += 4
    d.line(L, y, R, y, 0.8)
    y += 16
    d.text(L, y, 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound', 9, True)
    d.text(L, y + 12, 'by its terms.', 9, True)
    y += 56
    for i, who in enumerate(['Debtor 1', 'Debtor 2']):
        s, dt = d.place('Signature of ' + who, 'customer' if i == 0 else 'customer2')
        dots(d, L, y, 260, s, 10)
        dots(d, 340, y, 130, dt, 10)
        d.text(L, y + 12, 'Signature of ' + who, 8.5, True)
        d.text(340, y + 12, 'Date', 8.5, True)
        d.text(L + 120, y + 12, '(%s)' % ('Gareth Pritchard' if i == 0 else 'Siân Ellis'), 8.5)
        y += 54
    s, dt = d.place('Signed on behalf of the Creditor', None)
    dots(d, L, y, 260, s, 10)
    dots(d, 340, y, 130, dt, 10)
    d.text(L, y + 12, 'Signed on behalf of the Creditor', 8.5, True)
    d.text(340, y + 12, 'Date of agreement', 8.5, True)
    y += 40
    d.para(L, y, 'The date of this agreement is the date on which it is signed on behalf of the Creditor. A copy will be sent to each '
           'Debtor. Introduced by Brecon Road Motors Ltd, FRN 704155.', R - L, 8)
    d.text(L, 810, 'NAC/PCP/0922  Debtor copy', 7.5, colour=GREY)
    d.text(R, 810, 'Page 2 of 2', 7.5, align='right')
    return d


def doc03():
    d = Doc('03-new-car-order', 'mono')
    d.head = dict(title='VEHICLE ORDER 118402', author='DMS',
                  documentType='sales_agreement', customerName="Ciarán O'Brien", otherCustomers=[],
                  vehicleRegistration=None, otherRegistrations=['YD16WXA'], dealershipName='Wessex Ford',
                  kinds=['producer: PyX (Courier via LaTeX)', 'kind: new car factory order, dealer-system print', 'pdf', 'pyx', 'courier dealer-system print', 'new car not yet registered',
                         'part-exchange plate is the only plate', 'initials in the address, full name as V5C keeper',
                         'underscores with the date on the same line', 'sales executive and sales manager places'])
    L = 40
    fs = 8.4
    def ln(y, s, b=False):
        d.text(L, y, s, fs, b)
    ln(50, 'WESSEX FORD                             VEHICLE ORDER / CONTRACT OF SALE', True)
    ln(61, 'Ringwood Road, Ferndown, Dorset BH22 9AR          Order no: 118402')
    ln(72, 'Tel 01202 877 400  VAT 774 1920 38                Date    : 06/03/2024')
    ln(83, '=' * 80)
    y = 100
    rows = [
        'CUSTOMER                                    INVOICE TO',
        "Mr C. P. O'Brien                            As customer",
        '14 Glenmoor Road',
        'Ferndown                                    Tel : 07911 402 118',
        'BH22 8QE                                    Email: cobrien.ferndown@example.co.uk',
        '',
        "NAME FOR V5C (REGISTERED KEEPER): CIARÁN PATRICK O'BRIEN",
        '',
        'VEHICLE ORDERED                             STATUS: NEW - FACTORY ORDER',
        'Ford Puma 1.0 EcoBoost Hybrid mHEV 155 ST-Line X 5dr',
        'Colour: Grey Matter   Trim: Sensico/cloth   Stock/order ref: WF-PUMA-24-0913',
        'Registration no: TO BE ALLOCATED ON REGISTRATION   Est. delivery: w/c 15/04/2024',
        'VIN: TO FOLLOW',
        '',
        'OPTIONS                                                     ',
        '  Driver Assistance Pack                                        650.00',
        '  Winter Pack                                                   450.00',
        '',
        'PART EXCHANGE',
        '  YD16 WXA  Ford Fiesta 1.25 Zetec 5dr  Blue  Mileage 61,204',
        '  Allowance                                                   5,100.00',
        '  Settlement to Ford Credit (ac 4471 2290 0016)                   0.00',
        '',
        'PRICE                                                     ',
        '  Vehicle (OTR incl. VAT, first reg fee, VED 1st yr)         27,395.00',
        '  Options                                                     1,100.00',
        '  Dealer discount                                            -1,250.00',
        '  Total price                                                27,245.00',
        '  Less part exchange                                         -5,100.00',
        '  Less deposit paid 06/03/2024 (card)                          -500.00',
        '  BALANCE DUE ON DELIVERY                                    21,645.00',
        '',
        'FINANCE: None - balance to be paid by bank transfer before delivery.',
    ]
    for r in rows:
        ln(y, r, r.isupper() and r.strip() != '' and not r.startswith('NAME') or r.startswith('  BALANCE'))
        y += 11
    y += 4
    ln(y, '-' * 80); y += 13
    for t in ['1. This order is subject to the Conditions of Sale overleaf, which the customer confirms he',
              '   has read. The deposit is refundable only as set out in condition 4.',
              '2. The part exchange allowance is given on the basis of the customer\'s description of the',
              '   vehicle and applies only if it is delivered by 15/04/2024 in the same condition.',
              '3. The price may change if the manufacturer changes its price before delivery.',
              '4. Registration number will be advised when the vehicle is registered.']:
        ln(y, t); y += 11
    y += 22
    cw = width('_', 'mono', fs)
    ch = width('x', 'mono', fs)
    def sigline(y, cap, who, label):
        s, dt = d.place(label, who)
        d.text(L, y, cap, fs, True)
        x = L + ch * 24
        d.text(x, y, '_' * 30, fs, False, colour=s)
        x2 = x + cw * 31
        d.text(x2, y, 'Date', fs, True)
        d.text(x2 + ch * 5, y, '_' * 12, fs, False, colour=dt)
    sigline(y, "Customer's signature", 'customer', "Customer's signature"); y += 30
    sigline(y, 'Sales executive', 'dealer', 'Sales executive'); d.text(L, y + 11, '(Jordan Ashby)', fs); y += 30
    sigline(y, 'Sales manager', 'dealer', 'Sales manager'); d.text(L, y + 11, '(order approved)', fs); y += 30
    d.text(L, 812, 'WESSEX FORD is a trading name of Wessex Motor Holdings Ltd, reg. no 03319472.   Page 1 of 1', 7.2)
    return d


def src11():
    d = Doc('11-scanned-gap-insurance', 'sans')
    d.head = dict(title='GAP insurance schedule', author='Meridian',
                  documentType='insurance', customerName='Bethan Lloyd-Jones', otherCustomers=[],
                  vehicleRegistration='CA22BFY', otherRegistrations=[], dealershipName='Conwy Valley Motors',
                  kinds=['producer: scan (PyX page, OpenCV/SciPy, wrapped by Qt)', "kind: GAP insurance taken (insurer's schedule and application sold by the dealer)", 'pdf', 'scan', 'image only', 'pyx page', 'gap insurance taken', 'hyphenated surname',
                         'policy number with the plate in it', 'rules with captions above', 'sales executive place'])
    L, R = 48, 547
    d.text(L, 58, 'Meridian', 20, True)
    d.text(L, 72, 'Return to Invoice GAP Insurance', 10)
    d.text(R, 58, 'POLICY SCHEDULE AND', 11, True, align='right')
    d.text(R, 72, 'APPLICATION', 11, True, align='right')
    d.line(L, 82, R, 82, 2)
    y = 104
    y = kv_table(d, L, y, [('Policy number', 'MRG/CA22BFY/2024/0716'), ('Policyholder', 'Mrs Bethan LLOYD-JONES'),
                           ('Address', 'Bryn Eithin, Ffordd Penrhwylfa, Prestatyn LL19 8AG'), ('Telephone', '07453 118 902'),
                           ('Vehicle', 'Volkswagen T-Roc 1.5 TSI EVO Life 5dr'), ('Registration', 'CA22 BFY'),
                           ('Invoice price', '£23,740.00'), ('Finance company', 'Snowdonia Motor Finance (agreement SMF-884120)'),
                           ('Period of cover', '36 months from 12/03/2024'), ('Maximum benefit', '£25,000'),
                           ('Premium (incl. IPT)', '£349.00, paid in full')], 120, R - L - 120, rowh=16, size=8.6)
    y += 16
    d.text(L, y, 'Selling dealer', 9, True)
    d.text(L + 90, y, 'Conwy Valley Motors, Llanrwst Road, Conwy LL32 8HZ', 9)
    y += 22
    d.text(L, y, 'Important information', 10, True)
    y += 14
    for t in [
        'This policy pays the difference between the insurance settlement of your motor insurer and the invoice price you paid for the '
        'vehicle, or the amount needed to settle your finance agreement if greater, if the vehicle is declared a total loss.',
        'You have been given the policy summary, the insurance product information document and the statement of demands and needs. '
        'Under the GAP Insurance (Deferred Sales) rules you were told about this insurance on 05/03/2024 and could not buy it until 07/03/2024.',
        'You may cancel within 30 days of the start date for a full refund of premium provided no claim has been made. After 30 days no refund is made.',
        'Meridian Insurance Company Ltd is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority '
        'and the Prudential Regulation Authority (FRN 402218). Policies are administered by Castleford Claims Management Ltd.',
    ]:
        y = d.para(L, y, t, R - L, 8.2) + 5
    y += 6
    d.text(L, y, 'Declaration', 10, True)
    y = d.para(L, y + 14, 'I confirm that the information I have given is true, that I have read the documents listed above, and that '
               'I wish to buy this policy. I understand that the insurer may decline a claim if the information I gave is wrong.', R - L, 8.2)
    y += 34
    s, dt = d.place("Policyholder's signature", 'customer')
    d.text(L, y, "Policyholder's signature", 8.6, True)
    d.text(370, y, 'Date', 8.6, True)
    d.line(L, y + 30, 320, y + 30, 0.8, s)
    d.line(370, y + 30, 520, y + 30, 0.8, dt)
    y += 58
    s, dt = d.place('Sales executive', 'dealer')
    d.text(L, y, 'Sales executive', 8.6, True)
    d.text(370, y, 'Date', 8.6, True)
    d.line(L, y + 30, 320, y + 30, 0.8, s)
    d.line(370, y + 30, 520, y + 30, 0.8, dt)
    d.text(L, y + 42, 'for Conwy Valley Motors (Dafydd Roberts)', 7.8)
    d.text(L, 812, 'MER/GAP/RTI/03-24  Customer copy', 7, colour=GREY)
    return d

DOCS = {'01': doc01, '02': doc02, '03': doc03, 'src11': src11}
