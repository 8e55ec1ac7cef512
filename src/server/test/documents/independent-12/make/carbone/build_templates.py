#!/usr/bin/python3
"""Writes the three Word templates that carbone (npm) fills for documents 15-17: plain WordprocessingML with
carbone's {d.…} markers and its row loops ({d.rows[i].x} / {d.rows[i+1].x}), zipped by Python's zipfile.
The templates are scaffolding: the documents in files/ are carbone's output (fill.mjs)."""
import sys
import zipfile
from xml.sax.saxutils import escape

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/gen12/tpl"
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

CT = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>"""
RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""
DOCRELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>"""


def styles(font, size):
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles {W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="{font}" w:hAnsi="{font}" w:cs="{font}"/>
<w:sz w:val="{size}"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="259" w:lineRule="auto"/>
</w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="table" w:styleId="Grid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders>
<w:top w:val="single" w:sz="4" w:color="808080"/><w:left w:val="single" w:sz="4" w:color="808080"/>
<w:bottom w:val="single" w:sz="4" w:color="808080"/><w:right w:val="single" w:sz="4" w:color="808080"/>
<w:insideH w:val="single" w:sz="4" w:color="808080"/><w:insideV w:val="single" w:sz="4" w:color="808080"/>
</w:tblBorders><w:tblCellMar><w:left w:w="90" w:type="dxa"/><w:right w:w="90" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>"""


def run(text, bold=False, size=None):
    rpr = ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "")
    parts = text.split("\n")
    inner = '<w:br/>'.join(f'<w:t xml:space="preserve">{escape(p)}</w:t>' for p in parts)
    return f"<w:r><w:rPr>{rpr}</w:rPr>{inner}</w:r>"


def p(*runs, align=None, before=None, after=None, page_break=False):
    ppr = ""
    if page_break:
        ppr += "<w:pageBreakBefore/>"
    if before is not None or after is not None:
        ppr += f'<w:spacing w:before="{before or 0}" w:after="{after if after is not None else 80}"/>'
    if align:
        ppr += f'<w:jc w:val="{align}"/>'
    body = "".join(r if r.startswith("<w:r>") else run(r) for r in runs)
    return f"<w:p><w:pPr>{ppr}</w:pPr>{body}</w:p>"


def table(rows, widths, bold_first_row=True, heights=None):
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = [f'<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/><w:tblW w:w="{sum(widths)}" w:type="dxa"/></w:tblPr>'
           f"<w:tblGrid>{grid}</w:tblGrid>"]
    for i, row in enumerate(rows):
        trpr = f'<w:trPr><w:trHeight w:val="{heights[i]}"/></w:trPr>' if heights and heights[i] else ""
        cells = "".join(
            f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>'
            + p(run(c, bold=(bold_first_row and i == 0) or c.endswith(":")), after=0) + "</w:tc>"
            for c, w in zip(row, widths))
        out.append(f"<w:tr>{trpr}{cells}</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def doc(name, font, size, body):
    sect = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
            'w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>')
    xml = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{"".join(body)}{sect}</w:body></w:document>'
    with zipfile.ZipFile(f"{OUT}/{name}", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CT)
        z.writestr("_rels/.rels", RELS)
        z.writestr("word/_rels/document.xml.rels", DOCRELS)
        z.writestr("word/styles.xml", styles(font, size))
        z.writestr("word/document.xml", xml)


# 15: privacy notice and credit-search consent, joint applicants; signing rows from the loop
doc("15-privacy-consent.docx", "Calibri", 19, [
    p(run("{d.dealer.name}", True, 32)), p(run("{d.dealer.address}", size=16)),
    p(run("Privacy Notice and Consent to Credit Searches", True, 26), before=120),
    p("Joint application for vehicle finance. Reference {d.ref}."),
    table([["", "First applicant", "Second applicant"],
           ["Name:", "{d.a1.name}", "{d.a2.name}"],
           ["Address:", "{d.a1.address}", "{d.a2.address}"],
           ["Email:", "{d.a1.email}", "{d.a2.email}"]], [1800, 3910, 3910]),
    p(run("Vehicle: ", True), run("{d.vehicle}"), before=120),
    p(run("Part exchange: ", True), run("{d.px}")),
    p("{d.paras[i].text}"), p("{d.paras[i+1].text}"),
    p(run("By signing below each of us agrees to the searches and the sharing described above.", True), before=120),
    table([["{d.signers[i].caption}\n\n\n", "Date"], ["{d.signers[i+1].caption}\n\n\n", "Date"]],
          [6620, 3000], bold_first_row=False),
])

# 16: used car sales invoice; invoice lines from the loop; underscores on the caption's line
doc("16-sales-invoice.docx", "Arial", 18, [
    p(run("{d.dealer.name}", True, 32)), p(run("{d.dealer.address}", size=15)),
    p(run("SALES INVOICE  No. {d.invoice}", True, 26), align="right"),
    p(run("Invoice to: ", True), run("{d.invoiceTo}")),
    p(run("Delivery contact: ", True), run("{d.contact}")),
    p(run("Date of supply: ", True), run("{d.date}"), run("          Salesperson: ", True), run("{d.salesperson}")),
    table([["Description", "Net", "VAT", "Gross"],
           ["{d.lines[i].desc}", "{d.lines[i].net}", "{d.lines[i].vat}", "{d.lines[i].gross}"],
           ["{d.lines[i+1].desc}", "{d.lines[i+1].net}", "{d.lines[i+1].vat}", "{d.lines[i+1].gross}"],
           ["Total", "{d.total.net}", "{d.total.vat}", "{d.total.gross}"]], [5620, 1330, 1330, 1340]),
    p(""),
    table([["Less", "Amount"], ["{d.less[i].what}", "{d.less[i].amount}"], ["{d.less[i+1].what}", "{d.less[i+1].amount}"]],
          [8280, 1340]),
    p(run("{d.terms}", size=15), before=120),
    p("I confirm that I have received the vehicle described above and accept this invoice."),
    p(run("Customer signature  ", True), run("____________________________________      "), run("Date  ", True),
      run("______________"), before=360),
    p(run("Salesperson  ", True), run("____________________________________"), before=480),
])

# 17: GAP offered and declined; the declaration begins a new page; underscores on the line after the captions
doc("17-gap-declined.docx", "Cambria", 20, [
    p(run("{d.dealer.name}", True, 32)), p(run("{d.dealer.address}", size=16)),
    p(run("GAP INSURANCE - OFFERED AND DECLINED", True, 26), before=120),
    p(run("Customer: ", True), run("{d.customer}")),
    p(run("Address: ", True), run("{d.address}")),
    p(run("Vehicle: ", True), run("{d.vehicle}")),
    p(run("Finance: ", True), run("{d.finance}")),
    p("{d.explain}", before=120),
    table([["Product", "Term", "Premium", "Your decision"],
           ["{d.products[i].name}", "{d.products[i].term}", "{d.products[i].premium}", "{d.products[i].decision}"],
           ["{d.products[i+1].name}", "{d.products[i+1].term}", "{d.products[i+1].premium}", "{d.products[i+1].decision}"]],
          [3800, 1900, 1900, 2020]),
    p("{d.later}", before=120),
    p(run("Declaration", True, 24), page_break=True),
    p("{d.declaration}"),
    p(run("Customer:", True), before=360),
    p("__________________________________________      Date: ____ / ____ / ______"),
    p(run("Business manager:", True), before=360),
    p("__________________________________________      ({d.manager})"),
])
