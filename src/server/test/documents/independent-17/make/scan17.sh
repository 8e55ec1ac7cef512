#!/bin/bash
# Makes one scan: renders the source page grey at 200 dpi (pdftoppm) and degrades it with G'MIC: turned about the
# page centre and shifted (on the negative, so the uncovered edges stay white), a faint mirrored show-through,
# a paper tone brighter to the right and bottom with a shadow along the left edge, Gaussian noise, a 0.7 px blur,
# JPEG at quality 68. Writes the parameters measure17.py carries the boxes through.
# usage: scan17.sh SOURCE.pdf OUT.jpg ANGLE(G'MIC degrees, + clockwise) DX DY PARAMS.json PAGEW PAGEH
set -e
src=$1 out=$2 ang=$3 dx=$4 dy=$5 params=$6 pw=$7 ph=$8
tmp=/tmp/gen17/scan-$(basename "$out" .jpg)
pdftoppm -r 200 -gray -png -singlefile "$src" "$tmp"
gmic -v -1 "$tmp.png" negate rotate $ang,1,0,50%,50% shift $dx,$dy,0,0,0 negate \
  +mirror x blur[-1] 2.5 negate[-1] mul[-1] 0.07 sub[0] [-1] rm[-1] \
  +fill[0] "(x/w)*10+(y/h)*6-10-34*exp(-x/30)" add \
  noise 5,0 blur 0.7 cut 0,255 o "$out",68
read W H < <(/usr/bin/python3 -c "from PIL import Image; print(*Image.open('$out').size)")
/usr/bin/python3 -c "import json; json.dump({'source': '$src', 'dpi': 200, 'deg': -($ang), 'dx': $dx, 'dy': $dy, 'w': $W, 'h': $H, 'pageW': $pw, 'pageH': $ph}, open('$params', 'w'))"
