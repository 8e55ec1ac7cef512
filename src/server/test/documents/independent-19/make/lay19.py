# Page descriptions for set 19: each layout writes its pages as drawing operations (text at a baseline,
# lines, rectangles), notes each signing place where its marks are drawn, and saves both for the writers.
import json, os, sys
from PIL import ImageFont
W, H = 595.28, 841.89
FONTS = {'H': 'LiberationSans-Regular', 'HB': 'LiberationSans-Bold', 'T': 'LiberationSerif-Regular',
         'TB': 'LiberationSerif-Bold', 'C': 'LiberationMono-Regular'}
_f = {k: ImageFont.truetype('/usr/share/fonts/truetype/liberation/%s.ttf' % v, 1000) for k, v in FONTS.items()}
OUT = os.environ.get('GEN19', '/tmp/gen19')

def tag(k):
    return '#0000%02x' % (4 * k)

class Doc:
    def __init__(self, name, head):
        self.name, self.head, self.pages, self.places = name, head, [], []
        self.new_page()
    def new_page(self):
        self.ops = []
        self.pages.append(self.ops)
    @property
    def page(self):
        return len(self.pages)
    def w(self, s, size=9, f='H'):
        return _f[f].getlength(s) * size / 1000
    def t(self, x, y, s, size=9, f='H', c='#000000', align='l'):
        if align == 'r': x -= self.w(s, size, f)
        if align == 'c': x -= self.w(s, size, f) / 2
        self.ops.append(['t', round(x, 2), round(y, 2), size, f, c, s])
        return self.w(s, size, f)
    def para(self, x, y, width, s, size=8, f='H', lead=None, c='#000000'):
        lead = lead or size * 1.25
        line = ''
        for word in s.split():
            cand = (line + ' ' + word).strip()
            if self.w(cand, size, f) > width and line:
                self.t(x, y, line, size, f, c); y -= lead; line = word
            else:
                line = cand
        if line:
            self.t(x, y, line, size, f, c); y -= lead
        return y
    def line(self, x1, y1, x2, y2, lw=0.5, c='#000000'):
        self.ops.append(['l', round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), lw, c])
    def box(self, x, y, w, h, lw=0.6, c='#000000'):
        self.ops.append(['r', round(x, 2), round(y, 2), round(w, 2), round(h, 2), lw, c])
    def fill(self, x, y, w, h, c='#dddddd'):
        self.ops.append(['f', round(x, 2), round(y, 2), round(w, 2), round(h, 2), c])
    def place(self, label, signer, mark, date=None):
        self.places.append({'label': label, 'signer': signer, 'mark': mark, 'date': date, 'page': self.page})
    def kv(self, x, y, k, v, size=8.5, kf='HB', vf='H', gap=None):
        self.t(x, y, k, size, kf)
        self.t(x + (gap if gap is not None else self.w(k, size, kf) + 4), y, v, size, vf)
    def save(self):
        os.makedirs(OUT + '/meta', exist_ok=True)
        with open('%s/meta/%s.json' % (OUT, self.name), 'w') as fh:
            json.dump({'name': self.name, 'head': self.head, 'places': self.places, 'pages': self.pages}, fh, ensure_ascii=False)
        # The same page description as S-expressions for the Guile writer.
        def q(s):
            return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'
        with open('%s/meta/%s.scm' % (OUT, self.name), 'w') as fh:
            fh.write('(\n')
            for ops in self.pages:
                fh.write(' (\n')
                for o in ops:
                    fh.write('  (' + ' '.join(q(v) if isinstance(v, str) else repr(float(v)) for v in o) + ')\n')
                fh.write(' )\n')
            fh.write(')\n')
