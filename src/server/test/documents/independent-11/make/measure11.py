# Reads a finished PDF with pdfminer, finds each signing mark by its tag colour (red 0, green 0, blue k/100 for tag k)
# and writes the truth from the document's sidecar (/tmp/gen11/NAME.meta.json, written by the producer's script).
# A rule or a run of underscores/dots: the mark's width and 24 pt above it; a drawn box or cell: itself.
import json, sys
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve
from pdfminer.pdfinterp import PDFPageInterpreter

_orig = PDFPageInterpreter.do_Do
def _keep(self, xobjid):
    _orig(self, xobjid)
    self.device.set_ctm(self.ctm)
PDFPageInterpreter.do_Do = _keep

def tag(c):
    if c is None or isinstance(c, (int, float)): return None
    c = list(c)
    if len(c) != 3 or c[0] > 0.001 or c[1] > 0.001: return None
    k = round(c[2] * 100)
    return k if 1 <= k <= 40 and abs(c[2] * 100 - k) < 0.3 else None

def walk(o):
    if not isinstance(o, LTChar):
        try:
            for ch in o: yield from walk(ch)
        except TypeError: pass
    yield o

def find(pdf):
    out, sizes = {}, []
    for n, page in enumerate(extract_pages(pdf), 1):
        sizes.append((page.x0, page.y0, page.x1, page.y1))
        for o in walk(page):
            if isinstance(o, LTChar):
                k = tag(o.graphicstate.ncolor)
                if k and o.get_text().strip(): out.setdefault(k, []).append((n, 'text', o.x0, o.y0, o.x1, o.y1))
            elif isinstance(o, LTCurve):
                k = (tag(o.stroking_color) if o.stroke else None) or (tag(o.non_stroking_color) if o.fill else None)
                if k: out.setdefault(k, []).append((n, 'shape', o.x0, o.y0, o.x1, o.y1))
    return out, sizes

def box(items, style, sizes):
    pages = {i[0] for i in items}
    assert len(pages) == 1, pages
    p = items[0][0]
    x0, x1 = min(i[2] for i in items), max(i[4] for i in items)
    y0, y1 = min(i[3] for i in items), max(i[5] for i in items)
    r = lambda v: round(v, 1)
    if style == 'box': b = {'x': r(x0), 'y': r(y0), 'width': r(x1 - x0), 'height': r(y1 - y0)}
    else:
        base = y0 + 1 if any(i[1] == 'text' for i in items) else (y0 + y1) / 2
        b = {'x': r(x0), 'y': r(base), 'width': r(x1 - x0), 'height': 24}
    X0, Y0, X1, Y1 = sizes[p - 1]
    assert X0 <= b['x'] and b['x'] + b['width'] <= X1 and Y0 <= b['y'] and b['y'] + b['height'] <= Y1, ('off page', b)
    return p, b

def main(pdf, meta_file, out):
    meta = json.load(open(meta_file))
    marks, sizes = find(pdf)
    used = set()
    fields, others = [], []
    for pl in meta.pop('places'):
        p, b = box(marks[pl['tag']], pl.get('style', 'line'), sizes); used.add(pl['tag'])
        f = {'page': p, 'label': pl['label'], 'box': b}
        if pl.get('date'):
            _, db = box(marks[pl['date']], pl.get('style', 'line'), sizes); used.add(pl['date'])
            f['dateBox'] = db
        f['signer'] = pl['signer']
        (fields if pl['signer'] in ('customer', 'customer2') else others).append(f)
    extra = set(marks) - used
    assert not extra, f'{pdf}: tagged marks of no place {extra}'
    truth = {'file': meta['file'], 'format': 'pdf', 'kinds': meta['kinds'], 'documentType': meta['documentType'],
             'customerName': meta['customerName']}
    if meta.get('otherCustomers'): truth['otherCustomers'] = meta['otherCustomers']
    truth.update({'vehicleRegistration': meta['vehicleRegistration'], 'otherRegistrations': meta['otherRegistrations'],
                  'pageCount': len(sizes), 'hasTextLayer': meta.get('hasTextLayer', True),
                  'dealershipName': meta['dealershipName'], 'signatureFields': fields, 'otherPlaces': others})
    json.dump(truth, open(out, 'w'), indent=2); open(out, 'a').write('\n')

if __name__ == '__main__':
    main(*sys.argv[1:4])
