# Where a producer drew the signing rules and boxes: every path in one of the tag colours (spec.ts TAG), merged
# into one rule or one box per place, in PDF points with the origin at the page's bottom left. Run with Debian's
# python3 (python3-pdfminer). Prints JSON: {"pages": n, "marks": [{"tag", "page", "x0", "y0", "x1", "y1"}]}.
import json
import sys

from pdfminer.high_level import extract_pages
from pdfminer.layout import LTCurve, LTFigure

TAGS = {40: 'signRule', 44: 'dateRule', 52: 'signBox', 56: 'dateBox'}


def grey(colour):
    """The colour as 0–255 grey when its channels are equal, else None."""
    if colour is None:
        return None
    if isinstance(colour, (int, float)):
        values = [colour]
    else:
        values = list(colour)
    if len(values) == 4:  # CMYK black only
        return None
    if not values or max(values) - min(values) > 0.01:
        return None
    return round(values[0] * 255)


def tag_of(item):
    for colour in (item.stroking_color, item.non_stroking_color):
        g = grey(colour)
        if g is None:
            continue
        for value, name in TAGS.items():
            if abs(g - value) <= 1:
                return name
    return None


def walk(container):
    for item in container:
        if isinstance(item, LTFigure):
            yield from walk(item)
        elif isinstance(item, LTCurve):
            yield item


def merge(pieces):
    """Touching or overlapping pieces of one tag on one page become one mark (a box's four sides, a rule split by cells)."""
    marks = [dict(p) for p in pieces]
    changed = True
    while changed:
        changed = False
        for i in range(len(marks)):
            for j in range(i + 1, len(marks)):
                a, b = marks[i], marks[j]
                if a['tag'] != b['tag'] or a['page'] != b['page']:
                    continue
                if a['x0'] - 1.5 <= b['x1'] and b['x0'] - 1.5 <= a['x1'] and a['y0'] - 1.5 <= b['y1'] and b['y0'] - 1.5 <= a['y1']:
                    a.update(x0=min(a['x0'], b['x0']), y0=min(a['y0'], b['y0']), x1=max(a['x1'], b['x1']), y1=max(a['y1'], b['y1']))
                    marks.pop(j)
                    changed = True
                    break
            if changed:
                break
    return marks


def main(path):
    pieces = []
    pages = 0
    for number, page in enumerate(extract_pages(path), start=1):
        pages = number
        for item in walk(page):
            tag = tag_of(item)
            if tag:
                x0, y0, x1, y1 = item.bbox
                pieces.append({'tag': tag, 'page': number, 'x0': x0, 'y0': y0, 'x1': x1, 'y1': y1})
    print(json.dumps({'pages': pages, 'marks': merge(pieces)}))


main(sys.argv[1])
