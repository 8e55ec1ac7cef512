# Draws each truth's boxes over the rendered pages (customers' places red, others blue, date blanks green) for looking.
# usage: overlay18.py FILE.pdf  -> /tmp/gen18/overlay/NAME-p.png
import json, subprocess, sys, os, glob
from PIL import Image, ImageDraw
pdf = sys.argv[1]; name = os.path.basename(pdf)[:-4]
t = json.load(open(pdf + '.truth.json'))
os.makedirs('/tmp/gen18/overlay', exist_ok=True)
subprocess.run(['pdftoppm', '-r', '100', '-png', pdf, f'/tmp/gen18/overlay/{name}'], check=True)
info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
ph = float(info.split('Page size:')[1].split('x')[1].split('pts')[0])
s = 100 / 72
for png in sorted(glob.glob(f'/tmp/gen18/overlay/{name}-*.png')):
    pg = int(png.rsplit('-', 1)[1][:-4]); im = Image.open(png).convert('RGB'); d = ImageDraw.Draw(im)
    for f in t['signatureFields'] + t.get('otherPlaces', []):
        if f['page'] != pg: continue
        for key, col in (('box', (230, 0, 0) if f['signer'] and f['signer'].startswith('customer') else (0, 60, 230)), ('dateBox', (0, 170, 0))):
            b = f.get(key)
            if not b: continue
            d.rectangle([b['x'] * s, (ph - b['y'] - b['height']) * s, (b['x'] + b['width']) * s, (ph - b['y']) * s], outline=col, width=2)
            if key == 'box': d.text((b['x'] * s + 2, (ph - b['y'] - b['height']) * s - 11), f"{f['label']} [{f['signer']}]", fill=col)
    im.save(png)
print('overlay', name)
