"""Writes the Word files as OOXML by hand (Python's zipfile; one zipped by a small Java program with stored entries)
and measures their truths: each place gets the page where its label falls in LibreOffice's rendition."""
import os
import subprocess
import sys
import zipfile
from xml.sax.saxutils import escape

from measure import plate
from plot import SCRATCH

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "..", "files")
NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>"""
RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>"""


def core(title):
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties '
            'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>' + escape(title) + "</dc:title>"
            "<dc:creator>DMS export</dc:creator></cp:coreProperties>")


def run(text, bold=False, size=None, font="Arial"):
    props = f'<w:rFonts w:ascii="{font}" w:hAnsi="{font}" w:cs="{font}"/>' + ("<w:b/>" if bold else "")
    if size:
        props += f'<w:sz w:val="{size * 2}"/>'
    return f'<w:r><w:rPr>{props}</w:rPr><w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def p(*runs, align=None, border_bottom=False, space_after=120, tabs=None):
    ppr = ""
    if tabs:
        ppr += "<w:tabs>" + "".join(f'<w:tab w:val="left" w:pos="{t}"/>' for t in tabs) + "</w:tabs>"
    if border_bottom:
        ppr += '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="000000"/></w:pBdr>'
    ppr += f'<w:spacing w:after="{space_after}"/>'
    if align:
        ppr += f'<w:jc w:val="{align}"/>'
    body = "".join(r if r.startswith("<w:") else run(r) for r in runs)
    return f"<w:p><w:pPr>{ppr}</w:pPr>{body}</w:p>"


def tab():
    return "<w:r><w:tab/></w:r>"


def table(rows, widths, borders=True, heights=None):
    b = ('<w:tblBorders>' + "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                                    for s in ("top", "left", "bottom", "right", "insideH", "insideV")) + "</w:tblBorders>") if borders else ""
    out = f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/>{b}</w:tblPr><w:tblGrid>'
    out += "".join(f'<w:gridCol w:w="{w}"/>' for w in widths) + "</w:tblGrid>"
    for i, row in enumerate(rows):
        trpr = f'<w:trPr><w:trHeight w:val="{heights[i]}"/></w:trPr>' if heights and heights[i] else ""
        out += f"<w:tr>{trpr}"
        for w, cell in zip(widths, row):
            content = cell if cell.startswith("<w:p") else p(run(cell, bold=False, size=9), space_after=0)
            out += f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>{content}</w:tc>'
        out += "</w:tr>"
    return out + "</w:tbl>"


def document(parts):
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {NS}><w:body>' + "".join(parts)
            + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
              'w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>')


def heading(text, dealer, lines):
    return [p(run(dealer, True, 16)), p(run(lines, size=8)), p(run(text, True, 14), space_after=200)]


TERMS = ("The applicant(s) declare that the information given is true and complete and authorise the lender and the "
         "credit broker to search the records of credit reference agencies. A record of the search will be kept. ")


def kv(pairs):
    return table([[k, v] for k, v in pairs], [3000, 6600])


def finance_proposal():
    dealer = "Bramhall Lane Motor Company"
    parts = heading("Finance Proposal — Joint Application", dealer, "1 Bramhall Lane South, Stockport SK7 2DN · Credit broker")
    parts += [kv([("First applicant", "Mr Hamid REZAEI"), ("Second applicant", "Mrs Leila REZAEI-FARAHANI"),
                  ("Address", "31 Moss Lane, Bramhall SK7 1EJ"), ("Vehicle", "Honda CR-V 2.0 e:HEV Advance, BF25 HRZ"),
                  ("Part exchange", "Toyota Avensis, registration R672 VKN"), ("Amount to finance", "£21,400.00 over 48 months")]),
              p(""), p(TERMS * 2)]
    parts += [p("First applicant: Signature ", run("____________________________"), "  Date ", run("__________"), space_after=360),
              p("Second applicant: Signature ", run("____________________________"), "  Date ", run("__________"), space_after=360),
              p("Business manager ", run("____________________________"))]
    places = [("First applicant: Signature", "customer"), ("Second applicant: Signature", "customer2"), ("Business manager", "dealer")]
    truth = {"documentType": "finance_agreement", "customerName": "Hamid Rezaei", "otherCustomers": ["Leila Rezaei-Farahani"],
             "vehicleRegistration": "BF25 HRZ", "otherRegistrations": ["R672 VKN"], "dealershipName": dealer}
    return "Finance Proposal", parts, places, truth, ["joint applicants", "underscores in Word", "prefix part exchange plate"]


def tyre_alloy():
    dealer = "Inverurie Road Garage"
    parts = heading("Tyre and Alloy Wheel Insurance — Application", dealer, "Inverurie Road, Bucksburn, Aberdeen AB21 9LZ")
    parts += [kv([("Policyholder", "LINDQVIST, Åsa (Ms)"), ("Vehicle", "Polestar 2 Long Range Dual Motor"),
                  ("Registration", "SY73 PLR"), ("Cover", "36 months, £5,000 aggregate"), ("Premium", "£399.00")]),
              p(""), p("Demands and needs: you wish to insure the tyres and alloy wheels of the vehicle against accidental "
                       "and malicious damage. Cosmetic repairs are limited to three a year. " * 3)]
    cell = lambda label: p(run(label, True, 8), space_after=0)
    parts += [table([[cell("Policyholder signature"), cell("Date")], [cell("Signed for Inverurie Road Garage"), cell("")]],
                    [6400, 3200], heights=[900, 900])]
    places = [("Policyholder signature", "customer"), ("Signed for Inverurie Road Garage", "dealer")]
    truth = {"documentType": "insurance", "customerName": "Åsa Lindqvist", "otherCustomers": [],
             "vehicleRegistration": "SY73 PLR", "otherRegistrations": [], "dealershipName": dealer}
    return "Tyre and Alloy Insurance", parts, places, truth, ["labels inside table cells", "Swedish name surname first"]


def privacy():
    dealer = "Gill & Sons Motors (Leicester)"
    parts = heading("Privacy Notice and Marketing Preferences", dealer, "Belgrave Road, Leicester LE4 5AS")
    parts += [p("How we use your personal data. We collect your name, contact details and the details of the vehicles "
                "you enquire about so that we can arrange test drives, quotations and finance. " * 4),
              p("Enquiry: Mr Ravinder Singh GILL about Škoda Enyaq 85, stock DY71 RCX. Loan car during test drive: DX20 LOA."),
              p("I would like to hear about offers by:  ☐ email  ☐ SMS  ☐ telephone  ☐ post"),
              p(run("Customer signature", True), space_after=600), p("", border_bottom=True, space_after=60),
              p(run("Dated", True), space_after=400), p("", border_bottom=True)]
    places = [("Customer signature", "customer")]
    truth = {"documentType": "other", "customerName": "Ravinder Gill", "otherCustomers": [],
             "vehicleRegistration": "DY71 RCX", "otherRegistrations": ["DX20 LOA"], "dealershipName": dealer}
    return "Privacy and Marketing", parts, places, truth, ["paragraph border as the line", "label above", "Java-zipped"]


def purchase_from_customer():
    dealer = "Wrexham Road Motor Traders"
    parts = heading("Purchase of a Vehicle from a Private Seller", dealer, "Wrexham Road, Chester CH4 9DE")
    parts += [kv([("Sellers (registered keepers)", "Mr Pieter VAN DER BERG and Mrs Johanna van der Berg-Smit"),
                  ("Vehicle", "Jaguar XJ6 3.2 Sovereign"), ("Registration", "YSU 953"),
                  ("First registered as", "KWD 548P (on the V5C history)"),
                  ("Price agreed", "£6,800.00"), ("Paid towards", "Kia EV6 GT-Line, registration AO23 XTP")]),
              p(""), p("We, the sellers, confirm that we own the vehicle, that it is free of any finance, and that it has "
                       "not been an insurance write-off. Title passes to the dealer on payment.")]
    dots = "." * 60
    parts += [p("Signed (first seller) ", run(dots), space_after=360),
              p("Signed (second seller) ", run(dots), space_after=360),
              p("Date ", run("." * 24), space_after=360),
              p("For Wrexham Road Motor Traders ", run(dots))]
    places = [("Signed (first seller)", "customer"), ("Signed (second seller)", "customer2"),
              ("For Wrexham Road Motor Traders", "dealer")]
    truth = {"documentType": "trade_in", "customerName": "Pieter van der Berg", "otherCustomers": ["Johanna van der Berg-Smit"],
             "vehicleRegistration": "YSU 953", "otherRegistrations": ["KWD 548P", "AO23 XTP"], "dealershipName": dealer}
    return "Vehicle Purchase", parts, places, truth, ["two sellers", "dots in Word", "dateless plate", "van der particle"]


DOCS = [("06-finance-proposal", finance_proposal, "python"), ("11-tyre-alloy-insurance", tyre_alloy, "python"),
        ("15-privacy-consent", privacy, "java"), ("22-purchase-from-keepers", purchase_from_customer, "python")]


def write(name, title, parts, how):
    out = f"{FILES}/{name}.docx"
    files = [("[Content_Types].xml", CONTENT_TYPES), ("_rels/.rels", RELS), ("docProps/core.xml", core(title)),
             ("word/document.xml", document(parts))]
    if how == "python":
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            for n, data in files:
                z.writestr(n, data)
        return out
    # Java's ZipOutputStream, entries stored uncompressed and the content types last
    src = f"{SCRATCH}/docx-{name}"
    os.makedirs(src, exist_ok=True)
    order = []
    for n, data in files[1:] + files[:1]:
        os.makedirs(os.path.dirname(f"{src}/{n}") or src, exist_ok=True)
        with open(f"{src}/{n}", "w", encoding="utf-8") as f:
            f.write(data)
        order.append(n)
    subprocess.run(["java", "-cp", f"{SCRATCH}/cls", "ZipDocx", src, out] + order, check=True)
    return out


def page_of_labels(docx, labels):
    tmp = f"{SCRATCH}/docx-pdf"
    os.makedirs(tmp, exist_ok=True)
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", tmp, docx], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pdf = f"{tmp}/{os.path.basename(docx)[:-5]}.pdf"
    pages = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout.split("\f")
    pages = [pg for pg in pages if pg.strip()] or pages
    found = {}
    for label in labels:
        hits = [i + 1 for i, pg in enumerate(pages) if label in pg]
        assert len(hits) == 1, f"{docx}: label {label!r} on pages {hits}"
        found[label] = hits[0]
    return found, len(pages)


def main():
    only = sys.argv[1:]
    import json
    for name, build, how in DOCS:
        if only and name not in only:
            continue
        title, parts, places, t, kinds = build()
        docx = write(name, title, parts, how)
        pages, count = page_of_labels(docx, [label for label, _ in places])
        fields = [{"page": pages[label], "label": label, "signer": s} for label, s in places if s.startswith("customer")]
        others = [{"page": pages[label], "label": label, "signer": s} for label, s in places if not s.startswith("customer")]
        truth = {"file": f"{name}.docx", "format": "docx", "kinds": kinds, "documentType": t["documentType"],
                 "customerName": t["customerName"], **({"otherCustomers": t["otherCustomers"]} if t["otherCustomers"] else {}),
                 "vehicleRegistration": plate(t["vehicleRegistration"]),
                 "otherRegistrations": [plate(r) for r in t["otherRegistrations"]],
                 "pageCount": count, "hasTextLayer": True, "dealershipName": t["dealershipName"],
                 "signatureFields": fields, "otherPlaces": others}
        with open(f"{FILES}/{name}.truth.json", "w", encoding="utf-8") as f:
            json.dump(truth, f, indent=2, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
