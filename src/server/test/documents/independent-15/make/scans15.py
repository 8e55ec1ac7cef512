"""Two scans. The source pages (10 by Qt, 11 by PyX, under /tmp/gen15/src) are rendered grey at 200 dpi by pdftoppm
and degraded with OpenCV 4.6 and SciPy 1.10: turned about the page centre and shifted (cv2.warpAffine), a paper
tone and uneven light (brighter at the top right, a shadow along the left edge), Gaussian noise, a faint
show-through of a mirrored page, a little blur (scipy.ndimage), JPEG at quality 70 (cv2.imencode).
10 is wrapped by Pillow's PDF writer (Image.save as PDF), 11 by Qt's QPdfWriter drawing the image over the
A4 page; both are image only. Each truth box is measured on the source page (measure15.tag_boxes) and carried
through the same turn and shift; the truth box is the bounding box of its four moved corners."""
import json, subprocess, os, sys
import numpy as np, cv2
from scipy import ndimage
from PIL import Image
import measure15

DPI = 200
FILES = '../files'
SRC = '/tmp/gen15/src'

def degrade(png, angle, dx, dy, seed):
    rng = np.random.default_rng(seed)
    g = cv2.imread(png, cv2.IMREAD_GRAYSCALE).astype(np.float32)
    h, w = g.shape
    M = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    M[0, 2] += dx; M[1, 2] += dy
    g = cv2.warpAffine(g, M, (w, h), flags=cv2.INTER_LINEAR, borderValue=255)
    # show-through of the back of the sheet: mirrored, faint
    back = cv2.flip(g, 1)
    g = np.minimum(g, 255 - (255 - back) * 0.035)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    light = 0.88 + 0.1 * (xx / w) + 0.04 * (1 - yy / h)
    light *= 1 - 0.25 * np.exp(-xx / (w * 0.035))
    paper = 238 * light
    g = g / 255.0 * paper
    g += rng.normal(0, 6, g.shape)
    g = ndimage.gaussian_filter(g, 0.7)
    g = np.clip(g, 0, 255).astype(np.uint8)
    ok, jpg = cv2.imencode('.jpg', g, [cv2.IMWRITE_JPEG_QUALITY, 70])
    return cv2.imdecode(jpg, cv2.IMREAD_GRAYSCALE), M, jpg

def carry(M, src_size, dst_size):
    """A function moving a box (PDF points, bottom-left) on the source page to the scan's page."""
    W, H = src_size
    s = DPI / 72.0
    def f(b, page_size):
        pts = []
        for x, y in [(b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']),
                     (b['x'] + b['width'], b['y'] + b['height'])]:
            px, py = x * s, (H - y) * s
            qx = M[0, 0] * px + M[0, 1] * py + M[0, 2]
            qy = M[1, 0] * px + M[1, 1] * py + M[1, 2]
            pts.append((qx, qy))
        DW, DH = dst_size
        kx, ky = DW / (W * s), DH / (H * s)
        xs = [p[0] * kx for p in pts]; ys = [p[1] * ky for p in pts]
        x0, x1 = min(xs), max(xs); y0, y1 = DH - max(ys), DH - min(ys)
        return {'x': round(x0, 1), 'y': round(y0, 1), 'width': round(x1 - x0, 1), 'height': round(y1 - y0, 1)}
    return f

def make(key, name, angle, dx, dy, seed, wrap):
    src = '%s/%s.pdf' % (SRC, key)
    subprocess.run(['pdftoppm', '-r', str(DPI), '-gray', '-png', '-singlefile', src, '%s/%s-page' % (SRC, key)], check=True)
    img, M, jpg = degrade('%s/%s-page.png' % (SRC, key), angle, dx, dy, seed)
    jpath = '%s/%s-scan.jpg' % (SRC, key)
    open(jpath, 'wb').write(jpg.tobytes())
    out = '%s/%s.pdf' % (FILES, name)
    wrap(jpath, out)
    meta = json.load(open('/tmp/gen15/meta/%s.json' % name))
    marks, sizes = measure15.tag_boxes(src)
    dst = measure15.page_sizes(out)[0]
    t = measure15.truth(meta, marks, sizes, has_text=False, transform=carry(M, sizes[0], dst))
    t['pageCount'] = 1
    with open(out + '.truth.json', 'w') as f:
        json.dump(t, f, indent=2, ensure_ascii=False); f.write('\n')

def pil_wrap(jpath, out):
    Image.open(jpath).save(out, 'PDF', resolution=DPI, title='Scan 13-03-2024 16.42', creator='Scanner')

def qt_wrap(jpath, out):
    import qt15
    qt15.image_pdf([jpath], out, 'SCAN0047')

if __name__ == '__main__':
    make('10', '10-scanned-sales-invoice', -0.9, 14, 9, 10, pil_wrap)
    make('11', '11-scanned-gap-insurance', 0.6, -11, 18, 11, qt_wrap)
