# Builds the tenth set's PDFs (specs/pdf_docs.py) with their producers and measures each truth from the finished file.
# build_pdfs.py <files dir> [file prefix]
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from layout import lay_out
from measure import write_truth
from specs.pdf_docs import DOCS, places_of
import draw_pymupdf

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.environ.get('SET10_TOOLS', '/tmp/set10-tools')
TMP = '/tmp/gen10'


def produce(doc, out):
    laid = lay_out(doc)
    os.makedirs(TMP, exist_ok=True)
    js = os.path.join(TMP, doc['file'] + '.json')
    with open(js, 'w') as f:
        json.dump(laid, f, ensure_ascii=False)
    title = doc.get('title', doc['file'])
    if doc['producer'] == 'pymupdf':
        draw_pymupdf.draw(laid, out, {'title': title, 'producer': 'PyMuPDF', 'creator': 'set 10'})
    elif doc['producer'] == 'pdfbuilder':
        subprocess.run(['perl', os.path.join(HERE, 'pdfbuilder', 'draw.pl'), js, out, title], check=True)
    elif doc['producer'] == 'gofpdf':
        subprocess.run([os.path.join(TOOLS, 'gofpdf-draw'), js, out, title], check=True)
    else:
        raise ValueError(doc['producer'])


def main():
    files = sys.argv[1]
    prefix = sys.argv[2] if len(sys.argv) > 2 else ''
    for doc in DOCS:
        if not doc['file'].startswith(prefix):
            continue
        doc['places'] = places_of(doc)
        out = os.path.join(files, doc['file'])
        if doc.get('scanOnly'):
            out = os.path.join(TMP, doc['file'])
        produce(doc, out)
        if not doc.get('scanOnly'):
            write_truth(doc, out, out + '.truth.json')
        print(doc['file'])


if __name__ == '__main__':
    main()
