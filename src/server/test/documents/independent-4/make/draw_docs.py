#!/usr/bin/python3
"""A form designed in LibreOffice Draw: written as a flat ODF drawing (.fodg) and
exported to PDF by `soffice --convert-to pdf` (the Draw PDF export, not Writer)."""
import os
import subprocess
from xml.sax.saxutils import escape as esc

from common import BUILD, FILES, Places, hex_tag, write_truth

BOLD = 'fo:font-weight="bold"'
WHITE = 'fo:color="#ffffff"'
NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"')


class Sheet:
    """Shapes in points from the TOP-left, as Draw places them."""

    def __init__(self):
        self.shapes = []
        self.stroke_styles = {}

    def stroke(self, colour, width):
        key = (colour, width)
        if key not in self.stroke_styles:
            self.stroke_styles[key] = f"gs{len(self.stroke_styles)}"
        return self.stroke_styles[key]

    def text(self, x, y, s, size=9, bold=False, w=500, white=False):
        style = f"P{int(size * 10)}{'b' if bold else ''}{'w' if white else ''}"
        self.shapes.append(f'<draw:frame draw:style-name="gtext" svg:x="{x}pt" svg:y="{y}pt" svg:width="{w}pt" svg:height="{size * 1.4}pt">'
                           f'<draw:text-box><text:p text:style-name="{style}">{esc(s)}</text:p></draw:text-box></draw:frame>')
        return style

    def line(self, x, y, w, colour="#000000", width=0.7):
        self.shapes.append(f'<draw:line draw:style-name="{self.stroke(colour, width)}" svg:x1="{x}pt" svg:y1="{y}pt" svg:x2="{x + w}pt" svg:y2="{y}pt"/>')

    def rect(self, x, y, w, h, colour="#000000", width=0.8, fill=None):
        style = self.stroke(colour, width) if not fill else self.fill_style(fill, colour, width)
        self.shapes.append(f'<draw:rect draw:style-name="{style}" svg:x="{x}pt" svg:y="{y}pt" svg:width="{w}pt" svg:height="{h}pt"/>')

    def fill_style(self, fill, colour, width):
        key = ("fill", fill, colour, width)
        if key not in self.stroke_styles:
            self.stroke_styles[key] = f"gs{len(self.stroke_styles)}"
        return self.stroke_styles[key]

    def document(self, kind="drawing", width=595.3, height=841.9):
        sizes = {s.split('text:style-name="')[1].split('"')[0] for s in self.shapes if "text:style-name" in s}
        para_styles = "".join(
            f'<style:style style:name="{n}" style:family="paragraph"><style:text-properties fo:font-size="{int(n[1:].rstrip("bw")) / 10}pt" {WHITE if n.endswith("w") else ""} '
            f'fo:font-family="Liberation Sans" {BOLD if n.rstrip("w").endswith("b") else ""}/></style:style>'
            for n in sizes)
        graphic = ['<style:style style:name="gtext" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" '
                   'draw:auto-grow-height="false" fo:padding-top="0pt" fo:padding-bottom="0pt" fo:padding-left="0pt" fo:padding-right="0pt" '
                   'draw:textarea-vertical-align="top"/></style:style>']
        for key, name in self.stroke_styles.items():
            if key[0] == "fill":
                _, fill, colour, width = key
                graphic.append(f'<style:style style:name="{name}" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-color="{colour}" '
                               f'svg:stroke-width="{width}pt" draw:fill="solid" draw:fill-color="{fill}" draw:shadow="hidden"/></style:style>')
            else:
                colour, width = key
                graphic.append(f'<style:style style:name="{name}" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-color="{colour}" '
                               f'svg:stroke-width="{width}pt" draw:fill="none" draw:shadow="hidden"/></style:style>')
        return f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.{"graphics" if kind == "drawing" else "presentation"}">
<office:automatic-styles>
<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0pt" fo:margin-bottom="0pt" fo:margin-left="0pt" fo:margin-right="0pt" fo:page-width="{width}pt" fo:page-height="{height}pt" style:print-orientation="{"portrait" if height > width else "landscape"}"/></style:page-layout>
<style:style style:name="dp1" style:family="drawing-page"/>
{"".join(graphic)}
{para_styles}
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/></office:master-styles>
<office:body><office:{kind}><draw:page draw:name="page1" draw:master-page-name="Default">
{chr(10).join(self.shapes)}
</draw:page></office:{kind}></office:body></office:document>
'''


def service_plan_mandate():
    name = "draw-service-plan-mandate.pdf"
    pl = Places()
    s_a = pl.add("Customer signature (plan agreement)", "customer")
    d_a = pl.date_for(s_a)
    s_dd = pl.add("Signature(s) of account holder(s)", "customer")
    s_r = pl.add("Dealer representative", "dealer")
    sh = Sheet()
    sh.rect(0, 0, 595.3, 62, colour="#0e3a2f", fill="#0e3a2f")
    sh.text(36, 14, "SOLENT SKODA", 20, True, white=True)
    sh.text(36, 40, "Southampton Road, Eastleigh SO50 5QT   ·   023 8000 4471   ·   service@solentskoda.example.co.uk", 8, white=True)
    sh.text(36, 80, "SKODA SERVICE PLAN  -  APPLICATION AND DIRECT DEBIT", 13, True)
    rows = [("Plan holder", "NATHANIEL OSEI"), ("Address", "27 Chandlers Ford Way, Eastleigh SO53 2FT"), ("Vehicle", "SKODA OCTAVIA 2.0 TDI SE L Estate"),
            ("Registration", "HF70 RZK"), ("Plan number", "SO24 PLN"), ("Plan", "Fixed Price Servicing - 2 services, 24 months"), ("Monthly payment", "£21.95")]
    y = 104
    for label, value in rows:
        sh.rect(36, y, 130, 18, colour="#999999", width=0.4, fill="#eeeeee")
        sh.rect(166, y, 393, 18, colour="#999999", width=0.4)
        sh.text(40, y + 4, label, 8.5, True, 120)
        sh.text(170, y + 4, value, 8.5, False, 380)
        y += 18
    y += 12
    for t in ["Payments continue for the term of the plan. If you sell the vehicle the plan may be transferred to the new keeper or cancelled;",
              "any services taken but not yet paid for will be charged at our standard rates. Complaints: Solent Skoda Customer Care, then the",
              "Motor Ombudsman, 71 Great Peter Street, London SW1P 2BN."]:
        sh.text(36, y, t, 8, False, 530)
        y += 11
    y += 58
    sh.text(36, y - 40, "Customer signature (plan agreement)", 8.5, True, 250)
    sh.line(36, y, 230, hex_tag(s_a))
    sh.text(300, y - 40, "Date", 8.5, True, 100)
    sh.line(300, y, 100, hex_tag(d_a))
    sh.text(420, y - 40, "Dealer representative", 8.5, True, 150)
    sh.line(420, y, 139, hex_tag(s_r))
    y += 30
    sh.rect(30, y, 535, 250, colour="#000000", width=1.2)
    sh.text(42, y + 10, "Instruction to your bank or building society to pay by Direct Debit", 11, True, 420)
    sh.text(480, y + 10, "DIRECT Debit", 10, True, 80)
    sh.text(42, y + 30, "Please complete and return to: Solent Skoda Service Plans, PO Box 118, Eastleigh SO50 9ZZ", 7.5, False, 500)
    fields = [("Name(s) of account holder(s)", "Mr Nathaniel Osei"), ("Bank / building society account number", "3 1 9 9 0 2 7 4"),
              ("Branch sort code", "40 - 12 - 76"), ("Name of bank", "HSBC UK, 1 Above Bar Street, Southampton SO14 7DX"),
              ("Service user number", "2 7 4 4 1 9"), ("Reference", "SO24PLN-OSEI")]
    fy = y + 48
    for label, value in fields:
        sh.text(42, fy + 3, label, 7.5, True, 180)
        sh.rect(230, fy, 320, 15, colour="#555555", width=0.5)
        sh.text(234, fy + 3, value, 8, False, 310)
        fy += 19
    sh.text(42, fy + 4, "Please pay Solent Skoda Ltd Direct Debits from the account detailed in this Instruction subject to the safeguards", 7, False, 510)
    sh.text(42, fy + 13, "assured by the Direct Debit Guarantee. I understand that this Instruction may remain with Solent Skoda Ltd.", 7, False, 510)
    sh.text(42, fy + 30, "Signature(s) of account holder(s)", 8, True, 180)
    sh.rect(230, fy + 26, 220, 40, colour=hex_tag(s_dd), width=0.8)
    sh.text(460, fy + 30, "Date: 04/12/2026", 8, False, 100)
    sh.text(36, 800, "Solent Skoda is a trading name of Solent Motor Holdings Ltd, registered in England 03398812.", 6.5, False, 500)
    fodg = os.path.join(BUILD, "draw-service-plan-mandate.fodg")
    with open(fodg, "w") as f:
        f.write(sh.document())
    subprocess.run(["soffice", "--headless", "--infilter=OpenDocument Drawing Flat XML", "--convert-to", "pdf:draw_pdf_Export", "--outdir", BUILD, fodg], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = os.path.join(FILES, name)
    os.replace(os.path.join(BUILD, "draw-service-plan-mandate.pdf"), out)
    write_truth({"file": name, "kinds": ["producer: LibreOffice Draw export", "kind: service plan", "Direct Debit mandate", "plate-shaped plan number",
                                          "name in capitals", "dealer signature beside customer", "date already filled in DD"],
                 "documentType": "service_plan", "customerName": "Nathaniel Osei", "vehicleRegistration": "HF70RZK",
                 "otherRegistrations": ["SO24PLN"], "dealershipName": "Solent Skoda", "places": pl.items}, out)



def handover_certificate():
    """A landscape 'welcome to your new car' slide printed from Impress and signed at handover."""
    name = "impress-handover-certificate-landscape.pdf"
    pl = Places()
    s_c = pl.add("Customer", "customer")
    s_m = pl.add("Brand Manager", "dealer")
    s_c2 = pl.add("Customer (second keeper)", "customer2")
    sh = Sheet()  # Impress keeps its own 16:9 slide size (28 x 15.75 cm), so the slide is laid out in it
    sh.rect(0, 0, 793.7, 446.5, colour="#1b1b1b", fill="#1b1b1b")
    sh.rect(22, 22, 749.7, 402.5, colour="#c9a44c", width=2, fill="#fbf8f0")
    sh.text(50, 44, "THE RIDGEWAY VOLVO STUDIO  ·  HIGH WYCOMBE", 11, True, 680)
    sh.text(50, 70, "Certificate of Handover", 26, True, 680)
    sh.text(50, 112, "Presented to Amara and Jonah Castellanos-Reid on the collection of their new Volvo EX30 Plus Single Motor Extended Range", 10.5, False, 700)
    sh.text(50, 130, "Registration  OE74 VLV      Delivered  05/12/2026      Delivery specialist  Hollie Marsh", 10.5, False, 700)
    sh.text(50, 158, "Thank you for choosing Volvo. Your EX30 has been prepared, charged and explained to you by our team. Your previous car,", 9, False, 700)
    sh.text(50, 171, "OY19 MKE, has been taken in part exchange and its finance settled with Volvo Car Financial Services, PO Box 495, Watford WD17 1BR.", 9, False, 700)
    sh.text(50, 196, "We confirm receipt of the vehicle, its two key cards, charging cable and documents:", 9, True, 700)
    for x, tag, label in [(50, s_c, "Customer"), (295, s_c2, "Customer (second keeper)"), (540, s_m, "Brand Manager")]:
        sh.line(x, 290, 200, hex_tag(tag), 0.9)
        sh.text(x, 297, label, 9.5, True, 200)
    sh.text(50, 314, "Amara Castellanos-Reid", 8.5, False, 200)
    sh.text(295, 314, "Jonah Castellanos-Reid", 8.5, False, 200)
    sh.text(540, 314, "for The Ridgeway Volvo Studio", 8.5, False, 200)
    sh.text(50, 395, "The Ridgeway Volvo Studio, Cressex Business Park, High Wycombe HP12 3RL  ·  Volvo Car Retailer", 7.5, False, 680)
    fodp = os.path.join(BUILD, "impress-handover-certificate-landscape.fodp")
    with open(fodp, "w") as f:
        f.write(sh.document("presentation", 793.7, 446.5))
    subprocess.run(["soffice", "--headless", "--infilter=OpenDocument Presentation Flat XML", "--convert-to", "pdf:impress_pdf_Export", "--outdir", BUILD, fodp],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = os.path.join(FILES, name)
    os.replace(os.path.join(BUILD, "impress-handover-certificate-landscape.pdf"), out)
    write_truth({"file": name, "kinds": ["producer: LibreOffice Impress export", "kind: handover certificate", "landscape", "two customers",
                                          "hyphenated surname", "part-exchange decoy", "finance company address", "labels below the rules"],
                 "documentType": "delivery_receipt", "customerName": "Amara Castellanos-Reid", "vehicleRegistration": "OE74VLV",
                 "otherRegistrations": ["OY19MKE"], "dealershipName": "The Ridgeway Volvo Studio", "places": pl.items}, out)


if __name__ == "__main__":
    service_plan_mandate()
    handover_certificate()
