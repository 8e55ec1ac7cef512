# Draws each truth's boxes over the rendered pages (customers' places red, others blue, date blanks green).
# python3 overlay19.py files_dir out_dir
import json, glob, os, subprocess, sys
from PIL import Image, ImageDraw
src, dst = sys.argv[1], sys.argv[2]
os.makedirs(dst, exist_ok=True)
R = 100
for tf in sorted(glob.glob(src + '/*.pdf.truth.json')):
    t = json.load(open(tf)); pdf = tf[:-len('.truth.json')]
    base = '%s/%s' % (dst, os.path.basename(pdf)[:-4])
    subprocess.run(['pdftoppm', '-r', str(R), '-png', pdf, base], check=True)
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    ph = float([l for l in info.splitlines() if l.startswith('Page size:')][0].split()[4])
    for png in sorted(glob.glob(base + '-*.png')):
        page = int(png.rsplit('-', 1)[1][:-4])
        im = Image.open(png).convert('RGB'); dr = ImageDraw.Draw(im)
        k = R / 72.0
        for f in t['signatureFields'] + t.get('otherPlaces', []):
            if f['page'] != page: continue
            col = 'red' if f in t['signatureFields'] else 'blue'
            for key, c in (('box', col), ('dateBox', 'green')):
                b = f.get(key)
                if not b: continue
                dr.rectangle([b['x'] * k, (ph - b['y'] - b['height']) * k, (b['x'] + b['width']) * k, (ph - b['y']) * k], outline=c, width=2)
            if f.get('box'):
                dr.text((f['box']['x'] * k + 2, (ph - f['box']['y'] - f['box']['height']) * k - 11), '%s [%s]' % (f['label'], f['signer']), fill=col)
        im.save(png)
