#!/bin/sh
# Rebuilds every document of the eleventh independent set and its truth into ../files.
# Debian 12 packages: python3-pydyf (pydyf 0.5.0), r-base-core (R 4.2.2, its own pdf() device), libitext-java
# (iText 2.1.7) with default-jdk-headless, tesseract-ocr tesseract-ocr-eng (5.3.0), libreoffice-writer (7.4),
# poppler-utils, python3-pdfminer, python3-pil, python3-numpy, nodejs; npm package easy-template-x 7.2.8 installed
# outside the project: `npm install --prefix /tmp/set11-tools easy-template-x@7.2.8` (or set SET11_TOOLS).
set -e
cd "$(dirname "$0")"
FILES=../files
export SET11_TOOLS="${SET11_TOOLS:-/tmp/set11-tools}"
mkdir -p /tmp/gen11/src /tmp/gen11/itext /tmp/gen11/docx
measure() { /usr/bin/python3 measure11.py "$FILES/$1" "/tmp/gen11/$1.meta.json" "$FILES/$1.truth.json"; }
# 01-09: pydyf
/usr/bin/python3 pydyf_docs.py "$FILES"
for f in 01-hp-agreement 02-joint-pcp 03-used-vehicle-order 04-part-exchange-appraisal 05-gap-declined \
         06-settlement-letter 07-commission-disclosure 08-loan-with-guarantor 09-sold-as-seen; do measure $f.pdf; done
# 10-12: R's pdf() device
Rscript R/draw.R "$FILES" /tmp/gen11
for f in 10-sales-invoice 11-handover-receipt 12-vehicle-purchase-agreement; do measure $f.pdf; done
# 13-15: iText 2.1.7
javac -nowarn -d /tmp/gen11/itext -cp /usr/share/java/itext.jar itext/Draw.java
java -cp /usr/share/java/itext.jar:/tmp/gen11/itext Draw "$FILES" /tmp/gen11
for f in 13-used-car-warranty 14-service-plan 15-credit-search-consent; do measure $f.pdf; done
# 16-17: scans of R pages (measured on the paper page, then carried through the scan's turn and shift)
Rscript R/scan_sources.R /tmp/gen11/src /tmp/gen11
/usr/bin/python3 measure11.py /tmp/gen11/src/16-src.pdf /tmp/gen11/16-scanned-gap-insurance.pdf.meta.json /tmp/gen11/src/16-scanned-gap-insurance.pdf.srctruth.json
/usr/bin/python3 measure11.py /tmp/gen11/src/17-src.pdf /tmp/gen11/17-scanned-joint-order.pdf.meta.json /tmp/gen11/src/17-scanned-joint-order.pdf.srctruth.json
/usr/bin/python3 make_scans.py "$FILES"
# 18-20: easy-template-x filling templates written by build_docx.py; LibreOffice gives the pages
/usr/bin/python3 build_docx.py "$FILES"
# Look at the boxes: every PDF truth's places drawn over its rendered pages.
/usr/bin/python3 overlay11.py "$FILES" /tmp/gen11/overlay
