"""PyX 0.16 backend: PyX writes the PDF itself; text is set by LaTeX (helvet / mathptmx / courier, T1) through
PyX's texrunner and embedded as Type 1 fonts by PyX; rules and boxes are PyX paths."""
from pyx import canvas, document, path, color, style, text, unit, bbox, deco

unit.set(defaultunit='pt')
_engine = {}

PRE = {
    'sans': r'\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{helvet}\renewcommand{\familydefault}{\sfdefault}',
    'serif': r'\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{mathptmx}',
    'mono': r'\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{courier}\renewcommand{\familydefault}{\ttdefault}',
}

def esc(s):
    out = []
    for ch in s:
        if ch in '&%$#_{}':
            out.append('\\' + ch)
        elif ch == '~':
            out.append(r'\textasciitilde{}')
        elif ch == '^':
            out.append(r'\textasciicircum{}')
        elif ch == '\\':
            out.append(r'\textbackslash{}')
        elif ch == '£':
            out.append(r'\pounds{}')
        elif ch == '|':
            out.append(r'\textbar{}')
        elif ch == '<':
            out.append(r'\textless{}')
        elif ch == '>':
            out.append(r'\textgreater{}')
        elif ch == '-':
            out.append('-{}')
        elif ch == "'":
            out.append(r"\textquotesingle{}")
        elif ch == '"':
            out.append(r"\textquotedbl{}")
        else:
            out.append(ch)
    return ''.join(out)

def rgb(c):
    return color.rgb(*c)

def write(doc, out):
    runner = text.LatexRunner(docopt='10pt', texenc='utf-8')
    runner.preamble(PRE[doc.family] + r'\usepackage{textcomp}')
    W, H = doc.size
    pages = []
    for ops in doc.pages:
        c = canvas.canvas()
        for op in ops:
            kind = op[0]
            if kind == 'text':
                _, x, y, s, fam, size, bold, col = op
                body = esc(s)
                if fam == 'mono':
                    body = body.replace(' ', '\\ ')
                if fam != doc.family:
                    body = {'sans': r'\sffamily ', 'serif': r'\rmfamily ', 'mono': r'\ttfamily '}[fam] + body
                if bold:
                    body = r'\bfseries ' + body
                t = runner.text(0, 0, r'\fontsize{%.2f}{%.2f}\selectfont %s' % (size * 72.27 / 72, size * 1.2, body),
                                [rgb(col)])
                c.insert(t, [__import__('pyx').trafo.translate(x, H - y)])
            elif kind == 'line':
                _, x1, y1, x2, y2, w, col = op
                c.stroke(path.line(x1, H - y1, x2, H - y2), [rgb(col), style.linewidth(w), style.linecap.butt])
            elif kind == 'rect':
                _, x, y, w, h, lw, col, fill, stroke = op
                p = path.rect(x, H - y - h, w, h)
                if fill is not None:
                    c.fill(p, [rgb(fill)])
                if stroke:
                    c.stroke(p, [rgb(col), style.linewidth(lw)])
        pages.append(document.page(c, paperformat=document.paperformat(W * unit.t_pt, H * unit.t_pt) if False else document.paperformat.A4,
                                   centered=0, fittosize=0, bbox=bbox.bbox(0, 0, W, H)))
    document.document(pages).writePDFfile(out, title=doc.head.get('title', doc.name), author=doc.head.get('author', ''))
