#!/usr/bin/python3
"""Truth for the .docx files: boxes are not measurable in Word, so each place gets
its page only. The page count and pages come from a LibreOffice conversion (the
explicit page breaks in the generators keep them stable)."""
import glob
import json
import os
import subprocess

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTTextContainer

from common import BUILD, FILES

OUT = os.path.join(BUILD, "docx-pdf")


def page_texts(pdf):
    texts = []
    for page in extract_pages(pdf):
        texts.append(" ".join(el.get_text() for el in page if isinstance(el, LTTextContainer)).replace("\u2019", "'"))
    return texts


def main():
    os.makedirs(OUT, exist_ok=True)
    for docx in sorted(glob.glob(os.path.join(FILES, "*.docx"))):
        name = os.path.basename(docx)
        with open(os.path.join(BUILD, name + ".spec.json")) as f:
            spec = json.load(f)
        subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", OUT, docx], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        texts = page_texts(os.path.join(OUT, name[:-5] + ".pdf"))
        signature_fields, other_places = [], []
        for place in spec["places"]:
            pages = [i + 1 for i, t in enumerate(texts) if place["find"] in t]
            if len(pages) != 1:
                raise SystemExit(f"{name}: '{place['find']}' found on pages {pages}")
            entry = {"page": pages[0], "label": place["label"], "signer": place["signer"]}
            (signature_fields if place["signer"] in ("customer", "customer2", "guarantor") else other_places).append(entry)
        truth = {"file": name, "format": "docx", "kinds": spec["kinds"], "documentType": spec["documentType"],
                 "customerName": spec["customerName"], "vehicleRegistration": spec["vehicleRegistration"],
                 "otherRegistrations": spec["otherRegistrations"], "pageCount": len(texts), "hasTextLayer": True,
                 "dealershipName": spec["dealershipName"], "signatureFields": signature_fields, "otherPlaces": other_places}
        with open(docx + ".truth.json", "w") as f:
            json.dump(truth, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print(name, len(texts), "pages", [(p["label"], p["page"]) for p in signature_fields + other_places])


if __name__ == "__main__":
    main()
