# Truths of the Word files: each is converted by LibreOffice (soffice --headless --convert-to pdf) and each place's
# caption is looked for in the rendition's text (pdftotext -layout), page by page, only after the words that open the
# signing part. That gives the place's page and the page count; Word places carry no box.
import json, os, subprocess, sys, tempfile
GEN = os.environ.get('GEN19', '/tmp/gen19')
P = 'producer: '
DOCS = {
 '09-privacy-marketing-consent': dict(
    kinds=[P + 'WordprocessingML by hand in OCaml (zip by hand)', 'kind: privacy notice and marketing consent', 'docx', 'ocaml',
           'privacy and consent form', 'middle initial', 'customer reference holding the plate', 'caption cells beside empty signature cells',
           'print name row', 'consent recorded by place'],
    documentType='other', customerName='Hamish McLeod', vehicleRegistration='SV70HKD', otherRegistrations=[],
    dealershipName='Lochside Motors', opener='Confirmation',
    places=[('Customer signature', 'customer'), ('Consent recorded by', 'dealer')]),
 '10-warranty-registration': dict(
    kinds=[P + 'WordprocessingML by hand in OCaml (zip by hand)', 'kind: used car warranty registration', 'docx', 'ocaml',
           'used car warranty registration', 'hyphenated surname', 'warranty number holding the plate', 'underscore tab leaders',
           'date on the same line', 'warranty administrator is not the dealer', 'selling dealer place'],
    documentType='warranty', customerName='Joanna Fletcher-Davies', vehicleRegistration='RE19TDY', otherRegistrations=[],
    dealershipName='Trent Valley Audi Approved', opener='Customer declaration',
    places=[("Customer's signature", 'customer'), ('Signed for the selling dealer', 'dealer')]),
 '11-service-plan': dict(
    kinds=[P + 'WordprocessingML by hand in Emacs Lisp (zip by hand)', 'kind: service plan with direct debit instruction', 'docx', 'emacs lisp',
           'service plan', 'plan number and DD reference holding the plate', 'captions above bottom-bordered paragraphs',
           'date as its own rule', 'two customer places', 'service adviser place', 'dealer named in the footer'],
    documentType='service_contract', customerName='Leah Goldberg', vehicleRegistration='HW21KPE', otherRegistrations=[],
    dealershipName='Chiltern Hills Volkswagen', opener='Terms',
    places=[('Signature of plan holder', 'customer'), ('Service Adviser', 'dealer'), ('Signature(s)', 'customer')]),
 '12-joint-vehicle-purchase': dict(
    kinds=[P + 'WordprocessingML by hand in Emacs Lisp (zip by hand)', 'kind: dealer buys a car from joint sellers', 'docx', 'emacs lisp',
           'vehicle purchase by the dealer', 'joint sellers', 'seller 2 is the V5C keeper', 'finance settlement number holding the plate letters',
           'dot tab leaders', 'date on the same line', 'buyer for the dealer place'],
    documentType='trade_in', customerName='Kofi Mensah', otherCustomers=['Efua Mensah'], vehicleRegistration='GJ17UWS',
    otherRegistrations=[], dealershipName='Medway Car Buying Centre', opener="Sellers' declaration",
    places=[('Seller 1', 'customer'), ('Seller 2', 'customer2'), ('Buyer, for Medway Car Buying Centre', 'dealer')]),
}
outdir = sys.argv[1]
for name, d in DOCS.items():
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', tmp, '%s/%s.docx' % (outdir, name)], check=True, capture_output=True)
        text = subprocess.run(['pdftotext', '-layout', '%s/%s.pdf' % (tmp, name), '-'], capture_output=True, text=True).stdout
    pages = text.split('\f')
    if pages and not pages[-1].strip(): pages = pages[:-1]
    fields, others = [], []
    for label, who in d['places']:
        found = None; opened = False
        for i, pg in enumerate(pages):
            at = 0
            if not opened:
                j = pg.find(d['opener'])
                if j < 0: continue
                opened, at = True, j
            if pg.find(label, at) >= 0:
                found = i + 1; break
        if not found: sys.exit('%s: %s not found' % (name, label))
        e = {'page': found, 'label': label, 'signer': who}
        (fields if who.startswith('customer') else others).append(e)
    t = {'file': name + '.docx', 'format': 'docx', 'kinds': d['kinds'], 'documentType': d['documentType'], 'customerName': d['customerName']}
    if d.get('otherCustomers'): t['otherCustomers'] = d['otherCustomers']
    t.update({'vehicleRegistration': d['vehicleRegistration'], 'otherRegistrations': d['otherRegistrations'], 'pageCount': len(pages),
              'hasTextLayer': True, 'dealershipName': d['dealershipName'], 'signatureFields': fields, 'otherPlaces': others})
    with open('%s/%s.docx.truth.json' % (outdir, name), 'w') as fh:
        json.dump(t, fh, indent=2, ensure_ascii=False); fh.write('\n')
    print('truth', name, len(pages), 'page(s)')
