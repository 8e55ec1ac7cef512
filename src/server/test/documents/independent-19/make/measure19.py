# Measures each place's box from the finished PDF: renders it with pdftoppm at 216 dpi with anti-aliasing off,
# takes the bounding box of each tag colour's pixels (red 0, green 0, blue 4k/255), and writes the truth file.
# A mark under 3 pt tall (a rule, underscores, dots) gives its width and 24 pt above its lowest pixel; a taller
# one (a drawn box, a table cell) is itself. Scans: the boxes measured on the source page are carried through the
# scan's transform (scan19.py writes it next to the scan) to the wrapper's page.
import json, os, subprocess, sys, tempfile, glob
import numpy as np
from PIL import Image
DPI = 216
GEN = os.environ.get('GEN19', '/tmp/gen19')

def pages_of(pdf):
    out = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    n = int([l for l in out.splitlines() if l.startswith('Pages:')][0].split()[1])
    size = [l for l in out.splitlines() if l.startswith('Page size:')][0].split()
    return n, float(size[2]), float(size[4])

def tag_boxes(pdf, ntags):
    n, pw, ph = pages_of(pdf)
    found = {}
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['pdftoppm', '-r', str(DPI), '-aa', 'no', '-aaVector', 'no', '-png', pdf, tmp + '/p'], check=True)
        for i, f in enumerate(sorted(glob.glob(tmp + '/p-*.png'))):
            a = np.asarray(Image.open(f).convert('RGB')).astype(int)
            r, g, b = a[..., 0], a[..., 1], a[..., 2]
            cand = (r == 0) & (g == 0) & (b >= 3)
            for k in range(1, ntags + 1):
                m = cand & (np.abs(b - 4 * k) <= 1)
                if not m.any():
                    continue
                if k in found:
                    sys.exit('%s: tag %d on two pages' % (pdf, k))
                ys, xs = np.nonzero(m)
                s = 72.0 / DPI
                x0, x1 = xs.min() * s, (xs.max() + 1) * s
                top, bottom = ph - ys.min() * s, ph - (ys.max() + 1) * s
                found[k] = (i + 1, x0, bottom, x1 - x0, top - bottom)
            stray = cand & ~np.isin(b, [v for k in range(1, ntags + 1) for v in (4 * k - 1, 4 * k, 4 * k + 1)])
            if stray.sum() > 0:
                sys.exit('%s: tagged pixels of no place on page %d' % (pdf, i + 1))
    return n, pw, ph, found

def box_of(mark):
    page, x, y, w, h = mark
    if h < 3:
        return page, [x, y, w, 24.0]
    return page, [x, y, w, h]

def measure(pdf, meta):
    tags = [t for p in meta['places'] for t in (p['mark'], p['date']) if t]
    n, pw, ph, found = tag_boxes(pdf, max(tags))
    res = []
    for p in meta['places']:
        if p['mark'] not in found:
            sys.exit('%s: place %s has no mark' % (pdf, p['label']))
        page, b = box_of(found[p['mark']])
        if page != p['page']:
            sys.exit('%s: %s on page %d, noted on %d' % (pdf, p['label'], page, p['page']))
        d = None
        if p['date']:
            dp, d = box_of(found[p['date']])
            if dp != page:
                sys.exit('date on another page')
        for bb in [b] + ([d] if d else []):
            if bb[0] < 0 or bb[1] < 0 or bb[0] + bb[2] > pw or bb[1] + bb[3] > ph:
                sys.exit('%s: box leaves the page' % pdf)
        res.append((p, page, b, d))
    return n, pw, ph, res

def carry(b, t, src_h, out_w, out_h):
    # b in source page points -> source pixels -> moved -> wrapper page points.
    k = t['dpi'] / 72.0
    M = np.array(t['matrix'])
    xs, ys = [], []
    for x, y in [(b[0], b[1]), (b[0] + b[2], b[1]), (b[0], b[1] + b[3]), (b[0] + b[2], b[1] + b[3])]:
        px, py = x * k, (src_h - y) * k
        qx, qy, _ = M @ np.array([px, py, 1.0])
        xs.append(qx * out_w / t['width']); ys.append(out_h - qy * out_h / t['height'])
    return [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]

def rnd(b):
    return {'x': round(b[0], 1), 'y': round(b[1], 1), 'width': round(b[2], 1), 'height': round(b[3], 1)}

def truth(name, final, source=None, outdir=None):
    meta = json.load(open('%s/meta/%s.json' % (GEN, name)))
    h = meta['head']
    n, pw, ph, res = measure(source or final, meta)
    fn, fw, fh = pages_of(final)
    text = subprocess.run(['pdftotext', final, '-'], capture_output=True, text=True).stdout.strip()
    if source:
        t = json.load(open('%s/scan/%s.transform.json' % (GEN, name)))
    fields, others = [], []
    for p, page, b, d in res:
        if source:
            b = carry(b, t, ph, fw, fh); d = carry(d, t, ph, fw, fh) if d else None
        e = {'page': page, 'label': p['label'], 'box': rnd(b)}
        if d: e['dateBox'] = rnd(d)
        e['signer'] = p['signer']
        (fields if p['signer'] and p['signer'].startswith('customer') else others).append(e)
    out = {'file': name + '.pdf', 'format': 'pdf', 'kinds': h['kinds'], 'documentType': h['documentType'],
           'customerName': h['customerName']}
    if h.get('otherCustomers'): out['otherCustomers'] = h['otherCustomers']
    out.update({'vehicleRegistration': h['vehicleRegistration'], 'otherRegistrations': h['otherRegistrations'],
                'pageCount': fn, 'hasTextLayer': len(text) > 20, 'dealershipName': h['dealershipName'],
                'signatureFields': fields, 'otherPlaces': others})
    assert fn == h['pageCount'], (name, fn)
    with open('%s/%s.pdf.truth.json' % (outdir, name), 'w') as fh_:
        json.dump(out, fh_, indent=2, ensure_ascii=False); fh_.write('\n')
    return out

if __name__ == '__main__':
    outdir = sys.argv[1]
    for arg in sys.argv[2:]:
        name, _, src = arg.partition('=')
        truth(name, '%s/%s.pdf' % (outdir, name), src or None, outdir)
        print('measured', name)
