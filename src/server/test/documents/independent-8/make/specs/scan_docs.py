# The paper pages behind the scans (20–22): drawn by Prawn, then scanned (see build_scans.py).
from spec import sig

S_IMG = 'producer: scan (Prawn page, Ghostscript, GraphicsMagick, Prawn image)'
S_OCR = 'producer: scan with OCR layer (Prawn page, Ghostscript, GraphicsMagick, tesseract)'

SALE = {
    'file': '20-scanned-sale-agreement.pdf', 'title': 'Used Vehicle Sale Agreement', 'ocr': False, 'serif': True,
    'kinds': [S_IMG, 'kind: used vehicle sale agreement', 'image only', 'older prefix part exchange', 'two places side by side'],
    'documentType': 'sales_agreement', 'customerName': 'Dorota Kowalczyk', 'vehicleRegistration': 'FG66BWU',
    'otherRegistrations': ['R392LHJ'], 'dealershipName': 'Lincoln Road Car Sales',
    'blocks': [
        {'t': 'h', 'text': 'Lincoln Road Car Sales'},
        {'t': 'sub', 'text': '214 Lincoln Road, Peterborough PE1 2NE · 01733 555 019'},
        {'t': 'bold', 'text': 'Agreement for the Sale of a Used Vehicle'},
        {'t': 'kv', 'rows': [['Buyer', 'Mrs Dorota Kowalczyk'], ['Address', '19 Eastfield Road, Peterborough PE1 4AN'],
                             ['Vehicle', 'Toyota Auris 1.8 Hybrid Icon, 2016, grey'], ['Registration', 'FG66 BWU'],
                             ['Mileage', '71,350'], ['MOT expires', '14/08/2027'],
                             ['Part exchange', 'Vauxhall Zafira R392 LHJ, allowance £300.00'],
                             ['Price', '£8,995.00'], ['Balance to pay', '£8,695.00']]},
        {'t': 'p', 'text': 'The buyer has inspected and test-driven the vehicle. The dealer will carry out a full service and supply a new MOT before delivery. The vehicle comes with a three month warranty as described in the enclosed leaflet.'},
        {'t': 'sig', 'places': [sig('Buyer', 'customer', style='rule_below'), sig('For Lincoln Road Car Sales', 'dealer', style='rule_below')]},
    ]}

HANDOVER = {
    'file': '21-scanned-handover.pdf', 'title': 'Delivery receipt', 'ocr': True,
    'kinds': [S_OCR, 'kind: delivery receipt', 'OCR text layer', 'Mac surname in capitals', 'box with the label above', 'courtesy car plate'],
    'documentType': 'delivery_receipt', 'customerName': 'Alasdair MacPhail', 'vehicleRegistration': 'SY25KDO',
    'otherRegistrations': ['SN70CXR'], 'dealershipName': 'Braehead Motor Village',
    'blocks': [
        {'t': 'h', 'text': 'Vehicle Delivery Receipt'},
        {'t': 'sub', 'text': 'Braehead Motor Village · King\'s Inch Road, Renfrew PA4 8XQ'},
        {'t': 'kv', 'rows': [['Customer', 'ALASDAIR MACPHAIL'], ['Vehicle', 'Skoda Octavia Estate 1.5 TSI SE Technology'],
                             ['Registration', 'SY25 KDO'], ['Delivery mileage', '12'],
                             ['Courtesy car', 'SN70 CXR returned with full tank']]},
        {'t': 'p', 'text': 'I, Alasdair MacPhail, acknowledge delivery of the vehicle above in satisfactory condition, with two keys, the V5C/2 new keeper slip, the handbook and the service schedule.'},
        {'t': 'sig', 'places': [sig('Customer signature', 'customer', style='box')]},
        {'t': 'sig', 'places': [sig('Delivered by', 'dealer', style='under', date=False, printed='Delivered by:')]},
    ]}

SERVICE = {
    'file': '22-scanned-service-contract.pdf', 'title': 'Mechanical Breakdown Service Contract', 'ocr': True,
    'kinds': [S_OCR, 'kind: mechanical breakdown service contract', 'OCR text layer', 'dotted leaders', 'surname first', 'no dealer place'],
    'documentType': 'service_contract', 'customerName': 'Joanne Ellery', 'vehicleRegistration': 'DE21NHT',
    'otherRegistrations': [], 'dealershipName': 'Peak District Cars',
    'blocks': [
        {'t': 'h', 'text': 'Mechanical Breakdown Service Contract'},
        {'t': 'sub', 'text': 'Sold by Peak District Cars, Buxton Road, Bakewell DE45 1BZ · Administered by Derwent Motor Care Ltd'},
        {'t': 'kv', 'rows': [['Contract holder', 'ELLERY, Joanne'], ['Vehicle', 'Dacia Duster 1.3 TCe Prestige, DE21 NHT'],
                             ['Term', '24 months from 05/12/2026'], ['Price', '£429.00']]},
        {'t': 'p', 'text': 'This service contract pays for the repair of the components listed in section 3 following a mechanical or electrical breakdown, up to the value of the vehicle. It is not an insurance policy. You must have the vehicle serviced at the manufacturer\'s intervals.'},
        {'t': 'sig', 'places': [sig('Contract holder', 'customer', style='dots', printed='Contract holder:')]},
    ]}

DOCS = [SALE, HANDOVER, SERVICE]
