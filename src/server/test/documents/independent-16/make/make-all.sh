#!/bin/bash
# Rebuilds every document of the sixteenth set and its truth. Debian packages: libpdf-reuse-perl, mandoc,
# cups-filters, libvips-tools, ffmpeg, poppler-utils, python3-pil, python3-numpy, tcl (8.6), ruby (3.1),
# libreoffice-writer (only to find the Word files' pages). Scratch under /tmp/gen16.
set -euo pipefail
M=$(cd "$(dirname "$0")" && pwd); F=$M/../files; G=/tmp/gen16
mkdir -p $G/meta $G/src $G/measured $G/out $F
PY=/usr/bin/python3
# 01-05 PDF::Reuse, and the pages scanned for 09 and 10
perl $M/docs_reuse.pl $F
for n in 01-joint-pcp-agreement 02-conditional-sale-guarantor 03-vehicle-order-form 04-tyre-alloy-insurance 05-demonstrator-loan; do
  $PY $M/measure16.py $F/$n.pdf $G/meta/$n.json $G/measured/$n.json; done
# 06 mandoc
mandoc -Tpdf -O paper=a4 $M/06-sold-as-seen.man > $F/06-sold-as-seen.pdf
$PY $M/measure_text16.py $F/06-sold-as-seen.pdf $M/06-sold-as-seen.spec.json $G/measured/06-sold-as-seen.json
# 07, 08 texttopdf (A4 from the generic PDF printer's PPD with PageSize=A4)
cp /usr/share/ppd/cupsfilters/Generic-PDF_Printer-PDF.ppd $G/generic.ppd
for n in 07-handover-note 08-vehicle-purchase; do
  PPD=$G/generic.ppd /usr/lib/cups/filter/texttopdf 1 dealer "$n" 1 "PageSize=A4 cpi=12 lpi=7 page-left=40 page-right=30 page-top=40 page-bottom=40" $M/$n.txt > $F/$n.pdf 2>$G/texttopdf.err
  $PY $M/measure_text16.py $F/$n.pdf $M/$n.spec.json $G/measured/$n.json; done
# 09, 10 scans
for n in 09-scanned-warranty 10-scanned-privacy-consent; do $PY $M/measure16.py $G/src/$n.pdf $G/meta/$n.json $G/measured/$n-src.json; done
bash $M/scans16.sh $F
$PY $M/scanbox16.py $G/measured/09-scanned-warranty-src.json $G/measured/09-scanned-warranty.json -0.7 12 16 1653 2339
$PY $M/scanbox16.py $G/measured/10-scanned-privacy-consent-src.json $G/measured/10-scanned-privacy-consent.json 0.6875493541569878 -9 14 1653 2339
# 11, 12 WordprocessingML by hand in Tcl; 13, 14 in Ruby
if [ -f $M/wml16.tcl ]; then tclsh $M/wml16.tcl $F; fi
if [ -f $M/wml16.rb ]; then ruby $M/wml16.rb $F; fi
if [ -f $M/docx_truths16.py ]; then $PY $M/docx_truths16.py $F; fi
$PY $M/truths16.py $F
