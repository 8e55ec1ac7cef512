#!/usr/bin/python3
# Word files (AbiWord's .docx export, docxtemplater) and their truths from LibreOffice's rendering:
# build_docx.py <files dir>. A Word file's places are scored by label and signer; the page is LibreOffice's.
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, 'specs')]
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTTextContainer
from spec import truth_head
from word_docs import ABIWORD, TEMPLATED

out_dir = os.path.abspath(sys.argv[1])
WORK = '/tmp/gen9/word'
os.makedirs(WORK, exist_ok=True)
ENV = {**os.environ, 'PDFJS_HOME': os.environ.get('PDFJS_HOME', '/tmp/set9-tools')}


def rendered_pages(docx):
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', WORK, docx], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pdf = os.path.join(WORK, os.path.basename(docx)[:-5] + '.pdf')
    return [' '.join(o.get_text().replace('\n', ' ') for o in page if isinstance(o, LTTextContainer))
            for page in extract_pages(pdf)]


for doc in ABIWORD + TEMPLATED:
    target = os.path.join(out_dir, doc['file'])
    if 'html' in doc:
        html = os.path.join(WORK, doc['file'] + '.html')
        with open(html, 'w') as f:
            f.write(doc['html'])
        subprocess.run(['abiword', '--to=docx', f'--to-name={target}', html], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    else:
        data = os.path.join(WORK, doc['file'] + '.json')
        with open(data, 'w') as f:
            json.dump(doc['data'], f, ensure_ascii=False)
        subprocess.run(['node', os.path.join(HERE, 'docxtemplater', 'fill.mjs'), doc['template'], data, target],
                       check=True, env=ENV)
    pages = rendered_pages(target)
    fields, others = [], []
    for label, signer in doc['places']:
        page = next((i for i, text in enumerate(pages, 1) if label in text), None)
        if page is None:
            sys.exit(f"{doc['file']}: label {label!r} not in LibreOffice's rendering")
        (fields if signer and signer.startswith('customer') else others).append(
            {'page': page, 'label': label, 'signer': signer})
    truth = {**truth_head(doc, 'docx', len(pages), True), 'signatureFields': fields, 'otherPlaces': others}
    with open(target + '.truth.json', 'w') as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write('\n')
    print('made', doc['file'], len(pages), 'pages')
