# Truths of the Word files (10-13): converts each with LibreOffice (soffice --headless --convert-to pdf) and looks
# for each place's caption in the rendition's text (pdftotext -layout), page by page, only after the words that
# open the signing part, for the place's page and the page count. Word places carry no box.
import json, subprocess, sys, os
FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'files')
LO = '/tmp/gen18/lo'
P = 'producer: '
DOCS = {
 '10-sold-as-seen-trade.docx': dict(opens='Signed (buyer)', documentType='warranty_disclaimer', customerName='Duncan Napier', vehicleRegistration='YR09HBN',
   otherRegistrations=['KP19WLE'], dealershipName='Humber Docks Motor Co.',
   places=[('Signed (buyer)', 'customer'), ('Signed for Humber Docks Motor Co.', 'dealer')],
   kinds=[P + 'WordprocessingML by hand (Lua 5.4, zip written by hand)', 'kind: trade sale sold as seen, without warranty', 'docx', 'wordprocessingml by hand in lua',
          'surname first with a comma and title', 'trading name beside the person', 'plate of the car it came in against', 'underscore tab leaders with the date on the same line',
          'pre-filled print name', 'dealer place named for the dealer']),
 '11-service-plan-dd.docx': dict(opens='Signatures', documentType='service_contract', customerName='Helen McAllister', vehicleRegistration='SF21ASN',
   otherRegistrations=[], dealershipName='Fife Coast Toyota',
   places=[('Customer (plan holder and account holder)', 'customer', 'Customer (plan holder'), ('Service Advisor, for Fife Coast Toyota', 'dealer', 'Service Advisor, for Fife')],
   kinds=[P + 'WordprocessingML by hand (Lua 5.4, zip written by hand)', 'kind: service plan with direct debit instruction', 'docx', 'wordprocessingml by hand in lua',
          'Mc surname in mixed capitals', 'account holder as title and initial', 'plan number and DD reference holding the plate', 'signing table with Signature and Date column headings',
          'service advisor place']),
 '12-extended-warranty-joint.docx': dict(opens='Declaration', documentType='warranty', customerName='Babatunde Ogunleye', otherCustomers=['Folake Ogunleye'],
   vehicleRegistration='FY20KZT', otherRegistrations=[], dealershipName='Wirral Motor Centre',
   places=[('First applicant (Babatunde Ogunleye)', 'customer'), ('Second applicant (Folake Ogunleye)', 'customer2'), ('Warranty sold by (for Wirral Motor Centre)', 'dealer')],
   kinds=[P + 'WordprocessingML by hand (awk, packed by Info-ZIP zip)', 'kind: extended warranty application, joint applicants', 'docx', 'wordprocessingml by hand in awk',
          'joint customers as "Mr B. & Mrs F."', 'surname in capitals', 'warranty number holding the plate', 'bottom-bordered paragraphs as rules with captions below and dotted dates in the caption',
          'warranty company not the dealer', 'sales executive place']),
 '13-reservation-deposit.docx': dict(opens='This reservation is not', documentType='sales_agreement', customerName='Zofia Kaczmarek-Lowe', vehicleRegistration='HF74WDD',
   otherRegistrations=['LB62XRM'], dealershipName='Solent Motor Hub',
   places=[('Customer', 'customer'), ('Received for Solent Motor Hub by', 'dealer')],
   kinds=[P + 'WordprocessingML by hand (awk, packed by Info-ZIP zip)', 'kind: vehicle reservation and deposit agreement', 'docx', 'wordprocessingml by hand in awk',
          'surname first with comma, hyphenated', 'finance quote number holding the plate', 'customer\'s current car plate', 'captions as the heading row of the signing table over empty cells',
          'received for the dealer by']),
}
os.makedirs(LO, exist_ok=True)
for name, d in DOCS.items():
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', LO, f'{FILES}/{name}'], check=True, capture_output=True)
    pdf = f'{LO}/{name[:-5]}.pdf'
    pages = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout.split('\f')
    pages = [p for p in pages if p.strip()]
    fields, others, opened = [], [], False
    found = {}
    for i, text in enumerate(pages, 1):
        if not opened and d['opens'] in text:
            opened = True; text = text[text.index(d['opens']):]
        if not opened: continue
        for pl in d['places']:
            label, look = pl[0], pl[2] if len(pl) > 2 else pl[0]  # a caption wrapped in its cell is looked for by its first words
            if label not in found and look in text: found[label] = i
    for label, signer, *_ in d['places']:
        if label not in found: sys.exit(f'{name}: {label} not found after {d["opens"]}')
        f = dict(page=found[label], label=label, signer=signer)
        (fields if signer.startswith('customer') else others).append(f)
    t = dict(file=name, format='docx', kinds=d['kinds'], documentType=d['documentType'], customerName=d['customerName'])
    if d.get('otherCustomers'): t['otherCustomers'] = d['otherCustomers']
    t.update(vehicleRegistration=d['vehicleRegistration'], otherRegistrations=d['otherRegistrations'], pageCount=len(pages), hasTextLayer=True,
             dealershipName=d['dealershipName'], signatureFields=fields, otherPlaces=others)
    with open(f'{FILES}/{name}.truth.json', 'w') as fh:
        json.dump(t, fh, indent=2, ensure_ascii=False); fh.write('\n')
    print('truth', name, len(pages), 'pages')
