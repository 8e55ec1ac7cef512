#!/usr/bin/python3
"""The two scans. Each source page (15: PDF::Create, 16: PoDoFo; under /tmp/gen13/src) is rendered grey by pdftoppm,
then degraded here with PIL/numpy: turned about the page centre, shifted, lit unevenly, blurred, noised, toned and
saved as JPEG. 15 is wrapped image-only by wrap_image.pl (PDF::Create); 16 gets tesseract 5's TSV words drawn
invisibly over the image by the PoDoFo drawer (ocrword: render mode 3, each word stretched to its box).
Boxes are measured on the source page (tag colours, as measure13.py) and carried through the same turn and shift;
the truth box is the bounding box of the four moved corners."""
import json, math, os, subprocess, sys
import numpy as np
from PIL import Image, ImageFilter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import measure13 as m13

GEN = '/tmp/gen13'
W_PT, H_PT = 595.28, 841.89
SCANS = {
    '15-scanned-tyre-alloy-declined': dict(dpi=150, angle=-0.8, dx=11, dy=7, seed=1513, light=(1.0, 0.82), blur=0.9, noise=9, q=55, ocr=False),
    '16-scanned-warranty': dict(dpi=200, angle=0.55, dx=-9, dy=14, seed=1613, light=(0.86, 1.0), blur=0.7, noise=6, q=70, ocr=True),
}


def degrade(src_png, p):
    im = Image.open(src_png).convert('L')
    w, h = im.size
    im = im.rotate(p['angle'], resample=Image.BICUBIC, fillcolor=255)
    im = im.transform(im.size, Image.AFFINE, (1, 0, -p['dx'], 0, 1, -p['dy']), resample=Image.BICUBIC, fillcolor=255)
    im = im.filter(ImageFilter.GaussianBlur(p['blur']))
    a = np.asarray(im).astype(np.float32)
    rng = np.random.default_rng(p['seed'])
    # uneven light: a ramp across the page and a darker band at the left (binding) edge
    xs = np.linspace(p['light'][0], p['light'][1], w)[None, :]
    ys = np.linspace(1.0, 0.93, h)[:, None]
    edge = 1 - 0.25 * np.exp(-np.arange(w) / (w * 0.03))[None, :]
    paper = 238 * xs * ys * edge
    a = a / 255 * paper + rng.normal(0, p['noise'], a.shape)
    for _ in range(60):  # dust
        y0, x0 = rng.integers(0, h), rng.integers(0, w)
        a[y0:y0 + 2, x0:x0 + 2] -= 90
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)), (w, h)


def move_box(b, p, size):
    w, h = size
    s = w / W_PT
    cx, cy = w / 2, h / 2
    th = math.radians(p['angle'])
    pts = []
    for x, y in ((b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']), (b['x'] + b['width'], b['y'] + b['height'])):
        px, py = x * s - cx, (H_PT - y) * s - cy
        qx = px * math.cos(th) + py * math.sin(th) + cx + p['dx']
        qy = -px * math.sin(th) + py * math.cos(th) + cy + p['dy']
        pts.append((qx / s, H_PT - qy / s))
    x0 = min(q[0] for q in pts); x1 = max(q[0] for q in pts)
    y0 = min(q[1] for q in pts); y1 = max(q[1] for q in pts)
    return dict(x=round(x0, 1), y=round(y0, 1), width=round(x1 - x0, 1), height=round(y1 - y0, 1))


def main():
    for name, p in SCANS.items():
        meta = json.load(open(f'{GEN}/meta/{name}.json'))
        src = meta['source']
        base = f'{GEN}/src/{name}'
        subprocess.run(['pdftoppm', '-r', str(p['dpi']), '-gray', '-singlefile', '-png', src, base], check=True)
        im, size = degrade(base + '.png', p)
        jpg = base + '.jpg'
        im.save(jpg, quality=p['q'])
        out = os.path.join(HERE, '..', '..', 'files', meta['file'])
        if not p['ocr']:
            subprocess.run(['perl', os.path.join(HERE, 'wrap_image.pl'), jpg, out], check=True)
        else:
            tsv = subprocess.run(['tesseract', jpg, 'stdout', '--dpi', str(p['dpi']), 'tsv'], check=True, capture_output=True, text=True).stdout
            s = 72 / p['dpi']
            cmds = ['info\tScan', f'page\t{W_PT}\t{H_PT}', f'image\t{jpg}\t0\t0\t{W_PT}\t{H_PT}', 'font\tLiberation Sans\t0\t10']
            for row in tsv.splitlines()[1:]:
                c = row.split('\t')
                if len(c) < 12 or c[0] != '5' or not c[11].strip() or float(c[10]) < 0:
                    continue
                left, top, wd, ht = (int(v) for v in c[6:10])
                size_pt = max(ht * s, 4)
                baseline = H_PT - (top + ht) * s + 0.18 * size_pt
                cmds.append(f'ocrword\t{left * s:.2f}\t{baseline:.2f}\t{wd * s:.2f}\t{size_pt:.2f}\t{c[11].strip()}')
            cmd = f'{GEN}/cmd/{name}.cmd'
            open(cmd, 'w').write('\n'.join(cmds) + '\n')
            subprocess.run([f'{GEN}/podofo-draw', cmd, out], check=True)
        found, pages, sizes = m13.marks(src)
        fields, others = m13.places_from(meta, found, sizes)
        for pl in fields + others:
            pl['box'] = move_box(pl['box'], p, size)
            if 'dateBox' in pl:
                pl['dateBox'] = move_box(pl['dateBox'], p, size)
        m13.write(m13.truth(meta, fields, others, pages, has_text=p['ocr']))
        print(meta['file'], 'ocr' if p['ocr'] else 'image only')


if __name__ == '__main__':
    main()
