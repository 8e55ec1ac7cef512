# Lays out every PDF document, draws it with its writer into /tmp/gen14/out (scan sources into /tmp/gen14/src).
import subprocess, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import pdf_docs
HERE = os.path.dirname(os.path.abspath(__file__))
only = sys.argv[1:] 
for fn, writer in pdf_docs.DOCS:
    d = fn()
    if only and not any(d.name.startswith(o) for o in only): continue
    out = f'/tmp/gen14/{"src" if "scanned" in d.name else "out"}/{d.name}.pdf'
    meta = f'/tmp/gen14/meta/{d.name}.json'
    if writer == 'raw': subprocess.run(['/usr/bin/python3', f'{HERE}/rawpdf.py', meta, out] + (['plain'] if d.name.startswith('02') else []), check=True)
    elif writer == 'gnuplot': subprocess.run(['/usr/bin/python3', f'{HERE}/gnuplot14.py', meta, out], check=True)
    else: subprocess.run(['perl', f'{HERE}/textpdf14.pl', meta, out], check=True)
    print(d.name, writer)
