# Lays a document's blocks (specs/*.py) out into drawing operations that each producer's own small program draws
# with its own library (PyMuPDF, PDF::Builder, gofpdf): text at a baseline, a line, a rectangle, a new page. Widths
# are those of the standard 14 fonts (the producers use the same core fonts), measured with PyMuPDF's tables.
# Coordinates are from the top left of the page, in points. A place's marks are drawn in its tag colour (spec.py).
import fitz

from spec import tag_int

W, H = 595.28, 841.89
BLACK, GREY, LIGHT = (0, 0, 0), (0.45, 0.45, 0.45), (0.8, 0.8, 0.8)
FONTS = {('helv', 'R'): 'helv', ('helv', 'B'): 'hebo', ('helv', 'I'): 'heit',
         ('times', 'R'): 'tiro', ('times', 'B'): 'tibo', ('times', 'I'): 'tiit'}


def tag_rgb(k):
    return (0, 0, tag_int(k) / 255)


class Layout:
    def __init__(self, doc):
        self.family = doc.get('family', 'helv')
        self.m = doc.get('margin', 50)
        self.size = doc.get('size', 9)
        self.footer = doc.get('footer')
        self.pages = []
        self.new_page()

    def width(self, text, style='R', size=None):
        return fitz.get_text_length(text, fontname=FONTS[(self.family, style)], fontsize=size or self.size)

    def new_page(self):
        self.ops = []
        self.pages.append(self.ops)
        self.y = self.m
        if self.footer:
            self.text(self.m, H - 28, self.footer, 'R', 6.5, GREY)

    def need(self, h):
        if self.y + h > H - self.m:
            self.new_page()

    def text(self, x, y, s, style='R', size=None, colour=BLACK):
        self.ops.append(['t', round(x, 2), round(y, 2), s, style, size or self.size, list(colour)])

    def line(self, x1, y1, x2, y2, colour=BLACK, w=0.7):
        self.ops.append(['l', round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), w, list(colour)])

    def rect(self, x, y, w, h, colour=BLACK, lw=0.7, fill=None):
        self.ops.append(['r', round(x, 2), round(y, 2), round(w, 2), round(h, 2), lw, list(colour),
                         list(fill) if fill else None])

    def wrap(self, text, width, style='R', size=None):
        lines, cur = [], ''
        for word in text.split():
            t = (cur + ' ' + word).strip()
            if self.width(t, style, size) > width and cur:
                lines.append(cur)
                cur = word
            else:
                cur = t
        if cur:
            lines.append(cur)
        return lines

    def para(self, x, width, text, style='R', size=None, colour=BLACK, lead=1.35):
        size = size or self.size
        for ln in self.wrap(text, width, style, size):
            self.need(size * lead)
            self.y += size * lead
            self.text(x, self.y - size * 0.25, ln, style, size, colour)

    # blocks -----------------------------------------------------------------------------------------------------
    def block(self, b):
        t, m, cw = b['t'], self.m, W - 2 * self.m
        if t == 'title':
            size = b.get('size', 15)
            self.need(size + 10)
            self.y += size + 4
            x = m if b.get('align') != 'center' else (W - self.width(b['text'], 'B', size)) / 2
            if b.get('align') == 'right':
                x = W - m - self.width(b['text'], 'B', size)
            self.text(x, self.y, b['text'], 'B', size)
            self.y += 6
        elif t == 'h':
            size = b.get('size', self.size + 2)
            self.need(size + 16)
            self.y += size + 8
            self.text(m, self.y, b['text'], 'B', size)
            if b.get('under'):
                self.line(m, self.y + 3, W - m, self.y + 3, GREY, 0.5)
            self.y += 3
        elif t == 'p':
            self.para(m + b.get('indent', 0), cw - b.get('indent', 0), b['text'], 'B' if b.get('bold') else
                      ('I' if b.get('italic') else 'R'), b.get('size'))
            self.y += b.get('after', 4)
        elif t == 'right':
            for ln in b['lines']:
                self.y += self.size * 1.35
                self.text(W - m - self.width(ln), self.y, ln)
            self.y += 4
        elif t == 'left':
            for ln in b['lines']:
                self.y += self.size * 1.35
                self.text(m, self.y, ln)
            self.y += 4
        elif t == 'cols':  # two columns of text lines, side by side
            y0, ys = self.y, []
            for i, col in enumerate(b['cols']):
                self.y = y0
                x = m + i * (cw / len(b['cols']))
                for j, ln in enumerate(col):
                    self.y += self.size * 1.35
                    self.text(x, self.y, ln, 'B' if j == 0 and b.get('boldFirst') else 'R')
                ys.append(self.y)
            self.y = max(ys) + 4
        elif t == 'hr':
            self.y += 5
            self.line(m, self.y, W - m, self.y, b.get('colour', GREY), b.get('w', 0.6))
            self.y += 5
        elif t == 'gap':
            self.y += b['h']
        elif t == 'break':
            self.new_page()
        elif t == 'kv':
            self.kv(b)
        elif t == 'places':
            self.places(b)
        elif t == 'grid':
            self.grid(b)
        else:
            raise ValueError(t)

    def kv(self, b):
        """Rows of label/value pairs; 'pairs' per row (1 or 2), borders optional."""
        m, cw = self.m, W - 2 * self.m
        pairs = b.get('pairs', 1)
        lw = b.get('labelWidth', 120 if pairs == 1 else 85)
        rh = b.get('rowHeight', self.size * 1.7)
        colw = cw / pairs
        for row in b['rows']:
            self.need(rh)
            if b.get('shade'):
                for i in range(pairs):
                    self.rect(m + i * colw, self.y, lw, rh, LIGHT, 0.4, (0.92, 0.92, 0.92))
            for i in range(pairs):
                if 2 * i >= len(row):
                    break
                k, v = row[2 * i], row[2 * i + 1]
                x = m + i * colw
                self.text(x + 3, self.y + rh - rh * 0.32, k, 'B' if b.get('boldLabels', True) else 'R')
                vx = x + lw + 3
                if b.get('rightValues'):
                    vx = x + colw - 4 - self.width(v)
                self.text(vx, self.y + rh - rh * 0.32, v)
                if b.get('borders'):
                    self.rect(x, self.y, colw, rh, LIGHT, 0.5)
                    self.line(x + lw, self.y, x + lw, self.y + rh, LIGHT, 0.5)
            if b.get('rules'):
                self.line(m, self.y + rh, W - m, self.y + rh, LIGHT, 0.4)
            self.y += rh
        self.y += b.get('after', 6)

    def places(self, b):
        """Places side by side in equal columns, each drawn in one of several styles."""
        m, cw = self.m, W - 2 * self.m
        n = len(b['places'])
        gap = b.get('gap', 24)
        colw = (cw - gap * (n - 1)) / n
        heights = []
        y0 = self.y
        self.need(b.get('height', 80))
        y0 = self.y
        for i, p in enumerate(b['places']):
            self.y = y0
            self.place(p, m + i * (colw + gap), colw)
            heights.append(self.y)
        self.y = max(heights) + b.get('after', 8)

    def place(self, p, x, colw):
        st, size = p['style'], self.size
        dw = p.get('dateWidth', 80) if p.get('dateTag') else 0
        sigw = colw - (dw + 14 if dw else 0)
        label = p.get('text', p['label'] + ':')
        c, dc = tag_rgb(p['tag']), (tag_rgb(p['dateTag']) if p.get('dateTag') else None)
        if st == 'rule':
            above = p.get('labelPos', 'below') == 'above'
            if above:
                self.y += size * 1.3
                self.text(x, self.y, label, 'B' if p.get('bold') else 'R')
                if dw:
                    self.text(x + colw - dw, self.y, p.get('dateText', 'Date'))
            self.y += p.get('room', 30)
            self.line(x, self.y, x + sigw, self.y, c, 0.8)
            if dw:
                self.line(x + colw - dw, self.y, x + colw, self.y, dc, 0.8)
            if not above:
                self.y += size * 1.3
                self.text(x, self.y, label, 'B' if p.get('bold') else 'R', size - 0.5)
                if dw:
                    self.text(x + colw - dw, self.y, p.get('dateText', 'Date'), 'R', size - 0.5)
                for extra in p.get('under', []):
                    self.y += size * 1.25
                    self.text(x, self.y, extra, 'R', size - 1.5, GREY)
        elif st in ('under', 'dots'):
            ch = '_' if st == 'under' else '.'
            lines = [(label, c, sigw if not p.get('dateSameLine') else colw * 0.62)]
            self.y += p.get('room', 28)
            lx = x + self.width(label + ' ')
            end = x + lines[0][2]
            n = max(4, int((end - lx) / self.width(ch)))
            self.text(x, self.y, label)
            self.text(lx, self.y, ch * n, 'R', size, c)
            if dw:
                dl = p.get('dateText', 'Date:')
                if p.get('dateSameLine'):
                    dx = lx + self.width(ch * n) + 12
                    self.text(dx, self.y, dl)
                    dlx = dx + self.width(dl + ' ')
                else:
                    self.y += p.get('dateRoom', 22)
                    self.text(x, self.y, dl)
                    dlx = x + self.width(dl + ' ')
                nd = max(4, int(min(dw + 20, x + colw - dlx) / self.width(ch)))
                self.text(dlx, self.y, ch * nd, 'R', size, dc)
            for extra in p.get('under', []):
                self.y += size * 1.25
                self.text(x, self.y, extra, 'R', size - 1.5, GREY)
            self.y += 4
        elif st == 'box':
            h = p.get('height', 36)
            self.y += size * 1.3
            self.text(x, self.y, label, 'B' if p.get('bold', True) else 'R')
            if dw:
                self.text(x + colw - dw, self.y, p.get('dateText', 'Date'), 'B' if p.get('bold', True) else 'R')
            self.y += 4
            self.rect(x, self.y, sigw, h, c, 0.8)
            if dw:
                self.rect(x + colw - dw, self.y + h - 20, dw, 20, dc, 0.8)
            self.y += h
            for extra in p.get('under', []):
                self.y += size * 1.25
                self.text(x, self.y, extra, 'R', size - 1.5, GREY)
        else:
            raise ValueError(st)

    def grid(self, b):
        """A signing table: header row, then per place a caption cell, a signature cell, a name cell, a date cell."""
        m, cw = self.m, W - 2 * self.m
        widths = b.get('widths', [130, 170, 120, cw - 420])
        heads = b.get('heads', ['', 'Signature', 'Print name', 'Date'])
        rh = b.get('rowHeight', 32)
        self.need(18 + rh * len(b['places']))
        x = m
        for w_, h_ in zip(widths, heads):
            self.rect(x, self.y, w_, 16, GREY, 0.5, (0.88, 0.88, 0.88))
            self.text(x + 4, self.y + 11.5, h_, 'B', self.size - 0.5)
            x += w_
        self.y += 16
        for p in b['places']:
            x = m
            cells = [x]
            for w_ in widths:
                x += w_
                cells.append(x)
            self.rect(m, self.y, widths[0], rh, GREY, 0.5)
            for ln_i, ln in enumerate(p.get('caption', [p['label']])):
                self.text(m + 4, self.y + 12 + ln_i * 10, ln, 'B' if ln_i == 0 else 'R', self.size - ln_i)
            self.rect(cells[1], self.y, widths[1], rh, tag_rgb(p['tag']), 0.6)
            self.rect(cells[2], self.y, widths[2], rh, GREY, 0.5)
            if p.get('name'):
                self.text(cells[2] + 4, self.y + rh / 2 + 3, p['name'])
            if p.get('dateTag'):
                self.rect(cells[3], self.y, widths[3], rh, tag_rgb(p['dateTag']), 0.6)
            else:
                self.rect(cells[3], self.y, widths[3], rh, GREY, 0.5)
            self.y += rh
        self.y += b.get('after', 8)


def lay_out(doc):
    lay = Layout(doc)
    for b in doc['blocks']:
        lay.block(b)
    return {'width': W, 'height': H, 'family': lay.family, 'pages': lay.pages}
