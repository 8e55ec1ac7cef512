# Set 11's Word files: build_docx.py writes each template (a small WordprocessingML package of its own, with
# {tags} and {#loop} markers), easy-template-x fills it (easy-template-x/fill.mjs), LibreOffice renders the result
# to find each place's page and the page count. The places carry no box (scored by label and signer).
import json, os, re, subprocess, sys, zipfile
from xml.sax.saxutils import escape

FILES = sys.argv[1]
TOOLS = os.environ.get('SET11_TOOLS', '/tmp/set11-tools')
G = '/tmp/gen11/docx'
os.makedirs(G, exist_ok=True)

CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      '<Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

def run(t, b=False, sz=20, font='Arial'):
    rp = f'<w:rPr><w:rFonts w:ascii="{font}" w:hAnsi="{font}"/>{"<w:b/>" if b else ""}<w:sz w:val="{sz}"/></w:rPr>'
    return f'<w:r>{rp}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'
def p(t='', b=False, sz=20, align=None, after=80, font='Arial'):
    jc = f'<w:jc w:val="{align}"/>' if align else ''
    return f'<w:p><w:pPr>{jc}<w:spacing w:after="{after}"/></w:pPr>{run(t, b, sz, font) if t else ""}</w:p>'
def brk(): return '<w:p><w:r><w:br w:type="page"/></w:r></w:p>'
def cell(content, w, shade=None):
    sh = f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>' if shade else ''
    return f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{sh}</w:tcPr>{content}</w:tc>'
def table(rows, widths, height=None):
    b = ''.join(f'<w:{s} w:val="single" w:sz="4" w:color="000000"/>' for s in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV'))
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    trs = ''
    for r in rows:
        trh = f'<w:trPr><w:trHeight w:val="{height}"/></w:trPr>' if height and r is not rows[0] else ''
        trs += '<w:tr>' + trh + ''.join(cell(c, w) for c, w in zip(r, widths)) + '</w:tr>'
    return f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblBorders>{b}</w:tblBorders></w:tblPr><w:tblGrid>{grid}</w:tblGrid>{trs}</w:tbl>'

def package(path, body):
    doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{body}'
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr></w:body></w:document>')
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('[Content_Types].xml', CT); z.writestr('_rels/.rels', RELS); z.writestr('word/document.xml', doc)

def make(name, body, data, truth, places):
    tpl = f'{G}/{name}.template.docx'; package(tpl, body)
    json.dump(data, open(f'{G}/{name}.data.json', 'w'))
    out = f'{FILES}/{name}'
    subprocess.run(['node', 'easy-template-x/fill.mjs', tpl, f'{G}/{name}.data.json', out], check=True, env={**os.environ, 'SET11_TOOLS': TOOLS})
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', G, out], check=True, capture_output=True)
    pdf = f'{G}/{name[:-5]}.pdf'
    pages = subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout.split('\f')
    pages = [pg for pg in pages if pg.strip()]
    fields, others = [], []
    for label, signer, needle in places:
        hit = [i + 1 for i, pg in enumerate(pages) if re.search(needle, pg, re.M)]
        assert len(hit) == 1, (name, needle, hit)
        f = {'page': hit[0], 'label': label, 'signer': signer}
        (fields if signer in ('customer', 'customer2') else others).append(f)
    t = {'file': name, 'format': 'docx', **truth, 'pageCount': len(pages), 'hasTextLayer': True}
    t = {k: t[k] for k in ['file', 'format', 'kinds', 'documentType', 'customerName'] + (['otherCustomers'] if 'otherCustomers' in t else [])
         + ['vehicleRegistration', 'otherRegistrations', 'pageCount', 'hasTextLayer', 'dealershipName']}
    t['signatureFields'] = fields; t['otherPlaces'] = others
    json.dump(t, open(out + '.truth.json', 'w'), indent=2); open(out + '.truth.json', 'a').write('\n')

# 18 tyre and alloy insurance declined: details in a table whose rows come from a row loop, underscores after captions
body = (p('{dealer}', True, 30) + p('Tyre and Alloy Wheel Insurance', True, 24) + p('Demands and needs: cover declined', False, 22, after=200)
        + table([[p('{#details}{k}', True), p('{v}{/details}')]], [3000, 6600])
        + p('', after=120)
        + p('{#points}') + p('{text}', sz=19) + p('{/points}')
        + p('', after=400)
        + p('Customer signature ______________________________    Date ______________')
        + p('', after=300)
        + p('Business manager ______________________________'))
data = {'dealer': 'Stourvale Cars', 'details': [{'k': 'Customer', 'v': 'MISS HOLLY-MAE GRANGER'}, {'k': 'Vehicle', 'v': 'Seat Leon 1.5 TSI FR Sport'},
        {'k': 'Registration', 'v': 'BF21 XKA'}, {'k': 'Wheels', 'v': '18" machined alloys'}, {'k': 'Premium quoted', 'v': 'GBP 289.00 for 3 years'}],
        'points': [{'text': 'Tyre and alloy insurance pays to repair cosmetic damage to your alloy wheels and to replace tyres damaged beyond repair by punctures or road hazards.'},
                   {'text': 'I have been offered this insurance and I have decided not to buy it. I understand that I will have to pay for any such repairs myself.'},
                   {'text': 'I have not been given advice or a recommendation; the decision is my own.'}]}
make('18-tyre-alloy-declined.docx', body, data,
     {'kinds': ['producer: easy-template-x 7.2.8 (npm)', 'kind: tyre and alloy insurance declined', 'hyphenated first name in capitals with title',
                'details table made by the row loop', 'underscores after the captions, date on the same line', "business manager's place"],
      'documentType': 'insurance_waiver', 'customerName': 'Holly-Mae Granger', 'vehicleRegistration': 'BF21XKA', 'otherRegistrations': [],
      'dealershipName': 'Stourvale Cars'},
     [('Customer signature', 'customer', 'Customer signature'), ('Business manager', 'dealer', 'Business manager _')])

# 19 conditional sale agreement, joint buyers, 2 pages, signature table on page 2 made by the row loop
terms = ['1. Ownership. The goods remain the property of the creditor until all amounts due have been paid.',
         '2. Payments. You must pay each instalment on its due date by direct debit. Late payments are charged interest at the agreement rate.',
         '3. Care of the goods. You must keep the goods in good condition, fully insured and taxed, and not sell or part with them.',
         '4. Termination by you. You may end this agreement at any time before the last payment by writing to us and returning the goods.',
         '5. Termination by us. If you break the agreement we may serve a default notice and, after it expires, end the agreement.',
         '6. Joint buyers. Where there are two buyers each is responsible for the whole amount owed.',
         '7. Data. We will search your records at credit reference agencies and share information about how you repay.',
         '8. Complaints. You may refer a complaint to the Financial Ombudsman Service.']
body = (p('Moorland Auto Finance Limited', True, 28) + p('Conditional Sale Agreement regulated by the Consumer Credit Act 1974', False, 22, after=200)
        + p('Agreement {ref}', True) + p('Buyer: {buyer1}') + p('Joint buyer: {buyer2}') + p('Address: {addr}', after=200)
        + p('Goods: {goods}') + p('Registration number: {reg}') + p('Supplier: {dealer}', after=200)
        + table([[p('{#fin}{k}'), p('{v}{/fin}')]], [5000, 4600])
        + p('', after=200) + p('{#terms}') + p('{t}', sz=19) + p('{/terms}')
        + brk()
        + p('Signatures', True, 24) + p('This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', after=240)
        + table([[p('Party', True), p('Signature', True), p('Date', True)], [p('{#sig}{party}'), p(''), p('{/sig}')]], [3600, 4000, 2000], height=900))
data = {'ref': 'MAF-CS-602114', 'buyer1': "O'NEILL Mr Declan", 'buyer2': "O'NEILL Mrs Roisin", 'addr': '3 Tor View, Okehampton EX20 1QS',
        'goods': 'Nissan Qashqai 1.3 DIG-T MHEV N-Connecta, used', 'reg': 'WA69 FDN', 'dealer': 'Dartmoor Gate Motors, Exeter Road, Okehampton EX20 1NP',
        'fin': [{'k': 'Cash price', 'v': 'GBP 16,250.00'}, {'k': 'Deposit', 'v': 'GBP 2,000.00'}, {'k': 'Amount of credit', 'v': 'GBP 14,250.00'},
                {'k': 'Total charge for credit', 'v': 'GBP 2,989.20'}, {'k': 'Total amount payable', 'v': 'GBP 19,239.20'},
                {'k': 'Payments', 'v': '48 monthly of GBP 359.15'}, {'k': 'APR', 'v': '9.9%'}],
        'terms': [{'t': t} for t in terms],
        'sig': [{'party': 'Buyer'}, {'party': 'Joint buyer'}, {'party': 'Signed for the creditor, Moorland Auto Finance Limited'}]}
make('19-joint-conditional-sale.docx', body, data,
     {'kinds': ['producer: easy-template-x 7.2.8 (npm)', 'kind: conditional sale agreement, joint buyers, 2 pages', 'signatures on the last page',
                '"Joint buyer" is customer2', "surname first in capitals with O' apostrophe", 'signature table rows made by the row loop', "creditor's place nobody's"],
      'documentType': 'finance_agreement', 'customerName': "Declan O'Neill", 'otherCustomers': ["Roisin O'Neill"], 'vehicleRegistration': 'WA69FDN',
      'otherRegistrations': [], 'dealershipName': 'Dartmoor Gate Motors'},
     [('Buyer', 'customer', r'^Buyer\s*$'), ('Joint buyer', 'customer2', r'^Joint buyer\s*$'),
      ('Signed for the creditor, Moorland Auto Finance Limited', None, 'Signed for the creditor')])

# 20 cosmetic repair insurance taken, Times, dotted lines after captions, courtesy car plate
body = (p('ELLESMERE MOTOR GROUP', True, 26, 'center', font='Times New Roman') + p('SmartRepair Cosmetic Damage Insurance - Proposal Form', False, 22, 'center', 240, 'Times New Roman')
        + p('{#rows}') + p('{label}: {value}', font='Times New Roman', sz=22) + p('{/rows}')
        + p('', after=200)
        + p('This insurance pays for the repair of minor scratches, scuffs and dents to the bodywork of the vehicle above, up to GBP 500 per claim and 3 claims a year, for 3 years, subject to the policy wording enclosed. I have read the insurance product information document and I wish to buy this insurance.', font='Times New Roman', sz=22, after=400)
        + p('Signed by the customer ...........................................   Date ..................', font='Times New Roman', sz=22, after=300)
        + p('Sales executive ...........................................', font='Times New Roman', sz=22))
data = {'rows': [{'label': 'Customer', 'value': 'Cheng, Mr W. (Wei)'}, {'label': 'Vehicle', 'value': 'Lexus UX 300h Takumi'},
                 {'label': 'Registration', 'value': 'DN24 LXE'}, {'label': 'Courtesy car on loan', 'value': 'DL23 MZV'},
                 {'label': 'Product', 'value': 'SmartRepair, 36 months'}, {'label': 'Price', 'value': 'GBP 420.00'}]}
make('20-cosmetic-repair-insurance.docx', body, data,
     {'kinds': ['producer: easy-template-x 7.2.8 (npm)', 'kind: cosmetic repair insurance taken',
                'surname first with title, initial and first name in brackets', 'courtesy car plate', 'paragraphs made by the paragraph loop',
                'dotted lines after the captions', "sales executive's place"],
      'documentType': 'insurance', 'customerName': 'Wei Cheng', 'vehicleRegistration': 'DN24LXE', 'otherRegistrations': ['DL23MZV'],
      'dealershipName': 'Ellesmere Motor Group'},
     [('Signed by the customer', 'customer', 'Signed by the customer'), ('Sales executive', 'dealer', 'Sales executive')])
