#!/usr/bin/python3
# Draws every PDF truth's boxes over its rendered pages so a person can look at them: overlay.py <files dir> <out dir>
# [name prefix]. Customers' places red, others blue, date blanks green.
import json, os, subprocess, sys
from PIL import Image, ImageDraw

files, out = sys.argv[1], sys.argv[2]
prefix = sys.argv[3] if len(sys.argv) > 3 else ''
os.makedirs(out, exist_ok=True)
DPI = 72
for name in sorted(os.listdir(files)):
    if not name.endswith('.pdf.truth.json') or not name.startswith(prefix):
        continue
    truth = json.load(open(os.path.join(files, name)))
    stem = os.path.join(out, truth['file'][:-4])
    subprocess.run(['pdftoppm', '-r', str(DPI), '-png', os.path.join(files, truth['file']), stem], check=True)
    places = [(p, 'red') for p in truth['signatureFields']] + [(p, 'blue') for p in truth.get('otherPlaces', [])]
    pages = sorted(f for f in os.listdir(out) if f.startswith(os.path.basename(stem) + '-') and f.endswith('.png'))
    for i, page_file in enumerate(pages, start=1):
        img = Image.open(os.path.join(out, page_file)).convert('RGB')
        d = ImageDraw.Draw(img)
        s, h = DPI / 72, img.height
        for p, colour in places:
            if p['page'] != i:
                continue
            for key, c in (('box', colour), ('dateBox', 'green')):
                b = p.get(key)
                if b:
                    d.rectangle([b['x'] * s, h - (b['y'] + b['height']) * s, (b['x'] + b['width']) * s,
                                 h - b['y'] * s], outline=c, width=2)
        img.save(os.path.join(out, page_file))
