#!/bin/sh
# Typesets one groff -ms document (groff/NAME.ms) to ../files/NAME.pdf with gropdf and measures its truth.
set -e
cd "$(dirname "$0")/groff"
name="$1"
groff -k -ms -t -Tpdf -dpaper=a4 -P-pa4 "$name.ms" > "../../files/$name.pdf"
/usr/bin/python3 ../measure.py "$name.spec.json" "../../files/$name.pdf" "../../files/$name.pdf.truth.json"
