# Draws a truth's boxes over the rendered pages for looking at: customers' places red, others blue, date blanks green.
# usage: overlay17.py PDF TRUTH.json OUTDIR
import json, subprocess, sys, glob, os
from PIL import Image, ImageDraw
pdf, truth, outdir = sys.argv[1:4]
t = json.load(open(truth))
os.makedirs(outdir, exist_ok=True)
base = os.path.join(outdir, os.path.basename(pdf))
subprocess.run(['pdftoppm', '-r', '100', '-png', pdf, base], check=True)
pages = sorted(glob.glob(base + '-*.png'))
k = 100 / 72
for i, p in enumerate(pages, 1):
    im = Image.open(p).convert('RGB'); dr = ImageDraw.Draw(im); H = im.size[1]
    for f, col in [(f, 'red') for f in t['signatureFields']] + [(f, 'blue') for f in t.get('otherPlaces', [])]:
        if f['page'] != i:
            continue
        for key, c in (('box', col), ('dateBox', 'green')):
            b = f.get(key)
            if b:
                dr.rectangle([b['x'] * k, H - (b['y'] + b['height']) * k, (b['x'] + b['width']) * k, H - b['y'] * k], outline=c, width=2)
        if f.get('box'):
            dr.text((f['box']['x'] * k, H - (f['box']['y'] + f['box']['height']) * k - 10), f['label'] + ' / ' + str(f.get('signer')), fill=col)
    im.save(p)
print('\n'.join(pages))
