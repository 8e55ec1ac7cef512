#!/bin/sh
# Rebuilds every document and truth of the fourteenth set. Debian: python3-pdfminer python3-pil python3-numpy
# gnuplot-nox libtext-pdf-perl libjson-pp-perl tesseract-ocr poppler-utils golang libreoffice-writer fonts-liberation.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/gen14/meta /tmp/gen14/out /tmp/gen14/src /tmp/gen14/lo
/usr/bin/python3 build_pdfs.py
/usr/bin/python3 truths14.py
/usr/bin/python3 scans14.py
(cd gowml && GO111MODULE=off go run main.go ../../files)
/usr/bin/python3 docx_truths14.py
