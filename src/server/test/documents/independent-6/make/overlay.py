"""Draws each truth's boxes over pdftoppm renders of its PDF, to look at: red customer, blue others, green dates.

Usage: overlay.py OUT_DIR TRUTH.json...   (writes one PNG a document, its pages side by side)
"""
import json
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw

DPI = 60
S = DPI / 72


def main():
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    for tp in sys.argv[2:]:
        t = json.load(open(tp))
        if t["format"] != "pdf":
            continue
        pdf = os.path.join(os.path.dirname(tp), t["file"])
        tmp = tempfile.mkdtemp()
        subprocess.run(["pdftoppm", "-r", str(DPI), "-png", pdf, f"{tmp}/p"], check=True)
        pages = sorted(os.listdir(tmp))
        imgs = [Image.open(f"{tmp}/{p}").convert("RGB") for p in pages]
        for place in t["signatureFields"] + t.get("otherPlaces", []):
            img = imgs[place["page"] - 1]
            d = ImageDraw.Draw(img)
            h = img.size[1]
            for key, colour in (("box", "red" if place in t["signatureFields"] else "blue"), ("dateBox", "green")):
                b = place.get(key)
                if b:
                    d.rectangle([b["x"] * S, h - (b["y"] + b["height"]) * S, (b["x"] + b["width"]) * S, h - b["y"] * S],
                                outline=colour, width=2)
        sheet = Image.new("RGB", (sum(i.size[0] for i in imgs), max(i.size[1] for i in imgs)), "white")
        x = 0
        for i in imgs:
            sheet.paste(i, (x, 0))
            x += i.size[0]
        sheet.save(os.path.join(out_dir, t["file"].rsplit(".", 1)[0] + ".png"))


if __name__ == "__main__":
    main()
