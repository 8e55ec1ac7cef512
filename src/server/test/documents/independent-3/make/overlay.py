#!/usr/bin/python3
"""Draws each truth box (red: customer, blue: others) over a render of its page, to look at by eye."""
import json, os, subprocess, sys
from PIL import Image, ImageDraw
here = os.path.dirname(os.path.abspath(__file__)); files = os.path.join(here, '..', 'files')
out = sys.argv[1]; flt = sys.argv[2] if len(sys.argv) > 2 else ''
os.makedirs(out, exist_ok=True)
for t in sorted(os.listdir(files)):
    if not t.endswith('.truth.json') or flt not in t: continue
    truth = json.load(open(os.path.join(files, t))); pdf = os.path.join(files, truth['file'])
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    ph = float([l for l in info.splitlines() if l.startswith('Page size')][0].split()[4])
    pages = {p['page'] for g in ('signatureFields', 'otherPlaces') for p in truth[g]}
    for pg in pages:
        base = os.path.join(out, truth['file'][:-4] + f'-p{pg}')
        subprocess.run(['pdftoppm', '-r', '72', '-f', str(pg), '-l', str(pg), '-png', '-singlefile', pdf, base], check=True)
        im = Image.open(base + '.png').convert('RGB'); d = ImageDraw.Draw(im)
        for g, col in (('signatureFields', (255, 0, 0)), ('otherPlaces', (0, 0, 255))):
            for p in truth[g]:
                if p['page'] != pg: continue
                for k in ('box', 'dateBox'):
                    if k in p:
                        b = p[k]; d.rectangle([b['x'], ph - b['y'] - b['height'], b['x'] + b['width'], ph - b['y']], outline=col)
        im.save(base + '.png')
