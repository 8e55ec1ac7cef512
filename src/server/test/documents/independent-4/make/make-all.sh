#!/bin/sh
# Makes every file in ../files again, one producer after another (2 shared cores: nothing in parallel).
# Needs: Debian fop mupdf-tools python3-docx python3-pdfminer python3-pil python3-numpy libreoffice-draw poppler-utils,
# and in a scratch folder: cd /tmp/gen4 && npm install pdfmake@0.2 docx@9
set -e
cd "$(dirname "$0")"
export NODE_PATH=${NODE_PATH:-/tmp/gen4/node_modules}
/usr/bin/python3 fop_docs.py
node pdfmake_docs.cjs
/usr/bin/python3 mutool_docs.py
/usr/bin/python3 photos.py
/usr/bin/python3 draw_docs.py
node docx_npm.cjs
/usr/bin/python3 docx_py.py
/usr/bin/python3 docx_truth.py
# the truth files are written by json.dump; bring them (and these scripts) to the project's biome format
cd "$(git rev-parse --show-toplevel)" && npx biome check --write src/server/test/documents/independent-4
