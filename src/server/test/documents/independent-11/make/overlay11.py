# Draws every PDF truth's boxes over its rendered pages (pdftoppm at 72 dpi): customers' places red, others blue,
# date blanks green, so the truth can be looked at.
import glob, json, os, subprocess, sys
from PIL import Image, ImageDraw
files, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
for t in sorted(glob.glob(f'{files}/*.pdf.truth.json')):
    truth = json.load(open(t)); pdf = t[:-len('.truth.json')]; stem = os.path.basename(pdf)[:-4]
    subprocess.run(['pdftoppm', '-r', '72', '-png', pdf, f'{out}/{stem}'], check=True)
    pages = sorted(glob.glob(f'{out}/{stem}-*.png'))
    for f in truth['signatureFields'] + truth.get('otherPlaces', []):
        im = Image.open(pages[f['page'] - 1]).convert('RGB'); dr = ImageDraw.Draw(im); h = im.height
        for key, col in (('box', 'red' if f['signer'] in ('customer', 'customer2') else 'blue'), ('dateBox', 'green')):
            b = f.get(key)
            if b: dr.rectangle([b['x'], h - b['y'] - b['height'], b['x'] + b['width'], h - b['y']], outline=col, width=2)
        im.save(pages[f['page'] - 1])
