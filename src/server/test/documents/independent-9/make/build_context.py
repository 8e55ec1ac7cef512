#!/usr/bin/python3
# ConTeXt documents: build_context.py <files dir>
import os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from context_docs import DOCS
from measure import write_truth
from spec import tag_int

WORK = '/tmp/gen9/context'
os.makedirs(WORK, exist_ok=True)
COLOURS = ''.join(rf'\definecolor[t{k}][r=0,g=0,b={tag_int(k) / 255:.6f}]' + '\n' for k in range(1, 13))
SETUP = r'''\setuppapersize[A4]
\setuplayout[backspace=2cm,width=middle,topspace=1.5cm,header=0pt,footer=1cm,height=middle]
\setuppagenumbering[location=]
\setupwhitespace[medium]
\setupindenting[no]
'''

if __name__ == '__main__':
    out = os.path.abspath(sys.argv[1])
    for doc in DOCS:
        name = doc['file'][:-4]
        with open(os.path.join(WORK, name + '.tex'), 'w') as f:
            f.write(COLOURS + SETUP + doc['tex'])
        subprocess.run(['context', '--batchmode', '--purgeall', name + '.tex'], check=True, cwd=WORK,
                       stdout=subprocess.DEVNULL)
        target = os.path.join(out, doc['file'])
        os.replace(os.path.join(WORK, name + '.pdf'), target)
        write_truth(doc, target, target + '.truth.json')
        print('made', doc['file'])
