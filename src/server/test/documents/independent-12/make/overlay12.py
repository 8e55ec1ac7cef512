#!/usr/bin/python3
"""Draws a truth's boxes over the rendered pages (customers' places red, others blue, date blanks green)."""
import json, subprocess, sys
from PIL import Image, ImageDraw

pdf, truth, outp = sys.argv[1:4]
t = json.load(open(truth))
dpi = 60
subprocess.run(["pdftoppm", "-r", str(dpi), "-png", pdf, f"{outp}"], check=True)
n = t["pageCount"]
for p in range(1, n + 1):
    name = f"{outp}-{p}.png" if n < 10 else f"{outp}-{p:02d}.png"
    im = Image.open(name).convert("RGB")
    d = ImageDraw.Draw(im)
    s = dpi / 72
    H = im.height
    def draw(b, c):
        d.rectangle([b["x"] * s, H - (b["y"] + b["height"]) * s, (b["x"] + b["width"]) * s, H - b["y"] * s], outline=c, width=2)
    for f in t["signatureFields"]:
        if f["page"] == p:
            draw(f["box"], "red")
            if "dateBox" in f: draw(f["dateBox"], "green")
    for f in t.get("otherPlaces", []):
        if f["page"] == p:
            draw(f["box"], "blue")
            if "dateBox" in f: draw(f["dateBox"], "green")
    im.save(name)
