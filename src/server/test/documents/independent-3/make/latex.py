#!/usr/bin/python3
"""xelatex (fontspec) documents. Each signing and date rule is drawn in its own near-black tag colour
(tag<i>, tagd<i>); after typesetting, pdfminer finds every filled rule by its colour, so the truth box is where
XeTeX actually put the rule: from its left end, as long as it, 30 pt tall (date 18 pt) above it."""
import json, os, subprocess, sys, tempfile
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTRect, LTLine, LTCurve, LTContainer
from latex_papers import PAPERS

here = os.path.dirname(os.path.abspath(__file__)); files = os.path.join(here, '..', 'files')

PREAMBLE = r'''\documentclass[10pt]{article}
\usepackage[a4paper,margin=18mm,includefoot]{geometry}
\usepackage{fontspec}
\setmainfont{%(font)s}
\usepackage{xcolor,tabularx,array,booktabs,colortbl}
\pagestyle{plain}
\setlength{\parindent}{0pt}\setlength{\parskip}{5pt}
\renewcommand{\arraystretch}{1.35}
%(colours)s
\newcommand{\sig}[3]{\begin{minipage}[b]{#2}\vspace*{34pt}\textcolor{#1}{\rule{\linewidth}{0.6pt}}\par\vspace{1pt}{\footnotesize\bfseries #3}\end{minipage}}
\newcommand{\kv}[2]{\textbf{\small #1} & #2 \\ \hline}
\begin{document}
\thispagestyle{%(pagestyle)s}
'''

def tag_rgb(i, date):
    return (0.07, round(0.05 + 0.011 * i, 3), 0.13 if date else 0.09)

def rules(pdf):
    found = []
    def walk(o, pg):
        if isinstance(o, (LTRect, LTLine, LTCurve)):
            c = o.non_stroking_color
            if isinstance(c, (list, tuple)) and len(c) == 3:
                found.append((pg, tuple(float(v) for v in c), o.bbox))
        if isinstance(o, LTContainer):
            for ch in o: walk(ch, pg)
    for n, page in enumerate(extract_pages(pdf), start=1):
        walk(page, n)
    return found

def make(d):
    places = d['places']
    colours = []
    body = d['body']
    for i, p in enumerate(places):
        colours.append(r'\definecolor{tag%d}{rgb}{%g,%g,%g}' % ((i,) + tag_rgb(i, False)))
        colours.append(r'\definecolor{tagd%d}{rgb}{%g,%g,%g}' % ((i,) + tag_rgb(i, True)))
    tex = PREAMBLE % {'font': d.get('font', 'Liberation Sans'), 'colours': '\n'.join(colours), 'pagestyle': d.get('pagestyle', 'plain')} + body + '\n\\end{document}\n'
    with tempfile.TemporaryDirectory() as tmp:
        open(os.path.join(tmp, 'doc.tex'), 'w').write(tex)
        r = subprocess.run(['xelatex', '-interaction=nonstopmode', 'doc.tex'], cwd=tmp, capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stdout[-3000:]); raise SystemExit(1)
        target = os.path.join(files, d['file'])
        os.replace(os.path.join(tmp, 'doc.pdf'), target)
    found = rules(target)
    def find(i, date):
        want = tag_rgb(i, date)
        hits = [f for f in found if all(abs(a - b) < 0.002 for a, b in zip(f[1], want))]
        if len(hits) != 1: raise SystemExit(f"{d['file']}: place {i} date={date}: {len(hits)} rules")
        pg, _, (x0, y0, x1, y1) = hits[0]
        r1 = lambda v: round(v, 1)
        return pg, {'x': r1(x0), 'y': r1(y0), 'width': r1(x1 - x0), 'height': 18 if date else 30}
    sig, other = [], []
    for i, p in enumerate(places):
        pg, box = find(i, False)
        o = {'page': pg, 'label': p['label'], 'box': box}
        if p.get('date') and p['signer'] in ('customer', 'customer2'):
            pg2, db = find(i, True); assert pg2 == pg; o['dateBox'] = db
        o['signer'] = p['signer']
        (sig if p['signer'] in ('customer', 'customer2') else other).append(o)
    pages = int([l for l in subprocess.run(['pdfinfo', target], capture_output=True, text=True).stdout.splitlines() if l.startswith('Pages')][0].split()[1])
    t = d['truth']
    truth = {'file': d['file'], 'format': 'pdf', 'kinds': t['kinds'], 'documentType': t['documentType'], 'customerName': t['customerName'],
             'vehicleRegistration': t['reg'], 'otherRegistrations': t.get('otherRegs', []), 'pageCount': pages, 'hasTextLayer': True,
             'dealershipName': t['dealer'], 'signatureFields': sig, 'otherPlaces': other}
    open(target + '.truth.json', 'w').write(json.dumps(truth, indent=2, ensure_ascii=False) + '\n')
    print(d['file'], pages, len(places))

flt = sys.argv[1] if len(sys.argv) > 1 else ''
for d in PAPERS:
    if flt in d['file']: make(d)
