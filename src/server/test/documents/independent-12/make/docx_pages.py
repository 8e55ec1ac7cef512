#!/usr/bin/python3
"""Writes the truth of a Word file of the twelfth set: each place's caption is looked for in LibreOffice's
rendering (soffice --headless --convert-to pdf, read with pdftotext -layout), on a line of its own or followed
only by a colon, underscores and a "Date" caption; the page where it is found (exactly one) is the place's page.
Word places carry no box. Usage: docx_pages.py META.json RENDERED.pdf TRUTH.json"""
import json
import re
import subprocess
import sys

meta_path, pdf, out = sys.argv[1:4]
meta = json.load(open(meta_path))
text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
pages = text.split("\f")
if pages and not pages[-1].strip():
    pages = pages[:-1]
fields, others = [], []
for p in meta["places"]:
    hits = []
    for n, page in enumerate(pages, start=1):
        for line in page.splitlines():
            s = line.strip()
            if s.startswith(p["label"]) and re.fullmatch(r"[:\s_]*(Date[:\s_/]*)?", s[len(p["label"]):]):
                hits.append(n)
    assert len(hits) == 1, f"{meta['file']}: {p['label']} found on {hits}"
    place = {"page": hits[0], "label": p["label"], "signer": p["signer"]}
    (fields if p["signer"] in ("customer", "customer2") else others).append(place)
truth = {k: meta[k] for k in ("file", "format", "kinds", "documentType", "customerName")}
if meta.get("otherCustomers"):
    truth["otherCustomers"] = meta["otherCustomers"]
truth.update({"vehicleRegistration": meta["vehicleRegistration"], "otherRegistrations": meta["otherRegistrations"],
              "pageCount": len(pages), "hasTextLayer": True, "dealershipName": meta["dealershipName"],
              "signatureFields": fields, "otherPlaces": others})
with open(out, "w") as f:
    json.dump(truth, f, indent=2, ensure_ascii=False)
    f.write("\n")
