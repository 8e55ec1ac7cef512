#!/usr/bin/python3
"""Measures the places of a PDF whose blanks are runs of underscores in its text (texttopdf 07, 08; mandoc 06).

Usage: measure_text16.py PDF SPEC.json OUT.json. SPEC: {"places": [{label, signer, page, mark: n, date: n|null}]}, n
counting the runs of underscores (words made only of "_") on that page in pdftotext's reading order, from 0. Each run's
columns come from pdftotext -bbox; its ink from the page rendered at 216 dpi without anti-aliasing: the box is the
ink's width and 24 pt above its lowest pixel, in PDF points from the bottom left."""
import json, re, subprocess, sys, tempfile, glob
import numpy as np
from PIL import Image
pdf, spec_path, out_path = sys.argv[1:4]
spec = json.load(open(spec_path))
html = subprocess.run(['pdftotext', '-bbox', pdf, '-'], capture_output=True, text=True, check=True).stdout
pages = re.findall(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', html, re.S)
runs = []
for w, h, body in pages:
    r = []
    for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', body):
        if re.fullmatch(r'_+', m.group(5)): r.append(tuple(float(m.group(i)) for i in range(1, 5)))
    runs.append(r)
tmp = tempfile.mkdtemp(prefix='mt16-', dir='/tmp/gen16')
subprocess.run(['pdftoppm', '-r', '216', '-aa', 'no', '-aaVector', 'no', '-png', pdf, f'{tmp}/p'], check=True)
imgs = sorted(glob.glob(f'{tmp}/p-*.png'), key=lambda p: int(p.rsplit('-', 1)[1][:-4]))
S = 3.0
def ink(page, run):
    a = np.asarray(Image.open(imgs[page - 1]).convert('L'))
    H = a.shape[0] / S
    x0, y0, x1, y1 = run
    sub = a[int(y0 * S):int(y1 * S) + 3, int(x0 * S):int(x1 * S) + 1] < 128
    ys, xs = np.nonzero(sub)
    assert len(ys), run
    bottom = (int(y0 * S) + ys.max() + 1) / S
    left = (int(x0 * S) + xs.min()) / S; right = (int(x0 * S) + xs.max() + 1) / S
    return dict(x=round(left, 1), y=round(H - bottom, 1), width=round(right - left, 1), height=24.0)
used = set(); places = []
for p in spec['places']:
    e = dict(label=p['label'], signer=p['signer'], page=p['page'], box=ink(p['page'], runs[p['page'] - 1][p['mark']]))
    used.add((p['page'], p['mark']))
    if p.get('date') is not None:
        e['dateBox'] = ink(p['page'], runs[p['page'] - 1][p['date']]); used.add((p['page'], p['date']))
    places.append(e)
extra = [(i + 1, j) for i, r in enumerate(runs) for j in range(len(r)) if (i + 1, j) not in used]
if extra: print('runs that are not places:', extra)
json.dump(dict(pages=len(pages), places=places), open(out_path, 'w'), indent=1)
print(out_path, len(places), 'places')
