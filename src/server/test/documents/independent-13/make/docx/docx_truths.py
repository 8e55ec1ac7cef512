#!/usr/bin/python3
"""Word truths: converts each .docx with LibreOffice (soffice --headless --convert-to pdf), takes the page count and
finds each place's caption (its 'find' text, whitespace-insensitive) on a page of the rendition. Places carry no box.
usage: docx_truths.py META.json ...   (meta from docxmlater_docs.mjs or wml_docs.py in /tmp/gen13/meta)"""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import measure13 as m13
LO = '/tmp/gen13/lo'
os.makedirs(LO, exist_ok=True)
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
for mp in sys.argv[1:]:
    meta = json.load(open(mp))
    src = meta['source']
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', LO, src], check=True, capture_output=True)
    pdf = os.path.join(LO, os.path.basename(src)[:-5] + '.pdf')
    n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))
    pages = [norm(subprocess.run(['pdftotext', '-f', str(i), '-l', str(i), pdf, '-'], capture_output=True, text=True).stdout) for i in range(1, n + 1)]
    fields, others = [], []
    for pl in meta['places']:
        hits = [i + 1 for i, t in enumerate(pages) if norm(pl['find']) in t]
        if len(hits) != 1:
            raise SystemExit(f"{meta['file']}: caption {pl['find']!r} found on pages {hits}")
        p = dict(page=hits[0], label=pl['label'], signer=pl['signer'])
        (fields if pl['signer'] and pl['signer'].startswith('customer') else others).append(p)
    t = m13.truth(dict(meta, file=meta['file']), fields, others, n)
    t['format'] = 'docx'
    m13.write(t)
    print(meta['file'], n, 'pages', [(p['label'], p['page']) for p in fields + others])
