#!/usr/bin/python3
"""Measures the signing places of the thirteenth set's PDFs and writes their truths.

Each place's mark and each date blank was drawn in its own near-black tag colour: red 0, green 0, blue 4k/255
(k = 1..15), stroked or filled, or as the colour of a run of underscores or dots. This reads the finished PDF with
pdfminer, gathers the marks of each tag on each page and writes the boxes:
 - a rule, or a run of underscores or dots: the line's width and 24 pt above it (from the stroke, or from the bottom
   of the glyphs plus 1 pt);
 - a drawn box or a table cell (marks more than 3 pt tall): the box itself.
It stops if a tag has no mark, if a mark's tag is not in the meta, or if a box leaves its page.

usage: measure13.py META.json [META.json ...]   (meta written by each producer's layout code in /tmp/gen13/meta)
"""
import json, os, sys
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve, LTContainer

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, '..', 'files')


def tag_of(colour):
    if colour is None:
        return None
    if isinstance(colour, (int, float)):
        return None
    c = list(colour)
    if len(c) != 3:
        return None
    r, g, b = (float(v) for v in c)
    if r > 0.002 or g > 0.002 or b < 0.008 or b > 0.25:
        return None
    k = b * 255 / 4
    if abs(k - round(k)) > 0.2:
        return None
    return int(round(k))


def walk(obj):
    if isinstance(obj, LTContainer):
        for o in obj:
            yield from walk(o)
    else:
        yield obj


def marks(pdf):
    """{(page, tag): [(x0, y0, x1, y1, kind)]}, page count, page sizes"""
    out, sizes, n = {}, {}, 0
    for n, layout in enumerate(extract_pages(pdf), start=1):
        sizes[n] = (layout.width, layout.height)
        for o in walk(layout):
            if isinstance(o, LTChar):
                k = tag_of(getattr(o.graphicstate, 'ncolor', None))
                if k and o.get_text() in '_.…':
                    out.setdefault((n, k), []).append((o.x0, o.y0, o.x1, o.y1, 'glyph'))
                elif k:
                    raise SystemExit(f'{pdf}: tagged glyph {o.get_text()!r} is not a line')
            elif isinstance(o, LTCurve):
                k = tag_of(o.stroking_color) if o.stroke else None
                if not k and o.fill:
                    k = tag_of(o.non_stroking_color)
                if k:
                    out.setdefault((n, k), []).append((o.x0, o.y0, o.x1, o.y1, 'path'))
    return out, n, sizes


def box_of(ms):
    x0 = min(m[0] for m in ms); x1 = max(m[2] for m in ms)
    y0 = min(m[1] for m in ms); y1 = max(m[3] for m in ms)
    if all(m[4] == 'glyph' for m in ms):
        return dict(x=round(x0, 1), y=round(y0 + 1, 1), width=round(x1 - x0, 1), height=24)
    if y1 - y0 <= 3:
        return dict(x=round(x0, 1), y=round((y0 + y1) / 2, 1), width=round(x1 - x0, 1), height=24)
    return dict(x=round(x0, 1), y=round(y0, 1), width=round(x1 - x0, 1), height=round(y1 - y0, 1))


def places_from(meta, found, sizes):
    """Turns the tagged marks into truth places (customers' fields and other places)."""
    tags = meta['tags']
    seen = {k for (_, k) in found}
    for k in seen:
        if str(k) not in tags:
            raise SystemExit(f"{meta['file']}: mark with tag {k} belongs to no place")
    where = {}
    for (page, k), ms in found.items():
        if str(k) in where:
            raise SystemExit(f"{meta['file']}: tag {k} on two pages")
        b = box_of(ms)
        w, h = sizes[page]
        if b['x'] < 0 or b['y'] < 0 or b['x'] + b['width'] > w + 0.5 or b['y'] + b['height'] > h + 0.5:
            raise SystemExit(f"{meta['file']}: box of tag {k} leaves its page: {b}")
        where[str(k)] = (page, b)
    fields, others = [], []
    dates = {t['dateOf']: where.get(k) for k, t in tags.items() if 'dateOf' in t}
    for k, t in sorted(tags.items(), key=lambda kv: int(kv[0])):
        if 'place' not in t:
            continue
        if k not in where:
            raise SystemExit(f"{meta['file']}: place {t['place']!r} has no mark")
        page, b = where[k]
        p = dict(page=page, label=t['place'], box=b)
        if t['place'] in dates:
            if dates[t['place']] is None:
                raise SystemExit(f"{meta['file']}: date blank of {t['place']!r} has no mark")
            p['dateBox'] = dates[t['place']][1]
        p['signer'] = t['signer']
        (fields if t['signer'] and t['signer'].startswith('customer') else others).append(p)
    return fields, others


def truth(meta, fields, others, pages, has_text=True):
    t = dict(file=meta['file'], format='pdf', kinds=meta['kinds'], documentType=meta['documentType'],
             customerName=meta['customerName'])
    if meta.get('otherCustomers'):
        t['otherCustomers'] = meta['otherCustomers']
    t.update(vehicleRegistration=meta['vehicleRegistration'], otherRegistrations=meta['otherRegistrations'],
             pageCount=pages, hasTextLayer=has_text, dealershipName=meta['dealershipName'],
             signatureFields=fields, otherPlaces=others)
    return t


def write(t):
    with open(os.path.join(FILES, t['file'] + '.truth.json'), 'w') as f:
        json.dump(t, f, indent=2, ensure_ascii=False)
        f.write('\n')


def main(paths):
    for p in paths:
        meta = json.load(open(p))
        found, pages, sizes = marks(meta['source'])
        fields, others = places_from(meta, found, sizes)
        write(truth(meta, fields, others, pages))
        print(meta['file'], pages, 'pages', len(fields), 'customer places', len(others), 'others')


if __name__ == '__main__':
    main(sys.argv[1:])
