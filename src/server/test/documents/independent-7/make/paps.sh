#!/bin/sh
# Lays out one Pango-markup text file with paps (glyphs drawn as outlines), distils it with ps2pdf and measures it.
set -e
cd "$(dirname "$0")/paps"
name="$1"
paps --markup --font="Monospace 9" --left-margin=50 --top-margin=50 "$name.txt" > "/tmp/$name.ps"
ps2pdf -sPAPERSIZE=a4 "/tmp/$name.ps" "../../files/$name.pdf"
/usr/bin/python3 ../measure.py "$name.spec.json" "../../files/$name.pdf" "../../files/$name.pdf.truth.json"
