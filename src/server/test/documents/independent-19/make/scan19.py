# Ages a page into a scan with scikit-image: rendered grey at 200 dpi by pdftoppm, turned about the page centre and
# shifted (skimage.transform.warp with an AffineTransform), a paper tone darker to the bottom, a grey edge where the
# glass ends, speckle and Gaussian noise (skimage.util.random_noise), a slight blur (skimage.filters.gaussian), and
# written as JPEG (skimage.io.imsave). The forward matrix is saved so the truth can carry the boxes.
# python3 scan19.py NAME source.pdf angle_deg shift_x_px shift_y_px quality seed
import json, math, os, subprocess, sys
import numpy as np
from skimage import io, transform, util, filters
GEN = os.environ.get('GEN19', '/tmp/gen19')
name, src, ang, sx, sy, q, seed = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
os.makedirs(GEN + '/scan', exist_ok=True)
base = '%s/scan/%s' % (GEN, name)
subprocess.run(['pdftoppm', '-r', '200', '-gray', '-singlefile', '-png', src, base + '-src'], check=True)
img = io.imread(base + '-src.png', as_gray=True).astype(float)
if img.max() > 1.5: img = img / 255.0
h, w = img.shape
a = math.radians(ang)
c, s = math.cos(a), math.sin(a)
cx, cy = w / 2.0, h / 2.0
# forward: p' = R (p - c) + c + shift, in pixel coordinates (x right, y down)
M = np.array([[c, -s, cx - c * cx + s * cy + sx], [s, c, cy - s * cx - c * cy + sy], [0, 0, 1]])
fwd = transform.AffineTransform(matrix=M)
out = transform.warp(img, fwd.inverse, cval=1.0, order=1)
yy, xx = np.mgrid[0:h, 0:w]
tone = 0.95 - 0.035 * (yy / h) - 0.01 * (xx / w)
out = out * tone
out[:, :10] *= np.linspace(0.55, 0.9, 10)[None, :]
out = util.random_noise(out, mode='gaussian', var=0.0007, seed=seed)
out = util.random_noise(out, mode='s&p', amount=0.0008, salt_vs_pepper=0.3, seed=seed + 1)
out = filters.gaussian(out, sigma=0.65)
io.imsave(base + '.jpg', (np.clip(out, 0, 1) * 255).astype(np.uint8), quality=q)
json.dump({'dpi': 200, 'width': w, 'height': h, 'matrix': M.tolist(), 'angle': ang, 'shift': [sx, sy]}, open(base + '.transform.json', 'w'))
print(base + '.jpg', w, h)
