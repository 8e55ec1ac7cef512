# The Word files (15–19): Markdown turned into .docx by pandoc, or into ODT by pandoc and then .docx by Calligra.
P = 'producer: pandoc (docx)'
C = 'producer: Calligra Words (docx export)'

CONSENT = {
    'file': '15-credit-search-consent.docx', 'via': 'pandoc',
    'kinds': [P, 'kind: privacy notice and credit-search consent', 'first and second applicant', 'underscores after the label', 'no dealer place'],
    'documentType': 'other', 'customerName': 'Tariq Hussain', 'otherCustomers': ['Nadia Hussain'],
    'vehicleRegistration': 'YD22HKU', 'otherRegistrations': [], 'dealershipName': 'Pennine Way Motors',
    'places': [('Applicant 1 signature', 'customer'), ('Applicant 2 signature', 'customer2')],
    'md': r'''# Privacy Notice and Consent to a Credit Search

**Pennine Way Motors**, Bradford Road, Huddersfield HD2 1RR — credit broker (FRN 812770)

**Applicant 1:** Tariq Hussain  
**Applicant 2:** Nadia Hussain  
**Vehicle:** Nissan Juke 1.0 DIG-T Tekna, registration YD22 HKU  
**Proposal reference:** PWM-FIN-30418

## How we use your information

To arrange finance for you we will pass the information in your application to the lenders on our panel. Each lender will search your records at one or more credit reference agencies (Experian, Equifax and TransUnion). A search leaves a footprint on your credit file that other lenders can see. If you apply jointly, a financial association will be created between you, and each applicant's records may be taken into account.

We keep your information for six years after our dealings with you end. You may ask for a copy of the information we hold, ask us to correct it, and complain to the Information Commissioner's Office.

## Your consent

By signing below each applicant confirms that they have read this notice and agrees to the searches described, and that they are authorised to disclose the other applicant's information.

Applicant 1 signature: \_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_ Date: \_\_\_\_\_\_\_\_\_\_\_\_

Applicant 2 signature: \_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_ Date: \_\_\_\_\_\_\_\_\_\_\_\_
'''}

INVOICE = {
    'file': '16-sales-invoice.docx', 'via': 'pandoc',
    'kinds': [P, 'kind: retail sales invoice', 'places in a table', 'private plate transferred off the car', 'surname first with title', 'salesperson\'s place'],
    'documentType': 'sales_agreement', 'customerName': 'Margaret Ó Súilleabháin', 'vehicleRegistration': 'HN19CWO',
    'otherRegistrations': ['M4GOS'], 'dealershipName': 'Solent Car Exchange',
    'places': [('Purchaser', 'customer'), ('Salesperson', 'dealer')],
    'md': r'''# Retail Sales Invoice

**Solent Car Exchange** · 88 Portswood Road, Southampton SO17 2FW · VAT GB 402 1187 55

Invoice no. **SCE-26-0912** — Tax point 28 November 2026

| | |
|---|---|
| Purchaser | Ó SÚILLEABHÁIN, Margaret (Mrs) |
| Address | 15 Highfield Lane, Southampton SO17 1QA |
| Vehicle | Mazda CX-5 2.0 Skyactiv-G Sport Nav+, Soul Red |
| Registration | HN19 CWO |
| Previous registration | M4 GOS (purchaser's private mark, transferred to her retention certificate) |
| VIN | JMZKF6W1A00711486 |
| Mileage | 33,870 |

| Item | Amount |
|---|---|
| Vehicle price | £17,495.00 |
| Administration fee | £99.00 |
| Plate transfer (DVLA fee) | £80.00 |
| Total (VAT qualifying scheme: no VAT shown) | £17,674.00 |
| Paid by debit card 21/11/2026 (deposit) | £500.00 |
| Paid by bank transfer 28/11/2026 | £17,174.00 |
| Balance | £0.00 |

The vehicle is sold subject to our terms of business. Your statutory rights under the Consumer Rights Act 2015 are not affected.

| Signed | | Date |
|---|---|---|
| Purchaser | \_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_ | \_\_\_\_\_\_\_\_\_\_ |
| Salesperson | \_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_ | \_\_\_\_\_\_\_\_\_\_ |
'''}

COSMETIC = {
    'file': '17-cosmetic-repair-insurance.docx', 'via': 'pandoc',
    'kinds': [P, 'kind: cosmetic repair insurance', 'label on the line above the rule', 'hyphenated O\' name', 'adviser\'s place', 'part-exchange plate'],
    'documentType': 'insurance', 'customerName': 'Thomas O\'Brien-Walsh', 'vehicleRegistration': 'EK24MVD',
    'otherRegistrations': ['EF15PXY'], 'dealershipName': 'Colchester Road Autos',
    'places': [('Signature of proposer', 'customer'), ('Signature of adviser', 'dealer')],
    'md': r'''# SMART Cosmetic Repair Insurance — Application

Colchester Road Autos, Ipswich IP4 3BS, acting as an introducer appointed representative of Anglia Motor Protect Ltd.

- **Proposer:** Mr T. O'Brien-Walsh (Thomas O'Brien-Walsh)
- **Vehicle to be insured:** Ford Kuga 2.5 PHEV ST-Line, EK24 MVD
- **Vehicle part-exchanged:** Ford Focus EF15 PXY
- **Term:** 36 months, up to 3 repairs a year
- **Premium:** £299.00 including IPT

## What is covered

Repairs by a mobile SMART technician to minor scuffs and scratches up to the size of an A4 sheet of paper, dents up to 10 cm without paint damage, and kerbed alloy wheels. Not covered: damage to glass, lights and plastic trims that need replacing; damage existing when cover starts; damage from a road traffic accident claimed on your motor insurance.

## Declaration

I have read the policy summary and the demands and needs statement, and I want to buy this insurance.

Signature of proposer

\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_ Date \_\_\_\_\_\_\_\_\_\_\_\_\_\_

Signature of adviser

\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_\_ Date \_\_\_\_\_\_\_\_\_\_\_\_\_\_
'''}

TRADE_SALE = {
    'file': '18-sold-as-seen.docx', 'via': 'calligra',
    'kinds': [C, 'kind: sold as seen declaration', 'dotted leaders', 'initials and surname', 'dealer trading name like a person', 'no dealer place'],
    'documentType': 'warranty_disclaimer', 'customerName': 'Rhys Llewellyn', 'vehicleRegistration': 'GJ09FTK',
    'otherRegistrations': [], 'dealershipName': 'Bernard Hollis',
    'places': [('Buyer', 'customer')],
    'md': r'''# Bernard Hollis

Part-exchange disposals and trade sales — The Old Forge, Hay-on-Wye HR3 5AB

## Sold As Seen — Trade Sale Declaration

Buyer: Mr R. Llewellyn (Rhys Llewellyn), Unit 4, Brecon Enterprise Park, Brecon LD3 8BT

Vehicle: Vauxhall Corsa 1.2 SXi 3-door, 2009, 118,402 miles, registration GJ09 FTK

Price: £650.00 cash

This vehicle is sold as seen, as a trade sale to a motor trader, and is not offered as fit for road use. It has no MOT and is sold for spares or repair. No warranty is given or implied, and the buyer has inspected the vehicle and accepts its condition. The buyer confirms that they are buying in the course of their business and not as a consumer.

Buyer ........................................................ Date ......................
'''}

COLLECTION = {
    'file': '19-home-delivery-note.docx', 'via': 'calligra',
    'kinds': [C, 'kind: home delivery note', 'underscores', 'accented name', 'driver\'s place', 'transporter trade plate'],
    'documentType': 'delivery_receipt', 'customerName': 'Inès Moreau-Patel', 'vehicleRegistration': 'MW75KJH',
    'otherRegistrations': ['176KA'], 'dealershipName': 'Cheshire Oaks Motor Park',
    'places': [('Customer signature', 'customer'), ('Delivery driver', 'dealer')],
    'md': r'''# Home Delivery Note

Cheshire Oaks Motor Park, Kinsey Road, Ellesmere Port CH65 9JJ

Customer: Inès Moreau-Patel, 3 Abbey Mews, Chester CH1 2HU

Vehicle delivered: Cupra Born 58kWh V2, Aurora Blue, registration MW75 KJH, 9 miles

Delivered on transporter under trade plate 176 KA; order number COMP-55291

The customer has 14 days from delivery to cancel this distance sale and return the vehicle at our cost, provided it has been driven no more than 100 miles and is in the same condition.

I confirm that the vehicle above has been delivered to me with two keys, the charging cable and the owner's pack, and that I have inspected the bodywork and interior with the driver.

Customer signature ______________________________ Date ______________

Delivery driver ______________________________ Date ______________
'''}

DOCS = [CONSENT, INVOICE, COSMETIC, TRADE_SALE, COLLECTION]
