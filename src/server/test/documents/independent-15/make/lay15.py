"""Page descriptions for the fifteenth set: each document's layout function writes text, rules and boxes
(y measured from the top of the page, text at its baseline); a producer's backend draws them. Each place
to sign is noted once where its marks are drawn, with its own near-black tag colour (0, 0, 4k/255)."""
import json, os
from PIL import ImageFont

FONTDIR = '/usr/share/fonts/truetype/liberation'
FILES = {('sans', False): 'LiberationSans-Regular.ttf', ('sans', True): 'LiberationSans-Bold.ttf',
         ('serif', False): 'LiberationSerif-Regular.ttf', ('serif', True): 'LiberationSerif-Bold.ttf',
         ('mono', False): 'LiberationMono-Regular.ttf', ('mono', True): 'LiberationMono-Bold.ttf'}
_fonts = {}
def width(s, family='sans', size=9, bold=False):
    key = (family, bold)
    if key not in _fonts:
        _fonts[key] = ImageFont.truetype(os.path.join(FONTDIR, FILES[key]), 1000)
    return _fonts[key].getlength(s) * size / 1000.0

BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.9, 0.9, 0.9)
A4 = (595.28, 841.89)

class Doc:
    def __init__(self, name, family='sans', size=A4):
        self.name = name
        self.family = family
        self.size = size
        self.pages = []
        self.places = []
        self.ntag = 0
        self.head = {}
        self.new_page()

    def new_page(self):
        self.pages.append([])
        return len(self.pages)

    @property
    def page(self):
        return len(self.pages)

    def tag(self):
        self.ntag += 1
        assert self.ntag <= 40
        return (0, 0, 4 * self.ntag / 255.0)

    def place(self, label, signer, date=True):
        """Notes a place; returns (sig colour, date colour or None)."""
        s = self.tag()
        d = self.tag() if date else None
        self.places.append({'label': label, 'signer': signer, 'page': self.page, 'tag': round(s[2] * 255),
                            'dateTag': round(d[2] * 255) if d else None})
        return s, d

    # drawing ops
    def text(self, x, y, s, size=9, bold=False, family=None, colour=BLACK, align='left'):
        fam = family or self.family
        if align != 'left':
            w = width(s, fam, size, bold)
            x = x - w if align == 'right' else x - w / 2
        self.pages[-1].append(('text', x, y, s, fam, size, bold, colour))
        return width(s, fam, size, bold)

    def para(self, x, y, s, maxw, size=8, lead=None, bold=False, family=None):
        fam = family or self.family
        lead = lead or size * 1.25
        words = s.split()
        line = ''
        for wd in words:
            t = (line + ' ' + wd).strip()
            if width(t, fam, size, bold) > maxw and line:
                self.text(x, y, line, size, bold, fam)
                y += lead
                line = wd
            else:
                line = t
        if line:
            self.text(x, y, line, size, bold, fam)
            y += lead
        return y

    def line(self, x1, y1, x2, y2, w=0.6, colour=BLACK):
        self.pages[-1].append(('line', x1, y1, x2, y2, w, colour))

    def rect(self, x, y, w, h, lw=0.6, colour=BLACK, fill=None, stroke=True):
        self.pages[-1].append(('rect', x, y, w, h, lw, colour, fill, stroke))

    def meta(self):
        return {'name': self.name, 'pages': len(self.pages), 'places': self.places, 'head': self.head,
                'size': self.size}

    def save_meta(self, d='/tmp/gen15/meta'):
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, self.name + '.json'), 'w') as f:
            json.dump(self.meta(), f, indent=1, ensure_ascii=False)

# shared helpers used by several layouts
def fill_rule(d, x, y, w, colour, lw=0.6):
    d.line(x, y, x + w, y, lw, colour)

def dots(d, x, y, w, colour, size=9, family=None):
    fam = family or d.family
    n = int(w / width('.', fam, size))
    d.text(x, y, '.' * n, size, False, fam, colour)

def underscores(d, x, y, w, colour, size=9, family=None):
    fam = family or d.family
    n = int(w / width('_', fam, size))
    d.text(x, y, '_' * n, size, False, fam, colour)

def kv_table(d, x, y, rows, colw, valw, rowh=14, size=8, lw=0.5, shade=True):
    """A bordered two-column table: caption cell (shaded) and value cell. Returns y below it."""
    for cap, val in rows:
        if shade:
            d.rect(x, y, colw, rowh, lw, BLACK, fill=LIGHT)
        else:
            d.rect(x, y, colw, rowh, lw)
        d.rect(x + colw, y, valw, rowh, lw)
        d.text(x + 3, y + rowh - 4, cap, size, True)
        d.text(x + colw + 4, y + rowh - 4, val, size)
        y += rowh
    return y

def money_table(d, x, y, rows, w, rowh=13, size=8, boldlast=False):
    for i, (cap, val) in enumerate(rows):
        b = boldlast and i == len(rows) - 1
        d.rect(x, y, w, rowh, 0.4)
        d.text(x + 4, y + rowh - 3.8, cap, size, b)
        d.text(x + w - 4, y + rowh - 3.8, val, size, b, align='right')
        y += rowh
    return y
