#!/usr/bin/python3
# Three documents written as OpenDocument text with odfpy, as a lender's document service writes ODT templates,
# then printed by LibreOffice Writer: one to PDF (16, which qpdf later encrypts) and two saved as Word files (17, 18).
# Places to sign in the PDF carry tag colours #0000NN; a Word file's truth has no boxes.
import json, sys, subprocess, os
from odf.opendocument import OpenDocumentText
from odf.style import Style, TextProperties, ParagraphProperties, TableColumnProperties, TableCellProperties, PageLayout, PageLayoutProperties, MasterPage, TableProperties, Footer
from odf.text import P, Span, H
from odf.table import Table, TableColumn, TableRow, TableCell
from odf import meta, dc

OUT = sys.argv[1]

def new_doc(title):
    d = OpenDocumentText()
    pl = PageLayout(name='A4'); pl.addElement(PageLayoutProperties(pagewidth='21cm', pageheight='29.7cm', margintop='1.6cm', marginbottom='1.6cm', marginleft='1.8cm', marginright='1.8cm'))
    d.automaticstyles.addElement(pl)
    st = {}
    def add(name, family, *props, auto=False):
        s = Style(name=name, family=family)
        for p in props: s.addElement(p)
        (d.automaticstyles if auto else d.styles).addElement(s); st[name] = s
        return s
    add('Body', 'paragraph', TextProperties(fontsize='9pt', fontfamily='Liberation Sans', fontname='Liberation Sans'), ParagraphProperties(marginbottom='0.12cm'))
    add('Small', 'paragraph', TextProperties(fontsize='7pt', color='#555555', fontfamily='Liberation Sans', fontname='Liberation Sans'))
    add('Title', 'paragraph', TextProperties(fontsize='16pt', fontweight='bold', fontfamily='Liberation Sans', fontname='Liberation Sans'), ParagraphProperties(marginbottom='0.2cm'))
    add('Head', 'paragraph', TextProperties(fontsize='10.5pt', fontweight='bold', fontfamily='Liberation Sans', fontname='Liberation Sans'), ParagraphProperties(margintop='0.3cm', marginbottom='0.1cm'))
    add('Bold', 'text', TextProperties(fontweight='bold'))
    add('Grid', 'table-cell', TableCellProperties(border='0.5pt solid #888888', padding='0.08cm'), auto=True)
    add('Plain', 'table-cell', TableCellProperties(border='none', padding='0.05cm'), auto=True)
    add('Tbl', 'table', TableProperties(width='17.4cm', align='left'), auto=True)
    foot = Style(name='FootP', family='paragraph'); foot.addElement(TextProperties(fontsize='7pt', color='#666666', fontfamily='Liberation Sans', fontname='Liberation Sans')); d.styles.addElement(foot)
    mp = MasterPage(name='Standard', pagelayoutname=pl); d.masterstyles.addElement(mp)
    d.meta.addElement(dc.Title(text=title)); d.meta.addElement(meta.Generator(text='Quill Document Service 3.4'))
    return d, st, mp

def footer(mp, text):
    f = Footer(); f.addElement(P(stylename='FootP', text=text)); mp.addElement(f)

def para(d, st, s, style='Body'): d.text.addElement(P(stylename=st[style], text=s))

_c = [0]
def cellstyle(d, border):
    _c[0] += 1; s = Style(name=f'C{_c[0]}', family='table-cell'); s.addElement(TableCellProperties(border=border, padding='0.08cm')); d.automaticstyles.addElement(s); return s

def colstyle(d, w):
    _c[0] += 1; s = Style(name=f'W{_c[0]}', family='table-column'); s.addElement(TableColumnProperties(columnwidth=w)); d.automaticstyles.addElement(s); return s

def table(d, st, widths, rows, styles=None, heights=None):
    t = Table(stylename=st['Tbl'])
    for w in widths: t.addElement(TableColumn(stylename=colstyle(d, w)))
    for i, r in enumerate(rows):
        rs = None
        if heights and heights[i]:
            _c[0] += 1; rs = Style(name=f'R{_c[0]}', family='table-row'); from odf.style import TableRowProperties
            rs.addElement(TableRowProperties(minrowheight=heights[i])); d.automaticstyles.addElement(rs)
        tr = TableRow(stylename=rs) if rs else TableRow()
        for j, v in enumerate(r):
            s = (styles[i][j] if styles and styles[i][j] is not None else st['Grid'])
            c = TableCell(stylename=s)
            for line in (v.split('\n') if v else ['']): c.addElement(P(stylename=st['Body'], text=line))
            tr.addElement(c)
        t.addElement(tr)
    d.text.addElement(t)

def tagged_text(d, n):
    s = Style(name=f'Tag{n}', family='text'); s.addElement(TextProperties(color='#0000%02x' % n)); d.automaticstyles.addElement(s); return s

def save(d, name, fmt):
    odt = f'{OUT}/{name}.odt'; d.save(odt)
    conv = {'pdf': 'pdf:writer_pdf_Export', 'docx': 'docx:MS Word 2007 XML'}[fmt]
    subprocess.run(['soffice', '--headless', '--convert-to', conv, '--outdir', OUT, odt], check=True, capture_output=True)
    os.remove(odt)

def spec(name, fmt, o): json.dump({'file': f'{name}.{fmt}', 'format': fmt, **o}, open(f'{OUT}/{name}.spec.json', 'w'), indent=2, ensure_ascii=False)

# 16: conditional sale agreement with a guarantor; printed to PDF (qpdf then encrypts it, see make-all.sh)
d, st, mp = new_doc('Conditional Sale Agreement')
footer(mp, 'Humber Vehicle Finance Ltd · Ferensway House, Hull HU2 8NA · 01482 690 115 · FRN 713998 · CSA-2025-v9')
para(d, st, 'Humber Vehicle Finance Ltd', 'Title')
para(d, st, 'Ferensway House, Hull HU2 8NA · 01482 690 115 · documents@humbervf.co.uk · Authorised and regulated by the FCA, FRN 713998', 'Small')
para(d, st, 'Conditional Sale Agreement regulated by the Consumer Credit Act 1974', 'Head')
para(d, st, 'Agreement number HVF/CS/2291045')
table(d, st, ['8.7cm', '8.7cm'], [['Buyer\nMr Kwame ASANTE-BOATENG\n61 Beverley Road, Hull HU3 1XR\n07700 900 372', 'Supplier (credit broker)\nHolderness Road Motors Ltd\n455 Holderness Road, Hull HU8 8JS\n01482 374 900 · FRN 646017'],
                               ['Guarantor\nMrs Akosua Asante-Boateng, same address', 'Goods\nNissan Juke 1.0 DIG-T N-Connecta, registration YJ21 FWK\nVIN SJNFBAF16U2563341, mileage 27,450']])
para(d, st, 'Financial details', 'Head')
table(d, st, ['11cm', '6.4cm'], [[k, v] for k, v in [('Cash price', '£15,495.00'), ('Deposit (cash)', '£1,000.00'), ('Amount of credit', '£14,495.00'), ('Interest', '£3,516.60'), ('Total amount payable', '£19,011.60'), ('59 monthly payments of £300.19 and a final payment of', '£300.19'), ('APR / fixed rate of interest', '11.9% / 4.85% flat')]])
para(d, st, 'Key information', 'Head')
for t in ['Ownership: the goods will become your property only when you have paid all sums due under this agreement. Until then you must not sell or dispose of them.',
          'Termination: you may end this agreement by writing to us. You must then return the goods and pay up to half of the total amount payable, £9,505.80, less what you have paid.',
          'Repossession: if you have paid one third of the total amount payable (£6,337.20) we may not take back the goods without a court order.',
          'Withdrawal: you may withdraw within 14 days of receiving a copy of this agreement by contacting us at the address above.',
          'Complaints: Financial Ombudsman Service, Exchange Tower, London E14 9SR, 0800 023 4567. Data protection complaints: ICO, Wycliffe House, Water Lane, Wilmslow SK9 5AF.',
          'The broker Holderness Road Motors Ltd is paid commission by us; the amount is £612.00. The courtesy vehicle YJ19 KLR supplied by the broker is not part of the goods.']:
    para(d, st, t)
para(d, st, 'Signatures', 'Head')
para(d, st, 'This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.')
cs = lambda n: cellstyle(d, f'0.8pt solid #0000{n:02x}')
pl = st['Plain']
table(d, st, ['3.6cm', '8.2cm', '1.6cm', '4cm'], [['Signature of Buyer', '', 'Date', ''], ['Signature of Guarantor', '', 'Date', ''], ['Witness (guarantor)', '', '', ''], ['Signed for Humber Vehicle Finance Ltd', '', 'Date', '']],
      styles=[[pl, cs(11), pl, cs(12)], [pl, cs(13), pl, cs(14)], [pl, cs(15), pl, pl], [pl, cs(16), pl, cs(17)]], heights=['1.4cm'] * 4)
save(d, '16-conditional-sale-source', 'pdf')
spec('16-conditional-sale-source', 'pdf', {
  'file': '16-conditional-sale.pdf', 'measureFrom': '16-conditional-sale-source.pdf', 'hasTextLayer': True,
  'kinds': ['producer: LibreOffice Writer (odfpy ODT), encrypted by qpdf', 'kind: conditional sale', 'Ghanaian hyphenated name in capitals, guarantor with the same surname', 'courtesy-car plate decoy', 'table cells beside the labels; owner password, printing allowed'],
  'documentType': 'finance_agreement', 'customerName': 'Kwame Asante-Boateng', 'otherCustomers': [],
  'vehicleRegistration': 'YJ21FWK', 'otherRegistrations': ['YJ19KLR'], 'dealershipName': 'Holderness Road Motors Ltd',
  'places': [
    {'label': 'Signature of Buyer', 'signer': 'customer', 'tag': 11, 'mark': 'box', 'dateTag': 12, 'dateMark': 'box'},
    {'label': 'Signature of Guarantor', 'signer': 'guarantor', 'tag': 13, 'mark': 'box', 'dateTag': 14, 'dateMark': 'box'},
    {'label': 'Witness (guarantor)', 'signer': None, 'tag': 15, 'mark': 'box'},
    {'label': 'Signed for Humber Vehicle Finance Ltd', 'signer': None, 'tag': 16, 'mark': 'box', 'dateTag': 17, 'dateMark': 'box'}]})

# 17: finance proposal (application) as a Word file, two applicants, dotted lines to sign
d, st, mp = new_doc('Finance Proposal')
footer(mp, 'Broadland Motors Ltd · Salhouse Road, Norwich NR7 9AS · 01603 411 822 · FRN 618870 · we are a credit broker, not a lender')
para(d, st, 'Broadland Motors — Finance Proposal', 'Title')
para(d, st, 'Proposal BM-FP-66031 · submitted to: Calder Auto Credit plc, Northbridge Motor Finance Ltd (panel) · Business Manager: Lucy Gedge', 'Small')
para(d, st, 'Main applicant', 'Head')
table(d, st, ['5cm', '12.4cm'], [[k, v] for k, v in [('Title / name', 'Mr Nguyen Van MINH (known as Minh Nguyen)'), ('Date of birth', '11/09/1990'), ('Address (3 years)', '27 Magdalen Street, Norwich NR3 1LE'), ('Employment', 'Software tester, Aviva, 6 years'), ('Gross annual income', '£41,500'), ('Bank', 'Monzo, 5 years')]])
para(d, st, 'Joint applicant', 'Head')
table(d, st, ['5cm', '12.4cm'], [[k, v] for k, v in [('Title / name', 'Ms Hannah GREENACRE'), ('Date of birth', '02/04/1992'), ('Employment', 'Primary teacher, Norfolk County Council')]])
para(d, st, 'Vehicle and finance requested', 'Head')
table(d, st, ['5cm', '12.4cm'], [[k, v] for k, v in [('Vehicle', 'Tesla Model 3 Long Range AWD, registration VE71 CXO'), ('Cash price', '£24,990.00'), ('Part-exchange', 'Skoda Fabia, AY16 BNF, £4,200.00'), ('Product', 'Hire purchase, 48 months, deposit £5,200.00 including part-exchange'), ('Indicative APR', '9.9% (subject to status)')]])
para(d, st, 'Declaration', 'Head')
para(d, st, 'I/We apply for credit on the terms shown and confirm the information given is true. I/We agree that the lenders may search credit reference agencies (which will keep a record of the search) and fraud prevention agencies, and that the dealer may pass this proposal to the lenders on its panel. We receive commission from the lender you choose; ask us for the amount. Complaints: Financial Ombudsman Service, Exchange Tower, London E14 9SR.')
para(d, st, ' ')
for lab, n in (('Main applicant signature', 0), ('Joint applicant signature', 0)):
    p = P(stylename=st['Body']); p.addElement(Span(stylename=st['Bold'], text=lab + '  ')); p.addText('.' * 60 + '   '); p.addElement(Span(stylename=st['Bold'], text='Date  ')); p.addText('.' * 22); d.text.addElement(p); para(d, st, ' ')
p = P(stylename=st['Body']); p.addElement(Span(stylename=st['Bold'], text='Business Manager  ')); p.addText('.' * 60); d.text.addElement(p)
save(d, '17-finance-proposal', 'docx')
spec('17-finance-proposal', 'docx', {
  'kinds': ['producer: LibreOffice Writer (odfpy ODT) saved as .docx', 'kind: finance proposal', 'Vietnamese name printed family-name first with the known-as form, joint applicant', 'part-exchange plate decoy', 'dotted lines with the date on the same line'],
  'documentType': 'finance_agreement', 'customerName': 'Minh Nguyen', 'otherCustomers': ['Hannah Greenacre'],
  'vehicleRegistration': 'VE71CXO', 'otherRegistrations': ['AY16BNF'], 'dealershipName': 'Broadland Motors Ltd',
  'places': [
    {'label': 'Main applicant signature', 'signer': 'customer', 'find': 'Main applicant signature'},
    {'label': 'Joint applicant signature', 'signer': 'customer2', 'find': 'Joint applicant signature'},
    {'label': 'Business Manager', 'signer': 'dealer', 'find': 'Business Manager ....'}]})

# 18: tyre and alloy wheel insurance as a Word file, two pages, the signing place at the end of the second
d, st, mp = new_doc('Tyre and Alloy Wheel Insurance — Certificate')
footer(mp, 'Arranged by Cotswold Autohaus Ltd (Appointed Representative of Keystone Insurance Services Ltd, FRN 498812) · Underwritten by Fellgate Insurance Company Ltd')
para(d, st, 'Cotswold Autohaus', 'Title')
para(d, st, 'Kingsditch Lane, Cheltenham GL51 9PL · 01242 580 100 · aftersales@cotswoldautohaus.co.uk', 'Small')
para(d, st, 'Tyre and Alloy Wheel Insurance — Policy Schedule and Statement of Demands and Needs', 'Head')
table(d, st, ['5cm', '12.4cm'], [[k, v] for k, v in [('Policyholder', 'Dr Siobhan MAC AN TSAOIR'), ('Address', '4 Lansdown Crescent, Cheltenham GL50 2JY'), ('Vehicle', 'Porsche Macan T, registration CK23 MVV'), ('Policy number', 'TAW-CA-118204'), ('Period', '36 months from 01/12/2025'), ('Premium', '£595.00 including IPT'), ('Cover', 'Tyre replacement after puncture or accidental damage (max 2 per year); cosmetic alloy wheel repair (max 3 per year, up to £150 each)')]])
for i in range(9):
    para(d, st, f'{i + 1}. Conditions. Claims must be notified within 7 days on 0330 010 4455. We will not pay for tyres worn below 3 mm, damage from kerbing over 25 mm, racing, off-road use or vandalism. You may cancel within 30 days for a full refund. If you are unhappy with our service, contact Keystone Insurance Services Ltd; you may then complain to the Financial Ombudsman Service, Exchange Tower, London E14 9SR. Fellgate Insurance Company Ltd is covered by the FSCS.')
para(d, st, 'Statement of demands and needs: this policy meets the demands and needs of a customer who wishes to insure against the cost of replacing tyres and repairing alloy wheels. We have not given a personal recommendation.')
para(d, st, 'Declaration', 'Head')
para(d, st, 'I have read the policy summary and confirm the information above is correct.')
table(d, st, ['8.7cm', '8.7cm'], [['Signed by the policyholder\n\n\n', 'Date\n\n\n'], ['Sales Executive, Cotswold Autohaus\n\n\n', '']])
save(d, '18-tyre-alloy-insurance', 'docx')
spec('18-tyre-alloy-insurance', 'docx', {
  'kinds': ['producer: LibreOffice Writer (odfpy ODT) saved as .docx', 'kind: tyre and alloy insurance', 'Irish surname in capitals with a space (Mac an tSaoir), title Dr', 'labels inside table cells, signature on page 2'],
  'documentType': 'insurance', 'customerName': 'Siobhan Mac an tSaoir', 'otherCustomers': [],
  'vehicleRegistration': 'CK23MVV', 'otherRegistrations': [], 'dealershipName': 'Cotswold Autohaus Ltd',
  'places': [
    {'label': 'Signed by the policyholder', 'signer': 'customer', 'find': 'Signed by the policyholder'},
    {'label': 'Sales Executive, Cotswold Autohaus', 'signer': 'dealer', 'find': 'Sales Executive, Cotswold Autohaus'}]})
