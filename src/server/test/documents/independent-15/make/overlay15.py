"""Draws a truth's boxes over the rendered pages of its PDF (customers' places red, others blue, date blanks
green) for looking at: overlay15.py PDF TRUTH OUTDIR"""
import json, subprocess, sys, glob, os
from PIL import Image, ImageDraw
pdf, tr, outdir = sys.argv[1:4]
os.makedirs(outdir, exist_ok=True)
t = json.load(open(tr))
base = os.path.join(outdir, os.path.basename(pdf))
subprocess.run(['pdftoppm', '-r', '72', '-png', pdf, base], check=True)
pages = sorted(glob.glob(base + '-*.png'))
sizes = []
for line in subprocess.run(['pdfinfo', '-l', '99', pdf], capture_output=True, text=True).stdout.splitlines():
    if line.startswith('Page') and 'size:' in line:
        p = line.split('size:')[1].split(); sizes.append((float(p[0]), float(p[1 + 1])))
for i, f in enumerate(pages):
    im = Image.open(f).convert('RGB'); dr = ImageDraw.Draw(im)
    sx = im.width / sizes[i][0]; sy = im.height / sizes[i][1]
    for fld in t['signatureFields'] + t.get('otherPlaces', []):
        if fld['page'] != i + 1: continue
        cust = fld in t['signatureFields']
        for k, c in (('box', (255, 0, 0) if cust else (0, 0, 255)), ('dateBox', (0, 170, 0))):
            b = fld.get(k)
            if b:
                x0 = b['x'] * sx; y0 = im.height - (b['y'] + b['height']) * sy
                dr.rectangle([x0, y0, x0 + b['width'] * sx, y0 + b['height'] * sy], outline=c, width=2)
                if k == 'box': dr.text((x0 + 2, y0 + 2), fld['label'][:30], fill=c)
    im.save(f)
print('\n'.join(pages))
