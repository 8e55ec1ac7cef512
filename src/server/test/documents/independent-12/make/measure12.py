#!/usr/bin/python3
"""Measures the places of a finished PDF of the twelfth set and writes its truth.

Usage: measure12.py META.json PDF TRUTH.json

Every place's mark (rule, box, run of underscores or dots) and date blank is drawn in its own near-black tag
colour (0, 0, k/255), or in CMYK (0, 0, k/255, 1) where Scribus writes CMYK. pdfminer reads the PDF; a tag's marks give one box: a rule or a run of characters gives
its width and 24 pt above the stroke (the baseline for characters); anything taller (a drawn box) is itself.
Stops if a place has no mark, if a tagged mark belongs to no place, or if a box leaves its page.
"""
import json
import sys

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve, LTLine, LTRect, LTTextContainer, LTFigure


def tag_of(color):
    if color is None:
        return None
    if isinstance(color, (int, float)):
        return None
    c = [float(v) for v in color]
    if len(c) == 4:  # CMYK (Scribus): pure black with a trace of yellow
        cy, m, y, k = c
        return round(y * 255) if cy == 0 and m == 0 and k == 1 and 0 < y < 0.2 else None
    if len(c) != 3:
        return None
    r, g, b = c
    if r == 0 and g == 0 and 0 < b < 0.2:
        return round(b * 255)
    return None


def walk(obj):
    for o in obj:
        yield o
        if isinstance(o, (LTTextContainer, LTFigure)):
            yield from walk(o)


def marks(pdf):
    found = {}
    sizes = []
    for pno, page in enumerate(extract_pages(pdf), start=1):
        sizes.append((page.width, page.height))
        for o in walk(page):
            if isinstance(o, LTChar):
                k = tag_of(o.graphicstate.ncolor)
                if k and o.get_text() in ("_", ".", "…", "/"):
                    found.setdefault(k, []).append((pno, "char", o.x0, o.matrix[5], o.x1, o.matrix[5]))
            elif isinstance(o, (LTLine, LTRect, LTCurve)):
                k = tag_of(o.stroking_color) if o.stroke else None
                if not k and o.fill:
                    k = tag_of(o.non_stroking_color)
                if k:
                    found.setdefault(k, []).append((pno, "path", o.x0, o.y0, o.x1, o.y1))
    return found, sizes


def box_of(ms):
    pages = {m[0] for m in ms}
    assert len(pages) == 1, f"marks on pages {pages}"
    x0 = min(m[2] for m in ms)
    y0 = min(m[3] for m in ms)
    x1 = max(m[4] for m in ms)
    y1 = max(m[5] for m in ms)
    if y1 - y0 < 3:  # a rule or a run of characters
        y = (y0 + y1) / 2 if ms[0][1] == "path" else y0
        return pages.pop(), {"x": x0, "y": y, "width": x1 - x0, "height": 24}
    return pages.pop(), {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0}


def r1(b):
    return {k: round(v, 1) for k, v in b.items()}


def main(meta_path, pdf, out):
    meta = json.load(open(meta_path))
    found, sizes = marks(pdf)
    used = set()
    fields, others = [], []
    for p in meta["places"]:
        k = p["tag"]
        assert k in found, f"{meta['file']}: no mark for {p['label']} (tag {k})"
        page, box = box_of(found[k])
        used.add(k)
        place = {"page": page, "label": p["label"], "box": r1(box)}
        if p.get("dateTag"):
            dk = p["dateTag"]
            assert dk in found, f"{meta['file']}: no date mark for {p['label']}"
            dpage, dbox = box_of(found[dk])
            assert dpage == page
            used.add(dk)
            place["dateBox"] = r1(dbox)
        w, h = sizes[page - 1]
        for b in (place["box"], place.get("dateBox")):
            if b:
                assert b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= w and b["y"] + b["height"] <= h, \
                    f"{meta['file']}: {p['label']} leaves the page"
        place["signer"] = p["signer"]
        (fields if p["signer"] in ("customer", "customer2") else others).append(place)
    stray = set(found) - used
    assert not stray, f"{meta['file']}: tagged marks of no place: {stray}"
    truth = {k: meta[k] for k in ("file", "format", "kinds", "documentType", "customerName")}
    if meta.get("otherCustomers"):
        truth["otherCustomers"] = meta["otherCustomers"]
    truth.update({
        "vehicleRegistration": meta["vehicleRegistration"],
        "otherRegistrations": meta["otherRegistrations"],
        "pageCount": len(sizes),
        "hasTextLayer": meta.get("hasTextLayer", True),
        "dealershipName": meta["dealershipName"],
        "signatureFields": fields,
    })
    if others or meta.get("noOtherPlaces") is not True:
        truth["otherPlaces"] = others
    with open(out, "w") as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(*sys.argv[1:4])
