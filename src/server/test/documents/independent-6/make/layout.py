"""Lays out a document as a list of drawing operations for a PDF writer to carry out, and records each signing place's tag.

The marks of each signing place (rule, box, cell borders, underscores or dots) are drawn in their own near-black
colour rgb(0, 0, tag); measure.py finds them in the finished file. Nothing here is the truth: it is only the request.
"""
from PIL import ImageFont

FONTS = {
    "sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "serif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
    "liberation": (
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
    ),
}
GREY = [0.45, 0.45, 0.45]
BLACK = [0, 0, 0]
W, H = 595.28, 841.89
_measure = {}


def text_width(family, bold, size, s):
    key = (family, bold)
    if key not in _measure:
        _measure[key] = ImageFont.truetype(FONTS[family][1 if bold else 0], 1000)
    return _measure[key].getlength(s) * size / 1000


class Doc:
    def __init__(self, family="sans", left=50, right=545, title=""):
        self.family, self.left, self.right, self.title_meta = family, left, right, title
        self.pages = [[]]
        self.y = H - 50
        self.places = []
        self.next_tag = 1

    # drawing primitives
    def op(self, *a):
        self.pages[-1].append(list(a))

    def text(self, x, y, s, size=9, bold=False, color=BLACK):
        self.op("t", round(x, 2), round(y, 2), size, bool(bold), s, color)
        return text_width(self.family, bold, size, s)

    def width(self, s, size=9, bold=False):
        return text_width(self.family, bold, size, s)

    def line(self, x1, y1, x2, y2, w=0.6, color=GREY):
        self.op("l", round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), w, color)

    def rect(self, x, y, w, h, lw=0.7, color=GREY):
        self.op("r", round(x, 2), round(y, 2), round(w, 2), round(h, 2), lw, color)

    def tag(self):
        t = self.next_tag
        self.next_tag += 1
        return t, [0, 0, t / 255]

    def new_page(self):
        self.pages.append([])
        self.y = H - 50

    def need(self, h):
        if self.y - h < 60:
            self.new_page()

    # flowing content
    def wrap(self, s, size, w, bold=False):
        words, lines, cur = s.split(), [], ""
        for word in words:
            trial = (cur + " " + word).strip()
            if self.width(trial, size, bold) > w and cur:
                lines.append(cur)
                cur = word
            else:
                cur = trial
        if cur:
            lines.append(cur)
        return lines

    def para(self, s, size=8.5, bold=False, gap=4, x=None, w=None):
        x = self.left if x is None else x
        w = (self.right - x) if w is None else w
        for line in self.wrap(s, size, w, bold):
            self.need(size * 1.3)
            self.y -= size * 1.3
            self.text(x, self.y, line, size, bold)
        self.y -= gap

    def heading(self, s, size=10.5):
        self.need(30)
        self.y -= 10
        self.y -= size
        self.text(self.left, self.y, s, size, True)
        self.y -= 4

    def letterhead(self, name, lines, title, subtitle=None):
        self.y -= 14
        self.text(self.left, self.y, name, 15, True)
        for line in lines:
            self.y -= 10
            self.text(self.left, self.y, line, 7.5)
        self.y -= 6
        self.line(self.left, self.y, self.right, self.y, 1.0)
        self.y -= 24
        self.text(self.left, self.y, title, 15, True)
        if subtitle:
            self.y -= 14
            self.text(self.left, self.y, subtitle, 9.5)
        self.y -= 8

    def grid(self, widths, rows, size=8.5, bold_first=True, row_h=15, x=None):
        x = self.left if x is None else x
        total = sum(widths)
        for row in rows:
            lines = [self.wrap(c, size, widths[i] - 8) if c else [""] for i, c in enumerate(row)]
            h = max(row_h, max(len(l) for l in lines) * size * 1.25 + 6)
            self.need(h)
            top = self.y
            cx = x
            for i, cell in enumerate(lines):
                for k, t in enumerate(cell):
                    self.text(cx + 4, top - 4 - size * 0.85 - k * size * 1.25, t, size, bold_first and i == 0)
                cx += widths[i]
            self.line(x, top, x + total, top)
            self.line(x, top - h, x + total, top - h)
            vx = x
            for w in widths + [0]:
                self.line(vx, top - h, vx, top)
                vx += w
            self.y = top - h

    def kv(self, pairs, key_w=150, size=8.5):
        self.grid([key_w, self.right - self.left - key_w], [[k, v] for k, v in pairs], size)
        self.y -= 6

    # signing places: each records a spec entry {tag, label, signer, kind, dateTag, dateKind}
    def note(self, label, signer, kind, tag, date_tag=None, date_kind=None):
        self.places.append(
            {"tag": tag, "label": label, "signer": signer, "kind": kind, "dateTag": date_tag, "dateKind": date_kind}
        )

    def rule_beside(self, label, signer, date="Date", length=190, x=None, bold=True, date_len=80):
        """Label, then a rule; perhaps "Date" and a shorter rule on the same line."""
        self.need(40)
        self.y -= 30
        x = self.left if x is None else x
        lw = self.text(x, self.y, label, 9, bold)
        t, c = self.tag()
        x1 = x + lw + 6
        self.line(x1, self.y - 2, x1 + length, self.y - 2, 0.7, c)
        dt = None
        if date:
            dt, dc = self.tag()
            dx = x1 + length + 14
            dw = self.text(dx, self.y, date, 9, bold)
            self.line(dx + dw + 6, self.y - 2, dx + dw + 6 + date_len, self.y - 2, 0.7, dc)
        self.note(label, signer, "rule", t, dt, "rule" if dt else None)

    def chars_beside(self, label, signer, ch="_", n=40, date="Date", dn=16, size=9):
        """Label, then underscores or dots to sign on; perhaps a date of the same."""
        self.need(40)
        self.y -= 30
        lw = self.text(self.left, self.y, label + " ", size, False)
        t, c = self.tag()
        run = ch * n
        rw = self.text(self.left + lw, self.y, run, size, False, c)
        dt = None
        if date:
            dt, dc = self.tag()
            dx = self.left + lw + rw + 10
            dw = self.text(dx, self.y, date + " ", size, False)
            self.text(dx + dw, self.y, ch * dn, size, False, dc)
        self.note(label, signer, "chars", t, dt, "chars" if dt else None)

    def rules_under(self, items, length=200, gap=40, date_under=False):
        """Side by side rules, each with its label printed under it: items are (label, signer)."""
        self.need(60)
        self.y -= 40
        x = self.left
        for label, signer in items:
            t, c = self.tag()
            self.line(x, self.y, x + length, self.y, 0.7, c)
            self.text(x, self.y - 11, label, 8)
            dt = None
            if date_under:
                dt, dc = self.tag()
                self.line(x, self.y - 34, x + 100, self.y - 34, 0.7, dc)
                self.text(x, self.y - 45, "Date", 8)
            self.note(label, signer, "rule", t, dt, "rule" if dt else None)
            x += length + gap
        self.y -= 50 if date_under else 16

    def rule_label_above(self, label, signer, length=220, date=None):
        self.need(60)
        self.y -= 14
        self.text(self.left, self.y, label, 8.5, True)
        if date:
            self.text(self.left + length + 30, self.y, date, 8.5, True)
        self.y -= 30
        t, c = self.tag()
        self.line(self.left, self.y, self.left + length, self.y, 0.7, c)
        dt = None
        if date:
            dt, dc = self.tag()
            self.line(self.left + length + 30, self.y, self.left + length + 130, self.y, 0.7, dc)
        self.note(label, signer, "rule", t, dt, "rule" if dt else None)
        self.y -= 6

    def box_above(self, label, signer, w=230, h=42, date=None, x=None):
        """The label over an empty box; perhaps a date box beside it."""
        self.need(h + 30)
        x = self.left if x is None else x
        self.y -= 14
        self.text(x, self.y, label, 8.5, True)
        t, c = self.tag()
        self.rect(x, self.y - 5 - h, w, h, 0.8, c)
        dt = None
        if date:
            self.text(x + w + 16, self.y, date, 8.5, True)
            dt, dc = self.tag()
            self.rect(x + w + 16, self.y - 5 - 22, 95, 22, 0.8, dc)
        self.note(label, signer, "box", t, dt, "box" if dt else None)
        self.y -= h + 8

    def boxes_label_inside(self, items, w=235, h=48, gap=25, date_w=120):
        """Side by side boxes with the label printed small inside the top-left corner: items are (label, signer, date);
        a date label draws a narrower box of its own beside the signature box, with that label inside."""
        self.need(h + 20)
        self.y -= 8
        x = self.left
        for label, signer, date in items:
            t, c = self.tag()
            self.rect(x, self.y - h, w, h, 0.9, c)
            self.text(x + 4, self.y - 10, label, 7)
            x += w + gap
            dt = None
            if date:
                dt, dc = self.tag()
                self.rect(x, self.y - h, date_w, h, 0.9, dc)
                self.text(x + 4, self.y - 10, date, 7)
                x += date_w + gap
            self.note(label, signer, "box", t, dt, "box" if dt else None)
        self.y -= h + 6

    def cells(self, rows, widths=(140, 200, 50, 105), h=30):
        """A table of places: [label, (signature cell), "Date", (date cell)] per row; rows are (label, signer, date?)."""
        x0 = self.left
        for label, signer, with_date in rows:
            self.need(h + 6)
            top = self.y
            t, c = self.tag()
            self.text(x0 + 4, top - 12, label, 8.5, True)
            self.line(x0, top, x0 + widths[0], top)
            self.line(x0, top - h, x0 + widths[0], top - h)
            self.line(x0, top - h, x0, top)
            sx = x0 + widths[0]
            sig = [(sx, top, sx + widths[1], top), (sx, top - h, sx + widths[1], top - h), (sx, top - h, sx, top),
                   (sx + widths[1], top - h, sx + widths[1], top)]
            for a in sig:
                self.line(*a, 0.6, c)
            dt = None
            dx = sx + widths[1]
            if with_date:
                self.text(dx + 4, top - 12, "Date", 8.5, True)
                self.line(dx, top, dx + widths[2], top)
                self.line(dx, top - h, dx + widths[2], top - h)
                dt, dc = self.tag()
                ex = dx + widths[2]
                for a in [(ex, top, ex + widths[3], top), (ex, top - h, ex + widths[3], top - h), (ex, top - h, ex, top),
                          (ex + widths[3], top - h, ex + widths[3], top)]:
                    self.line(*a, 0.6, dc)
            self.note(label, signer, "cell", t, dt, "cell" if dt else None)
            self.y = top - h

    def program(self):
        return {"title": self.title_meta, "family": self.family, "fonts": FONTS[self.family], "pages": self.pages}
