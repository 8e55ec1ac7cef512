#!/usr/bin/python3
"""`mutool create` documents: forms laid out by hand at fixed coordinates, as small
dealer systems and warranty administrators print them."""
import sys

from common import Places, write_truth
from mutool_kit import Page, build, tag_rgb

FOS = "Financial Ombudsman Service, Exchange Tower, London E14 9SR"


def tick(page, x, y, label, ticked=False, size=8):
    page.rect(x, y, 8, 8, width=0.6)
    if ticked:
        page.text(x + 1.2, y + 1.2, "X", 8, "F2")
    page.text(x + 12, y + 1, label, size)


def delivery_handover():
    name = "mutool-delivery-handover-checklist.pdf"
    pl = Places()
    s_c = pl.add("Customer signature", "customer")
    d_c = pl.date_for(s_c)
    s_e = pl.add("Handover executive", "dealer")
    pg = Page()
    pg.fill(0, 792, 595, 50, "0.12 0.2 0.36")
    pg.ops.append("BT 1 g /F2 18 Tf 40 812 Td (EASTGATE HYUNDAI) Tj ET")
    pg.ops.append("BT 1 g /F1 8 Tf 40 799 Td (Eastgate Retail Park, Stanningley Road, Leeds LS13 4EN  |  0113 000 7720) Tj ET")
    pg.text(40, 765, "VEHICLE DELIVERY & HANDOVER NOTE", 14, "F2")
    pg.text(400, 765, "Handover no. DH-30871", 9)
    y = 740
    for label, value in [("Customer", "Mrs Hannah KOWALCZYK"), ("Address", "71 Bramley Town Street, Leeds LS13 2EX"),
                         ("Vehicle", "HYUNDAI TUCSON 1.6 T-GDi Premium 48V"), ("Registration", "PN22 SLV"),
                         ("VIN", "TMAJ381AANJ227104"), ("Odometer at handover", "18,406 miles"), ("Fuel", "1/2 tank"),
                         ("Courtesy car returned", "PO71 CRT (Hyundai i20) - returned with full tank, no damage"),
                         ("Finance company", "Hyundai Capital UK Ltd, 2 Kings Hill Avenue, West Malling ME19 4AQ")]:
        pg.rect(40, y - 5, 150, 16, width=0.4, fill="0.93 0.93 0.93")
        pg.rect(190, y - 5, 365, 16, width=0.4)
        pg.text(44, y, label, 8.5, "F2")
        pg.text(194, y, value, 8.5)
        y -= 16
    y -= 14
    pg.text(40, y, "Handover checklist - the items below have been explained to me", 10, "F2")
    y -= 18
    items = ["V5C application sent to DVLA (new keeper details)", "Service book / digital service record", "Two keys (one key for courtesy car returned)",
             "Locking wheel nut key in glovebox", "Infotainment, Bluetooth and Bluelink app demonstrated", "Tyre repair kit and jack location",
             "Warranty booklet and roadside assistance card", "Recommended service interval (10,000 miles / 12 months)",
             "Paint and bodywork inspected with customer - no damage", "Copy of finance agreement and SECCI provided"]
    for i, item in enumerate(items):
        col_x = 40 if i % 2 == 0 else 305
        tick(pg, col_x, y, item, ticked=(i != 2))
        if i % 2 == 1:
            y -= 16
    y -= 10
    pg.text(40, y, "Comments:", 8.5, "F2")
    pg.text(90, y, "Second key ordered from Hyundai - to be posted to customer. Dashcam fitting booked 15/12/2026.", 8.5)
    y -= 28
    pg.lines(40, y, ["I confirm that I have taken delivery of the vehicle described above in good condition and that the items ticked",
                     "have been supplied and explained to me. Any damage not noted above must be reported within 24 hours."], 8.5)
    y -= 70
    pg.text(40, y + 36, "Customer signature", 8.5, "F2")
    pg.rule(40, y, 220, tag_rgb(s_c))
    pg.text(40, y - 11, "Hannah Kowalczyk", 8)
    pg.text(290, y + 36, "Date", 8.5, "F2")
    pg.rule(290, y, 90, tag_rgb(d_c))
    pg.text(400, y + 36, "Handover executive", 8.5, "F2")
    pg.rule(400, y, 155, tag_rgb(s_e))
    pg.text(400, y - 11, "Callum Hirst", 8)
    pg.text(40, 40, "Customer copy - white   Dealer copy - yellow   Eastgate Motor Group Ltd, registered in England 05514420.", 6.5, grey=0.4)
    pdf = build(name, [pg])
    write_truth({"file": name, "kinds": ["producer: mutool create", "kind: delivery/handover note", "courtesy car decoy", "finance company address",
                                          "tick boxes", "staff signature beside customer", "name in capitals with title"],
                 "documentType": "delivery_receipt", "customerName": "Hannah Kowalczyk", "vehicleRegistration": "PN22SLV",
                 "otherRegistrations": ["PO71CRT"], "dealershipName": "Eastgate Hyundai", "places": pl.items}, pdf)


def warranty_registration():
    name = "mutool-warranty-registration.pdf"
    pl = Places()
    s_c = pl.add("Signature of warranty holder", "customer")
    d_c = pl.date_for(s_c)
    s_d = pl.add("Dealer signature and stamp", "dealer")
    pg = Page()
    pg.text(40, 800, "GUARDIAN", 22, "F2")
    pg.text(160, 800, "Motor Warranties", 22)
    pg.text(40, 784, "Warranty Administrators: Guardian Motor Warranties Ltd, Pinnacle House, 17 Newhall Street, Birmingham B3 3QA", 7.5)
    pg.rect(40, 740, 515, 30, fill="0.85 0.9 0.95", colour="0.5 0.6 0.7")
    pg.text(50, 751, "WARRANTY REGISTRATION FORM  -  Used Vehicle Platinum 24 months", 12, "F2")
    y = 715
    pg.text(40, y, "Section 1: Selling dealer", 10, "F2")
    y = pg.lines(40, y - 14, ["Dealer: Oakfield Car Sales, 140 Walsall Road, Great Barr, Birmingham B42 1SA   Dealer no. GMW-3308"], 8.5)
    y -= 8
    pg.text(40, y, "Section 2: Warranty holder", 10, "F2")
    y -= 16
    for label, value in [("Title", "Mr"), ("First name", "Rashid"), ("Surname", "MAHMOOD"), ("Address", "22 Sandwell Road, Handsworth"),
                         ("Town / Postcode", "Birmingham  B21 8PE"), ("Telephone", "0121 000 4418")]:
        pg.text(40, y, label, 8.5)
        pg.rect(140, y - 4, 250, 14, width=0.5)
        pg.text(144, y, value, 8.5)
        y -= 18
    y -= 6
    pg.text(40, y, "Section 3: Vehicle", 10, "F2")
    y -= 16
    for label, value in [("Make / model", "AUDI A3 Sportback 1.5 TFSI S line"), ("Registration", "BV17 OKE"), ("Mileage at sale", "58,221"),
                         ("Date of sale", "03/12/2026"), ("Sale price", "\u00a313,450.00"), ("Engine size", "1498cc")]:
        pg.text(40, y, label, 8.5)
        pg.rect(140, y - 4, 250, 14, width=0.5)
        pg.text(144, y, value, 8.5)
        y -= 18
    y -= 8
    pg.text(40, y, "Section 4: Declaration", 10, "F2")
    y = pg.lines(40, y - 14, [
        "I have received the warranty booklet and understand that claims must be authorised by Guardian Motor Warranties BEFORE any",
        "repair work starts. The vehicle must be serviced according to the manufacturer's schedule. The claim limit is the vehicle's retail",
        "value at the time of the claim. Complaints that cannot be resolved may be referred to the " + FOS + ".",
    ], 8)
    y -= 60
    pg.text(40, y + 48, "Signature of warranty holder", 8.5, "F2")
    pg.rect(40, y, 250, 42, colour=tag_rgb(s_c))
    pg.text(310, y + 48, "Date", 8.5, "F2")
    pg.rect(310, y + 20, 90, 22, colour=tag_rgb(d_c))
    y -= 90
    pg.text(40, y + 68, "Dealer signature and stamp", 8.5, "F2")
    pg.rect(40, y, 250, 62, colour=tag_rgb(s_d))
    pg.text(310, y + 40, "Return the top copy to Guardian within 7 days of sale.", 7.5)
    pg.text(310, y + 30, "Policy no. (office use): GMW-P24-", 7.5)
    pdf = build(name, [pg])
    write_truth({"file": name, "kinds": ["producer: mutool create", "kind: warranty registration", "name split in boxes, surname capitals",
                                          "administrator and FOS addresses", "drawn boxes", "dealer stamp box"],
                 "documentType": "warranty", "customerName": "Rashid Mahmood", "vehicleRegistration": "BV17OKE",
                 "otherRegistrations": [], "dealershipName": "Oakfield Car Sales", "places": pl.items}, pdf)


def data_consent():
    name = "mutool-data-consent-two-pages.pdf"
    pl = Places()
    s_c = pl.add("Customer signature", "customer")
    d_c = pl.date_for(s_c)
    p1 = Page()
    p1.text(40, 800, "Borders Motor Company", 16, "F2")
    p1.text(40, 786, "Tweedbank Industrial Estate, Galashiels TD1 3RS  -  data protection: dpo@bordersmotors.example.co.uk", 7.5)
    p1.text(40, 755, "Privacy notice and your marketing choices", 13, "F2")
    text = [
        "Who we are. Borders Motor Company Ltd is the controller of the personal data you give us when you buy, finance or",
        "service a vehicle. We process your data to perform our contract with you, to meet legal obligations (for example",
        "anti-money-laundering checks and DVLA keeper records) and for our legitimate interests in running our business.",
        "",
        "Who we share it with. Finance companies we introduce you to, warranty and insurance providers you choose, the vehicle",
        "manufacturer (for recalls and warranty), credit reference agencies and fraud prevention agencies, and the DVLA.",
        "",
        "How long we keep it. Sales and finance records are kept for 6 years after the end of the transaction.",
        "",
        "Your rights. You may ask for a copy of your data, ask us to correct or erase it, object to processing, or complain to",
        "the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow SK9 5AF (ico.org.uk).",
    ]
    p1.lines(40, 730, text, 8.5, 12)
    p1.text(40, 580, "Your details", 10, "F2")
    for i, (label, value) in enumerate([("Name", "Georgina FAIRBAIRN (Mrs)"), ("Address", "The Old Schoolhouse, Melrose TD6 9PN"),
                                        ("Vehicle purchased", "VOLVO XC40 B4 Plus Dark, SF69 GKA"), ("Salesperson", "Euan Scott"),
                                        ("Customer no.", "BMC-CUS-80413")]):
        p1.text(40, 562 - i * 15, label + ":", 8.5, "F2")
        p1.text(150, 562 - i * 15, value, 8.5)
    p1.text(40, 470, "Continued overleaf", 8, grey=0.4)
    p2 = Page()
    p2.text(40, 800, "Marketing preferences", 13, "F2")
    p2.lines(40, 780, ["We would like to tell you about offers, service reminders and events. Tick the ways you are happy to hear from us.",
                       "You can change your mind at any time by emailing or calling us."], 8.5)
    y = 740
    for label, on in [("Email", True), ("SMS / text message", True), ("Telephone", False), ("Post", False)]:
        tick(p2, 60, y, label, on, 9)
        y -= 18
    p2.lines(40, y - 8, ["Service and MOT reminders are sent whatever you choose above, because they relate to the safety of your vehicle."], 8.5)
    p2.text(40, 610, "Declaration", 10, "F2")
    p2.lines(40, 594, ["I have read the privacy notice on page 1 and the choices above are correct."], 8.5)
    uline = "_" * 40
    p2.text(40, 540, "Customer signature ", 9)
    p2.text(128, 540, uline, 9, colour=tag_rgb(s_c) + " rg")
    p2.text(340, 540, "Date ", 9)
    p2.text(365, 540, "_" * 14, 9, colour=tag_rgb(d_c) + " rg")
    p2.text(40, 500, "Print name: Georgina Fairbairn", 9)
    p2.text(40, 60, "BMC/GDPR/04 - rev 2026", 6.5, grey=0.4)
    pdf = build(name, [p1, p2])
    write_truth({"file": name, "kinds": ["producer: mutool create", "kind: data consent / privacy notice", "underscores", "ICO address",
                                          "registration inside a description line", "multi-page", "signature on page 2"],
                 "documentType": "other", "customerName": "Georgina Fairbairn", "vehicleRegistration": "SF69GKA",
                 "otherRegistrations": [], "dealershipName": "Borders Motor Company", "places": pl.items}, pdf)


if __name__ == "__main__":
    wanted = sys.argv[1:]
    for fn in [delivery_handover, warranty_registration, data_consent]:
        if not wanted or fn.__name__ in wanted:
            fn()
