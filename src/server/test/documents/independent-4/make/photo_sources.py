"""The printed pages that photos.py photographs (drawn with mutool create, measured
like every other page, then warped). Each returns (page list, spec)."""
from common import Places
from mutool_kit import Page, tag_rgb


def hp_signature_page():
    pl = Places()
    s_c = pl.add("Signature of Customer", "customer")
    d_c = pl.date_for(s_c)
    s_w = pl.add("Witness", None)
    s_cr = pl.add("Signed for the Creditor", None)
    pg = Page()
    pg.text(40, 800, "Kestrel Auto Finance Ltd", 15, "F2")
    pg.text(40, 786, "Kestrel House, 9 Quayside, Newcastle upon Tyne NE1 3DX", 8)
    pg.text(40, 758, "HIRE PURCHASE AGREEMENT - regulated by the Consumer Credit Act 1974", 11, "F2")
    y = 735
    for label, value in [("Agreement number", "KAF 2261 0937"), ("Customer", "Mr Lewis PETTIGREW"), ("Address", "18 Westmorland Road, Cullercoats, North Shields NE30 4ER"),
                         ("Dealer", "Tyne Valley Motors Ltd, Hexham Road, Swalwell NE16 3DE"), ("Vehicle", "SEAT ATECA 1.5 TSI EVO FR, reg NL19 UWD"),
                         ("Cash price", "\u00a316,495.00"), ("Deposit", "\u00a31,500.00"), ("Amount of credit", "\u00a314,995.00"),
                         ("Total amount payable", "\u00a319,204.40"), ("Repayments", "59 x \u00a3294.99 then 1 x \u00a3304.99"), ("APR", "10.9%")]:
        pg.text(40, y, label, 9, "F2")
        pg.text(170, y, value, 9)
        pg.rule(40, y - 4, 515, "0.7 0.7 0.7", 0.4)
        y -= 17
    y -= 6
    pg.lines(40, y, ["This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be",
                     "legally bound by its terms. The goods will not become your property until you have made all the payments.",
                     "You must not sell them before then."], 9, 12)
    y -= 90
    pg.text(40, y + 40, "Signature of Customer", 9, "F2")
    pg.rule(40, y, 230, tag_rgb(s_c), 0.9)
    pg.text(320, y + 40, "Date", 9, "F2")
    pg.rule(320, y, 110, tag_rgb(d_c), 0.9)
    y -= 80
    pg.text(40, y + 40, "Witness", 9, "F2")
    pg.rule(40, y, 230, tag_rgb(s_w), 0.9)
    pg.text(320, y + 40, "Signed for the Creditor", 9, "F2")
    pg.rule(320, y, 235, tag_rgb(s_cr), 0.9)
    pg.text(40, 120, "Complaints: Financial Ombudsman Service, Exchange Tower, London E14 9SR.", 8)
    pg.text(40, 60, "KAF-HP-1 Customer copy  Page 3 of 3", 7, grey=0.4)
    return [pg], {"kinds": ["producer: PIL photo of a printed page", "kind: hire purchase (signature page only)", "perspective skew", "shadow",
                            "uneven light", "no text layer", "witness and creditor places"],
                  "documentType": "finance_agreement", "customerName": "Lewis Pettigrew", "vehicleRegistration": "NL19UWD",
                  "otherRegistrations": [], "dealershipName": "Tyne Valley Motors Ltd", "places": pl.items}


def collection_receipt():
    pl = Places()
    s_c = pl.add("Signed (customer)", "customer")
    s_s = pl.add("Released by", "dealer")
    pg = Page()
    pg.rect(30, 30, 535, 782, width=1.5)
    pg.text(50, 785, "FENLAND FORD", 20, "F2")
    pg.text(50, 770, "London Road, Peterborough PE2 8AN", 9)
    pg.text(50, 735, "VEHICLE COLLECTION RECEIPT", 15, "F2")
    y = 705
    for label, value in [("Name", "NOWAK, Zofia"), ("Registration", "AV21 HFP"), ("Model", "FORD KUGA 2.5 PHEV ST-Line X"),
                         ("Collected on", "05/12/2026 at 14:20"), ("Job / stock no.", "FF-U8830")]:
        pg.text(50, y, label + ":", 11, "F2")
        pg.text(180, y, value, 11)
        y -= 22
    pg.lines(50, y - 10, ["I acknowledge receipt of the above vehicle together with its keys, V5C/2 new keeper",
                          "slip, owner's manual and service record. I have inspected the vehicle and accept it in its",
                          "present condition. Loan car KY70 LNC returned at the same time."], 10, 14)
    y -= 110
    pg.text(50, y + 6, "Signed (customer)", 10, "F2")
    pg.rect(180, y - 10, 250, 40, colour=tag_rgb(s_c), width=1)
    y -= 70
    pg.text(50, y + 6, "Released by", 10, "F2")
    pg.rect(180, y - 10, 250, 40, colour=tag_rgb(s_s), width=1)
    pg.text(445, y + 6, "Dean Parfitt", 9)
    return [pg], {"kinds": ["producer: PIL photo of a printed page", "kind: collection receipt", "name SURNAME, First", "loan car decoy",
                            "drawn boxes", "perspective skew", "no text layer"],
                  "documentType": "delivery_receipt", "customerName": "Zofia Nowak", "vehicleRegistration": "AV21HFP",
                  "otherRegistrations": ["KY70LNC"], "dealershipName": "Fenland Ford", "places": pl.items}


def order_form():
    pl = Places()
    s_c = pl.add("Purchaser's signature", "customer")
    d_c = pl.date_for(s_c)
    s_d = pl.add("For and on behalf of the dealer", "dealer")
    pg = Page()
    pg.text(40, 800, "Mendip Motor House", 17, "F2")
    pg.text(40, 785, "Bath Road, Wells, Somerset BA5 3LN  -  01749 000 226  -  VAT GB 301 7781 22", 8)
    pg.text(40, 755, "VEHICLE ORDER / INVOICE", 14, "F2")
    pg.text(420, 755, "Order 10447", 10)
    y = 730
    for label, value in [("Purchaser", "Dr Imogen L. Whitcombe"), ("Address", "Orchard Cottage, Coxley, Wells BA5 1RQ"),
                         ("Vehicle", "MINI Countryman 1.5 Cooper Classic Auto"), ("Registration", "WP20 KMX"),
                         ("Price", "\u00a314,250.00"), ("Part exchange", "WA11 OTF  Peugeot 207  allowance \u00a3750.00"),
                         ("Balance", "\u00a313,500.00"), ("Payment", "Debit card on collection")]:
        pg.text(40, y, label, 10, "F2")
        pg.text(150, y, value, 10)
        y -= 18
    pg.lines(40, y - 8, ["The vehicle is sold subject to our terms of business, a copy of which the purchaser has received.",
                         "Your statutory rights are not affected."], 9, 12)
    y -= 90
    pg.text(40, y + 4, "Purchaser's signature", 9, "F2")
    pg.rule(150, y, 200, tag_rgb(s_c), 0.8)
    pg.text(370, y + 4, "Date", 9, "F2")
    pg.rule(400, y, 100, tag_rgb(d_c), 0.8)
    y -= 60
    pg.text(40, y + 4, "For and on behalf of the dealer", 9, "F2")
    pg.rule(190, y, 200, tag_rgb(s_d), 0.8)
    return [pg], {"kinds": ["producer: PIL photo of a printed page", "kind: vehicle order", "title Dr and middle initial", "part-exchange decoy",
                            "perspective skew", "strong shadow", "no text layer"],
                  "documentType": "vehicle_order", "customerName": "Imogen Whitcombe", "vehicleRegistration": "WP20KMX",
                  "otherRegistrations": ["WA11OTF"], "dealershipName": "Mendip Motor House", "places": pl.items}
