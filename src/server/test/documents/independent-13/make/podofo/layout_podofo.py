#!/usr/bin/python3
"""Lays out documents 01-05 (and the page scanned for 16) as PoDoFo command files, then runs the PoDoFo drawer.

Every signing mark and date blank is stroked in its own near-black tag colour (red 0, green 0, blue 4k/255);
the place it belongs to is written to /tmp/gen13/meta/NAME.json for measure13.py.
"""
import json, os, subprocess, sys
from PIL import ImageFont

GEN = '/tmp/gen13'
HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, '..', '..', 'files')
FONTS = {
    ('Liberation Sans', False): '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    ('Liberation Sans', True): '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    ('Liberation Serif', False): '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    ('Liberation Serif', True): '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
}
_pil = {}


def measure(family, bold, size, s):
    key = (family, bold)
    if key not in _pil:
        _pil[key] = ImageFont.truetype(FONTS[key], 1000)
    return _pil[key].getlength(s) * size / 1000


class Doc:
    W, H = 595.28, 841.89

    def __init__(self, name, family='Liberation Sans'):
        self.name, self.family = name, family
        self.cmds, self.tags = [], {}
        self.cur = (family, False, 9)

    def emit(self, *a):
        self.cmds.append('\t'.join(str(x) for x in a))

    def page(self):
        self.emit('page', self.W, self.H)
        self.font(*self.cur)

    def font(self, family=None, bold=False, size=9):
        family = family or self.family
        self.cur = (family, bold, size)
        self.emit('font', family, 1 if bold else 0, size)

    def text(self, x, y, s, size=9, bold=False, align='l', colour=(0, 0, 0)):
        if (self.family, bold, size) != self.cur:
            self.font(self.family, bold, size)
        self.emit('fill', *colour)
        self.emit({'l': 'text', 'r': 'textr', 'c': 'textc'}[align], round(x, 2), round(y, 2), s)
        self.emit('fill', 0, 0, 0)

    def width(self, s, size=9, bold=False):
        return measure(self.family, bold, size, s)

    def para(self, x, y, w, s, size=9, bold=False, lead=None):
        """Wraps s into lines no wider than w; returns the y below the last line."""
        lead = lead or size * 1.3
        words, line = s.split(), ''
        for word in words:
            t = (line + ' ' + word).strip()
            if self.width(t, size, bold) > w and line:
                self.text(x, y, line, size, bold)
                y -= lead
                line = word
            else:
                line = t
        if line:
            self.text(x, y, line, size, bold)
            y -= lead
        return y

    def tag(self, k, **place):
        self.tags[str(k)] = place
        return (0, 0, round(4 * k / 255, 4))

    def line(self, x1, y1, x2, y2, w=0.5, colour=(0, 0, 0)):
        self.emit('stroke', *colour)
        self.emit('line', x1, y1, x2, y2, w)
        self.emit('stroke', 0, 0, 0)

    def rect(self, x, y, w, h, lw=0.6, colour=(0, 0, 0)):
        self.emit('stroke', *colour)
        self.emit('rect', x, y, w, h, lw)
        self.emit('stroke', 0, 0, 0)

    def band(self, x, y, w, h, grey):
        self.emit('fill', grey, grey, grey)
        self.emit('fillrect', x, y, w, h)
        self.emit('fill', 0, 0, 0)

    def finish(self, head, out=None):
        cmd = os.path.join(GEN, 'cmd', self.name + '.cmd')
        with open(cmd, 'w') as f:
            f.write('info\t' + head['title'] + '\n' + '\n'.join(self.cmds) + '\n')
        out = out or os.path.join(FILES, head['file'])
        subprocess.run([os.path.join(GEN, 'podofo-draw'), cmd, out], check=True)
        meta = dict(head, tags=self.tags, source=out)
        with open(os.path.join(GEN, 'meta', self.name + '.json'), 'w') as f:
            json.dump(meta, f, indent=1, ensure_ascii=False)


def kv_rows(d, x, y, rows, lw=110, size=9, step=14):
    for k, v in rows:
        d.text(x, y, k, size)
        d.text(x + lw, y, v, size, bold=True)
        y -= step
    return y


def header(d, dealer, addr, title, ref):
    d.band(40, 792, 515.28, 32, 0.88)
    d.text(50, 812, dealer, 12, bold=True)
    d.text(50, 799, addr, 7.5)
    d.text(545, 812, title, 11, bold=True, align='r')
    d.text(545, 799, ref, 7.5, align='r')


# ---------------------------------------------------------------- 01 hire purchase with guarantor, 2 pages
def doc01():
    d = Doc('01-hp-agreement')
    dealer = 'Cotswold Edge Motors'
    d.page()
    header(d, dealer, '14 Tetbury Road, Cirencester GL7 1US  ·  01285 640 221', 'HIRE PURCHASE AGREEMENT',
           'regulated by the Consumer Credit Act 1974   Agreement no. SVF-HP-0042917')
    y = 770
    d.text(40, y, 'This agreement is made between Severn Vale Motor Finance Ltd ("the Creditor"), Quay House, 3 Bathurst Parade, '
           'Gloucester GL1 2UD, and the Hirer named below.', 8)
    y -= 22
    d.text(40, y, 'HIRER', 10, bold=True)
    d.text(300, y, 'GUARANTOR', 10, bold=True)
    y -= 15
    kv_rows(d, 40, y, [('Name', 'ASANTE, Mr Kwame Yeboah'), ('Address', '27 Lansdown Crescent'),
                       ('', 'Stroud GL5 1BJ'), ('Date of birth', '09/03/1991'), ('Time at address', '4 yrs 2 mths')], lw=80)
    kv_rows(d, 300, y, [('Name', 'Mrs Abena ASANTE'), ('Address', '6 Cainscross Road'),
                        ('', 'Stroud GL5 4EX'), ('Relationship', 'Mother of the Hirer'), ('Date of birth', '17/11/1963')], lw=80)
    y -= 86
    d.text(40, y, 'GOODS', 10, bold=True)
    y -= 6
    d.line(40, y, 555, y, 0.8)
    y -= 14
    y = kv_rows(d, 40, y, [('Make and model', 'Skoda Octavia Estate 2.0 TDI SE L DSG'), ('Registration number', 'BK21 XRT'),
                           ('VIN', 'TMBJJ7NX4MY118204'), ('Date first registered', '12/03/2021'),
                           ('Odometer reading', '38,412 miles'), ('Supplying dealer', dealer + ' (FRN 661204)')], lw=120)
    y -= 8
    d.text(40, y, 'FINANCIAL DETAILS', 10, bold=True)
    y -= 6
    d.line(40, y, 555, y, 0.8)
    y -= 14
    rows = [('Cash price of goods', '£17,495.00'), ('Part-exchange allowance (Vauxhall Insignia LV65 NHD)', '£4,250.00'),
            ('less settlement of existing finance on part exchange', '£1,118.40'), ('Cash deposit', '£500.00'),
            ('Total deposit', '£3,631.60'), ('Amount of credit', '£13,863.40'), ('Interest charges', '£3,474.20'),
            ('Option to purchase fee (payable with the last instalment)', '£10.00'), ('Total amount payable', '£20,979.20'),
            ('Duration', '48 months'), ('Monthly instalments', '47 payments of £361.22, then 1 of £363.14'),
            ('Rate of interest (fixed)', '11.4% per annum'), ('APR', '12.9%')]
    for k, v in rows:
        d.text(40, y, k, 9)
        d.text(555, y, v, 9, bold=True, align='r')
        y -= 13.5
    y -= 8
    d.text(40, y, 'KEY INFORMATION', 10, bold=True)
    y -= 14
    for t in [
        'You will not own the goods until you have paid the total amount payable and the option to purchase fee. Until then '
        'you must not sell the goods or offer them as security.',
        'Termination: your rights. You have a right to end this agreement by writing to the Creditor. If you have paid at '
        'least half of the total amount payable you will have nothing further to pay, provided you have taken reasonable care '
        'of the goods.',
        'Repossession: if you fail to keep up payments and you have paid at least one third of the total amount payable, the '
        'Creditor may not take back the goods without your consent unless it first gets a court order.',
        'Withdrawal: you have 14 days from the day after this agreement is made to withdraw from the credit without giving a reason.',
    ]:
        y = d.para(40, y, 515, t, 8.5) - 5
    d.text(40, 40, dealer + '  ·  Authorised and regulated by the Financial Conduct Authority as a credit broker, not a lender.', 7)
    d.text(555, 40, 'Page 1 of 2', 7, align='r')

    d.page()
    d.text(40, 812, dealer + '  ·  Hire purchase agreement SVF-HP-0042917 (continued)', 8)
    d.line(40, 806, 555, 806, 0.6)
    y = 786
    for t in [
        'GUARANTEE AND INDEMNITY. In consideration of the Creditor entering into this agreement at the guarantor\'s request, '
        'the guarantor guarantees that the Hirer will pay every sum due and perform every obligation under the agreement, and '
        'agrees to indemnify the Creditor against any loss arising from the agreement being unenforceable against the Hirer.',
        'The guarantor should take independent advice before signing. The guarantor may be asked to pay the whole of the '
        'amount owing if the Hirer does not.',
        'The Hirer confirms that the part-exchange vehicle, registration LV65 NHD, is the Hirer\'s to sell and that the '
        'settlement figure of £1,118.40 quoted by Pennine Auto Credit is correct.',
        'IMPORTANT - READ THIS CAREFULLY TO FIND OUT ABOUT YOUR RIGHTS. This is a Hire-Purchase Agreement regulated by the '
        'Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
    ]:
        y = d.para(40, y, 515, t, 8.5) - 6
    y -= 14
    # two columns of places, label beside each rule, date blank on the same row
    left, right = 40, 305
    row = y
    for col, items in ((left, [(1, 'Signature of Hirer', 'customer', 'Signed by the Hirer'),
                               (3, 'Signature of witness', None, 'Witnessed by')]),
                       (right, [(5, 'Signature of Guarantor', 'guarantor', 'Signed by the Guarantor'),
                                (7, 'Signed for the Creditor', None, 'Signed for the Creditor')])):
        yy = row
        for k, label, signer, heading in items:
            d.text(col, yy, heading, 9, bold=True)
            yy -= 34
            d.text(col, yy + 2, 'Signature', 8)
            d.line(col + 44, yy, col + 245, yy, 0.6, d.tag(k, place=label, signer=signer))
            yy -= 22
            d.text(col, yy + 2, 'Date', 8)
            d.line(col + 44, yy, col + 140, yy, 0.6, d.tag(k + 1, dateOf=label))
            yy -= 16
            if k == 3:
                d.text(col, yy, 'Witness name and address: ___________________________', 7.5)
                yy -= 12
            if k == 7:
                d.text(col, yy, 'for Severn Vale Motor Finance Ltd', 7.5)
                yy -= 12
            yy -= 14
    d.text(40, 40, dealer + '  ·  Registered in England no. 08812261', 7)
    d.text(555, 40, 'Page 2 of 2', 7, align='r')
    d.finish(dict(
        file='01-hp-agreement-guarantor.pdf', title='Hire purchase agreement SVF-HP-0042917',
        kinds=['producer: PoDoFo 0.9.8 (C++)', 'kind: hire purchase agreement with guarantor, 2 pages',
               'signatures on the last page', '"ASANTE, Mr Kwame Yeboah" surname first in capitals with a middle name',
               'guarantor of the same surname', 'two columns of places, labels beside the rules, date rules under them',
               "witness's and creditor's places nobody's", 'part-exchange plate in the figures and a clause'],
        documentType='finance_agreement', customerName='Kwame Asante', vehicleRegistration='BK21XRT',
        otherRegistrations=['LV65NHD'], dealershipName=dealer))


# ---------------------------------------------------------------- 02 joint PCP, signing table
def doc02():
    d = Doc('02-joint-pcp')
    dealer = 'Trafford Bridge Car Centre'
    d.page()
    d.text(40, 810, 'Harbourline Motor Finance', 15, bold=True)
    d.text(40, 796, 'Personal Contract Purchase  ·  Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974', 8.5)
    d.text(555, 810, 'Agreement PCP/5530817', 9, bold=True, align='r')
    d.text(555, 798, 'Dealer code DL19 WRN', 8, align='r')
    d.line(40, 788, 555, 788, 1.2)
    y = 770
    d.text(40, y, 'Introduced by: ' + dealer + ', Westinghouse Road, Trafford Park, Manchester M17 1PG', 8.5)
    y -= 22
    for x, title, rows in ((40, 'Customer 1', [('Name', 'Dr Priya RAGHAVAN'), ('Address', '3 Ladybarn Lane, Manchester M14 6NQ'),
                                               ('Date of birth', '22/06/1986')]),
                           (305, 'Customer 2', [('Name', 'Mr Arjun RAGHAVAN'), ('Address', 'as Customer 1'),
                                                ('Date of birth', '02/01/1984')])):
        d.rect(x, y - 58, 250, 66, 0.6)
        d.text(x + 8, y - 4, title, 9.5, bold=True)
        kv_rows(d, x + 8, y - 20, rows, lw=62, size=8.5, step=13)
    y -= 80
    d.text(40, y, 'Vehicle', 10, bold=True)
    y -= 15
    y = kv_rows(d, 40, y, [('Description', 'Kia Niro 1.6 GDi Hybrid 3 DCT'), ('Registration', 'MX73 KFP'),
                           ('Mileage at supply', '6,118'), ('Annual mileage allowance', '8,000 miles')], lw=130)
    y -= 8
    d.text(40, y, 'Finance', 10, bold=True)
    y -= 15
    fin = [('Cash price', '£24,650.00'), ('Customer deposit', '£2,500.00'), ('Dealer deposit contribution', '£750.00'),
           ('Amount of credit', '£21,400.00'), ('Interest', '£4,612.36'), ('Total amount payable', '£29,262.36'),
           ('36 monthly payments of', '£318.41'), ('Optional final payment', '£14,549.60'), ('APR representative', '8.9%')]
    for i, (k, v) in enumerate(fin):
        if i % 2 == 0:
            d.band(40, y - 4, 515.28, 13, 0.94)
        d.text(46, y, k, 9)
        d.text(549, y, v, 9, bold=True, align='r')
        y -= 13
    y -= 10
    for t in [
        'Optional final payment: at the end of the agreement you may (a) pay the optional final payment and own the vehicle, '
        '(b) return the vehicle, with nothing further to pay provided it is within the mileage allowance and in fair condition, '
        'or (c) part-exchange it. Excess mileage is charged at 9p a mile.',
        'Joint and several liability: each customer is liable for the whole of the amount payable, not just a share of it.',
        'By signing below you confirm you have received the pre-contract credit information and an adequate explanation of '
        'this agreement, and that the information you gave in your application is true.',
    ]:
        y = d.para(40, y, 515, t, 8.5) - 5
    y -= 8
    d.text(40, y, 'Signatures', 10, bold=True)
    y -= 8
    # table: who | signature | date ; the signature cell and the date cell are drawn in tag colours
    cols = [40, 165, 425, 555.28]
    d.rect(40, y - 16, 515.28, 16, 0.6)
    d.text(46, y - 11, 'Signed by', 8.5, bold=True)
    d.text(171, y - 11, 'Signature', 8.5, bold=True)
    d.text(431, y - 11, 'Date', 8.5, bold=True)
    y -= 16
    for k, who, label, signer in ((1, 'Customer 1', 'Customer 1', 'customer'), (3, 'Customer 2', 'Customer 2', 'customer2'),
                                  (5, 'For Harbourline Motor Finance', 'For Harbourline Motor Finance', None)):
        h = 40
        d.rect(40, y - h, 125, h, 0.6)
        d.text(46, y - 14, who, 8.5)
        if k == 5:
            d.text(46, y - 26, '(the lender)', 7.5)
        d.rect(165, y - h, 260, h, 0.6, d.tag(k, place=label, signer=signer))
        d.rect(425, y - h, 130.28, h, 0.6, d.tag(k + 1, dateOf=label))
        y -= h
    d.text(40, 40, 'Harbourline Motor Finance is a trading name of Harbourline Bank plc. ' + dealer + ' acts as a credit broker.', 7)
    d.finish(dict(
        file='02-joint-pcp.pdf', title='PCP agreement PCP/5530817',
        kinds=['producer: PoDoFo 0.9.8 (C++)', 'kind: PCP agreement, joint customers',
               '"Customer 2" is customer2', 'names with titles and surnames in capitals',
               'dealer code shaped like a plate ("DL19 WRN")', 'signing table of cells with date cells',
               "lender's cell nobody's"],
        documentType='finance_agreement', customerName='Priya Raghavan', otherCustomers=['Arjun Raghavan'],
        vehicleRegistration='MX73KFP', otherRegistrations=[], dealershipName=dealer))


# ---------------------------------------------------------------- 03 new vehicle order, captions below the rules
def doc03():
    d = Doc('03-vehicle-order')
    dealer = 'Humberside Motor Group'
    d.page()
    d.text(297.64, 812, dealer.upper(), 14, bold=True, align='c')
    d.text(297.64, 799, 'Clough Road, Hull HU5 1SR  ·  VAT reg. 318 4420 71', 8, align='c')
    d.text(297.64, 778, 'ORDER FOR A NEW MOTOR VEHICLE', 12, bold=True, align='c')
    d.line(40, 770, 555, 770, 0.8)
    y = 754
    d.text(40, y, 'Order no. HMG-NV-22871', 9)
    d.text(555, y, 'Order date 14/02/2025', 9, align='r')
    y -= 20
    d.rect(40, y - 62, 250, 72, 0.6)
    d.text(48, y, 'PURCHASER', 9, bold=True)
    kv_rows(d, 48, y - 15, [('Name', 'Mr Wing-Kei NG'), ('Address', '41 Beverley Road'), ('', 'Hull HU3 1XS'),
                            ('Telephone', '07700 914 336')], lw=58, size=8.5, step=12)
    d.rect(305, y - 62, 250, 72, 0.6)
    d.text(313, y, 'VEHICLE ORDERED', 9, bold=True)
    kv_rows(d, 313, y - 15, [('Model', 'Toyota Yaris Cross 1.5 Hybrid Design'), ('Colour', 'Ash Grey metallic'),
                             ('Registration', 'YD74 ZPW (allocated)'), ('Delivery', 'week commencing 03/03/2025')],
            lw=62, size=8.5, step=12)
    y -= 86
    d.text(40, y, 'PRICE', 9, bold=True)
    y -= 14
    price = [('On the road price', '£27,160.00'), ('Metallic paint', '£695.00'), ('Mud flaps and boot liner', '£214.00'),
             ('Total price', '£28,069.00'), ('Part exchange: Ford Fiesta 1.0 EcoBoost Zetec, YF17 KLN, 52,300 miles', '£7,400.00'),
             ('Settlement to Northway Finance (agreement NWF-8830129)', '-£2,615.55'), ('Deposit paid today (card)', '£1,000.00'),
             ('Balance due on delivery', '£22,284.55')]
    for k, v in price:
        d.text(46, y, k, 8.5)
        d.text(549, y, v, 8.5, align='r', bold=k.startswith('Total') or k.startswith('Balance'))
        d.line(40, y - 4, 555, y - 4, 0.3, (0.6, 0.6, 0.6))
        y -= 14
    y -= 10
    d.text(40, y, 'CONDITIONS OF SALE (extract)', 9, bold=True)
    y -= 13
    for t in ['1. The deposit is refundable if the vehicle is not delivered within 28 days of the estimated delivery date.',
              '2. The part-exchange allowance assumes the vehicle is in the same condition and mileage when handed over; '
              'the dealer may re-inspect it on delivery.',
              '3. The registration number shown is allocated by the manufacturer and may change before first registration.',
              '4. This order is subject to the dealer\'s full conditions of sale, a copy of which the purchaser has received.']:
        y = d.para(40, y, 515, t, 8.2) - 3
    y -= 40
    # three rules, caption below each, a date rule with its caption below under each
    xs = [(40, 1, 'Purchaser\'s signature', 'customer'), (222, 3, 'Sales executive', 'dealer'),
          (404, 5, 'Sales manager (order accepted)', 'dealer')]
    for x, k, label, signer in xs:
        d.line(x, y, x + 150, y, 0.7, d.tag(k, place=label, signer=signer))
        d.text(x, y - 11, label, 7.5)
        d.line(x, y - 42, x + 80, y - 42, 0.7, d.tag(k + 1, dateOf=label))
        d.text(x, y - 53, 'Date', 7.5)
    d.text(222, y + 4, 'J. Mahmood', 9)
    d.text(40, 40, dealer + ' Ltd  ·  Registered office: Clough Road, Hull  ·  Company no. 04418235', 7)
    d.finish(dict(
        file='03-vehicle-order.pdf', title='New vehicle order HMG-NV-22871',
        kinds=['producer: PoDoFo 0.9.8 (C++)', 'kind: new vehicle order', '"Mr Wing-Kei NG" hyphenated first name, short surname in capitals',
               'allocated plate on the car ordered', 'part-exchange plate', 'three rules side by side with captions below and date rules below them',
               "salesperson's name printed on the sales executive's rule", "sales executive's and sales manager's places"],
        documentType='sales_agreement', customerName='Wing-Kei Ng', vehicleRegistration='YD74ZPW',
        otherRegistrations=['YF17KLN'], dealershipName=dealer))


# ---------------------------------------------------------------- 04 part-exchange appraisal
def doc04():
    d = Doc('04-part-exchange-appraisal')
    dealer = 'Foyle Road Motors'
    d.page()
    d.text(40, 810, dealer, 16, bold=True)
    d.text(40, 797, 'Strand Road, Derry/Londonderry BT48 7PY', 8)
    d.rect(380, 790, 175, 32, 0.8)
    d.text(388, 811, 'PART-EXCHANGE APPRAISAL', 9.5, bold=True)
    d.text(388, 798, 'Against: AO23 TLX (stock 7719)', 8)
    y = 770
    d.text(40, y, 'Customer', 10, bold=True)
    y -= 15
    y = kv_rows(d, 40, y, [('Name', 'Ms Saoirse Ní Bhraonáin'), ('Address', '8 Clarendon Street, Derry BT48 7ET'),
                           ('Mobile', '07812 200 418')], lw=70)
    y -= 6
    d.text(40, y, 'Vehicle appraised', 10, bold=True)
    y -= 15
    y2 = kv_rows(d, 40, y, [('Registration', 'CE15 UVW'), ('Make / model', 'Renault Clio 0.9 TCe Dynamique'),
                            ('First registered', '27/03/2015'), ('Mileage', '71,904'), ('Colour', 'Flame Red')], lw=80)
    kv_rows(d, 305, y, [('MOT expiry', '11/09/2025'), ('Service history', 'Partial (5 stamps)'), ('Keys', '2'),
                        ('V5C present', 'Yes'), ('Outstanding finance', 'None declared')], lw=90)
    y = y2 - 8
    d.text(40, y, 'Condition', 10, bold=True)
    y -= 8
    grid = [('Area', 'Grade', 'Notes'), ('Bodywork', 'C', 'Scuff rear bumper, dent n/s rear door'),
            ('Paint', 'B', 'Faded roof, no corrosion'), ('Interior', 'B', 'Wear to driver\'s bolster'),
            ('Tyres (mm)', 'C', 'NSF 3 / OSF 3 / NSR 5 / OSR 4'), ('Wheels', 'D', 'Kerbed all four'),
            ('Glass', 'A', 'No chips'), ('Mechanical', 'B', 'Clutch bite high, no warning lights')]
    for i, (a, b, c) in enumerate(grid):
        bold = i == 0
        d.rect(40, y - 15, 120, 15, 0.5)
        d.rect(160, y - 15, 50, 15, 0.5)
        d.rect(210, y - 15, 345.28, 15, 0.5)
        d.text(45, y - 11, a, 8.5, bold)
        d.text(165, y - 11, b, 8.5, bold)
        d.text(215, y - 11, c, 8.5, bold)
        y -= 15
    y -= 16
    d.text(40, y, 'Valuation', 10, bold=True)
    y -= 15
    for k, v in [('CAP clean trade', '£4,350'), ('Reconditioning estimate', '-£610'), ('Appraised value', '£3,740'),
                 ('Offered against AO23 TLX', '£3,900')]:
        d.text(46, y, k, 9)
        d.text(300, y, v, 9, bold=True, align='r')
        y -= 13
    y -= 10
    y = d.para(40, y, 515, 'The offer stands for 7 days or 250 miles, whichever comes first, and assumes the vehicle is '
               'handed over in the condition recorded above with its V5C, both keys and the service book. The customer '
               'declares that the vehicle is theirs to sell, that it has not been an insurance write-off and that the '
               'mileage shown is genuine to the best of their knowledge.', 8.5)
    y -= 14
    # customer's declaration: a drawn box with the label inside its top left; appraiser: rule with label beside
    d.text(40, y, 'Customer declaration', 9, bold=True)
    d.rect(40, y - 52, 250, 44, 0.7, d.tag(1, place='Customer declaration', signer='customer'))
    d.text(44, y - 17, 'sign here', 6.5, colour=(0.45, 0.45, 0.45))
    d.text(305, y, 'Date', 9, bold=True)
    d.rect(305, y - 30, 100, 22, 0.7, d.tag(2, dateOf='Customer declaration'))
    y -= 84
    d.text(40, y + 2, 'Appraised by', 9)
    d.line(105, y, 290, y, 0.6, d.tag(3, place='Appraised by', signer='dealer'))
    d.text(305, y + 2, 'Name', 9)
    d.text(335, y + 2, 'Declan McCloskey (used car buyer)', 9)
    d.text(40, 40, dealer + '  ·  Appraisal ref. PX-2025-0318', 7)
    d.finish(dict(
        file='04-part-exchange-appraisal.pdf', title='Part-exchange appraisal PX-2025-0318',
        kinds=['producer: PoDoFo 0.9.8 (C++)', 'kind: part-exchange appraisal', 'the subject is the part exchange',
               'plate of the car being bought in the title box', '"Ms Saoirse Ní Bhraonáin" accents and an Irish particle',
               'box with the label above and a date box beside', "appraiser's rule with the label beside it"],
        documentType='trade_in', customerName='Saoirse Ní Bhraonáin', vehicleRegistration='CE15UVW',
        otherRegistrations=['AO23TLX'], dealershipName=dealer))


# ---------------------------------------------------------------- 05 settlement letter, no place
def doc05():
    d = Doc('05-settlement-letter', 'Liberation Serif')
    d.page()
    d.text(40, 805, 'Pennine Auto Credit', 18, bold=True)
    d.text(555, 812, 'Customer Services', 8, align='r')
    d.text(555, 801, 'PO Box 4471, Halifax HX1 9PA', 8, align='r')
    d.text(555, 790, '0345 600 1182', 8, align='r')
    y = 740
    for s in ['Mr Hamza Chaudhry', '112 Manningham Lane', 'Bradford', 'BD8 7JF']:
        d.text(40, y, s, 10.5)
        y -= 13
    d.text(555, 740, '19 May 2025', 10.5, align='r')
    y -= 24
    d.text(40, y, 'Your agreement PAC/771204  ·  Vauxhall Astra 1.4T SRi  ·  DS18 WGU', 10.5, bold=True)
    y -= 24
    d.text(40, y, 'Dear Mr Chaudhry', 10.5)
    y -= 20
    for t in [
        'Thank you for your request for a settlement figure. As requested, we have also sent a copy of this letter to '
        'Aireborough Car Sales of Otley Road, Guiseley, who tell us they are taking the vehicle in part exchange.',
        'The amount needed to settle your hire purchase agreement in full is £3,206.88 if we receive it on or before '
        '16 June 2025. This figure includes a rebate of interest of £211.40 calculated under the Consumer Credit (Early '
        'Settlement) Regulations 2004 and the option to purchase fee of £10.00.',
        'If your monthly payment of £264.10 due on 1 June 2025 is collected by Direct Debit before we receive the settlement, '
        'the amount due will reduce by that payment. Please do not cancel your Direct Debit until the agreement is settled.',
        'When we receive your payment we will tell HPI that our interest in the vehicle has ended, normally within two '
        'working days. If you are buying a replacement vehicle, please note that registration DS18 WGU will remain recorded '
        'against this agreement until then.',
        'You can pay by bank transfer to sort code 40-12-77, account 61190245, quoting PAC771204 as the reference, or by '
        'debit card on 0345 600 1182.',
    ]:
        y = d.para(40, y, 515, t, 10.5, lead=14) - 8
    y -= 10
    d.text(40, y, 'Yours sincerely', 10.5)
    y -= 40
    d.text(40, y, 'Gemma Whitworth', 10.5)
    y -= 13
    d.text(40, y, 'Settlements Team', 10.5)
    d.text(40, 40, 'Pennine Auto Credit is a trading name of Pennine Finance plc, registered in England no. 02211845. '
           'Authorised and regulated by the Financial Conduct Authority.', 7)
    d.finish(dict(
        file='05-settlement-letter.pdf', title='Settlement figure PAC/771204',
        kinds=['producer: PoDoFo 0.9.8 (Liberation Serif)', "kind: lender's settlement letter", 'no signing place',
               'plate in the reference line and the body', 'dealer named in the body', 'closing name with no line'],
        documentType='other', customerName='Hamza Chaudhry', vehicleRegistration='DS18WGU',
        otherRegistrations=[], dealershipName='Aireborough Car Sales'))


# ---------------------------------------------------------------- page scanned for 16 (warranty registration)
def doc16src():
    d = Doc('16-scanned-warranty')
    dealer = 'Wolds Edge Motors'
    d.page()
    d.text(297.64, 808, 'AUTOGUARD WARRANTY SERVICES', 15, bold=True, align='c')
    d.text(297.64, 793, 'Used Vehicle Warranty - Registration and Acceptance', 10, align='c')
    d.rect(40, 700, 515.28, 80, 0.8)
    d.text(48, 766, 'Supplying dealer', 10, bold=True)
    d.text(48, 751, dealer + ', Lairgate, Beverley HU17 8HL', 10.5)
    d.text(48, 736, 'Dealer account AG-4471', 10.5)
    d.text(48, 714, 'Warranty no. AGW-25-061180', 10.5, bold=True)
    y = 676
    d.text(40, y, 'WARRANTY HOLDER', 11, bold=True)
    y -= 18
    y = kv_rows(d, 40, y, [('Name', 'Mr Oisín Doherty'), ('Address', '2 Flemingate Mews, Beverley HU17 0NQ'),
                           ('Telephone', '07533 618 240')], lw=110, size=10.5, step=16)
    y -= 6
    d.text(40, y, 'VEHICLE', 11, bold=True)
    y -= 18
    y = kv_rows(d, 40, y, [('Registration', 'YH68 DWO'), ('Make / model', 'BMW 320d M Sport Touring'),
                           ('Mileage at sale', '58,904'), ('Date of sale', '11/04/2025'),
                           ('Cover', 'Gold, 12 months, claim limit £1,500')], lw=110, size=10.5, step=16)
    y -= 10
    for t in ['The warranty covers the sudden mechanical or electrical failure of the parts listed in the warranty booklet. '
              'It does not cover wear and tear, servicing items or faults present at the date of sale. Claims must be '
              'authorised by Autoguard before any repair is started.',
              'The vehicle must be serviced at the intervals recommended by the manufacturer. Keep your receipts.']:
        y = d.para(40, y, 515, t, 10.5, lead=14) - 6
    y -= 24
    d.text(40, y, 'Signed by the warranty holder', 10, bold=True)
    d.text(305, y, 'Signed for the supplying dealer', 10, bold=True)
    y -= 8
    d.rect(40, y - 50, 240, 50, 0.9, d.tag(1, place='Signed by the warranty holder', signer='customer'))
    d.rect(305, y - 50, 250, 50, 0.9, d.tag(3, place='Signed for the supplying dealer', signer='dealer'))
    y -= 70
    d.text(40, y, 'Date', 10)
    d.line(70, y - 2, 180, y - 2, 0.9, d.tag(2, dateOf='Signed by the warranty holder'))
    d.text(305, y, 'Stamp / name: Wolds Edge Motors - R. Cartwright', 9)
    d.text(40, 40, 'Autoguard Warranty Services Ltd, PO Box 211, York YO1 7ZZ. Return the top copy within 7 days.', 8)
    d.finish(dict(
        file='16-scanned-warranty.pdf', title='Warranty registration',
        kinds=['producer: scan with OCR layer (PoDoFo page, pdftoppm, PIL/numpy, tesseract TSV words drawn invisibly by PoDoFo)',
               'kind: used-car warranty registration', 'OCR text layer', 'turned, uneven light, JPEG',
               '"Mr Oisín Doherty" accented first name', 'dealer named in a box above the customer',
               'two boxes side by side under captions, date rule under the customer box', "supplying dealer's place"],
        documentType='warranty', customerName='Oisín Doherty', vehicleRegistration='YH68DWO',
        otherRegistrations=[], dealershipName=dealer), out='/tmp/gen13/src/16-source.pdf')


if __name__ == '__main__':
    which = sys.argv[1:] or ['01', '02', '03', '04', '05']
    for n in which:
        globals()['doc' + n]()
