# Page description shared by the set's PDF writers (pikepdf17.py, muhammara17.mjs).
# A layout function draws text at a baseline (widths from the Liberation fonts, metric-compatible with the
# base-14 fonts), lines, rectangles; every place's marks are drawn in its own near-black tag colour
# (0, 0, 4k/255) so that measure17.py can find them in a rendering. The description goes to
# /tmp/gen17/desc/NAME.json with the truth's head.
import json, os
from PIL import ImageFont

LIB = '/usr/share/fonts/truetype/liberation/'
FONTFILES = {
    'R': 'LiberationSans-Regular.ttf', 'B': 'LiberationSans-Bold.ttf', 'I': 'LiberationSans-Italic.ttf',
    'TR': 'LiberationSerif-Regular.ttf', 'TB': 'LiberationSerif-Bold.ttf', 'TI': 'LiberationSerif-Italic.ttf',
    'M': 'LiberationMono-Regular.ttf', 'MB': 'LiberationMono-Bold.ttf',
}
_f = {k: ImageFont.truetype(LIB + v, 1000) for k, v in FONTFILES.items()}
A4 = (595.28, 841.89)
BLACK = (0, 0, 0)


def width(s, size, font='R'):
    return _f[font].getlength(s) * size / 1000.0


def tag(k):
    return (0, 0, 4 * k / 255.0)


class Doc:
    def __init__(self, name, head, size=A4):
        self.name, self.head, self.size = name, head, size
        self.pages, self.places, self.ntag = [], [], 0
        self.new_page()

    def new_page(self):
        self.pages.append({'w': self.size[0], 'h': self.size[1], 'ops': []})
        self.ops = self.pages[-1]['ops']

    @property
    def pno(self):
        return len(self.pages)

    # drawing
    def t(self, x, y, s, size=9, font='R', color=BLACK, align='l'):
        if align == 'r':
            x -= width(s, size, font)
        elif align == 'c':
            x -= width(s, size, font) / 2
        self.ops.append(['t', round(x, 2), round(y, 2), size, font, s, list(color)])
        return x + width(s, size, font)

    def line(self, x1, y1, x2, y2, lw=0.6, color=BLACK, dash=None):
        self.ops.append(['l', x1, y1, x2, y2, lw, list(color), dash])

    def rect(self, x, y, w, h, lw=0.6, stroke=BLACK, fill=None):
        self.ops.append(['r', x, y, w, h, lw, list(stroke) if stroke else None, list(fill) if fill else None])

    def wrap(self, x, y, w, s, size=8, font='R', lead=None, color=BLACK):
        lead = lead or size * 1.25
        words, cur = s.split(), ''
        for wd in words:
            cand = (cur + ' ' + wd).strip()
            if width(cand, size, font) > w and cur:
                self.t(x, y, cur, size, font, color)
                y -= lead
                cur = wd
            else:
                cur = cand
        if cur:
            self.t(x, y, cur, size, font, color)
            y -= lead
        return y

    def kv(self, x, y, k, v, size=8.5, kw=110, kf='B', vf='R'):
        self.t(x, y, k, size, kf)
        self.t(x + kw, y, v, size, vf)

    # places: new tag colours
    def newtag(self):
        self.ntag += 1
        return self.ntag

    def place(self, label, signer, mark, date=None):
        """mark/date: tag numbers already drawn on the current page."""
        self.places.append({'label': label, 'signer': signer, 'page': self.pno, 'tag': mark, 'datetag': date})

    def rule(self, x, y, w, k, lw=0.7, dash=None):
        self.line(x, y, x + w, y, lw, tag(k), dash)

    def dots(self, x, y, w, k):
        self.rule(x, y, w, k, lw=0.9, dash=[0.9, 2.1])

    def unders(self, x, y, n, k, size=9, font='R'):
        return self.t(x, y, '_' * n, size, font, tag(k))

    def box(self, x, y, w, h, k, lw=0.8):
        self.rect(x, y, w, h, lw, tag(k))

    def save(self):
        os.makedirs('/tmp/gen17/desc', exist_ok=True)
        with open(f'/tmp/gen17/desc/{self.name}.json', 'w') as fh:
            json.dump({'name': self.name, 'head': self.head, 'pages': self.pages, 'places': self.places}, fh)
