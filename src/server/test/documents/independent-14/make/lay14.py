# A page description shared by this set's three PDF writers (hand-written PDF bytes, gnuplot's pdfcairo, Perl's
# Text::PDF): text at a baseline, lines and rectangles in PDF points from the bottom left of an A4 page. Each place to
# sign is noted where its marks are drawn, each mark in its own near-black tag colour, so measure14.py finds the box.
import json, textwrap
from PIL import ImageFont

W, H = 595.28, 841.89
FONTS = {
    ('sans', False): '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    ('sans', True): '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    ('serif', False): '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    ('serif', True): '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
    ('mono', False): '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
    ('mono', True): '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
}
_f = {}
def width(s, size, family='sans', bold=False):
    k = (family, bold)
    if k not in _f: _f[k] = ImageFont.truetype(FONTS[k], 1000)
    return _f[k].getlength(s) * size / 1000

BLACK = (0, 0, 0)

class Doc:
    def __init__(self, name, family='sans'):
        self.name, self.family = name, family
        self.pages = [[]]
        self.places = []
        self.k = 0
        self.head = {}

    @property
    def ops(self): return self.pages[-1]
    @property
    def pageno(self): return len(self.pages)
    def newpage(self): self.pages.append([])

    def tag(self):
        self.k += 1
        assert self.k <= 60
        return (0, 0, 4 * self.k)  # 0-255

    def place(self, label, signer, customer, date=True):
        """A place to sign: returns (signature tag, date tag or None)."""
        s = self.tag(); d = self.tag() if date else None
        self.places.append(dict(label=label, signer=signer, customer=customer, page=self.pageno, tag=s[2], dateTag=d and d[2]))
        return s, d

    def text(self, x, y, s, size=9, bold=False, color=BLACK, family=None, align='left'):
        fam = family or self.family
        if align != 'left':
            w = width(s, size, fam, bold)
            x = x - (w if align == 'right' else w / 2)
        self.ops.append(dict(op='text', x=round(x, 2), y=round(y, 2), s=s, size=size, bold=bold, family=fam, color=color))
        return width(s, size, fam, bold)

    def line(self, x1, y1, x2, y2, lw=0.6, color=BLACK):
        self.ops.append(dict(op='line', x1=x1, y1=y1, x2=x2, y2=y2, lw=lw, color=color))

    def rect(self, x, y, w, h, lw=0.6, stroke=BLACK, fill=None):
        self.ops.append(dict(op='rect', x=x, y=y, w=w, h=h, lw=lw, stroke=stroke, fill=fill))

    def para(self, x, y, wid, s, size=8.5, lead=None, bold=False, family=None):
        fam = family or self.family
        lead = lead or size * 1.3
        words, line = s.split(), ''
        for wd in words:
            t = (line + ' ' + wd).strip()
            if width(t, size, fam, bold) > wid and line:
                self.text(x, y, line, size, bold, family=fam); y -= lead; line = wd
            else:
                line = t
        if line: self.text(x, y, line, size, bold, family=fam); y -= lead
        return y

    def fill_chars(self, x, y, wid, ch, size, color, family=None):
        fam = family or self.family
        n = int(wid / width(ch, size, fam))
        self.text(x, y, ch * n, size, color=color, family=fam)
        return n * width(ch, size, fam)

    def save(self, head):
        self.head = head
        json.dump(dict(name=self.name, head=head, pages=self.pages, places=self.places), open(f'/tmp/gen14/meta/{self.name}.json', 'w'), ensure_ascii=False, indent=1)
