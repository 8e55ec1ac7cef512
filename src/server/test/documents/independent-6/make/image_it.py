"""Turns a printed PDF page into a scan or a phone photo (PIL), wraps it with img2pdf, and writes the affine map.

Usage: image_it.py scan|photo IN.pdf OUT.pdf AFFINE.json
The map takes a point of IN (PDF points, y up) to the same point of OUT, for measure.py.
"""
import json
import math
import random
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFilter

DPI = 150
PT = 72 / DPI


def main():
    mode, src, out, affine_path = sys.argv[1:5]
    tmp = tempfile.mkdtemp(prefix="gen6-")
    subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", "-singlefile", src, f"{tmp}/page"], check=True)
    page = Image.open(f"{tmp}/page.png").convert("L")
    w, h = page.size
    random.seed(6)
    if mode == "scan":
        angle, scale, dx, dy, background = 0.8, 1.0, 9, -6, 235
    else:
        angle, scale, dx, dy, background = -2.2, 0.84, 40, 70, 120
    # The map from the print's pixels (x right, y down) to the output's: turn by angle about the centre, scale, shift.
    th = math.radians(angle)
    cx, cy = w / 2, h / 2
    ca, sa = math.cos(th) * scale, math.sin(th) * scale

    def fwd(x, y):
        return (cx + (x - cx) * ca + (y - cy) * sa + dx, cy - (x - cx) * sa + (y - cy) * ca + dy)

    # PIL's transform wants the inverse: output pixel to input pixel.
    det = ca * ca + sa * sa
    ia, ib = ca / det, -sa / det
    ox, oy = cx + dx, cy + dy
    coeffs = (ia, ib, cx - ia * ox - ib * oy, -ib, ia, cy + ib * ox - ia * oy)
    img = page.transform((w, h), Image.AFFINE, coeffs, resample=Image.BICUBIC, fillcolor=background)
    if mode == "photo":
        # uneven light across the desk and the page
        shade = Image.linear_gradient("L").resize((w, h)).rotate(35)
        img = Image.blend(img, Image.composite(img, shade, shade), 0.25)
        img = img.filter(ImageFilter.GaussianBlur(0.9))
    noise = Image.effect_noise((w, h), 18 if mode == "photo" else 10)
    img = Image.blend(img, noise, 0.08)
    if mode == "scan":
        ImageDraw.Draw(img).line([(0, 4), (w, 9)], fill=90, width=3)
    img = img.convert("RGB" if mode == "photo" else "L")
    ext = "jpg"
    img.save(f"{tmp}/img.{ext}", quality=72 if mode == "photo" else 80, dpi=(DPI, DPI))
    subprocess.run(["img2pdf", "-o", out, f"{tmp}/img.{ext}"], check=True)
    # affine in PDF points: p_pdf -> pixel (x/PT, (H - y)/PT) -> fwd -> back to points
    H = h * PT
    x0, y0 = fwd(0, 0)
    x1, y1 = fwd(1, 0)
    x2, y2 = fwd(0, 1)
    # pixel-space linear part
    a, b, c, d = x1 - x0, y1 - y0, x2 - x0, y2 - y0
    # p_pdf (X, Y): pixel (X/PT, (H-Y)/PT); out pixel = (x0 + a*px + c*py, y0 + b*px + d*py); out pdf = (ox*PT, H - oy*PT)
    A = a
    B = -b
    C = -c
    D = d
    E = x0 * PT + c * H
    F = H - y0 * PT - d * H
    json.dump([A, B, C, D, E, F], open(affine_path, "w"))


if __name__ == "__main__":
    main()
