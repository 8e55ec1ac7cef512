"""Measures each place from the finished PDF: pdftoppm renders every page at 216 dpi with anti-aliasing off
(text and vectors), and the pixels of each tag colour (0, 0, 4k) give the place's marks. A mark less than 3 pt
tall (a rule, underscores, dots) gives its width and 24 pt above its lowest pixel; a taller one (a drawn box)
is itself. Writes files/NAME.pdf.truth.json. Usage: measure15.py NAME PDF [--scan META-TRANSFORM.json]"""
import json, subprocess, sys, os, glob, tempfile
import numpy as np
from PIL import Image

DPI = 216
S = 72.0 / DPI

def page_sizes(pdf):
    out = subprocess.run(['pdfinfo', '-f', '1', '-l', '99', pdf], capture_output=True, text=True).stdout
    sizes = []
    for line in out.splitlines():
        if line.startswith('Page') and 'size:' in line:
            p = line.split('size:')[1].split()
            sizes.append((float(p[0]), float(p[2])))
    return sizes

def tag_boxes(pdf):
    """{tag: (page, x0, y0, x1, y1) in PDF points from bottom-left}"""
    tmp = tempfile.mkdtemp(dir='/tmp/gen15')
    subprocess.run(['pdftoppm', '-r', str(DPI), '-aa', 'no', '-aaVector', 'no', '-png', pdf, tmp + '/p'], check=True)
    sizes = page_sizes(pdf)
    found = {}
    for i, f in enumerate(sorted(glob.glob(tmp + '/p-*.png'))):
        a = np.asarray(Image.open(f).convert('RGB')).astype(int)
        W, H = sizes[i]
        mask = (a[:, :, 0] == 0) & (a[:, :, 1] == 0) & (a[:, :, 2] > 0) & (a[:, :, 2] % 4 == 0) & (a[:, :, 2] <= 160)
        for b in np.unique(a[:, :, 2][mask]):
            ys, xs = np.nonzero(mask & (a[:, :, 2] == b))
            if len(xs) < 4:
                continue
            k = int(b)
            if k in found:
                sys.exit('%s: tag %d on two pages' % (pdf, k))
            found[k] = (i + 1, xs.min() * S, H - (ys.max() + 1) * S, (xs.max() + 1) * S, H - ys.min() * S)
    return found, sizes

def box_of(mark):
    page, x0, y0, x1, y1 = mark
    if y1 - y0 < 3:
        return {'x': round(x0, 1), 'y': round(y0, 1), 'width': round(x1 - x0, 1), 'height': 24}
    return {'x': round(x0, 1), 'y': round(y0, 1), 'width': round(x1 - x0, 1), 'height': round(y1 - y0, 1)}

def truth(meta, marks, sizes, fmt='pdf', has_text=True, transform=None):
    head = meta['head']
    t = {'file': meta['name'] + '.pdf', 'format': fmt, 'kinds': head['kinds'], 'documentType': head['documentType'],
         'customerName': head['customerName']}
    if head.get('otherCustomers'):
        t['otherCustomers'] = head['otherCustomers']
    t.update({'vehicleRegistration': head['vehicleRegistration'], 'otherRegistrations': head['otherRegistrations'],
              'pageCount': meta['pages'], 'hasTextLayer': has_text, 'dealershipName': head['dealershipName'],
              'signatureFields': [], 'otherPlaces': []})
    used = set()
    for p in meta['places']:
        if p['tag'] not in marks:
            sys.exit('%s: place %s has no mark' % (meta['name'], p['label']))
        m = marks[p['tag']]; used.add(p['tag'])
        if m[0] != p['page']:
            sys.exit('%s: place %s on page %d, mark on %d' % (meta['name'], p['label'], p['page'], m[0]))
        f = {'page': p['page'], 'label': p['label'], 'box': box_of(m)}
        if p['dateTag']:
            dm = marks.get(p['dateTag'])
            if not dm or dm[0] != p['page']:
                sys.exit('%s: date of %s missing' % (meta['name'], p['label']))
            used.add(p['dateTag'])
            f['dateBox'] = box_of(dm)
        if transform:
            for k in ('box', 'dateBox'):
                if k in f:
                    f[k] = transform(f[k], sizes[p['page'] - 1])
        W, H = sizes[p['page'] - 1]
        for k in ('box', 'dateBox'):
            if k in f:
                b = f[k]
                if b['x'] < 0 or b['y'] < 0 or b['x'] + b['width'] > W or b['y'] + b['height'] > H:
                    sys.exit('%s: %s leaves the page' % (meta['name'], p['label']))
        if p['signer'] in ('customer', 'customer2', 'customer3', 'customer4'):
            f['signer'] = p['signer']
            t['signatureFields'].append(f)
        else:
            f['signer'] = p['signer']
            t['otherPlaces'].append(f)
    extra = set(marks) - used
    if extra:
        sys.exit('%s: tagged marks of no place: %s' % (meta['name'], sorted(extra)))
    return t

if __name__ == '__main__':
    name, pdf = sys.argv[1], sys.argv[2]
    meta = json.load(open('/tmp/gen15/meta/%s.json' % name))
    marks, sizes = tag_boxes(pdf)
    t = truth(meta, marks, sizes)
    out = sys.argv[3]
    json.dump(t, open(out, 'w'), indent=2, ensure_ascii=False)
    open(out, 'a').write('\n')
