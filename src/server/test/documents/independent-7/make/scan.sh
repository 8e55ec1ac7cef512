#!/bin/sh
# Makes one image-only "scan": typesets scan/NAME.ms with groff, measures its places there, renders the page with
# Ghostscript at 150 dpi, degrades it with netpbm (speckle noise, blur, threshold, a small shift down and right)
# and wraps the image in a PDF with libharu. The truth's boxes are the source's, moved by the same shift.
set -e
cd "$(dirname "$0")/scan"
name="$1"
tmp="/tmp/scan-$name"
mkdir -p "$tmp"
groff -k -ms -t -Tpdf -dpaper=a4 -P-pa4 "$name.ms" > "$tmp/source.pdf"
gs -q -dSAFER -dBATCH -dNOPAUSE -sDEVICE=pnggray -r150 -sOutputFile="$tmp/page.png" "$tmp/source.pdf"
pngtopnm "$tmp/page.png" > "$tmp/page.pgm"
width=$(pamfile "$tmp/page.pgm" | sed -E 's/.* ([0-9]+) by ([0-9]+).*/\1/')
height=$(pamfile "$tmp/page.pgm" | sed -E 's/.* ([0-9]+) by ([0-9]+).*/\2/')
# A scanner's feed: the page lands 10 px right and 8 px low, is softened, speckled and thresholded to paper grey.
pnmpad -white -left 10 -top 8 "$tmp/page.pgm" | pamcut -left 0 -top 0 -width "$width" -height "$height" |
  pnmsmooth -width 3 -height 3 > "$tmp/soft.pgm"
pgmnoise -randomseed 7 "$width" "$height" | pamfunc -multiplier 0.22 > "$tmp/noise.pgm"
pamarith -subtract "$tmp/soft.pgm" "$tmp/noise.pgm" | pamfunc -adder 0 | pgmtopbm -threshold -value 0.62 |
  pnmtopng > "$tmp/scan.png"
printf 'page\nimage %s 0 0 595.28 841.89\n' "$tmp/scan.png" > "$tmp/wrap.haru"
/tmp/harudraw "$tmp/wrap.haru" "../../files/$name.pdf"
/usr/bin/python3 ../measure.py "$name.spec.json" "$tmp/source.pdf" "../../files/$name.pdf.truth.json" \
  --dx 4.8 --dy -3.84
