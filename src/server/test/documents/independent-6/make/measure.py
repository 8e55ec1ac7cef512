"""Measures a document's truth from the finished PDF: finds each signing place's marks by their colour rgb(0, 0, tag).

Usage: measure.py SPEC.json MARKED.pdf FINAL.pdf OUT.truth.json [AFFINE.json]
MARKED is the PDF whose marks are read (the same as FINAL, or the print a scan or photo was made from);
AFFINE maps its points to FINAL's (a scan or photo), and boxes are the bounding boxes of the mapped rectangles.
"""
import copy
import json
import sys

from pdfminer.converter import PDFLayoutAnalyzer
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve, LTTextContainer, LTFigure

SIGN_H, DATE_H = 30, 18

# pdfminer hands every character the interpreter's one graphic state object, so a colour set later in the same state
# would recolour characters already drawn; each character gets its own copy instead.
_render_char = PDFLayoutAnalyzer.render_char


def _render_char_with_own_state(self, matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate):
    return _render_char(self, matrix, font, fontsize, scaling, rise, cid, ncs, copy.copy(graphicstate))


PDFLayoutAnalyzer.render_char = _render_char_with_own_state


def tag_of(color):
    if not isinstance(color, (list, tuple)) or len(color) != 3:
        return None
    r, g, b = (float(v) for v in color)
    if r > 0.001 or g > 0.001 or b <= 0.001 or b > 0.2:
        return None
    return round(b * 255)


def walk(obj):
    for o in obj:
        yield o
        if isinstance(o, (LTTextContainer, LTFigure)) or hasattr(o, "__iter__") and not isinstance(o, LTChar):
            try:
                yield from walk(o)
            except TypeError:
                pass


def marks_by_tag(pdf):
    found, pages, chars = {}, 0, 0
    for pno, page in enumerate(extract_pages(pdf), 1):
        pages = pno
        for o in walk(page):
            if isinstance(o, LTChar):
                if o.get_text().strip():
                    chars += 1
                t = tag_of(o.graphicstate.ncolor)
                # only the underscores and dots of a place; TCPDF stamps an invisible line in the last colour
                if t and o.get_text() in ("_", ".", "…"):
                    found.setdefault(t, []).append(("char", pno, o.x0, o.x1, o.matrix[5], o))
            elif isinstance(o, LTCurve):
                color = o.stroking_color if o.stroke else o.non_stroking_color
                t = tag_of(color)
                if t:
                    kind = "rect" if o.__class__.__name__ == "LTRect" else "line"
                    found.setdefault(t, []).append((kind, pno, o.x0, o.x1, (o.y0, o.y1), o))
    return found, pages, chars


def box_of(marks, kind, is_date):
    pages = {m[1] for m in marks}
    assert len(pages) == 1, f"marks on several pages: {pages}"
    page = pages.pop()
    if kind == "chars":
        x0, x1 = min(m[2] for m in marks), max(m[3] for m in marks)
        y = marks[0][4]
        return page, {"x": x0, "y": y, "width": x1 - x0, "height": DATE_H if is_date else SIGN_H}
    if kind == "rule":
        # A stroked line or a thin filled bar (TeX's rules): its length, at its middle.
        x0, x1 = min(m[2] for m in marks), max(m[3] for m in marks)
        y0, y1 = min(m[4][0] for m in marks), max(m[4][1] for m in marks)
        return page, {"x": x0, "y": (y0 + y1) / 2, "width": x1 - x0, "height": DATE_H if is_date else SIGN_H}
    # a box or a cell: the extent of its borders, the inside within a line width
    x0, x1 = min(m[2] for m in marks), max(m[3] for m in marks)
    y0, y1 = min(m[4][0] for m in marks), max(m[4][1] for m in marks)
    if all(m[5].fill and not m[5].stroke for m in marks):
        # borders drawn as filled bars (TeX): the inside starts a bar's thickness in
        t = min(min(m[3] - m[2], m[4][1] - m[4][0]) for m in marks)
        return page, {"x": x0 + t, "y": y0 + t, "width": x1 - x0 - 2 * t, "height": y1 - y0 - 2 * t}
    # stroked paths: pdfminer gives their extents without the line width, so the inside is half a width in
    lw = max(float(m[5].linewidth or 0) for m in marks)
    return page, {"x": x0 + lw / 2, "y": y0 + lw / 2, "width": x1 - x0 - lw, "height": y1 - y0 - lw}


def mapped(b, affine):
    if not affine:
        return b
    a, bb, c, d, e, f = affine
    pts = [(b["x"], b["y"]), (b["x"] + b["width"], b["y"]), (b["x"], b["y"] + b["height"]),
           (b["x"] + b["width"], b["y"] + b["height"])]
    xs = [a * x + c * y + e for x, y in pts]
    ys = [bb * x + d * y + f for x, y in pts]
    return {"x": min(xs), "y": min(ys), "width": max(xs) - min(xs), "height": max(ys) - min(ys)}


def plate(registration):
    """Registrations are written without spaces, as in the earlier sets' truths."""
    return registration.replace(" ", "") if registration else registration


def r1(b):
    return {k: round(v, 1) for k, v in b.items()}


def main():
    spec = json.load(open(sys.argv[1]))
    marked, final, out = sys.argv[2], sys.argv[3], sys.argv[4]
    affine = json.load(open(sys.argv[5])) if len(sys.argv) > 5 else None
    found, _, _ = marks_by_tag(marked)
    _, pages, chars = marks_by_tag(final)
    fields, others = [], []
    for p in spec["places"]:
        marks = found.get(p["tag"])
        assert marks, f"{spec['file']}: no marks for {p['label']} (tag {p['tag']})"
        page, box = box_of(marks, p["kind"], False)
        place = {"page": page, "label": p["label"].rstrip(": ").strip(), "box": r1(mapped(box, affine))}
        if p.get("dateTag"):
            dpage, dbox = box_of(found[p["dateTag"]], p["dateKind"], True)
            assert dpage == page
            place["dateBox"] = r1(mapped(dbox, affine))
        if p["signer"] in ("customer", "customer2"):
            fields.append({**place, "signer": p["signer"]})
        else:
            others.append({**place, "signer": p["signer"]})
    t = spec["truth"]
    truth = {
        "file": spec["file"],
        "format": "pdf",
        "kinds": spec["kinds"],
        "documentType": t["documentType"],
        "customerName": t["customerName"],
        **({"otherCustomers": t["otherCustomers"]} if t.get("otherCustomers") else {}),
        "vehicleRegistration": plate(t["vehicleRegistration"]),
        "otherRegistrations": [plate(r) for r in t["otherRegistrations"]],
        "pageCount": pages,
        "hasTextLayer": chars > 0,
        "dealershipName": t["dealershipName"],
        "signatureFields": fields,
        "otherPlaces": others,
    }
    json.dump(truth, open(out, "w"), indent=2, ensure_ascii=False)
    open(out, "a").write("\n")


if __name__ == "__main__":
    main()
