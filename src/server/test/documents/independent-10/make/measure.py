# Finds each tagged signing mark in a finished PDF (pdfminer) and writes the truth file. A place's marks are drawn
# in its own near-black tag colour (spec.py), so its box is where the producer put the mark, not where it was asked.
import json
import sys

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve
from pdfminer.pdfinterp import PDFPageInterpreter

from spec import truth_head

LINE_HEIGHT = 24  # a rule, underscores or dots: the line's width and this much above it

# pdfminer (20221105) leaves a form XObject's matrix on the device after `Do` until the next `Q`, so a path drawn
# after a form and before any `Q` (pdfjs draws its footer as a form at the top of each page, inside no q/Q, and the
# first signing box follows it) was measured moved by the form's matrix (07's "Signature of Hirer" at y -46). Put the
# page's own matrix back after every `Do`, as a renderer does.
_do_Do = PDFPageInterpreter.do_Do


def _do_Do_keeping_ctm(self, xobjid):
    _do_Do(self, xobjid)
    self.device.set_ctm(self.ctm)


PDFPageInterpreter.do_Do = _do_Do_keeping_ctm


def tag_of(color):
    if color is None or isinstance(color, (int, float)):
        return None
    c = list(color)
    if len(c) != 3 or c[0] > 0.001 or c[1] > 0.001:
        return None
    k = round(c[2] * 100)
    return k if 1 <= k <= 40 and abs(c[2] * 100 - k) < 0.3 else None


def walk(obj):
    if not isinstance(obj, LTChar):
        try:
            for child in obj:
                yield from walk(child)
        except TypeError:
            pass
    yield obj


def marks(pdf):
    """tag -> list of (page, kind, x0, y0, x1, y1); kind 'text' (underscores, dots) or 'shape' (rule, box)."""
    found = {}
    for page_no, page in enumerate(extract_pages(pdf), start=1):
        for obj in walk(page):
            if isinstance(obj, LTChar):
                k = tag_of(obj.graphicstate.ncolor)
                if k and obj.get_text().strip():
                    found.setdefault(k, []).append((page_no, 'text', obj.x0, obj.y0, obj.x1, obj.y1))
            elif isinstance(obj, LTCurve):
                k = tag_of(obj.stroking_color) if obj.stroke else None
                k = k or (tag_of(obj.non_stroking_color) if obj.fill else None)
                if k:
                    found.setdefault(k, []).append((page_no, 'shape', obj.x0, obj.y0, obj.x1, obj.y1))
    return found


def box_of(items, style, spec_file, tag):
    pages = {i[0] for i in items}
    if len(pages) != 1:
        sys.exit(f'{spec_file}: tag {tag} on several pages {pages}')
    page = items[0][0]
    x0, x1 = min(i[2] for i in items), max(i[4] for i in items)
    y0, y1 = min(i[3] for i in items), max(i[5] for i in items)
    r = lambda v: round(v, 1)
    if style == 'box':
        return page, {'x': r(x0), 'y': r(y0), 'width': r(x1 - x0), 'height': r(y1 - y0)}
    text = any(i[1] == 'text' for i in items)
    base = y0 + 1 if text else (y0 + y1) / 2
    return page, {'x': r(x0), 'y': r(base), 'width': r(x1 - x0), 'height': LINE_HEIGHT}


def moved(box, transform):
    return transform(box) if transform else box


def measure(doc, pdf, transform=None):
    found = marks(pdf)
    fields, others = [], []
    for pl in doc['places']:
        items = found.get(pl['tag'])
        if not items:
            sys.exit(f"{doc['file']}: no mark for tag {pl['tag']} ({pl['label']})")
        page, box = box_of(items, pl['style'], doc['file'], pl['tag'])
        field = {'page': page, 'label': pl['label'], 'box': moved(box, transform)}
        if pl.get('dateTag'):
            if pl['dateTag'] not in found:
                sys.exit(f"{doc['file']}: no date mark {pl['dateTag']}")
            _, dbox = box_of(found[pl['dateTag']], pl['dateStyle'], doc['file'], pl['dateTag'])
            field['dateBox'] = moved(dbox, transform)
        (fields if pl['signer'] and pl['signer'].startswith('customer') else others).append(
            {**field, 'signer': pl['signer']})
    extra = set(found) - {pl['tag'] for pl in doc['places']} - {pl.get('dateTag') for pl in doc['places']}
    if extra:
        sys.exit(f"{doc['file']}: marks with tags no place has: {sorted(extra)}")
    return fields, others


def page_count(pdf):
    return sum(1 for _ in extract_pages(pdf))


def write_truth(doc, pdf, out, has_text_layer=True, transform=None, measured_pdf=None):
    fields, others = measure(doc, measured_pdf or pdf, transform)
    truth = {**truth_head(doc, 'pdf', page_count(pdf), has_text_layer), 'signatureFields': fields,
             'otherPlaces': others}
    with open(out, 'w') as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write('\n')
