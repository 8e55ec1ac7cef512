# Lays one document out as an A4 SVG (1 unit = 1 pt), for Inkscape to export as PDF; marks in tag colours.
import textwrap
from xml.sax.saxutils import escape

W, H, M = 595.28, 841.89, 46
FONT = "font-family:'Liberation Sans',Arial,sans-serif"


def tag_hex(k):
    return f'#0000{k:02x}'


class Page:
    def __init__(self):
        self.y = M + 6  # from the top, as SVG measures
        self.out = []

    def text(self, x, y, s, size=9, bold=False, fill='#000', anchor='start'):
        weight = 'bold' if bold else 'normal'
        self.out.append(f'<text x="{x:.2f}" y="{y:.2f}" style="{FONT};font-size:{size}px;font-weight:{weight};fill:{fill};text-anchor:{anchor}">{escape(s)}</text>')

    def spans(self, x, y, parts, size=9):
        inner = ''.join(f'<tspan style="fill:{fill}">{escape(s)}</tspan>' for s, fill in parts)
        self.out.append(f'<text x="{x:.2f}" y="{y:.2f}" style="{FONT};font-size:{size}px;white-space:pre" xml:space="preserve">{inner}</text>')

    def line(self, x0, x1, y, color='#000', width=0.7):
        self.out.append(f'<path d="M {x0:.2f},{y:.2f} H {x1:.2f}" style="fill:none;stroke:{color};stroke-width:{width}"/>')

    def rect(self, x, y, w, h, color='#000', width=0.7):
        self.out.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" style="fill:none;stroke:{color};stroke-width:{width}"/>')

    def para(self, x, width, s, size=9, bold=False, gap=5):
        per_line = max(int(width / (size * 0.5)), 10)
        for raw in s.split('\n'):
            for ln in textwrap.wrap(raw, per_line) or ['']:
                self.y += size * 1.3
                self.text(x, self.y, ln, size, bold)
        self.y += gap


def place(pg, pl, x, w):
    top = pg.y
    style = pl['style']
    date_w = w * 0.3 if pl.get('dateTag') else 0
    sig_w = w - date_w - (10 if date_w else 0)
    if style in ('rule_below', 'rule_above'):
        if style == 'rule_above':
            pg.text(x, pg.y + 10, pl['printed'], 8.5)
            if date_w:
                pg.text(x + sig_w + 10, pg.y + 10, pl.get('datePrinted') or 'Date', 8.5)
        pg.y += 40
        pg.line(x, x + sig_w, pg.y, tag_hex(pl['tag']))
        if date_w:
            pg.line(x + sig_w + 10, x + w, pg.y, tag_hex(pl['dateTag']))
        if style == 'rule_below':
            pg.text(x, pg.y + 11, pl['printed'], 8)
            if date_w:
                pg.text(x + sig_w + 10, pg.y + 11, pl.get('datePrinted') or 'Date', 8)
            pg.y += 14
    elif style in ('under', 'dots'):
        ch, n = ('_', 28) if style == 'under' else ('.', 50)
        parts = [(pl['printed'] + '  ', '#000'), (ch * n, tag_hex(pl['tag']))]
        if date_w:
            parts += [('   ' + (pl.get('datePrinted') or 'Date') + '  ', '#000'), (ch * (n // 3), tag_hex(pl['dateTag']))]
        pg.y += 26
        pg.spans(x, pg.y, parts)
        pg.y += 6
    elif style == 'box':
        pg.text(x, pg.y + 10, pl['printed'], 8.5)
        pg.rect(x, pg.y + 15, sig_w, 44, tag_hex(pl['tag']))
        if date_w:
            pg.text(x + sig_w + 10, pg.y + 10, pl.get('datePrinted') or 'Date', 8.5)
            pg.rect(x + sig_w + 10, pg.y + 15, date_w, 44, tag_hex(pl['dateTag']))
        pg.y += 62
    return pg.y - top


def render(spec):
    pg = Page()
    width = W - 2 * M
    for b in spec['blocks']:
        t = b['t']
        if t == 'h':
            pg.para(M, width, b['text'], b.get('size', 15), True, 4)
        elif t == 'sub':
            pg.para(M, width, b['text'], 8.5)
        elif t == 'right':
            for ln in b['text'].split('\n'):
                pg.y += 11
                pg.text(W - M, pg.y, ln, 8.5, anchor='end')
            pg.y += 4
        elif t == 'p':
            pg.para(M, width, b['text'], b.get('size', 9))
        elif t == 'bold':
            pg.para(M, width, b['text'], 10, True, 3)
        elif t == 'space':
            pg.y += b['h']
        elif t == 'rule':
            pg.y += 4
            pg.line(M, W - M, pg.y)
            pg.y += 6
        elif t == 'kv':
            for k, v in b['rows']:
                y0 = pg.y
                pg.para(M, 150, k, 9, True, 0)
                y1, pg.y = pg.y, y0
                pg.para(M + 160, width - 160, v, 9, False, 0)
                pg.y = max(pg.y, y1) + 2
            pg.y += 6
        elif t == 'grid':
            grid(pg, b, width)
        elif t == 'sig':
            cols = len(b['places'])
            gap = 22
            w = (width - gap * (cols - 1)) / cols
            top = pg.y
            used = []
            for i, pl in enumerate(b['places']):
                pg.y = top
                used.append(place(pg, pl, M + i * (w + gap), w))
            pg.y = top + max(used) + 10
    body = '\n'.join(pg.out)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 {W} {H}">\n'
            f'<title>{escape(spec["title"])}</title>\n{body}\n</svg>\n')


def grid(pg, b, width):
    """A ruled table; a cell that is a place ({'place': ...}) is drawn in the place's colour and is its box."""
    size = b.get('size', 8.5)
    widths = [f * width for f in b['widths']]
    for row in b['rows']:
        lines = []
        for c, w in zip(row, widths):
            s = c['place']['printed'] if isinstance(c, dict) else c
            lines.append(sum(len(textwrap.wrap(p, max(int((w - 8) / (size * 0.5)), 6))) or 1 for p in s.split('\n')))
        h = max(max(lines) * size * 1.3 + 8, b.get('minHeight', 0))
        x = M
        for c, w in zip(row, widths):
            if isinstance(c, dict):
                pl = c['place']
                pg.rect(x, pg.y, w, h, tag_hex(pl['tag']))
                pg.text(x + 4, pg.y + size + 3, pl['printed'], size - 0.5)
            else:
                pg.rect(x, pg.y, w, h)
                y_save = pg.y
                pg.y += 1.5
                pg.para(x + 4, w - 8, c, size, False, 0)
                pg.y = y_save
            x += w
        pg.y += h
    pg.y += 8
