# Draws each truth's boxes over the rendered pages (customers' places red, others blue, date blanks green).
import json, sys, subprocess, glob, os
from PIL import Image, ImageDraw
for t in sys.argv[1:]:
    tr = json.load(open(t)); pdf = t[:-len('.truth.json')]
    base = f'/tmp/gen14/ov/{os.path.basename(pdf)}'; os.makedirs('/tmp/gen14/ov', exist_ok=True)
    subprocess.run(['pdftoppm', '-r', '60', '-png', pdf, base], check=True)
    for f, col in [(x, 'red') for x in tr['signatureFields']] + [(x, 'blue') for x in tr.get('otherPlaces', [])]:
        imgs = sorted(glob.glob(base + '-*.png'))
        im = Image.open(imgs[f['page'] - 1]).convert('RGB'); dr = ImageDraw.Draw(im); s = im.width / 595.28
        for b, c in [(f.get('box'), col), (f.get('dateBox'), 'green')]:
            if b: dr.rectangle([b['x'] * s, im.height - (b['y'] + b['height']) * s, (b['x'] + b['width']) * s, im.height - b['y'] * s], outline=c, width=2)
        im.save(imgs[f['page'] - 1])
