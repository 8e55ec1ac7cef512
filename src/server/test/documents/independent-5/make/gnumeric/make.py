#!/usr/bin/python3
# Two spreadsheet-built documents, as a used-car buyer's and a dealer's back office keep them in a workbook and
# print them with Gnumeric (ssconvert). Cells to sign in have borders in their own tag colour #0000NN.
import json, sys, subprocess
from openpyxl import Workbook
from openpyxl.styles import Border, Side, Font, Alignment, PatternFill
from openpyxl.worksheet.page import PageMargins

OUT = sys.argv[1]
thin = Side(style='thin', color='FF808080')
def tagged(n): s = Side(style='medium', color='FF0000%02X' % n); return Border(left=s, right=s, top=s, bottom=s)
def under(n): return Border(bottom=Side(style='thin', color='FF0000%02X' % n))
grid = Border(left=thin, right=thin, top=thin, bottom=thin)
B = Font(name='Liberation Sans', bold=True, size=10)
N = Font(name='Liberation Sans', size=9)

def sheet(title):
    wb = Workbook(); ws = wb.active; ws.title = title
    ws.page_setup.paperSize = ws.PAPERSIZE_A4; ws.page_setup.orientation = 'portrait'
    ws.page_margins = PageMargins(left=0.6, right=0.6, top=0.6, bottom=0.7)
    ws.page_setup.fitToWidth = 1; ws.page_setup.fitToHeight = 0; ws.sheet_properties.pageSetUpPr.fitToPage = True
    for col, w in zip('ABCDEF', (22, 20, 16, 18, 16, 14)): ws.column_dimensions[col].width = w
    return wb, ws

def put(ws, ref, v, font=N, border=None, fill=None, wrap=False):
    c = ws[ref]; c.value = v; c.font = font
    if border: c.border = border
    if fill: c.fill = PatternFill('solid', fgColor=fill)
    if wrap: c.alignment = Alignment(wrap_text=True, vertical='top')
    return c

def rows(ws, start, data, cols='AB'):
    for i, r in enumerate(data):
        for c, v in zip(cols, r): put(ws, f'{c}{start + i}', v, B if c == cols[0] else N, grid)

def convert(wb, name, spec):
    x = f'{OUT}/{name}.xlsx'; wb.save(x)
    subprocess.run(['ssconvert', '--export-type=Gnumeric_pdf:pdf_assistant', x, f'{OUT}/{name}.pdf'], check=True, capture_output=True)
    subprocess.run(['rm', x])
    spec['file'] = f'{name}.pdf'; spec['format'] = 'pdf'
    json.dump(spec, open(f'{OUT}/{name}.spec.json', 'w'), indent=2, ensure_ascii=False)

# 09: part-exchange appraisal, we buy the customer's car; the dealer's own replacement-car plate as a decoy
wb, ws = sheet('Appraisal')
put(ws, 'A1', 'MERCIA CAR BUYING CENTRE', Font(name='Liberation Sans', bold=True, size=16))
put(ws, 'A2', 'Part of Mercia Motor Group Ltd · Tollgate Road, Worcester WR4 9RE · 01905 726 300 · buying@merciamotors.co.uk · FRN 655812')
put(ws, 'A4', 'VEHICLE APPRAISAL AND PURCHASE FROM CUSTOMER', Font(name='Liberation Sans', bold=True, size=13))
put(ws, 'A5', 'Appraisal ref: MCB-APR-31907     Date: 26/11/2025     Appraiser: Craig Beddoes')
rows(ws, 7, [('Seller', 'Mr Wojciech NOWAK-KAMIŃSKI'), ('Address', '19 Brickfields Road, Worcester WR4 9HG'), ('Phone / e-mail', '07700 900 518 · w.nowak@example.com'),
             ('ID seen', 'UK driving licence, utility bill'), ('Vehicle', 'Audi A3 Sportback 35 TFSI S line'), ('Registration', 'AV18 ZFM'),
             ('VIN', 'WAUZZZ8V3JA114820'), ('Mileage', '52,118'), ('V5C document ref', '4381 9920 113'), ('Service history', 'Full dealer, last 08/2025'),
             ('Outstanding finance', 'None declared; HPI clear 26/11/2025')])
put(ws, 'A19', 'CONDITION AND VALUATION', B)
rows(ws, 20, [('Item', 'Grade', 'Deduction'), ('Bodywork', 'Scuff rear bumper', '£120.00'), ('Tyres', '4 mm all round', '£0.00'), ('Interior', 'Good', '£0.00'),
              ('Mechanical', 'Road test OK', '£0.00'), ('CAP clean', '', '£14,850.00'), ('Offer to customer', '', '£14,350.00')], cols='ABC')
put(ws, 'A28', 'The seller is buying a replacement vehicle from us, BMW X1 registration WR73 OKL, on a separate invoice.', N)
put(ws, 'A30', 'Declaration: I am the registered keeper and legal owner of the vehicle above, it is free of finance and any other charge, it has', N)
put(ws, 'A31', 'not been recorded as an insurance loss, and the mileage is genuine. I sell it to Mercia Motor Group Ltd for the offer shown.', N)
put(ws, 'A33', "Seller's signature", B); ws.merge_cells('B33:C34')
for r in ('B33', 'C33', 'B34', 'C34'): ws[r].border = tagged(81)
put(ws, 'D33', 'Date', B); ws.merge_cells('E33:E34')
for r in ('E33', 'E34'): ws[r].border = tagged(82)
ws.row_dimensions[33].height = 22; ws.row_dimensions[34].height = 22
put(ws, 'A36', 'Appraised by (Mercia)', B); ws.merge_cells('B36:C37')
for r in ('B36', 'C36', 'B37', 'C37'): ws[r].border = tagged(83)
ws.row_dimensions[36].height = 22; ws.row_dimensions[37].height = 22
put(ws, 'A39', 'Payment by Faster Payment to the seller within 1 working day of collection of the V5C and keys. Complaints: Financial Ombudsman Service, Exchange Tower, London E14 9SR.', Font(name='Liberation Sans', size=7))
convert(wb, '09-part-exchange-appraisal', {
  'kinds': ['producer: Gnumeric ssconvert', 'kind: vehicle purchase from customer', 'Polish hyphenated name with diacritics, capitals', 'replacement-car plate decoy', 'merged spreadsheet cells to sign'],
  'documentType': 'trade_in', 'customerName': 'Wojciech Nowak-Kamiński', 'otherCustomers': [],
  'vehicleRegistration': 'AV18ZFM', 'otherRegistrations': ['WR73OKL'], 'dealershipName': 'Mercia Motor Group Ltd',
  'places': [
    {'label': "Seller's signature", 'signer': 'customer', 'tag': 81, 'mark': 'box', 'dateTag': 82, 'dateMark': 'box'},
    {'label': 'Appraised by (Mercia)', 'signer': 'dealer', 'tag': 83, 'mark': 'box'}]})

# 10: collection receipt (handover) from a small dealer's workbook, two customers, underlined cells
wb, ws = sheet('Handover')
put(ws, 'A1', 'FENLAND MOTOR HOUSE', Font(name='Liberation Sans', bold=True, size=16))
put(ws, 'A2', 'Station Road, March, Cambridgeshire PE15 8LE · 01354 650 912 · hello@fenlandmotorhouse.co.uk')
put(ws, 'A4', 'VEHICLE COLLECTION RECEIPT', Font(name='Liberation Sans', bold=True, size=13))
put(ws, 'A5', 'Job/Invoice: FMH-INV-20931     Collected: 04/12/2025 14:20')
rows(ws, 7, [('Customer 1', "Mr Sean O'CONNOR"), ('Customer 2', "Mrs Bridget O'CONNOR"), ('Address', '7 Creek Road, March PE15 8RF'),
             ('Vehicle', 'Dacia Duster 1.3 TCe Journey'), ('Registration', 'EX71 UMC'), ('Mileage at handover', '18,406'), ('Fuel', '1/2 tank'),
             ('Keys handed over', '2 (one with remote)'), ('Documents', "V5C/2 new keeper slip, service book, owner's manual, MOT cert")])
put(ws, 'A17', 'CHECKLIST', B)
rows(ws, 18, [('Item', 'Explained', 'Initials'), ('Vehicle condition inspected', 'Yes', ''), ('Infotainment / phone pairing', 'Yes', ''), ('Spare wheel / inflation kit', 'Kit', ''),
              ('Locking wheel nut', 'Yes (in glovebox)', ''), ('Road tax reminder', 'Yes', '')], cols='ABC')
put(ws, 'A25', 'Our loan car used by the customer during repairs (MV19 TXE) has been returned and inspected.', N)
put(ws, 'A26', 'We/I confirm receipt of the vehicle, keys and documents listed above in the condition described.', N)
put(ws, 'A28', 'Customer 1 signature', B); ws.merge_cells('B28:C28'); ws['B28'].border = under(91); ws['C28'].border = under(91)
put(ws, 'D28', 'Date', B); ws['E28'].border = under(92)
ws.row_dimensions[28].height = 30
put(ws, 'A30', 'Customer 2 signature', B); ws.merge_cells('B30:C30'); ws['B30'].border = under(93); ws['C30'].border = under(93)
ws.row_dimensions[30].height = 30
put(ws, 'A32', 'Handed over by', B); ws.merge_cells('B32:C32'); ws['B32'].border = under(94); ws['C32'].border = under(94)
ws.row_dimensions[32].height = 30
convert(wb, '10-collection-receipt', {
  'kinds': ['producer: Gnumeric ssconvert', 'kind: collection receipt', "two customers, apostrophe surname in capitals", 'loan-car plate decoy', 'cell bottom borders as lines to sign', 'date beside the first customer only'],
  'documentType': 'delivery_receipt', 'customerName': "Sean O'Connor", 'otherCustomers': ["Bridget O'Connor"],
  'vehicleRegistration': 'EX71UMC', 'otherRegistrations': ['MV19TXE'], 'dealershipName': 'Fenland Motor House',
  'places': [
    {'label': 'Customer 1 signature', 'signer': 'customer', 'tag': 91, 'mark': 'rule', 'dateTag': 92},
    {'label': 'Customer 2 signature', 'signer': 'customer2', 'tag': 93, 'mark': 'rule'},
    {'label': 'Handed over by', 'signer': 'dealer', 'tag': 94, 'mark': 'rule'}]})
