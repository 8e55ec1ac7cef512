#!/usr/bin/python3
# Makes the scans: a Prawn page rendered by Ghostscript at 150 dpi, degraded and shifted by GraphicsMagick, then
# wrapped as an image by Prawn or given an OCR text layer by tesseract. The truth is measured on the Prawn page
# and moved by the scanner's shift. build_scans.py <files dir>
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from measure import write_truth
from scan_docs import DOCS
from spec import tagged

DPI = 150
SHIFT_PX = (12, 9)  # right and down
SHIFT_PT = (SHIFT_PX[0] * 72 / DPI, -SHIFT_PX[1] * 72 / DPI)
out_dir = os.path.abspath(sys.argv[1])
work = '/tmp/gen8/scan'
os.makedirs(work, exist_ok=True)
for doc in DOCS:
    spec = tagged(doc)
    stem = os.path.join(work, spec['file'][:-4])
    with open(stem + '.json', 'w') as f:
        json.dump(spec, f, ensure_ascii=False)
    paper = stem + '-paper.pdf'
    subprocess.run(['ruby', os.path.join(HERE, 'prawn', 'render.rb'), stem + '.json', paper], check=True)
    subprocess.run(['gs', '-q', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pnggray', f'-r{DPI}', f'-sOutputFile={stem}-%d.png', paper], check=True)
    pages = sorted(p for p in os.listdir(work) if p.startswith(os.path.basename(stem) + '-') and p[-5].isdigit())
    scans = []
    for p in pages:
        src = os.path.join(work, p)
        dst = src.replace('.png', '-scan.png')
        subprocess.run(['gm', 'convert', src, '-roll', f'+{SHIFT_PX[0]}+{SHIFT_PX[1]}', '-blur', '0x0.6', '+noise', 'Uniform', '-level', '35%,100%',
                        '-gamma', '0.85', '-density', str(DPI), '-units', 'PixelsPerInch', dst], check=True)
        scans.append(dst)
    pdf = os.path.join(out_dir, spec['file'])
    if spec['ocr']:
        assert len(scans) == 1
        subprocess.run(['tesseract', scans[0], pdf[:-4], '-l', 'eng', '--dpi', str(DPI), 'pdf'], check=True,
                       stderr=subprocess.DEVNULL)
    else:
        subprocess.run(['ruby', os.path.join(HERE, 'prawn', 'wrap_image.rb'), pdf, *scans], check=True)
    write_truth(spec, pdf, pdf + '.truth.json', has_text_layer=spec['ocr'], shift=SHIFT_PT, measured_pdf=paper)
    print('made', spec['file'])
