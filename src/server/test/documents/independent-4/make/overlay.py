#!/usr/bin/python3
"""Draws every truth box over the rendered page so a person can look at it.
Customer places red, dates blue, other places green. Usage: overlay.py X.pdf [out-dir]"""
import json
import os
import subprocess
import sys

from PIL import Image, ImageDraw

DPI = int(__import__("os").environ.get("OVERLAY_DPI", "72"))


def main(pdf, out_dir="/tmp/gen4/overlay"):
    os.makedirs(out_dir, exist_ok=True)
    with open(pdf + ".truth.json") as f:
        truth = json.load(f)
    base = os.path.join(out_dir, os.path.basename(pdf))
    subprocess.run(["pdftoppm", "-r", str(DPI), "-png", pdf, base], check=True)
    pages = sorted(x for x in os.listdir(out_dir) if x.startswith(os.path.basename(pdf) + "-") and x.endswith(".png"))
    for index, page_file in enumerate(pages, start=1):
        path = os.path.join(out_dir, page_file)
        image = Image.open(path).convert("RGB")
        draw = ImageDraw.Draw(image)
        height = image.size[1]
        scale = DPI / 72
        def rect(b, colour):
            x0, y1 = b["x"] * scale, height - b["y"] * scale
            draw.rectangle([x0, height - (b["y"] + b["height"]) * scale, x0 + b["width"] * scale, y1], outline=colour, width=2)
        for field in truth["signatureFields"]:
            if field["page"] == index and "box" in field:
                rect(field["box"], (220, 0, 0))
                if "dateBox" in field:
                    rect(field["dateBox"], (0, 0, 230))
        for place in truth["otherPlaces"]:
            if place["page"] == index and "box" in place:
                rect(place["box"], (0, 160, 0))
        image.save(path)
        print(path)


if __name__ == "__main__":
    main(*sys.argv[1:])
