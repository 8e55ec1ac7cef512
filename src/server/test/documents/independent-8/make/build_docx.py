#!/usr/bin/python3
# Makes the Word files (pandoc, or pandoc ODT then Calligra) and their truths from LibreOffice's rendering:
# build_docx.py <files dir>. A Word file's places are scored by label and signer; the page is LibreOffice's.
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, 'specs')]
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTTextContainer
from word_docs import DOCS

out_dir = os.path.abspath(sys.argv[1])
work = '/tmp/gen8/word'
os.makedirs(work, exist_ok=True)
env = {**os.environ, 'QT_QPA_PLATFORM': 'offscreen'}


def make(doc, target):
    md = os.path.join(work, doc['file'] + '.md')
    with open(md, 'w') as f:
        f.write(doc['md'])
    if doc['via'] == 'pandoc':
        subprocess.run(['pandoc', md, '-f', 'markdown', '-o', target], check=True)
        return
    odt = os.path.join(work, doc['file'] + '.odt')
    subprocess.run(['pandoc', md, '-f', 'markdown', '-o', odt], check=True)
    subprocess.run(['calligraconverter', '--batch', odt, target], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def rendered_pages(docx):
    """Each page's text as LibreOffice lays the file out."""
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', work, docx], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pdf = os.path.join(work, os.path.basename(docx)[:-5] + '.pdf')
    return [' '.join(o.get_text() for o in page if isinstance(o, LTTextContainer)) for page in extract_pages(pdf)]


for doc in DOCS:
    target = os.path.join(out_dir, doc['file'])
    make(doc, target)
    pages = rendered_pages(target)
    fields, others = [], []
    for label, signer in doc['places']:
        page = next((i for i, text in enumerate(pages, 1) if label in text), None)
        if page is None:
            sys.exit(f"{doc['file']}: label {label!r} not in LibreOffice's rendering")
        (fields if signer and signer.startswith('customer') else others).append({'page': page, 'label': label, 'signer': signer})
    truth = {
        'file': doc['file'], 'format': 'docx', 'kinds': doc['kinds'], 'documentType': doc['documentType'],
        'customerName': doc['customerName'],
        **({'otherCustomers': doc['otherCustomers']} if doc.get('otherCustomers') else {}),
        'vehicleRegistration': doc['vehicleRegistration'], 'otherRegistrations': doc['otherRegistrations'],
        'pageCount': len(pages), 'hasTextLayer': True, 'dealershipName': doc['dealershipName'],
        'signatureFields': fields, 'otherPlaces': others,
    }
    with open(target + '.truth.json', 'w') as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write('\n')
    print('made', doc['file'], len(pages), 'pages')
