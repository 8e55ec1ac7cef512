#!/usr/bin/python3
"""Photographed pages: a printed page (photo_sources.py) is rendered, tilted in
perspective onto a desk, lit unevenly, shadowed, blurred, noised and JPEG-compressed,
then wrapped into a PDF by PIL. No text layer.

Truth boxes: the source page is measured first (tag colours, like every other file);
each box's four corners go through the same homography and the box becomes the
axis-aligned rectangle around them, in points of the output page."""
import json
import os
import subprocess
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from common import BUILD, FILES
from measure import build as measure
from mutool_kit import build as mutool_build
import photo_sources

DPI = 150
OUT_W, OUT_H = 1240, 1754  # A4 at 150 dpi


def homography(src, dst):
    """3x3 matrix taking src points to dst points (four pairs)."""
    rows = []
    for (x, y), (u, v) in zip(src, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, -u])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, -v])
    _, _, vt = np.linalg.svd(np.array(rows, dtype=float))
    m = vt[-1].reshape(3, 3)
    return m / m[2, 2]


def apply(m, x, y):
    u, v, w = m @ np.array([x, y, 1.0])
    return u / w, v / w


def photograph(page_png, corners, seed, shadow_side):
    rng = np.random.default_rng(seed)
    paper = Image.open(page_png).convert("RGB")
    pw, ph = paper.size
    src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    forward = homography(src, corners)
    inverse = np.linalg.inv(forward)
    coeffs = (inverse / inverse[2, 2]).flatten()[:8]
    warped = paper.transform((OUT_W, OUT_H), Image.PERSPECTIVE, tuple(coeffs), Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", paper.size, 255).transform((OUT_W, OUT_H), Image.PERSPECTIVE, tuple(coeffs), Image.BILINEAR, fillcolor=0)
    # a wooden-ish desk
    yy, xx = np.mgrid[0:OUT_H, 0:OUT_W]
    grain = (np.sin(xx / 9.0 + np.sin(yy / 60.0) * 3) * 10 + rng.normal(0, 6, (OUT_H, OUT_W)))
    desk = np.stack([120 + grain, 84 + grain * 0.8, 52 + grain * 0.5], axis=-1)
    image = np.array(warped, dtype=float)
    alpha = np.array(mask, dtype=float)[..., None] / 255.0
    image = image * alpha + desk * (1 - alpha)
    # uneven light: a bright spot and a falloff, plus the photographer's shadow from one side
    cx, cy = OUT_W * rng.uniform(0.3, 0.7), OUT_H * rng.uniform(0.2, 0.5)
    light = 1.08 - 0.35 * (((xx - cx) / OUT_W) ** 2 + ((yy - cy) / OUT_H) ** 2)
    if shadow_side == "left":
        shade = np.clip((xx - OUT_W * 0.18) / (OUT_W * 0.25), 0, 1) * 0.42 + 0.58
    else:
        shade = np.clip((OUT_H * 0.85 - yy) / (OUT_H * 0.2), 0, 1) * 0.45 + 0.55
    image = image * (light * shade)[..., None]
    image *= np.array([1.0, 0.97, 0.9])  # warm indoor light
    image += rng.normal(0, 5, image.shape)
    out = Image.fromarray(np.clip(image, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.8))
    return out, forward


def make(name, make_source, corners, seed, shadow_side):
    pages, spec = make_source()
    spec["file"] = name
    src_pdf = mutool_build(os.path.join(BUILD, name + ".source.pdf"), pages)
    source_truth = measure(spec, src_pdf)
    subprocess.run(["pdftoppm", "-r", str(DPI), "-png", "-singlefile", src_pdf, os.path.join(BUILD, name + ".source")], check=True)
    photo, forward = photograph(os.path.join(BUILD, name + ".source.png"), corners, seed, shadow_side)
    jpg = os.path.join(BUILD, name + ".jpg")
    photo.save(jpg, quality=72)
    out_pdf = os.path.join(FILES, name)
    Image.open(jpg).save(out_pdf, "PDF", resolution=DPI)
    src_scale = DPI / 72.0
    src_h_px = 842 * src_scale

    def move(box):
        pts = []
        for bx, by in [(box["x"], box["y"]), (box["x"] + box["width"], box["y"]),
                       (box["x"], box["y"] + box["height"]), (box["x"] + box["width"], box["y"] + box["height"])]:
            px, py = apply(forward, bx * src_scale, src_h_px - by * src_scale)
            pts.append((px * 72 / DPI, (OUT_H - py) * 72 / DPI))
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return {"x": round(min(xs), 1), "y": round(min(ys), 1), "width": round(max(xs) - min(xs), 1), "height": round(max(ys) - min(ys), 1)}

    truth = dict(source_truth)
    truth["hasTextLayer"] = False
    for group in ("signatureFields", "otherPlaces"):
        for field in truth[group]:
            field["box"] = move(field["box"])
            if "dateBox" in field:
                field["dateBox"] = move(field["dateBox"])
    with open(out_pdf + ".truth.json", "w") as f:
        json.dump(truth, f, indent=2)
        f.write("\n")
    print(out_pdf, "photographed")


PHOTOS = [
    ("photo-hp-signature-page-skewed.pdf", photo_sources.hp_signature_page, [(95, 70), (1175, 120), (1215, 1700), (40, 1660)], 11, "left"),
    ("photo-collection-receipt-shadow.pdf", photo_sources.collection_receipt, [(60, 130), (1150, 60), (1200, 1640), (110, 1720)], 12, "bottom"),
    ("photo-order-form-tilted.pdf", photo_sources.order_form, [(150, 40), (1210, 150), (1120, 1740), (30, 1630)], 13, "left"),
]

if __name__ == "__main__":
    wanted = sys.argv[1:]
    for name, source, corners, seed, side in PHOTOS:
        if not wanted or name in wanted:
            make(name, source, corners, seed, side)
