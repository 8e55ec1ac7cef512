#!/usr/bin/python3
"""Measures the places of a tagged PDF (PDF::Reuse documents and the pages scanned) from what pdftoppm draws.

Usage: measure16.py PDF META.json OUT.json. Renders at 216 dpi with anti-aliasing off, finds each tag colour
(0, 0, 4k), and gives each place its box: a mark under 3 pt tall (a rule, underscores, dots) its width and 24 pt
above its lowest pixel, a taller one (a drawn box, a table cell) itself. Stops on a missing, stray or misplaced tag.
Writes {pages, places:[{label, signer, page, box, dateBox}]} in PDF points from the bottom left."""
import json, subprocess, sys, tempfile, glob, os
import numpy as np
from PIL import Image

pdf, meta_path, out_path = sys.argv[1:4]
meta = json.load(open(meta_path))
tmp = tempfile.mkdtemp(prefix='m16-', dir='/tmp/gen16')
subprocess.run(['pdftoppm', '-r', '216', '-aa', 'no', '-aaVector', 'no', '-png', pdf, f'{tmp}/p'], check=True)
pages = sorted(glob.glob(f'{tmp}/p-*.png'), key=lambda p: int(p.rsplit('-', 1)[1][:-4]))
assert len(pages) == meta['pages'], (len(pages), meta['pages'])
S = 216 / 72
found = {}
for i, p in enumerate(pages, 1):
    a = np.asarray(Image.open(p).convert('RGB')).astype(int)
    H = a.shape[0] / S
    tagged = (a[:, :, 0] == 0) & (a[:, :, 1] == 0) & (a[:, :, 2] > 0) & (a[:, :, 2] % 4 == 0) & (a[:, :, 2] <= 200)
    for k in sorted(set((a[:, :, 2][tagged] // 4).tolist())):
        ys, xs = np.nonzero(tagged & (a[:, :, 2] == 4 * k))
        assert k not in found, f'tag {k} on two pages'
        x0, x1, y0, y1 = xs.min() / S, (xs.max() + 1) / S, ys.min() / S, (ys.max() + 1) / S
        if y1 - y0 < 3:
            box = dict(x=x0, y=H - y1, width=x1 - x0, height=24.0)
        else:
            box = dict(x=x0, y=H - y1, width=x1 - x0, height=y1 - y0)
        found[k] = (i, {kk: round(v, 1) for kk, v in box.items()}, H)
used = set()
places = []
for pl in meta['places']:
    t = pl['tag']; assert t in found, f"no mark for {pl['label']}"
    assert found[t][0] == pl['page'], f"{pl['label']} on page {found[t][0]}"
    used.add(t)
    e = dict(label=pl['label'], signer=pl['signer'], page=pl['page'], box=found[t][1])
    if pl.get('dateTag'):
        d = pl['dateTag']; assert d in found and found[d][0] == pl['page']; used.add(d); e['dateBox'] = found[d][1]
    for b in [e['box']] + ([e['dateBox']] if 'dateBox' in e else []):
        assert b['x'] >= 0 and b['y'] >= 0 and b['x'] + b['width'] <= 612 and b['y'] + b['height'] <= found[t][2] + 0.1, b
    places.append(e)
assert used == set(found), f'stray tags {set(found) - used}'
json.dump(dict(pages=meta['pages'], places=places), open(out_path, 'w'), indent=1)
print(out_path, len(places), 'places')
