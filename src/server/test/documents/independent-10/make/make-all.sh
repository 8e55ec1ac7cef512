#!/bin/sh
# Rebuilds every document of the tenth independent set and its truth into ../files.
# Debian 12 packages: python3-fitz (PyMuPDF 1.21.1), libpdf-builder-perl (PDF::Builder 3.025), golang-go (Go 1.19)
# with golang-github-jung-kurt-gofpdf-dev (gofpdf 2.17.2), tesseract-ocr tesseract-ocr-eng (5.3.0),
# libreoffice-writer, poppler-utils, python3-pdfminer, python3-pil, python3-numpy, nodejs; npm package
# docx-templates 4.15.0 installed outside the project: `npm install --prefix /tmp/set10-tools docx-templates@4.15.0`
# (or set SET10_TOOLS to a folder whose node_modules holds it; the gofpdf program is built there too).
set -e
cd "$(dirname "$0")"
FILES=../files
export SET10_TOOLS="${SET10_TOOLS:-/tmp/set10-tools}"
mkdir -p "$SET10_TOOLS" /tmp/gen10
(cd gofpdf && GOPATH=/usr/share/gocode GO111MODULE=off GOCACHE=/tmp/gen10/gocache go build -o "$SET10_TOOLS/gofpdf-draw" .)
/usr/bin/python3 build_pdfs.py "$FILES"
/usr/bin/python3 make_scans.py "$FILES"
/usr/bin/python3 build_docx.py "$FILES"
# Look at the boxes: every PDF truth's places drawn over its rendered pages.
/usr/bin/python3 overlay.py "$FILES" /tmp/gen10/overlay
