#!/usr/bin/python3
# Draws a truth's boxes over pdftoppm renders of its file, to look at: red places, blue dates.
import json, subprocess, sys, os
from PIL import Image, ImageDraw
truth = json.load(open(sys.argv[1])); pdf = sys.argv[2]; out = sys.argv[3]
subprocess.run(['pdftoppm', '-r', '72', '-png', pdf, out], check=True)
pages = sorted(f for f in os.listdir(os.path.dirname(out)) if f.startswith(os.path.basename(out)) and f.endswith('.png'))
for i, f in enumerate(pages, 1):
    im = Image.open(os.path.join(os.path.dirname(out), f)).convert('RGB'); d = ImageDraw.Draw(im); H = im.height
    for p in truth['signatureFields'] + truth.get('otherPlaces', []):
        if p['page'] != i: continue
        for k, c in (('box', 'red'), ('dateBox', 'blue')):
            b = p.get(k)
            if b: d.rectangle([b['x'], H - b['y'] - b['height'], b['x'] + b['width'], H - b['y']], outline=c, width=2)
    im.save(os.path.join(os.path.dirname(out), f))
