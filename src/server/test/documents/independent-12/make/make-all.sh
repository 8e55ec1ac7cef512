#!/bin/sh
# Rebuilds every document and truth of the twelfth set into files/.
# Debian: apt-get install -y python3-matplotlib python3-pdfminer python3-pil python3-numpy poppler-utils scribus xvfb
#         xauth tesseract-ocr libreoffice-writer-nogui fonts-liberation2 fonts-dejavu
# npm (scratch folder, never the project): mkdir -p /tmp/gen12 && cd /tmp/gen12 && npm init -y &&
#         npm install @myriaddreamin/typst-ts-node-compiler@0.7.0 carbone@3.8.2
set -e
MAKE=$(cd "$(dirname "$0")" && pwd)
FILES="$MAKE/../files"
G=/tmp/gen12
PY=/usr/bin/python3
rm -rf $G/out $G/meta $G/typ $G/typscan $G/src $G/tpl $G/lo
mkdir -p $G/out $G/meta $G/typ $G/typscan $G/src $G/tpl $G/lo
cd $G
# 01-05 and the scans' source pages: matplotlib
nice -n 10 $PY "$MAKE/mpl/mpl_docs.py" $G/out hp_agreement vehicle_order px_appraisal gap_taken commission
nice -n 10 $PY "$MAKE/mpl/mpl_docs.py" $G/src scan_order_source scan_delivery_source
# 06-10: Typst
$PY "$MAKE/typst/typst_docs.py"
nice -n 10 node "$MAKE/typst/compile.mjs" $G/out $G/typ
# 11-14: Scribus
nice -n 10 xvfb-run -a scribus -g -ns -py "$MAKE/scribus/scribus_docs.py" > $G/scribus.log 2>&1
# 15-17: carbone
$PY "$MAKE/carbone/build_templates.py" $G/tpl
nice -n 10 node "$MAKE/carbone/fill.mjs" $G/tpl $G/out
# PDF truths (the scans are not there yet)
for f in $G/out/*.pdf; do
  b=$(basename "$f")
  $PY "$MAKE/measure12.py" "$G/meta/$b.json" "$f" "$f.truth.json"
done
# scans: measure the source pages, degrade, OCR, wrap with Typst
for b in 18-scanned-used-order.pdf 19-scanned-delivery-note.pdf; do
  $PY "$MAKE/measure12.py" "$G/meta/$b.json" "$G/src/$b" "$G/src/$b.truth.json"
done
nice -n 10 $PY "$MAKE/make_scans.py" $G/src $G/typscan
nice -n 10 node "$MAKE/typst/compile.mjs" $G/out $G/typscan
for b in 18-scanned-used-order.pdf 19-scanned-delivery-note.pdf; do cp "$G/src/$b.scan-truth.json" "$G/out/$b.truth.json"; done
# Word truths: pages from LibreOffice's rendering
for f in $G/out/*.docx; do
  b=$(basename "$f" .docx)
  nice -n 10 soffice --headless --convert-to pdf --outdir $G/lo "$f" > /dev/null 2>&1
  $PY "$MAKE/docx_pages.py" "$G/meta/$b.docx.json" "$G/lo/$b.pdf" "$f.truth.json"
done
for t in $G/out/*.truth.json; do
  cp "$t" "$FILES/"
  cp "${t%.truth.json}" "$FILES/"
done
