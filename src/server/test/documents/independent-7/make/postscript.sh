#!/bin/sh
# Distils one hand-written PostScript program (postscript/NAME.ps, with its prolog) with ps2pdf and measures it.
set -e
cd "$(dirname "$0")/postscript"
name="$1"
ps2pdf -dNOSAFER "$name.ps" "../../files/$name.pdf"
/usr/bin/python3 ../measure.py "$name.spec.json" "../../files/$name.pdf" "../../files/$name.pdf.truth.json"
