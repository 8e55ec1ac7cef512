#!/usr/bin/python3
# Renders one producer's PDF documents and measures their truths: python3 build_pdfs.py prawn|inkscape|latex <files dir>
import importlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs'), os.path.join(HERE, 'inkscape'), os.path.join(HERE, 'latex')]
from measure import write_truth
from spec import tagged

producer, out_dir = sys.argv[1], os.path.abspath(sys.argv[2])
work = f'/tmp/gen8/{producer}'
os.makedirs(work, exist_ok=True)


def prawn(spec, spec_file, pdf):
    subprocess.run(['ruby', os.path.join(HERE, 'prawn', 'render.rb'), spec_file, pdf], check=True)


def inkscape(spec, spec_file, pdf):
    from svg_render import render
    svg = spec_file.replace('.json', '.svg')
    with open(svg, 'w') as f:
        f.write(render(spec))
    subprocess.run(['inkscape', svg, '--export-type=pdf', f'--export-filename={pdf}'], check=True,
                   stderr=subprocess.DEVNULL)


def latex(spec, spec_file, pdf):
    from tex_render import render
    base = os.path.join(work, spec['file'].replace('.pdf', ''))
    with open(base + '.tex', 'w') as f:
        f.write(render(spec))
    subprocess.run(['latex', '-interaction=batchmode', '-output-directory', work, base + '.tex'], check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(['dvipdfmx', '-q', '-o', pdf, base + '.dvi'], check=True)


docs = importlib.import_module(f'{producer}_docs').DOCS
for doc in docs:
    if len(sys.argv) > 3 and not doc['file'].startswith(sys.argv[3]):
        continue
    spec = tagged(doc)
    spec_file = os.path.join(work, spec['file'] + '.json')
    with open(spec_file, 'w') as f:
        json.dump(spec, f, ensure_ascii=False)
    pdf = os.path.join(out_dir, spec['file'])
    globals()[producer](spec, spec_file, pdf)
    write_truth(spec, pdf, pdf + '.truth.json')
    print('made', spec['file'])
