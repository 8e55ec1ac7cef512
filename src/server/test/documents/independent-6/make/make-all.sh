#!/bin/sh
# Makes every document of the sixth independent set into ../files and measures its truth.
# Needs Debian's libpdfbox2-java libitext5-java libpdf-api2-perl php-cli php-tcpdf texlive-luatex texlive-latex-base
# texlive-latex-recommended img2pdf ocrmypdf tesseract-ocr-eng pdftk-java python3-pdfminer python3-pil poppler-utils
# libreoffice (only to find the pages of the Word files' labels) and java 17.
set -e
cd "$(dirname "$0")"
export SCRATCH="${SCRATCH:-/tmp/gen6}"
mkdir -p "$SCRATCH/cls"
javac -d "$SCRATCH/cls" -cp /usr/share/java/pdfbox2.jar:/usr/share/java/fontbox2.jar PlotPdfbox.java
javac -d "$SCRATCH/cls" -cp /usr/share/java/itext5.jar PlotItext.java
javac -d "$SCRATCH/cls" ZipDocx.java
/usr/bin/python3 build_plotted.py
/usr/bin/python3 build_tex.py
/usr/bin/python3 build_docx.py
# to look at: every truth's boxes over renders of its PDF
/usr/bin/python3 overlay.py "$SCRATCH/overlay" ../files/*.truth.json
