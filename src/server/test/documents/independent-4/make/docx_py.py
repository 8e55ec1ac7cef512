#!/usr/bin/python3
"""Word documents made with python-docx (Debian python3-docx)."""
import json
import os

from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Mm, Pt, RGBColor

from common import BUILD, FILES

FOS = "Financial Ombudsman Service, Exchange Tower, London E14 9SR"


def new_doc():
    doc = Document()
    section = doc.sections[0]
    section.page_width, section.page_height = Mm(210), Mm(297)
    section.left_margin = section.right_margin = Mm(18)
    section.top_margin = section.bottom_margin = Mm(15)
    style = doc.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(9.5)
    style.paragraph_format.space_after = Pt(4)
    return doc


def shade(cell, fill="E8E8E8"):
    props = cell._tc.get_or_add_tcPr()
    shading = OxmlElement("w:shd")
    shading.set(qn("w:val"), "clear")
    shading.set(qn("w:fill"), fill)
    props.append(shading)


def kv(doc, rows, widths=(Mm(55), Mm(119))):
    table = doc.add_table(rows=0, cols=len(rows[0]))
    table.style = "Table Grid"
    for row in rows:
        cells = table.add_row().cells
        for i, value in enumerate(row):
            cells[i].text = value
            cells[i].width = widths[i] if i < len(widths) else widths[-1]
            if i % 2 == 0:
                shade(cells[i])
                cells[i].paragraphs[0].runs[0].bold = True
    doc.add_paragraph()
    return table


def sign_cells(doc, labels, height_mm=16):
    table = doc.add_table(rows=2, cols=len(labels))
    table.style = "Table Grid"
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    for i, label in enumerate(labels):
        table.rows[0].cells[i].text = label
        table.rows[0].cells[i].paragraphs[0].runs[0].bold = True
        shade(table.rows[0].cells[i], "DCE6F0")
    table.rows[1].height = Mm(height_mm)
    doc.add_paragraph()


def page_break(doc):
    doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)


def save(doc, name, spec):
    doc.core_properties.author = "Finance Desk"
    doc.save(os.path.join(FILES, name))
    with open(os.path.join(BUILD, name + ".spec.json"), "w") as f:
        json.dump({"file": name, **spec}, f, indent=2)
    print(name)


def hire_purchase():
    doc = new_doc()
    title = doc.add_paragraph()
    run = title.add_run("Cambrian Motor Finance Ltd")
    run.bold, run.font.size, run.font.color.rgb = True, Pt(18), RGBColor(0x8B, 0x10, 0x10)
    doc.add_paragraph("Ty Cambria, Ocean Way, Cardiff CF24 5PE. Authorised and regulated by the Financial Conduct Authority (FRN 690011).")
    doc.add_heading("Hire Purchase Agreement regulated by the Consumer Credit Act 1974", level=2)
    kv(doc, [("Agreement number", "CMF-HP-5518820"), ("Creditor", "Cambrian Motor Finance Ltd, Ty Cambria, Ocean Way, Cardiff CF24 5PE"),
             ("Dealer", "Valleys Vauxhall Pontypridd, Broadway, Treforest, Pontypridd CF37 1BE"),
             ("Hirer", "Mr Gareth LLEWELLYN"), ("Address", "9 Heol y Graig, Beddau, Pontypridd CF38 2SN"), ("Date of birth", "06/06/1979")])
    doc.add_heading("Goods", level=3)
    kv(doc, [("Description", "VAUXHALL ASTRA 1.2 Turbo GS Sports Tourer"), ("Registration", "CE20 VXH"), ("VIN", "W0V0VDC68L8055218"), ("Mileage", "41,903")])
    doc.add_heading("Financial details", level=3)
    kv(doc, [("Cash price", "£13,995.00"), ("Part-exchange (CP62 KFT, Vauxhall Corsa)", "£1,850.00"), ("Cash deposit", "£500.00"),
             ("Amount of credit", "£11,645.00"), ("Interest", "£3,102.48"), ("Administration fee (first payment)", "£99.00"),
             ("Option to purchase fee (last payment)", "£10.00"), ("Total amount payable", "£17,206.48"),
             ("Payments", "1 x £384.59, 46 x £285.59, 1 x £295.59"), ("Duration", "48 months"), ("APR", "12.9%")])
    doc.add_paragraph("Missing payments could have severe consequences and may make obtaining credit more difficult. "
                      "The vehicle may be repossessed if you do not keep up payments.")
    page_break(doc)
    doc.add_heading("Key terms", level=2)
    for text in [
        "Ownership: you do not own the goods until you have paid all sums due and the option to purchase fee.",
        "Withdrawal: you may withdraw from this agreement within 14 days, starting the day after you receive your copy, by telling us in writing or by phone (029 2000 4410).",
        "Voluntary termination: you may end this agreement by giving us notice in writing once you have paid half of the total amount payable (£8,603.24).",
        "Early settlement: you may settle early at any time and will receive a rebate of interest calculated under the Consumer Credit (Early Settlement) Regulations 2004.",
        "Protected goods: once you have paid one third of the total amount payable (£5,735.49) we cannot repossess the goods without a court order.",
        "Complaints: write to our Customer Relations team. If you are unhappy with our answer you may refer your complaint to the " + FOS + ".",
        "Credit reference agencies: we will share information about this agreement with TransUnion, Experian and Equifax.",
        "The dealer acts as a credit broker, not a lender, and may receive a commission from us.",
    ]:
        doc.add_paragraph(text, style="List Number")
    page_break(doc)
    doc.add_heading("Signatures", level=2)
    doc.add_paragraph("This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.").runs[0].bold = True
    sign_cells(doc, ["Signature of Hirer", "Date of signature"])
    doc.add_paragraph("The goods will not become your property until you have made all the payments. You must not sell them before then.")
    sign_cells(doc, ["Signature of Creditor (Cambrian Motor Finance Ltd)", "Date of agreement"])
    sign_cells(doc, ["Signed for the Dealer"], 14)
    save(doc, "docx-python-hire-purchase.docx", {
        "kinds": ["producer: python-docx", "kind: hire purchase", "regulated", "table-cell signature places", "creditor and dealer signatures",
                  "part-exchange decoy", "multi-page", "surname in capitals"],
        "documentType": "finance_agreement", "customerName": "Gareth Llewellyn", "vehicleRegistration": "CE20VXH", "otherRegistrations": ["CP62KFT"],
        "dealershipName": "Valleys Vauxhall Pontypridd",
        "places": [{"find": "Signature of Hirer", "label": "Signature of Hirer", "signer": "customer"},
                   {"find": "Signature of Creditor", "label": "Signature of Creditor (Cambrian Motor Finance Ltd)", "signer": None},
                   {"find": "Signed for the Dealer", "label": "Signed for the Dealer", "signer": "dealer"}]})


def part_exchange_appraisal():
    doc = new_doc()
    head = doc.add_paragraph()
    run = head.add_run("NORTHWOLD MOTORS - NORWICH")
    run.bold, run.font.size = True, Pt(16)
    doc.add_paragraph("Hall Road Retail Park, Norwich NR4 6DP  ·  01603 000 718")
    doc.add_heading("Part-Exchange Appraisal and Seller's Declaration", level=2)
    kv(doc, [("Customer", "Ms Eleanor BRIGHTWELL-HAYES", "Appraisal no.", "PXA-7731"),
             ("Address", "3 Unthank Road, Norwich NR2 2PA", "Appraiser", "Stuart Lamb")], widths=(Mm(28), Mm(62), Mm(28), Mm(56)))
    doc.add_heading("Vehicle being part-exchanged", level=3)
    kv(doc, [("Registration", "AO17 XKB", "Make/model", "NISSAN JUKE 1.2 DiG-T Tekna"),
             ("Mileage", "66,480", "MOT expiry", "14/05/2027"), ("V5C in name of", "Customer", "Service history", "Full dealer"),
             ("Outstanding finance", "Yes - Close Brothers Motor Finance, settlement £2,215.60", "Keys", "2")], widths=(Mm(28), Mm(62), Mm(28), Mm(56)))
    doc.add_heading("Condition", level=3)
    table = doc.add_table(rows=1, cols=3)
    table.style = "Table Grid"
    for i, text in enumerate(["Area", "Condition", "Cost to recondition"]):
        table.rows[0].cells[i].text = text
    for row in [("Front bumper", "Scuffed nearside corner", "£120"), ("Alloy wheels", "2 x kerbed", "£160"), ("Tyres", "Fronts 3mm", "£180"),
                ("Interior", "Good", "-"), ("Windscreen", "Chip outside wiper zone", "£60")]:
        cells = table.add_row().cells
        for i, text in enumerate(row):
            cells[i].text = text
    doc.add_paragraph()
    kv(doc, [("Trade valuation (CAP clean)", "£8,900.00"), ("Less reconditioning", "£520.00"), ("Part-exchange allowance", "£8,380.00"),
             ("Less finance settlement (paid by us)", "£2,215.60"), ("Net equity towards replacement vehicle", "£6,164.40"),
             ("Replacement vehicle", "NISSAN QASHQAI 1.3 DiG-T N-Connecta, reg EX21 NWM")])
    doc.add_paragraph("Seller's declaration: I am the registered keeper and legal owner of the vehicle above (subject only to the finance disclosed). "
                      "The mileage is genuine, the vehicle has not been written off, stolen or imported, and I have disclosed all known faults. "
                      "I authorise Northwold Motors to settle the finance agreement on my behalf.")
    doc.add_paragraph()
    p = doc.add_paragraph("Customer's signature: ...................................................................      Date: ........................")
    p.paragraph_format.space_after = Pt(18)
    doc.add_paragraph("Appraised by (signature): ...................................................................")
    save(doc, "docx-python-part-exchange-appraisal.docx", {
        "kinds": ["producer: python-docx", "kind: part-exchange appraisal", "dotted signature lines", "hyphenated surname in capitals",
                  "replacement vehicle decoy", "finance company named", "staff signature"],
        "documentType": "trade_in", "customerName": "Eleanor Brightwell-Hayes", "vehicleRegistration": "AO17XKB", "otherRegistrations": ["EX21NWM"],
        "dealershipName": "Northwold Motors",
        "places": [{"find": "Customer's signature", "label": "Customer's signature", "signer": "customer"},
                   {"find": "Appraised by (signature)", "label": "Appraised by (signature)", "signer": "dealer"}]})


if __name__ == "__main__":
    hire_purchase()
    part_exchange_appraisal()
