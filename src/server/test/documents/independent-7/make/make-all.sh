#!/bin/sh
# Makes the seventh independent set again: every document in ../files and its measured truth.
# Needs (Debian): groff libhpdf-dev gcc paps enscript ghostscript netpbm libreoffice python3-pdfminer
# python3-pil poppler-utils; and officegen 0.6.5 and html-to-docx 1.8.0 from npm, installed outside the repo.
set -e
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
gcc -O2 -o /tmp/harudraw haru/harudraw.c -lhpdf
npm_dir=/tmp/independent-7-npm
if [ ! -d "$npm_dir/node_modules/officegen" ] || [ ! -d "$npm_dir/node_modules/html-to-docx" ]; then
  mkdir -p "$npm_dir"
  npm install --prefix "$npm_dir" --no-save officegen@0.6.5 html-to-docx@1.8.0 >/dev/null
fi
for n in 01-hp-agreement 02-vehicle-order 03-used-warranty 04-handover 05-settlement-letter; do ./groff.sh "$n"; done
for f in haru/doc*.py; do (cd haru && /usr/bin/python3 "$(basename "$f")"); done
NODE_PATH="$npm_dir/node_modules" node docx/officegen-docs.cjs ../files
NODE_PATH="$npm_dir/node_modules" node docx/html-to-docx-docs.cjs ../files
/usr/bin/python3 docx/measure-docx.py docx/specs.json ../files
./paps.sh 15-sales-invoice
./enscript.sh 16-warranty-declined Courier9.5
./enscript.sh 17-px-appraisal Courier10
./enscript.sh 18-home-delivery Courier9
./postscript.sh 19-deal-pack
./postscript.sh 20-warranty-form-fields
./scan.sh 21-scanned-sale-agreement
./scan.sh 22-scanned-tyre-declined
# The truths in the repository's own JSON style.
cd "$here/../../../../../.." && npx biome format --write src/server/test/documents/independent-7/files >/dev/null
echo "made $(ls "$here/../files"/*.truth.json | wc -l) documents"
