# Layouts of the set's PDFs (page descriptions for pikepdf17.py and muhammara17.mjs).
import sys
from lay17 import Doc, width, tag, BLACK

GREY = (0.9, 0.9, 0.9)
DARK = (0.25, 0.25, 0.25)


def head(kinds, dtype, cust, reg, others, pages_dealer, other_customers=None, title=''):
    h = {'kinds': kinds, 'documentType': dtype, 'customerName': cust, 'vehicleRegistration': reg,
         'otherRegistrations': others, 'dealershipName': pages_dealer, 'title': title}
    if other_customers:
        h['otherCustomers'] = other_customers
    return h


def para(d, y, s, size=7.6, x=42, w=511, font='R'):
    return d.wrap(x, y, w, s, size, font) - 3


def banner(d, y, s, x=42, w=511, size=9):
    d.rect(x, y - 4, w, size + 6, 0, None, DARK)
    d.t(x + 5, y, s, size, 'B', (1, 1, 1))
    return y - size - 10


# 01 hire purchase agreement, pikepdf / Helvetica, 2 pages ------------------------------------------------------
def hp():
    d = Doc('01-hire-purchase-agreement', head(
        ['producer: pikepdf 6 content streams (base-14 Helvetica)', 'kind: hire purchase agreement, 2 pages',
         'surname-first capitals with title after', 'part-exchange plate in the financial details',
         'drawn boxes with captions above, date boxes beside', "creditor's box nobody's"],
        'finance_agreement', 'Kwabena Owusu-Ansah', 'PN21XKD', ['BT15OVR'], 'Ribble Valley Skoda',
        title='Hire Purchase Agreement CMF/0093127'))
    d.t(42, 800, 'Castlegate Motor Finance Limited', 15, 'B')
    d.t(42, 786, 'Castlegate House, 14 Wharf Street, Leeds LS2 7EQ  ·  Authorised and regulated by the Financial Conduct Authority (FRN 631884)', 7)
    d.t(553, 800, 'Agreement No. CMF/0093127', 9, 'B', align='r')
    d.t(42, 760, 'HIRE PURCHASE AGREEMENT regulated by the Consumer Credit Act 1974', 11, 'B')
    y = banner(d, 738, 'PARTIES')
    d.rect(42, 640, 252, 88, 0.5)
    d.rect(301, 640, 252, 88, 0.5)
    d.t(48, 718, 'Creditor', 8, 'B')
    for i, s in enumerate(['Castlegate Motor Finance Limited', 'Castlegate House, 14 Wharf Street', 'Leeds LS2 7EQ',
                           'Company No. 04418265']):
        d.t(48, 705 - i * 11, s, 8.5)
    d.t(307, 718, 'Debtor', 8, 'B')
    for i, s in enumerate(['OWUSU-ANSAH Kwabena Mr', '27 Moorfield Crescent', 'Clitheroe', 'Lancashire BB7 2LP',
                           'Date of birth 04/09/1986']):
        d.t(307, 705 - i * 11, s, 8.5)
    d.t(42, 626, 'Supplier (dealer): Ribble Valley Skoda, Whalley Road, Clitheroe BB7 1HT', 8.5)
    y = banner(d, 606, 'GOODS')
    rows = [('Make / model', 'Skoda Octavia Estate 1.5 TSI SE L 5dr DSG'), ('Registration mark', 'PN21 XKD'),
            ('VIN', 'TMBJR7NX5MY041736'), ('Date first registered', '12/05/2021'), ('Mileage', '28,416'),
            ('Colour', 'Race Blue metallic')]
    for i, (k, v) in enumerate(rows):
        d.kv(48, 586 - i * 13, k, v, 8.5, 130, 'R', 'B' if k == 'Registration mark' else 'R')
    y = banner(d, 500, 'FINANCIAL DETAILS')
    fin = [('Cash price of goods', '£17,995.00'), ('Less part exchange (BT15 OVR, Ford Focus)', '£2,150.00'),
           ('Less cash deposit', '£1,000.00'), ('Amount of credit', '£14,845.00'), ('Interest charges', '£3,987.32'),
           ('Option to purchase fee (payable with last instalment)', '£10.00'),
           ('Total amount payable', '£21,992.32'), ('Duration', '48 months'),
           ('47 monthly instalments of', '£392.36'), ('followed by 1 final instalment of', '£402.36'),
           ('Rate of interest (fixed)', '6.45% p.a.'), ('APR', '12.9%')]
    for i, (k, v) in enumerate(fin):
        yy = 480 - i * 13
        d.t(48, yy, k, 8.5)
        d.t(300, yy, v, 8.5, 'B' if k in ('Total amount payable', 'APR') else 'R', align='r')
        d.line(48, yy - 3.5, 300, yy - 3.5, 0.2, (0.7, 0.7, 0.7))
    d.t(330, 480, 'First instalment due', 8.5, 'B')
    d.t(330, 467, '01/07/2025 and on the same day of each', 8.5)
    d.t(330, 454, 'following month, by direct debit.', 8.5)
    y = banner(d, 310, 'KEY INFORMATION')
    y = para(d, 292, 'This agreement is a hire purchase agreement. You do not own the goods until you have paid the total amount payable '
             'including the option to purchase fee. You have the right to withdraw from this agreement within 14 days without giving '
             'any reason. You may end this agreement by returning the goods once you have paid half the total amount payable '
             '(£10,996.16). If you fail to keep up repayments, we may take the goods back; once you have paid one third of the total '
             'amount payable (£7,330.77) we must obtain a court order first. Missing payments could have severe consequences and may '
             'make obtaining credit more difficult.')
    y = para(d, y, 'Termination: your right to end the agreement. You have a right to end this agreement. To do so, you should write '
             'to the person to whom you make your payments. We will then be entitled to the return of the goods and to half the total '
             'amount payable, that is £10,996.16. If you have already paid at least this amount plus any overdue instalments, you will '
             'not have to pay any more, provided you have taken reasonable care of the goods.')
    d.t(553, 40, 'Page 1 of 2   CMF/0093127', 7, align='r')
    d.new_page()
    d.t(42, 800, 'Castlegate Motor Finance Limited  ·  Agreement No. CMF/0093127', 9, 'B')
    y = banner(d, 780, 'TERMS AND CONDITIONS')
    terms = ['1. Ownership. The goods remain our property until you have paid all sums due under this agreement and the option '
             'to purchase fee.', '2. Payments. You must pay the instalments on the due dates. Time for payment is of the essence.',
             '3. Insurance. You must keep the goods insured comprehensively with a reputable insurer for their full replacement value.',
             '4. Use and care. You must keep the goods in good repair, not sell or dispose of them, and tell us of any change of address.',
             '5. Default. If you do not pay on time we may charge interest on the overdue amount at the rate in this agreement.',
             '6. Complaints. You may refer a complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.']
    y = 760
    for s in terms:
        y = para(d, y, s, 7.8)
    y = banner(d, y - 8, 'SIGNATURES')
    y = para(d, y - 4, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally '
             'bound by its terms.', 8.2, font='B')
    y -= 10
    d.t(42, y, 'Signature of Debtor', 8.5, 'B')
    d.t(400, y, 'Date of signature', 8.5, 'B')
    k, kd = d.newtag(), d.newtag()
    d.box(42, y - 46, 330, 40, k)
    d.box(400, y - 46, 153, 40, kd)
    d.place('Signature of Debtor', 'customer', k, kd)
    d.t(42, y - 58, 'Kwabena Owusu-Ansah', 8)
    y -= 86
    d.t(42, y, 'Signed for and on behalf of the Creditor', 8.5, 'B')
    d.t(400, y, 'Date of signature', 8.5, 'B')
    k, kd = d.newtag(), d.newtag()
    d.box(42, y - 46, 330, 40, k)
    d.box(400, y - 46, 153, 40, kd)
    d.place('Signed for and on behalf of the Creditor', None, k, kd)
    d.t(42, y - 58, 'The goods will become your property when you have made all the payments and paid the option fee.', 7.5, 'I')
    y -= 90
    d.rect(42, y - 70, 511, 78, 0.4, (0.5, 0.5, 0.5))
    d.t(48, y - 6, 'FOR OFFICE USE ONLY', 7.5, 'B')
    d.t(48, y - 22, 'Proposal ref  ______________    Underwriter  ______________    Payout date  __________', 7.5)
    d.t(48, y - 38, 'Dealer ref RVS-1147   Introducer: Ribble Valley Skoda (FRN 702219)', 7.5)
    d.t(553, 40, 'Page 2 of 2   CMF/0093127', 7, align='r')
    d.save()


# 02 joint PCP agreement, muhammara / Liberation Sans, 2 pages ---------------------------------------------------
def pcp():
    d = Doc('02-joint-pcp-agreement', head(
        ['producer: muhammara (PDF-Writer) with embedded Liberation Sans', 'kind: PCP (hire purchase) agreement, joint debtors, 2 pages',
         'Debtor 2 of another surname is customer2', 'dotted lines with captions below, dotted dates beside',
         "creditor's place nobody's", 'guaranteed future value'],
        'finance_agreement', 'Daniel Hughes', 'GK23BWN', [], 'Medway MG', ['Priya Raman'],
        title='Personal Contract Purchase HAF-22-771045'))
    d.rect(0, 790, 595.28, 52, 0, None, (0.06, 0.2, 0.36))
    d.t(42, 812, 'HARBOURSIDE AUTO FINANCE', 16, 'B', (1, 1, 1))
    d.t(553, 812, 'Personal Contract Purchase', 11, 'R', (1, 1, 1), align='r')
    d.t(553, 798, 'Agreement number HAF-22-771045', 8, 'R', (1, 1, 1), align='r')
    d.t(42, 770, 'Hire Purchase Agreement regulated by the Consumer Credit Act 1974', 10.5, 'B')
    y = 748
    cols = [(42, 'Debtor 1', ['Mr Daniel James HUGHES', '9 Rochester Gardens', 'Gillingham, Kent ME7 3QP']),
            (218, 'Debtor 2', ['Ms Priya RAMAN', '9 Rochester Gardens', 'Gillingham, Kent ME7 3QP']),
            (394, 'Creditor', ['Harbourside Auto Finance plc', 'Quay House, Ocean Way', 'Southampton SO14 3JZ'])]
    for x, cap, lines in cols:
        d.rect(x, 680, 166, 76, 0.5, (0.06, 0.2, 0.36))
        d.t(x + 6, 744, cap, 8, 'B', (0.06, 0.2, 0.36))
        for i, s in enumerate(lines):
            d.t(x + 6, 730 - i * 12, s, 8.5)
    d.t(42, 664, 'Dealer: Medway MG, 2 Pier Road, Gillingham ME7 1RJ    Salesperson: Kieran Doyle', 8.5)
    y = 644
    d.t(42, y, 'Vehicle', 10, 'B')
    rows = [('Description', 'MG HS 1.5 T-GDI Trophy 5dr DCT'), ('Registration', 'GK23 BWN'), ('Chassis no.', 'LSJA24U65PG083311'),
            ('Registered', '04/03/2023'), ('Odometer', '11,902 miles')]
    for i, (k, v) in enumerate(rows):
        d.t(42, y - 16 - i * 12, k, 8.5)
        d.t(150, y - 16 - i * 12, v, 8.5)
    y = 560
    d.t(42, y, 'Financial details', 10, 'B')
    fin = [('Cash price', '£21,450.00'), ('Deposit (cash)', '£2,500.00'), ('Amount of credit', '£18,950.00'),
           ('Interest', '£4,268.40'), ('Option to purchase fee', '£1.00'), ('Total amount payable', '£25,719.40'),
           ('Duration', '37 months'), ('36 monthly payments of', '£336.79'),
           ('Optional final payment (Guaranteed Future Value)', '£11,094.96'), ('Annual mileage', '8,000'),
           ('Excess mileage charge', '8p per mile'), ('APR representative', '9.9%')]
    for i, (k, v) in enumerate(fin):
        yy = y - 16 - i * 12.5
        d.rect(42, yy - 3.6, 300, 12.5, 0.3, (0.75, 0.75, 0.75), GREY if i % 2 else None)
        d.t(46, yy, k, 8.3)
        d.t(338, yy, v, 8.3, 'R', align='r')
    d.t(360, y - 16, 'Payments start', 8.3, 'B')
    d.wrap(360, y - 28, 190, 'The first monthly payment is due one month after the date of this agreement. At the end of the term you may '
           'pay the optional final payment and own the vehicle, return it, or part exchange it.', 8)
    y = 380
    d.t(42, y, 'Important information', 10, 'B')
    y = para(d, y - 14, 'Each Debtor is jointly and severally liable: we may claim the full amount owing from either of you. If the '
             'vehicle is returned at the end of the agreement it must be within the annual mileage and in a condition consistent with '
             'its age, as set out in the BVRLA Fair Wear and Tear Guide; otherwise charges apply.')
    y = para(d, y, 'Withdrawal: you may withdraw from this agreement within 14 days of the day after it is signed by writing to us at the '
             'address above. If you withdraw you must repay the credit and interest accrued at £1.19 a day.')
    y = para(d, y, 'Voluntary termination: you may end this agreement at any time before the final payment falls due by writing to us, '
             'once you have paid half the total amount payable (£12,859.70).')
    d.t(297.6, 40, 'HAF-22-771045  ·  page 1 of 2', 7, 'R', align='c')
    d.new_page()
    d.rect(0, 812, 595.28, 30, 0, None, (0.06, 0.2, 0.36))
    d.t(42, 823, 'HARBOURSIDE AUTO FINANCE  ·  HAF-22-771045', 9, 'B', (1, 1, 1))
    y = 790
    for s in ['Your obligations. You must insure the vehicle fully comprehensively, keep it taxed and serviced according to the '
              'manufacturer\'s schedule, and not take it abroad for more than 90 days without our consent.',
              'Our rights. If you break this agreement we may end it after serving a default notice; if you have paid one third of '
              'the total amount payable we cannot take the vehicle back without a court order.',
              'Data. We will search your records at credit reference agencies and record this agreement with them.']:
        y = para(d, y, s, 8)
    y -= 6
    d.t(42, y, 'SIGNATURES', 11, 'B', (0.06, 0.2, 0.36))
    y = para(d, y - 16, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally '
             'bound by its terms.', 8.5, font='B')
    for cap, who, nm in [('Signature of Debtor 1', 'customer', 'Daniel James Hughes'),
                         ('Signature of Debtor 2', 'customer2', 'Priya Raman')]:
        y -= 34
        k, kd = d.newtag(), d.newtag()
        d.dots(42, y, 320, k)
        d.dots(400, y, 153, kd)
        d.t(42, y - 11, cap, 8, 'B')
        d.t(160, y - 11, f'({nm})', 8)
        d.t(400, y - 11, 'Date', 8, 'B')
        d.place(cap, who, k, kd)
        y -= 14
    y -= 34
    k, kd = d.newtag(), d.newtag()
    d.dots(42, y, 320, k)
    d.dots(400, y, 153, kd)
    d.t(42, y - 11, 'Signed on behalf of the Creditor', 8, 'B')
    d.t(400, y - 11, 'Date', 8, 'B')
    d.place('Signed on behalf of the Creditor', None, k, kd)
    y -= 40
    y = para(d, y, 'The date of this agreement is the date on which it is signed by the Creditor. A copy will be sent to each Debtor.', 7.6)
    d.t(297.6, 40, 'HAF-22-771045  ·  page 2 of 2', 7, 'R', align='c')
    d.save()


# 03 conditional sale with guarantor, Northern Ireland, pikepdf / Times ------------------------------------------
def cs():
    d = Doc('03-conditional-sale-guarantor', head(
        ['producer: pikepdf 6 content streams (base-14 Times)', 'kind: conditional sale agreement with guarantor, Northern Ireland',
         '"Miss Chloe A. BRENNAN" with a middle initial', 'guarantor of the same surname', "witness to the guarantor nobody's",
         'underscores with the date on the same line', 'Northern Ireland plate'],
        'finance_agreement', 'Chloe Brennan', 'KFZ7312', [], 'Lagan Valley Motors',
        title='Conditional Sale Agreement'))
    d.t(297.6, 806, 'ULSTERVALE CREDIT LIMITED', 15, 'TB', align='c')
    d.t(297.6, 792, '3 Linenhall Street, Belfast BT2 8AA', 8.5, 'TR', align='c')
    d.t(297.6, 770, 'CONDITIONAL SALE AGREEMENT', 12.5, 'TB', align='c')
    d.t(297.6, 757, 'regulated by the Consumer Credit Act 1974', 9, 'TI', align='c')
    d.t(42, 736, 'Agreement no. UVC 55102/C', 9, 'TB')
    d.t(553, 736, 'Dealer: Lagan Valley Motors, Lisburn BT28 1XP', 9, 'TR', align='r')
    d.line(42, 730, 553, 730, 0.8)
    d.t(42, 714, 'Customer:', 9.5, 'TB')
    d.t(110, 714, 'Miss Chloe A. BRENNAN, 41 Ballymacash Road, Lisburn, Co. Antrim BT28 3EZ', 9.5, 'TR')
    d.t(42, 700, 'Guarantor:', 9.5, 'TB')
    d.t(110, 700, 'Mr Patrick BRENNAN, 6 Moira Drive, Hillsborough BT26 6DG', 9.5, 'TR')
    d.t(42, 680, 'Vehicle:', 9.5, 'TB')
    d.t(110, 680, 'Volkswagen Polo 1.0 TSI Life 5dr, registration KFZ 7312, first registered 22/09/2020,', 9.5, 'TR')
    d.t(110, 668, 'VIN WVWZZZAWZLY118274, odometer 31,550 miles.', 9.5, 'TR')
    y = 646
    fin = [('Cash price', '£12,295.00'), ('Deposit paid', '£1,500.00'), ('Total amount of credit', '£10,795.00'),
           ('Total charge for credit', '£2,341.64'), ('Total amount payable', '£14,636.64'),
           ('Payable by 60 monthly instalments of', '£218.94'), ('APR', '8.9%')]
    for i, (k, v) in enumerate(fin):
        d.t(60, y - i * 13, k, 9.5, 'TR')
        d.t(330, y - i * 13, v, 9.5, 'TB' if k == 'APR' else 'TR', align='r')
    y = 546
    for s in ['1. Property in the vehicle will pass to you when you have paid the total amount payable. Until then you must not sell '
              'or otherwise dispose of it.',
              '2. You may end this agreement at any time by writing to us; if you do, you must pay any amount needed to bring your '
              'payments to one half of the total amount payable (£7,318.32).',
              '3. If you break this agreement we may end it after serving a notice of default. If you have paid one third of the total '
              'amount payable we cannot recover the vehicle without a court order.']:
        y = para(d, y, s, 8.8, font='TR')
    y -= 4
    d.t(42, y, 'SIGNED BY THE CUSTOMER', 9.5, 'TB')
    y = para(d, y - 13, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally '
             'bound by its terms.', 8.8, font='TB')
    y -= 24
    k, kd = d.newtag(), d.newtag()
    x = d.t(42, y, 'Signature of Customer ', 9.5, 'TR')
    x = d.unders(x, y, 38, k, 9.5, 'TR')
    x = d.t(x + 6, y, 'Date ', 9.5, 'TR')
    d.unders(x, y, 16, kd, 9.5, 'TR')
    d.place('Signature of Customer', 'customer', k, kd)
    y -= 34
    k, kd = d.newtag(), d.newtag()
    x = d.t(42, y, 'Signed for the Creditor ', 9.5, 'TR')
    x = d.unders(x, y, 37, k, 9.5, 'TR')
    x = d.t(x + 6, y, 'Date ', 9.5, 'TR')
    d.unders(x, y, 16, kd, 9.5, 'TR')
    d.place('Signed for the Creditor', None, k, kd)
    y -= 22
    d.line(42, y, 553, y, 0.8)
    y -= 16
    d.t(42, y, 'GUARANTEE AND INDEMNITY', 9.5, 'TB')
    y = para(d, y - 13, 'In consideration of the Creditor entering into the above agreement at my request, I guarantee that the Customer '
             'will make every payment due under it and I will indemnify the Creditor against any loss. This guarantee is regulated by '
             'the Consumer Credit Act 1974. You may have to pay instead of the Customer.', 8.8, font='TR')
    y -= 24
    k, kd = d.newtag(), d.newtag()
    x = d.t(42, y, 'Signature of Guarantor ', 9.5, 'TR')
    x = d.unders(x, y, 37, k, 9.5, 'TR')
    x = d.t(x + 6, y, 'Date ', 9.5, 'TR')
    d.unders(x, y, 16, kd, 9.5, 'TR')
    d.place('Signature of Guarantor', 'guarantor', k, kd)
    y -= 34
    k = d.newtag()
    x = d.t(42, y, 'Witness to Guarantor ', 9.5, 'TR')
    x = d.unders(x, y, 38, k, 9.5, 'TR')
    d.place('Witness to Guarantor', None, k)
    y -= 18
    d.t(42, y, 'Witness name ' + '.' * 60, 9, 'TR')
    y -= 15
    d.t(42, y, 'Witness address ' + '.' * 100, 9, 'TR')
    d.t(297.6, 40, 'UVC 55102/C  Customer copy', 7.5, 'TI', align='c')
    d.save()



# 04 used vehicle order, muhammara / Liberation Sans, signing table cells -----------------------------------------
def order():
    d = Doc('04-vehicle-order', head(
        ['producer: muhammara (PDF-Writer) with embedded Liberation Sans', 'kind: used vehicle order form, dealer-system print',
         '"Mrs G. L. Whitfield" in the address, "Gemma Louise Whitfield" in the customer grid',
         'part-exchange plate YR12 HMU and a finance proposal number', 'signing table: caption cells beside empty cells, date cells',
         "salesperson's and sales manager's cells the dealer's"],
        'sales_agreement', 'Gemma Whitfield', 'LS19TFO', ['YR12HMU'], 'Aire Valley Car Centre',
        title='Vehicle Order 48213'))
    d.t(42, 805, 'Aire Valley Car Centre', 17, 'B', (0.55, 0.05, 0.1))
    d.t(42, 791, 'Canal Road, Shipley, West Yorkshire BD18 3HP  ·  01274 590 112  ·  VAT 284 1193 57', 7.5)
    d.t(553, 805, 'VEHICLE ORDER', 13, 'B', align='r')
    d.t(553, 791, 'Order no. 48213   Date 14/06/2025', 8, align='r')
    d.line(42, 783, 553, 783, 1.2, (0.55, 0.05, 0.1))
    d.t(42, 766, 'Mrs G. L. Whitfield', 9)
    for i, s in enumerate(['Flat 3, Larchfield House', '118 Bradford Road', 'Bingley BD16 1TW']):
        d.t(42, 754 - i * 11, s, 9)
    d.t(330, 766, 'Salesperson: Amir Haddad', 8.5)
    d.t(330, 754, 'Stock no.: U7712', 8.5)
    d.t(330, 742, 'Customer no.: C0031874', 8.5)
    def grid(y, title, rows, cw=(120, 135, 120, 136)):
        d.rect(42, y, 511, 14, 0.5, (0.4, 0.4, 0.4), (0.85, 0.85, 0.85))
        d.t(46, y + 4, title, 8.5, 'B')
        yy = y
        for r in rows:
            yy -= 14
            x = 42
            for ci, c in enumerate(r):
                d.rect(x, yy, cw[ci], 14, 0.4, (0.4, 0.4, 0.4), GREY if ci % 2 == 0 else None)
                d.t(x + 3, yy + 4, c, 7.8, 'B' if ci % 2 == 0 else 'R')
                x += cw[ci]
        return yy
    y = grid(702, 'CUSTOMER', [['Full name', 'Gemma Louise Whitfield', 'Telephone', '07712 448 091'],
                               ['Email', 'g.whitfield@fastmail.co.uk', 'Date of birth', '19/02/1984']])
    y = grid(y - 18, 'VEHICLE ORDERED', [['Make / model', 'Toyota Yaris 1.5 Hybrid Icon', 'Registration', 'LS19 TFO'],
                                          ['VIN', 'VNKKDC3B40A169725', 'Mileage', '38,120'],
                                          ['Colour', 'Tokyo Red', 'MOT expiry', '21/03/2026']])
    y = grid(y - 18, 'PART EXCHANGE', [['Make / model', 'Nissan Micra 1.2 Acenta', 'Registration', 'YR12 HMU'],
                                        ['Settlement to', 'none declared', 'Mileage', '74,330']])
    y -= 18
    d.rect(42, y, 511, 14, 0.5, (0.4, 0.4, 0.4), (0.85, 0.85, 0.85))
    d.t(46, y + 4, 'PRICE', 8.5, 'B')
    fin = [('Vehicle price', '12,490.00'), ('12 month warranty (Aire Valley Care)', '0.00'), ('Road fund licence', 'included'),
           ('Total price', '12,490.00'), ('Less part exchange allowance (YR12 HMU)', '-1,350.00'), ('Less deposit paid (card)', '-250.00'),
           ('Balance to finance', '10,890.00')]
    for i, (k, v) in enumerate(fin):
        y -= 14
        d.rect(42, y, 391, 14, 0.4, (0.4, 0.4, 0.4))
        d.rect(433, y, 120, 14, 0.4, (0.4, 0.4, 0.4))
        d.t(46, y + 4, k, 7.8, 'B' if k.startswith(('Total', 'Balance')) else 'R')
        d.t(549, y + 4, ('-£' + v[1:] if v[0] == '-' else '£' + v) if v[0].isdigit() or v[0] == '-' else v, 7.8, 'B' if k.startswith(('Total', 'Balance')) else 'R', align='r')
    y -= 14
    d.t(46, y, 'Finance proposal no. AVF-4471093 (Moorside Finance) subject to acceptance.', 7.8)
    y -= 16
    y = para(d, y, 'The customer agrees to buy the vehicle above on the dealer\'s terms of business overleaf. The deposit is refundable '
             'only if finance is declined. The part exchange is accepted on the customer\'s declaration that it is their property, free '
             'of finance, and its mileage is correct. Delivery is expected on or after 20/06/2025.', 7.6)
    y -= 8
    d.rect(42, y - 14, 511, 14, 0.5, (0.4, 0.4, 0.4), (0.85, 0.85, 0.85))
    d.t(46, y - 10, 'SIGNATURES', 8.5, 'B')
    y -= 14
    for cap, who in [('Customer signature', 'customer'), ('Salesperson', 'dealer'), ('Sales manager', 'dealer')]:
        y -= 36
        d.rect(42, y, 120, 36, 0.4, (0.4, 0.4, 0.4), GREY)
        d.t(46, y + 14, cap, 8, 'B')
        k, kd = d.newtag(), d.newtag()
        d.box(162, y, 230, 36, k, 0.4)
        d.rect(392, y, 40, 36, 0.4, (0.4, 0.4, 0.4), GREY)
        d.t(396, y + 14, 'Date', 8, 'B')
        d.box(432, y, 121, 36, kd, 0.4)
        d.place(cap, who, k, kd)
    d.t(297.6, 40, 'Aire Valley Car Centre is a trading name of AVCC (Shipley) Ltd, company no. 07719302. Customer copy.', 7, align='c')
    d.save()


# 05 vehicle purchase invoice (dealer buys outright), pikepdf / Courier, dealer-system print --------------------
def buyin():
    d = Doc('05-vehicle-purchase-invoice', head(
        ['producer: pikepdf 6 content streams (base-14 Courier)', 'kind: vehicle purchase invoice, dealer buys the customer\'s car outright',
         '"MR ANDREW J DUNMORE" in capitals with a middle initial', 'finance settlement agreement number holding the plate',
         'underscores with the date on the same line', '"Purchased by" the dealer\'s'],
        'trade_in', 'Andrew Dunmore', 'WV66PLE', [], 'Tamar Car Buyers', title='Vehicle Purchase Invoice PI-20931'))
    M, B = 'M', 'MB'
    y = 806
    for s, f in [('TAMAR CAR BUYERS', B), ('UNIT 4 PARKWAY TRADE PARK, SALTASH PL12 6LX', M), ('TEL 01752 841 660   VAT REG 311 2284 09', M)]:
        d.t(42, y, s, 10, f); y -= 12
    d.t(553, 806, 'VEHICLE PURCHASE INVOICE', 10, B, align='r')
    d.t(553, 794, 'INVOICE NO  PI-20931', 9, M, align='r')
    d.t(553, 782, 'DATE       03/07/2025', 9, M, align='r')
    d.t(42, 760, '=' * 85, 8.2, M)
    y = 744
    for s in ['SELLER:  MR ANDREW J DUNMORE', '         12 TREVITHICK CLOSE', '         CALLINGTON', '         CORNWALL PL17 7RB',
              'ID SEEN: DRIVING LICENCE  DUNMO807157AJ9LK  + UTILITY BILL']:
        d.t(42, y, s, 9, M); y -= 11.5
    y -= 8
    d.t(42, y, '-' * 85, 8.2, M); y -= 12
    for k, v in [('REG NO', 'WV66 PLE'), ('MAKE/MODEL', 'AUDI A3 SPORTBACK 1.6 TDI SPORT'), ('VIN', 'WAUZZZ8V2GA118406'),
                 ('FIRST REG', '14/10/2016'), ('MILEAGE', '81,275 (WARRANTED)'), ('COLOUR', 'MYTHOS BLACK'),
                 ('V5C DOC REF', '1154 2287 361'), ('KEYS', '2'), ('SERVICE HISTORY', 'PART - 5 STAMPS')]:
        d.t(42, y, f'{k:<18}{v}', 9, M); y -= 11.5
    y -= 6
    d.t(42, y, '-' * 85, 8.2, M); y -= 12
    for k, v in [('AGREED PURCHASE PRICE', '8,400.00'), ('LESS SETTLEMENT TO BLACKMOOR FINANCE', '3,212.58'),
                 ('  AGREEMENT NO BMF-WV66PLE-003', ''), ('BALANCE PAYABLE TO SELLER (BACS)', '5,187.42')]:
        d.t(42, y, f'{k:<58}{v:>12}', 9, B if k.startswith('BALANCE') else M); y -= 11.5
    d.t(42, y, 'PAYEE A/C  MR A J DUNMORE  SORT 20-44-91  A/C ****6630', 9, M); y -= 18
    d.t(42, y, 'DECLARATION BY SELLER', 9, B); y -= 12
    for s in ['I CONFIRM THAT I AM THE OWNER OF THE VEHICLE DESCRIBED ABOVE AND HAVE THE',
              'RIGHT TO SELL IT. OTHER THAN THE FINANCE SHOWN ABOVE IT IS NOT SUBJECT TO ANY',
              'HIRE PURCHASE, LEASE OR LOAN. THE MILEAGE IS CORRECT TO THE BEST OF MY',
              'KNOWLEDGE. IT HAS NOT BEEN RECORDED AS AN INSURANCE WRITE-OFF, STOLEN OR',
              'IMPORTED. I WILL INFORM THE DVLA OF THE SALE TODAY (V5C SECTION 2).']:
        d.t(42, y, s, 9, M); y -= 11.5
    y -= 26
    k, kd = d.newtag(), d.newtag()
    x = d.t(42, y, 'SELLER SIGNATURE ', 9, M)
    x = d.unders(x, y, 30, k, 9, M)
    x = d.t(x, y, '  DATE ', 9, M)
    d.unders(x, y, 12, kd, 9, M)
    d.place('SELLER SIGNATURE', 'customer', k, kd)
    y -= 36
    k, kd = d.newtag(), d.newtag()
    x = d.t(42, y, 'PURCHASED BY     ', 9, M)
    x = d.unders(x, y, 30, k, 9, M)
    x = d.t(x, y, '  DATE ', 9, M)
    d.unders(x, y, 12, kd, 9, M)
    d.place('PURCHASED BY', 'dealer', k, kd)
    y -= 12
    d.t(42, y, '                 FOR TAMAR CAR BUYERS (BUYER: J. PENROSE)', 9, M)
    y -= 24
    d.t(42, y, '=' * 85, 8.2, M)
    d.t(42, y - 12, 'TCB/DMS 4.2  PRINTED 03/07/2025 11:42  OPERATOR JPENROSE  PAGE 1', 7.5, M)
    d.save()


# 06 GAP insurance application and schedule, muhammara, captions beside rules ------------------------------------
def gap():
    d = Doc('06-gap-insurance', head(
        ['producer: muhammara (PDF-Writer) with embedded Liberation Sans', 'kind: GAP insurance taken (application and schedule sold by the dealer)',
         '"Mr Hamza IQBAL"', 'policy number holding the plate', 'finance agreement number', 'captions beside rules, date rules',
         "sales executive's place the dealer's; insurer not the dealer"],
        'insurance', 'Hamza Iqbal', 'ML70KXU', [], 'Trent Bridge Nissan', title='Return to Invoice GAP'))
    d.rect(42, 770, 511, 50, 0, None, (0.0, 0.42, 0.45))
    d.t(54, 798, 'Sentinel Motor Guard', 16, 'B', (1, 1, 1))
    d.t(54, 782, 'Return to Invoice GAP Insurance  ·  Policy Schedule and Statement of Demands and Needs', 9, 'R', (1, 1, 1))
    d.t(42, 750, 'Policy number', 8, 'B'); d.t(140, 750, 'RTI/ML70KXU/25/0412', 9)
    d.t(320, 750, 'Period', 8, 'B'); d.t(380, 750, '36 months from 22/05/2025', 9)
    d.t(42, 736, 'Policyholder', 8, 'B'); d.t(140, 736, 'Mr Hamza IQBAL', 9)
    d.t(320, 736, 'Premium', 8, 'B'); d.t(380, 736, '£349.00 incl. IPT at 12%', 9)
    d.t(42, 722, 'Address', 8, 'B'); d.t(140, 722, '58 Wilford Lane, West Bridgford, Nottingham NG2 7RE', 9)
    d.t(42, 708, 'Sold by', 8, 'B'); d.t(140, 708, 'Trent Bridge Nissan, Radcliffe Road, Nottingham NG2 5FF (appointed representative)', 9)
    d.line(42, 698, 553, 698, 0.5, (0.0, 0.42, 0.45))
    d.t(42, 682, 'Insured vehicle', 10, 'B', (0.0, 0.42, 0.45))
    for i, (k, v) in enumerate([('Vehicle', 'Nissan Qashqai 1.3 DiG-T N-Connecta'), ('Registration', 'ML70 KXU'),
                                ('Invoice price', '£16,750.00'), ('Date of purchase', '22/05/2025'),
                                ('Finance', 'Conditional sale with Moorside Finance, agreement 77-301845-02'),
                                ('Maximum benefit', '£15,000')]):
        d.t(42, 668 - i * 12, k, 8.5); d.t(160, 668 - i * 12, v, 8.5)
    y = 584
    d.t(42, y, 'Demands and needs', 10, 'B', (0.0, 0.42, 0.45))
    y = para(d, y - 14, 'This policy meets the demands and needs of a customer who wishes to insure against the difference between the '
             'settlement paid by their motor insurer following a total loss or theft and the invoice price of the vehicle. You have '
             'been given information on this product; no personal recommendation has been made. You were told about GAP insurance on '
             '16/05/2025 and could not buy it until 19/05/2025 (deferral period).', 8)
    y = para(d, y, 'Exclusions include: vehicles used for hire or reward, commercial driving tuition or competitions; any amount of '
             'negative equity rolled into the finance; and the excess under your motor policy above £250.', 8)
    y = para(d, y, 'Cancellation: you may cancel within 30 days and receive a full refund if no claim has been made. Claims: 0115 496 0713.', 8)
    y -= 6
    d.t(42, y, 'Declaration', 10, 'B', (0.0, 0.42, 0.45))
    y = para(d, y - 14, 'I confirm the information above is correct, I have received the policy summary and wording, and I wish to buy '
             'this insurance. I understand it is provided by Sentinel Motor Guard and not by the dealer.', 8)
    y -= 22
    for cap, who in [('Policyholder\'s signature', 'customer'), ('Sales executive', 'dealer')]:
        d.t(42, y, cap, 8.5, 'B')
        k, kd = d.newtag(), d.newtag()
        d.rule(160, y - 2, 230, k)
        d.t(405, y, 'Date', 8.5, 'B')
        d.rule(432, y - 2, 121, kd)
        d.place(cap, who, k, kd)
        y -= 34
    d.t(42, y + 10, '(Sales executive: Lewis Marsh, for Trent Bridge Nissan)', 7.5, 'I')
    d.t(297.6, 40, 'Sentinel Motor Guard is a trading name of Sentinel Underwriting Services Ltd, authorised and regulated by the FCA (FRN 488120).', 6.8, align='c')
    d.save()



# 07 test drive and demonstrator loan form, pikepdf / Helvetica, boxes with captions below ------------------------
def testdrive():
    d = Doc('07-test-drive-form', head(
        ['producer: pikepdf 6 content streams (base-14 Helvetica)', 'kind: accompanied test drive and demonstrator declaration',
         'Welsh name with a middle name ("Ms Lowri Haf EVANS")', 'driving licence number and a trade plate as decoys',
         'tick boxes', 'boxes with captions below, date box beside', "accompanying salesperson's place the dealer's"],
        'other', 'Lowri Evans', 'CF24EVN', [], 'Taff Vale Hyundai', title='Test Drive Form'))
    d.t(42, 804, 'TAFF VALE HYUNDAI', 16, 'B', (0.0, 0.17, 0.37))
    d.t(42, 790, 'Western Avenue, Cardiff CF5 2YX  ·  029 2055 0417', 8)
    d.t(553, 804, 'Test Drive & Demonstrator', 11, 'B', align='r')
    d.t(553, 790, 'Declaration and Indemnity', 9, align='r')
    d.line(42, 782, 553, 782, 1.5, (0.0, 0.17, 0.37))
    y = 760
    d.t(42, y, '1. Driver', 10, 'B', (0.0, 0.17, 0.37))
    rows = [('Title and name', 'Ms Lowri Haf EVANS'), ('Address', '3 Heol y Nant, Whitchurch, Cardiff CF14 1JN'),
            ('Mobile', '07938 552 104'), ('Driving licence no.', 'EVANS906125LH9XY   (checked via DVLA share code)'),
            ('Licence categories', 'B, BE    Penalty points: 0')]
    for i, (k, v) in enumerate(rows):
        yy = y - 18 - i * 17
        d.t(42, yy + 4, k, 8.5)
        d.rect(150, yy, 403, 15, 0.5, (0.55, 0.55, 0.55))
        d.t(155, yy + 4, v, 9)
    y = 650
    d.t(42, y, '2. Vehicle', 10, 'B', (0.0, 0.17, 0.37))
    rows = [('Vehicle', 'Hyundai Tucson 1.6 T-GDi Hybrid Premium (demonstrator)'), ('Registration', 'CF24 EVN'),
            ('Trade plate (if used)', 'not used  (dealer plates 047 CF held in showroom)'),
            ('Mileage out', '4,208'), ('Fuel out', '3/4'), ('Time out', '10:35          Time due back  11:20')]
    for i, (k, v) in enumerate(rows):
        yy = y - 18 - i * 17
        d.t(42, yy + 4, k, 8.5)
        d.rect(150, yy, 403, 15, 0.5, (0.55, 0.55, 0.55))
        d.t(155, yy + 4, v, 9)
    y = 530
    d.t(42, y, '3. Declaration', 10, 'B', (0.0, 0.17, 0.37))
    y -= 16
    for s in ['I hold a full UK driving licence valid for this vehicle and I am not disqualified from driving.',
              'I have not been convicted of a drink or drug driving offence in the last 10 years.',
              'I have no medical condition that affects my ability to drive safely.',
              'I will obey the law, not use a hand-held phone, and follow the route agreed with the salesperson.',
              'I will pay the first £750 of any damage caused while I am driving (the policy excess).']:
        d.rect(42, y - 2, 9, 9, 0.6)
        d.t(43.5, y - 0.5, 'X', 8, 'B')
        y = d.wrap(58, y, 495, s, 8.5) - 4
    y = para(d, y - 2, 'The vehicle is insured by the dealer\'s motor trade policy while driven by you under this declaration. Your '
             'personal data is used to process this test drive and to check your licence; see our privacy notice at taffvalehyundai.co.uk/privacy.', 8)
    y -= 20
    k, kd = d.newtag(), d.newtag()
    d.box(42, y - 42, 300, 42, k)
    d.box(360, y - 42, 193, 42, kd)
    d.t(42, y - 53, 'Signature of driver', 8, 'B')
    d.t(360, y - 53, 'Date', 8, 'B')
    d.place('Signature of driver', 'customer', k, kd)
    y -= 80
    k = d.newtag()
    d.box(42, y - 42, 300, 42, k)
    d.t(42, y - 53, 'Accompanied by (salesperson)', 8, 'B')
    d.t(360, y - 20, 'Name: Rhodri Price', 8.5)
    d.t(360, y - 34, 'Vehicle checked in at ________', 8.5)
    d.place('Accompanied by (salesperson)', 'dealer', k)
    d.t(297.6, 40, 'TVH-TD-03 rev 2/25   Keep with the demonstrator log', 7, align='c')
    d.save()


# 08 joint handover note, muhammara, tick boxes and rules under captions ------------------------------------------
def handover():
    d = Doc('08-joint-handover-note', head(
        ['producer: muhammara (PDF-Writer) with embedded Liberation Sans', 'kind: vehicle handover note, joint customers, Scotland',
         '"Mr T & Mrs S Adebayo-Grant" with the full names only in the purchasers line', 'courtesy car returned with its plate',
         'tick-box checklist', 'rules with captions above, dates beside', '"Handed over by" the dealer\'s'],
        'delivery_receipt', 'Tunde Adebayo-Grant', 'SY25KPO', ['SN73KVZ'], 'Fife Coast Kia', ['Sarah Adebayo-Grant'],
        title='Vehicle Handover'))
    d.t(42, 806, 'Fife Coast Kia', 18, 'B', (0.73, 0.06, 0.14))
    d.t(42, 792, 'Halbeath Road, Dunfermline KY11 4LJ', 8)
    d.t(553, 806, 'VEHICLE HANDOVER', 12, 'B', align='r')
    d.t(553, 792, 'Handover ref. FCK/H/2291', 8, align='r')
    d.line(42, 784, 553, 784, 0.8)
    d.t(42, 766, 'Customer', 8, 'B'); d.t(130, 766, 'Mr T & Mrs S Adebayo-Grant', 9.5)
    d.t(130, 754, '27 Pitreavie Court, Dunfermline KY11 8UU', 9)
    d.t(42, 740, 'Purchasers', 8, 'B'); d.t(130, 740, 'Tunde Adebayo-Grant (first named) and Sarah Adebayo-Grant', 9)
    d.t(42, 722, 'Vehicle', 8, 'B'); d.t(130, 722, 'Kia Sportage 1.6 T-GDi HEV GT-Line   Reg. SY25 KPO   Mileage 12', 9)
    d.t(42, 708, 'Delivered', 8, 'B'); d.t(130, 708, '02/09/2025 at 14:00', 9)
    d.t(42, 690, 'Courtesy car', 8, 'B'); d.t(130, 690, 'Kia Picanto SN73 KVZ returned at handover, fuel full, no new damage', 9)
    y = 664
    d.rect(42, y - 4, 511, 16, 0, None, (0.93, 0.93, 0.93))
    d.t(46, y, 'Handover checklist', 9, 'B')
    items = ['V5C application sent to DVLA (new keeper slip given)', 'Two keys and key cards', 'Owner\'s manual and service booklet',
             'Locking wheel nut in glovebox', 'Tyre repair kit shown', 'Infotainment and phone paired', 'Kia Connect app set up',
             '7-year warranty explained', 'Charging cable (n/a hybrid)', 'Paintwork inspected with customer',
             'Finance documents: Kia Finance PCP 5561-0087-33', 'Road fund licence: first year included']
    for i, s in enumerate(items):
        col, row = i % 2, i // 2
        x, yy = 46 + col * 256, y - 20 - row * 16
        d.rect(x, yy - 1, 9, 9, 0.6)
        if 'n/a' not in s:
            d.line(x + 1.5, yy + 3.5, x + 3.5, yy + 1, 1); d.line(x + 3.5, yy + 1, x + 8, yy + 7.5, 1)
        d.t(x + 15, yy, s, 8.3)
    y -= 20 + 6 * 16 + 10
    y = para(d, y, 'We confirm that we have inspected the vehicle, that it is in the condition described, and that the items ticked above '
             'have been handed over or explained. Any concern with the vehicle should be raised with the service department on 01383 620 450.', 8.2)
    y -= 20
    for cap, who in [('Customer (first named)', 'customer'), ('Customer (second named)', 'customer2'), ('Handed over by', 'dealer')]:
        d.t(42, y, cap, 8.5, 'B')
        d.t(380, y, 'Date', 8.5, 'B')
        k, kd = d.newtag(), d.newtag()
        d.rule(42, y - 28, 310, k, 0.6)
        d.rule(380, y - 28, 173, kd, 0.6)
        d.place(cap, who, k, kd)
        y -= 52
    d.t(42, y + 12, 'Handed over by: Ewan Stoddart, Product Genius', 7.5, 'I')
    d.t(297.6, 40, 'Fife Coast Kia is a trading name of Coastline Motor Group (Scotland) Ltd. SC418870.', 7, align='c')
    d.save()


# 09 sold as seen (page for a scan), muhammara -----------------------------------------------------------------
def soldasseen():
    d = Doc('09-scanned-sold-as-seen', head(
        ['producer: scan (muhammara page, G\'MIC degraded, wrapped by pikepdf)', 'kind: sold as seen / trade sale disclaimer',
         'image only', '"PATEL, Nikhil" surname first with a comma', '1997 R-prefix plate', 'dotted lines, captions below',
         '"Salesman" the dealer\'s'],
        'warranty_disclaimer', 'Nikhil Patel', 'R614GVA', [], 'Bridgwater Budget Cars', title='Sold as Seen'))
    d.t(297.6, 800, 'BRIDGWATER BUDGET CARS', 17, 'B', align='c')
    d.t(297.6, 785, 'Bristol Road, Bridgwater, Somerset TA6 4AW  ·  01278 423 901', 8.5, align='c')
    d.rect(150, 742, 295, 28, 1.5)
    d.t(297.6, 751, 'SOLD AS SEEN', 15, 'B', align='c')
    y = 716
    for k, v in [('Purchaser', 'PATEL, Nikhil'), ('Address', '8 Cranleigh Gardens, Bridgwater TA6 5JD'),
                 ('Vehicle', 'Honda Civic 1.4i Aerodeck'), ('Registration', 'R614 GVA'), ('First registered', '02/09/1997'),
                 ('Recorded mileage', '142,880 (not warranted)'), ('Price', '£650.00 paid in full (debit card)')]:
        d.t(60, y, k, 10, 'B'); d.t(200, y, v, 10); y -= 16
    y -= 10
    for s in ['This vehicle is sold as seen, tried and approved, at a price that reflects its age, mileage and condition. '
              'It is sold without any warranty, and the dealer has pointed out the following known faults:',
              '  - exhaust blowing at the centre box;  - MOT due 11/2025, advisories for corrosion to the rear subframe;',
              '  - nearside rear window regulator inoperative;  - no service history.',
              'The purchaser has inspected the vehicle, has been offered an independent inspection and a test drive, and accepts it '
              'in its present condition. Your statutory rights as a consumer are not affected: the vehicle must match this description '
              'and be of satisfactory quality for its age and price.']:
        y = d.wrap(60, y, 475, s, 9.5) - 5
    y -= 30
    for cap, who in [('Purchaser\'s signature', 'customer'), ('Salesman', 'dealer')]:
        k, kd = d.newtag(), d.newtag()
        d.dots(60, y, 290, k)
        d.dots(380, y, 155, kd)
        d.t(60, y - 12, cap, 9)
        d.t(380, y - 12, 'Date', 9)
        d.place(cap, who, k, kd)
        y -= 60
    d.t(60, y + 20, 'Salesman: Gary Coombes', 9)
    d.save()


# 10 used car warranty registration (page for a scan), pikepdf ----------------------------------------------------
def warranty():
    d = Doc('10-scanned-warranty-registration', head(
        ['producer: scan (pikepdf page, G\'MIC degraded, wrapped by muhammara)', 'kind: used car warranty registration',
         'image only', '"Mr Stuart McKENZIE"', 'warranty number holding the plate', 'box places beside captions',
         '"Dealer stamp and signature" the dealer\'s; the warranty administrator is not the dealer'],
        'warranty', 'Stuart McKenzie', 'SD65AUX', [], 'Kelso Road Cars', title='Warranty Registration'))
    d.t(42, 800, 'PINNACLE WARRANTY SERVICES', 15, 'B')
    d.t(42, 786, 'Used Vehicle Mechanical Breakdown Warranty  ·  Registration Form', 9)
    d.t(553, 800, 'Warranty no. WG-SD65AUX-1187', 9, 'B', align='r')
    d.line(42, 778, 553, 778, 1)
    y = 758
    def sect(title, rows):
        nonlocal y
        d.rect(42, y - 4, 511, 15, 0, None, (0.85, 0.85, 0.85))
        d.t(46, y, title, 9, 'B')
        y -= 20
        for k, v in rows:
            d.t(46, y, k, 9); d.t(190, y, v, 9); y -= 14
        y -= 8
    sect('WARRANTY HOLDER', [('Name', 'Mr Stuart McKENZIE'), ('Address', '14 Abbey Row, Kelso, Roxburghshire TD5 7HP'),
                             ('Telephone', '01573 224 618')])
    sect('VEHICLE', [('Make / model', 'Vauxhall Insignia 2.0 CDTi SRi Nav'), ('Registration', 'SD65 AUX'),
                     ('Date of sale', '28/04/2025'), ('Mileage at sale', '96,410'), ('Engine size', '1956 cc')])
    sect('COVER', [('Plan', 'Silver  -  12 months'), ('Claim limit', '£1,500 per claim, £3,000 in total'),
                   ('Excess', '£50 per claim'), ('Selling dealer', 'Kelso Road Cars, Shedden Park Road, Kelso TD5 7AW')])
    for s in ['Cover applies to the components listed in the warranty booklet. The vehicle must be serviced in accordance with the '
              'manufacturer\'s schedule; failure to service invalidates cover. Claims must be authorised by Pinnacle Warranty Services '
              'before any repair work is started. Wear and tear, consumables and pre-existing faults are excluded.',
              'I confirm I have received the warranty booklet and understand the cover, limits and exclusions.']:
        y = para(d, y, s, 8.5)
    y -= 10
    for cap, who in [('Warranty holder signature', 'customer'), ('Dealer stamp and signature', 'dealer')]:
        d.t(42, y - 22, cap, 9, 'B')
        k, kd = d.newtag(), d.newtag()
        d.box(190, y - 44, 220, 44, k)
        d.t(420, y - 22, 'Date', 9, 'B')
        d.box(450, y - 32, 103, 22, kd)
        d.place(cap, who, k, kd)
        y -= 64
    d.t(42, 60, 'Return the top copy to Pinnacle Warranty Services, PO Box 4471, Carlisle CA1 9ZS within 14 days of sale.', 7.5, 'I')
    d.save()


if __name__ == '__main__':
    for n in sys.argv[1:]:
        globals()[n]()
