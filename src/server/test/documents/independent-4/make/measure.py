#!/usr/bin/python3
"""Builds X.pdf.truth.json from a generator's spec by measuring the PDF itself.

Every signing place is drawn in its own near-black tag colour, rgb(0, 0, N/255)
(N = the place's tag), so the exact position the producer chose can be read back
with pdfminer instead of being guessed from the layout language's units.

Box conventions (PDF points, origin bottom-left):
  rule        -> x = rule start, y = rule's y, width = rule length, height 30 (date 18)
  drawn box   -> its inside, 1 pt in from each side
  underscores -> first to last underscore, y = baseline, height 30 (date 18)
Usage: measure.py SPEC.json PDF OUT.truth.json
"""
import json
import sys

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve, LTContainer


def tag_of(colour):
    """The tag number of a near-black tag colour, or None for any other colour."""
    if colour is None:
        return None
    if isinstance(colour, (int, float)):
        return None
    values = list(colour)
    if len(values) != 3:
        return None
    r, g, b = (round(float(v) * 255) for v in values)
    if r == 0 and g == 0 and 0 < b < 200 and abs(float(values[2]) * 255 - b) < 0.4:
        return b
    return None


def walk(item):
    yield item
    if isinstance(item, LTContainer):
        for child in item:
            yield from walk(child)


def collect(pdf_path):
    """page number -> tag -> {'shapes': [bbox...], 'chars': [(x0, x1, baseline, text)...]}"""
    found = {}
    text_chars = 0
    page_count = 0
    for page_no, page in enumerate(extract_pages(pdf_path), start=1):
        page_count = page_no
        for item in walk(page):
            if isinstance(item, LTChar):
                if item.get_text().strip():
                    text_chars += 1
                tag = tag_of(getattr(item.graphicstate, "ncolor", None))
                if tag is not None and item.get_text() == "_":
                    entry = found.setdefault(page_no, {}).setdefault(tag, {"shapes": [], "chars": []})
                    entry["chars"].append((item.x0, item.x1, item.matrix[5]))
            elif isinstance(item, LTCurve):
                tag = tag_of(item.stroking_color) if item.stroke else None
                if tag is None and item.fill:
                    tag = tag_of(item.non_stroking_color)
                if tag is None:
                    tag = tag_of(item.stroking_color) or tag_of(item.non_stroking_color)
                if tag is not None:
                    entry = found.setdefault(page_no, {}).setdefault(tag, {"shapes": [], "chars": []})
                    entry["shapes"].append(item.bbox)
    return found, page_count, text_chars > 20


def r1(v):
    return round(v, 1)


def box_of(entry, role):
    height = 18 if role == "date" else 30
    if entry["chars"]:
        chars = sorted(entry["chars"])
        x0, x1, base = chars[0][0], chars[-1][1], chars[0][2]
        return {"x": r1(x0), "y": r1(base), "width": r1(x1 - x0), "height": height}
    xs0 = min(b[0] for b in entry["shapes"])
    ys0 = min(b[1] for b in entry["shapes"])
    xs1 = max(b[2] for b in entry["shapes"])
    ys1 = max(b[3] for b in entry["shapes"])
    if ys1 - ys0 < 3:  # a rule: its y is the middle of the stroke
        return {"x": r1(xs0), "y": r1((ys0 + ys1) / 2), "width": r1(xs1 - xs0), "height": height}
    return {"x": r1(xs0 + 1), "y": r1(ys0 + 1), "width": r1(xs1 - xs0 - 2), "height": r1(ys1 - ys0 - 2)}


def build(spec, pdf_path):
    found, page_count, has_text = collect(pdf_path)
    by_tag = {}
    for page_no, tags in found.items():
        for tag, entry in tags.items():
            if tag in by_tag:
                raise SystemExit(f"{pdf_path}: tag {tag} on two pages")
            by_tag[tag] = (page_no, entry)
    signature_fields, other_places = [], []
    for place in spec["places"]:
        if place.get("role") == "date":
            continue
        if place["tag"] not in by_tag:
            raise SystemExit(f"{pdf_path}: tag {place['tag']} ({place['label']}) not found")
        page_no, entry = by_tag[place["tag"]]
        out = {"page": page_no, "label": place["label"], "box": box_of(entry, "sig")}
        date = next((p for p in spec["places"] if p.get("role") == "date" and p.get("of") == place["tag"]), None)
        if date is not None:
            if date["tag"] not in by_tag:
                raise SystemExit(f"{pdf_path}: date tag {date['tag']} not found")
            out["dateBox"] = box_of(by_tag[date["tag"]][1], "date")
        out["signer"] = place["signer"]
        if place["signer"] in ("customer", "customer2", "guarantor"):
            signature_fields.append(out)
        else:
            other_places.append(out)
    truth = {
        "file": spec["file"],
        "format": "pdf",
        "kinds": spec["kinds"],
        "documentType": spec["documentType"],
        "customerName": spec["customerName"],
        "vehicleRegistration": spec["vehicleRegistration"],
        "otherRegistrations": spec.get("otherRegistrations", []),
        "pageCount": page_count,
        "hasTextLayer": spec.get("hasTextLayer", has_text),
        "dealershipName": spec["dealershipName"],
        "signatureFields": signature_fields,
        "otherPlaces": other_places,
    }
    return truth


if __name__ == "__main__":
    spec_path, pdf_path, out_path = sys.argv[1:4]
    with open(spec_path) as f:
        spec = json.load(f)
    truth = build(spec, pdf_path)
    with open(out_path, "w") as f:
        json.dump(truth, f, indent=2)
        f.write("\n")
    print(f"{out_path}: {truth['pageCount']} pages, {len(truth['signatureFields'])} signature fields, {len(truth['otherPlaces'])} other")
