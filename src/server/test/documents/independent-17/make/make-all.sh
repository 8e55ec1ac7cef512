#!/bin/bash
# Rebuilds every document and truth of the seventeenth set.
# Debian packages: python3-pikepdf python3-pil python3-odf gmic poppler-utils libreoffice-writer zip fonts-liberation nodejs
# npm (into a scratch folder, not the repository): muhammara 6 (built from source by node-gyp; g++ and make needed),
#   e.g. mkdir -p /tmp/gen17/npm && cd /tmp/gen17/npm && npm init -y && npm install muhammara
#   (MUHAMMARA_DIR names another folder holding node_modules/muhammara)
set -e
cd "$(dirname "$0")"
F=../files
PY=/usr/bin/python3
mkdir -p /tmp/gen17/src /tmp/gen17/ov
$PY docs17.py hp pcp cs order buyin gap testdrive handover soldasseen warranty
pk() { $PY pikepdf17.py /tmp/gen17/desc/$1.json $2 $3; }
mu() { node muhammara17.mjs /tmp/gen17/desc/$1.json $2; }
pk 01-hire-purchase-agreement $F/01-hire-purchase-agreement.pdf helv
mu 02-joint-pcp-agreement $F/02-joint-pcp-agreement.pdf
pk 03-conditional-sale-guarantor $F/03-conditional-sale-guarantor.pdf times
mu 04-vehicle-order $F/04-vehicle-order.pdf
pk 05-vehicle-purchase-invoice $F/05-vehicle-purchase-invoice.pdf helv
mu 06-gap-insurance $F/06-gap-insurance.pdf
pk 07-test-drive-form $F/07-test-drive-form.pdf helv
mu 08-joint-handover-note $F/08-joint-handover-note.pdf
for n in 01-hire-purchase-agreement 02-joint-pcp-agreement 03-conditional-sale-guarantor 04-vehicle-order \
         05-vehicle-purchase-invoice 06-gap-insurance 07-test-drive-form 08-joint-handover-note; do
  $PY measure17.py /tmp/gen17/desc/$n.json $F/$n.pdf $F/$n.pdf.truth.json
done
# scans: 09's page by muhammara, wrapped by pikepdf; 10's page by pikepdf, wrapped by muhammara
mu 09-scanned-sold-as-seen /tmp/gen17/src/09-scanned-sold-as-seen.pdf
./scan17.sh /tmp/gen17/src/09-scanned-sold-as-seen.pdf /tmp/gen17/src/09.jpg 0.8 -12 16 /tmp/gen17/src/09.params.json 595.28 841.89
$PY pikepdf_wrap17.py /tmp/gen17/src/09.jpg $F/09-scanned-sold-as-seen.pdf
pk 10-scanned-warranty-registration /tmp/gen17/src/10-scanned-warranty-registration.pdf helv
./scan17.sh /tmp/gen17/src/10-scanned-warranty-registration.pdf /tmp/gen17/src/10.jpg -1.1 10 -8 /tmp/gen17/src/10.params.json 595.28 841.89
node muhammara17.mjs /tmp/gen17/desc/10-scanned-warranty-registration.json $F/10-scanned-warranty-registration.pdf /tmp/gen17/src/10.jpg
$PY measure17.py /tmp/gen17/desc/09-scanned-sold-as-seen.json $F/09-scanned-sold-as-seen.pdf $F/09-scanned-sold-as-seen.pdf.truth.json /tmp/gen17/src/09.params.json
$PY measure17.py /tmp/gen17/desc/10-scanned-warranty-registration.json $F/10-scanned-warranty-registration.pdf $F/10-scanned-warranty-registration.pdf.truth.json /tmp/gen17/src/10.params.json
# Word files
$PY odf17.py $F
./wml17.sh $F
$PY docx_truths17.py $F
# overlays for looking at (customers red, others blue, dates green)
for f in $F/*.pdf; do $PY overlay17.py $f $f.truth.json /tmp/gen17/ov > /dev/null; done
echo "overlays in /tmp/gen17/ov"
