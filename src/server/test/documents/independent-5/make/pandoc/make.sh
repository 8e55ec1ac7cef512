#!/bin/bash
# Two Word files made by pandoc from Markdown, as a dealer's intranet exports its pages; specs.json holds their truths.
set -euo pipefail
OUT=$1; HERE=$(dirname "$0")
for n in 19-paint-protection 20-deposit-order; do pandoc "$HERE/$n.md" -o "$OUT/$n.docx"; done
/usr/bin/python3 -c "
import json, sys
for s in json.load(open('$HERE/specs.json')):
    json.dump(s, open('$OUT/' + s['file'].rsplit('.', 1)[0] + '.spec.json', 'w'), indent=2, ensure_ascii=False)
"
