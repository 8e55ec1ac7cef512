"""Makes the documents drawn by the PDF writers, the scan, the photo, the filled form and the deal pack, with their specs."""
import os
import subprocess
import sys

import docs_plotted as D
from plot import SCRATCH, plot, write_spec

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "..", "files")
PY = "/usr/bin/python3"

# (file, builder, writer)
PLAIN = [
    ("01-vehicle-order", D.vehicle_order, "pdfbox"),
    ("02-hire-purchase", D.hire_purchase, "itext"),
    ("05-personal-loan", D.personal_loan, "api2"),
    ("04-conditional-sale", D.conditional_sale, "tcpdf"),
    ("07-secci", D.secci, "pdfbox"),
    ("08-part-exchange-appraisal", D.appraisal, "itext"),
    ("09-gap-proposal", D.gap_proposal, "tcpdf"),
    ("12-warranty", D.warranty, "api2"),
    ("13-service-plan", D.service_plan, "pdfbox"),
    ("14-handover-receipt", D.delivery_receipt, "itext"),
    ("16-commission-disclosure", D.commission, "tcpdf"),
]


def measure(name, spec, marked, final, affine=None):
    cmd = [PY, f"{HERE}/measure.py", spec, marked, final, f"{FILES}/{name}.truth.json"] + ([affine] if affine else [])
    subprocess.run(cmd, check=True)


def one(name, doc, writer, t, kinds, marked_dir=FILES):
    pdf = f"{marked_dir}/{name}.pdf"
    plot(doc, writer, pdf)
    spec = f"{SCRATCH}/{name}.spec.json"
    write_spec(spec, f"{name}.pdf", kinds, t, doc.places)
    return pdf, spec


def main():
    only = sys.argv[1:]
    os.makedirs(SCRATCH, exist_ok=True)
    for name, build, writer in PLAIN:
        if only and name not in only:
            continue
        doc, t, kinds = build()
        pdf, spec = one(name, doc, writer, t, kinds)
        measure(name, spec, pdf, pdf)
    # a scan: a PDF::API2 print, grey image only
    if not only or "18-used-car-sale-scan" in only:
        doc, t, kinds = D.scan_source()
        src, spec = one("18-used-car-sale-scan", doc, "api2", t, kinds, SCRATCH)
        out = f"{FILES}/18-used-car-sale-scan.pdf"
        subprocess.run([PY, f"{HERE}/image_it.py", "scan", src, out, f"{SCRATCH}/18.affine.json"], check=True)
        measure("18-used-car-sale-scan", spec, src, out, f"{SCRATCH}/18.affine.json")
    # a phone photo of an iText print, given a text layer by OCRmyPDF
    if not only or "19-we-buy-photo" in only:
        doc, t, kinds = D.photo_source()
        src, spec = one("19-we-buy-photo", doc, "itext", t, kinds, SCRATCH)
        img = f"{SCRATCH}/19-image.pdf"
        subprocess.run([PY, f"{HERE}/image_it.py", "photo", src, img, f"{SCRATCH}/19.affine.json"], check=True)
        out = f"{FILES}/19-we-buy-photo.pdf"
        subprocess.run(["ocrmypdf", "-q", "--output-type", "pdf", "--optimize", "0", img, out], check=True)
        measure("19-we-buy-photo", spec, src, out, f"{SCRATCH}/19.affine.json")
    # a PDFBox AcroForm filled by pdftk-java (fields keep their values, not flattened)
    if not only or "20-finance-proposal-form" in only:
        doc, fields, t, kinds = D.form_source()
        blank = f"{SCRATCH}/20-blank.pdf"
        plot(doc, "pdfbox", blank, fields=fields)
        spec = f"{SCRATCH}/20-finance-proposal-form.spec.json"
        write_spec(spec, "20-finance-proposal-form.pdf", kinds, t, doc.places)
        values = ["Mr", "McELHINNEY", "Kieran Joseph", "11/09/1988", "MV72 SPM", "KP17 WXT", "£41,500"]
        fdf = f"{SCRATCH}/20.xfdf"
        with open(fdf, "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<xfdf xmlns="http://ns.adobe.com/xfdf/"><fields>')
            for i, v in enumerate(values):
                f.write(f'<field name="field{i}"><value>{v}</value></field>')
            f.write("</fields></xfdf>\n")
        out = f"{FILES}/20-finance-proposal-form.pdf"
        subprocess.run(["pdftk", blank, "fill_form", fdf, "output", out], check=True)
        measure("20-finance-proposal-form", spec, out, out)
    # a deal pack: three writers' documents merged by pdftk-java
    if not only or "21-deal-pack" in only:
        parts = []
        for part, writer in ((D.deal_invoice, "pdfbox"), (D.deal_handover, "tcpdf"), (D.deal_consent, "api2")):
            doc = part()
            p = f"{SCRATCH}/21-{part.__name__}.pdf"
            plot(doc, writer, p)
            parts.append((p, doc))
        out = f"{FILES}/21-deal-pack.pdf"
        subprocess.run(["pdftk"] + [p for p, _ in parts] + ["cat", "output", out], check=True)
        places = [pl for _, doc in parts for pl in doc.places]
        t = D.truth("sales_agreement", "Kofi Mensah", "WF24 ZMK", ["WA63 HVN"], "Tamar Bridge Motors")
        spec = f"{SCRATCH}/21-deal-pack.spec.json"
        write_spec(spec, "21-deal-pack.pdf", ["deal pack of three writers", "first page has no place", "name printed three ways"], t, places)
        measure("21-deal-pack", spec, out, out)


if __name__ == "__main__":
    main()
