#!/usr/bin/python3
"""Turns the pages make.mjs left in the scratch folder into image-only "scans": pdftoppm at the paper's dpi,
a slight turn about the page centre, grey and a little noise (PIL), wrapped by img2pdf at the same dpi so the
page stays A4. Each truth box is turned with the page and becomes the box around the turned corners."""
import json, math, os, random, subprocess, sys
from PIL import Image, ImageFilter

here = os.path.dirname(os.path.abspath(__file__))
files = os.path.join(here, '..', 'files')
scratch = os.environ.get('GEN3_SCRATCH', '/tmp/gen3/scan-src')
W, H = 595.28, 841.89

def turn_box(b, deg, pw, ph):
    a = math.radians(deg)  # PIL turns anticlockwise as seen; in y-up page points that is +a
    cx, cy = pw / 2, ph / 2
    pts = []
    for x, y in [(b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']), (b['x'] + b['width'], b['y'] + b['height'])]:
        dx, dy = x - cx, y - cy
        pts.append((cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)))
    xs = [p[0] for p in pts]; ys = [p[1] for p in pts]
    r = lambda v: round(v, 1)
    return {'x': r(min(xs)), 'y': r(min(ys)), 'width': r(max(xs) - min(xs)), 'height': r(max(ys) - min(ys))}

flt = sys.argv[1] if len(sys.argv) > 1 else ''
for name in sorted(os.listdir(scratch)):
    if not name.endswith('.pdf') or flt not in name:
        continue
    meta = json.load(open(os.path.join(scratch, name + '.truth.json')))
    s, truth = meta['scan'], meta['truth']
    rng = random.Random(name)
    base = os.path.join(scratch, name[:-4])
    subprocess.run(['pdftoppm', '-r', str(s['dpi']), '-png', os.path.join(scratch, name), base], check=True)
    pages = sorted(p for p in os.listdir(scratch) if p.startswith(os.path.basename(base) + '-') and p.endswith('.png'))
    jpgs = []
    for i, p in enumerate(pages):
        im = Image.open(os.path.join(scratch, p)).convert('L' if s['grey'] else 'RGB')
        im = im.rotate(s['angle'], resample=Image.BICUBIC, expand=False, fillcolor=255 if s['grey'] else (255, 255, 255))
        im = im.filter(ImageFilter.GaussianBlur(0.6))
        px = im.load()
        w, h = im.size
        for _ in range(w * h // 60):  # speckle
            x, y = rng.randrange(w), rng.randrange(h)
            v = rng.randrange(150, 235)
            px[x, y] = v if s['grey'] else (v, v, v - 8)
        if not s['grey']:  # a warm paper tone
            r, g, b = im.split()
            im = Image.merge('RGB', (r.point(lambda v: min(255, v)), g.point(lambda v: int(v * 0.985)), b.point(lambda v: int(v * 0.95))))
        out = os.path.join(scratch, f'{os.path.basename(base)}-{i + 1}.jpg')
        im.save(out, quality=72, dpi=(s['dpi'], s['dpi']))
        jpgs.append(out)
    target = os.path.join(files, name)
    subprocess.run(['img2pdf', '--imgsize', f"{s['dpi']}dpi", '-o', target, *jpgs], check=True)
    info = subprocess.run(['pdfinfo', target], capture_output=True, text=True).stdout
    size = [l for l in info.splitlines() if l.startswith('Page size')][0].split()
    pw, ph = float(size[2]), float(size[4])
    for group in ('signatureFields', 'otherPlaces'):
        for place in truth[group]:
            place['box'] = turn_box(place['box'], s['angle'], pw, ph)
            if 'dateBox' in place:
                place['dateBox'] = turn_box(place['dateBox'], s['angle'], pw, ph)
    truth['hasTextLayer'] = False
    truth['kinds'].append(f"scanned from a {meta['madeBy']} page at {s['dpi']} dpi, turned {s['angle']} degrees")
    with open(target + '.truth.json', 'w') as f:
        f.write(json.dumps(truth, indent=2, ensure_ascii=False) + '\n')
    print(name, pw, ph, len(jpgs))
