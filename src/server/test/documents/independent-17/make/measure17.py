# Measures each place of a PDF made from a page description: renders the finished PDF with pdftoppm at 216 dpi,
# anti-aliasing off, finds each tag colour's pixels and writes the truth. A mark under 3 pt tall (rule,
# underscores, dots) gives its width and 24 pt above its lowest pixel; a taller one (a drawn box) is itself.
# usage: measure17.py DESC.json PDF TRUTH.json [scan PARAMS.json]
import json, subprocess, sys, glob, os, math
from PIL import Image

DPI = 216
S = 72.0 / DPI
desc = json.load(open(sys.argv[1]))
pdf, out = sys.argv[2], sys.argv[3]
scan = json.load(open(sys.argv[4])) if len(sys.argv) > 4 else None
src = scan['source'] if scan else pdf
tmp = f'/tmp/gen17/meas/{desc["name"]}'
os.makedirs(tmp, exist_ok=True)
for f in glob.glob(tmp + '/*'):
    os.remove(f)
subprocess.run(['pdftoppm', '-r', str(DPI), '-aa', 'no', '-aaVector', 'no', '-png', src, tmp + '/p'], check=True)
pages = sorted(glob.glob(tmp + '/p-*.png'))
ntag = max([p['tag'] for p in desc['places']] + [p['datetag'] or 0 for p in desc['places']])
found = {}  # tag -> (page, minx, miny, maxx, maxy)
for pi, path in enumerate(pages, 1):
    im = Image.open(path).convert('RGB')
    W, H = im.size
    px = im.load()
    for y in range(H):
        for x in range(W):
            r, g, b = px[x, y]
            if r == 0 and g == 0 and b and b % 4 == 0 and b // 4 <= ntag:
                k = b // 4
                if k in found and found[k][0] != pi:
                    sys.exit(f'{desc["name"]}: tag {k} on two pages')
                f = found.get(k)
                found[k] = (pi, min(x, f[1]) if f else x, min(y, f[2]) if f else y,
                            max(x, f[3]) if f else x, max(y, f[4]) if f else y)
    heights = (W, H)
used = {p['tag'] for p in desc['places']} | {p['datetag'] for p in desc['places'] if p['datetag']}
extra = set(found) - used
if extra:
    sys.exit(f'{desc["name"]}: tagged pixels of no place {extra}')
pw, ph = desc['pages'][0]['w'], desc['pages'][0]['h']


def move(x, y):
    """pixel of the source rendering -> point of the final page (scans: turned and shifted)."""
    if not scan:
        return x * S, y * S
    # the scan's own transform at its dpi: turn by deg about the centre, then shift
    k = scan['dpi'] / DPI
    X, Y = x * k, y * k
    cx, cy = scan['w'] / 2, scan['h'] / 2
    a = math.radians(scan['deg'])
    # image turned anticlockwise by deg on screen (y down): x' = cx + (X-cx)cos + (Y-cy)sin ...
    Xr = cx + (X - cx) * math.cos(a) + (Y - cy) * math.sin(a) + scan['dx']
    Yr = cy - (X - cx) * math.sin(a) + (Y - cy) * math.cos(a) + scan['dy']
    return Xr * scan['pageW'] / scan['w'], Yr * scan['pageH'] / scan['h']


def box(k, pno):
    if k not in found:
        sys.exit(f'{desc["name"]}: tag {k} has no mark')
    p, x0, y0, x1, y1 = found[k]
    if p != pno:
        sys.exit(f'{desc["name"]}: tag {k} on page {p}, place on {pno}')
    hpt = (y1 - y0 + 1) * S
    if hpt < 3:
        y0 = y1 + 1 - 24 / S
    corners = [move(x0, y0), move(x1 + 1, y0), move(x0, y1 + 1), move(x1 + 1, y1 + 1)]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    PH = scan['pageH'] if scan else ph
    PW = scan['pageW'] if scan else pw
    b = {'x': round(min(xs), 1), 'y': round(PH - max(ys), 1), 'width': round(max(xs) - min(xs), 1),
         'height': round(max(ys) - min(ys), 1)}
    if b['x'] < 0 or b['y'] < 0 or b['x'] + b['width'] > PW or b['y'] + b['height'] > PH:
        sys.exit(f'{desc["name"]}: box leaves the page {b}')
    return b


h = desc['head']
fields, others = [], []
for p in desc['places']:
    f = {'page': p['page'], 'label': p['label'], 'box': box(p['tag'], p['page'])}
    if p['datetag']:
        f['dateBox'] = box(p['datetag'], p['page'])
    if p['signer'] in ('customer', 'customer2', 'customer3', 'customer4'):
        f['signer'] = p['signer']
        fields.append(f)
    else:
        f['signer'] = p['signer']
        others.append(f)
truth = {
    'file': os.path.basename(pdf), 'format': 'pdf', 'kinds': h['kinds'], 'documentType': h['documentType'],
    'customerName': h['customerName'],
}
if h.get('otherCustomers'):
    truth['otherCustomers'] = h['otherCustomers']
truth.update({'vehicleRegistration': h['vehicleRegistration'], 'otherRegistrations': h['otherRegistrations'],
              'pageCount': len(pages), 'hasTextLayer': not scan, 'dealershipName': h['dealershipName'],
              'signatureFields': fields, 'otherPlaces': others})
json.dump(truth, open(out, 'w'), indent=2, ensure_ascii=False)
open(out, 'a').write('\n')
print(out, len(fields), len(others))
