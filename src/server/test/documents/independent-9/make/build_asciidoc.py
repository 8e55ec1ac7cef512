#!/usr/bin/python3
# asciidoctor-pdf documents: build_asciidoc.py <files dir>
import os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from asciidoc_docs import DOCS
from measure import write_truth
from spec import tag_hex

WORK = '/tmp/gen9/adoc'
os.makedirs(WORK, exist_ok=True)


def theme(doc):
    roles = ''.join(f"  t{k}:\n    font-color: '{tag_hex(k)[1:]}'\n" for k in range(1, 13))
    fam = doc['font']
    fonts = {'Noto Serif': 'Noto Serif', 'Helvetica': 'Helvetica', 'Times-Roman': 'Times-Roman'}[fam]
    return (f"extends: default\nbase:\n  font-family: {fonts}\n  font-size: {doc['size']}\n"
            f"heading:\n  font-family: {fonts}\n  h2-font-size: {doc['size'] + 4}\n  h3-font-size: {doc['size'] + 2}\n"
            f"page:\n  size: A4\n  margin: [1.6cm, 1.8cm, 1.6cm, 1.8cm]\nrole:\n{roles}")


if __name__ == '__main__':
    out = sys.argv[1]
    for doc in DOCS:
        stem = os.path.join(WORK, doc['file'][:-4])
        with open(stem + '.adoc', 'w') as f:
            f.write(doc['adoc'])
        with open(stem + '-theme.yml', 'w') as f:
            f.write(theme(doc))
        target = os.path.join(out, doc['file'])
        subprocess.run(['asciidoctor-pdf', '-a', f'pdf-theme={stem}-theme.yml', '-a', 'nofooter', stem + '.adoc',
                        '-o', target], check=True)
        write_truth(doc, target, target + '.truth.json')
        print('made', doc['file'])
