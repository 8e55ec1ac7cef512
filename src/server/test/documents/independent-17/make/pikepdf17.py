# Writes a page description (lay17.py) as a PDF with pikepdf: pages, base-14 font dictionaries (WinAnsiEncoding)
# and content streams are built as pikepdf objects; each page's operators are written here.
# usage: pikepdf17.py DESC.json OUT.pdf FAMILY   (FAMILY: helv | times | courier)
import json, sys
import pikepdf
from pikepdf import Name, Dictionary, Array

desc = json.load(open(sys.argv[1]))
out, family = sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else 'helv'
BASE = {
    'helv': {'R': 'Helvetica', 'B': 'Helvetica-Bold', 'I': 'Helvetica-Oblique'},
    'times': {'R': 'Times-Roman', 'B': 'Times-Bold', 'I': 'Times-Italic'},
}[family if family in ('helv', 'times') else 'helv']
BASE = dict(BASE, TR='Times-Roman', TB='Times-Bold', TI='Times-Italic', M='Courier', MB='Courier-Bold')

pdf = pikepdf.new()
pdf.docinfo[Name.Producer] = f'pikepdf {pikepdf.__version__}'
pdf.docinfo[Name.Title] = desc['head'].get('title', desc['name'])
fonts = Dictionary()
for i, (k, base) in enumerate(sorted(BASE.items())):
    fonts[Name('/F' + k)] = pdf.make_indirect(Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name('/' + base),
                                                         Encoding=Name.WinAnsiEncoding))


def esc(s):
    b = s.encode('cp1252')
    return b.replace(b'\\', b'\\\\').replace(b'(', b'\\(').replace(b')', b'\\)')


def col(c, op):
    return f'{c[0]:.4f} {c[1]:.4f} {c[2]:.4f} {op}'.encode()


for pg in desc['pages']:
    parts = []
    for op in pg['ops']:
        if op[0] == 't':
            _, x, y, size, font, s, c = op
            parts.append(b'BT ' + col(c, 'rg') + f' /F{font} {size} Tf {x} {y} Td ('.encode() + esc(s) + b') Tj ET')
        elif op[0] == 'l':
            _, x1, y1, x2, y2, lw, c, dash = op
            d = (b'[' + ' '.join(str(v) for v in dash).encode() + b'] 0 d ') if dash else b''
            cap = b'1 J ' if dash else b''
            parts.append(b'q ' + d + cap + col(c, 'RG') + f' {lw} w {x1} {y1} m {x2} {y2} l S Q'.encode())
        elif op[0] == 'r':
            _, x, y, w, h, lw, st, fi = op
            s = b'q '
            if fi:
                s += col(fi, 'rg') + f' {x} {y} {w} {h} re f '.encode()
            if st:
                s += col(st, 'RG') + f' {lw} w {x} {y} {w} {h} re S '.encode()
            parts.append(s + b'Q')
    page = pdf.add_blank_page(page_size=(pg['w'], pg['h']))
    page.obj.Resources = Dictionary(Font=fonts)
    page.obj.Contents = pdf.make_stream(b'\n'.join(parts))
pdf.save(out)
