#!/usr/bin/python3
"""Draws each PDF truth's boxes over its rendered pages (customers' places red, others blue, date blanks green).
usage: overlay13.py TRUTH.json ...   -> /tmp/gen13/overlay/NAME-PAGE.png"""
import json, os, subprocess, sys
from PIL import Image, ImageDraw
DPI = 72
os.makedirs('/tmp/gen13/overlay', exist_ok=True)
for tp in sys.argv[1:]:
    t = json.load(open(tp))
    pdf = tp[:-len('.truth.json')]
    base = '/tmp/gen13/overlay/' + os.path.basename(pdf)
    subprocess.run(['pdftoppm', '-r', str(DPI), '-png', pdf, base], check=True)
    pages = sorted(f for f in os.listdir('/tmp/gen13/overlay') if f.startswith(os.path.basename(pdf) + '-') and f.endswith('.png') and '-box' not in f)
    for i, f in enumerate(pages, start=1):
        im = Image.open('/tmp/gen13/overlay/' + f).convert('RGB')
        dr = ImageDraw.Draw(im)
        s = DPI / 72
        H = im.height
        for p in t['signatureFields'] + t.get('otherPlaces', []):
            if p['page'] != i: continue
            for key, col in (('box', 'red' if p in t['signatureFields'] else 'blue'), ('dateBox', 'green')):
                b = p.get(key)
                if not b: continue
                dr.rectangle([b['x'] * s, H - (b['y'] + b['height']) * s, (b['x'] + b['width']) * s, H - b['y'] * s], outline=col, width=2)
                dr.text((b['x'] * s + 2, H - (b['y'] + b['height']) * s + 1), p['label'][:30], fill=col)
        im.save('/tmp/gen13/overlay/' + f.replace('.png', '-box.png'))
