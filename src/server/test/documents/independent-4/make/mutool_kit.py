"""Pages for `mutool create`: one content-stream file per page, fonts named in %% comments.
Coordinates here are PDF points from the bottom-left, as the producer takes them."""
import os
import subprocess

from common import BUILD, FILES

W, H = 595, 842


def pdf_str(text):
    out = []
    for ch in text:
        if ch in "()\\":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            out.append("\\%03o" % ord(ch.encode("cp1252")))
    return "".join(out)


class Page:
    def __init__(self):
        self.ops = []

    def text(self, x, y, s, size=9, font="F1", grey=0, colour=None):
        fill = colour if colour else f"{grey} g"
        self.ops.append(f"BT {fill} /{font} {size} Tf {x} {y} Td ({pdf_str(s)}) Tj ET")

    def lines(self, x, y, rows, size=9, lead=None, font="F1"):
        lead = lead or size * 1.3
        for i, row in enumerate(rows):
            self.text(x, y - i * lead, row, size, font)
        return y - len(rows) * lead

    def rule(self, x, y, w, colour="0 0 0", width=0.7):
        self.ops.append(f"q {colour} RG {width} w {x} {y} m {x + w} {y} l S Q")

    def rect(self, x, y, w, h, colour="0 0 0", width=0.8, fill=None):
        if fill:
            self.ops.append(f"q {fill} rg {x} {y} {w} {h} re f Q")
        self.ops.append(f"q {colour} RG {width} w {x} {y} {w} {h} re S Q")

    def fill(self, x, y, w, h, colour):
        self.ops.append(f"q {colour} rg {x} {y} {w} {h} re f Q")


def tag_rgb(tag):
    return f"0 0 {tag / 255:.5f}"


def build(name, pages, fonts=(("F1", "Helvetica"), ("F2", "Helvetica-Bold"))):
    paths = []
    for i, page in enumerate(pages, start=1):
        path = os.path.join(BUILD, f"{name}.page{i}.txt")
        head = [f"%%MediaBox 0 0 {W} {H}"] + [f"%%Font {k} {v}" for k, v in fonts]
        with open(path, "w", encoding="latin-1") as f:
            f.write("\n".join(head + page.ops) + "\n")
        paths.append(path)
    out = os.path.join(FILES, name) if not name.startswith("/") else name
    subprocess.run(["mutool", "create", "-o", out] + paths, check=True)
    return out
