#!/usr/bin/python3
# The scans: build_scans.py <files dir> (after build_htmldoc.py and build_pdfjs.py, which leave the source pages).
# 21: the htmldoc page rendered at 150 dpi, photographed: put on a desk, seen in perspective, a shadow across it,
#     softened and noised (PIL), saved as a TIFF and wrapped by tiff2pdf (JPEG, quality 72): no text layer.
# 22: the pdfjs page rendered at 200 dpi, turned slightly and degraded (PIL), wrapped as a PDF by PIL, then given a
#     text layer by pdfsandwich 0.1.7 (tesseract; no unpaper preprocessing, so nothing moves; pdf-page-to-image.py
#     stands in for ImageMagick's convert, whose policy here refuses PDF).
# The truth is measured on the source page and its boxes carried through the same geometry.
import json, math, os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from PIL import Image, ImageDraw, ImageFilter
from htmldoc_docs import SCAN_SOURCES as PHOTO
from pdfjs_docs import SCAN_SOURCES as SCANNED
from measure import write_truth

out_dir = os.path.abspath(sys.argv[1])
WORK = '/tmp/gen9/scan'
os.makedirs(WORK, exist_ok=True)
A4 = (595.28, 841.89)
random.seed(9)


def solve(a, b):
    """Gauss-Jordan for the 8x8 homography system."""
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def homography(src, dst):
    """Coefficients (a..h) mapping src points to dst points: x' = (ax+by+c)/(gx+hy+1), y' likewise."""
    a, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); b.append(u)
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y]); b.append(v)
    return solve(a, b)


def apply(h, x, y):
    d = h[6] * x + h[7] * y + 1
    return (h[0] * x + h[1] * y + h[2]) / d, (h[3] * x + h[4] * y + h[5]) / d


def box_mapper(to_out, dpi_in, dpi_out, out_h_px, in_h_px):
    """A truth box (pt, bottom-left) on the source page -> on the output page, the bounding box of its mapped corners."""
    def move(b):
        s_in, s_out = dpi_in / 72, dpi_out / 72
        pts = []
        for x, y in ((b['x'], b['y']), (b['x'] + b['width'], b['y']), (b['x'], b['y'] + b['height']),
                     (b['x'] + b['width'], b['y'] + b['height'])):
            u, v = to_out(x * s_in, in_h_px - y * s_in)
            pts.append((u / s_out, (out_h_px - v) / s_out))
        x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
        y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
        r = lambda v: round(v, 1)
        return {'x': r(x0), 'y': r(y0), 'width': r(x1 - x0), 'height': r(y1 - y0)}
    return move


def noise(img, amount):
    px = img.load()
    w, h = img.size
    for _ in range(w * h // 6):
        x, y = random.randrange(w), random.randrange(h)
        v = px[x, y]
        d = random.randint(-amount, amount)
        px[x, y] = tuple(max(0, min(255, c + d)) for c in v) if isinstance(v, tuple) else max(0, min(255, v + d))


def photo(doc):
    src_pdf = os.path.join('/tmp/gen9/htmldoc', 'src-' + doc['file'])
    dpi = 150
    stem = os.path.join(WORK, 'photo')
    subprocess.run(['pdftoppm', '-r', str(dpi), '-png', '-singlefile', src_pdf, stem], check=True)
    page = Image.open(stem + '.png').convert('RGB')
    w, h = page.size
    # where the page's corners land in the photo (same pixel size): top edge farther from the camera, turned a little
    corners_src = [(0, 0), (w, 0), (w, h), (0, h)]
    corners_out = [(62, 48), (w - 30, 70), (w - 8, h - 22), (28, h - 40)]
    to_src = homography(corners_out, corners_src)   # PIL wants output -> input
    to_out = homography(corners_src, corners_out)
    desk = Image.new('RGB', (w, h), (92, 78, 64))
    warped = page.transform((w, h), Image.PERSPECTIVE, to_src, Image.BICUBIC, fillcolor=None)
    mask = Image.new('L', (w, h), 0)
    ImageDraw.Draw(mask).polygon(corners_out, fill=255)
    desk.paste(warped, (0, 0), mask)
    # paper tint, a shadow of the phone falling across the lower left, uneven light
    shade = Image.new('L', (w, h), 0)
    sd = ImageDraw.Draw(shade)
    sd.polygon([(0, int(h * 0.62)), (int(w * 0.55), h), (0, h)], fill=130)
    shade = shade.filter(ImageFilter.GaussianBlur(60))
    dark = Image.new('RGB', (w, h), (20, 18, 16))
    desk = Image.composite(dark, desk, shade)
    light = Image.linear_gradient('L').resize((w, h)).point(lambda v: int(v * 0.18))
    desk = Image.composite(Image.new('RGB', (w, h), (60, 55, 45)), desk, light)
    desk = desk.filter(ImageFilter.GaussianBlur(0.8))
    noise(desk, 14)
    tif = stem + '.tif'
    desk.save(tif, dpi=(dpi, dpi), compression='tiff_deflate')
    target = os.path.join(out_dir, doc['file'])
    subprocess.run(['tiff2pdf', '-j', '-q', '72', '-o', target, tif], check=True)
    move = box_mapper(lambda x, y: apply(to_out, x, y), dpi, dpi, h, h)
    write_truth(doc, target, target + '.truth.json', has_text_layer=False, transform=move, measured_pdf=src_pdf)


def scanned(doc):
    src_pdf = os.path.join('/tmp/gen9/pdfjs', 'src-' + doc['file'])
    dpi = 200
    stem = os.path.join(WORK, 'scan')
    subprocess.run(['pdftoppm', '-r', str(dpi), '-gray', '-singlefile', src_pdf, stem], check=True)
    page = Image.open(stem + '.pgm').convert('L')
    w, h = page.size
    angle = 0.7  # degrees, anticlockwise as seen
    turned = page.rotate(angle, resample=Image.BICUBIC, fillcolor=255, center=(w / 2, h / 2), translate=(10, 14))
    turned = turned.filter(ImageFilter.GaussianBlur(0.7)).point(lambda v: 255 if v > 215 else int(v * 0.85))
    noise(turned, 30)
    img_pdf = stem + '-image.pdf'
    turned.save(img_pdf, resolution=dpi)
    target = os.path.join(out_dir, doc['file'])
    subprocess.run(['pdfsandwich', '-nopreproc', '-gray', '-lang', 'eng', '-convert',
                    os.path.join(HERE, 'pdf-page-to-image.py'), '-resolution', str(dpi), '-quiet', '-o', target,
                    img_pdf], check=True, cwd=WORK, stdout=subprocess.DEVNULL)
    # PIL's rotate: output pixel (u, v) takes input R^-1 (u - c - t) + c; so input (x, y) goes to R (x - c) + c + t
    a = math.radians(angle)
    cx, cy = w / 2, h / 2

    def to_out(x, y):
        dx, dy = x - cx, y - cy
        return (cx + dx * math.cos(a) + dy * math.sin(a) + 10, cy - dx * math.sin(a) + dy * math.cos(a) + 14)
    out_w_pt = float(subprocess.run(['pdfinfo', target], capture_output=True, text=True).stdout
                     .split('Page size:')[1].split()[0])
    out_dpi = w / (out_w_pt / 72)
    move = box_mapper(to_out, dpi, out_dpi, h, h)
    write_truth(doc, target, target + '.truth.json', has_text_layer=True, transform=move, measured_pdf=src_pdf)


for doc in PHOTO:
    photo(doc)
    print('made', doc['file'])
for doc in SCANNED:
    scanned(doc)
    print('made', doc['file'])
