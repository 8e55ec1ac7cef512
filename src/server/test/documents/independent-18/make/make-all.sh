#!/bin/bash
# Rebuilds every document and truth of the eighteenth set.
# Debian packages: firefox-esr, lua5.4, gawk, zip, poppler-utils, libreoffice-writer, python3-pil, python3-numpy,
# fonts-liberation, fonts-dejavu; Node 20 (for --experimental-websocket). Scratch under /tmp/gen18.
set -euo pipefail
cd "$(dirname "$0")"
FILES=../files
PY=/usr/bin/python3
mkdir -p /tmp/gen18 $FILES
# 01-09: HTML pages and heads, printed by Firefox ESR through WebDriver BiDi
$PY gen18.py
args=()
for f in /tmp/gen18/html/*.html; do n=$(basename "$f" .html); args+=("$f" "/tmp/gen18/pdf/$n.pdf"); done
mkdir -p /tmp/gen18/pdf
node --experimental-websocket ffprint18.mjs "${args[@]}"
for f in /tmp/gen18/pdf/*.pdf; do $PY measure18.py "$(basename "$f" .pdf)" "$f"; done
for n in 01-joint-pcp-agreement 02-hp-guarantor 03-used-car-order 04-px-appraisal 05-tyre-alloy-insurance 06-test-drive 07-home-delivery-receipt; do
  cp /tmp/gen18/pdf/$n.pdf $FILES/$n.pdf; $PY truths18.py $n
done
# 08, 09: scans of Firefox pages aged with Pillow/NumPy, wrapped by Firefox print
$PY scans18.py 08-scanned-sales-invoice -0.8 9 8 18
$PY scans18.py 09-scanned-privacy-consent 1.1 -7 12 19
(cd /tmp/gen18/scan && node --experimental-websocket "$OLDPWD/ffprint18.mjs" 08-scanned-sales-invoice.html 08.pdf 09-scanned-privacy-consent.html 09.pdf)
cp /tmp/gen18/scan/08.pdf $FILES/08-scanned-sales-invoice.pdf; $PY truths18.py 08-scanned-sales-invoice scan
cp /tmp/gen18/scan/09.pdf $FILES/09-scanned-privacy-consent.pdf; $PY truths18.py 09-scanned-privacy-consent scan
# 10, 11: WordprocessingML by hand in Lua, zip by hand
lua5.4 wml18.lua $FILES
# 12, 13: WordprocessingML by hand in awk, packed by Info-ZIP zip
for n in 12 13; do
  rm -rf /tmp/gen18/wml$n; mkdir -p /tmp/gen18/wml$n; gawk -v doc=$n -v dir=/tmp/gen18/wml$n -f wml18.awk
done
out=$(cd $FILES && pwd)
rm -f $out/12-extended-warranty-joint.docx $out/13-reservation-deposit.docx
(cd /tmp/gen18/wml12 && zip -X -q -r $out/12-extended-warranty-joint.docx '[Content_Types].xml' _rels word)
(cd /tmp/gen18/wml13 && zip -X -q -r $out/13-reservation-deposit.docx '[Content_Types].xml' _rels word)
$PY docx_truths18.py
# overlays for looking: /tmp/gen18/overlay
for f in $FILES/*.pdf; do $PY overlay18.py "$f"; done
