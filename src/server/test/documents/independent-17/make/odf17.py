# Two Word files written as ODF text with odfpy (python3-odf) and saved as .docx by LibreOffice
# (soffice --headless --convert-to docx). usage: odf17.py OUTDIR
import sys, os, subprocess
from odf.opendocument import OpenDocumentText
from odf.style import (Style, TextProperties, ParagraphProperties, TableColumnProperties, TableCellProperties,
                       TableProperties, PageLayout, PageLayoutProperties, MasterPage, TabStops, TabStop)
from odf.text import P, Span, Tab
from odf.table import Table, TableColumn, TableRow, TableCell

OUT = sys.argv[1]
TMP = '/tmp/gen17/odf'
os.makedirs(TMP, exist_ok=True)


def base(font='Liberation Sans'):
    doc = OpenDocumentText()
    pl = PageLayout(name='A4')
    pl.addElement(PageLayoutProperties(pagewidth='21cm', pageheight='29.7cm', margintop='1.6cm', marginbottom='1.6cm',
                                       marginleft='2cm', marginright='2cm'))
    doc.automaticstyles.addElement(pl)
    doc.masterstyles.addElement(MasterPage(name='Standard', pagelayoutname=pl))
    S = {}

    def ps(name, size='9.5pt', bold=False, align='left', above='0cm', below='0.12cm', border=None, color=None, italic=False):
        st = Style(name=name, family='paragraph')
        tp = dict(fontname=font, fontfamily=font, fontsize=size)
        if bold:
            tp['fontweight'] = 'bold'
        if italic:
            tp['fontstyle'] = 'italic'
        if color:
            tp['color'] = color
        st.addElement(TextProperties(**tp))
        pp = dict(textalign=align, margintop=above, marginbottom=below)
        if border:
            pp['borderbottom'] = border
            pp['padding'] = '0cm'
        st.addElement(ParagraphProperties(**pp))
        doc.automaticstyles.addElement(st)
        S[name] = st
        return st
    return doc, S, ps


def table(doc, name, widths, rows, shade_first_col=False, head=False, height=None):
    ts = Style(name=name, family='table')
    ts.addElement(TableProperties(width=f'{sum(widths)}cm', align='left'))
    doc.automaticstyles.addElement(ts)
    t = Table(name=name, stylename=ts)
    for i, w in enumerate(widths):
        cs = Style(name=f'{name}c{i}', family='table-column')
        cs.addElement(TableColumnProperties(columnwidth=f'{w}cm'))
        doc.automaticstyles.addElement(cs)
        t.addElement(TableColumn(stylename=cs))
    plain = Style(name=f'{name}p', family='table-cell')
    plain.addElement(TableCellProperties(border='0.5pt solid #555555', padding='0.1cm'))
    grey = Style(name=f'{name}g', family='table-cell')
    grey.addElement(TableCellProperties(border='0.5pt solid #555555', padding='0.1cm', backgroundcolor='#e4e4e4'))
    doc.automaticstyles.addElement(plain)
    doc.automaticstyles.addElement(grey)
    for ri, r in enumerate(rows):
        tr = TableRow()
        for ci, (txt, st) in enumerate(r):
            g = (shade_first_col and ci == 0) or (head and ri == 0)
            c = TableCell(stylename=grey if g else plain)
            c.addElement(P(stylename=st, text=txt))
            tr.addElement(c)
        t.addElement(tr)
    doc.text.addElement(t)


def privacy():
    doc, S, ps = base()
    h1 = ps('H1', '15pt', True, color='#1b4d3e', below='0cm')
    sm = ps('Sm', '8pt', below='0.3cm')
    h2 = ps('H2', '10.5pt', True, above='0.3cm', color='#1b4d3e')
    b = ps('B', '9pt', align='justify')
    c = ps('C', '9pt')
    cb = ps('CB', '9pt', True)
    tall = ps('Tall', '9pt', above='0.5cm', below='0.5cm')
    doc.text.addElement(P(stylename=h1, text='Wensum Motors'))
    doc.text.addElement(P(stylename=sm, text='Ber Street, Norwich NR1 3AJ  ·  01603 762 180  ·  wensummotors.co.uk'))
    doc.text.addElement(P(stylename=ps('T', '12pt', True), text='Customer Privacy Notice and Marketing Consent'))
    table(doc, 'Cust', [4.2, 12.8], [
        [('Customer', cb), ('Mr Oliver THOMPSON-REID', c)],
        [('Address', cb), ('Flat 12, Riverside Wharf, Norwich NR1 1WE', c)],
        [('Vehicle of interest', cb), ('Volvo XC40 B4 Plus Dark, reg. AV68 ZNR', c)],
        [('Customer reference', cb), ('WM-CRM-208815', c)]], shade_first_col=True)
    doc.text.addElement(P(stylename=h2, text='How we use your information'))
    for s in ['Wensum Motors Ltd is the controller of the personal data you give us. We use it to sell, finance, deliver and service '
              'your vehicle, to meet our legal duties (including anti-money-laundering checks and DVLA records), and, where you agree '
              'below, to tell you about offers. If you apply for finance we pass your details to the lenders on our panel, who will '
              'search credit reference agencies.',
              'We keep sales records for six years after the sale. You may ask for a copy of your data, ask us to correct or delete it, '
              'or object to its use, by writing to our Data Protection Officer at the address above or dpo@wensummotors.co.uk. You may '
              'complain to the Information Commissioner\'s Office.']:
        doc.text.addElement(P(stylename=b, text=s))
    doc.text.addElement(P(stylename=h2, text='Marketing preferences (tick to agree)'))
    table(doc, 'Mk', [12.5, 2.25, 2.25], [
        [('We may contact you about offers, events and your vehicle by:', cb), ('Yes', cb), ('No', cb)],
        [('Email', c), ('☒', c), ('☐', c)], [('Text message', c), ('☐', c), ('☒', c)],
        [('Telephone', c), ('☐', c), ('☒', c)], [('Post', c), ('☒', c), ('☐', c)],
        [('Volvo Car UK Ltd (the manufacturer) may contact me about its products', c), ('☐', c), ('☒', c)]], head=True)
    doc.text.addElement(P(stylename=h2, text='Declaration'))
    doc.text.addElement(P(stylename=b, text='I have read this privacy notice and my marketing choices are shown above. I can change '
                                            'them at any time by contacting the dealership.'))
    doc.text.addElement(P(stylename=ps('Sp', '6pt'), text=''))
    table(doc, 'Sig', [4.2, 8.3, 1.5, 3.0], [
        [('Customer signature', cb), ('', tall), ('Date', cb), ('', c)],
        [('Print name', cb), ('Oliver Thompson-Reid', c), ('', c), ('', c)],
        [('Staff member', cb), ('', tall), ('Date', cb), ('', c)]], shade_first_col=True)
    doc.text.addElement(P(stylename=sm, text='Staff member: Beth Allard, Sales Executive. WM/GDPR/04 v3.'))
    doc.save(f'{TMP}/11-privacy-consent.odt')


def serviceplan():
    doc, S, ps = base('Liberation Serif')
    h1 = ps('H1', '16pt', True, align='center', below='0cm')
    cen = ps('Cen', '9pt', align='center', below='0.35cm')
    h2 = ps('H2', '11pt', True, above='0.3cm')
    b = ps('B', '9.5pt', align='justify')
    c = ps('C', '9.5pt')
    cb = ps('CB', '9.5pt', True)
    rule = ps('Rule', '9.5pt', above='0.9cm', below='0cm', border='0.6pt solid #000000')
    cap = ps('Cap', '8.5pt', below='0.1cm')
    doc.text.addElement(P(stylename=h1, text='Pennine Peaks Mazda'))
    doc.text.addElement(P(stylename=cen, text='Service Department  ·  Huddersfield Road, Oldham OL4 2QR  ·  0161 624 5590'))
    doc.text.addElement(P(stylename=ps('T', '13pt', True, align='center', below='0.3cm'), text='FIXED PRICE SERVICE PLAN AGREEMENT'))
    table(doc, 'D', [4.5, 4.0, 4.0, 4.5], [
        [('Plan holder', cb), ('Dr Mei Ling CHAN', c), ('Plan number', cb), ('SP-BD70UWF-02', c)],
        [('Address', cb), ('22 Delph New Road, Dobcross OL3 5BA', c), ('Start date', cb), ('01/08/2025', c)],
        [('Vehicle', cb), ('Mazda CX-5 2.0 e-Skyactiv G Newground', c), ('Registration', cb), ('BD70 UWF', c)],
        [('Plan', cb), ('3 services over 3 years', c), ('Monthly payment', cb), ('£21.50 by direct debit (36)', c)]],
        shade_first_col=False)
    doc.text.addElement(P(stylename=h2, text='What the plan covers'))
    for s in ['The plan pays for the three scheduled services shown in the Mazda service schedule for your vehicle, including the '
              'parts, oils and labour for those services at Pennine Peaks Mazda. It does not cover repairs, tyres, brake pads and discs, '
              'wiper blades, MOT tests, or work needed because of wear, misuse or accident damage.',
              'If a payment is missed we will write to you; if two payments are missed the plan will end and any services already '
              'received but not yet paid for will be charged at our standard prices. You may cancel within 14 days for a full refund. '
              'The plan may be transferred with the vehicle to a new keeper for a fee of £25.',
              'Your direct debit will appear on your bank statement as PPMAZDA SP-BD70UWF-02.']:
        doc.text.addElement(P(stylename=b, text=s))
    doc.text.addElement(P(stylename=h2, text='Agreement'))
    doc.text.addElement(P(stylename=b, text='I agree to the terms of this service plan and authorise the monthly payments shown.'))
    for lab in ['Signature of plan holder', 'Date']:
        doc.text.addElement(P(stylename=rule, text=''))
        doc.text.addElement(P(stylename=cap, text=lab))
    for lab in ['Service adviser (for Pennine Peaks Mazda)', 'Date']:
        doc.text.addElement(P(stylename=rule, text=''))
        doc.text.addElement(P(stylename=cap, text=lab))
    doc.text.addElement(P(stylename=ps('Sm', '8pt', above='0.4cm', italic=True), text='Service adviser: Jordan Hughes. Copy to the plan holder.'))
    doc.save(f'{TMP}/12-service-plan.odt')


privacy()
serviceplan()
for n in ['11-privacy-consent', '12-service-plan']:
    subprocess.run(['soffice', '--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', OUT, f'{TMP}/{n}.odt'],
                   check=True, stdout=subprocess.DEVNULL)
