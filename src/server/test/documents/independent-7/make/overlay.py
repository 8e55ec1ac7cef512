"""Draws each truth's boxes over its rendered pages (red: customers', blue: others', green: dates) to check them.
Usage: overlay.py FILES_DIR OUT_DIR [name-prefix...]"""
import glob, json, os, subprocess, sys
from PIL import Image, ImageDraw

files, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
prefixes = sys.argv[3:]
for truth_path in sorted(glob.glob(os.path.join(files, '*.truth.json'))):
    truth = json.load(open(truth_path))
    name = truth['file']
    if prefixes and not any(name.startswith(p) for p in prefixes):
        continue
    pdf = os.path.join(files, name)
    if truth['format'] == 'docx':
        subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', out, pdf], capture_output=True)
        pdf = os.path.join(out, name.replace('.docx', '.pdf'))
    subprocess.run(['pdftoppm', '-r', '50', '-png', pdf, os.path.join(out, name)], check=True)
    pngs = sorted(glob.glob(os.path.join(out, name + '-*.png')))
    for i, png in enumerate(pngs, 1):
        img = Image.open(png).convert('RGB')
        draw = ImageDraw.Draw(img)
        s = 50 / 72
        h = img.height
        def rect(b, colour):
            draw.rectangle([b['x'] * s, h - (b['y'] + b['height']) * s, (b['x'] + b['width']) * s, h - b['y'] * s], outline=colour, width=2)
        for group, colour in (('signatureFields', 'red'), ('otherPlaces', 'blue')):
            for f in truth.get(group, []):
                if f['page'] != i:
                    continue
                if 'box' in f:
                    rect(f['box'], colour)
                if 'dateBox' in f:
                    rect(f['dateBox'], 'green')
        img.save(png)
    print(name, len(pngs), 'pages', truth['pageCount'])
