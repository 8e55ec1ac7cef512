#!/bin/bash
# Rebuilds every document and truth of the thirteenth set. Scratch files go to /tmp/gen13.
# Debian: apt-get install -y libpodofo-dev g++ pkg-config php-cli php-dompdf libpdf-create-perl python3-pdfminer \
#   python3-pil python3-numpy poppler-utils tesseract-ocr libreoffice-writer-nogui fonts-liberation fonts-dejavu
# npm (scratch folder, never the project): mkdir -p /tmp/gen13 && cd /tmp/gen13 && npm init -y && npm install docxmlater@10.1.0
set -euo pipefail
cd "$(dirname "$0")"
PY=/usr/bin/python3
mkdir -p /tmp/gen13/{meta,cmd,src,lo}
g++ -O1 -o /tmp/gen13/podofo-draw podofo/draw.cpp $(pkg-config --cflags --libs libpodofo)
$PY podofo/layout_podofo.py 01 02 03 04 05 16src
php dompdf/docs.php
perl pdfcreate/docs.pl
$PY measure13.py /tmp/gen13/meta/0[1-9]-*.json /tmp/gen13/meta/1[0-4]-*.json
$PY scans/make_scans.py
node docx/docxmlater_docs.mjs "$PWD/../files"
perl docx/wml_docs.pl "$PWD/../files"
$PY docx/docx_truths.py /tmp/gen13/meta/1[7-9]-*.json /tmp/gen13/meta/20-*.json
