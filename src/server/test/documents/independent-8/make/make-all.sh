#!/bin/sh
# Rebuilds every document of the eighth independent set and its truth into ../files.
# Debian 12 packages: ruby-prawn graphicsmagick pandoc texlive-binaries texlive-latex-base inkscape calligrawords
# tesseract-ocr tesseract-ocr-eng ghostscript libreoffice-writer poppler-utils python3-pdfminer python3-pil
# (Prawn 2.4.0, Inkscape 1.2.2, TeX Live 2022 latex + dvipdfmx, pandoc 2.17, Calligra Words 3.2.1, tesseract 5.3.0).
set -e
cd "$(dirname "$0")"
FILES=../files
/usr/bin/python3 build_pdfs.py prawn "$FILES"
/usr/bin/python3 build_pdfs.py inkscape "$FILES"
/usr/bin/python3 build_pdfs.py latex "$FILES"
/usr/bin/python3 build_docx.py "$FILES"
/usr/bin/python3 build_scans.py "$FILES"
# Look at the boxes: every truth's places drawn over its rendered pages.
/usr/bin/python3 overlay.py "$FILES" /tmp/gen8/overlay
