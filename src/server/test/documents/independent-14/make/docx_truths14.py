# Word truths: each place's page is found in LibreOffice's rendition (soffice --headless --convert-to pdf) by its
# caption, which must be on exactly one page (counting only the signing lines' text, see FIND); the page count too.
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kinds14 import KINDS
FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'files')
DOCS = {
 '13-sales-invoice.docx': dict(documentType='sales_agreement', customerName='Shabnam Rahimi', vehicleRegistration='FE21UJW', otherRegistrations=['FD12NRO'],
     dealershipName='Fosse Way Motors', places=[('Purchaser', 'customer', True, 'Purchaser\n'), ('For Fosse Way Motors (salesperson)', 'dealer', False, 'For Fosse Way Motors')]),
 '14-tyre-alloy-insurance.docx': dict(documentType='insurance', customerName='Declan Mulholland', vehicleRegistration='NXZ2817', otherRegistrations=['LXZ9054'],
     dealershipName='Lagan Side Motors', places=[('Policyholder', 'customer', True, 'Policyholder___'), ('Sales executive', 'dealer', False, 'Sales executive___')]),
 '15-credit-search-consent.docx': dict(documentType='other', customerName='Layla Haddad', otherCustomers=['Sami Haddad'], vehicleRegistration='BK69LRW', otherRegistrations=[],
     dealershipName='Chelmer Valley Cars', places=[('Main applicant', 'customer', True, 'Main applicant\n'), ('Joint applicant', 'customer2', True, 'Joint applicant\n')]),
}
for name, h in DOCS.items():
    subprocess.run(['nice', '-n', '10', 'soffice', '--headless', '--convert-to', 'pdf', '--outdir', '/tmp/gen14/lo', os.path.join(FILES, name)], check=True, capture_output=True)
    pdf = f'/tmp/gen14/lo/{name[:-5]}.pdf'
    pages = subprocess.run(['pdftotext', '-raw', pdf, '-'], capture_output=True, text=True).stdout.split('\f')[:-1]
    t = dict(file=name, format='docx', kinds=KINDS[name], documentType=h['documentType'], customerName=h['customerName'])
    if 'otherCustomers' in h: t['otherCustomers'] = h['otherCustomers']
    t.update(vehicleRegistration=h['vehicleRegistration'], otherRegistrations=h['otherRegistrations'], pageCount=len(pages), hasTextLayer=True,
             dealershipName=h['dealershipName'], signatureFields=[], otherPlaces=[])
    for label, signer, cust, find in h['places']:
        # the signing table's captions are the last occurrence on their page; the details table holds the same words earlier
        hits = [i + 1 for i, p in enumerate(pages) if find in p]
        page = hits[-1] if hits else None
        if page is None: raise SystemExit(f'{name}: {label} not found')
        (t['signatureFields'] if cust else t['otherPlaces']).append(dict(page=page, label=label, signer=signer))
        print(name, label, hits)
    json.dump(t, open(os.path.join(FILES, name + '.truth.json'), 'w'), ensure_ascii=False, indent=2)
    open(os.path.join(FILES, name + '.truth.json'), 'a').write('\n')
