#!/usr/bin/python3
"""Carries the boxes measured on a scan's source page through the scan's moves: the four corners of each box (PDF
points of the source page) go to 200 dpi pixels, are turned about the image centre by the angle (clockwise on the
page positive) and shifted, then are scaled to the wrapper's 595 x 842 pt page; the truth box is the bounding box of
the moved corners. Usage: scanbox16.py SRC.json OUT.json ANGLE_DEG DX DY W H"""
import json, math, sys
src, out, ang, dx, dy, W, H = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:8])
m = json.load(open(src)); t = math.radians(ang); k = 200 / 72; cx, cy = W / 2, H / 2
def move(b):
    xs, ys = [], []
    for x, y in [(b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']), (b['x'] + b['width'], b['y'] + b['height'])]:
        px, py = x * k - cx, (842 - y) * k - cy
        qx = cx + math.cos(t) * px - math.sin(t) * py + dx; qy = cy + math.sin(t) * px + math.cos(t) * py + dy
        xs.append(qx * 595 / W); ys.append(842 - qy * 842 / H)
    return dict(x=round(min(xs), 1), y=round(min(ys), 1), width=round(max(xs) - min(xs), 1), height=round(max(ys) - min(ys), 1))
for p in m['places']:
    p['box'] = move(p['box'])
    if p.get('dateBox'): p['dateBox'] = move(p['dateBox'])
json.dump(m, open(out, 'w'), indent=1); print(out)
