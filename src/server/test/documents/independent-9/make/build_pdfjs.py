#!/usr/bin/python3
# pdfjs documents: build_pdfjs.py <files dir>. Needs npm `pdfjs` in $PDFJS_HOME/node_modules (default /tmp/set9-tools).
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from pdfjs_docs import DOCS, SCAN_SOURCES
from measure import write_truth

WORK = '/tmp/gen9/pdfjs'
os.makedirs(WORK, exist_ok=True)
ENV = {**os.environ, 'PDFJS_HOME': os.environ.get('PDFJS_HOME', '/tmp/set9-tools')}


def render(doc, target):
    desc = os.path.join(WORK, doc['file'] + '.json')
    with open(desc, 'w') as f:
        json.dump({k: doc[k] for k in ('blocks', 'size', 'serif', 'footer', 'margin') if k in doc}, f, ensure_ascii=False)
    subprocess.run(['node', os.path.join(HERE, 'pdfjs', 'render.mjs'), desc, target], check=True, env=ENV)


if __name__ == '__main__':
    out = sys.argv[1]
    for doc in DOCS:
        target = os.path.join(out, doc['file'])
        render(doc, target)
        write_truth(doc, target, target + '.truth.json')
        print('made', doc['file'])
    for doc in SCAN_SOURCES:
        render(doc, os.path.join(WORK, 'src-' + doc['file']))
