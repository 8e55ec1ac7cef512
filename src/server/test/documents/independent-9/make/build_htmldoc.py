#!/usr/bin/python3
# htmldoc documents: build_htmldoc.py <files dir> [scan-sources dir]
import os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from htmldoc_docs import DOCS, SCAN_SOURCES
from measure import write_truth

WORK = '/tmp/gen9/htmldoc'
os.makedirs(WORK, exist_ok=True)


def render(doc, target):
    html = os.path.join(WORK, doc['file'] + '.html')
    with open(html, 'w') as f:
        f.write(doc['html'])
    subprocess.run(['htmldoc', '--webpage', '--size', 'a4', '--left', '18mm', '--right', '18mm', '--top', '15mm',
                    '--bottom', '15mm', '--bodyfont', doc['font'], '--textfont', doc['font'], '--fontsize',
                    str(doc['size']), '--header', '...', '--footer', '..1' if 'PAGE BREAK' in doc['html'] else '...',
                    '--no-compression', '-t', 'pdf14', '--quiet', '-f', target, html], check=True)


if __name__ == '__main__':
    out = sys.argv[1]
    for doc in DOCS:
        target = os.path.join(out, doc['file'])
        render(doc, target)
        write_truth(doc, target, target + '.truth.json')
        print('made', doc['file'])
    for doc in SCAN_SOURCES:
        render(doc, os.path.join(WORK, 'src-' + doc['file']))
