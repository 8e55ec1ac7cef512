# Reads a finished PDF with pdfminer (Debian python3-pdfminer) and measures each place from the marks drawn in its
# tag colour (red 0, green 0, blue 4k/255): a rule, underscores or dots give the line's width and 24 pt above it
# (from the stroke, or 1.5 pt under the glyphs' baseline); a drawn box (marks taller than 3 pt) is itself.
# Stops if a place has no mark, a tagged mark belongs to no place, a tag is on two pages or a box leaves its page.
import json, sys
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTLine, LTRect, LTCurve, LTTextContainer, LTContainer

def tagof(c):
    if c is None: return None
    if isinstance(c, (int, float)): return None
    c = list(c)
    if len(c) != 3: return None
    r, g, b = [round(v * 255) for v in c]
    if r == 0 and g == 0 and 0 < b < 250 and b % 4 == 0: return b
    return None

def walk(o):
    if isinstance(o, LTChar): yield o
    elif isinstance(o, LTContainer):
        for x in o: yield from walk(x)
    elif isinstance(o, LTCurve): yield o

def marks(pdf):
    found = {}
    pages = list(extract_pages(pdf))
    for pno, page in enumerate(pages, 1):
        for o in walk(page):
            if isinstance(o, LTChar):
                t = tagof(o.graphicstate.ncolor)
                if t is None: continue
                if o.get_text() not in '_.…': raise SystemExit(f'{pdf}: tagged glyph {o.get_text()!r} is not a line')
                base = o.matrix[5]
                found.setdefault(t, []).append((pno, o.x0, base - 1.5, o.x1, base - 1.5, 'glyph'))
            else:
                t = tagof(o.stroking_color) if o.stroke else None
                if t is None and o.fill: t = tagof(o.non_stroking_color)
                if t is None: continue
                found.setdefault(t, []).append((pno, o.x0, o.y0, o.x1, o.y1, 'path'))
    return found, len(pages), pages[0].width, pages[0].height

def box(ms, pw, ph):
    ps = {m[0] for m in ms}
    if len(ps) != 1: raise SystemExit(f'tag on pages {ps}')
    x0 = min(m[1] for m in ms); y0 = min(m[2] for m in ms); x1 = max(m[3] for m in ms); y1 = max(m[4] for m in ms)
    if y1 - y0 > 3: b = dict(x=x0, y=y0, width=x1 - x0, height=y1 - y0)
    else:
        y = (y0 + y1) / 2
        b = dict(x=x0, y=y, width=x1 - x0, height=24.0)
    b = {k: round(v, 1) for k, v in b.items()}
    if b['x'] < 0 or b['y'] < 0 or b['x'] + b['width'] > pw + 0.5 or b['y'] + b['height'] > ph + 0.5: raise SystemExit(f'box off page {b}')
    return ps.pop(), b

def measure(meta, pdf, shift=None):
    found, npages, pw, ph = marks(pdf)
    used = set()
    out = []
    for p in meta['places']:
        if p['tag'] not in found: raise SystemExit(f'{pdf}: no mark for {p["label"]}')
        page, b = box(found[p['tag']], pw, ph); used.add(p['tag'])
        f = dict(page=page, label=p['label'], box=b)
        if p['dateTag']:
            if p['dateTag'] not in found: raise SystemExit(f'{pdf}: no date mark for {p["label"]}')
            dp, db = box(found[p['dateTag']], pw, ph); used.add(p['dateTag'])
            assert dp == page
            f['dateBox'] = db
        f['signer'] = p['signer']
        out.append((p['customer'], f))
    extra = set(found) - used
    if extra: raise SystemExit(f'{pdf}: tagged marks of no place {extra}')
    return out, npages

if __name__ == '__main__':
    m = json.load(open(sys.argv[1]))
    print(json.dumps(measure(m, sys.argv[2]), indent=1))
