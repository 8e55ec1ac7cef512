#!/usr/bin/python3
"""Scans 18 and 19: the matplotlib pages of mpl_docs.py (scan_order_source, scan_delivery_source) rendered in grey
by pdftoppm, turned about the page centre and shifted by an affine map of our own (PIL Image.transform), blurred,
toned and noised (numpy); 18 kept as PNG and wrapped image-only by Typst, 19 saved as JPEG, read by tesseract
(TSV words) and wrapped by Typst with each word placed over its image in transparent text, stretched to its width.

The truth boxes are the source page's boxes (measure12.py on the source PDF) carried through the same turn and
shift: each is the bounding box of its four moved corners.
Usage: make_scans.py SRC_DIR TYP_DIR   (then compile.mjs compiles TYP_DIR)
"""
import json
import math
import subprocess
import sys

import numpy as np
from PIL import Image, ImageFilter

SRC, TYP = sys.argv[1:3]
PW, PH = 595.28, 841.89

SCANS = {
    # name: dpi, angle (degrees, clockwise on the page), shift right / down in pixels, image format
    "18-scanned-used-order.pdf": dict(dpi=150, angle=0.6, tx=11, ty=7, fmt="png", seed=18),
    "19-scanned-delivery-note.pdf": dict(dpi=200, angle=-0.5, tx=-9, ty=14, fmt="jpg", seed=19),
}


def forward(cfg, size):
    """The map from a source pixel to the scan's pixel (y down)."""
    th = math.radians(cfg["angle"])
    c, s = math.cos(th), math.sin(th)
    cx, cy = size[0] / 2, size[1] / 2

    def f(x, y):
        return (c * (x - cx) - s * (y - cy) + cx + cfg["tx"], s * (x - cx) + c * (y - cy) + cy + cfg["ty"])

    inv = (c, s, -c * (cx + cfg["tx"]) - s * (cy + cfg["ty"]) + cx,
           -s, c, s * (cx + cfg["tx"]) - c * (cy + cfg["ty"]) + cy)
    return f, inv


def move_box(b, f, k, hpx):
    corners = [(b["x"], b["y"]), (b["x"] + b["width"], b["y"]), (b["x"], b["y"] + b["height"]),
               (b["x"] + b["width"], b["y"] + b["height"])]
    pts = [f(x * k, hpx - y * k) for x, y in corners]
    xs = [p[0] / k for p in pts]
    ys = [(hpx - p[1]) / k for p in pts]
    return {"x": round(min(xs), 1), "y": round(min(ys), 1), "width": round(max(xs) - min(xs), 1),
            "height": round(max(ys) - min(ys), 1)}


for name, cfg in SCANS.items():
    stem = name[:-4]
    dpi = cfg["dpi"]
    subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), "-singlefile", f"{SRC}/{name}", f"{SRC}/{stem}"], check=True)
    im = Image.open(f"{SRC}/{stem}.pgm")
    f, inv = forward(cfg, im.size)
    im = im.transform(im.size, Image.AFFINE, inv, resample=Image.BICUBIC, fillcolor=255)
    im = im.filter(ImageFilter.GaussianBlur(0.8 if dpi == 150 else 1.0))
    rng = np.random.default_rng(cfg["seed"])
    a = np.asarray(im).astype(np.float32)
    a = 28 + a * (226 / 255)  # paper tone and toner
    h, w = a.shape
    a += np.linspace(0, 10, w)[None, :] * -1  # a little darker towards the binding edge
    a += rng.normal(0, 7, a.shape)
    specks = rng.random(a.shape) < 0.0004
    a[specks] = rng.uniform(40, 120, specks.sum())
    im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    img = f"{TYP}/{stem}.{cfg['fmt']}"
    if cfg["fmt"] == "jpg":
        im.save(img, quality=68, dpi=(dpi, dpi))
    else:
        im.save(img, dpi=(dpi, dpi))
    k = dpi / 72
    truth = json.load(open(f"{SRC}/{name}.truth.json"))
    for place in truth["signatureFields"] + truth.get("otherPlaces", []):
        place["box"] = move_box(place["box"], f, k, im.size[1])
        if "dateBox" in place:
            place["dateBox"] = move_box(place["dateBox"], f, k, im.size[1])
    words = []
    if cfg["fmt"] == "jpg":
        tsv = subprocess.run(["tesseract", img, "-", "--dpi", str(dpi), "--psm", "3", "tsv"], capture_output=True,
                             text=True, check=True).stdout
        for line in tsv.splitlines()[1:]:
            cols = line.split("\t")
            if len(cols) == 12 and cols[0] == "5" and cols[11].strip() and float(cols[10]) > 0:
                l, t, ww, hh = (int(v) for v in cols[6:10])
                words.append((l / k, t / k, ww / k, hh / k, cols[11]))
        truth["hasTextLayer"] = True
    else:
        truth["hasTextLayer"] = False
    src = [f'#set page(width: {PW}pt, height: {PH}pt, margin: 0pt)',
           f'#place(top + left, image("{stem}.{cfg["fmt"]}", width: {PW}pt, height: {PH}pt))']
    if words:
        src.append("""#let w(x, y, bw, sz, body) = place(top + left, dx: x * 1pt, dy: y * 1pt, context {
  let t = text(font: "DejaVu Sans", size: sz * 1pt, fill: rgb(0, 0, 0, 0), top-edge: "cap-height", bottom-edge: "baseline", body)
  let m = measure(t).width
  if m > 0pt { scale(x: (bw * 1pt / m) * 100%, origin: left + top, reflow: false, t) }
})""")
        for x, y, bw, bh, word in words:
            esc = word.replace("\\", "\\\\").replace('"', '\\"')
            src.append(f'#w({x:.2f}, {y:.2f}, {bw:.2f}, {bh * 1.0:.2f}, "{esc}")')
    with open(f"{TYP}/{name}.typ", "w") as fh:
        fh.write("\n".join(src) + "\n")
    with open(f"{SRC}/{name}.scan-truth.json", "w") as fh:
        json.dump(truth, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(name, len(words), "words")
