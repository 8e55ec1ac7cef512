"""Twelfth set, documents 11-14: laid out in Scribus 1.5.8 by its Python scripter (text frames, lines and
rectangles on an A4 page, in points from the top left) and exported by Scribus's own PDF writer.

Run: xvfb-run -a scribus -g -ns -py scribus_docs.py
Each place's mark is drawn in its own near-black tag colour (0, 0, k) of 255; its label and whose it is go
to /tmp/gen12/meta/NAME.json beside the code that draws it.
"""
import json

import scribus

OUT = "/tmp/gen12/out"
META = "/tmp/gen12/meta"
W, H = 595.28, 841.89


class Doc:
    def __init__(self, name, font="Liberation Sans"):
        self.name = name
        self.font = font
        self.places = []
        scribus.newDocument(scribus.PAPER_A4, (30, 30, 30, 30), scribus.PORTRAIT, 1, scribus.UNIT_POINTS,
                            scribus.PAGE_1, 0, 1)
        scribus.defineColorRGB("Grey", 110, 110, 110)
        scribus.defineColorRGB("Band", 30, 70, 110)
        scribus.defineColorRGB("Pale", 235, 240, 246)
        for k in range(1, 12):  # Scribus writes CMYK: pure black with k/255 of yellow
            scribus.defineColorCMYK(f"tag{k}", 0, 0, k, 255)

    def text(self, x, y, w, s, size=9, bold=False, h=None, align="left", color="Black", font=None):
        """A text frame whose top is y (from the top of the page)."""
        lines = s.count("\n") + 1
        h = h or (size * 1.35 * lines + 4)
        f = scribus.createText(x, y, w, h)
        scribus.setText(s, f)
        fam = font or self.font
        scribus.setFont(f"{fam} {'Bold' if bold else 'Regular'}", f)
        scribus.setFontSize(size, f)
        scribus.setLineSpacing(size * 1.3, f)
        scribus.setTextColor(color, f)
        scribus.setTextAlignment({"left": scribus.ALIGN_LEFT, "right": scribus.ALIGN_RIGHT,
                                  "center": scribus.ALIGN_CENTERED}[align], f)
        scribus.setTextDistances(0, 0, 0, 0, f)
        return f

    def line(self, x1, y, x2, color="Grey", w=0.6):
        ln = scribus.createLine(x1, y, x2, y)
        scribus.setLineColor(color, ln)
        scribus.setLineWidth(w, ln)

    def rect(self, x, y, w, h, color="Grey", lw=0.7, fill="None"):
        r = scribus.createRect(x, y, w, h)
        scribus.setLineColor(color, r)
        scribus.setLineWidth(lw, r)
        scribus.setFillColor(fill, r)
        return r

    def place(self, label, signer, k, date_k=None):
        self.places.append({"label": label, "signer": signer, "tag": k, "dateTag": date_k})

    def finish(self, head):
        pdf = scribus.PDFfile()
        pdf.file = f"{OUT}/{self.name}"
        pdf.outdst = 1
        pdf.info = self.name
        pdf.save()
        scribus.closeDoc()
        with open(f"{META}/{self.name}.json", "w") as f:
            json.dump({"file": self.name, "format": "pdf", **head, "places": self.places}, f, indent=1)


def finance_proposal():
    d = Doc("11-finance-proposal.pdf")
    d.rect(0, 0, W, 70, color="None", fill="Band")
    d.text(36, 20, 320, "Trent Lock Cars", 18, True, color="White")
    d.text(36, 44, 320, "Finance proposal - joint application", 10, color="White")
    d.text(380, 22, 180, "Proposal no. TLC/FP/77260\nSubmitted 19/07/2024 14:22", 8, align="right", color="White")
    y = 86
    d.text(36, y, 520, "Vehicle: Skoda Kodiaq 2.0 TDI SE Drive 7-seat   Registration SN21 KVO   Price £19,990.00   "
           "Deposit £3,000.00   Term 48 months   Balloon £7,450.00 (PCP)", 8.5, h=26)
    y = 122
    cols = [(36, "APPLICANT 1", [("Surname", "CHAUHAN"), ("Forename(s)", "Ravi"), ("Title", "Mr"),
                                 ("Date of birth", "03/05/1981"), ("Marital status", "Married"),
                                 ("Address", "14 Ruskin Avenue, Long Eaton NG10 3HU"), ("Time at address", "9 yrs 2 m"),
                                 ("Occupation", "Pharmacist"), ("Employer", "Derwent Pharmacy Ltd"),
                                 ("Gross annual income", "£52,000")]),
            (306, "APPLICANT 2", [("Surname", "CHAUHAN"), ("Forename(s)", "Meera"), ("Title", "Mrs"),
                                  ("Date of birth", "21/11/1983"), ("Marital status", "Married"),
                                  ("Address", "as applicant 1"), ("Time at address", "9 yrs 2 m"),
                                  ("Occupation", "Teacher"), ("Employer", "Erewash Academy Trust"),
                                  ("Gross annual income", "£41,300")])]
    for x, title, rows in cols:
        d.rect(x, y, 254, 18, color="None", fill="Pale")
        d.text(x + 6, y + 4, 240, title, 9, True)
        for i, (a, b) in enumerate(rows):
            yy = y + 24 + i * 16
            d.text(x + 6, yy, 100, a, 8, color="Grey")
            d.text(x + 100, yy, 154, b, 8.5)
            d.line(x, yy + 13, x + 254, color="Pale", w=0.5)
    y = 320
    d.text(36, y, 524, "Part exchange: Vauxhall Zafira Tourer 1.4T, registration NX14 BHD, settlement £0.\n"
           "Bank: joint account, sort code 20-44-91, account ending 7713, 11 years with bank.", 8.5)
    y = 356
    decl = ("Declaration. Each of us confirms that the information given in this proposal is true and complete. We "
            "understand that Trent Lock Cars acts as a credit broker and will pass this proposal to one or more "
            "lenders, who will search our records at credit reference agencies. The searches will be recorded on our "
            "files and linked to each other. We have read the privacy notice and the commission disclosure.")
    d.text(36, y, 524, decl, 8.5, h=64)
    y = 440
    # signing boxes side by side, caption above, date box under each
    for i, (x, cap, k, dk, who) in enumerate([(36, "Signature of applicant 1", 1, 2, "customer"),
                                              (306, "Signature of applicant 2", 3, 4, "customer2")]):
        d.text(x, y, 254, cap, 9, True)
        d.rect(x, y + 16, 254, 42, color=f"tag{k}", lw=0.8)
        d.text(x, y + 68, 40, "Date", 8.5)
        d.rect(x + 34, y + 64, 100, 18, color=f"tag{dk}", lw=0.8)
        d.place(cap, who, k, dk)
    y = 540
    d.text(36, y, 150, "Business manager", 9, True)
    d.line(140, y + 11, 330, color="tag5", w=0.6)
    d.place("Business manager", "dealer", 5)
    d.text(340, y, 220, "Name: Adam Szymański", 8.5)
    d.text(36, 800, 524, "Trent Lock Cars Ltd, Derby Road, Sawley NG10 3AA. Authorised and regulated by the Financial "
           "Conduct Authority (FRN 655310) as a credit broker, not a lender.", 7, h=20)
    d.finish({
        "kinds": ["producer: Scribus 1.5.8 (scripted, its own PDF export)", "kind: finance proposal, joint applicants",
                  "surname and forenames in separate rows (\"CHAUHAN\" / \"Ravi\")", "two columns of applicant details",
                  "\"Signature of applicant 2\" is customer2", "boxes under captions with date boxes",
                  "part-exchange plate", "business manager's place"],
        "documentType": "finance_agreement", "customerName": "Ravi Chauhan", "otherCustomers": ["Meera Chauhan"],
        "vehicleRegistration": "SN21KVO", "otherRegistrations": ["NX14BHD"], "dealershipName": "Trent Lock Cars"})


def sold_as_seen():
    d = Doc("12-sold-as-seen.pdf", font="Liberation Serif")
    d.text(36, 36, 524, "MORAY FIRTH MOTORS", 16, True, align="center")
    d.text(36, 58, 524, "Trade Centre, Longman Road, Inverness IV1 1RY  ·  01463 710 552", 8.5, align="center")
    d.line(36, 76, 559, color="Black", w=1.5)
    d.text(36, 88, 524, "SOLD AS SEEN - TRADE / SPARES OR REPAIR", 13, True, align="center")
    y = 118
    rows = [("Invoice no.", "MFM-T-30218"), ("Buyer", "MACKINTOSH C J (Mr)"),
            ("", "Callum Mackintosh, 5 Culduthel Mains, Inverness IV2 6RG"),
            ("Vehicle", "Land Rover Freelander 2 TD4 GS, 2009"), ("Registration", "SV09 ABZ"),
            ("Odometer", "148,000 approx. - NOT WARRANTED"), ("Price", "£1,650.00 (no VAT - margin scheme)")]
    for i, (a, b) in enumerate(rows):
        yy = y + i * 17
        d.text(50, yy, 110, a, 9.5, True)
        d.text(160, yy, 400, b, 9.5)
    y = 250
    d.rect(36, y, 524, 150, color="Black", lw=1)
    terms = ("The buyer accepts that this vehicle is sold as seen, as a trade sale or for spares or repair, and "
             "that it has not been inspected, serviced or prepared by Moray Firth Motors. Known faults: gearbox "
             "hesitation, ABS warning light intermittent, corrosion to the rear subframe, MOT expires 09/2024. "
             "No warranty is given or implied. The buyer has inspected the vehicle, or has had the opportunity to "
             "do so, and has driven it or declined to. Where the buyer is a consumer, the vehicle is sold at a price "
             "that reflects its condition and the faults listed above, which have been pointed out before sale.")
    d.text(46, y + 10, 504, terms, 9, h=130)
    y = 430
    # caption to the left, rule beside it, a second row for the dealer's seller
    d.text(36, y, 120, "Buyer's signature", 10, True)
    d.line(160, y + 12, 380, color="tag1")
    d.place("Buyer's signature", "customer", 1, 2)
    d.text(392, y, 40, "Date", 10, True)
    d.line(424, y + 12, 540, color="tag2")
    y += 50
    d.text(36, y, 120, "Seller (for MFM)", 10, True)
    d.line(160, y + 12, 380, color="tag3")
    d.place("Seller (for MFM)", "dealer", 3)
    d.text(392, y, 170, "Print: Iain Urquhart", 9.5)
    y += 50
    d.text(36, y, 524, "Vehicle previously on cherished plate HAM 1SH (removed by the buyer's father, 2021).", 8.5)
    d.finish({
        "kinds": ["producer: Scribus 1.5.8, Liberation Serif", "kind: sold as seen, trade / spares or repair",
                  "\"MACKINTOSH C J (Mr)\" with the full name on the next row", "cherished plate previously on the car",
                  "rules beside captions", "the dealer's \"Seller\" place", "terms in a bordered box"],
        "documentType": "warranty_disclaimer", "customerName": "Callum Mackintosh", "vehicleRegistration": "SV09ABZ",
        "otherRegistrations": ["HAM1SH"], "dealershipName": "Moray Firth Motors"})


def tyre_declined():
    d = Doc("13-tyre-alloy-declined.pdf")
    d.text(36, 36, 300, "SOLENT CAR CENTRE", 14, True)
    d.text(36, 54, 300, "Hamble Lane, Southampton SO31 4QA", 8)
    d.text(330, 36, 229, "Tyre & Alloy Wheel Insurance\nStatement of cover declined", 10, True, align="right")
    d.line(36, 74, 559, color="Black", w=0.8)
    y = 90
    boxes = [("Customer", "Mrs L. FERNANDES"), ("Customer first name", "Leticia"),
             ("Vehicle", "MG ZS EV Trophy Long Range"), ("Vehicle registration", "LJ68 PXE"),
             ("Product offered", "Tyre & Alloy Wheel Insurance, 36 months, £299")]
    for i, (a, b) in enumerate(boxes):
        yy = y + i * 22
        d.rect(36, yy, 160, 20, color="Grey", lw=0.5, fill="Pale")
        d.rect(196, yy, 363, 20, color="Grey", lw=0.5)
        d.text(42, yy + 5, 150, a, 8.5, True)
        d.text(202, yy + 5, 350, b, 9)
    y = 210
    body = ("I was offered Tyre & Alloy Wheel Insurance when I bought the vehicle above. The cover, its price and the "
            "main exclusions were explained to me and I was given the policy summary. I have decided not to buy this "
            "insurance. I understand that if I do not buy it now I may buy it later from Solent Car Centre or from "
            "another provider, and that the cost of repairing or replacing damaged tyres and alloy wheels will be "
            "mine.\n\nThe finance agreement with Wessex Auto Credit (ref. WAC-LJ68-0071) does not include any "
            "insurance product.")
    d.text(36, y, 523, body, 9, h=110)
    y = 340
    d.text(36, y, 200, "Customer signature:", 9.5, True)
    d.text(36, y + 20, 260, "_" * 40, 9.5, color="tag1")
    d.place("Customer signature", "customer", 1, 2)
    d.text(320, y, 100, "Date:", 9.5, True)
    d.text(320, y + 20, 160, "_" * 22, 9.5, color="tag2")
    y = 400
    d.text(36, y, 200, "Business manager:", 9.5, True)
    d.text(36, y + 20, 260, "_" * 40, 9.5, color="tag3")
    d.place("Business manager", "dealer", 3)
    d.text(320, y, 200, "Name: Tariq Haddad", 9.5)
    d.finish({
        "kinds": ["producer: Scribus 1.5.8", "kind: tyre and alloy insurance declined",
                  "\"Mrs L. FERNANDES\" with the first name in its own row", "lender's reference containing the plate",
                  "underscores on the line under the captions", "business manager's place"],
        "documentType": "insurance_waiver", "customerName": "Leticia Fernandes", "vehicleRegistration": "LJ68PXE",
        "otherRegistrations": [], "dealershipName": "Solent Car Centre"})


def settlement():
    d = Doc("14-settlement-letter.pdf")
    d.text(36, 40, 300, "Granite City Finance", 16, True, color="Band")
    d.text(36, 62, 300, "PO Box 4120, Aberdeen AB10 1YL\ncustomerservices@granitecity.example  0345 600 2214", 8)
    d.text(36, 120, 260, "Mrs Morag Duncan\n18 Gordon Terrace\nBallater\nAB35 5QE", 9.5)
    d.text(380, 120, 179, "Date: 23 July 2024\nAgreement: GCF 55 0193 718\nVehicle: SA18 MWX", 9)
    d.text(36, 200, 523, "Settlement figure - agreement GCF 55 0193 718 (Volkswagen Golf 1.5 TSI Match, SA18 MWX)",
           10, True)
    body = ("Dear Mrs Duncan,\n\nThank you for your request for a settlement figure. Deeside Motors, Banchory, "
            "asked for this figure on your behalf as they are taking the vehicle in part exchange. The amount needed "
            "to settle the agreement in full is £4,862.17 if we receive it on or before 6 August 2024.\n\n"
            "This figure includes a rebate of interest calculated under the Consumer Credit (Early Settlement) "
            "Regulations 2004. Payments due before the settlement date must still be made. If the dealer pays the "
            "settlement, please make sure they quote the agreement number above.\n\nWhen the agreement is settled we "
            "will write to confirm that you, or the dealer, own the vehicle and that our interest has been removed "
            "from the HPI register.\n\nYours sincerely,")
    d.text(36, 226, 523, body, 9.5, h=230)
    d.text(36, 470, 300, "Customer Accounts Team\nGranite City Finance", 9.5)
    d.text(36, 780, 523, "Granite City Finance is a trading name of Granite City Credit Ltd, registered in Scotland "
           "SC412281. Authorised and regulated by the Financial Conduct Authority.", 7, h=22)
    d.finish({
        "kinds": ["producer: Scribus 1.5.8", "kind: lender's settlement letter", "no signing place",
                  "plate in the reference block and heading", "dealer named in the body"],
        "documentType": "other", "customerName": "Morag Duncan", "vehicleRegistration": "SA18MWX",
        "otherRegistrations": [], "dealershipName": "Deeside Motors"})


for fn in [finance_proposal, sold_as_seen, tyre_declined, settlement]:
    fn()
