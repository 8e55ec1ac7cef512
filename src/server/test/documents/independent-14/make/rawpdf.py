# A PDF written byte by byte: objects, content streams and the cross-reference table are this file's own (no PDF
# library). Text in the base-14 fonts with WinAnsiEncoding; lines and rectangles as path operators; content
# streams Flate-compressed when asked. Also wraps scanned JPEGs (DCTDecode) with an optional invisible text layer.
import json, sys, zlib, datetime

FONTMAP = {('sans', False): 'Helvetica', ('sans', True): 'Helvetica-Bold', ('serif', False): 'Times-Roman',
           ('serif', True): 'Times-Bold', ('mono', False): 'Courier', ('mono', True): 'Courier-Bold'}

def pstr(s):
    b = s.encode('cp1252')
    out = bytearray(b'(')
    for c in b:
        if c in b'()\\': out += b'\\' + bytes([c])
        elif c < 32 or c > 126: out += b'\\%03o' % c
        else: out.append(c)
    return bytes(out + b')')

def col(c): return ' '.join('%.6g' % (v / 255) for v in c)

class Writer:
    def __init__(self): self.objs = []
    def add(self, body):
        self.objs.append(body); return len(self.objs)
    def reserve(self): return self.add(None)
    def set(self, n, body): self.objs[n - 1] = body
    def stream(self, data, extra=b'', compress=True):
        if compress:
            data = zlib.compress(data, 9); extra += b' /Filter /FlateDecode'
        return self.add(b'<< /Length %d%s >>\nstream\n' % (len(data), extra) + data + b'\nendstream')
    def write(self, path, root, info):
        out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
        offs = []
        for i, body in enumerate(self.objs, 1):
            offs.append(len(out))
            out += b'%d 0 obj\n' % i + body + b'\nendobj\n'
        x = len(out)
        out += b'xref\n0 %d\n0000000000 65535 f \n' % (len(self.objs) + 1)
        for o in offs: out += b'%010d 00000 n \n' % o
        out += b'trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(self.objs) + 1, root, info, x)
        open(path, 'wb').write(out)

def content(ops):
    c = []
    for o in ops:
        if o['op'] == 'text':
            f = FONTMAP[(o['family'], o['bold'])]
            c.append(b'BT /%s %g Tf %s rg %.2f %.2f Td %s Tj ET' % (f.replace('-', '').encode(), o['size'], col(o['color']).encode(), o['x'], o['y'], pstr(o['s'])))
        elif o['op'] == 'line':
            c.append(b'%g w %s RG %.2f %.2f m %.2f %.2f l S' % (o['lw'], col(o['color']).encode(), o['x1'], o['y1'], o['x2'], o['y2']))
        elif o['op'] == 'rect':
            r = b'%.2f %.2f %.2f %.2f re' % (o['x'], o['y'], o['w'], o['h'])
            if o['fill'] is not None and o['stroke'] is not None:
                c.append(b'%g w %s rg %s RG %s B' % (o['lw'], col(o['fill']).encode(), col(o['stroke']).encode(), r))
            elif o['fill'] is not None:
                c.append(b'%s rg %s f' % (col(o['fill']).encode(), r))
            else:
                c.append(b'%g w %s RG %s S' % (o['lw'], col(o['stroke']).encode(), r))
    return b'\n'.join(c) + b'\n'

def info(w, title):
    d = datetime.datetime(2025, 3, 14, 10, 22, 5).strftime('D:%Y%m%d%H%M%S')
    return w.add(b'<< /Title %s /Producer (gen14 rawpdf.py: hand-written PDF) /CreationDate (%s) >>' % (pstr(title), d.encode()))

def from_meta(meta_path, out, compress=True):
    m = json.load(open(meta_path))
    w = Writer()
    pages = w.reserve()
    fonts = {f: w.add(b'<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % f.encode()) for f in set(FONTMAP.values())}
    res = b'<< /Font << %s >> >>' % b' '.join(b'/%s %d 0 R' % (f.replace('-', '').encode(), n) for f, n in fonts.items())
    kids = []
    for ops in m['pages']:
        cs = w.stream(content(ops), compress=compress)
        kids.append(w.add(b'<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595.28 841.89] /Resources %s /Contents %d 0 R >>' % (pages, res, cs)))
    w.set(pages, b'<< /Type /Pages /Kids [%s] /Count %d >>' % (b' '.join(b'%d 0 R' % k for k in kids), len(kids)))
    root = w.add(b'<< /Type /Catalog /Pages %d 0 R >>' % pages)
    w.write(out, root, info(w, m['head'].get('title', m['name'])))

def wrap_jpeg(jpeg, px_w, px_h, out, title, words=None, dpi=200):
    """An A4 page filled by the image; words = [(text, x0, y0, x1, y1) in pixels from the top left] drawn invisibly."""
    w = Writer()
    pages = w.reserve()
    data = open(jpeg, 'rb').read()
    img = w.add(b'<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n' % (px_w, px_h, len(data)) + data + b'\nendstream')
    c = [b'q 595.28 0 0 841.89 0 0 cm /Im0 Do Q']
    res = b'/XObject << /Im0 %d 0 R >>' % img
    if words:
        font = w.add(b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
        res += b' /Font << /F1 %d 0 R >>' % font
        sx, sy = 595.28 / px_w, 841.89 / px_h
        c.append(b'BT 3 Tr')
        import lay14
        for t, x0, y0, x1, y1 in words:
            try: t.encode('cp1252')
            except UnicodeEncodeError: continue
            size = max(4.0, (y1 - y0) * sy * 1.1)
            natural = lay14.width(t, size)
            want = (x1 - x0) * sx
            tz = 100 * want / natural if natural else 100
            c.append(b'/F1 %.2f Tf %.1f Tz 1 0 0 1 %.2f %.2f Tm %s Tj' % (size, tz, x0 * sx, 841.89 - y1 * sy + 0.2 * size * 0.9, pstr(t)))
        c.append(b'ET')
    cs = w.stream(b'\n'.join(c) + b'\n')
    page = w.add(b'<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595.28 841.89] /Resources << %s >> /Contents %d 0 R >>' % (pages, res, cs))
    w.set(pages, b'<< /Type /Pages /Kids [%d 0 R] /Count 1 >>' % page)
    root = w.add(b'<< /Type /Catalog /Pages %d 0 R >>' % pages)
    w.write(out, root, info(w, title))

if __name__ == '__main__':
    from_meta(sys.argv[1], sys.argv[2], compress=(len(sys.argv) < 4 or sys.argv[3] != 'plain'))
