"""pypdf 3.4 backend: pages, font resources and the document's objects are pypdf's (PdfWriter, PageObject,
DictionaryObject, ContentStream); each page's content is a list of operators written here; base-14 fonts
with WinAnsiEncoding."""
from pypdf import PdfWriter
from pypdf.generic import (DictionaryObject, NameObject, ArrayObject, FloatObject, DecodedStreamObject,
                           TextStringObject)

BASE = {('sans', False): 'Helvetica', ('sans', True): 'Helvetica-Bold', ('serif', False): 'Times-Roman',
        ('serif', True): 'Times-Bold', ('mono', False): 'Courier', ('mono', True): 'Courier-Bold'}

def pstr(s):
    b = s.encode('cp1252')
    return '(' + ''.join(chr(c) if 32 <= c < 127 and chr(c) not in '()\\' else '\\%03o' % c for c in b) + ')'

def col(c, op):
    return '%.4f %.4f %.4f %s' % (c[0], c[1], c[2], op)

def write(doc, out):
    W, H = doc.size
    wr = PdfWriter()
    for ops in doc.pages:
        page = wr.add_blank_page(W, H)
        fonts = DictionaryObject()
        names = {}
        for k, base in BASE.items():
            fd = DictionaryObject({NameObject('/Type'): NameObject('/Font'), NameObject('/Subtype'): NameObject('/Type1'),
                                   NameObject('/BaseFont'): NameObject('/' + base),
                                   NameObject('/Encoding'): NameObject('/WinAnsiEncoding')})
            n = 'F%d' % (len(names) + 1)
            names[k] = n
            fonts[NameObject('/' + n)] = wr._add_object(fd)
        page[NameObject('/Resources')] = DictionaryObject({NameObject('/Font'): fonts,
            NameObject('/ProcSet'): ArrayObject([NameObject('/PDF'), NameObject('/Text')])})
        cs = []
        for op in ops:
            kind = op[0]
            if kind == 'text':
                _, x, y, s, fam, size, bold, c = op
                cs.append('BT /%s %.2f Tf %s %.2f %.2f Td %s Tj ET' % (names[(fam, bold)], size, col(c, 'rg'), x, H - y, pstr(s)))
            elif kind == 'line':
                _, x1, y1, x2, y2, lw, c = op
                cs.append('%s %.2f w 0 J %.2f %.2f m %.2f %.2f l S' % (col(c, 'RG'), lw, x1, H - y1, x2, H - y2))
            elif kind == 'rect':
                _, x, y, w, h, lw, c, fill, stroke = op
                if fill is not None:
                    cs.append('%s %.2f %.2f %.2f %.2f re f' % (col(fill, 'rg'), x, H - y - h, w, h))
                if stroke:
                    cs.append('%s %.2f w 0 j %.2f %.2f %.2f %.2f re S' % (col(c, 'RG'), lw, x, H - y - h, w, h))
        st = DecodedStreamObject()
        st.set_data(('\n'.join(cs) + '\n').encode('latin-1'))
        st = st.flate_encode()
        page[NameObject('/Contents')] = wr._add_object(st)
    wr.add_metadata({'/Title': doc.head.get('title', doc.name), '/Producer': 'pypdf', '/Creator': doc.head.get('creator', '')})
    with open(out, 'wb') as f:
        wr.write(f)
