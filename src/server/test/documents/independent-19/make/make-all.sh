#!/usr/bin/env bash
# Rebuilds every document and truth of the nineteenth independent set.
# Debian packages: guile-3.0 ocaml-nox emacs-nox python3-skimage python3-pil python3-numpy poppler-utils
#   tesseract-ocr tesseract-ocr-eng libreoffice-writer fonts-liberation nodejs npm
# npm (into the scratch folder, never the project): tinypdf@0.3.1
# Scratch files go under $GEN19 (default /tmp/gen19).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
files="$here/../files"
export GEN19="${GEN19:-/tmp/gen19}"
PY=/usr/bin/python3
mkdir -p "$GEN19/meta" "$GEN19/src" "$GEN19/scan" "$files"
if [ ! -d "$GEN19/node_modules/tinypdf" ]; then
  (cd "$GEN19" && [ -f package.json ] || (cd "$GEN19" && npm init -y >/dev/null); cd "$GEN19" && npm install --no-save tinypdf@0.3.1 >/dev/null)
fi
export GEN19_NODE="$GEN19/package.json"

# Page descriptions (text, lines, rectangles, each place's marks in its own tag colour).
$PY "$here/docs_tiny.py"
$PY "$here/docs_guile.py"

# tinypdf: 01-03 and the page scanned for 08.
for n in 01-hire-purchase-agreement 02-joint-vehicle-order 03-demonstrator-loan; do
  node "$here/tiny19.mjs" "$GEN19/meta/$n.json" "$files/$n.pdf"
done
node "$here/tiny19.mjs" "$GEN19/meta/08-scanned-sold-as-seen.json" "$GEN19/src/08-scanned-sold-as-seen.pdf"

# PDF by hand in Guile: 04-06, 13 and the page scanned for 07.
for n in 04-joint-pcp-agreement 05-conditional-sale-guarantor 06-tyre-alloy-insurance 13-part-exchange-appraisal; do
  guile --no-auto-compile "$here/pdf19.scm" "$GEN19/meta/$n.scm" "$files/$n.pdf"
done
guile --no-auto-compile "$here/pdf19.scm" "$GEN19/meta/07-scanned-handover-note.scm" "$GEN19/src/07-scanned-handover-note.pdf"

# Scans aged with scikit-image; 07 wrapped by tesseract's PDF renderer (image with its OCR text layer), 08 by tinypdf.
$PY "$here/scan19.py" 07-scanned-handover-note "$GEN19/src/07-scanned-handover-note.pdf" 0.8 -12 16 68 7
$PY "$here/scan19.py" 08-scanned-sold-as-seen "$GEN19/src/08-scanned-sold-as-seen.pdf" -1.1 15 -10 72 8
tesseract "$GEN19/scan/07-scanned-handover-note.jpg" "$GEN19/scan/07-tess" -l eng --dpi 200 pdf >/dev/null 2>&1
cp "$GEN19/scan/07-tess.pdf" "$files/07-scanned-handover-note.pdf"
node "$here/tiny19.mjs" --jpeg "$GEN19/scan/08-scanned-sold-as-seen.jpg" "$files/08-scanned-sold-as-seen.pdf"

# Word files: OCaml (09, 10) and Emacs Lisp (11, 12), each zipping by hand.
ocaml "$here/wml19.ml" "$files"
emacs --batch -l "$here/wml19.el" "$files" 2>/dev/null

# Truths, measured from the finished files.
$PY "$here/measure19.py" "$files" 01-hire-purchase-agreement 02-joint-vehicle-order 03-demonstrator-loan \
  04-joint-pcp-agreement 05-conditional-sale-guarantor 06-tyre-alloy-insurance 13-part-exchange-appraisal \
  "07-scanned-handover-note=$GEN19/src/07-scanned-handover-note.pdf" "08-scanned-sold-as-seen=$GEN19/src/08-scanned-sold-as-seen.pdf"
$PY "$here/docx_truths19.py" "$files"
# Boxes drawn over the rendered pages, to look at.
$PY "$here/overlay19.py" "$files" "$GEN19/overlay"
echo "made $(ls "$files" | grep -vc truth) documents"
