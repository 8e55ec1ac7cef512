# Makes the two scans: the Firefox-printed source page is rendered grey at 150 dpi by pdftoppm and aged with
# Pillow 9.4 and NumPy 1.24 only: an affine turn about the page centre and a shift (Image.transform with the
# inverse matrix written here), a faint mirrored show-through, a paper tone with a shadow along one edge,
# Gaussian noise, a Gaussian blur (ImageFilter), JPEG (Pillow). An HTML page holding the JPEG over the whole
# A4 page is then printed by Firefox (ffprint18.mjs), so the PDF is image only. The measured boxes of the
# source page are carried through the same turn and shift by truths18.py (the turn is saved here).
# usage: scans18.py NAME ANGLE_DEG DX_PX DY_PX SEED   (writes /tmp/gen18/scan/NAME.jpg, .html, and boxes-scan)
import json, math, subprocess, sys, os
import numpy as np
from PIL import Image, ImageFilter
name, ang, dx, dy, seed = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
os.makedirs('/tmp/gen18/scan', exist_ok=True)
src = f'/tmp/gen18/pdf/{name}.pdf'
subprocess.run(['pdftoppm', '-r', '150', '-gray', '-png', '-singlefile', src, f'/tmp/gen18/scan/{name}-src'], check=True)
im = Image.open(f'/tmp/gen18/scan/{name}-src.png').convert('L')
W, H = im.size
cx, cy = W / 2, H / 2
t = math.radians(ang)  # positive turns the page clockwise as seen (image y runs down)
ca, sa = math.cos(t), math.sin(t)
def fwd(x, y):  # source pixel -> scan pixel
    x0, y0 = x - cx, y - cy
    return ca * x0 - sa * y0 + cx + dx, sa * x0 + ca * y0 + cy + dy
# inverse for Image.transform: scan pixel -> source pixel
ia, ib = ca, sa; ic = -(ca * (cx + dx) + sa * (cy + dy)) + cx
id_, ie = -sa, ca; if_ = -(-sa * (cx + dx) + ca * (cy + dy)) + cy
turned = im.transform((W, H), Image.AFFINE, (ia, ib, ic, id_, ie, if_), resample=Image.BICUBIC, fillcolor=255)
a = np.asarray(turned).astype(np.float32)
rng = np.random.default_rng(seed)
back = np.asarray(im.transpose(Image.FLIP_LEFT_RIGHT).filter(ImageFilter.GaussianBlur(2.5))).astype(np.float32)
a = a - (255 - back) * 0.06  # show-through of the reverse
yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
tone = 236 + 14 * (xx / W) + 5 * (1 - yy / H)
shadow = 40 * np.exp(-xx / 26.0)
paper = np.clip(tone - shadow, 0, 255)
a = a / 255.0 * paper
a = a + rng.normal(0, 4.0, a.shape)
out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.7))
out.save(f'/tmp/gen18/scan/{name}.jpg', quality=68, dpi=(150, 150))
open(f'/tmp/gen18/scan/{name}.html', 'w').write(f'<!DOCTYPE html><html><head><style>@page{{size:A4;margin:0}}html,body{{margin:0;padding:0}}img{{display:block;width:210mm;height:297mm}}</style></head><body><img src="{name}.jpg"></body></html>')
json.dump(dict(W=W, H=H, ang=ang, dx=dx, dy=dy), open(f'/tmp/gen18/scan/{name}.xf.json', 'w'))
print(name, 'aged', W, H)
