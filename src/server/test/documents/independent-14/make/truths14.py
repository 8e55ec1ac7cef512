# Writes each PDF's truth from its layout description (/tmp/gen14/meta) and the boxes measure14.py finds in the
# finished file; scans are measured on their source page and carried through the scan's turn and shift.
import json, sys, os, math
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure14 import measure
from kinds14 import KINDS
FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'files')

def moved(b, t):
    if not t: return b
    ang, dx, dy, dpi = t['angle'], t['dx'], t['dy'], t['dpi']
    cx, cy = 595.28 / 2, 841.89 / 2
    a = math.radians(ang)  # positive: counter-clockwise on the page
    pts = []
    for x, y in [(b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']), (b['x'] + b['width'], b['y'] + b['height'])]:
        X = cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a) + dx * 72 / dpi
        Y = cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a) - dy * 72 / dpi
        pts.append((X, Y))
    x0 = min(p[0] for p in pts); x1 = max(p[0] for p in pts); y0 = min(p[1] for p in pts); y1 = max(p[1] for p in pts)
    return {k: round(v, 1) for k, v in dict(x=x0, y=y0, width=x1 - x0, height=y1 - y0).items()}

def write(name, pdf_measured, final_file, transform=None, text_layer=True):
    m = json.load(open(f'/tmp/gen14/meta/{name}.json'))
    places, npages = measure(m, pdf_measured)
    h = m['head']
    t = dict(file=final_file, format='pdf', kinds=KINDS[final_file], documentType=h['documentType'], customerName=h['customerName'])
    if h.get('otherCustomers'): t['otherCustomers'] = h['otherCustomers']
    t.update(vehicleRegistration=h['vehicleRegistration'], otherRegistrations=h['otherRegistrations'], pageCount=npages, hasTextLayer=text_layer,
             dealershipName=h['dealershipName'], signatureFields=[], otherPlaces=[])
    for cust, f in places:
        f['box'] = moved(f['box'], transform)
        if 'dateBox' in f: f['dateBox'] = moved(f['dateBox'], transform)
        (t['signatureFields'] if cust else t['otherPlaces']).append(f)
    json.dump(t, open(os.path.join(FILES, final_file + '.truth.json'), 'w'), ensure_ascii=False, indent=2)
    open(os.path.join(FILES, final_file + '.truth.json'), 'a').write('\n')

if __name__ == '__main__':
    import glob, shutil
    for p in sorted(glob.glob('/tmp/gen14/out/*.pdf')):
        n = os.path.basename(p)[:-4]
        shutil.copy(p, os.path.join(FILES, n + '.pdf'))
        write(n, p, n + '.pdf')
        print('truth', n)
