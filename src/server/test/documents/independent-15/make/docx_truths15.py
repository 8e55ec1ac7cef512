"""Truths of the Word files: each is converted by LibreOffice (soffice --headless --convert-to pdf) and each place's
caption is looked for in the rendition's text (pdftotext -layout, page by page) as it stands in the signing part
(the last page on which it is found, after the signing words given here), which gives its page; the page count is
the rendition's. Word places carry no box."""
import json, subprocess, sys, os, re
out = sys.argv[1] if len(sys.argv) > 1 else '../files'
tmp = '/tmp/gen15/docx'
os.makedirs(tmp, exist_ok=True)

DOCS = {
    '12-affordability-declaration.docx': dict(
        kinds=['producer: WordprocessingML by hand (PHP ZipArchive)', 'kind: affordability and vulnerability declaration', 'docx', 'wordprocessingml by hand in php', 'affordability and vulnerability declaration',
               'previous car plate in the outgoings', 'signing table with a Signature column heading', 'business manager place'],
        documentType='other', customerName='Arjun Patel', vehicleRegistration='KM72RXD', otherRegistrations=['NJ19WOA'],
        dealershipName='Medway Motor Group', after='I confirm that the information above',
        places=[('Customer', 'customer'), ('Business Manager', 'dealer')]),
    '13-gap-declined.docx': dict(
        kinds=['producer: WordprocessingML by hand (PHP ZipArchive)', 'kind: GAP insurance declined (demands and needs, refusal)', 'docx', 'wordprocessingml by hand in php', 'gap insurance declined', 'irish accents', 'courtesy car plate in the body',
               'underscore tab leaders with the date on the same line', 'sales executive place'],
        documentType='insurance_waiver', customerName='Róisín Doherty', vehicleRegistration='NV21HZT', otherRegistrations=['WK73VCD'],
        dealershipName='Northfield Vauxhall', after='I have been offered GAP insurance',
        places=[('Customer signature', 'customer'), ('Sales executive', 'dealer')]),
    '14-van-sales-invoice.docx': dict(
        kinds=['producer: WordprocessingML by hand (Node, zip by hand)', 'kind: van sales invoice to a sole trader', 'docx', 'wordprocessingml by hand in node', 'hand-written zip', 'van sales invoice to a sole trader',
               'trading name beside the person', 'part-exchange plate in an invoice line', 'signing table with captions as headings',
               'salesperson place'],
        documentType='sales_agreement', customerName='Tomasz Nowak', vehicleRegistration='NA71BXG', otherRegistrations=['VU14OKP'],
        dealershipName='Tees Valley Vans', after='Signed to confirm acceptance',
        places=[('Customer', 'customer'), ('Salesperson', 'dealer')]),
    '15-joint-vehicle-purchase.docx': dict(
        kinds=['producer: WordprocessingML by hand (Node, zip by hand)', 'kind: dealer buys a car outright from joint sellers', 'docx', 'wordprocessingml by hand in node', 'hand-written zip', 'dealer buys outright from joint sellers',
               'the customers are the sellers', 'dealer only in the running header and the buyer caption',
               'same captions in the details table', 'bottom-bordered paragraphs as rules'],
        documentType='trade_in', customerName='Liam Kershaw', otherCustomers=['Ruth Kershaw'], vehicleRegistration='BK66RNU',
        otherRegistrations=[], dealershipName='Cotswold Car Buyers', after='The sellers confirm',
        places=[('Seller 1', 'customer'), ('Seller 2', 'customer2'), ('Buyer, for Cotswold Car Buyers', 'dealer')]),
}

for name, h in DOCS.items():
    src = os.path.join(out, name)
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', tmp, src], check=True, capture_output=True)
    pdf = os.path.join(tmp, name.replace('.docx', '.pdf'))
    txt = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout
    pages = txt.split('\f')
    if pages and not pages[-1].strip():
        pages = pages[:-1]
    # the signing part starts at the first page holding the 'after' words, past those words
    start = next(i for i, p in enumerate(pages) if h['after'] in p)
    t = {'file': name, 'format': 'docx', 'kinds': h['kinds'], 'documentType': h['documentType'], 'customerName': h['customerName']}
    if h.get('otherCustomers'):
        t['otherCustomers'] = h['otherCustomers']
    t.update(vehicleRegistration=h['vehicleRegistration'], otherRegistrations=h['otherRegistrations'], pageCount=len(pages),
             hasTextLayer=True, dealershipName=h['dealershipName'], signatureFields=[], otherPlaces=[])
    for label, who in h['places']:
        found = None
        for i in range(start, len(pages)):
            body = pages[i]
            if i == start:
                body = body[body.index(h['after']):]
            if re.search(r'(^|\s)' + re.escape(label) + r'(\s|$)', body, re.M):
                found = i + 1
        if not found:
            sys.exit('%s: %s not found' % (name, label))
        f = {'page': found, 'label': label, 'signer': who}
        (t['signatureFields'] if who.startswith('customer') else t['otherPlaces']).append(f)
    with open(src + '.truth.json', 'w') as fh:
        json.dump(t, fh, indent=2, ensure_ascii=False); fh.write('\n')
    print(name, len(pages), [(f['label'], f['page']) for f in t['signatureFields'] + t['otherPlaces']])
