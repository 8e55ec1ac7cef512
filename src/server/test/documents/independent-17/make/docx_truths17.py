# Truths of the Word files: converts each with LibreOffice (soffice --headless --convert-to pdf), reads the rendition's
# text page by page (pdftotext -layout) and finds each place's caption only after the words that open the signing
# part. That gives the place's page and the page count; Word places carry no box.
# usage: docx_truths17.py FILESDIR
import json, os, subprocess, sys

FILES = sys.argv[1]
TMP = '/tmp/gen17/lo'
os.makedirs(TMP, exist_ok=True)

DOCS = {
    '11-privacy-consent.docx': dict(
        kinds=['producer: odfpy (python3-odf) ODF text saved as .docx by LibreOffice', 'kind: privacy notice and marketing consent',
               '"Mr Oliver THOMPSON-REID" with a hyphenated surname', 'marketing tick table', 'signing table with caption cells, '
               'empty signature cells and date cells', '"Print name" row pre-filled (not a place)', '"Staff member" the dealer\'s'],
        documentType='other', customerName='Oliver Thompson-Reid', vehicleRegistration='AV68ZNR', otherRegistrations=[],
        dealershipName='Wensum Motors', opening='Declaration',
        places=[('Customer signature', 'customer'), ('Staff member', 'dealer')]),
    '12-service-plan.docx': dict(
        kinds=['producer: odfpy (python3-odf) ODF text saved as .docx by LibreOffice', 'kind: fixed price service plan agreement',
               '"Dr Mei Ling CHAN" with a two-part forename', 'plan number and direct debit reference holding the plate',
               'bottom-bordered empty paragraphs as rules, captions below', '"Service adviser (for Pennine Peaks Mazda)" the dealer\'s'],
        documentType='service_contract', customerName='Mei Ling Chan', vehicleRegistration='BD70UWF', otherRegistrations=[],
        dealershipName='Pennine Peaks Mazda', opening='Agreement',
        places=[('Signature of plan holder', 'customer'), ('Service adviser (for Pennine Peaks Mazda)', 'dealer')]),
    '13-van-sales-invoice.docx': dict(
        kinds=['producer: WordprocessingML written by hand in Bash, zipped by Info-ZIP zip', 'kind: van sales invoice to a limited company',
               'company buyer "Pearce Landscapes Ltd" signed by its director "Ms H. Pearce" / "Hollie Pearce"',
               'courtesy van plate (YK19 RZA) in the terms', 'underscore tab leaders with the date on the same line, name printed below',
               '"For Humber Commercials" the dealer\'s'],
        documentType='sales_agreement', customerName='Hollie Pearce', vehicleRegistration='YK72VFN', otherRegistrations=['YK19RZA'],
        dealershipName='Humber Commercials', opening='Received the vehicle',
        places=[('Signed for the buyer', 'customer'), ('For Humber Commercials', 'dealer')]),
    '14-part-exchange-declaration.docx': dict(
        kinds=['producer: WordprocessingML written by hand in Bash, zipped by Info-ZIP zip', 'kind: part exchange purchase and declaration, joint owners',
               '"Owner 2" of the same surname is customer2', 'V5C keeper is the second owner', 'the part exchange (MA14 PXJ) is the '
               'subject, the car bought (DL24 HRC) another plate', 'signing table with a "Signature | Print name | Date" heading row',
               '"Appraised by (Medina Garage)" the dealer\'s'],
        documentType='trade_in_agreement', customerName='Jacob Ross', otherCustomers=['Eleanor Ross'], vehicleRegistration='MA14PXJ',
        otherRegistrations=['DL24HRC'], dealershipName='Medina Garage', opening='Print name',
        places=[('Owner 1', 'customer'), ('Owner 2', 'customer2'), ('Appraised by (Medina Garage)', 'dealer')]),
}

for name, d in DOCS.items():
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', TMP, os.path.join(FILES, name)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pdf = os.path.join(TMP, name.replace('.docx', '.pdf'))
    text = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True, check=True).stdout
    pages = text.split('\f')
    if pages and not pages[-1].strip():
        pages = pages[:-1]
    flat = ''.join(pages)
    starts = [sum(len(p) for p in pages[:i]) for i in range(len(pages))]
    at = flat.find(d['opening'])
    if at < 0:
        sys.exit(f'{name}: no opening')
    fields, others = [], []
    for label, who in d['places']:
        i = flat.find(label, at)
        if i < 0:
            sys.exit(f'{name}: no caption {label}')
        page = max(k for k, s in enumerate(starts) if s <= i) + 1
        f = {'page': page, 'label': label, 'signer': who}
        (fields if who.startswith('customer') else others).append(f)
    t = {'file': name, 'format': 'docx', 'kinds': d['kinds'], 'documentType': d['documentType'], 'customerName': d['customerName']}
    if d.get('otherCustomers'):
        t['otherCustomers'] = d['otherCustomers']
    t.update({'vehicleRegistration': d['vehicleRegistration'], 'otherRegistrations': d['otherRegistrations'],
              'pageCount': len(pages), 'hasTextLayer': True, 'dealershipName': d['dealershipName'],
              'signatureFields': fields, 'otherPlaces': others})
    with open(os.path.join(FILES, name + '.truth.json'), 'w') as fh:
        json.dump(t, fh, indent=2, ensure_ascii=False)
        fh.write('\n')
    print(name, len(pages), [(f['label'], f['page']) for f in fields + others])
