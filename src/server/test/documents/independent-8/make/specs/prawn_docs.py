# The documents Prawn draws (01–06) and the paper pages the scans are made from (20–22).
from spec import sig

T = 'producer: Prawn'

HP = {
    'file': '01-hp-agreement.pdf', 'title': 'Hire Purchase Agreement',
    'kinds': [T, 'kind: hire purchase, 2 pages', 'joint hirers', 'creditor and witness nobody\'s', 'part-exchange plate', 'Mc surname'],
    'documentType': 'finance_agreement', 'customerName': 'Declan McGuigan', 'otherCustomers': ['Sinéad McGuigan'],
    'vehicleRegistration': 'WR21KPT', 'otherRegistrations': ['YF14DNO'], 'dealershipName': 'Harrison Pryce Motors',
    'blocks': [
        {'t': 'h', 'text': 'HIRE PURCHASE AGREEMENT regulated by the Consumer Credit Act 1974'},
        {'t': 'sub', 'text': 'Agreement number HP/0448213 · Creditor: Caledonia Motor Finance plc, 14 Quayside Walk, Leith, Edinburgh EH6 6NQ'},
        {'t': 'bold', 'text': 'The Hirers'},
        {'t': 'kv', 'rows': [['Hirer 1', 'Mr Declan McGuigan'], ['Hirer 2', 'Mrs Sinéad McGuigan'],
                             ['Address', '27 Rathmore Gardens, Carrickfergus BT38 7HX'], ['Date of birth (Hirer 1)', '03/09/1979']]},
        {'t': 'bold', 'text': 'The Goods'},
        {'t': 'kv', 'rows': [['Description', 'Skoda Kodiaq 2.0 TDI SE L 7-seat DSG, Moon White'],
                             ['Registration mark', 'WR21 KPT'], ['VIN', 'TMBJJ7NS4M8031877'], ['Mileage', '28,640'],
                             ['Supplier', 'Harrison Pryce Motors, Belfast Road, Newtownabbey BT36 4PH']]},
        {'t': 'bold', 'text': 'Financial Details'},
        {'t': 'grid', 'widths': [0.6, 0.4], 'rows': [
            ['Cash price', '£24,995.00'], ['Part-exchange allowance (Ford Focus YF14 DNO)', '£4,150.00'],
            ['Settlement of existing finance on part exchange', '£0.00'], ['Advance payment (deposit)', '£1,000.00'],
            ['Amount of credit', '£19,845.00'], ['Total charge for credit (incl. £10 option to purchase fee)', '£4,233.64'],
            ['Total amount payable', '£29,228.64'], ['Duration', '48 months'],
            ['Monthly instalments', '47 × £501.55 followed by 1 × £511.55'], ['Rate of interest (fixed)', '9.4% p.a.'],
            ['APR', '10.9%']]},
        {'t': 'p', 'text': 'Ownership of the goods remains with the creditor until all sums due under this agreement have been paid, including the option to purchase fee. You may end this agreement at any time by giving notice in writing (see "Termination: Your Rights").'},
        {'t': 'page'},
        {'t': 'bold', 'text': 'Key information'},
        {'t': 'p', 'text': 'Right of withdrawal: you have the right to withdraw from this agreement, without giving any reason, within 14 days beginning on the day after the day on which you receive a copy of the executed agreement. To withdraw, write to Caledonia Motor Finance plc at the address above or telephone 0131 496 0712.'},
        {'t': 'p', 'text': 'Termination: Your Rights. You have a right to end this agreement. To do so you should write to the person you make your payments to. You will then have to pay any instalments which are due and, if you have paid less than one half of the total amount payable, you will have to bring your payments up to one half.'},
        {'t': 'p', 'text': 'Repossession: Your Rights. If you fail to keep to the terms of this agreement but you have paid at least one-third of the total amount payable, the creditor may not take back the goods against your wishes unless it obtains a court order.'},
        {'t': 'bold', 'text': 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.'},
        {'t': 'space', 'h': 6},
        {'t': 'sig', 'places': [sig('Signature of Hirer 1', 'customer'), sig('Signature of Hirer 2', 'customer2')]},
        {'t': 'space', 'h': 10},
        {'t': 'sig', 'places': [sig('Signature of witness', None, date=False), sig('Signed for and on behalf of Caledonia Motor Finance plc', None)]},
        {'t': 'p', 'size': 8, 'text': 'Witness name and address: ..........................................................................'},
        {'t': 'p', 'size': 8, 'text': 'The goods will not become your property until you have made all the payments. You must not sell them before then.'},
    ]}

ORDER = {
    'file': '02-vehicle-order.pdf', 'title': 'Vehicle Order Form', 'serif': True,
    'kinds': [T, 'kind: vehicle order', 'dotted leaders', 'surname first in capitals', 'private plate transferred to the new car', 'salesperson\'s place'],
    'documentType': 'sales_agreement', 'customerName': 'Priya Raghunathan', 'vehicleRegistration': 'PR11YAR',
    'otherRegistrations': ['MA67WKC', 'MF25XRT'], 'dealershipName': 'Fenwick & Hale Ltd',
    'blocks': [
        {'t': 'right', 'text': 'Fenwick & Hale Ltd · Volvo Cars Cheltenham · Tewkesbury Road GL51 9RT · 01242 580 400'},
        {'t': 'h', 'text': 'Order for a New Vehicle'},
        {'t': 'sub', 'text': 'Order no. FH-CH-11902   Salesperson: Tom Ashworth   Date of order: 14 November 2026'},
        {'t': 'kv', 'rows': [['Customer', 'RAGHUNATHAN, Priya (Dr)'], ['Address', 'Flat 4, 9 Lansdown Crescent, Cheltenham GL50 2JY'],
                             ['Mobile', '07700 900418'], ['Email', 'p.raghunathan@example.co.uk']]},
        {'t': 'bold', 'text': 'Vehicle ordered'},
        {'t': 'kv', 'rows': [['Model', 'Volvo XC40 Recharge Plus Single Motor, Sage Green'],
                             ['Registration', 'To be registered as PR11 YAR (cherished mark transferred from the customer\'s part exchange)'],
                             ['Age-related mark issued by DVLA', 'MF25 XRT (to be held on retention by the dealer for the customer)'],
                             ['Estimated delivery', 'week commencing 12 January 2027']]},
        {'t': 'bold', 'text': 'Part exchange'},
        {'t': 'kv', 'rows': [['Vehicle', 'Volvo V60 B4 Momentum, 2017, 52,110 miles'],
                             ['Current registration', 'PR11 YAR (to be replaced by its original mark MA67 WKC once the private plate is transferred)'],
                             ['Allowance', '£11,250.00']]},
        {'t': 'grid', 'widths': [0.7, 0.3], 'rows': [
            ['On-the-road price inc. VAT, first registration fee and 12 months VED', '£38,740.00'],
            ['Cherished transfer fee (DVLA £80 plus admin)', '£145.00'], ['Less part-exchange allowance', '-£11,250.00'],
            ['Less deposit paid (card, 14/11/2026)', '-£500.00'], ['Balance due on delivery', '£27,135.00']]},
        {'t': 'p', 'size': 8.5, 'text': 'This order is subject to our conditions of sale overleaf. The price is fixed unless the manufacturer changes the specification or a tax or duty changes before delivery. If you cancel this order other than as those conditions allow, we may keep your deposit to cover our losses.'},
        {'t': 'sig', 'places': [sig('Customer signature', 'customer', style='dots', printed='Customer signature:')]},
        {'t': 'sig', 'places': [sig('Salesperson', 'dealer', style='dots', printed='Salesperson:')]},
        {'t': 'sig', 'places': [sig('Sales manager approval', 'dealer', style='dots', date=False, printed='Sales manager approval:')]},
    ]}

PCP = {
    'file': '03-pcp-agreement.pdf', 'title': 'Personal Contract Purchase',
    'kinds': [T, 'kind: PCP, 2 pages', 'boxes with the label above', 'creditor\'s box nobody\'s', 'hyphenated name', 'older prefix part exchange'],
    'documentType': 'finance_agreement', 'customerName': 'Rhiannon Price-Davies', 'vehicleRegistration': 'CU70HZB',
    'otherRegistrations': ['L412 NTX'.replace(' ', '')], 'dealershipName': 'Valleys Motor Group',
    'blocks': [
        {'t': 'h', 'text': 'Personal Contract Purchase Agreement (Conditional Sale)'},
        {'t': 'sub', 'text': 'Regulated by the Consumer Credit Act 1974 · Agreement AFS/77104526 · Creditor: Aldgate Finance Services Ltd'},
        {'t': 'kv', 'rows': [['Customer', 'Miss Rhiannon Price-Davies'], ['Address', '8 Heol y Parc, Pontypridd CF37 2NT'],
                             ['Dealer', 'Valleys Motor Group, Treforest Industrial Estate, CF37 5UR']]},
        {'t': 'grid', 'widths': [0.35, 0.65], 'rows': [
            ['Vehicle', 'Kia Sportage 1.6 T-GDi 3, 2020, Gravity Grey'], ['Registration', 'CU70 HZB'],
            ['Annual mileage', '8,000 miles; excess 7p per mile'], ['Cash price', '£18,450.00'],
            ['Part exchange', 'Rover Mini Cooper L412 NTX, allowance £1,200.00'], ['Deposit', '£1,300.00'],
            ['Amount of credit', '£15,950.00'], ['36 monthly payments', '£259.80'],
            ['Optional final payment', '£8,905.00'], ['Total amount payable', '£21,557.80'], ['APR', '8.9%']]},
        {'t': 'p', 'text': 'At the end of the agreement you may pay the optional final payment and keep the vehicle, return it subject to the fair wear and tear standard and the mileage limit, or part-exchange it. The vehicle remains the property of the creditor until the total amount payable has been paid.'},
        {'t': 'p', 'text': 'Missing payments could have severe consequences and make obtaining credit more difficult. Interest is charged on the amount of credit at a fixed rate of 4.6% a year.'},
        {'t': 'page'},
        {'t': 'bold', 'text': 'Declarations and signatures'},
        {'t': 'p', 'text': 'By signing you confirm that the information you have given is true and complete, that you have received the pre-contract credit information (SECCI) and an adequate explanation, and that you have had the opportunity to read this agreement before signing it.'},
        {'t': 'p', 'text': 'This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.'},
        {'t': 'sig', 'places': [sig('Signature of Customer', 'customer', style='box')]},
        {'t': 'space', 'h': 8},
        {'t': 'sig', 'places': [sig('Signed on behalf of the Creditor', None, style='box')]},
        {'t': 'p', 'size': 8, 'text': 'The date of this agreement is the date the creditor signs it. A copy of the executed agreement will be sent to you.'},
    ]}

GAP = {
    'file': '04-gap-insurance.pdf', 'title': 'Return to Invoice GAP Insurance',
    'kinds': [T, 'kind: GAP insurance', 'underscores beside the label', 'capitals with middle initial', 'previous car\'s plate', 'adviser\'s place'],
    'documentType': 'insurance', 'customerName': 'Grzegorz Wiśniewski', 'vehicleRegistration': 'NX72FOV',
    'otherRegistrations': ['NK16UHB'], 'dealershipName': 'Tyneside Autos',
    'blocks': [
        {'t': 'h', 'text': 'Return to Invoice GAP Insurance — Certificate and Statement of Fact'},
        {'t': 'sub', 'text': 'Insurer: Wearmouth Underwriting Ltd. Arranged by Tyneside Autos, an appointed representative of Northgate Motor Insurance Services Ltd (FRN 601288).'},
        {'t': 'kv', 'rows': [['Policyholder', 'MR GRZEGORZ T WISNIEWSKI'], ['Printed name as on licence', 'Grzegorz Wiśniewski'],
                             ['Address', '112 Heaton Park Road, Newcastle upon Tyne NE6 5NR'],
                             ['Insured vehicle', 'Peugeot 3008 1.2 PureTech Allure, NX72 FOV'],
                             ['Vehicle replaced', 'Nissan Qashqai NK16 UHB (sold to the dealer)'],
                             ['Invoice price', '£22,380.00'], ['Period of cover', '36 months from 21/11/2026'],
                             ['Premium', '£349.00 (including Insurance Premium Tax)']]},
        {'t': 'p', 'text': 'If your vehicle is declared a total loss, this policy pays the difference between your motor insurer\'s settlement and the invoice price you paid, up to £25,000. You are not obliged to buy GAP insurance from us, and it is available elsewhere. Sales of this policy must not be concluded until two clear days after you were first given information about it, unless you ask us to conclude it sooner.'},
        {'t': 'p', 'text': 'I confirm I received the information about this policy on 18/11/2026, that I understand the cover and its exclusions, and that the statement of fact above is correct.'},
        {'t': 'sig', 'places': [sig('Policyholder signature', 'customer', style='under', printed='Policyholder signature:')]},
        {'t': 'sig', 'places': [sig('Adviser signature', 'dealer', style='under', printed='Adviser signature:')]},
        {'t': 'p', 'size': 8, 'text': 'Adviser name: Callum Robson. Keep this certificate with your vehicle documents.'},
    ]}

SETTLE = {
    'file': '05-settlement-letter.pdf', 'title': 'Settlement figure', 'serif': True,
    'kinds': [T, 'kind: lender\'s settlement letter', 'no signing place', 'O\' surname', 'plate in the reference line'],
    'documentType': 'other', 'customerName': 'B O\'Keeffe', 'vehicleRegistration': 'SN19LWE',
    'otherRegistrations': [], 'dealershipName': 'Lochside Car Sales',
    'blocks': [
        {'t': 'right', 'text': 'Morven Auto Credit Ltd\nPO Box 4471, Glasgow G2 9BZ\n0141 496 0088'},
        {'t': 'space', 'h': 10},
        {'t': 'p', 'text': 'Mr B O\'Keeffe\n6 Gartmore Lane\nStirling FK8 1QS'},
        {'t': 'p', 'text': '19 November 2026'},
        {'t': 'bold', 'text': 'Settlement figure — agreement 5520018734, Vauxhall Astra SN19 LWE'},
        {'t': 'p', 'text': 'Dear Mr O\'Keeffe,'},
        {'t': 'p', 'text': 'As requested by Lochside Car Sales on your behalf, the amount needed to settle the above agreement in full is £6,418.27 if we receive it on or before 3 December 2026. This figure includes a rebate of interest calculated in line with the Consumer Credit (Early Settlement) Regulations 2004.'},
        {'t': 'grid', 'widths': [0.6, 0.4], 'rows': [['Balance outstanding', '£7,102.45'], ['Rebate of charges', '-£684.18'], ['Settlement figure', '£6,418.27'], ['Valid until', '03/12/2026']]},
        {'t': 'p', 'text': 'Payment may be made by bank transfer to sort code 80-22-60, account 40411283, quoting the agreement number. Once the settlement has cleared, we will write to confirm that the agreement is closed and will remove our interest from HPI.'},
        {'t': 'p', 'text': 'Yours sincerely,\n\nCustomer Accounts Team\nMorven Auto Credit Ltd'},
        {'t': 'p', 'size': 7.5, 'text': 'Morven Auto Credit Ltd is authorised and regulated by the Financial Conduct Authority. Registered in Scotland SC401882.'},
    ]}

PX = {
    'file': '06-part-exchange-purchase.pdf', 'title': 'Vehicle Purchase Invoice (Part Exchange)',
    'kinds': [T, 'kind: dealer buys the customer\'s car', 'the subject is the part exchange', 'rules with labels above', 'dealer trading name like a person', 'Mac surname'],
    'documentType': 'trade_in_agreement', 'customerName': 'Fiona MacKinnon', 'vehicleRegistration': 'SF16ZRK',
    'otherRegistrations': ['SK23BVN'], 'dealershipName': 'Douglas Kerr',
    'blocks': [
        {'t': 'h', 'text': 'Douglas Kerr'},
        {'t': 'sub', 'text': 'Quality used cars since 1984 · 3 Station Road, Inverness IV1 1LT · VAT reg. GB 318 4420 19'},
        {'t': 'bold', 'text': 'Part Exchange Purchase Invoice — self-billed'},
        {'t': 'kv', 'rows': [['Seller', 'Fiona MacKinnon'], ['Address', 'Tigh na Mara, Nairn IV12 4HW'],
                             ['Vehicle purchased by the dealer', 'Honda Jazz 1.3 i-VTEC EX, 2016, silver'],
                             ['Registration', 'SF16 ZRK'], ['VIN', 'JHMGK5830GS401276'], ['Recorded mileage', '61,904'],
                             ['V5C document reference', '1146 2201 8873'], ['Purchase price agreed', '£6,350.00'],
                             ['Applied against', 'purchase of Toyota Yaris Cross SK23 BVN, invoice 24-1187']]},
        {'t': 'p', 'text': 'The seller declares that they are the legal owner of the vehicle described above, that it is free from any outstanding finance, that the mileage shown is correct to the best of their knowledge, and that the vehicle has not been an insurance total loss. The seller will pay any finance found to be outstanding.'},
        {'t': 'sig', 'places': [sig('Seller', 'customer', style='rule_above', printed='Seller'), sig('For Douglas Kerr', 'dealer', style='rule_above', printed='For Douglas Kerr')]},
    ]}

DOCS = [HP, ORDER, PCP, GAP, SETTLE, PX]
