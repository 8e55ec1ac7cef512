#!/usr/bin/python3
"""Twelfth set, documents 01-05 and the source pages of the scans 18-19: drawn with matplotlib's own PDF
backend (text, lines and rectangles on one axes spanning an A4 figure, in points).

Each place to sign is written once beside the code that draws it: its label, whose it is, and the near-black
tag colour (0, 0, k/255) its mark is drawn in; the document's head and places go to /tmp/gen12/meta/NAME.json.
"""
import json
import sys
import textwrap

import matplotlib

matplotlib.use("pdf")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

matplotlib.rcParams["pdf.fonttype"] = 42
matplotlib.rcParams["svg.fonttype"] = "none"

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/gen12/out"
META = "/tmp/gen12/meta"
W, H = 595.28, 841.89
GREY = (0.35, 0.35, 0.35)


def tag(k):
    return (0, 0, k / 255)


class Doc:
    def __init__(self, name, family="DejaVu Sans"):
        self.name = name
        self.family = family
        self.pdf = PdfPages(f"{OUT}/{name}", metadata={"Title": name, "Creator": "DMS print service"})
        self.places = []
        self.fig = None

    def new_page(self):
        if self.fig is not None:
            self.pdf.savefig(self.fig)
            plt.close(self.fig)
        self.fig = plt.figure(figsize=(W / 72, H / 72))
        self.ax = self.fig.add_axes([0, 0, 1, 1])
        self.ax.set_xlim(0, W)
        self.ax.set_ylim(0, H)
        self.ax.axis("off")

    def text(self, x, y, s, size=9, bold=False, ha="left", color="black", family=None):
        self.ax.text(x, y, s, fontsize=size, fontweight="bold" if bold else "normal", ha=ha, va="baseline",
                     color=color, family=family or self.family)

    def hline(self, x1, x2, y, color=GREY, lw=0.6):
        self.ax.plot([x1, x2], [y, y], color=color, lw=lw, solid_capstyle="butt")

    def vline(self, x, y1, y2, color=GREY, lw=0.6):
        self.ax.plot([x, x], [y1, y2], color=color, lw=lw, solid_capstyle="butt")

    def rect(self, x, y, w, h, color=GREY, lw=0.7, fill=None):
        self.ax.add_patch(Rectangle((x, y), w, h, fill=fill is not None, facecolor=fill or "none",
                                    edgecolor=color, lw=lw))

    def para(self, x, y, s, chars=110, size=8, lead=None):
        lead = lead or size * 1.3
        for line in textwrap.wrap(s, chars):
            self.text(x, y, line, size=size)
            y -= lead
        return y - 4

    def place(self, label, signer, k, date_k=None):
        self.places.append({"label": label, "signer": signer, "tag": k, "dateTag": date_k})

    def finish(self, head):
        self.pdf.savefig(self.fig)
        plt.close(self.fig)
        self.pdf.close()
        with open(f"{META}/{self.name}.json", "w") as f:
            json.dump({"file": self.name, "format": "pdf", **head, "places": self.places}, f, indent=1)


def hp_agreement():
    d = Doc("01-hp-agreement.pdf")
    d.new_page()
    d.rect(36, 770, 523, 44, color=(0.1, 0.2, 0.4), fill=(0.1, 0.2, 0.4))
    d.text(48, 796, "CALDERBROOK MOTOR FINANCE", 15, True, color="white")
    d.text(48, 780, "Hire Purchase Agreement regulated by the Consumer Credit Act 1974", 9, color="white")
    d.text(547, 796, "Agreement no. CMF-HP-0448213", 8.5, ha="right", color="white")
    d.text(547, 782, "Proposal ref. PR 4471 0926", 8, ha="right", color="white")
    y = 748
    # two columns: creditor | hirer
    d.text(40, y, "THE CREDITOR", 8.5, True)
    d.text(310, y, "THE HIRER", 8.5, True)
    left = ["Calderbrook Motor Finance Ltd", "Riverside House, 14 Quay Street", "Bristol BS1 4DJ",
            "Registered in England no. 07734410"]
    right = ["MR KOFI A. MENSAH", "Flat 3, 27 Alma Road", "Plymouth PL3 4HE", "Date of birth 14/02/1988"]
    for i, (a, b) in enumerate(zip(left, right)):
        d.text(40, y - 14 - i * 12, a, 8.5)
        d.text(310, y - 14 - i * 12, b, 8.5)
    y = 672
    d.text(40, y, "THE SUPPLIER (DEALER)", 8.5, True)
    d.text(40, y - 14, "Tamar Bridge Motors, Embankment Road, Plymouth PL4 9HX  (FCA FRN 661204)", 8.5)
    y = 636
    d.rect(36, y - 68, 523, 80, color=GREY)
    d.text(44, y, "GOODS", 8.5, True)
    rows = [("Description", "Skoda Octavia Estate 2.0 TDI SE L DSG, Moon White"),
            ("Registration mark", "YE71 KXW"), ("VIN", "TMBJJ7NX4MY031775"),
            ("Date first registered", "22/11/2021      Mileage 31,406")]
    for i, (a, b) in enumerate(rows):
        d.text(44, y - 16 - i * 13, a, 8.5)
        d.text(170, y - 16 - i * 13, b, 8.5, bold=(a == "Registration mark"))
    y = 552
    d.text(40, y, "FINANCIAL DETAILS", 8.5, True)
    fin = [("Cash price", "£17,495.00"), ("Part exchange allowance (Ford Focus BF15 OTJ)", "£3,250.00"),
           ("Less settlement of existing finance", "£0.00"), ("Cash deposit", "£500.00"),
           ("Total deposit", "£3,750.00"), ("Amount of credit", "£13,745.00"),
           ("Interest charges", "£3,412.36"), ("Option to purchase fee", "£10.00"),
           ("Total charge for credit", "£3,422.36"), ("Total amount payable", "£20,917.36"),
           ("Duration", "49 months"), ("Monthly repayments (47)", "£357.82"), ("First and last repayments", "£367.82 each"),
           ("APR", "12.9%")]
    for i, (a, b) in enumerate(fin):
        col = 0 if i < 7 else 1
        yy = y - 16 - (i % 7) * 13
        d.text(40 + col * 275, yy, a, 8)
        d.text(285 + col * 270, yy, b, 8, ha="right")
    y = 440
    clauses = [
        "1. Hiring. The Creditor agrees to hire the goods to you and you agree to take them on hire on the terms of "
        "this agreement. The goods remain the property of the Creditor until you have paid the total amount payable "
        "and the option to purchase fee.",
        "2. Payments. You must pay the repayments by direct debit on the due dates shown. If a repayment is late we "
        "may charge interest on the overdue amount at the rate of interest above.",
        "3. Right of withdrawal. You may withdraw from this agreement without giving any reason within 14 days of the "
        "day after the date it is made, by writing to us at the address above. You must then repay the credit and "
        "interest accrued from the date you received it until repaid.",
        "4. Voluntary termination. You have the right to end this agreement by writing to the person authorised to "
        "receive payments, once you have paid one half of the total amount payable (£10,458.68), and to return the "
        "goods.",
        "5. Repossession. If you have paid one third or more of the total amount payable (£6,972.45) we may not take "
        "the goods back without your consent unless we first obtain a court order.",
    ]
    for c in clauses:
        y = d.para(40, y, c, 118, 7.8)
    d.text(W / 2, 40, "Page 1 of 2 - continued overleaf", 7, ha="center")
    d.new_page()
    d.text(40, 800, "Agreement no. CMF-HP-0448213  -  Hirer: MR KOFI A. MENSAH  -  Goods: YE71 KXW", 8)
    d.hline(40, 555, 792, lw=0.8)
    y = 772
    more = [
        "6. Insurance. You must keep the goods insured comprehensively with an insurer acceptable to us, for their "
        "full replacement value, and note our interest on the policy.",
        "7. Information. Part exchange: the goods you traded in (BF15 OTJ) became the dealer's property when you "
        "signed the dealer's order; the allowance is shown as part of your deposit.",
        "8. Complaints. If you are not happy with our service you may refer the matter to the Financial Ombudsman "
        "Service, Exchange Tower, London E14 9SR, once you have given us eight weeks to resolve it.",
    ]
    for c in more:
        y = d.para(40, y, c, 118, 7.8)
    y -= 6
    d.text(40, y, "IMPORTANT - READ THIS CAREFULLY TO MAKE SURE THAT YOU ONLY SIGN IT IF YOU WANT TO BE LEGALLY BOUND", 8, True)
    d.text(40, y - 12, "BY ITS TERMS.", 8, True)
    y -= 40
    d.text(40, y, "This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you", 8.5)
    d.text(40, y - 11, "want to be legally bound by its terms.", 8.5)
    y -= 30
    # Hirer: box with label beside on the left, date box to the right
    d.text(40, y - 20, "Signature of Hirer", 9, True)
    d.rect(150, y - 40, 230, 44, color=tag(1), lw=0.8)
    d.place("Signature of Hirer", "customer", 1, 2)
    d.text(392, y - 20, "Date", 9, True)
    d.rect(420, y - 30, 110, 22, color=tag(2), lw=0.8)
    y -= 80
    d.text(40, y, "Witness (not a relative of the Hirer)", 8.5, True)
    d.hline(215, 430, y - 2, color=tag(3))
    d.place("Witness (not a relative of the Hirer)", None, 3)
    d.text(40, y - 18, "Witness name and address ...........................................................................", 8)
    y -= 70
    d.text(40, y, "The goods will not become your property until you have made all the payments.", 8.5)
    y -= 40
    d.hline(40, 280, y, color=tag(4))
    d.text(40, y - 12, "Signed for and on behalf of the Creditor", 8)
    d.place("Signed for and on behalf of the Creditor", None, 4)
    d.text(320, y - 12, "Date of agreement (completed by the Creditor)", 8)
    d.hline(320, 480, y, color=GREY)
    d.text(W / 2, 40, "Page 2 of 2", 7, ha="center")
    d.finish({
        "kinds": ["producer: matplotlib 3.6.3 (pdf backend)", "kind: hire purchase agreement, 2 pages",
                  "signatures on the last page", "\"MR KOFI A. MENSAH\" in capitals with an initial",
                  "box with the label beside and a date box", "witness's and creditor's places nobody's",
                  "part-exchange plate in the figures and a clause", "proposal ref beside the agreement no."],
        "documentType": "finance_agreement", "customerName": "Kofi Mensah", "vehicleRegistration": "YE71KXW",
        "otherRegistrations": ["BF15OTJ"], "dealershipName": "Tamar Bridge Motors"})


def vehicle_order():
    d = Doc("02-vehicle-order.pdf")
    d.new_page()
    d.text(40, 800, "Humber Wolds Cars Ltd", 16, True)
    d.text(40, 786, "Volvo Cars Beverley  ·  Grovehill Road, Beverley HU17 0JW  ·  01482 880 214", 8)
    d.text(555, 800, "NEW VEHICLE ORDER", 13, True, ha="right")
    d.text(555, 786, "Order HW-O-20931   Stock SK24 HVB", 8, ha="right")
    d.hline(40, 555, 778, color="black", lw=1.2)
    y = 758
    d.text(40, y, "Customer", 9, True)
    d.text(300, y, "Vehicle ordered", 9, True)
    cust = [("Name", "SANDHU, Gurpreet (Mrs)"), ("Address", "41 Northfield Avenue"), ("", "Cottingham HU16 5RE"),
            ("Mobile", "07700 914 288"), ("Email", "g.sandhu@example.co.uk")]
    veh = [("Model", "Volvo XC40 B4 Plus Dark, auto"), ("Colour", "Sage Green"), ("Registration", "YA24 WPU"),
           ("Chassis", "YV1XZK9V4S2019034"), ("Delivery", "week commencing 16/09/2024")]
    for i, ((a, b), (c, e)) in enumerate(zip(cust, veh)):
        d.text(40, y - 15 - i * 12, a, 8.5, color=GREY)
        d.text(95, y - 15 - i * 12, b, 8.5)
        d.text(300, y - 15 - i * 12, c, 8.5, color=GREY)
        d.text(365, y - 15 - i * 12, e, 8.5)
    y = 668
    # price table
    d.rect(40, y - 150, 515, 158, color=GREY)
    d.text(48, y - 6, "Price build-up", 9, True)
    items = [("On the road price", "£41,860.00"), ("Metallic paint", "£750.00"), ("Winter pack", "£400.00"),
             ("First registration fee and 12 months VED", "£1,095.00"), ("Dealer discount", "-£2,250.00"),
             ("Total price", "£41,855.00"),
             ("Part exchange: Nissan Qashqai 1.3 DIG-T, SF66 LKN, 48,210 miles", "£9,800.00"),
             ("Settlement to Blackwater Finance (agreement BW 220 7718)", "£2,115.00"),
             ("Deposit paid today (card)", "£1,000.00"), ("Balance to finance / pay on delivery", "£33,170.00")]
    for i, (a, b) in enumerate(items):
        yy = y - 22 - i * 12.5
        d.text(48, yy, a, 8.5, bold=a.startswith(("Total", "Balance")))
        d.text(545, yy, b, 8.5, ha="right", bold=a.startswith(("Total", "Balance")))
    y = 500
    y = d.para(40, y, "This order is subject to our conditions of sale overleaf. The vehicle will be registered in the "
               "name shown above. The price of the part exchange assumes the vehicle is in the same condition at "
               "delivery as when it was appraised, with the V5C and all keys. Your deposit is refundable only as "
               "set out in condition 4.", 112, 8)
    y = d.para(40, y, "Finance, if required, is arranged through a panel of lenders and is subject to status. We may "
               "receive commission from the lender; see our separate disclosure document.", 112, 8)
    y -= 40
    # two columns of signature rules, labels below the rules
    d.hline(40, 270, y, color=tag(1))
    d.text(40, y - 11, "Customer's signature", 8.5, True)
    d.place("Customer's signature", "customer", 1, 2)
    d.hline(300, 400, y, color=tag(2))
    d.text(300, y - 11, "Date", 8.5, True)
    y -= 60
    d.hline(40, 270, y, color=tag(3))
    d.text(40, y - 11, "Sales executive (for Humber Wolds Cars Ltd)", 8.5)
    d.place("Sales executive (for Humber Wolds Cars Ltd)", "dealer", 3)
    d.hline(300, 530, y, color=tag(4))
    d.text(300, y - 11, "Sales manager approval", 8.5)
    d.place("Sales manager approval", "dealer", 4)
    d.text(40, y - 34, "Sales executive: Jordan Whitfield     Customer no. C-118420", 8, color=GREY)
    d.text(W / 2, 36, "Humber Wolds Cars Ltd. Registered in England 04418817. VAT GB 802 4410 27", 7, ha="center")
    d.finish({
        "kinds": ["producer: matplotlib 3.6.3 (pdf backend)", "kind: new vehicle order",
                  "\"SANDHU, Gurpreet (Mrs)\" surname first", "stock number shaped like a plate (SK24 HVB)",
                  "part-exchange plate and settlement agreement number", "rules with captions below, two per row",
                  "sales executive's and sales manager's places"],
        "documentType": "sales_agreement", "customerName": "Gurpreet Sandhu", "vehicleRegistration": "YA24WPU",
        "otherRegistrations": ["SF66LKN"], "dealershipName": "Humber Wolds Cars Ltd"})


def px_appraisal():
    d = Doc("03-part-exchange-appraisal.pdf", family="Liberation Serif")
    d.new_page()
    d.text(W / 2, 804, "BRECON ROAD AUTOS", 15, True, ha="center")
    d.text(W / 2, 790, "Unit 4, Brecon Road Trading Estate, Abergavenny NP7 7RX  ·  01873 850 661", 8, ha="center")
    d.text(W / 2, 764, "Part Exchange Appraisal", 14, True, ha="center")
    y = 738
    d.rect(40, y - 72, 515, 84, color=GREY)
    info = [("Customer", "Mr D. ap Rhys"), ("First name(s)", "Dafydd Owain"), ("Telephone", "07812 330 945"),
            ("Replacing with", "Toyota Yaris Cross WR73 FZD (stock 2281)")]
    for i, (a, b) in enumerate(info):
        d.text(48, y - 4 - i * 16, a, 9, True)
        d.text(150, y - 4 - i * 16, b, 9)
    y = 640
    d.text(40, y, "Vehicle appraised", 10, True)
    grid = [("Registration", "CE16 UHN", "Make / model", "Vauxhall Astra 1.4T SRi"),
            ("Mileage", "88,914", "Colour", "Summit White"),
            ("MOT expiry", "03/2025", "Service history", "Part (5 stamps)"),
            ("Keys", "2", "V5C seen", "Yes - keeper D ap Rhys")]
    top = y - 8
    for i, row in enumerate(grid):
        yy = top - i * 18
        for j, cell in enumerate(row):
            d.rect(40 + j * 128.75, yy - 18, 128.75, 18, color=GREY, lw=0.5)
            d.text(44 + j * 128.75, yy - 12.5, cell, 8.5, bold=(j % 2 == 0))
    y = top - 4 * 18 - 24
    d.text(40, y, "Condition", 10, True)
    cond = ["Tyres: NSF 5mm  OSF 4mm  NSR 3mm  OSR 3mm", "Bodywork: scuff rear bumper, chip bonnet",
            "Interior: good, slight wear driver's bolster", "Mechanical: clutch biting high, no warning lights"]
    for i, c in enumerate(cond):
        d.text(48, y - 15 - i * 12, "-  " + c, 8.5)
    y -= 80
    d.text(40, y, "Valuation", 10, True)
    d.text(48, y - 15, "CAP clean £5,150   Reconditioning estimate £620   Part exchange allowance offered: £4,400", 9)
    d.text(48, y - 28, "Offer valid for 7 days or 250 miles, whichever is sooner.", 8.5)
    y -= 60
    y = d.para(40, y, "Customer declaration. I confirm that I am the registered keeper of the vehicle appraised above, "
               "that the mileage shown is correct to the best of my knowledge, that there is no finance outstanding "
               "other than as declared, and that the vehicle has not been an insurance write-off.", 105, 8.5)
    y -= 20
    d.text(40, y - 22, "Customer's signature", 9, True)
    d.rect(160, y - 40, 200, 40, color=tag(1))
    d.place("Customer's signature", "customer", 1, 2)
    d.text(380, y - 22, "Date", 9, True)
    d.rect(410, y - 30, 100, 20, color=tag(2))
    y -= 70
    d.text(40, y - 22, "Appraised by", 9, True)
    d.rect(160, y - 40, 200, 40, color=tag(3))
    d.place("Appraised by", "dealer", 3)
    d.text(380, y - 22, "Name: Rhodri Vaughan (used car buyer)", 8.5)
    d.finish({
        "kinds": ["producer: matplotlib 3.6.3 (pdf backend), Liberation Serif",
                  "kind: part-exchange appraisal", "the subject is the part exchange",
                  "plate of the car being bought in the header", "\"Mr D. ap Rhys\" with the forenames on their own row",
                  "surname with a lower-case particle", "boxes with captions beside", "appraiser's place"],
        "documentType": "trade_in", "customerName": "Dafydd ap Rhys", "vehicleRegistration": "CE16UHN",
        "otherRegistrations": ["WR73FZD"], "dealershipName": "Brecon Road Autos"})


def gap_taken():
    d = Doc("04-gap-insurance.pdf")
    d.new_page()
    d.text(40, 806, "ARDENT GAP INSURANCE SERVICES", 13, True, color=(0.55, 0.1, 0.1))
    d.text(40, 793, "Return to Invoice GAP - Policy Schedule and Statement of Demands and Needs", 9)
    d.text(555, 806, "Sold by: Fenland Car Centre", 8.5, ha="right")
    d.text(555, 794, "Wisbech Road, March PE15 8AW", 8, ha="right")
    d.hline(40, 555, 784, color=(0.55, 0.1, 0.1), lw=1.5)
    y = 762
    d.text(40, y, "Policyholder: RAGHUNATHAN A (Ms)", 9.5, True)
    d.text(330, y, "Policy number: AGI/RTI/5520917", 9)
    d.text(40, y - 13, "12 Creek Road, March PE15 8RE", 8.5)
    d.text(330, y - 13, "Scheme code: AG23 PLN", 8.5)
    y = 716
    d.text(40, y, "Dear Anjali,", 9)
    y = d.para(40, y - 14, "Thank you for choosing Return to Invoice GAP insurance with your new vehicle. This schedule "
               "confirms the cover you have bought today. Please check it carefully and tell us at once if anything "
               "is wrong.", 110, 8.5)
    y -= 4
    rows = [("Insured vehicle", "Kia Niro 1.6 GDi Hybrid 2"), ("Registration", "FN22 ZTB"),
            ("Invoice price", "£24,995.00"), ("Maximum benefit", "£12,500.00"),
            ("Period of cover", "36 months from 07/06/2024"), ("Premium (incl. IPT at 12%)", "£349.00"),
            ("Excess contribution", "up to £250")]
    for i, (a, b) in enumerate(rows):
        yy = y - i * 14
        d.rect(40, yy - 5, 200, 14, color=GREY, lw=0.4, fill=(0.94, 0.94, 0.94))
        d.rect(240, yy - 5, 315, 14, color=GREY, lw=0.4)
        d.text(44, yy - 1, a, 8.5)
        d.text(246, yy - 1, b, 8.5)
    y = y - len(rows) * 14 - 16
    d.text(40, y, "Demands and needs", 9.5, True)
    y = d.para(40, y - 13, "This policy meets the demands and needs of a person who wishes to protect themselves against "
               "the shortfall between the insurer's settlement of a total loss claim and the original invoice price of "
               "the vehicle. You were given the policy summary and IPID on 31/05/2024 and have had at least two clear "
               "days to consider them before buying. We have not given you a personal recommendation.", 110, 8.5)
    y = d.para(40, y, "The previous vehicle, Peugeot 2008 (RV17 JHU), taken in part exchange, is not covered by this "
               "policy.", 110, 8.5)
    y -= 30
    d.text(40, y, "Policyholder's signature", 9, True)
    d.hline(165, 360, y - 2, color=tag(1))
    d.place("Policyholder's signature", "customer", 1, 2)
    d.text(372, y, "Date", 9, True, family="DejaVu Sans")
    d.text(398, y, "____/____/________", 9, color=tag(2))
    y -= 46
    d.text(40, y, "Sales executive", 9, True)
    d.hline(165, 360, y - 2, color=tag(3))
    d.place("Sales executive", "dealer", 3)
    d.text(372, y, "Printed name  Shauna Pickering", 8.5)
    d.text(40, 60, "Ardent GAP Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority "
           "(FRN 482219).", 7)
    d.text(40, 50, "Fenland Car Centre is an appointed representative of Ardent GAP Insurance Services Ltd.", 7)
    d.finish({
        "kinds": ["producer: matplotlib 3.6.3 (pdf backend)", "kind: GAP insurance taken",
                  "\"RAGHUNATHAN A (Ms)\" with \"Dear Anjali\"", "scheme code shaped like a plate (AG23 PLN)",
                  "part-exchange plate in the body", "rules beside the captions, date blank of underscores",
                  "sales executive's place"],
        "documentType": "insurance", "customerName": "Anjali Raghunathan", "vehicleRegistration": "FN22ZTB",
        "otherRegistrations": ["RV17JHU"], "dealershipName": "Fenland Car Centre"})


def commission():
    d = Doc("05-commission-disclosure.pdf")
    d.new_page()
    d.text(40, 804, "Clydebank Motor Village", 15, True)
    d.text(40, 790, "Kilbowie Road, Clydebank G81 6QT", 8)
    d.text(555, 804, "How we are paid", 12, True, ha="right")
    d.text(555, 790, "Commission disclosure - retain a copy", 8, ha="right")
    d.hline(40, 555, 780, lw=0.8)
    d.text(40, 760, "Customer: Mr Imran QURESHI      Vehicle: Audi A3 Sportback 35 TFSI S line  BK20 XHF", 9)
    # two columns of body text
    colA = ("We are a credit broker, not a lender. We introduce customers to a limited number of lenders: "
            "Caledonian Auto Finance, Northbridge Motor Credit and Lomond Leasing. We do not offer finance from the "
            "whole of the market. The lenders pay us a commission when you take finance through us. The amount may "
            "vary with the lender, the product and the amount you borrow, and it does not change the interest rate "
            "you pay.")
    colB = ("For the agreement you have chosen, Northbridge Motor Credit will pay us a commission of £842.50, being "
            "5.2% of the amount of credit. We may also receive a volume bonus from Northbridge Motor Credit based on "
            "the total business we introduce in a quarter. If you would like more details of the commission we "
            "receive, please ask your business manager before you sign the finance agreement.")
    ya = d.para(40, 736, colA, 55, 8.5)
    yb = d.para(310, 736, colB, 55, 8.5)
    y = min(ya, yb) - 10
    d.rect(40, y - 60, 515, 64, color=GREY)
    d.text(48, y - 12, "Finance chosen", 9, True)
    d.text(48, y - 26, "Lender: Northbridge Motor Credit    Product: Personal Contract Purchase    Term: 48 months", 8.5)
    d.text(48, y - 39, "Amount of credit: £16,202.00    APR 10.9%    Monthly payment: £279.15", 8.5)
    d.text(48, y - 52, "Business manager: Kirsty Rennie", 8.5)
    y -= 100
    y = d.para(40, y, "I confirm that I have read and understood this disclosure and that it was given to me before I "
               "entered into the finance agreement.", 110, 8.5)
    y -= 30
    d.text(40, y, "Signed (customer)", 9, True)
    d.text(146, y, "." * 66, 9, color=tag(1))
    d.place("Signed (customer)", "customer", 1, 2)
    d.text(360, y, "Dated", 9, True)
    d.text(392, y, "." * 36, 9, color=tag(2))
    d.text(40, 60, "Clydebank Motor Village Ltd is authorised and regulated by the Financial Conduct Authority, FRN 711902.", 7)
    d.finish({
        "kinds": ["producer: matplotlib 3.6.3 (pdf backend)", "kind: commission disclosure",
                  "\"Mr Imran QURESHI\" surname in capitals", "lenders named in two columns of body text",
                  "dotted lines after the captions, date on the same line", "no dealer place"],
        "documentType": "other", "customerName": "Imran Qureshi", "vehicleRegistration": "BK20XHF",
        "otherRegistrations": [], "dealershipName": "Clydebank Motor Village"})


def scan_order_source():
    """The page printed, signed nowhere yet, and scanned for 18 (see make_scans.py)."""
    d = Doc("18-scanned-used-order.pdf", family="Liberation Sans")
    d.new_page()
    d.text(40, 800, "BRIDGEND CAR SALES", 18, True)
    d.text(40, 784, "Cowbridge Road, Bridgend CF31 3SR   Tel 01656 650 412", 9)
    d.text(555, 800, "USED VEHICLE ORDER", 13, True, ha="right")
    d.text(555, 784, "No. 004127", 11, ha="right")
    d.hline(40, 555, 774, color="black", lw=1.5)
    rows = [("Purchaser", "Mr Marek WIŚNIEWSKI"), ("Address", "14 Heol Persondy, Aberkenfig CF32 9RG"),
            ("Telephone", "07931 402 118"), ("Vehicle", "Peugeot 3008 1.2 PureTech Allure, grey"),
            ("Registration", "DY18 GHK"), ("Mileage", "52,377"), ("Date first reg.", "29/06/2018")]
    for i, (a, b) in enumerate(rows):
        yy = 748 - i * 22
        d.text(40, yy, a, 11, True)
        d.text(160, yy, b, 11)
        d.hline(158, 555, yy - 4, color=(0.6, 0.6, 0.6), lw=0.5)
    y = 570
    d.rect(40, y - 130, 515, 140, color="black", lw=0.8)
    fig = [("Cash price", "£11,295.00"), ("Warranty (12 months)", "£0.00"), ("Part exchange RO12 FLM (Citroen C3)", "-£1,400.00"),
           ("Deposit", "-£500.00"), ("Balance due on collection", "£9,395.00")]
    for i, (a, b) in enumerate(fig):
        d.text(50, y - 10 - i * 22, a, 11, bold=a.startswith("Balance"))
        d.text(545, y - 10 - i * 22, b, 11, ha="right", bold=a.startswith("Balance"))
    y = 410
    y = d.para(40, y, "The purchaser agrees to buy the vehicle above on the conditions of sale printed overleaf. "
               "The deposit is not refundable if the purchaser withdraws without good reason. The part exchange is "
               "accepted as seen on the date of this order.", 95, 10)
    y -= 50
    d.hline(40, 280, y, color=tag(1))
    d.text(40, y - 14, "Purchaser's signature", 10, True)
    d.place("Purchaser's signature", "customer", 1, 2)
    d.hline(330, 480, y, color=tag(2))
    d.text(330, y - 14, "Date", 10, True)
    y -= 70
    d.hline(40, 280, y, color=tag(3))
    d.text(40, y - 14, "Salesperson", 10, True)
    d.place("Salesperson", "dealer", 3)
    d.text(330, y + 4, "Gethin Morgan", 11)
    d.finish({
        "kinds": ["producer: scan (matplotlib page, PIL degrading, wrapped by Typst as an image)",
                  "kind: used vehicle order", "image only, turned 0.6°, blurred and noisy",
                  "\"Mr Marek WIŚNIEWSKI\" with an accented capital", "part-exchange plate in the figures",
                  "rules with captions below", "salesperson's place"],
        "documentType": "sales_agreement", "customerName": "Marek Wiśniewski", "vehicleRegistration": "DY18GHK",
        "otherRegistrations": ["RO12FLM"], "dealershipName": "Bridgend Car Sales", "hasTextLayer": False})


def scan_delivery_source():
    """The page printed and scanned for 19, which is given an OCR text layer (see make_scans.py)."""
    d = Doc("19-scanned-delivery-note.pdf", family="DejaVu Sans")
    d.new_page()
    d.text(W / 2, 800, "TYWI VALLEY MOTORS", 17, True, ha="center")
    d.text(W / 2, 784, "Station Road, Llandeilo SA19 6NG  ·  01558 822 640", 9, ha="center")
    d.text(W / 2, 756, "VEHICLE DELIVERY NOTE", 14, True, ha="center")
    d.hline(40, 555, 744, color="black", lw=1)
    rows = [("Customer", "Ms Bronwen Pryce-Jenkins"), ("Address", "Ty Gwyn, Heol y Plas, Ffairfach SA19 6UL"),
            ("Vehicle delivered", "Dacia Jogger 1.0 TCe Extreme 7-seat"), ("Registration", "CN23 YUK"),
            ("Odometer", "9,804"), ("Vehicle collected (part exchange)", "Ford C-Max, WN65 DXR"),
            ("Finance", "Conditional sale, Brecon Beacons Finance, ref BBF/CS/40716")]
    for i, (a, b) in enumerate(rows):
        yy = 720 - i * 20
        d.text(40, yy, a, 10, True)
        d.text(245, yy, b, 10)
    y = 560
    d.text(40, y, "Items handed over", 11, True)
    items = ["2 keys", "Locking wheel nut", "Service book and stamped service record", "Spare wheel kit",
             "Copy of MOT certificate (not required - new)", "New keeper supplement V5C/2"]
    for i, it in enumerate(items):
        d.rect(44, y - 20 - i * 17, 9, 9, color="black", lw=0.7)
        d.text(48, y - 19 - i * 17, "x", 8, ha="center")
        d.text(62, y - 19 - i * 17, it, 10)
    y = 420
    y = d.para(40, y, "I confirm that I have taken delivery of the vehicle described above in good order and "
               "condition, with the items ticked, and that its controls and features have been explained to me.",
               90, 10)
    y -= 20
    d.text(40, y, "Customer signature", 10, True)
    d.rect(40, y - 56, 250, 46, color=tag(1), lw=0.9)
    d.place("Customer signature", "customer", 1, 2)
    d.text(320, y, "Date", 10, True)
    d.rect(320, y - 34, 120, 24, color=tag(2), lw=0.9)
    y -= 90
    d.text(40, y, "Delivered by", 10, True)
    d.rect(40, y - 56, 250, 46, color=tag(3), lw=0.9)
    d.place("Delivered by", "dealer", 3)
    d.text(320, y - 20, "Name: Eleri Thomas", 10)
    d.finish({
        "kinds": ["producer: scan with OCR layer (matplotlib page, PIL degrading, tesseract TSV words, Typst)",
                  "kind: vehicle delivery note", "OCR text layer, turned -0.5°, JPEG",
                  "double-barrelled surname", "part-exchange plate", "finance reference",
                  "boxes under captions with a date box", "\"Delivered by\" is the dealer's"],
        "documentType": "delivery_receipt", "customerName": "Bronwen Pryce-Jenkins", "vehicleRegistration": "CN23YUK",
        "otherRegistrations": ["WN65DXR"], "dealershipName": "Tywi Valley Motors", "hasTextLayer": True})


if __name__ == "__main__":
    which = sys.argv[2:] or ["all"]
    for fn in [hp_agreement, vehicle_order, px_appraisal, gap_taken, commission, scan_order_source,
               scan_delivery_source]:
        if "all" in which or fn.__name__ in which:
            fn()
