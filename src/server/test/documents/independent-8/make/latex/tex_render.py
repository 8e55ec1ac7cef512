# Writes one document as LaTeX for latex (DVI) and dvipdfmx; each signing mark coloured with its tag.

def esc(s):
    out = s
    for a, b in (('\\', r'\textbackslash{}'), ('&', r'\&'), ('%', r'\%'), ('$', r'\$'), ('#', r'\#'),
                 ('_', r'\_'), ('£', r'\pounds{}'), ('~', r'\~{}'), ('×', r'$\times$'), ('—', '---'), ('–', '--')):
        out = out.replace(a, b)
    return out.replace('\n', r'\\ ')


def tag(k, body):
    return rf'\textcolor[RGB]{{0,0,{k}}}{{{body}}}'


def rule(w):
    return r'\rule{%.2fcm}{0.5pt}' % w


def dots(w):
    return r'\makebox[%.2fcm]{\dotfill}' % w


def frame(w, inside=''):
    return r'\framebox[%.2fcm][l]{\rule{0pt}{1.5cm}%s}' % (w, inside)


def place(pl, width_cm):
    date = pl.get('dateTag')
    sig_w = width_cm * (0.62 if date else 1)
    date_w = width_cm - sig_w - 0.55
    dlabel = esc(pl.get('datePrinted') or 'Date')
    label = esc(pl['printed'])
    style = pl['style']
    if style == 'rule_below':
        s = r'\vspace*{9mm}\noindent' + tag(pl['tag'], rule(sig_w))
        if date:
            s += r'\hspace{4mm}' + tag(pl['dateTag'], rule(date_w))
        s += r'\\[1pt]\makebox[%.2fcm][l]{\footnotesize %s}' % (sig_w, label)
        if date:
            s += r'\hspace{4mm}{\footnotesize %s}' % dlabel
        return s
    if style in ('beside', 'dots'):
        mark = rule if style == 'beside' else dots
        s = r'\vspace*{6mm}\noindent\makebox[5.2cm][l]{%s}' % label + tag(pl['tag'], mark(sig_w - 5.4))
        if date:
            s += r'\quad %s\ ' % dlabel + tag(pl['dateTag'], mark(date_w - 1))
        return s
    # a box with its label above
    s = r'\noindent{\footnotesize %s}\\[2pt]\setlength{\fboxsep}{0pt}' % label
    s += tag(pl['tag'], frame(sig_w))
    if date:
        s += r'\hspace{4mm}' + tag(pl['dateTag'], frame(date_w, r'\raisebox{1.1cm}{\ \footnotesize %s}' % dlabel))
    return s


def render(spec):
    body = []
    for b in spec['blocks']:
        t = b['t']
        if t == 'h':
            body.append(rf'{{\Large\bfseries {esc(b["text"])}\par}}\vspace{{3pt}}')
        elif t == 'sub':
            body.append(rf'{{\footnotesize {esc(b["text"])}\par}}\vspace{{6pt}}')
        elif t == 'right':
            body.append(rf'\begin{{flushright}}\small {esc(b["text"])}\end{{flushright}}')
        elif t == 'p':
            size = r'\footnotesize' if b.get('size', 9.5) < 9 else r'\small'
            body.append(rf'{{{size} {esc(b["text"])}\par}}\vspace{{5pt}}')
        elif t == 'bold':
            body.append(rf'\vspace{{3pt}}{{\bfseries {esc(b["text"])}\par}}\vspace{{2pt}}')
        elif t == 'space':
            body.append(rf'\vspace{{{b["h"]}pt}}')
        elif t == 'page':
            body.append(r'\newpage')
        elif t == 'kv':
            rows = r' \\ '.join(rf'\textbf{{{esc(k)}}} & {esc(v)}' for k, v in b['rows'])
            body.append(r'{\small\noindent\begin{tabular}{@{}p{4.6cm}p{11.2cm}@{}}%s\end{tabular}\par}\vspace{6pt}' % rows)
        elif t == 'grid':
            cols = '|'.join(f'p{{{w * 15.4:.2f}cm}}' for w in b['widths'])
            rows = ''.join(' & '.join(esc(c) for c in row) + r' \\ \hline ' for row in b['rows'])
            body.append(rf'{{\small\noindent\begin{{tabular}}{{|{cols}|}}\hline {rows}\end{{tabular}}\par}}\vspace{{6pt}}')
        elif t == 'sig':
            n = len(b['places'])
            w = (16.0 - 0.8 * (n - 1)) / n
            parts = [rf'\begin{{minipage}}[t]{{{w:.2f}cm}}{place(pl, w)}\end{{minipage}}' for pl in b['places']]
            body.append(r'\par\noindent' + r'\hspace{8mm}'.join(parts) + r'\par\vspace{10pt}')
    return (r'''\documentclass[10pt,a4paper]{article}
\usepackage[utf8]{inputenc}
\usepackage[dvipdfmx]{color}
\setlength{\textwidth}{16.2cm}\setlength{\oddsidemargin}{-0.35cm}\setlength{\textheight}{24.5cm}
\setlength{\topmargin}{-1.2cm}\setlength{\parindent}{0pt}\pagestyle{empty}
\begin{document}
''' + '\n'.join(body) + '\n\\end{document}\n')
