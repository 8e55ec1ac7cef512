# Measures each place in a finished PDF: renders it with pdftoppm at 216 dpi with anti-aliasing off, so each tag
# colour rgb(0,0,4k) keeps its exact value, and takes the bounding box of each tag's pixels. A mark under 3 pt tall
# (a rule, underscores, dots) gives its width and 24 pt above its lowest pixel; a taller one (box, cell) is itself.
# Stops if a place has no mark, a tag is on another page than its place's, or tagged pixels belong to no place.
# usage: measure18.py NAME PDF  -> /tmp/gen18/boxes/NAME.json  (PDF points from the bottom left)
import json, subprocess, sys, os, glob
import numpy as np
from PIL import Image
name, pdf = sys.argv[1], sys.argv[2]
meta = json.load(open(f'/tmp/gen18/meta/{name}.json'))
tmp = f'/tmp/gen18/render/{name}'; os.makedirs(tmp, exist_ok=True)
for f in glob.glob(f'{tmp}/*.png'): os.remove(f)
subprocess.run(['pdftoppm', '-r', '216', '-aa', 'no', '-aaVector', 'no', '-png', pdf, f'{tmp}/p'], check=True)
pages = sorted(glob.glob(f'{tmp}/p-*.png'))
info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
pw, ph = [float(v) for v in info.split('Page size:')[1].split('pts')[0].split('x')]
s = 72 / 216
found = {}
for pi, p in enumerate(pages, 1):
    a = np.array(Image.open(p).convert('RGB')).astype(int)
    m = (a[:, :, 0] == 0) & (a[:, :, 1] == 0) & (a[:, :, 2] > 0) & (a[:, :, 2] % 4 == 0) & (a[:, :, 2] <= 4 * 40)
    for b in np.unique(a[:, :, 2][m]):
        ys, xs = np.nonzero(m & (a[:, :, 2] == b))
        if len(xs) < 20: continue  # stray pixels of another colour's edge
        k = int(b) // 4
        if k in found: sys.exit(f'{name}: tag {k} on two pages')
        x0, x1, y0, y1 = xs.min() * s, (xs.max() + 1) * s, ys.min() * s, (ys.max() + 1) * s
        if y1 - y0 < 3:
            box = dict(x=x0, y=ph - y1, width=x1 - x0, height=24.0)
        else:
            box = dict(x=x0, y=ph - y1, width=x1 - x0, height=y1 - y0)
        found[k] = (pi, {kk: round(v, 1) for kk, v in box.items()})
used = set()
out = []
for pl in meta['places']:
    for key in ('tag', 'dateTag'):
        t = pl.get(key)
        if t is None: continue
        if t not in found: sys.exit(f'{name}: place {pl["label"]} {key} has no mark')
        if found[t][0] != pl['page']: sys.exit(f'{name}: {pl["label"]} on page {found[t][0]}, expected {pl["page"]}')
        b = found[t][1]
        if b['x'] < 0 or b['y'] < 0 or b['x'] + b['width'] > pw or b['y'] + b['height'] > ph: sys.exit(f'{name}: box leaves page')
        used.add(t)
    out.append(dict(pl, box=found[pl['tag']][1], dateBox=found[pl['dateTag']][1] if pl.get('dateTag') else None))
if set(found) - used: sys.exit(f'{name}: tagged pixels of no place {set(found) - used}')
os.makedirs('/tmp/gen18/boxes', exist_ok=True)
json.dump(dict(pages=len(pages), width=pw, height=ph, places=out), open(f'/tmp/gen18/boxes/{name}.json', 'w'), indent=1)
print(name, 'measured', len(out), 'places on', len(pages), 'pages')
