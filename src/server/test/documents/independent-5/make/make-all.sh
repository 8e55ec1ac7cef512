#!/bin/bash
# Makes the fifth independent set again: every document into ../files, then its truth measured from the finished
# file (measure.py). Needs Debian's php-cli php-fpdf python3-xhtml2pdf rst2pdf gnumeric python3-openpyxl pandoc
# python3-odf libreoffice qpdf ghostscript imagemagick poppler-utils python3-pdfminer python3-pil, and npm packages
# @react-pdf/renderer and @pdfme/* in a scratch folder outside the project (SCRATCH, /tmp/gen5 by default).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(cd "$HERE/../files" && pwd)
SCRATCH=${SCRATCH:-/tmp/gen5}
PY=/usr/bin/python3
rm -f "$OUT"/*

# FPDF (PHP)
for f in 01-vehicle-order 02-hire-purchase 03-used-car-sale 21-we-buy-your-car 22-deal-pack; do php "$HERE/fpdf/$f.php" "$OUT"; done
"$HERE/scan-it.sh" "$OUT"                                   # 03: ImageMagick scan of the FPDF print
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -dCompatibilityLevel=1.5 -dPDFSETTINGS=/printer \
  -sOutputFile="$OUT/21-we-buy-your-car.pdf" "$OUT/21-we-buy-your-car-source.pdf"      # 21: re-distilled
qpdf --empty --pages "$OUT/22a.pdf" "$OUT/22b.pdf" "$OUT/22c.pdf" -- --object-streams=generate --linearize "$OUT/22-deal-pack.pdf"

# xhtml2pdf, and 23 photographed
$PY "$HERE/xhtml2pdf/make.py" "$OUT"
$PY "$HERE/photo-it.py" "$OUT" 23-sold-as-seen

# rst2pdf
for f in 07-warranty 08-secci 24-joint-keepers-purchase; do
  rst2pdf -s "$HERE/rst2pdf/tags.yaml" "$HERE/rst2pdf/$f.rst" -o "$OUT/$f.pdf"
  cp "$HERE/rst2pdf/$f.spec.json" "$OUT/"
done

# Gnumeric
$PY "$HERE/gnumeric/make.py" "$OUT"

# react-pdf and pdfme, from the scratch folder
mkdir -p "$SCRATCH"
if [ ! -d "$SCRATCH/node_modules/@react-pdf/renderer" ] || [ ! -d "$SCRATCH/node_modules/@pdfme/generator" ]; then
  (cd "$SCRATCH" && [ -f package.json ] || npm init -y >/dev/null; cd "$SCRATCH" && npm install @react-pdf/renderer @pdfme/generator @pdfme/common @pdfme/schemas >/dev/null)
fi
cp "$HERE/react-pdf/make.mjs" "$SCRATCH/make-react.mjs"; (cd "$SCRATCH" && node make-react.mjs "$OUT")
cp "$HERE/pdfme/make.mjs" "$SCRATCH/make-pdfme.mjs"; (cd "$SCRATCH" && node make-pdfme.mjs "$OUT")

# LibreOffice Writer from odfpy ODT; 16 then encrypted with an owner password, printing allowed
$PY "$HERE/odt/make.py" "$OUT"
qpdf --encrypt "" 'hvf-owner-2291' 256 --print=full --modify=none --extract=n -- "$OUT/16-conditional-sale-source.pdf" "$OUT/16-conditional-sale.pdf"

# pandoc
"$HERE/pandoc/make.sh" "$OUT"

# truths, then the intermediate files go
$PY "$HERE/measure.py" "$OUT"/*.spec.json
rm -f "$OUT"/*.spec.json "$OUT"/*-source.pdf "$OUT"/22[abc].pdf
ls "$OUT" | grep -c truth.json
