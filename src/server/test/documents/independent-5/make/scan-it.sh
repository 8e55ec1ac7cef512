#!/bin/bash
# Prints the FPDF source at 150 dpi, turns it 0.6° clockwise and adds grain as a cheap flatbed would (ImageMagick),
# then wraps the JPEG in a one-page PDF. measure.py carries the truth's boxes through the same turn (spec's transform).
set -euo pipefail
OUT=$1
pdftoppm -r 150 -gray -png $OUT/03-used-car-sale-source.pdf $OUT/scan03
/usr/bin/convert $OUT/scan03-1.png -background white -rotate 0.6 -gravity center -extent 1240x1754 \
  -attenuate 0.35 +noise Gaussian -blur 0x0.4 -level 8%,92% -quality 72 $OUT/scan03.jpg
/usr/bin/python3 "$(dirname "$0")/jpeg-pdf.py" $OUT/scan03.jpg $OUT/03-used-car-sale-scan.pdf
rm -f $OUT/scan03-1.png $OUT/scan03.jpg
