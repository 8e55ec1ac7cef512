#!/bin/sh
# Prints one text file with GNU enscript (places marked [[k:____]] are coloured with enscript's own escape),
# distils the PostScript with ps2pdf and measures the places.
set -e
cd "$(dirname "$0")/enscript"
name="$1"
font="${2:-Courier9}"
sed -E 's/\[\[([0-9]+):([^]]*)\]\]/~color{0 0 @\1@}\2~color{0 0 0}/g' "$name.txt" |
  perl -pe 's/@(\d+)@/sprintf("%.6f", 3*$1\/255)/ge' |
  iconv -f UTF-8 -t LATIN1 > "/tmp/$name.latin1"
enscript -q -B -e~ -f "$font" --media=A4 --margins=54:54:50:50 -X latin1 -o "/tmp/$name.ps" "/tmp/$name.latin1"
ps2pdf "/tmp/$name.ps" "../../files/$name.pdf"
/usr/bin/python3 ../measure.py "$name.spec.json" "../../files/$name.pdf" "../../files/$name.pdf.truth.json"
