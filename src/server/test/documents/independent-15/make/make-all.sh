#!/bin/bash
# Rebuilds every document and truth of the fifteenth set.
# Debian 12 packages: python3-pyx texlive-base texlive-latex-base texlive-fonts-recommended python3-pyqt5
#   python3-pypdf python3-pil python3-numpy python3-opencv python3-scipy fonts-liberation poppler-utils
#   php-cli php-zip nodejs libreoffice-writer
set -euo pipefail
cd "$(dirname "$0")"
PY=/usr/bin/python3
FILES=../files
mkdir -p /tmp/gen15/src /tmp/gen15/meta "$FILES"
pdf() { # KEY NAME
  $PY build.py "$1" "$FILES/$2.pdf"
  $PY measure15.py "$2" "$FILES/$2.pdf" "$FILES/$2.pdf.truth.json"
}
pdf 01 01-hire-purchase-agreement
pdf 02 02-joint-pcp-agreement
pdf 03 03-new-car-order
pdf 04 04-part-exchange-purchase
pdf 05 05-warranty-registration
pdf 06 06-joint-handover-note
pdf 07 07-conditional-sale-guarantor
pdf 08 08-sold-as-seen
pdf 09 09-service-plan
# scans: the source pages (10 by Qt, 11 by PyX) are made under /tmp/gen15/src, degraded and wrapped
$PY build.py src10 /tmp/gen15/src/10.pdf
$PY build.py src11 /tmp/gen15/src/11.pdf
$PY scans15.py
# Word files: 12-13 by PHP, 14-15 by Node, then their pages from LibreOffice's rendition
php wml15.php "$FILES"
node wml15.mjs "$FILES"
$PY docx_truths15.py "$FILES"
