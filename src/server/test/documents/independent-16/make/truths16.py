#!/usr/bin/python3
"""Writes each document's truth (files/NAME.truth.json, the Truth type of corpus/kit.ts) from its head below and
the places measured from the finished file (/tmp/gen16/measured/NAME.json: pages and places with page, label,
signer, box, dateBox). Usage: truths16.py FILESDIR [NAME...]"""
import json, sys, os

H = {
 '01-joint-pcp-agreement.pdf': dict(kinds=['producer: PDF::Reuse (Perl), base-14 Helvetica', 'kind: PCP hire purchase agreement, joint debtors, 2 pages',
   'signatures on page 2 in drawn boxes with captions above and date boxes beside', 'Debtor 2 of another surname is customer2',
   'part-exchange plate AV64 KZE in the financial details', "creditor's box nobody's", 'dealer-use panel with underscores that is not a place'],
   documentType='finance_agreement', customerName='Tendai Mutasa', otherCustomers=['Rebecca Hollingworth'], vehicleRegistration='YK23HVN',
   otherRegistrations=['AV64KZE'], dealershipName='Airedale Volkswagen'),
 '02-conditional-sale-guarantor.pdf': dict(kinds=['producer: PDF::Reuse (Perl), base-14 Times', 'kind: conditional sale agreement with guarantor',
   'surname-first capitals "HUSSAIN, IMRAN (MR)", guarantor "AKHTAR, NASREEN (MRS)"', 'dotted lines with captions beside and dotted dates',
   'plate of the car on the existing finance (LK15 FTU) in the body', "creditor's and witness's places nobody's", 'dotted witness name/address lines that are not places'],
   documentType='finance_agreement', customerName='Imran Hussain', vehicleRegistration='MA21OVK', otherRegistrations=['LK15FTU'],
   dealershipName='Calder Valley Car Centre'),
 '03-vehicle-order-form.pdf': dict(kinds=['producer: PDF::Reuse (Perl), base-14 Helvetica', 'kind: used vehicle order form',
   'signing grid of table cells under a heading row (Signature | Name (capitals) | Date)', '"Ms Jennifer A. WHITFIELD" and "J. WHITFIELD" pre-filled',
   'part-exchange plate HJ63 KWU and courtesy car KX71 CWO', "Sales Executive's and Sales Manager's cells the dealer's"],
   documentType='sales_agreement', customerName='Jennifer Whitfield', vehicleRegistration='VN69XPD', otherRegistrations=['HJ63KWU', 'KX71CWO'],
   dealershipName='Solent Motor House'),
 '04-tyre-alloy-insurance.pdf': dict(kinds=['producer: PDF::Reuse (Perl), base-14 Helvetica', 'kind: tyre and alloy wheel insurance schedule sold by the dealer',
   'underscores with caption beside and the date on the same line', 'dealer account code "DA24 MKT" shaped like a plate', '"Sold by" the dealer\'s with the staff name under it',
   'insurer and administrator named besides the dealer'],
   documentType='insurance', customerName='Olumide Adebayo', vehicleRegistration='LV68UXE', otherRegistrations=[], dealershipName='Stour Valley Hyundai'),
 '05-demonstrator-loan.pdf': dict(kinds=['producer: PDF::Reuse (Perl), base-14 Helvetica', 'kind: demonstrator loan (extended test drive) agreement',
   'surname-first "MWANGI Grace Wanjiru (Ms)"', 'second named driver signs (customer2)', 'driving licence numbers', "customer's own car ND14 VFP left on site",
   'drawn boxes with captions below', "\"Authorised by (Wear Valley Kia)\" the dealer's, staff name box beside is not a place"],
   documentType='other', customerName='Grace Mwangi', otherCustomers=['Daniel Okoth'], vehicleRegistration='WF24DMO', otherRegistrations=['ND14VFP'],
   dealershipName='Wear Valley Kia'),
}
EXTRA = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heads16.json')
if os.path.exists(EXTRA):
    H.update(json.load(open(EXTRA)))

def write(files, name):
    h = dict(H[name]); m = json.load(open(f"/tmp/gen16/measured/{name.rsplit('.', 1)[0]}.json"))
    fmt = 'docx' if name.endswith('.docx') else 'pdf'
    sig, other = [], []
    for p in m['places']:
        f = {'page': p['page'], 'label': p['label']}
        if fmt == 'pdf':
            f['box'] = p['box']
            if p.get('dateBox'): f['dateBox'] = p['dateBox']
        s = p['signer']
        if s in ('customer', 'customer2', 'customer3'):
            f['signer'] = s; sig.append(f)
        else:
            f['signer'] = None if s == 'none' else s; other.append(f)
    t = {'file': name, 'format': fmt, 'kinds': h.pop('kinds'), 'documentType': h.pop('documentType'), 'customerName': h.pop('customerName')}
    if 'otherCustomers' in h: t['otherCustomers'] = h.pop('otherCustomers')
    t['vehicleRegistration'] = h.pop('vehicleRegistration'); t['otherRegistrations'] = h.pop('otherRegistrations')
    t['pageCount'] = m['pages']; t['hasTextLayer'] = h.pop('hasTextLayer', True); t['dealershipName'] = h.pop('dealershipName')
    t['signatureFields'] = sig; t['otherPlaces'] = other
    assert not h, h
    json.dump(t, open(os.path.join(files, name + '.truth.json'), 'w'), indent=2, ensure_ascii=False)
    open(os.path.join(files, name + '.truth.json'), 'a').write('\n')

files = sys.argv[1]
for n in (sys.argv[2:] or sorted(H)):
    write(files, n)
