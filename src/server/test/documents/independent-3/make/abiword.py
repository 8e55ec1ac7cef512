#!/usr/bin/python3
"""AbiWord documents: RTF written here, converted with `abiword --to=pdf` (its cairo back end). Signing places
are lines of underscores, each place in its own near-black colour; pdfminer finds the underscores by colour and
the truth box runs from the first underscore to the last, on the baseline, 30 pt tall (a date 18 pt)."""
import json, os, subprocess, sys, tempfile
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTContainer

here = os.path.dirname(os.path.abspath(__file__)); files = os.path.join(here, '..', 'files')

def esc(s):
    out = []
    for ch in s:
        if ch in '\\{}': out.append('\\' + ch)
        elif ord(ch) > 127: out.append('\\u%d?' % ord(ch))
        else: out.append(ch)
    return ''.join(out)

def tag(i, date):  # colour table index and RGB for place i (index 1 is black, 2 grey)
    return 3 + 2 * i + (1 if date else 0), (10, 12 + 3 * i, 30 if date else 20)

class Rtf:
    def __init__(self, font):
        self.font, self.parts, self.places = font, [], []
    def p(self, text, size=10, bold=False, after=80, align='ql'):
        self.parts.append('\\pard\\%s\\sa%d\\fs%d%s %s\\b0\\par' % (align, after, size * 2, '\\b' if bold else '', esc(text)))
    def raw(self, s): self.parts.append(s)
    def table(self, rows, widths, head=False):
        for r, row in enumerate(rows):
            cells, x = '', 0
            for w in widths:
                x += w; cells += '\\clbrdrt\\brdrs\\brdrw10\\clbrdrl\\brdrs\\brdrw10\\clbrdrb\\brdrs\\brdrw10\\clbrdrr\\brdrs\\brdrw10' + ('\\clcbpat2' if head and r == 0 else '') + '\\cellx%d' % x
            body = ''.join('\\pard\\intbl\\fs18%s %s\\b0\\cell' % ('\\b' if (head and r == 0) or c == 0 and not head else '', esc(v)) for c, v in enumerate(row))
            self.parts.append('\\trowd\\trgaph80\\trleft0' + cells + body + '\\row')
        self.parts.append('\\pard\\sa60\\par')
    def sign(self, i, label, signer, n, date=False, dn=10, caption=None):
        """A line `label: ____ Date: ____`."""
        self.places.append({'i': i, 'label': label, 'signer': signer, 'date': date})
        c, _ = tag(i, False); dc, _ = tag(i, True)
        s = '\\pard\\sb540\\sa40\\fs20\\b %s\\b0  {\\cf%d %s}' % (esc(label + ':'), c, '_' * n)
        if date: s += '   \\b Date:\\b0  {\\cf%d %s}' % (dc, '_' * dn)
        self.parts.append(s + '\\par')
        if caption: self.parts.append('\\pard\\sa120\\fs16\\i %s\\i0\\par' % esc(caption))
    def text(self, n):
        colours = ['\\red0\\green0\\blue0', '\\red224\\green228\\blue234']
        for i in range(n):
            for date in (False, True):
                r, g, b = tag(i, date)[1]; colours.append('\\red%d\\green%d\\blue%d' % (r, g, b))
        return ('{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fnil %s;}}{\\colortbl;%s;}'
                '\\paperw11906\\paperh16838\\margl1134\\margr1134\\margt1134\\margb1134\\f0\\fs20\n' % (self.font, ';'.join(colours))
                + '\n'.join(self.parts) + '}')

def underscores(pdf):
    runs = {}
    def walk(o, pg):
        if isinstance(o, LTChar) and o.get_text() == '_':
            col = o.graphicstate.ncolor
            key = tuple(round(float(v) * 255) for v in col) if isinstance(col, (list, tuple)) else col
            runs.setdefault(key, []).append((pg, o.x0, o.x1, o.matrix[5]))
        if isinstance(o, LTContainer):
            for ch in o: walk(ch, pg)
    for n, page in enumerate(extract_pages(pdf), start=1): walk(page, n)
    return runs

def build(d):
    doc = d['build']()
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'doc.rtf'); out = os.path.join(tmp, 'doc.pdf')
        open(src, 'w').write(doc.text(len(doc.places)))
        subprocess.run(['abiword', '--to=pdf', src, '-o', out], check=True, capture_output=True, timeout=120)
        target = os.path.join(files, d['file']); os.replace(out, target)
    runs = underscores(target)
    def box(i, date):
        rgb = tag(i, date)[1]
        hit = [v for k, v in runs.items() if isinstance(k, tuple) and all(abs(a - b) <= 1 for a, b in zip(k, rgb))]
        if len(hit) != 1: raise SystemExit(f"{d['file']} place {i} date={date}: {len(hit)} runs, colours {list(runs)}")
        chars = hit[0]; pg = chars[0][0]; assert all(c[0] == pg for c in chars)
        r1 = lambda v: round(v, 1)
        x0 = min(c[1] for c in chars); x1 = max(c[2] for c in chars)
        return pg, {'x': r1(x0), 'y': r1(chars[0][3]), 'width': r1(x1 - x0), 'height': 18 if date else 30}
    sig, other = [], []
    for p in doc.places:
        pg, b = box(p['i'], False)
        o = {'page': pg, 'label': p['label'], 'box': b}
        if p['date'] and p['signer'] in ('customer', 'customer2'):
            _, o['dateBox'] = box(p['i'], True)
        o['signer'] = p['signer']
        (sig if p['signer'] in ('customer', 'customer2') else other).append(o)
    pages = int([l for l in subprocess.run(['pdfinfo', target], capture_output=True, text=True).stdout.splitlines() if l.startswith('Pages')][0].split()[1])
    t = d['truth']
    truth = {'file': d['file'], 'format': 'pdf', 'kinds': t['kinds'], 'documentType': t['documentType'], 'customerName': t['customerName'],
             'vehicleRegistration': t['reg'], 'otherRegistrations': t.get('otherRegs', []), 'pageCount': pages, 'hasTextLayer': True,
             'dealershipName': t['dealer'], 'signatureFields': sig, 'otherPlaces': other}
    open(target + '.truth.json', 'w').write(json.dumps(truth, indent=2, ensure_ascii=False) + '\n')
    print(d['file'], pages, len(doc.places))

# ---------------- the documents ----------------
def tyre_alloy():
    r = Rtf('Liberation Sans')
    r.p('GLENMORVEN CARS LTD', 16, True, 0)
    r.p('22 Kelvinhaugh Street, Glasgow G3 8NU  \u2022  0141 496 0732  \u2022  Appointed representative of Harbourline Insurance Services Ltd', 8, after=240)
    r.p('Tyre and Alloy Wheel Insurance \u2013 Proposal and Statement of Fact', 13, True, 120)
    r.table([['Policy number', 'TAW-5518'], ['Policyholder', 'Mrs Eilidh Fraser'], ['Address', '7 Victoria Crescent Road, Dowanhill, Glasgow G12 9DB'],
             ['Vehicle', 'Audi Q3 35 TFSI S line, alloy wheels 19"'], ['Registration', 'SV70 KCE'], ['Cover', '36 months, up to 12 tyres and 6 alloy repairs'],
             ['Premium', '\u00a3349.00 including Insurance Premium Tax']], [2600, 7000])
    r.p('Statement of fact: you have told us that the vehicle is used for social, domestic and pleasure purposes and commuting, and that no tyre or wheel damage is outstanding. If any of this is wrong, please tell us now, because a claim could be refused.', 9)
    r.p('You may cancel within 30 days for a full refund if you have not claimed. Insurer: Harbourline Insurance Ltd. Claims: Wickham Claims Administration Ltd, 0330 555 0192.', 9)
    r.sign(0, 'Policyholder signature', 'customer', 34, date=True, dn=12, caption='Mrs Eilidh Fraser')
    r.sign(1, 'Sold by (sales adviser)', 'dealer', 34, caption='Ross Kerr, for and on behalf of Glenmorven Cars Ltd')
    return r

def deposit():
    r = Rtf('DejaVu Serif')
    r.p('Harrowgate Lane Motors', 18, True, 0, 'qc')
    r.p('Harrowgate Lane, Stockton-on-Tees TS19 0LN   Tel 01642 496 330', 8, False, 240, 'qc')
    r.p('AGREEMENT TO PURCHASE AND DEPOSIT RECEIPT', 12, True, 120, 'qc')
    r.p('No. HLM-0457        Date: 06/12/2026', 9, after=160, align='qr')
    r.table([['Purchaser (SURNAME, Forenames)', 'MAHMOOD, Rukhsana'], ['Address', '14 Bishopton Road, Stockton-on-Tees TS18 4PA'], ['Telephone', '07700 900 145']], [3400, 6200])
    r.table([['Vehicle', 'Registration', 'Mileage', 'Price'], ['Vauxhall Mokka 1.2 Turbo SRi Nav Premium', 'NU71 GFX', '18,233', '\u00a315,990.00']], [4200, 1800, 1400, 2200], head=True)
    r.p('Deposit received today by card: \u00a3750.00. Balance of \u00a315,240.00 due on collection on or before 13/12/2026.', 10)
    r.p('Courtesy car supplied until collection: Fiat 500 1.2 Pop, registration NL15 WTC. The courtesy car must be returned with the same fuel level.', 10)
    r.p('The deposit secures the vehicle for the purchaser for seven days. It is refundable if the vehicle fails its pre-delivery inspection or cannot be supplied; otherwise it may be kept to cover the dealer\u2019s loss if the purchaser does not complete the purchase.', 9)
    r.sign(0, 'Signed by the Purchaser', 'customer', 30, date=True, dn=12)
    r.sign(1, 'Witness', None, 30, caption='Witness name and address: ______________________________')
    r.sign(2, 'For Harrowgate Lane Motors', 'dealer', 30)
    return r

PAPERS = [
    {'file': 'abiword-tyre-alloy-insurance-GMC-TAW-5518.pdf', 'build': tyre_alloy,
     'truth': {'kinds': ['producer: abiword', 'kind: tyre and alloy insurance', 'made in a word processor from RTF', 'registration: current',
                         'name: Scottish with title', 'signature: underscores'],
               'documentType': 'insurance', 'customerName': 'Eilidh Fraser', 'reg': 'SV70KCE', 'dealer': 'Glenmorven Cars Ltd'}},
    {'file': 'abiword-deposit-agreement-HLM-0457.pdf', 'build': deposit,
     'truth': {'kinds': ['producer: abiword', 'kind: agreement to purchase and deposit receipt', 'made in a word processor from RTF', 'registration: current',
                         'decoy: courtesy car registration', 'name: SURNAME, Forenames', 'signature: underscores', 'signature: witness is nobody of ours'],
               'documentType': 'sales_agreement', 'customerName': 'Rukhsana Mahmood', 'reg': 'NU71GFX', 'otherRegs': ['NL15WTC'],
               'dealer': 'Harrowgate Lane Motors'}},
]

flt = sys.argv[1] if len(sys.argv) > 1 else ''
for d in PAPERS:
    if flt in d['file']: build(d)
