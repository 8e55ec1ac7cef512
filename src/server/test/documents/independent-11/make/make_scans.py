# Set 11's two scans. Each paper page (R/scan_sources.R, measured by measure11.py into a source truth) is rendered
# by pdftoppm, then turned about the page centre and shifted by an affine map of our own, blurred, toned and noised
# with PIL/numpy. 16 is wrapped image-only by R's pdf() device (rasterImage of a PGM read with readBin);
# 17 is saved as JPEG and wrapped by pydyf with an invisible text layer (render mode 3) drawn from tesseract's TSV
# words. The truth's boxes are the source boxes carried through the same map (bounding box of the moved corners).
import io, json, math, subprocess, sys
import numpy as np
import pydyf
from PIL import Image, ImageFilter

FILES = sys.argv[1]
G = '/tmp/gen11/src'
W, H = 595.28, 841.89

def forward(angle, dx, dy, w, h):
    a = math.radians(angle); c, s = math.cos(a), math.sin(a); cx, cy = w / 2, h / 2
    # pixel coords (y down); visual counter-clockwise turn by `angle`
    return lambda x, y: (cx + (x - cx) * c + (y - cy) * s + dx, cy - (x - cx) * s + (y - cy) * c + dy), (c, s, cx, cy)

def degrade(img, angle, dx, dy, seed, blur, noise, tone):
    w, h = img.size
    f, (c, s, cx, cy) = forward(angle, dx, dy, w, h)
    # inverse map for PIL: input = R^-1 (q - c - d) + c
    def inv(qx, qy):
        X, Y = qx - cx - dx, qy - cy - dy
        return cx + X * c - Y * s, cy + X * s + Y * c
    a0 = inv(0, 0); ax = inv(1, 0); ay = inv(0, 1)
    coeffs = (ax[0] - a0[0], ay[0] - a0[0], a0[0], ax[1] - a0[1], ay[1] - a0[1], a0[1])
    out = img.transform((w, h), Image.AFFINE, coeffs, resample=Image.BICUBIC, fillcolor=255)
    out = out.filter(ImageFilter.GaussianBlur(blur))
    rng = np.random.default_rng(seed)
    arr = np.asarray(out).astype(np.float32) * tone / 255 + rng.normal(0, noise, out.size[::-1])
    for _ in range(60):  # dust
        y, x = rng.integers(0, h - 3), rng.integers(0, w - 3); arr[y:y + 2, x:x + 2] = 40
    arr[:, :int(w * 0.012)] *= 0.8  # shadow at the binding edge
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)), f

def move_truth(src_truth, f, dpi, out_name, extra=None):
    t = json.load(open(src_truth)); k = dpi / 72
    def mv(b):
        pts = [f(x * k, (H - y) * k) for x, y in [(b['x'], b['y']), (b['x'] + b['width'], b['y']),
               (b['x'], b['y'] + b['height']), (b['x'] + b['width'], b['y'] + b['height'])]]
        xs = [p[0] / k for p in pts]; ys = [H - p[1] / k for p in pts]
        r = lambda v: round(v, 1)
        assert min(xs) >= 0 and max(xs) <= W and min(ys) >= 0 and max(ys) <= H
        return {'x': r(min(xs)), 'y': r(min(ys)), 'width': r(max(xs) - min(xs)), 'height': r(max(ys) - min(ys))}
    for fld in t['signatureFields'] + t['otherPlaces']:
        fld['box'] = mv(fld['box'])
        if 'dateBox' in fld: fld['dateBox'] = mv(fld['dateBox'])
    json.dump(t, open(f'{FILES}/{out_name}.truth.json', 'w'), indent=2); open(f'{FILES}/{out_name}.truth.json', 'a').write('\n')

def render(src, dpi):
    subprocess.run(['pdftoppm', '-r', str(dpi), '-gray', '-singlefile', f'{G}/{src}', f'{G}/{src[:-4]}'], check=True)
    return Image.open(f'{G}/{src[:-4]}.pgm').convert('L')

# 16: image only, wrapped by R
dpi = 150
img, f = degrade(render('16-src.pdf', dpi), -0.7, 14, 9, 16, 0.9, 9, 238)
img.save(f'{G}/16-scan.pgm')
subprocess.run(['Rscript', 'R/wrap_scan.R', f'{G}/16-scan.pgm', f'{FILES}/16-scanned-gap-insurance.pdf'], check=True)
move_truth(f'{G}/16-scanned-gap-insurance.pdf.srctruth.json', f, dpi, '16-scanned-gap-insurance.pdf')

# 17: JPEG with an OCR layer, wrapped by pydyf
dpi = 200
img, f = degrade(render('17-src.pdf', dpi), 0.45, -10, 12, 17, 0.7, 6, 232)
jpg = io.BytesIO(); img.save(jpg, 'JPEG', quality=72); img.save(f'{G}/17-scan.png')
tsv = subprocess.run(['tesseract', f'{G}/17-scan.png', '-', '--dpi', str(dpi), 'tsv'], check=True, capture_output=True, text=True).stdout
k = 72 / dpi
pdf = pydyf.PDF()
font = pydyf.Dictionary({'Type': '/Font', 'Subtype': '/Type1', 'BaseFont': '/Helvetica', 'Encoding': '/WinAnsiEncoding'})
pdf.add_object(font)
image = pydyf.Stream([jpg.getvalue()], {'Type': '/XObject', 'Subtype': '/Image', 'Width': img.width, 'Height': img.height,
                     'ColorSpace': '/DeviceGray', 'BitsPerComponent': 8, 'Filter': '/DCTDecode'})
pdf.add_object(image)
st = pydyf.Stream()
st.push_state(); st.transform(W, 0, 0, H, 0, 0); st.draw_x_object('Im1'); st.pop_state()
st.begin_text(); st.set_text_rendering(3)
for row in tsv.splitlines()[1:]:
    p = row.split('\t')
    if len(p) < 12 or p[0] != '5' or not p[11].strip(): continue
    word = p[11].strip().encode('latin-1', 'replace').decode('latin-1')
    left, top, width, height = (int(v) for v in p[6:10])
    size = max(height * k, 4)
    # Helvetica average width about 0.5 em: stretch each word to its box with Tz
    natural = 0.52 * size * len(word)
    st.set_font_size('F1', size); st.stream.append(b'%.1f Tz' % (100 * width * k / natural))
    st.text_matrix(1, 0, 0, 1, left * k, H - (top + height) * k); st.show_text(pydyf.String(word))
st.end_text()
pdf.add_object(st)
pdf.add_page(pydyf.Dictionary({'Type': '/Page', 'Parent': pdf.pages.reference, 'MediaBox': pydyf.Array([0, 0, W, H]),
    'Contents': st.reference, 'Resources': pydyf.Dictionary({'Font': pydyf.Dictionary({'F1': font.reference}),
    'XObject': pydyf.Dictionary({'Im1': image.reference})})}))
pdf.info['Producer'] = pydyf.String('pydyf 0.5.0 (scan with tesseract OCR layer)')
with open(f'{FILES}/17-scanned-joint-order.pdf', 'wb') as fh: pdf.write(fh)
move_truth(f'{G}/17-scanned-joint-order.pdf.srctruth.json', f, dpi, '17-scanned-joint-order.pdf')
