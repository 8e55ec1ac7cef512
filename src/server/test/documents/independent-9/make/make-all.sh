#!/bin/sh
# Rebuilds every document of the ninth independent set and its truth into ../files.
# Debian 12 packages: htmldoc context fonts-texgyre ruby-asciidoctor-pdf abiword libreoffice-writer libtiff-tools
# pdfsandwich tesseract-ocr tesseract-ocr-eng poppler-utils python3-pdfminer python3-pil nodejs
# (htmldoc 1.9.16, ConTeXt MkIV 2021.03.05 on LuaTeX 1.15, Asciidoctor PDF 2.3.4, AbiWord 3.0.5, libtiff 4.5.0 tiff2pdf,
# pdfsandwich 0.1.7 with tesseract 5.3.0); npm packages pdfjs 2.5.4, docxtemplater 3.71.1 and pizzip 3.3.0 installed
# outside the project: `npm install --prefix /tmp/set9-tools pdfjs@2.5.4 docxtemplater@3.71.1 pizzip@3.3.0`
# (or set PDFJS_HOME to a folder whose node_modules holds them).
set -e
cd "$(dirname "$0")"
FILES=../files
export PDFJS_HOME="${PDFJS_HOME:-/tmp/set9-tools}"
/usr/bin/python3 build_htmldoc.py "$FILES"
/usr/bin/python3 build_pdfjs.py "$FILES"
/usr/bin/python3 build_asciidoc.py "$FILES"
/usr/bin/python3 build_context.py "$FILES"
/usr/bin/python3 build_docx.py "$FILES"
/usr/bin/python3 build_scans.py "$FILES"
# Look at the boxes: every PDF truth's places drawn over its rendered pages.
/usr/bin/python3 overlay.py "$FILES" /tmp/gen9/overlay
