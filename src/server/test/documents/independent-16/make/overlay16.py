#!/usr/bin/python3
"""Draws a truth's boxes over its PDF's rendered pages (customers' places red, others blue, date blanks green).
Usage: overlay16.py PDF TRUTH.json OUTPREFIX"""
import json, subprocess, sys, glob
from PIL import Image, ImageDraw
pdf, truth, pre = sys.argv[1:4]
t = json.load(open(truth)); R = 100
subprocess.run(['pdftoppm', '-r', str(R), '-png', pdf, pre], check=True)
pages = sorted(glob.glob(pre + '-*.png'), key=lambda p: int(p.rsplit('-', 1)[1][:-4]))
S = R / 72
def rect(d, b, col, H):
    d.rectangle([b['x'] * S, (H - b['y'] - b['height']) * S, (b['x'] + b['width']) * S, (H - b['y']) * S], outline=col, width=2)
for i, p in enumerate(pages, 1):
    im = Image.open(p).convert('RGB'); d = ImageDraw.Draw(im); H = im.size[1] / S
    for f, col in [(f, 'red') for f in t['signatureFields']] + [(f, 'blue') for f in t.get('otherPlaces', [])]:
        if f['page'] != i or 'box' not in f: continue
        rect(d, f['box'], col, H); d.text((f['box']['x'] * S + 3, (H - f['box']['y'] - f['box']['height']) * S + 2), f['label'][:40], fill=col)
        if 'dateBox' in f: rect(d, f['dateBox'], 'green', H)
    im.save(p)
print('\n'.join(pages))
