# Makes the two scans from pages drawn by build_pdfs.py (scanOnly): 21 a fax-like 1-bit page wrapped by PDF::Builder
# (image only), 22 a grey scan given a text layer from tesseract's hOCR, image and invisible words placed by PyMuPDF.
# Each truth is measured on the source page and every box carried through the same turn and shift as the image:
# the truth box is the bounding box of the four moved corners. make_scans.py <files dir>
import json, math, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fitz
import numpy as np
from PIL import Image, ImageFilter
from measure import write_truth
from specs.pdf_docs import DOCS, places_of

HERE = os.path.dirname(os.path.abspath(__file__))
TMP = '/tmp/gen10'
W, H = 595.28, 841.89
DPI = 200
S = DPI / 72


def render(src, stem):
    subprocess.run(['pdftoppm', '-r', str(DPI), '-gray', '-png', '-singlefile', src, stem], check=True)
    return Image.open(stem + '.png').convert('L')


def turn(img, angle, dx, dy):
    """Turns the image by angle degrees (counter-clockwise as seen) about its centre, then shifts it (px)."""
    return img.rotate(angle, resample=Image.BICUBIC, center=(img.width / 2, img.height / 2),
                      translate=(dx, dy), fillcolor=255)


def mover(img_w, img_h, angle, dx, dy):
    a = math.radians(angle)
    cx, cy = img_w / 2, img_h / 2

    def point(x, y):  # page points (from bottom left) -> moved page points
        px, py = x * S, (H - y) * S
        qx = cx + (px - cx) * math.cos(a) + (py - cy) * math.sin(a) + dx
        qy = cy - (px - cx) * math.sin(a) + (py - cy) * math.cos(a) + dy
        return qx / S, H - qy / S

    def box(b):
        pts = [point(b['x'] + u, b['y'] + v) for u in (0, b['width']) for v in (0, b['height'])]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        r = lambda v: round(v, 1)
        return {'x': r(min(xs)), 'y': r(min(ys)), 'width': r(max(xs) - min(xs)), 'height': r(max(ys) - min(ys))}
    return box


def fax(doc, files):
    src = os.path.join(TMP, doc['file'])
    img = render(src, os.path.join(TMP, '21-src'))
    angle, dx, dy = -0.6, 12, 18
    img = turn(img, angle, dx, dy)
    rng = np.random.default_rng(21)
    a = np.asarray(img.filter(ImageFilter.GaussianBlur(0.7)), dtype=np.float32)
    a += rng.normal(0, 18, a.shape)
    bw = (a > 150).astype(np.uint8) * 255
    specks = rng.random(a.shape) < 0.0006
    bw[specks] = 0
    for y in rng.integers(0, bw.shape[0], 4):  # fax streaks
        bw[y, :] = np.where(rng.random(bw.shape[1]) < 0.3, 0, bw[y, :])
    png = os.path.join(TMP, '21-fax.png')
    Image.fromarray(bw).convert('1').save(png)
    out = os.path.join(files, doc['file'])
    subprocess.run(['perl', os.path.join(HERE, 'pdfbuilder', 'wrap.pl'), png, out], check=True)
    write_truth(doc, out, out + '.truth.json', has_text_layer=False, transform=mover(img.width, img.height, angle, dx, dy),
                measured_pdf=src)


def ocr_scan(doc, files):
    src = os.path.join(TMP, doc['file'])
    img = render(src, os.path.join(TMP, '22-src'))
    angle, dx, dy = 0.5, -8, 10
    img = turn(img, angle, dx, dy)
    rng = np.random.default_rng(22)
    a = np.asarray(img.filter(ImageFilter.GaussianBlur(0.9)), dtype=np.float32)
    a = 235 - (235 - 35) * (1 - a / 255) + rng.normal(0, 6, a.shape)  # grey paper, ink not quite black
    scan = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    jpg = os.path.join(TMP, '22-scan.jpg')
    scan.save(jpg, quality=72)
    subprocess.run(['tesseract', jpg, os.path.join(TMP, '22-ocr'), '-l', 'eng', '--dpi', str(DPI), 'hocr'],
                   check=True, capture_output=True)
    hocr = open(os.path.join(TMP, '22-ocr.hocr'), encoding='utf8').read()
    pdf = fitz.open()
    page = pdf.new_page(width=W, height=H)
    page.insert_image(fitz.Rect(0, 0, W, H), filename=jpg)
    for m in re.finditer(r"class='ocrx_word'[^>]*title='bbox (\d+) (\d+) (\d+) (\d+);[^']*'[^>]*>(.*?)</span>", hocr):
        x0, y0, x1, y1 = (int(v) / S for v in m.groups()[:4])
        word = re.sub(r'<[^>]+>', '', m.group(5))
        word = word.replace('&amp;', '&').replace('&lt;', '<').replace('&gt;', '>').replace('&quot;', '"').replace('&#39;', "'")
        if not word.strip():
            continue
        size = max(4, (y1 - y0) * 0.95)
        wlen = fitz.get_text_length(word, fontname='helv', fontsize=size)
        if wlen > 0:
            size = min(size * 1.4, size * (x1 - x0) / wlen)
        page.insert_text((x0, y1 - (y1 - y0) * 0.15), word, fontsize=size, fontname='helv', render_mode=3)
    pdf.set_metadata({'title': 'Scan', 'producer': 'PyMuPDF'})
    out = os.path.join(files, doc['file'])
    pdf.save(out, garbage=3, deflate=True)
    write_truth(doc, out, out + '.truth.json', has_text_layer=True, transform=mover(img.width, img.height, angle, dx, dy),
                measured_pdf=src)


def main():
    files = sys.argv[1]
    for doc in DOCS:
        if not doc.get('scanOnly'):
            continue
        doc['places'] = places_of(doc)
        (fax if doc['file'].startswith('21') else ocr_scan)(doc, files)
        print(doc['file'])


if __name__ == '__main__':
    main()
