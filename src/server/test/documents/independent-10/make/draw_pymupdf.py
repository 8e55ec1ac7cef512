# Draws a laid-out document (layout.py) with PyMuPDF's own page API: insert_text, draw_line, draw_rect.
import fitz

FONTS = {('helv', 'R'): 'helv', ('helv', 'B'): 'hebo', ('helv', 'I'): 'heit',
         ('times', 'R'): 'tiro', ('times', 'B'): 'tibo', ('times', 'I'): 'tiit'}


def draw(laid, out, meta=None):
    pdf = fitz.open()
    for ops in laid['pages']:
        page = pdf.new_page(width=laid['width'], height=laid['height'])
        for op in ops:
            if op[0] == 't':
                _, x, y, s, style, size, colour = op
                page.insert_text((x, y), s, fontsize=size, fontname=FONTS[(laid['family'], style)], color=colour)
            elif op[0] == 'l':
                _, x1, y1, x2, y2, w, colour = op
                page.draw_line((x1, y1), (x2, y2), color=colour, width=w)
            elif op[0] == 'r':
                _, x, y, w, h, lw, colour, fill = op
                page.draw_rect(fitz.Rect(x, y, x + w, y + h), color=colour, fill=fill, width=lw)
    if meta:
        pdf.set_metadata(meta)
    pdf.save(out, garbage=3, deflate=True)
