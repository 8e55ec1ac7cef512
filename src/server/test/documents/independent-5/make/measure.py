#!/usr/bin/python3
# Writes X.truth.json from X.spec.json and the finished file: each signing place's marks were drawn in their own
# near-black tag colour rgb(0,0,N), so their boxes are measured from the PDF as printed, not as asked for.
import json, subprocess, sys, os, tempfile
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTLine, LTRect, LTCurve, LTContainer

SIGN_H, DATE_H = 30, 18

def tag_of(color):
    if color is None: return None
    c = list(color) if isinstance(color, (list, tuple)) else [color]
    if len(c) != 3: return None
    r, g, b = c
    if r > 0.01 or g > 0.01 or b <= 0 or b > 0.65: return None
    return round(b * 255)

def walk(o):
    yield o
    if isinstance(o, LTContainer):
        for c in o: yield from walk(c)

def marks(pdf):
    """tag -> list of (page, kind, x0, y0, x1, y1, baseline)"""
    out = {}
    pages = 0
    text = ''
    for pno, page in enumerate(extract_pages(pdf), 1):
        pages = pno
        for o in walk(page):
            if isinstance(o, LTChar):
                text += o.get_text()
                t = tag_of(getattr(o.graphicstate, 'ncolor', None))
                if t and o.get_text() in '_.…':
                    out.setdefault(t, []).append((pno, 'char', o.x0, o.y0, o.x1, o.y1, o.matrix[5]))
            elif isinstance(o, (LTLine, LTRect, LTCurve)):
                # strokes in a tag colour, or fills only when they are line-shaped (some producers fill their rules);
                # a filled area merely painted while a tag colour was current is not a mark
                thin = min(o.x1 - o.x0, o.y1 - o.y0) < 3
                for col in (o.stroking_color if o.stroke else None, o.non_stroking_color if o.fill and thin else None):
                    t = tag_of(col)
                    if t:
                        out.setdefault(t, []).append((pno, 'line', o.x0, o.y0, o.x1, o.y1, None))
                        break
    return out, pages, bool(text.strip())

def box_for(ms, mark, is_date):
    page = ms[0][0]
    ms = [m for m in ms if m[0] == page]
    x0 = min(m[2] for m in ms); x1 = max(m[4] for m in ms)
    y0 = min(m[3] for m in ms); y1 = max(m[5] for m in ms)
    h = DATE_H if is_date else SIGN_H
    if mark == 'box':
        b = {'x': x0, 'y': y0, 'width': x1 - x0, 'height': y1 - y0}
    elif mark == 'text':
        b = {'x': x0, 'y': min(m[6] for m in ms), 'width': x1 - x0, 'height': h}
    else:  # a rule: from its start, its length, at its y
        b = {'x': x0, 'y': (y0 + y1) / 2, 'width': x1 - x0, 'height': h}
    return page, {k: round(v, 1) for k, v in b.items()}

def docx_pages(path):
    d = tempfile.mkdtemp()
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', d, path], check=True, capture_output=True)
    pdf = os.path.join(d, os.path.basename(path).rsplit('.', 1)[0] + '.pdf')
    texts = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout.split('\f')
    return [t for t in texts if t.strip()] , pdf

def main(spec_path):
    spec = json.load(open(spec_path))
    here = os.path.dirname(spec_path)
    path = os.path.join(here, spec['file'])
    fields, others = [], []
    if spec['format'] == 'docx':
        texts, pdf = docx_pages(path)
        page_count = len(texts)
        has_text = True
        norm = lambda s: ' '.join(s.split())
        for p in spec['places']:
            page = next((i + 1 for i, t in enumerate(texts) if norm(p['find']) in norm(t)), None)
            if page is None: sys.exit(f"{spec['file']}: cannot find {p['find']!r} in LibreOffice's rendition")
            place = {'page': page, 'label': p['label']}
            (fields if p['signer'] in ('customer', 'customer2') else others).append({**place, 'signer': p['signer']})
    else:
        src = os.path.join(here, spec.get('measureFrom', spec['file']))
        ms, page_count, has_text = marks(src)
        if 'measureFrom' in spec:
            page_count = int(subprocess.run(['pdfinfo', path], capture_output=True, text=True).stdout.split('Pages:')[1].split()[0])
            has_text = spec['hasTextLayer']
        for p in spec['places']:
            if p['tag'] not in ms: sys.exit(f"{spec['file']}: no marks in tag colour {p['tag']} ({p['label']})")
            page, box = box_for(ms[p['tag']], p['mark'], False)
            place = {'page': page + p.get('pageOffset', 0), 'label': p['label'], 'box': box}
            if p.get('dateTag'):
                if p['dateTag'] not in ms: sys.exit(f"{spec['file']}: no date marks {p['dateTag']}")
                place['dateBox'] = box_for(ms[p['dateTag']], p.get('dateMark', p['mark']), True)[1]
            t = spec.get('transform')
            if t:  # a scan: carry the boxes through the same affine map, points to points
                for k in ('box', 'dateBox'):
                    if k in place: place[k] = transform(place[k], t)
            (fields if p['signer'] in ('customer', 'customer2') else others).append({**place, 'signer': p['signer']})
    truth = {
        'file': spec['file'], 'format': spec['format'], 'kinds': spec['kinds'],
        'documentType': spec['documentType'], 'customerName': spec['customerName'],
        **({'otherCustomers': spec['otherCustomers']} if spec.get('otherCustomers') else {}),
        'vehicleRegistration': spec['vehicleRegistration'], 'otherRegistrations': spec['otherRegistrations'],
        'pageCount': page_count, 'hasTextLayer': has_text, 'dealershipName': spec['dealershipName'],
        'signatureFields': fields, 'otherPlaces': others,
    }
    out = os.path.join(here, spec['file'].rsplit('.', 1)[0] + '.truth.json')
    json.dump(truth, open(out, 'w'), indent=2)
    open(out, 'a').write('\n')
    print('measured', spec['file'], page_count, 'pages', len(fields), 'customer places', len(others), 'others')

def transform(b, t):
    # t: {a,b,c,d,e,f} mapping x' = a x + c y + e, y' = b x + d y + f, applied to the four corners
    xs, ys = [], []
    for x, y in ((b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']), (b['x'] + b['width'], b['y'] + b['height'])):
        xs.append(t['a'] * x + t['c'] * y + t['e']); ys.append(t['b'] * x + t['d'] * y + t['f'])
    # a rule's y stays the y of its line (the bottom edge), the size the transformed extent
    return {'x': round(min(xs), 1), 'y': round(min(ys), 1), 'width': round(max(xs) - min(xs), 1), 'height': round(max(ys) - min(ys), 1)}

if __name__ == '__main__':
    for s in sys.argv[1:]: main(s)
