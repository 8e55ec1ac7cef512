#!/usr/bin/python3
"""Finds the page of each Word file's places: converts it with LibreOffice (soffice --headless --convert-to pdf) and
looks for each place's caption in the rendition's text (pdftotext -layout), page by page, only after the words that
open the signing part. Writes /tmp/gen16/measured/NAME.json (pages; places with label, signer, page; no boxes).
Usage: docx_truths16.py FILESDIR"""
import json, os, subprocess, sys
S = {
 '11-service-plan': ('I agree to the plan terms', [("Plan holder's signature", 'customer', "Plan holder's signature"),
    ('Service Manager (for the dealer)', 'dealer', 'Service Manager (for the')]),
 '12-reservation-deposit': ('Signed by the purchasers', [('Purchaser 1 (Amir Khalil)', 'customer', 'Purchaser 1 (Amir Khalil)'),
    ('Purchaser 2 (Leila Khalil)', 'customer2', 'Purchaser 2 (Leila Khalil)'),
    ('Received for Severnside Car Supermarket', 'dealer', 'Received for Severnside Car Supermarket')]),
 '13-part-exchange-valuation': ('Customer declaration', [('Signature of customer (seller of the part exchange)', 'customer', 'Signature of customer (seller of the part exchange)'),
    ('Valued by (sales executive)', 'dealer', 'Valued by (sales executive)')]),
 '14-affordability-declaration': ('We confirm the information above', [('Applicant 1', 'customer', 'Applicant 1'), ('Applicant 2', 'customer2', 'Applicant 2'),
    ('Business manager (Sandwell Road Motors)', 'dealer', 'Business manager (Sandwell')]),
}
files = sys.argv[1]; tmp = '/tmp/gen16/lo'; os.makedirs(tmp, exist_ok=True)
for name, (marker, places) in S.items():
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', tmp, os.path.join(files, name + '.docx')], check=True, capture_output=True)
    text = subprocess.run(['pdftotext', '-layout', os.path.join(tmp, name + '.pdf'), '-'], capture_output=True, text=True, check=True).stdout
    pages = text.split('\f')
    if pages and not pages[-1].strip(): pages = pages[:-1]
    flat = ''.join(f'\x00{i + 1}\x00' + pg for i, pg in enumerate(pages))
    start = flat.index(marker)
    out = []
    for label, signer, find in places:
        at = flat.index(find, start)
        page = int(flat[:at].rsplit('\x00', 2)[-2])
        out.append(dict(label=label, signer=signer, page=page))
    json.dump(dict(pages=len(pages), places=out), open(f'/tmp/gen16/measured/{name}.json', 'w'), indent=1)
    print(name, len(pages), 'pages', [(p['label'], p['page']) for p in out])
