#!/usr/bin/python3
"""Twelfth set, documents 06-10: Typst sources, laid out by Typst itself (flow, grids and tables) and compiled
by the Typst compiler of the npm package @myriaddreamin/typst-ts-node-compiler (`compile.mjs`).

Each place's mark (a `line`, a `rect`, a run of underscores) is stroked or filled in its own near-black tag
colour rgb(0, 0, k); its label and whose it is are written beside it and go to /tmp/gen12/meta/NAME.json.
"""
import json
import sys

SRC = "/tmp/gen12/typ"
META = "/tmp/gen12/meta"


def t(k):
    return f"rgb(0, 0, {k})"


HEAD = """#set page(paper: "a4", margin: (x: 1.8cm, top: 1.6cm, bottom: 1.8cm), numbering: "1 of 1",
  number-align: right)
#set text(font: "{font}", size: {size}pt, lang: "en", region: "gb")
#set par(justify: {justify}, leading: 0.55em)
"""


class Doc:
    def __init__(self, name, font="Liberation Sans", size=9, justify="false"):
        self.name = name
        self.src = [HEAD.format(font=font, size=size, justify=justify)]
        self.places = []

    def add(self, s):
        self.src.append(s)

    def place(self, label, signer, k, date_k=None):
        self.places.append({"label": label, "signer": signer, "tag": k, "dateTag": date_k})

    def finish(self, head):
        with open(f"{SRC}/{self.name}.typ", "w") as f:
            f.write("\n".join(self.src))
        with open(f"{META}/{self.name}.json", "w") as f:
            json.dump({"file": self.name, "format": "pdf", **head, "places": self.places}, f, indent=1)


def conditional_sale():
    d = Doc("06-joint-conditional-sale.pdf", justify="true")
    d.add(f"""
#grid(columns: (1fr, auto), align: (left, right),
  [#text(size: 16pt, weight: "bold", fill: rgb("#1d4f3a"))[Severn Vale Finance plc] \\
   #text(size: 8pt)[Conditional Sale Agreement regulated by the Consumer Credit Act 1974]],
  [#text(size: 8pt)[Agreement number\\ #text(size: 11pt, weight: "bold")[SVF 2207 3319]]])
#line(length: 100%, stroke: 1.2pt + rgb("#1d4f3a"))

#grid(columns: (1fr, 1fr, 1fr), gutter: 10pt,
  [*Creditor* \\ Severn Vale Finance plc \\ 2 Brunswick Square \\ Gloucester GL1 1UG],
  [*Buyers* \\ BRADY Eamonn (Mr) \\ BRADY Sinéad (Mrs) \\ 9 Orchard Rise, Stroud GL5 3PN],
  [*Supplier* \\ Cotswold Edge Motors \\ London Road, Stroud GL5 2AX \\ (credit broker)])

#v(6pt)
#table(columns: (1.2fr, 2fr, 1.2fr, 1fr), stroke: 0.4pt + gray, inset: 5pt,
  table.cell(colspan: 4, fill: rgb("#e8efe9"))[*Goods*],
  [Description], [Ford Kuga 2.5 PHEV ST-Line X], [Registration no.], [*CU69 HWD*],
  [VIN], [WF0FXXWPMFKJ71204], [Mileage], [27,880],
  table.cell(colspan: 4, fill: rgb("#e8efe9"))[*Financial details*],
  [Cash price], [£21,650.00], [Advance payment], [£2,500.00],
  [Amount of credit], [£19,150.00], [Interest], [£4,221.36],
  [Total amount payable], [£25,871.36], [APR], [10.4%],
  [Duration], [60 months], [Monthly payment], [£389.52 (x 60)],
)

*Key information.* You will become the owner of the goods when you have paid all amounts due under this agreement.
Until then the goods belong to us and you must not sell or dispose of them. Each buyer is responsible jointly and
severally for all payments: we may ask either of you to pay the whole amount.

*Withdrawal.* You may withdraw from this agreement within 14 days of the day after it is made by contacting us at the
address above or by telephone on 01452 660 300. You must repay the credit and any interest accrued within 30 days.

*Early settlement.* You may settle early at any time. We will give you a statement of the amount needed and you may
be entitled to a rebate of interest under the Consumer Credit (Early Settlement) Regulations 2004.

*Termination by you.* You may end this agreement by giving notice to us once you have paid or tendered one half of
the total amount payable (£12,935.68), and returning the goods.

*Default.* If you fail to make payments we may send you a default notice. Missed payments will be reported to credit
reference agencies and may make it harder to obtain credit.

*Data protection.* We will search the records of credit reference agencies about each of you and link your records
together. Details of how we use your information are in our privacy notice at severnvale.example/privacy.

#pagebreak()
#text(size: 8pt)[Agreement SVF 2207 3319 · Goods: Ford Kuga CU69 HWD · Buyers: E. Brady and S. Brady]
#line(length: 100%, stroke: 0.5pt + gray)

*Insurance.* You must insure the goods comprehensively for their full value. Your insurer must be told of our
interest.

*Complaints.* You may complain to us at the address above. If you are not satisfied you may refer the matter to the
Financial Ombudsman Service.

#v(10pt)
#block(fill: rgb("#f3f3f3"), inset: 8pt, width: 100%)[*This is a Conditional Sale Agreement regulated by the
Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.*]
#v(10pt)
#table(columns: (1fr, 1fr), stroke: none, inset: (x: 0pt, y: 4pt), column-gutter: 24pt,
  [*Buyer 1 signature* \\ #rect(width: 100%, height: 46pt, stroke: 0.8pt + {t(1)})
   Date #box(rect(width: 90pt, height: 16pt, stroke: 0.8pt + {t(2)}))],
  [*Buyer 2 signature* \\ #rect(width: 100%, height: 46pt, stroke: 0.8pt + {t(3)})
   Date #box(rect(width: 90pt, height: 16pt, stroke: 0.8pt + {t(4)}))],
)
#v(24pt)
#table(columns: (1fr, 1fr), stroke: none, inset: (x: 0pt, y: 4pt), column-gutter: 24pt,
  [*Signed on behalf of the Creditor* \\ #rect(width: 100%, height: 46pt, stroke: 0.8pt + {t(5)})
   Date of agreement #box(line(length: 90pt, stroke: 0.5pt + gray))],
  [Introduced by Cotswold Edge Motors, London Road, Stroud GL5 2AX. The supplier is a credit broker and not a
   lender.],
)
""")
    d.place("Buyer 1 signature", "customer", 1, 2)
    d.place("Buyer 2 signature", "customer2", 3, 4)
    d.place("Signed on behalf of the Creditor", None, 5)
    d.finish({
        "kinds": ["producer: Typst 0.14.2 (npm @myriaddreamin/typst-ts-node-compiler)",
                  "kind: conditional sale agreement, joint buyers, 2 pages", "signatures on the last page",
                  "surname first in capitals with titles after (\"BRADY Sinéad (Mrs)\")",
                  "\"Buyer 2\" is customer2", "boxes with labels above and date boxes under them",
                  "creditor's box nobody's", "initials in the running head of page 2"],
        "documentType": "finance_agreement", "customerName": "Eamonn Brady", "otherCustomers": ["Sinéad Brady"],
        "vehicleRegistration": "CU69HWD", "otherRegistrations": [], "dealershipName": "Cotswold Edge Motors"})


def warranty():
    d = Doc("07-used-car-warranty.pdf", font="DejaVu Serif", size=9)
    d.add(f"""
#align(center)[#text(size: 18pt, weight: "bold")[Lune Valley Car Sales] \\
#text(size: 8pt)[Caton Road, Lancaster LA1 3PE · 01524 381 770 · lunevalleycars.example]]
#v(4pt)
#align(center)[#block(stroke: 1pt, inset: 8pt)[#text(size: 13pt, weight: "bold")[6 MONTH USED VEHICLE WARRANTY] \\
Certificate no. LVW-22-88131]]
#v(6pt)
#grid(columns: (110pt, 1fr), row-gutter: 7pt,
  [Warranty holder:], [NOWICKA, Zofia (Ms)],
  [Address:], [Flat 12, Dalton Court, Lancaster LA1 1XY],
  [Vehicle:], [Mazda CX-3 2.0 Sport Nav, Soul Red],
  [Registration:], [*KM19 ZPL*],
  [Previous registration:], [ZN19 PXL (retained by the previous keeper, transferred 04/2023)],
  [Odometer at sale:], [41,205 miles],
  [Start date:], [12/08/2024 #h(20pt) Expiry: 11/02/2025 or 47,205 miles],
  [Claims limit:], [£1,000 per claim, up to the purchase price in total],
)
#v(6pt)
== What is covered
Engine, gearbox, clutch (excluding wear), turbocharger, drive shafts, steering rack, brake master cylinder, electrical
components listed in the schedule, air conditioning compressor and the engine management system.

== What is not covered
Wear and tear, consumables (tyres, brake pads and discs, bulbs, wiper blades), damage caused by neglect, accident or
misuse, and any fault present at the time of purchase that was pointed out to you.

== Making a claim
Before any repair is carried out you must contact us on 01524 381 770 and obtain an authorisation number. Repairs
must be carried out at our workshop unless we agree otherwise in writing. You must keep the vehicle serviced
according to the manufacturer's schedule.

This warranty is in addition to your statutory rights under the Consumer Rights Act 2015.
#v(14pt)
#grid(columns: (1fr, 1fr), column-gutter: 30pt,
  [Warranty holder's signature
   #v(18pt)
   #line(length: 100%, stroke: 0.6pt + {t(1)})
   #v(10pt)
   Date #box(text(fill: {t(2)}, "____________________"))],
  [Authorised for Lune Valley Car Sales
   #v(18pt)
   #line(length: 100%, stroke: 0.6pt + {t(3)})
   #v(10pt)
   Name: Gareth Postlethwaite, Sales Controller],
)
""")
    d.place("Warranty holder's signature", "customer", 1, 2)
    d.place("Authorised for Lune Valley Car Sales", "dealer", 3)
    d.finish({
        "kinds": ["producer: Typst 0.14.2 (npm), DejaVu Serif", "kind: used-car warranty",
                  "\"NOWICKA, Zofia (Ms)\" surname first", "previous registration of the same car",
                  "certificate number with the year in it", "two columns of rules with captions above",
                  "date blank of underscores under the rule", "dealer's place \"Authorised for ...\""],
        "documentType": "warranty", "customerName": "Zofia Nowicka", "vehicleRegistration": "KM19ZPL",
        "otherRegistrations": ["ZN19PXL"], "dealershipName": "Lune Valley Car Sales"})


def service_plan():
    d = Doc("08-service-plan.pdf", size=8.5)
    d.add(f"""
#grid(columns: (1fr, auto),
  [#text(size: 15pt, weight: "bold")[Irwell Motor Company] \\ #text(size: 8pt)[Bury New Road, Salford M7 2BT]],
  [#align(right)[#text(size: 12pt, weight: "bold")[Fixed Price Service Plan] \\ Plan ref. IMC-SP-30417]])
#line(length: 100%, stroke: 0.8pt)
#table(columns: (1fr, 1fr, 1fr, 1fr), stroke: 0.4pt + luma(150), inset: 5pt,
  [*Plan holder*], table.cell(colspan: 3)[ABDI Yusuf (Mr), 3 Broughton Lane, Salford M7 1UF],
  [*Vehicle*], [Hyundai Tucson 1.6 T-GDi], [*Registration*], [MA21 JYO],
  [*Plan*], [3 services over 36 months], [*Monthly*], [£24.50 by Direct Debit],
  [*First payment*], [01/10/2024], [*Total*], [£882.00],
)
The plan pays for the three manufacturer services listed below at Irwell Motor Company. Parts and labour beyond the
service schedule are not included. If you sell the vehicle you may transfer the plan to the new keeper for a fee of
£25 or cancel it and receive a refund of payments made less the value of services taken.

#table(columns: (auto, 1fr, auto), stroke: 0.4pt + luma(150), inset: 5pt,
  [*Service*], [*Content*], [*Due*],
  [1], [Interim service, oil and filter, safety check], [10/2024],
  [2], [Full service, pollen filter, brake fluid], [10/2025],
  [3], [Major service, spark plugs, air filter], [10/2026],
)
#v(4pt)
*Plan holder's agreement.* I agree to the terms of the service plan and confirm the details above are correct.

#grid(columns: (120pt, 200pt, 40pt, 1fr), align: bottom, column-gutter: 6pt,
  [Plan holder's signature], [#line(length: 100%, stroke: 0.6pt + {t(1)})],
  [Date], [#line(length: 90pt, stroke: 0.6pt + {t(2)})])
#v(14pt)
#grid(columns: (120pt, 200pt, 40pt, 1fr), align: bottom, column-gutter: 6pt,
  [Service adviser], [#line(length: 100%, stroke: 0.6pt + {t(3)})],
  [], [Lauren Hartley])
#v(12pt)
#block(stroke: 1pt, inset: 8pt, width: 100%)[
#text(size: 11pt, weight: "bold")[Instruction to your bank or building society to pay by Direct Debit]
#v(2pt)
#grid(columns: (1fr, 1fr), column-gutter: 14pt, row-gutter: 8pt,
  [Name(s) of account holder(s): Y ABDI], [Service user number: 4 4 7 1 9 2],
  [Bank/building society account number: 3 1 9 2 6 6 0 4], [Reference: IMCSP30417],
  [Branch sort code: 30-96-41], [Originator: Irwell Motor Company],
)
#v(4pt)
Please pay Irwell Motor Company Direct Debits from the account detailed in this instruction subject to the
safeguards assured by the Direct Debit Guarantee. I understand that this instruction may remain with Irwell Motor
Company and, if so, details will be passed electronically to my bank or building society.
#v(6pt)
#grid(columns: (1fr, 130pt), column-gutter: 16pt,
  [Signature(s) #rect(width: 100%, height: 34pt, stroke: 0.7pt + {t(4)})],
  [Date #rect(width: 100%, height: 18pt, stroke: 0.7pt + {t(5)})])
]
#text(size: 7pt)[Banks and building societies may not accept Direct Debit Instructions for some types of account.]
""")
    d.place("Plan holder's signature", "customer", 1, 2)
    d.place("Service adviser", "dealer", 3)
    d.place("Signature(s)", "customer", 4, 5)
    d.finish({
        "kinds": ["producer: Typst 0.14.2 (npm)", "kind: service plan with Direct Debit mandate",
                  "\"ABDI Yusuf (Mr)\" surname first, \"Y ABDI\" as account holder",
                  "two customer places (plan and mandate)", "rules in grid cells beside the captions",
                  "box under a caption inside a bordered mandate", "service adviser's place"],
        "documentType": "service_contract", "customerName": "Yusuf Abdi", "vehicleRegistration": "MA21JYO",
        "otherRegistrations": [], "dealershipName": "Irwell Motor Company"})


def handover():
    d = Doc("09-handover-receipt.pdf")
    d.add(f"""
#block(fill: rgb("#222222"), inset: 10pt, width: 100%)[#text(fill: white, size: 14pt, weight: "bold")[Menai Strait
Motors] #h(1fr) #text(fill: white)[Vehicle Handover Receipt]]
#text(size: 8pt)[Ffordd Caernarfon, Bangor LL57 4BP · 01248 600 415]
#v(6pt)
#grid(columns: (1fr, 1fr), column-gutter: 20pt,
  [*Customer* \\ Miss Ffion BOWEN \\ 22 Lôn y Bryn, Menai Bridge LL59 5HA],
  [*Vehicle handed over* \\ Cupra Born e-Boost 77kWh V2 \\ Registration: CP24 NVF \\ Odometer: 12 miles],
)
#v(6pt)
*Courtesy car returned:* Seat Ibiza CA73 LZX, fuel 3/4, no new damage. \\
*Deal number:* MSM-D-7740 #h(20pt) *Finance:* PCP with Dyfi Auto Finance, agreement DAF 0912 4477

#v(6pt)
#table(columns: (1fr, 40pt), stroke: 0.4pt + luma(140), inset: 5pt,
  [*Handover checklist*], [*Done*],
  [Vehicle inspected for damage inside and out with the customer], [#sym.checkmark],
  [Two keys and key card handed over], [#sym.checkmark],
  [Charging cable (mode 3) and granny cable in the boot], [#sym.checkmark],
  [App paired with the customer's phone; charging demonstrated], [#sym.checkmark],
  [Service schedule and warranty explained; first service at 12 months], [#sym.checkmark],
  [V5C application sent to DVLA; keeper details confirmed], [#sym.checkmark],
  [Part exchange not applicable], [n/a],
)
#v(4pt)
I confirm that I have received the vehicle described above in good condition with the items listed, and that its
features have been explained to me.
#v(10pt)
#grid(columns: (1fr, 1fr), column-gutter: 24pt,
  [#rect(width: 100%, height: 44pt, stroke: 0.8pt + {t(1)})
   Customer signature \\
   #v(6pt) Date and time #box(text(fill: {t(2)}, "...................................."))],
  [#rect(width: 100%, height: 44pt, stroke: 0.8pt + {t(3)})
   Handover specialist (Menai Strait Motors) \\
   #v(6pt) Name: Rhys Llewellyn],
)
""")
    d.place("Customer signature", "customer", 1, 2)
    d.place("Handover specialist (Menai Strait Motors)", "dealer", 3)
    d.finish({
        "kinds": ["producer: Typst 0.14.2 (npm)", "kind: delivery and handover receipt",
                  "\"Miss Ffion BOWEN\"", "courtesy car plate", "lender's agreement number",
                  "checklist table with tick marks", "boxes with captions below them, dotted date blank",
                  "handover specialist's place"],
        "documentType": "delivery_receipt", "customerName": "Ffion Bowen", "vehicleRegistration": "CP24NVF",
        "otherRegistrations": ["CA73LZX"], "dealershipName": "Menai Strait Motors"})


def dealer_purchase():
    d = Doc("10-vehicle-purchase-agreement.pdf", font="Liberation Serif", size=9.5)
    d.add(f"""
#align(right)[#text(size: 15pt, weight: "bold")[MEDWAY MOTOR GROUP] \\ Maidstone Road, Chatham ME5 9SE]
#v(4pt)
#align(center)[#text(size: 13pt, weight: "bold")[AGREEMENT FOR THE PURCHASE OF A VEHICLE BY THE DEALER]]
#v(4pt)
Purchase no. MMG/PB/6120 #h(1fr) Linked sale: order MMG-4418 (Kia Sportage NU24 TCE)
#v(4pt)
#table(columns: (130pt, 1fr), stroke: 0.5pt, inset: 5pt,
  [Seller], [Mr O. ADEYEMI],
  [Full name of registered keeper (as on V5C)], [Oluwaseun Adeyemi],
  [Address], [71 Luton Road, Chatham ME4 5BA],
  [Vehicle purchased], [Honda Civic 1.0 VTEC Turbo SR, Crystal Black],
  [Registration number], [GX17 RKA],
  [VIN], [SHHFK2660HU012734],
  [Recorded mileage], [63,940 (warranted)],
  [Purchase price], [£7,250.00],
  [Outstanding finance], [Harbourside Finance, agreement HF 8812 0044, settlement £3,118.40 (valid to 28/08/2024)],
  [Paid to seller], [£4,131.60, set against the deposit on order MMG-4418],
)
#v(4pt)
+ The seller sells and the dealer buys the vehicle above for the purchase price. The dealer will pay the outstanding
  finance directly to the finance company named and will set the balance against the seller's order.
+ The seller warrants that the seller has the right to sell the vehicle, that the mileage recorded is correct, and
  that the vehicle has not been stolen, written off or used as a taxi or hire car.
+ If the settlement figure proves higher than shown above, the seller will pay the difference to the dealer before
  delivery of the new vehicle.
+ Ownership passes to the dealer when this agreement is signed and the vehicle, V5C and keys are handed over.

#v(16pt)
#grid(columns: (1fr, 1fr), column-gutter: 28pt, row-gutter: 6pt,
  [Signed by the seller:], [For and on behalf of the dealer:],
  [#box(text(fill: {t(1)}, "_________________________________________"))],
  [#box(text(fill: {t(3)}, "_________________________________________"))],
  [Date: #box(text(fill: {t(2)}, "___ / ___ / ______"))], [Name: Paul Okonjo, Used Vehicle Buyer],
)
""")
    d.place("Signed by the seller", "customer", 1, 2)
    d.place("For and on behalf of the dealer", "dealer", 3)
    d.finish({
        "kinds": ["producer: Typst 0.14.2 (npm), Liberation Serif",
                  "kind: dealer buys the customer's car against a new sale", "the subject is the car bought in",
                  "new car's plate in the reference line", "\"Mr O. ADEYEMI\" with the full name on another row",
                  "finance agreement number", "underscores on the line under the captions", "dealer's place"],
        "documentType": "trade_in_agreement", "customerName": "Oluwaseun Adeyemi", "vehicleRegistration": "GX17RKA",
        "otherRegistrations": ["NU24TCE"], "dealershipName": "Medway Motor Group"})


if __name__ == "__main__":
    for fn in [conditional_sale, warranty, service_plan, handover, dealer_purchase]:
        fn()
