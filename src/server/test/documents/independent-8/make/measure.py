# Finds each tagged signing mark in a finished PDF and writes the truth file: a place's mark was drawn in its own
# near-black colour (red 0, green 0, blue = tag/255), so its box is where the producer put it, not where it was asked.
import json
import sys

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve, LTTextContainer, LTFigure

LINE_HEIGHT = 24  # a rule, underscores or dots: the line's width and this much above it


def tag_of(color):
    """The tag a colour stands for, or None for ordinary ink."""
    if color is None:
        return None
    if isinstance(color, (int, float)):
        return None
    c = list(color)
    if len(c) != 3 or c[0] > 0.001 or c[1] > 0.001:
        return None
    k = round(c[2] * 255)
    return k if 1 <= k <= 60 else None


def walk(obj):
    if isinstance(obj, (LTTextContainer, LTFigure)) or hasattr(obj, '__iter__') and not isinstance(obj, LTChar):
        try:
            for child in obj:
                yield from walk(child)
        except TypeError:
            pass
    yield obj


def marks(pdf):
    """tag -> list of (page, kind, x0, y0, x1, y1); kind is 'text' or 'line' or 'rect'."""
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


def box_of(items, style):
    page = items[0][0]
    x0 = min(i[2] for i in items)
    x1 = max(i[4] for i in items)
    y0 = min(i[3] for i in items)
    y1 = max(i[5] for i in items)
    r = lambda v: round(v, 1)
    text = any(i[1] == 'text' for i in items)
    # Underscores or dots are always a line, however tall their glyphs' boxes (a 9 pt font's are 9 pt tall); only a
    # drawn shape taller than a stroke is a box or a cell.
    if style in ('box', 'cell') or (not text and (y1 - y0) > 8):
        return page, {'x': r(x0), 'y': r(y0), 'width': r(x1 - x0), 'height': r(y1 - y0)}
    # A line to sign on: the glyphs' bottom for underscores or dots, the stroke for a rule.
    base = y0 + 1 if text else (y0 + y1) / 2
    return page, {'x': r(x0), 'y': r(base), 'width': r(x1 - x0), 'height': LINE_HEIGHT}


def measure(spec, pdf, shift=(0, 0)):
    """Fills each place's page, box and dateBox from the marks; shift moves them (a scanner's offset, in pt)."""
    found = marks(pdf)
    fields, others = [], []
    for place in spec['places']:
        items = found.get(place['tag'])
        if not items:
            sys.exit(f"{spec['file']}: no mark for tag {place['tag']} ({place['label']})")
        page, box = box_of(items, place.get('style', 'rule'))
        box['x'] = round(box['x'] + shift[0], 1)
        box['y'] = round(box['y'] + shift[1], 1)
        field = {'page': page, 'label': place['label'], 'box': box}
        if place.get('dateTag'):
            dpage, dbox = box_of(found[place['dateTag']], place.get('dateStyle', 'rule'))
            dbox['x'] = round(dbox['x'] + shift[0], 1)
            dbox['y'] = round(dbox['y'] + shift[1], 1)
            field['dateBox'] = dbox
        signer = place['signer']
        if signer in ('customer', 'customer2', 'customer3'):
            fields.append({**field, 'signer': signer})
        else:
            others.append({**field, 'signer': signer})
    return fields, others


def page_count(pdf):
    return sum(1 for _ in extract_pages(pdf))


def write_truth(spec, pdf, out, has_text_layer=True, shift=(0, 0), measured_pdf=None):
    fields, others = measure(spec, measured_pdf or pdf, shift)
    truth = {
        'file': spec['file'],
        'format': 'pdf',
        'kinds': spec['kinds'],
        'documentType': spec['documentType'],
        'customerName': spec['customerName'],
        **({'otherCustomers': spec['otherCustomers']} if spec.get('otherCustomers') else {}),
        'vehicleRegistration': spec['vehicleRegistration'],
        'otherRegistrations': spec['otherRegistrations'],
        'pageCount': page_count(pdf),
        'hasTextLayer': has_text_layer,
        'dealershipName': spec['dealershipName'],
        'signatureFields': fields,
        'otherPlaces': others,
    }
    with open(out, 'w') as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    spec_file, pdf, out = sys.argv[1:4]
    with open(spec_file) as f:
        write_truth(json.load(f), pdf, out)
