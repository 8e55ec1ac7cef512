# Word files: AbiWord 3.0 exporting .docx from HTML (17, 18), and docxtemplater filling a template (19, 20; the
# template and its data are in ../docxtemplater/). 'places' are (label as the truth writes it, signer).

ABIWORD = []

ABIWORD.append({
    'file': '17-gap-insurance.docx',
    'kinds': ['producer: AbiWord (docx export)', 'kind: GAP insurance taken', 'places in a two-column table',
              'name with middle name and surname in capitals', 'part-exchange plate', "business manager's place"],
    'documentType': 'insurance', 'customerName': 'Rhiannon Griffiths',
    'vehicleRegistration': 'CP22WFK', 'otherRegistrations': ['CY65KHN'], 'dealershipName': 'Tawe Valley Motors',
    'places': [('Insured', 'customer'), ('Business manager', 'dealer')],
    'html': '''<html><head><meta charset="utf-8"><title>GAP</title></head><body>
<p><b>TAWE VALLEY MOTORS</b><br/>Neath Road, Swansea SA6 8JN &#183; 01792 771 404</p>
<h2>Return to Invoice GAP Insurance &#8211; proposal and declaration</h2>
<table border="1" cellpadding="4">
<tr><td>Insured</td><td>Rhiannon Mair GRIFFITHS</td></tr>
<tr><td>Address</td><td>22 Heol y Gors, Cwmbwrla, Swansea SA5 8LD</td></tr>
<tr><td>Vehicle insured</td><td>Hyundai i20 1.0 T-GDi Premium, registration CP22 WFK</td></tr>
<tr><td>Invoice price</td><td>&#163;16,480.00</td></tr>
<tr><td>Vehicle replaced (part exchange)</td><td>Ford Fiesta, CY65 KHN</td></tr>
<tr><td>Period of cover</td><td>48 months from 07/12/2026</td></tr>
<tr><td>Premium (including Insurance Premium Tax)</td><td>&#163;429.00</td></tr>
</table>
<p>Insurer: Penrhos Motor Underwriting Ltd. If your vehicle is declared a total loss, this policy pays the difference
between your motor insurer's settlement and the invoice price of the vehicle, up to a maximum benefit of &#163;15,000.</p>
<p><b>Demands and needs.</b> You have told us that you want protection against the shortfall between your motor
insurer's settlement and the price you paid. This policy meets that need. You were given the Insurance Product
Information Document before agreeing to buy.</p>
<p><b>Declaration.</b> I wish to buy Return to Invoice GAP insurance. The information I have given is true and complete.
I understand I may cancel within 30 days and receive a full refund if I have not made a claim.</p>
<table border="1" cellpadding="10">
<tr><td>Insured</td><td>Signature:</td><td>Date:</td></tr>
<tr><td>Business manager</td><td>Signature:</td><td>Date:</td></tr>
</table>
<p><small>Tawe Valley Motors is an appointed representative of Gower Insurance Services Ltd (FRN 480336).</small></p>
</body></html>'''})

ABIWORD.append({
    'file': '18-delivery-receipt.docx',
    'kinds': ['producer: AbiWord (docx export)', 'kind: delivery receipt at the customer\'s home', 'dotted leaders',
              'trade plate', 'surname first with title', "driver's place"],
    'documentType': 'delivery_receipt', 'customerName': 'Fiona Strachan',
    'vehicleRegistration': 'SV23NPD', 'otherRegistrations': ['142RSX'], 'dealershipName': 'Lomond Car Centre',
    'places': [('Received by (customer)', 'customer'), ('Delivered by (driver)', 'dealer')],
    'html': '''<html><head><meta charset="utf-8"><title>Delivery</title></head><body>
<h1>Lomond Car Centre</h1>
<p>Balloch Road, Alexandria G83 8LQ</p>
<h3>VEHICLE DELIVERY RECEIPT</h3>
<p>Customer: STRACHAN, Mrs Fiona<br/>Delivery address: 4 Ardoch Crescent, Balloch G83 8JZ<br/>
Vehicle: Mazda CX-30 2.0 e-Skyactiv G Exclusive-Line<br/>Registration: SV23 NPD<br/>Delivery mileage: 9,114</p>
<p>The vehicle was driven to the customer's address under trade plate 142 RSX and handed over on 07/12/2026 at 10:45.</p>
<ul><li>Two keys, owner's manual and service book</li><li>Locking wheel nut key</li><li>Tyre inflation kit</li>
<li>Full tank of fuel</li></ul>
<p>I confirm that I have received the vehicle described above, that its condition was explained to me, and that it is
free from damage except as noted here: ..........................................................</p>
<p>Received by (customer) .................................................. Date ....................</p>
<p>Delivered by (driver) .................................................. Name: Callum Reid</p>
</body></html>'''})

TEMPLATED = []

TEMPLATED.append({
    'file': '19-joint-vehicle-order.docx', 'template': 'order',
    'kinds': ['producer: docxtemplater (npm) filling a Word template', 'kind: new vehicle order', 'joint customers',
              'places in a table made by the template loop', 'names with titles', 'salesperson place'],
    'documentType': 'sales_agreement', 'customerName': 'Farhan Chaudhry', 'otherCustomers': ['Ayesha Chaudhry'],
    'vehicleRegistration': 'BD74YKR', 'otherRegistrations': ['BV17OXC'], 'dealershipName': 'Wolverley Road Motors',
    'places': [('First customer', 'customer'), ('Second customer', 'customer2'), ('Salesperson', 'dealer')],
    'data': {
        'dealer': 'Wolverley Road Motors', 'dealerAddress': 'Wolverley Road, Kidderminster DY10 3RN',
        'title': 'ORDER FORM – NEW VEHICLE', 'ref': 'Order WRM-23350 · 07/12/2026',
        'details': [
            {'k': 'Customers', 'v': 'Mr Farhan Chaudhry and Mrs Ayesha Chaudhry'},
            {'k': 'Address', 'v': '18 Hurcott Road, Kidderminster DY10 2RG'},
            {'k': 'Vehicle', 'v': 'Peugeot 3008 1.2 Hybrid 136 Allure e-DCS6, Obsession Blue'},
            {'k': 'Registration', 'v': 'BD74 YKR'},
            {'k': 'Part exchange', 'v': 'Citroen C4 Picasso BV17 OXC, 58,200 miles'},
            {'k': 'On the road price', 'v': '£33,150.00'},
            {'k': 'Part exchange allowance', 'v': '£6,750.00'},
            {'k': 'Deposit paid', 'v': '£1,000.00'},
            {'k': 'Balance due', 'v': '£25,400.00'},
        ],
        'paras': [
            'We (the customers named above) order the vehicle described on the dealer\'s conditions of sale, which we have read. '
            'Both of us are responsible for paying the balance.',
            'The deposit is refundable only if the dealer cannot supply the vehicle within 60 days of the date of this order.',
            'The part exchange must be handed over in the condition it was in when it was valued, with its V5C and both keys.',
        ],
        'signers': [
            {'role': 'First customer', 'name': 'Farhan Chaudhry'},
            {'role': 'Second customer', 'name': 'Ayesha Chaudhry'},
            {'role': 'Salesperson', 'name': 'Bethany Crowe'},
        ],
    }})

TEMPLATED.append({
    'file': '20-tyre-alloy-declined.docx', 'template': 'letter',
    'kinds': ['producer: docxtemplater (npm) filling a Word template', 'kind: tyre and alloy insurance declined',
              'underscores on the line after the label', 'initials in the greeting', 'no dealer place'],
    'documentType': 'insurance_waiver', 'customerName': 'Gerald Pemberton',
    'vehicleRegistration': 'MA19TUV', 'otherRegistrations': [], 'dealershipName': 'Peak Gateway Cars',
    'places': [('Customer signature', 'customer')],
    'data': {
        'dealer': 'Peak Gateway Cars', 'dealerAddress': 'Buxton Road, Whaley Bridge SK23 7HX',
        'title': 'Tyre and Alloy Wheel Insurance – declined',
        'ref': 'Customer: Mr G. Pemberton · Vehicle: Audi Q3 35 TFSI S line · Reg: MA19 TUV',
        'paras': [
            'Dear Mr Pemberton,',
            'When you bought your vehicle we offered you Tyre and Alloy Wheel Insurance, which pays for the repair or '
            'replacement of tyres damaged by punctures or impacts and for the cosmetic repair of scuffed alloy wheels, '
            'for 36 months at a cost of £249.00.',
            'You told us that you do not want this cover. Please confirm your choice by signing below. If you change '
            'your mind within the next 30 days you can still buy it from us at the same price.',
            'I, Gerald Pemberton, confirm that I have been offered Tyre and Alloy Wheel Insurance and have chosen not to buy it.',
        ],
        'sign': 'Customer signature',
    }})
