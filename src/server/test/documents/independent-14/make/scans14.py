# Two scans: the source pages (11 by the hand-written writer, 12 by gnuplot) rendered grey by pdftoppm, turned about
# the page centre and shifted, lit unevenly with a darker binding edge, blurred, noised and saved as JPEG (PIL, numpy).
# 11 is wrapped image-only by rawpdf.py; 12 gets tesseract's TSV words as an invisible layer drawn by rawpdf.py.
import subprocess, os, sys, csv, io
import numpy as np
from PIL import Image, ImageFilter
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rawpdf, truths14

SCANS = {'11-scanned-service-plan': dict(angle=-0.7, dx=12, dy=8, dpi=150, ocr=False, seed=11),
         '12-scanned-deposit-receipt': dict(angle=0.5, dx=-10, dy=15, dpi=200, ocr=True, seed=12)}

def degrade(png, t):
    rng = np.random.default_rng(t['seed'])
    im = Image.open(png).convert('L')
    im = im.rotate(t['angle'], resample=Image.BICUBIC, translate=(t['dx'], t['dy']), fillcolor=255)
    a = np.asarray(im).astype(np.float32)
    h, w = a.shape
    xs = np.linspace(0, 1, w)[None, :]; ys = np.linspace(0, 1, h)[:, None]
    light = 0.86 + 0.12 * xs + 0.04 * np.sin(ys * 3.1)          # brighter to the right, a soft band down the page
    light = light * (1 - 0.22 * np.exp(-xs / 0.03))               # darker binding edge on the left
    a = a * light + rng.normal(0, 7, a.shape)
    dust = rng.random(a.shape) < 0.0004
    a[dust] = rng.uniform(40, 120, dust.sum())
    im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.7))
    return im

for name, t in SCANS.items():
    src = f'/tmp/gen14/src/{name}.pdf'
    subprocess.run(['pdftoppm', '-r', str(t['dpi']), '-gray', '-png', '-singlefile', src, f'/tmp/gen14/src/{name}'], check=True)
    im = degrade(f'/tmp/gen14/src/{name}.png', t)
    jpg = f'/tmp/gen14/src/{name}.jpg'
    im.save(jpg, quality=72)
    words = None
    if t['ocr']:
        tsv = subprocess.run(['nice', '-n', '10', 'tesseract', jpg, '-', '--dpi', str(t['dpi']), 'tsv'], capture_output=True, text=True, check=True).stdout
        words = []
        for r in csv.DictReader(io.StringIO(tsv), delimiter='\t', quoting=csv.QUOTE_NONE):
            if r['level'] == '5' and r['text'].strip() and float(r['conf']) > 20:
                x, y, ww, hh = int(r['left']), int(r['top']), int(r['width']), int(r['height'])
                words.append((r['text'], x, y, x + ww, y + hh))
    out = os.path.join(truths14.FILES, name + '.pdf')
    rawpdf.wrap_jpeg(jpg, im.width, im.height, out, name, words, t['dpi'])
    truths14.write(name, src, name + '.pdf', transform=t, text_layer=t['ocr'])
    print(name, len(words or []), 'words')
