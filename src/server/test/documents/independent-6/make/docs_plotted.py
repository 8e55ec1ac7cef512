"""The documents drawn by PDFBox, iText 5, PDF::API2 and TCPDF: content, places and the fields of each truth."""
from layout import Doc

T_AND_C = (
    "You confirm that the details above are correct and that you have read the terms and conditions overleaf. "
    "Title in the vehicle remains with the dealer until the full price has been paid in cleared funds. Your statutory "
    "rights under the Consumer Rights Act 2015 are not affected."
)


def truth(doc_type, name, reg, regs, dealer, others=None):
    return {"documentType": doc_type, "customerName": name, "otherCustomers": others or [], "vehicleRegistration": reg,
            "otherRegistrations": regs, "dealershipName": dealer}


def vehicle_order():
    d = Doc("sans", title="Vehicle Order Form")
    dealer = "Penrose & Vane Motors Ltd"
    d.letterhead(dealer, ["Unit 4, Trevenson Road, Redruth TR15 3PL", "Tel 01209 555 310  VAT GB 284 1193 07"],
                 "VEHICLE ORDER FORM", "Order no. PV-24417   Date 14/03/2025")
    d.heading("Purchaser")
    d.kv([("Name", "KOWALCZYK-BRENNAN, Zofia (Mrs)"), ("Address", "Flat 2, 19 Clifton Terrace, Falmouth TR11 3QS"),
          ("Telephone", "07700 914 552")])
    d.heading("Vehicle")
    d.kv([("Make / model", "Skoda Kodiaq 2.0 TDI SE L 4x4 DSG"), ("Registration", "WK74 HNZ"),
          ("VIN", "TMBLJ9NS7R8041123"), ("Colour", "Moon White metallic"), ("Mileage", "12")])
    d.heading("Part exchange")
    d.kv([("Vehicle", "Vauxhall Zafira Tourer 1.4T SRi"), ("Registration", "LD15 OWP"), ("Allowance", "£4,150.00"),
          ("Settlement to", "Northway Car Finance (agreement 88-4410392)"),
          ("Courtesy car until delivery", "Skoda Fabia, registration WP23 FKU")])
    d.heading("Price")
    d.grid([330, 165], [["Cash price including VAT", "£38,995.00"], ["Paint protection", "£249.00"],
                        ["Less part exchange LD15 OWP", "-£4,150.00"], ["Deposit paid", "-£500.00"],
                        ["Balance due on delivery", "£34,594.00"]])
    d.y -= 8
    d.para(T_AND_C)
    d.rule_beside("Purchaser's signature", "customer", date="Date")
    d.rule_beside("Sales executive", "dealer", date="Date", length=170)
    return d, truth("sales_agreement", "Zofia Kowalczyk-Brennan", "WK74 HNZ", ["LD15 OWP", "WP23 FKU"], dealer), \
        ["one customer", "surname first with title in brackets", "part exchange plate"]


def hire_purchase():
    d = Doc("serif", title="Hire Purchase Agreement regulated by the Consumer Credit Act 1974")
    dealer = "Ó Briain Motor Group"
    d.letterhead("Lanyon Vehicle Finance plc", ["Creditor: 1 Gasworks Street, Belfast BT7 2JE", "Credit broker: Ó Briain Motor Group, Newry"],
                 "Hire Purchase Agreement", "regulated by the Consumer Credit Act 1974   Agreement LVF/HP/7730214")
    d.heading("Parties")
    d.kv([("Creditor", "Lanyon Vehicle Finance plc"), ("Debtor", "Mr Oisín Ó CEALLAIGH"),
          ("Address", "27 Carrickbawn Road, Rostrevor, Newry BT34 3DT"), ("Dealer / supplier", dealer)])
    d.heading("Goods")
    d.kv([("Description", "Kia Sportage 1.6 T-GDi GT-Line S"), ("Registration", "BG73 KXR"),
          ("Chassis", "U5YPV81BMPL123456")])
    d.heading("Financial details")
    d.grid([330, 165], [["Cash price", "£27,450.00"], ["Advance payment", "£3,000.00"], ["Amount of credit", "£24,450.00"],
                        ["Interest charges", "£6,011.28"], ["Option to purchase fee", "£10.00"],
                        ["Total amount payable", "£33,471.28"], ["48 monthly payments of", "£634.61"], ["APR", "10.9%"]])
    for i in range(9):
        d.heading(f"{i + 1}. {['Ownership', 'Payments', 'Care of the goods', 'Insurance', 'Termination by you', 'Termination by us', 'Default', 'Voluntary termination', 'Complaints'][i]}")
        d.para("The goods remain the property of the creditor until you have paid everything due under this agreement "
               "and exercised the option to purchase. You must keep the goods in good repair and insured for their full "
               "replacement value, and you must not sell, charge or part with them. " * 2)
    d.new_page()
    d.heading("Signatures")
    d.para("This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be "
           "legally bound by its terms.", bold=True)
    d.box_above("Signature of Debtor", "customer", date="Date of signature")
    d.para("Guarantor: Mr Cathal Ó CEALLAIGH, 27 Carrickbawn Road, Rostrevor")
    d.box_above("Signature of Guarantor", "guarantor", date="Date")
    d.box_above("Witness to the guarantor's signature", None)
    d.box_above("Signed for and on behalf of the Creditor", None, date="Date of agreement")
    return d, truth("finance_agreement", "Oisín Ó Ceallaigh", "BG73 KXR", [], dealer), \
        ["Irish name with fadas", "guarantor of the same surname", "witness", "creditor", "boxes with labels above"]


def secci():
    d = Doc("liberation", title="Pre-contract Credit Information (SECCI)")
    dealer = "Haverstock Hill Cars"
    d.letterhead(dealer, ["184 Haverstock Hill, London NW3 2AY", "Credit broker, not a lender"],
                 "PRE-CONTRACT CREDIT INFORMATION", "Standard European Consumer Credit Information")
    d.para("Prepared for: Mr Yusuf Al-HASHIMI   Quote ref HHC-Q-55213   Vehicle: Audi A3 Sportback 35 TFSI S line, "
           "registration EA72 UVW")
    d.heading("1. Contact details")
    d.kv([("Creditor", "Carnaby Motor Finance Ltd, 3 Sheldon Square, London W2 6PY"),
          ("Credit intermediary", dealer)])
    d.heading("2. Key features of the credit product")
    d.kv([("Type of credit", "Personal Contract Purchase"), ("Total amount of credit", "£19,200.00"),
          ("Duration", "37 months"), ("Payments", "36 of £312.40 then an optional final payment of £9,875.00"),
          ("Total amount payable", "£24,621.40")])
    d.heading("3. Costs of the credit")
    d.kv([("Borrowing rate", "8.4% fixed"), ("APR", "8.9%"), ("Charges in case of late payment", "£25.00 per letter")])
    d.heading("4. Other important legal aspects")
    d.para("You have the right to withdraw from the credit agreement within 14 calendar days. You have the right to repay "
           "early at any time, in full or partially. Your part exchange (VX19 FLM) has been valued at £6,300.00 and is "
           "included in the deposit shown above. " * 2)
    d.para("This information is valid until 30/04/2025. You do not need to sign this document.", bold=True)
    return d, truth("finance_agreement", "Yusuf Al-Hashimi", "EA72 UVW", ["VX19 FLM"], dealer), \
        ["no signing place", "Arabic name with Al- prefix in capitals", "part exchange plate in body text"]


def service_plan():
    d = Doc("sans", title="Service Plan Agreement")
    dealer = "Strathallan Motors (Perth) Ltd"
    d.letterhead(dealer, ["Dunkeld Road, Perth PH1 3AA", "Tel 01738 555 020"], "Service Plan Agreement",
                 "Plan SP-3 Years / 30,000 miles")
    d.kv([("Customer", "MR ANGUS MacGILLIVRAY"), ("Vehicle", "Volvo XC40 B4 Plus Dark"), ("Registration", "SK24 TVO"),
          ("Monthly payment", "£28.50 for 36 months"), ("Courtesy car during services", "SN73 CXA (subject to availability)")])
    d.para("The plan covers the manufacturer's scheduled services listed in the plan booklet, carried out at the dealer. "
           "It does not cover wear and tear items, tyres or repairs. " * 3)
    d.chars_beside("Customer signature:", "customer", "_", 44, "Date:", 14)
    d.new_page()
    d.heading("Instruction to your bank or building society to pay by Direct Debit")
    d.kv([("Name(s) of account holder(s)", "ANGUS J MacGILLIVRAY"), ("Sort code", "80-22-60"),
          ("Account number", "1029 4477"), ("Service user number", "437215")])
    d.para("Please pay Strathallan Motors Service Plans Direct Debits from the account detailed in this Instruction subject "
           "to the safeguards assured by the Direct Debit Guarantee.")
    d.box_above("Signature(s)", "customer", w=260, h=36, date="Date")
    return d, truth("service_contract", "Angus MacGillivray", "SK24 TVO", ["SN73 CXA"], dealer), \
        ["Mac name in capitals", "courtesy car plate", "two customer places on two pages", "underscores then a box"]


def delivery_receipt():
    d = Doc("serif", title="Vehicle Handover Receipt")
    dealer = "Kensal Rise Motor Company"
    d.letterhead(dealer, ["301 Kilburn Lane, London W10 4AQ"], "Handover Receipt")
    d.kv([("Customers", "Mr Chidi EZE-WILLIAMS and Ms Naledi DLAMINI"), ("Vehicle", "Toyota Yaris Cross 1.5 Hybrid Design"),
          ("Registration", "LB74 PZK"), ("Courtesy vehicle returned", "LR23 FJO"), ("Odometer", "9 miles")])
    d.heading("Checklist")
    d.grid([380, 115], [["Two keys and key cards handed over", "Yes"], ["Service book and warranty explained", "Yes"],
                        ["Infotainment paired with customer phone", "Yes"], ["Fuel", "Full"]])
    d.para("We confirm that we have received the vehicle above in good condition and that its features have been explained.")
    d.rules_under([("Customer (Chidi Eze-Williams)", "customer"), ("Customer (Naledi Dlamini)", "customer2")],
                  length=210, gap=40, date_under=True)
    d.rules_under([("Handed over by (Delivery Specialist)", "dealer")], length=210)
    return d, truth("delivery_receipt", "Chidi Eze-Williams", "LB74 PZK", ["LR23 FJO"], dealer, ["Naledi Dlamini"]), \
        ["two customers", "labels under the rules", "dates under rules", "courtesy car plate"]


def personal_loan():
    d = Doc("liberation", title="Fixed Sum Loan Agreement")
    dealer = "Fitzwilliam Car Sales"
    d.letterhead("Rosslare Consumer Loans Ltd", ["Introduced by Fitzwilliam Car Sales, 9 Canal Street, Chester CH1 4EJ"],
                 "Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974")
    d.kv([("Borrower 1", "FITZGERALD, J. P. (Mr)"), ("", "John Patrick Fitzgerald"), ("Borrower 2", "FITZGERALD, Aoife (Mrs)"),
          ("Address", "4 Dee Hills Park, Chester CH3 5AR"), ("Purpose", "Purchase of Mazda CX-30 reg. CA21 MZD"),
          ("Vehicle traded in", "Ford Focus, registration CX64 KTF")])
    d.grid([330, 165], [["Amount of credit", "£12,000.00"], ["Term", "60 months"], ["Monthly repayment", "£243.16"],
                        ["Total amount payable", "£14,589.60"], ["APR representative", "7.9%"]])
    d.y -= 6
    d.para("Each of you is liable for the whole of the amount owed. " + T_AND_C)
    d.rules_under([("Signature of Borrower 1", "customer"), ("Signature of Borrower 2", "customer2")], length=200,
                  date_under=True)
    d.rules_under([("Signed for Rosslare Consumer Loans Ltd (the Lender)", None)], length=230)
    return d, truth("finance_agreement", "John Fitzgerald", "CA21 MZD", ["CX64 KTF"], dealer, ["Aoife Fitzgerald"]), \
        ["joint borrowers", "initials then full name", "lender's place", "labels under rules"]


def conditional_sale():
    d = Doc("sans", title="Conditional Sale Agreement")
    dealer = "Oakhurst Prestige Cars"
    d.letterhead("Wendover Motor Credit Ltd", ["Supplier: Oakhurst Prestige Cars, London Road, Sunningdale SL5 0DJ"],
                 "Conditional Sale Agreement", "regulated by the Consumer Credit Act 1974  No. WMC-CS-102938")
    d.kv([("Buyer", "Dr Anjali RAMASWAMY-OKONJO"), ("Address", "Oak Lodge, Charters Road, Ascot SL5 9QF"),
          ("Goods", "Porsche Macan T, registration KT23 PMC"), ("Guarantor", "Mr Emeka OKONJO")])
    d.grid([330, 165], [["Total cash price", "£61,900.00"], ["Deposit", "£12,000.00"], ["Amount of credit", "£49,900.00"],
                        ["Total charge for credit", "£11,402.40"], ["Total amount payable", "£73,302.40"]])
    d.y -= 4
    d.para("Property in the goods will pass to you when you have paid the total amount payable. " * 4)
    d.chars_beside("Signature of Buyer", "customer", ".", 60, "Date", 22)
    d.chars_beside("Signature of Guarantor", "guarantor", ".", 56, "Date", 22)
    d.chars_beside("Witness", None, ".", 70, None)
    d.chars_beside("Signed on behalf of the Creditor", None, ".", 48, "Date", 22)
    return d, truth("finance_agreement", "Anjali Ramaswamy-Okonjo", "KT23 PMC", [], dealer), \
        ["dots to sign on", "guarantor", "witness", "creditor", "double-barrelled surname"]


def gap_proposal():
    d = Doc("sans", title="GAP Insurance Proposal")
    dealer = "Dewsbury Road Van & Car Centre"
    d.letterhead(dealer, ["612 Dewsbury Road, Leeds LS11 7DP"], "Return to Invoice GAP Insurance — Proposal")
    d.kv([("Proposer", "SZYMAŃSKA Małgorzata (Ms)"), ("Vehicle", "Ford Transit Custom 320 Limited"),
          ("Registration", "YD73 WEV"), ("Invoice price", "£33,480.00"), ("Period", "36 months"),
          ("Premium", "£349.00 (including IPT)"), ("Finance agreement", "BLK-7781203")])
    d.heading("Demands and needs")
    d.para("This policy meets the demands and needs of a customer who wishes to insure the difference between the "
           "invoice price of the vehicle and the settlement of the motor insurer following a total loss.")
    d.boxes_label_inside([("Proposer's signature", "customer", "Date")], w=235, h=46)
    d.boxes_label_inside([("Sales advisor", "dealer", None)], w=235, h=46)
    return d, truth("insurance", "Małgorzata Szymańska", "YD73 WEV", [], dealer), \
        ["Polish name with diacritics, surname first", "labels inside boxes", "date box beside"]


def commission():
    d = Doc("serif", title="")
    dealer = "Llewellyn & Rhys Motors"
    d.letterhead(dealer, ["Station Road, Llandeilo SA19 6NH", "Tel 01558 555 777"], "")
    d.y += 20
    d.para("Mrs Gwenllian AP RHYS-PRICE")
    d.para("Tŷ Gwyn, Heol y Bryn, Llandeilo SA19 6AW")
    d.y -= 10
    d.para("Dear Mrs ap Rhys-Price,")
    d.para("Re: your purchase of Hyundai Tucson 1.6 T-GDi, registration CU24 LRM", bold=True)
    d.para("We are a credit broker and not a lender. We introduce customers to a limited number of lenders. The lender "
           "will pay us a commission for introducing you, which is a fixed amount of £725.00 and does not affect the "
           "interest rate you pay. We may also receive volume bonuses from lenders. " * 2)
    d.para("Please sign below to confirm that this disclosure was given to you before you entered into the finance "
           "agreement.")
    d.para("Yours sincerely,")
    d.rules_under([("Rhodri Llewellyn, Business Manager", "dealer")], length=180)
    d.rules_under([("Customer acknowledgement", "customer")], length=180)
    return d, truth("other", "Gwenllian ap Rhys-Price", "CU24 LRM", [], dealer), \
        ["letter without a title", "Welsh name ap", "dealer signs first"]


def warranty():
    d = Doc("liberation", title="Used Vehicle Warranty")
    dealer = "Castlegate Classics & Prestige"
    d.letterhead(dealer, ["Castlegate, Knaresborough HG5 8AR"], "12 Month Used Vehicle Warranty")
    d.kv([("Warranty holder", "MR T. J. O'SULLIVAN-HAYES"), ("Vehicle", "Mercedes-Benz SL 500 (R129)"),
          ("Registration", "M512 SLK"), ("Start date", "02/04/2025"), ("Claim limit", "£3,000 per claim"),
          ("Courtesy vehicle", "F847 KDW")])
    d.para("Covered: engine, gearbox, differential, electrical components as listed. Not covered: consequential loss, "
           "wear and tear, bodywork. " * 3)
    d.rule_label_above("Warranty holder's signature", "customer", date="Date")
    d.rule_label_above("For Castlegate Classics & Prestige", "dealer")
    return d, truth("warranty", "T. J. O'Sullivan-Hayes", "M512 SLK", ["F847 KDW"], dealer), \
        ["prefix plates", "initials only", "O' name", "labels above rules"]


def appraisal():
    d = Doc("sans", title="Vehicle Appraisal and Purchase")
    dealer = "Brackley Road Motors"
    d.letterhead(dealer, ["Brackley Road, Towcester NN12 6DJ"], "Part Exchange Appraisal / Purchase from Customer")
    d.kv([("Seller", "Mr Siddharth VENKATARAMAN"), ("Vehicle appraised", "BMW 320d M Sport Touring"),
          ("Registration", "FN66 ZRT"), ("Mileage", "71,240"), ("Appraised value", "£11,900.00"),
          ("Against purchase of", "BMW i4 eDrive35 M Sport, registration FY24 KJE")])
    d.heading("Condition")
    d.grid([160, 335], [["Bodywork", "Scuffs to rear bumper, stone chips bonnet"], ["Tyres", "5mm front / 3mm rear"],
                        ["Service history", "Full BMW, last at 68,900"], ["Keys", "2"]])
    d.y -= 6
    d.para("The seller confirms that he is the owner of the vehicle, that it is free from finance except as declared and "
           "that the mileage is correct.")
    d.cells([("Seller", "customer", True), ("Appraiser", "dealer", False)])
    return d, truth("trade_in", "Siddharth Venkataraman", "FN66 ZRT", ["FY24 KJE"], dealer), \
        ["table cells to sign", "replacement car plate", "customer's own car is the subject"]


def scan_source():
    d = Doc("serif", title="Used Car Sale Agreement")
    dealer = "Mulberry Lane Car Sales"
    d.letterhead(dealer, ["Mulberry Lane, Goring-by-Sea BN12 4QY"], "USED CAR SALE AGREEMENT")
    d.kv([("Buyer", "MISS LÉA DUBOIS-MCKENZIE"), ("Vehicle", "Renault Clio 1.0 TCe Iconic"), ("Registration", "GJ68 WHU"),
          ("Price", "£8,495.00"), ("Trade plate used for test drive", "064 KP")])
    d.para(T_AND_C)
    d.chars_beside("Buyer's signature", "customer", "_", 40, "Date", 14)
    d.chars_beside("Salesperson", "dealer", "_", 40, None)
    return d, truth("sales_agreement", "Léa Dubois-McKenzie", "GJ68 WHU", ["064 KP"], dealer), \
        ["scan without a text layer", "accented name in capitals", "trade plate"]


def photo_source():
    d = Doc("sans", title="Vehicle Purchase Invoice")
    dealer = "Carrick Autos"
    d.letterhead(dealer, ["Ayr Road, Maybole KA19 8AA"], "We Buy Any Vehicle — Purchase Invoice")
    d.kv([("Seller", "Mrs Mhairi NicDHÒMHNAILL"), ("Vehicle", "Land Rover Defender 110 Td5"),
          ("Registration", "SV51 LRD"), ("Private plate retained", "MND 1"), ("Price paid", "£14,750.00")])
    d.para("The seller declares that the vehicle is their property, free from outstanding finance, and that its "
           "description is true.")
    d.rules_under([("Seller's signature", "customer"), ("Buyer for Carrick Autos", "dealer")], length=200)
    return d, truth("trade_in", "Mhairi NicDhòmhnaill", "SV51 LRD", ["MND 1"], dealer), \
        ["photographed page, OCR text layer", "Gaelic name with grave accent", "dateless private plate"]


def form_source():
    d = Doc("sans", title="Finance Proposal")
    dealer = "Sefton Park Motors"
    d.letterhead(dealer, ["Aigburth Road, Liverpool L17 7BN"], "Finance Proposal", "Application for credit")
    d.y -= 10
    labels = ["Title", "Surname", "Forename(s)", "Date of birth", "Vehicle registration", "Part exchange registration",
              "Annual income"]
    fields = []
    for i, lab in enumerate(labels):
        d.y -= 22
        d.text(d.left, d.y, lab + ":", 9, True)
        d.rect(d.left + 160, d.y - 5, 250, 17, 0.5)
        fields.append((len(d.pages), f"field{i}", d.left + 160, round(d.y - 5, 2), 250, 17))
    d.y -= 10
    d.para("I declare that the information given is true. I authorise the lender to search the records of a credit "
           "reference agency, which will record the search.")
    d.rule_beside("Applicant's signature", "customer", date="Date")
    return d, fields, truth("finance_agreement", "Kieran McElhinney", "MV72 SPM", ["KP17 WXT"], dealer), \
        ["values only in form fields", "Mc name"]


def deal_invoice():
    d = Doc("sans", title="Sales Invoice")
    dealer = "Tamar Bridge Motors"
    d.letterhead(dealer, ["Saltash Parkway, Saltash PL12 6LF", "VAT GB 611 2900 18"], "SALES INVOICE", "Invoice 55190")
    d.kv([("Customer", "Mr Kofi MENSAH"), ("Vehicle", "Volkswagen ID.3 Pro S"), ("Registration", "WF24 ZMK"),
          ("Part exchange", "Peugeot 208, registration WA63 HVN"), ("Total", "£32,150.00")])
    d.para("Paid in full by bank transfer, thank you.")
    return d


def deal_handover():
    d = Doc("sans", title="Handover checklist")
    d.next_tag = 20  # the pack's documents are merged, so their tags must differ
    d.letterhead("Tamar Bridge Motors", ["Saltash"], "Handover checklist")
    d.kv([("Customer", "MENSAH, Kofi (Mr)"), ("Registration", "WF24 ZMK"), ("Charging cable", "Type 2, handed over")])
    d.rule_beside("Customer", "customer", date="Date")
    d.rule_beside("Delivered by", "dealer", date=None)
    return d


def deal_consent():
    d = Doc("serif", title="Marketing preferences")
    d.next_tag = 30
    d.letterhead("Tamar Bridge Motors", ["Saltash"], "Keeping in touch")
    d.para("Kofi Mensah, we would like to tell you about service offers and new models. Tick how you would like to hear "
           "from us: [ ] email  [ ] telephone  [ ] post  [ ] SMS. You can change your mind at any time.")
    d.box_above("Signature", "customer", w=220, h=34, date="Date")
    return d
