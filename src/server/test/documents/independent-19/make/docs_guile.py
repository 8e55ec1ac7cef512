# Layouts drawn by the Guile writer (base-14 fonts): 04-06 and the page scanned for 07.
import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from lay19 import Doc, W, H, tag
from docs_tiny import head

def pcp():
    d = Doc('04-joint-pcp-agreement', head('PDF by hand in Guile Scheme', 'PCP (hire purchase) agreement, joint hirers, 2 pages',
        ['guile', 'pcp agreement', 'joint hirers of different surnames', 'accented first name', 'table cells for signatures',
         'captions in the cell above', 'creditor place nobody', 'optional final payment'],
        documentType='finance_agreement', customerName='Tomás Reilly', otherCustomers=['Aoife Brennan'],
        vehicleRegistration='MA23RZO', otherRegistrations=[], dealershipName='Peel Street Mazda', pageCount=2))
    d.t(40, 800, 'Redwater Finance', 18, 'TB')
    d.t(555, 806, 'Personal Contract Purchase', 11, 'TB', align='r')
    d.t(555, 793, 'Hire Purchase Agreement regulated by the Consumer Credit Act 1974', 8, 'T', align='r')
    d.line(40, 786, 555, 786, 1.5, '#8a1c1c')
    d.t(40, 770, 'Agreement number', 8, 'T'); d.t(120, 770, 'RWF 3390 1175 02', 9, 'TB')
    d.t(330, 770, 'Dealer', 8, 'T'); d.t(370, 770, 'Peel Street Mazda, Peel Street, Stockport SK1 3QP', 8.5, 'T')
    y = 748
    # two columns for the two hirers
    for col, (lab, name, addr, dob) in enumerate([('Hirer 1', 'Mr Tomás REILLY', '22 Bramhall Lane, Stockport SK2 6HU', '02/07/1990'),
                                                  ('Hirer 2', 'Ms Aoife BRENNAN', '22 Bramhall Lane, Stockport SK2 6HU', '19/01/1992')]):
        x = 40 + col * 260
        d.box(x, y - 52, 255, 62, 0.5)
        d.fill(x, y - 4, 255, 14, '#f1e4e4'); d.t(x + 5, y, lab, 9, 'TB')
        d.t(x + 5, y - 18, name, 10, 'T'); d.t(x + 5, y - 31, addr, 8.5, 'T'); d.t(x + 5, y - 44, 'Date of birth ' + dob, 8.5, 'T')
    y = 676
    d.t(40, y, 'The Creditor: Redwater Finance plc, Quay House, 1 Dock Road, Liverpool L3 4AA (FRN 704519).', 8.5, 'T')
    y -= 20
    d.t(40, y, 'Description of goods', 10, 'TB'); y -= 14
    for a, b in [('Vehicle', 'Mazda CX-5 2.0 e-Skyactiv G MHEV Homura, 5dr auto'), ('Registration mark', 'MA23 RZO'),
                 ('Chassis number', 'JMZKF6W7A00617342'), ('Annual mileage allowance', '8,000 miles; excess 7.2p per mile'),
                 ('Condition', 'Used, 11,840 miles')]:
        d.t(48, y, a, 9, 'T'); d.t(200, y, b, 9, 'T'); y -= 12.5
    y -= 8
    d.t(40, y, 'Financial details', 10, 'TB'); y -= 4
    rows = [('Cash price', '£25,990.00'), ('Deposit (cash)', '£3,000.00'), ('Dealer deposit contribution', '£750.00'),
            ('Amount of credit', '£22,240.00'), ('Interest', '£4,912.68'), ('Acceptance fee', '£0.00'),
            ('Option to purchase fee', '£10.00'), ('Total charge for credit', '£4,922.68'),
            ('Total amount payable', '£30,912.68'), ('36 monthly payments of', '£299.00'),
            ('Optional final payment (Guaranteed Future Value)', '£14,138.68'), ('Representative APR', '8.9%'),
            ('Fixed rate of interest per year', '4.6%')]
    for i, (a, b) in enumerate(rows):
        yy = y - 13 * (i + 1)
        if i % 2 == 0: d.fill(40, yy - 4, 515, 13, '#f6f1f1')
        d.t(48, yy, a, 9, 'T'); d.t(547, yy, b, 9, 'T', align='r')
    y = y - 13 * len(rows) - 18
    d.t(40, y, 'Important information', 10, 'TB'); y -= 13
    for s in ['Joint and several liability. Where there is more than one Hirer, each of you is liable for the whole of the amount payable, not just a share.',
              'Optional final payment. At the end of the agreement you may pay the optional final payment and the option to purchase fee and own the vehicle, return it (subject to its condition and mileage), or part-exchange it.',
              'Voluntary termination. You have a right to end this agreement once you have paid one half of the total amount payable, £15,456.34.',
              'Withdrawal. You have the right to withdraw from this agreement within 14 days of the day after you receive a copy of it.']:
        y = d.para(40, y, 515, s, 8.5, 'T') - 3
    d.t(297.6, 40, 'RWF PCP 1/24 - page 1 of 2', 7.5, 'T', align='c')
    d.new_page()
    d.t(40, 800, 'Redwater Finance', 18, 'TB')
    d.t(555, 800, 'Agreement number RWF 3390 1175 02', 9, 'T', align='r')
    d.line(40, 786, 555, 786, 1.5, '#8a1c1c')
    y = 765
    d.t(40, y, 'Key terms', 10, 'TB'); y -= 13
    for s in ['1. Ownership: the vehicle belongs to us until all sums due, including the optional final payment and option to purchase fee, are paid.',
              '2. Condition on return: the vehicle must be returned in a condition consistent with its age and mileage under the BVRLA fair wear and tear guide.',
              '3. Excess mileage: if you return the vehicle having exceeded the total mileage allowance of 24,000 miles you must pay the excess mileage charge.',
              '4. Default: if you fail to pay, we may charge £20 for each default notice, report to credit reference agencies and repossess the vehicle subject to the Act.',
              '5. Complaints: write to Customer Relations, Redwater Finance, Quay House, Liverpool L3 4AA. You may refer unresolved complaints to the Financial Ombudsman Service.']:
        y = d.para(40, y, 515, s, 8.5, 'T') - 3
    y -= 12
    y = d.para(40, y, 515, 'This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 10, 'TB', lead=12) - 8
    # Signing table: heading row with captions, signature cells below, date cells to the right.
    x0, cw, dw, hh, rh = 40, 360, 155, 16, 42
    rows = [('Signature of Hirer 1', 'customer', 'Tomás Reilly'), ('Signature of Hirer 2', 'customer2', 'Aoife Brennan'),
            ('Signed on behalf of the Creditor', None, 'Redwater Finance plc')]
    k = 1
    for lab, who, pr in rows:
        d.fill(x0, y - hh, cw + dw, hh, '#f1e4e4')
        d.box(x0, y - hh, cw, hh, 0.5); d.box(x0 + cw, y - hh, dw, hh, 0.5)
        d.t(x0 + 5, y - 11.5, lab, 9, 'TB'); d.t(x0 + cw + 5, y - 11.5, 'Date', 9, 'TB')
        d.box(x0, y - hh - rh, cw, rh, 0.7, tag(k)); d.box(x0 + cw, y - hh - rh, dw, rh, 0.7, tag(k + 1))
        d.place(lab, who, k, k + 1)
        d.t(x0 + 5, y - hh - rh - 10, 'Name: ' + pr, 7.5, 'T')
        y -= hh + rh + 24
        k += 2
    d.t(40, y, 'The agreement is made on the date it is signed by the Creditor.', 8.5, 'T')
    y -= 24
    d.box(40, y - 44, 515, 52, 0.4)
    d.t(46, y - 4, 'Dealer use: introduced by Peel Street Mazda (broker no. 117290). Documents checked by J. Ferris.', 8, 'T')
    d.t(46, y - 18, 'Settlement of existing agreement: none. Insurance: Admiral, policy P-88213570 (not a Redwater product).', 8, 'T')
    d.t(46, y - 32, 'Payments by direct debit from account ending 4471, first payment 15/01/2025.', 8, 'T')
    d.t(297.6, 40, 'RWF PCP 1/24 - page 2 of 2', 7.5, 'T', align='c')
    d.save()

def cond_sale():
    d = Doc('05-conditional-sale-guarantor', head('PDF by hand in Guile Scheme', 'conditional sale agreement with guarantor and witness',
        ['guile', 'conditional sale agreement', 'guarantor of the same surname', 'hyphenated first name', 'witness to the guarantor nobody',
         'rules with captions below', 'dates on the same line', 'credit broker signature'],
        documentType='finance_agreement', customerName='Chloe-Anne Hart', vehicleRegistration='DY19NHE',
        otherRegistrations=['HV66PZL'], dealershipName='Coastline Car Sales', pageCount=1))
    d.t(40, 805, 'NORTHBANK CONSUMER FINANCE LTD', 12, 'HB')
    d.t(40, 792, 'Conditional Sale Agreement regulated by the Consumer Credit Act 1974', 9, 'H')
    d.t(555, 805, 'Agreement CS-552017', 9, 'HB', align='r')
    d.t(555, 792, 'Supplier: Coastline Car Sales, Hastings', 8, 'H', align='r')
    d.line(40, 785, 555, 785, 0.8)
    y = 770
    d.kv(40, y, 'Buyer:', 'Miss Chloe-Anne HART, Flat 3, 9 Marine Court, St Leonards-on-Sea TN38 0DX', 8.5); y -= 13
    d.kv(40, y, 'Guarantor:', 'Mr Graham HART, 61 Hollington Old Lane, St Leonards-on-Sea TN38 9DR (father of the Buyer)', 8.5); y -= 13
    d.kv(40, y, 'Goods:', 'Ford Puma 1.0 EcoBoost Titanium, registration DY19 NHE, VIN WF0FXXGCHFKU31206, 38,210 miles', 8.5); y -= 13
    d.kv(40, y, 'Part exchange:', 'Peugeot 108 Active, HV66 PZL, allowance £3,100.00 (no outstanding finance)', 8.5); y -= 20
    rows = [('Cash price', '£14,495.00'), ('Part exchange allowance', '£3,100.00'), ('Amount of credit', '£11,395.00'),
            ('Interest', '£2,606.48'), ('Total amount payable', '£17,101.48'), ('Duration', '48 months'),
            ('48 monthly instalments of', '£291.70'), ('APR', '10.9%')]
    d.box(40, y - 8 - 12 * len(rows), 260, 12 * len(rows) + 12, 0.5)
    for i, (a, b) in enumerate(rows):
        yy = y - 12 * (i + 1) + 4
        d.t(46, yy, a, 8.5, 'H'); d.t(294, yy, b, 8.5, 'HB', align='r')
    yy = y
    for s in ['Title to the goods will pass to you only when you have paid the total amount payable.',
              'If you have paid one-third of the total amount payable (£5,700.49) we may not repossess the goods without a court order.',
              'You may end this agreement once you have paid one half of the total amount payable.']:
        yy = d.para(312, yy - 4, 243, s, 8, 'H')
    y = y - 12 * len(rows) - 30
    d.t(40, y, 'BUYER', 9.5, 'HB'); y -= 12
    y = d.para(40, y, 515, 'This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 8.5, 'HB') - 26
    # Rules with captions below, date rule on the same line.
    def signline(y, cap, who, k, datecap='Date'):
        d.line(40, y, 340, y, 0.6, tag(k)); d.line(370, y, 520, y, 0.6, tag(k + 1))
        d.t(40, y - 10, cap, 8, 'H'); d.t(370, y - 10, datecap, 8, 'H')
        d.place(cap, who, k, k + 1)
    signline(y, 'Signature of Buyer', 'customer', 1)
    y -= 44
    d.t(40, y, 'CREDITOR', 9.5, 'HB'); y -= 30
    signline(y, 'Signed for the Creditor', None, 3)
    y -= 40
    d.t(40, y, 'GUARANTEE AND INDEMNITY', 9.5, 'HB'); y -= 12
    for s in ['In consideration of the Creditor entering into the agreement above at my request, I guarantee that the Buyer will pay all sums due and perform all obligations under it, and I agree to indemnify the Creditor against any loss if the agreement is unenforceable against the Buyer.',
              'This guarantee is regulated by the Consumer Credit Act 1974. You should read the guarantee and the agreement carefully. The Creditor may demand payment from you without first taking action against the Buyer.']:
        y = d.para(40, y, 515, s, 8, 'H') - 3
    y -= 26
    signline(y, 'Signature of Guarantor', 'guarantor', 5)
    y -= 40
    d.line(40, y, 340, y, 0.6, tag(7))
    d.t(40, y - 10, 'Signature of Witness (to the Guarantor only)', 8, 'H')
    d.place('Signature of Witness', None, 7)
    y -= 26
    d.t(40, y, 'Witness name', 8, 'H'); d.line(110, y - 2, 340, y - 2, 0.4, '#555555')
    y -= 16
    d.t(40, y, 'Witness address', 8, 'H'); d.line(110, y - 2, 555, y - 2, 0.4, '#555555')
    y -= 30
    d.t(40, y, 'CREDIT BROKER', 9.5, 'HB'); y -= 12
    d.t(40, y, 'Coastline Car Sales, 140 Bexhill Road, St Leonards-on-Sea TN38 8AR, acts as a credit broker and introduces you to the Creditor.', 8, 'H')
    y -= 28
    d.line(40, y, 340, y, 0.6, tag(8))
    d.t(40, y - 10, 'Signed for the credit broker (Coastline Car Sales)', 8, 'H')
    d.place('Signed for the credit broker', 'dealer', 8)
    d.t(40, 38, 'NCF CS 11/2024', 7, 'H', '#666666')
    d.save()

def tyre_alloy():
    d = Doc('06-tyre-alloy-insurance', head('PDF by hand in Guile Scheme', 'tyre and alloy wheel insurance certificate and application',
        ['guile', 'tyre and alloy insurance', 'title Dr', 'policy number holding the plate', 'customer place in a shaded panel',
         'caption beside a rule', 'authorised by place', 'insurer is not the dealer'],
        documentType='insurance', customerName='Priya Ramanathan', vehicleRegistration='YH68KLP',
        otherRegistrations=[], dealershipName='Wolds Volvo', pageCount=1))
    d.fill(0, 800, 595.28, 41.89, '#14456b')
    d.t(40, 816, 'ROADWISE', 16, 'HB', '#ffffff'); d.t(130, 816, 'Tyre & Alloy Wheel Insurance', 12, 'H', '#ffffff')
    d.t(555, 816, 'Certificate and Statement of Fact', 9, 'H', '#ffffff', align='r')
    y = 778
    d.t(40, y, 'Policy number', 8, 'H', '#555555'); d.t(40, y - 13, 'RWT-YH68KLP-0412', 11, 'HB')
    d.t(220, y, 'Start date', 8, 'H', '#555555'); d.t(220, y - 13, '04/12/2024', 11, 'HB')
    d.t(330, y, 'Period', 8, 'H', '#555555'); d.t(330, y - 13, '36 months', 11, 'HB')
    d.t(440, y, 'Premium (incl. IPT)', 8, 'H', '#555555'); d.t(440, y - 13, '£349.00', 11, 'HB')
    y = 738
    d.line(40, y, 555, y, 0.5, '#14456b'); y -= 16
    d.t(40, y, 'Policyholder', 9.5, 'HB'); d.t(300, y, 'Insured vehicle', 9.5, 'HB'); y -= 14
    for a, b in [('Dr Priya RAMANATHAN', 'Volvo XC40 B4 Plus Dark, YH68 KLP'), ('5 Westwood Drive', 'VIN YV1XZ16VCJ2031749'),
                 ('Beverley HU17 8EX', 'Wheels 20in alloy, tyres 235/45 R20'), ('priya.r@example.org', 'Sold by: Wolds Volvo, Beverley')]:
        d.t(40, y, a, 9, 'H'); d.t(300, y, b, 9, 'H'); y -= 12.5
    y -= 10
    d.line(40, y, 555, y, 0.5, '#14456b'); y -= 16
    d.t(40, y, 'What is covered', 9.5, 'HB'); y -= 13
    for s in ['Repair or replacement of a tyre damaged by a puncture, blow-out or road hazard, up to £250 per claim and 4 claims a year.',
              'Cosmetic repair of kerbing, scuffs and scratches to alloy wheels (up to 3 wheels per claim, maximum 6 repairs a year).',
              'Not covered: wear and tear, tyres below 2mm tread, damage from racing or off-road use, vehicles used for hire or reward.',
              'Insurer: Harbourline Insurance Company Ltd. Administrator: Roadwise Protection Ltd, PO Box 4410, Hull HU1 9WN. Wolds Volvo is an appointed representative of Roadwise Protection Ltd.',
              'Cancellation: you may cancel within 30 days for a full refund if you have not claimed. To claim call 0330 000 7721 quoting your policy number.']:
        y = d.para(40, y, 515, s, 8.5, 'H') - 3
    y -= 8
    d.t(40, y, 'Statement of fact', 9.5, 'HB'); y -= 13
    for s in ['You told us the vehicle is used for social, domestic and commuting use, is not modified, and has no existing wheel or tyre damage.',
              'Our sales adviser did not give you advice or a recommendation; you chose this cover on the information given (demands and needs: you wish to insure against the cost of tyre and alloy wheel damage).']:
        y = d.para(40, y, 515, s, 8.5, 'H') - 3
    y -= 14
    # Shaded customer panel: caption beside the rule, date caption and rule on the same line.
    d.fill(40, y - 70, 515, 80, '#e8eef4')
    d.t(48, y - 4, 'Declaration: the information I have given is true and complete. I have received the policy summary and the IPID.', 8.5, 'H')
    yy = y - 40
    d.t(48, yy, 'Policyholder signature', 9, 'HB'); d.line(165, yy - 2, 390, yy - 2, 0.7, tag(1))
    d.t(400, yy, 'Date', 9, 'HB'); d.line(428, yy - 2, 545, yy - 2, 0.7, tag(2))
    d.place('Policyholder signature', 'customer', 1, 2)
    d.t(165, yy - 14, 'Dr P. Ramanathan', 8, 'H', '#333333')
    y -= 96
    d.t(48, y, 'Authorised by', 9, 'HB'); d.line(165, y - 2, 390, y - 2, 0.7, tag(3))
    d.t(400, y, 'Date', 9, 'HB'); d.line(428, y - 2, 545, y - 2, 0.7, tag(4))
    d.place('Authorised by', 'dealer', 3, 4)
    d.t(165, y - 14, 'Sales Adviser, Wolds Volvo (Beverley) - Nathan Cole', 8, 'H', '#333333')
    d.t(40, 38, 'Roadwise Protection Ltd is authorised and regulated by the Financial Conduct Authority (FRN 792003). RW-TA-06/24', 7, 'H', '#666666')
    d.save()

def handover_scan():
    d = Doc('07-scanned-handover-note', head('scan (Guile page, aged with scikit-image, tesseract PDF with text layer)', 'vehicle handover and delivery note',
        ['scan', 'tesseract pdf', 'ocr text layer', 'scikit-image', 'guile', 'handover note', 'initials and full name',
         'courtesy car plate returned', 'courier dealer-system print', 'underscores with captions above', 'handed over by place'],
        documentType='delivery_receipt', customerName='Sarah Whitfield', vehicleRegistration='SN22BUO',
        otherRegistrations=['SH73CXK'], dealershipName='Borders Motor Company', pageCount=1))
    f = 'C'
    d.t(40, 800, 'BORDERS MOTOR COMPANY LTD', 13, 'HB')
    d.t(40, 786, 'Tweedbank Industrial Estate, Galashiels TD1 3RS   Tel 01896 000 740', 8.5, 'H')
    d.t(555, 800, 'HANDOVER NOTE', 13, 'HB', align='r')
    d.line(40, 778, 555, 778, 1)
    lines = ['DEAL NO     : 24-0691                DATE     : 06/12/2024',
             'CUSTOMER    : MRS S J WHITFIELD',
             'ADDRESS     : 3 ABBOTSFORD ROAD, MELROSE TD6 9AE',
             'VEHICLE     : SKODA KAROQ 1.5 TSI SE DRIVE DSG',
             'REG NO      : SN22 BUO             VIN : TMBJC7NU1N5047318',
             'MILEAGE     : 16,240               FUEL: FULL',
             'COURTESY CAR: SH73 CXK RETURNED    MILES 312   FUEL OK',
             'SALES EXEC  : K. ANDERSON']
    y = 760
    for s in lines:
        d.t(40, y, s, 9.5, f); y -= 13
    y -= 8
    d.t(40, y, 'HANDOVER CHECKLIST', 10, 'HB'); y -= 14
    items = ['V5C new keeper slip (V5C/2) given and online notification made', 'Two keys, locking wheel nut and parking card handed over',
             'Service book and digital service record explained', 'Infotainment paired with customer phone, MySkoda app set up',
             'Warranty booklet (Skoda 12 months used car warranty) and breakdown cover card',
             'Tyre pressures and AdBlue/fuel type explained', 'Finance documents copy (Volkswagen Financial Services) given']
    for s in items:
        d.box(44, y - 2, 8, 8, 0.6); d.t(47, y - 0.5, 'X', 7.5, 'H'); d.t(60, y, s, 8.5, 'H'); y -= 14
    y -= 6
    y = d.para(40, y, 515, 'I confirm that I have received the vehicle described above in good condition, together with the items ticked, and that its features have been explained to me. Any cosmetic defects are recorded below.', 8.5, 'H') - 4
    d.t(40, y, 'Defects noted: light scuff rear bumper nearside (agreed, SMART repair booked 13/12/2024)', 8.5, 'H')
    y -= 34
    # Captions above, underscores below, date on the same line.
    fs = 10
    d.t(40, y, 'Customer signature', 8.5, 'HB'); d.t(360, y, 'Date', 8.5, 'HB')
    u = '_' * 30; ud = '_' * 18
    d.t(40, y - 26, u, fs, f, tag(1)); d.t(360, y - 26, ud, fs, f, tag(2))
    d.place('Customer signature', 'customer', 1, 2)
    d.t(40, y - 38, 'Sarah Jane Whitfield', 8, 'H')
    y -= 64
    d.t(40, y, 'Handed over by', 8.5, 'HB'); d.t(360, y, 'Date', 8.5, 'HB')
    d.t(40, y - 26, u, fs, f, tag(3)); d.t(360, y - 26, ud, fs, f, tag(4))
    d.place('Handed over by', 'dealer', 3, 4)
    d.t(40, y - 38, 'Kirsty Anderson, Sales Executive', 8, 'H')
    y -= 60
    d.t(40, y, 'Customer copy / dealer copy. Please keep this note with your vehicle documents.', 8, 'H', '#444444')
    d.save()


def px_appraisal():
    d = Doc('13-part-exchange-appraisal', head('PDF by hand in Guile Scheme', 'part exchange appraisal and purchase against a sale',
        ['guile', 'part exchange appraisal', 'surname first with title in brackets', 'accented first name',
         'outstanding finance number holding the plate letters', 'car being bought named in the deal box', 'tick boxes',
         'boxes with captions below', 'appraised by place'],
        documentType='trade_in_agreement', customerName='Siobhán O\'Neill', vehicleRegistration='BK18FZW',
        otherRegistrations=['PO73XRM'], dealershipName='Solent Road Honda', pageCount=1))
    d.t(40, 802, 'SOLENT ROAD HONDA', 15, 'TB')
    d.t(40, 788, 'Part Exchange Appraisal & Purchase Agreement', 11, 'T')
    d.t(555, 802, 'Appraisal no. PX-7716', 9, 'T', align='r'); d.t(555, 789, 'Date 07/12/2024', 9, 'T', align='r')
    d.line(40, 780, 555, 780, 0.8); d.line(40, 777, 555, 777, 0.3)
    y = 760
    d.t(40, y, 'CUSTOMER', 9.5, 'TB'); y -= 14
    for a, b in [('Name', "O'NEILL, Siobhán (Mrs)"), ('Address', '9 Hamble Lane, Bursledon, Southampton SO31 8BR'), ('Telephone', '07700 900 136')]:
        d.t(48, y, a, 9, 'T'); d.t(160, y, b, 9.5, 'T'); y -= 13
    y -= 8
    d.t(40, y, 'PART EXCHANGE VEHICLE', 9.5, 'TB'); y -= 14
    for a, b in [('Registration', 'BK18 FZW'), ('Make / model', 'Honda Jazz 1.3 i-VTEC EX Navi'), ('Colour', 'Brilliant Sporty Blue'),
                 ('Mileage', '52,418'), ('MOT expiry', '14/06/2025'), ('Keys / V5C', '1 key (second key missing), V5C present'),
                 ('Outstanding finance', 'Honda Finance Europe, agreement HFE-BK18FZ-77310, settlement £1,212.08 (good to 14/12/2024)')]:
        d.t(48, y, a, 9, 'T'); d.t(160, y, b, 9.5, 'T'); y -= 13
    y -= 8
    d.t(40, y, 'CONDITION (appraiser)', 9.5, 'TB'); y -= 14
    for lab, tick in [('Bodywork: light scratches to both rear doors', True), ('Alloy wheels: two kerbed', True), ('Interior: good', True),
                      ('Warning lights on dash', False), ('Service history: main dealer, last service 05/2024', True)]:
        d.box(48, y - 1.5, 8, 8, 0.6)
        if tick: d.t(49.6, y - 0.3, 'X', 8, 'H')
        d.t(62, y, lab, 9, 'T'); y -= 13
    y -= 10
    d.box(40, y - 74, 515, 84, 0.6)
    d.t(48, y - 4, 'DEAL', 9.5, 'TB')
    for i, (a, b) in enumerate([('Vehicle being purchased', 'Honda HR-V 1.5 i-MMD Advance, PO73 XRM (order 24-1183)'),
                                ('Part exchange valuation', '£7,450.00'), ('Less settlement of outstanding finance', '£1,212.08'),
                                ('Net part exchange allowance', '£6,237.92')]):
        d.t(48, y - 20 - 13 * i, a, 9, 'T'); d.t(280, y - 20 - 13 * i, b, 9.5, 'T')
    y -= 100
    d.t(40, y, 'DECLARATION', 9.5, 'TB'); y -= 13
    for s in ['I am the owner of the part exchange vehicle or am authorised by its owner to sell it. Apart from the finance shown above, it is free of any finance or charge. It has not been an insurance write-off, and the mileage is correct.',
              'The valuation stands only if the vehicle is delivered in the condition described above by 21/12/2024. If I do not go ahead with the purchase of the vehicle named in the deal box, this agreement lapses.']:
        y = d.para(40, y, 515, s, 9, 'T', lead=11.5) - 3
    y -= 18
    # Boxes with captions below; date boxes beside.
    bh = 34
    d.box(40, y - bh, 300, bh, 0.8, tag(1)); d.box(360, y - bh, 130, bh, 0.8, tag(2))
    d.t(40, y - bh - 11, 'Signature of customer', 8.5, 'T'); d.t(360, y - bh - 11, 'Date', 8.5, 'T')
    d.place('Signature of customer', 'customer', 1, 2)
    y -= bh + 34
    d.box(40, y - bh, 300, bh, 0.8, tag(3)); d.box(360, y - bh, 130, bh, 0.8, tag(4))
    d.t(40, y - bh - 11, 'Appraised by (Solent Road Honda)', 8.5, 'T'); d.t(360, y - bh - 11, 'Date', 8.5, 'T')
    d.place('Appraised by', 'dealer', 3, 4)
    d.t(40, y - bh - 23, 'Appraiser: Tariq Aziz, Used Car Manager', 8, 'T', '#444444')
    d.t(40, 40, 'Solent Road Honda, Bursledon Road, Southampton SO19 8BA. A trading name of SRH Automotive Ltd.', 7.5, 'T', '#555555')
    d.save()

if __name__ == '__main__':
    for f in (pcp, cond_sale, tyre_alloy, handover_scan, px_appraisal):
        f()
