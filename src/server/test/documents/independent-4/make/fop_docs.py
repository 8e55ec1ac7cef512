#!/usr/bin/python3
"""Apache FOP (XSL-FO) documents: the kind a lender's agreement system prints."""
import sys

from common import Places, write_truth
from fo_kit import box, h, kv_table, p, page, page_break, raw_p, render, rule, two_cols, underscores

FOS = ("The Financial Ombudsman Service, Exchange Tower, London E14 9SR. "
       "Telephone 0800 023 4567. www.financial-ombudsman.org.uk")


def hp_joint_guarantor():
    name = "fop-hp-joint-hirers-guarantor.pdf"
    pl = Places()
    s_h1 = pl.add("Signature of Hirer", "customer")
    d_h1 = pl.date_for(s_h1)
    s_h2 = pl.add("Signature of Joint Hirer", "customer2")
    d_h2 = pl.date_for(s_h2)
    s_cr = pl.add("Signed for and on behalf of the Creditor", None)
    s_g = pl.add("Signature of Guarantor", "guarantor")
    d_g = pl.date_for(s_g)
    s_w = pl.add("Signature of witness", None)
    s_dl = pl.add("Signed on behalf of the Dealer (introducer)", "dealer")
    body = [
        h("HIRE PURCHASE AGREEMENT", "15pt", "1pt"),
        p("regulated by the Consumer Credit Act 1974", bold=True, space="6pt", align="left"),
        kv_table([("Agreement number", "NMF/HP/0048813-02"), ("Creditor", "Northgate Motor Finance Limited, Calder House, 12 Wellington Street, Leeds LS1 4JH. Authorised and regulated by the Financial Conduct Authority, FRN 641273"),
                  ("Dealer / Supplier", "Pennine Motor Group Ltd t/a Pennine Skoda Huddersfield, Leeds Road, Huddersfield HD2 1YY"),
                  ("Hirer", "OKONKWO, Chinedu (Mr)   Date of birth 14/03/1981"),
                  ("Hirer's address", "27 Birkby Hall Road, Huddersfield, West Yorkshire HD2 2XB"),
                  ("Joint Hirer", "OKONKWO, Adaeze (Mrs)   Date of birth 02/09/1983"),
                  ("Joint Hirer's address", "27 Birkby Hall Road, Huddersfield, West Yorkshire HD2 2XB")]),
        h("Goods", "10pt", "2pt"),
        kv_table([("Make / Model", "SKODA KODIAQ 2.0 TDI SE L 4x4 DSG 7 seat", "Registration mark", "YH21 KXD"),
                  ("VIN", "TMBLJ9NS4M8047713", "Date first registered", "19/05/2021"),
                  ("Colour", "Moon White metallic", "Odometer", "31,442 miles")], widths=("17%", "43%", "18%", "22%")),
        h("Financial details", "10pt", "2pt"),
        kv_table([("Cash price of goods", "£27,995.00"), ("Part-exchange allowance (VW TIGUAN LS15 ZPT)", "£9,250.00"),
                  ("Less settlement to previous lender", "£3,112.40"), ("Cash deposit", "£1,000.00"),
                  ("Total deposit", "£7,137.60"), ("Amount of credit", "£20,857.40"),
                  ("Total charge for credit (interest £4,826.20, option to purchase fee £10.00)", "£4,836.20"),
                  ("Total amount payable", "£32,831.20"), ("Duration", "49 months"),
                  ("Repayments", "1 payment of £541.10 followed by 46 payments of £531.10 followed by 1 payment of £541.10 (inc. option fee)"),
                  ("Rate of interest (fixed)", "6.94% per annum"), ("APR", "13.9%")], widths=("62%", "38%")),
        p("Missing payments: missing payments could have severe consequences and make obtaining credit more difficult. "
          "The Creditor may charge £15.00 for each letter sent about arrears. Interest on arrears will be charged daily at the rate of interest shown above."),
        page_break(),
        h("TERMS OF THIS AGREEMENT", "11pt", "4pt"),
    ]
    terms = [
        "1. Ownership. The goods remain the property of the Creditor until you have paid the total amount payable and the option to purchase fee. Until then you hire the goods and must not sell, dispose of or part with possession of them.",
        "2. Payments. You must pay the repayments by direct debit on the dates shown. Time for payment is of the essence.",
        "3. Insurance. You must keep the goods comprehensively insured with an insurer acceptable to us and tell your insurer of our interest.",
        "4. Care of goods. You must keep the goods in good repair and condition and allow us to inspect them at reasonable times.",
        "5. Termination by you. You may end this agreement by giving written notice to the person authorised to receive payments. If you do, you must return the goods and pay any amount needed to bring what you have paid up to one half of the total amount payable.",
        "6. Repossession. If you have paid one-third or more of the total amount payable, we may not take back the goods without your consent unless we obtain a court order.",
        "7. Early settlement. You have the right to settle this agreement early in full or in part at any time by giving notice and paying the amount required.",
        "8. Right of withdrawal. You may withdraw from this agreement without giving any reason within 14 days beginning with the day after the day on which you receive a copy of the executed agreement. To withdraw, write to Northgate Motor Finance Limited, Calder House, 12 Wellington Street, Leeds LS1 4JH or telephone 0113 496 0712. If you withdraw you must repay the credit and interest accrued at a daily rate of £3.97.",
        "9. Complaints. If you are not satisfied with our response to a complaint you may refer it to " + FOS + ".",
        "10. Joint and several liability. Where there is more than one hirer, each of you is liable for all of the obligations of the hirer under this agreement.",
        "11. Data protection. We will search your record at credit reference agencies and share information about this agreement with them. Our privacy notice is at northgate-mf.example.co.uk/privacy.",
    ]
    body += [p(t) for t in terms]
    body += [
        p("The dealer named above acts as a credit broker and not as a lender. The dealer may receive commission from us for introducing you; the amount of commission does not affect the interest rate you pay.", italic=True),
        page_break(),
        h("SIGNATURES", "11pt", "3pt", bg="#dde3ea"),
        raw_p('<fo:inline font-weight="bold">IMPORTANT - READ THIS CAREFULLY TO FIND OUT ABOUT YOUR RIGHTS.</fo:inline> '
              'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', "8pt"),
        two_cols(
            f'<fo:block font-weight="bold" space-after="22pt">Signature of Hirer</fo:block><fo:block>{rule(s_h1, "200pt")}</fo:block>'
            f'<fo:block space-after="10pt">Mr Chinedu Okonkwo</fo:block><fo:block>Date {rule(d_h1, "90pt")}</fo:block>',
            f'<fo:block font-weight="bold" space-after="22pt">Signature of Joint Hirer</fo:block><fo:block>{rule(s_h2, "200pt")}</fo:block>'
            f'<fo:block space-after="10pt">Mrs Adaeze Okonkwo</fo:block><fo:block>Date {rule(d_h2, "90pt")}</fo:block>'),
        p("The goods will not become your property until you have made all the payments. You must not sell them before then.", bold=True, space="12pt"),
        raw_p(f'<fo:inline font-weight="bold">Signed for and on behalf of the Creditor</fo:inline> Northgate Motor Finance Limited', "20pt"),
        raw_p(f'{rule(s_cr, "200pt")}   Date of agreement (being the date of the Creditor\'s signature) 03/12/2026', "14pt"),
        h("GUARANTEE AND INDEMNITY", "11pt", "3pt", bg="#dde3ea"),
        p("In consideration of the Creditor entering into the above agreement at my request, I guarantee the payment of all sums due under it and indemnify the Creditor against any loss. This guarantee is a security regulated by the Consumer Credit Act 1974."),
        kv_table([("Guarantor", "Mr Emeka NWOSU, 5 Lidget Street, Lindley, Huddersfield HD3 3JB")]),
        two_cols(
            f'<fo:block space-after="22pt">Signature of Guarantor</fo:block><fo:block>{rule(s_g, "200pt")}</fo:block><fo:block space-before="10pt">Date {rule(d_g, "90pt")}</fo:block>',
            f'<fo:block space-after="22pt">Signature of witness (not a party to the agreement)</fo:block><fo:block>{rule(s_w, "200pt")}</fo:block><fo:block space-before="4pt">Witness name and address: ........................................</fo:block>'),
        p("Dealer declaration: I confirm the hirer(s) were given a copy of the pre-contract credit information and an adequate explanation before signing.", space="30pt"),
        raw_p(f'Signed on behalf of the Dealer (introducer) {rule(s_dl, "180pt")}   Pennine Skoda Huddersfield'),
    ]
    fo = page("\n".join(body), "Northgate Motor Finance Limited, registered in England no. 07166620. NMF-HP-REG-v14 (11/26)")
    pdf = render(name, fo)
    write_truth({"file": name, "kinds": ["producer: fop", "kind: hire purchase", "regulated", "joint hirer", "guarantor",
                                          "witness", "creditor signature", "names SURNAME, First", "part-exchange decoy", "multi-page", "leader rules"],
                 "documentType": "finance_agreement", "customerName": "Chinedu Okonkwo", "vehicleRegistration": "YH21KXD",
                 "otherRegistrations": ["LS15ZPT"], "dealershipName": "Pennine Skoda Huddersfield", "places": pl.items}, pdf)


def pcp_boxes():
    name = "fop-pcp-agreement-boxes.pdf"
    pl = Places()
    s_c = pl.add("Signature of Customer", "customer")
    d_c = pl.date_for(s_c)
    s_cr = pl.add("Signature on behalf of Albion Automotive Finance plc", None)
    body = [
        h("ALBION AUTOMOTIVE FINANCE", "16pt", "0pt", color="#1d3c6e"),
        p("Albion Automotive Finance plc, PO Box 4412, Bristol BS1 9TY. Registered in England No. 02217645.", size="7pt", align="left"),
        h("Personal Contract Purchase - Hire Purchase Agreement regulated by the Consumer Credit Act 1974", "11pt", "6pt", bg="#1d3c6e", color="#ffffff"),
        kv_table([("Agreement no.", "AAF-7730416", "Proposal ref.", "MF24 HQK"),
                  ("Customer", "Mr James Patrick O'DONNELL", "Date of birth", "21/07/1990"),
                  ("Address", "Flat 3, 88 Gloucester Road, Bristol BS7 8BN", "Mobile", "07700 900318"),
                  ("Supplier", "Severn Vale Volkswagen, Cribbs Causeway, Patchway, Bristol BS34 5UG", "Supplier code", "SVV-0192")],
                 widths=("15%", "40%", "15%", "30%")),
        h("Vehicle", "10pt", "2pt"),
        kv_table([("Description", "VOLKSWAGEN GOLF 1.5 eTSI Life DSG 5dr", "Registration", "WU72 ODL"),
                  ("Chassis no.", "WVWZZZCDZPW018822", "Annual mileage", "8,000"),
                  ("New / Used", "Used (first registered 01/12/2022)", "Excess mileage charge", "7.2p per mile")],
                 widths=("15%", "40%", "20%", "25%")),
        h("Key financial information", "10pt", "2pt"),
        kv_table([("Cash price", "£21,490.00"), ("Customer deposit", "£2,500.00"), ("Deposit contribution", "£750.00"),
                  ("Amount of credit", "£18,240.00"), ("Interest charges", "£4,612.44"), ("Total amount payable", "£30,102.44"),
                  ("Term", "48 months"), ("47 monthly payments of", "£262.34"),
                  ("Optional final payment (Guaranteed Future Value)", "£10,322.46"), ("Option to purchase fee (payable with final payment)", "£10.00"),
                  ("Fixed interest rate", "5.85% p.a."), ("Representative APR", "11.9%")], widths=("62%", "38%")),
        p("At the end of the agreement you may (a) pay the optional final payment and own the vehicle; (b) return the vehicle, subject to its condition and mileage, and pay nothing further; or (c) part-exchange it. If you return the vehicle and it has exceeded the annual mileage you will pay the excess mileage charge."),
        p("Your home is not at risk, but your vehicle may be repossessed if you do not keep up repayments on this agreement. You have a right to withdraw within 14 days. Complaints: " + FOS + "."),
        p("Declaration: I confirm I have read and understood the terms on pages 1 and 2. I have been given a copy of this agreement and the pre-contract information (SECCI) and I want to be legally bound by its terms.", bold=True, space="6pt"),
        two_cols(
            f'<fo:block font-weight="bold">Signature of Customer</fo:block>{box(s_c, "235pt", "48pt", "Sign inside the box")}'
            f'<fo:block space-before="4pt">Date</fo:block>{box(d_c, "110pt", "20pt")}',
            f'<fo:block font-weight="bold">Signature on behalf of Albion Automotive Finance plc</fo:block>{box(s_cr, "235pt", "48pt")}'
            '<fo:block space-before="4pt">Date of agreement: the date this box is signed by us</fo:block>'),
        page_break(),
        h("Terms and conditions (summary)", "11pt", "4pt"),
    ]
    for t in ["1. The vehicle belongs to us until you have paid everything due and exercised your option to purchase.",
              "2. You must keep the vehicle insured, taxed, serviced in accordance with the manufacturer's schedule and in roadworthy condition.",
              "3. Voluntary termination: you may end this agreement at any time by writing to us, provided you have paid half of the total amount payable (£15,051.22).",
              "4. Return condition: on return the vehicle will be inspected against the BVRLA Fair Wear and Tear guide. You will pay for damage beyond fair wear and tear.",
              "5. If you do not pay on time we may charge a default fee of £25 and report the arrears to credit reference agencies.",
              "6. We may transfer our rights under this agreement. Your rights and obligations will not be affected.",
              "7. This agreement is governed by the law of England and Wales."]:
        body.append(p(t))
    fo = page("\n".join(body), "AAF PCP-HP 2026.3  Customer copy")
    pdf = render(name, fo)
    write_truth({"file": name, "kinds": ["producer: fop", "kind: PCP agreement", "regulated", "signature box", "creditor signature beside customer",
                                          "plate-shaped proposal reference", "two columns"],
                 "documentType": "finance_agreement", "customerName": "James O'Donnell", "vehicleRegistration": "WU72ODL",
                 "otherRegistrations": ["MF24HQK"], "dealershipName": "Severn Vale Volkswagen", "places": pl.items}, pdf)


def conditional_sale_underscores():
    name = "fop-conditional-sale-underscores.pdf"
    pl = Places()
    s_c = pl.add("Signature(s) of Buyer", "customer")
    d_c = pl.date_for(s_c)
    s_cr = pl.add("Signature of (or on behalf of) the Creditor", None)
    d_cr = pl.date_for(s_cr)
    body = [
        h("CONDITIONAL SALE AGREEMENT REGULATED BY THE CONSUMER CREDIT ACT 1974", "11.5pt", "5pt", align="center"),
        p("This agreement is made between Caledonia Vehicle Credit Limited, 40 St Vincent Place, Glasgow G1 2ER (\"the Creditor\") and the Buyer named below. Dealer: Loch Lomond Motors (Dumbarton) Ltd, Glasgow Road, Dumbarton G82 1RE.", space="5pt"),
        kv_table([("BUYER", "MACLEOD, Catriona (Mrs)"), ("Address", "14 Kirkton Avenue, Balloch, Alexandria G83 8NF"),
                  ("Date of birth", "30/11/1976"), ("Time at address", "9 yrs 4 mths"), ("Occupation / Employer", "Staff nurse, NHS Greater Glasgow and Clyde")]),
        kv_table([("Vehicle", "KIA SPORTAGE 1.6 T-GDi HEV 3 Auto", "Reg. no.", "SV70 HNM"),
                  ("VIN", "U5YPU81BAML004127", "Mileage", "38,115")], widths=("12%", "48%", "12%", "28%")),
        kv_table([("Cash price", "£19,750.00"), ("Deposit", "£3,000.00"), ("Amount of credit", "£16,750.00"),
                  ("Total charge for credit", "£3,902.60"), ("Total amount payable", "£23,652.60"),
                  ("Payable by", "60 monthly instalments of £344.21"), ("APR", "8.9%")], widths=("50%", "50%")),
        p("While Mrs MacLeod's vehicle is being prepared, courtesy car SN23 CCY (Hyundai i10) has been lent by the Dealer under a separate loan agreement. It is not part of this agreement.", italic=True),
        p("The vehicle will not belong to you until you have paid all amounts due under this agreement. Until then you must not sell or dispose of it. If you fail to keep up payments the Creditor may be entitled to repossess the vehicle. If you have paid at least one third of the total amount payable the Creditor cannot repossess without a court order (in Scotland, a court decree)."),
        p("YOUR RIGHT TO CANCEL / WITHDRAW: you may withdraw within 14 days of the day after you receive a copy of this agreement. Write to Caledonia Vehicle Credit Limited at the address above."),
        p("Complaints that we cannot resolve may be referred to " + FOS + "."),
        page_break(),
        h("Declaration and signatures", "11pt", "5pt"),
        p("This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.", bold=True, space="30pt"),
        raw_p(f'Signature(s) of Buyer {underscores(s_c, 42)}     Date {underscores(d_c, 16)}', "6pt"),
        p("Name (block capitals): CATRIONA MACLEOD", space="34pt", align="left"),
        raw_p(f'Signature of (or on behalf of) the Creditor {underscores(s_cr, 34)}     Date {underscores(d_cr, 16)}', "6pt"),
        p("The date of the Creditor's signature is the date the agreement is made.", size="7pt", space="16pt", align="left"),
        p("Dealer stamp: LOCH LOMOND MOTORS (DUMBARTON) LTD - FCA FRN 684410 - acting as credit broker, not lender.", size="7.5pt", align="left"),
    ]
    fo = page("\n".join(body), "Caledonia Vehicle Credit Ltd CS/SC/0319", font="Times", size="9.5pt")
    pdf = render(name, fo)
    write_truth({"file": name, "kinds": ["producer: fop", "kind: conditional sale", "regulated", "Scotland", "underscores",
                                          "name SURNAME, First (Mrs)", "courtesy car decoy", "Times font", "multi-page"],
                 "documentType": "finance_agreement", "customerName": "Catriona MacLeod", "vehicleRegistration": "SV70HNM",
                 "otherRegistrations": ["SN23CCY"], "dealershipName": "Loch Lomond Motors (Dumbarton) Ltd", "places": pl.items}, pdf)


def gap_proposal_cells():
    name = "fop-gap-proposal-table-cells.pdf"
    pl = Places()
    s_c = pl.add("Policyholder's signature", "customer")
    d_c = pl.date_for(s_c)
    s_s = pl.add("Sales executive signature", "dealer")
    def cell_row(tag_a, tag_b, tag_c, label_a, label_b, label_c):
        cols = '<fo:table-column column-width="45%"/><fo:table-column column-width="20%"/><fo:table-column column-width="35%"/>'
        def cell(t):
            return f'<fo:table-cell border="0.8pt solid #0000{t:02x}" height="40pt"><fo:block/></fo:table-cell>'
        labels = "".join(f'<fo:table-cell padding="2pt"><fo:block font-weight="bold">{x}</fo:block></fo:table-cell>' for x in (label_a, label_b, label_c))
        return (f'<fo:table table-layout="fixed" width="100%" border-separation="6pt" border-collapse="separate">{cols}<fo:table-body>'
                f'<fo:table-row>{labels}</fo:table-row><fo:table-row>{cell(tag_a)}'
                f'<fo:table-cell border="0.8pt solid #0000{tag_b:02x}"><fo:block/></fo:table-cell>{cell(tag_c)}</fo:table-row></fo:table-body></fo:table>')
    body = [
        h("Return to Invoice GAP Insurance", "15pt", "0pt", color="#7a1f2b"),
        h("Proposal form and statement of fact", "11pt", "6pt"),
        p("Insurer: Marlowe Underwriting Ltd, 3 Lime Street, London EC3M 7HA. Administrator: Safeguard Motor Protection Ltd, Wellbrook Court, Cambridge CB3 0NA. Sold by: Trentside Nissan, Castle Boulevard, Nottingham NG7 1FT (appointed representative of Safeguard Motor Protection Ltd)."),
        kv_table([("Policyholder", "Ms Priya RAMAN"), ("Address", "61 Mapperley Plains, Arnold, Nottingham NG5 8RQ"),
                  ("Email", "p.raman@example.co.uk"), ("Vehicle", "NISSAN QASHQAI 1.3 DiG-T MH N-Connecta"),
                  ("Registration", "FP73 RZU"), ("Purchase price (invoice)", "£26,340.00"), ("Finance company", "Northgate Motor Finance Limited"),
                  ("Policy term", "36 months"), ("Maximum claim limit", "£15,000"), ("Premium (inc. IPT at 12%)", "£399.00")]),
        h("Demands and needs", "10pt", "2pt"),
        p("This policy meets the demands and needs of a customer who wishes to insure against the shortfall between a motor insurer's total-loss settlement and the original invoice price of the vehicle. You have not received a personal recommendation."),
        h("Statement of fact - please check", "10pt", "2pt"),
        p("1. The vehicle is not used for hire and reward, courier work or driving tuition.  2. The vehicle is insured under a fully comprehensive motor policy.  3. The vehicle was less than 10 years old and had covered fewer than 100,000 miles at the start of cover.  4. The vehicle has not been modified from the manufacturer's specification."),
        p("You were told about this insurance on 28/11/2026 and it was not sold to you before 02/12/2026 (the deferral period of two clear days). You may cancel within 30 days for a full refund if no claim has been made."),
        p("If you wish to complain, contact Safeguard Motor Protection Ltd. If you remain dissatisfied you may contact " + FOS + ". This insurance is covered by the Financial Services Compensation Scheme."),
        p("Declaration: I have read the statement of fact and the Insurance Product Information Document and the information I have given is correct.", bold=True, space="8pt"),
        cell_row(s_c, d_c, s_s, "Policyholder's signature", "Date", "Sales executive signature"),
        p("Sales executive: Marcus Boateng    Trentside Nissan", size="7.5pt", space="3pt", align="left"),
    ]
    fo = page("\n".join(body), "SMP-GAP-RTI-PF 09/2026. Marlowe Underwriting Ltd is authorised by the PRA and regulated by the FCA and PRA.")
    pdf = render(name, fo)
    write_truth({"file": name, "kinds": ["producer: fop", "kind: GAP insurance proposal", "table-cell signature places",
                                          "insurer and FOS addresses", "staff signature beside customer", "name with title in capitals"],
                 "documentType": "insurance", "customerName": "Priya Raman", "vehicleRegistration": "FP73RZU",
                 "otherRegistrations": [], "dealershipName": "Trentside Nissan", "places": pl.items}, pdf)


def finance_proposal():
    name = "fop-finance-proposal-two-applicants.pdf"
    pl = Places()
    s_a = pl.add("Applicant signature", "customer")
    d_a = pl.date_for(s_a)
    s_b = pl.add("Joint applicant signature", "customer2")
    d_b = pl.date_for(s_b)
    s_d = pl.add("Business manager", "dealer")
    body = [
        h("MOTOR FINANCE PROPOSAL", "14pt", "1pt"),
        p("Introducer: Whitecliffe Motors Folkestone Ltd, Cheriton High Street, Folkestone CT19 4QB  |  Lender panel: Northgate Motor Finance Ltd; Albion Automotive Finance plc", size="7.5pt", align="left", space="6pt"),
        kv_table([("Product", "Hire Purchase", "Term", "36 months"), ("Vehicle", "FORD PUMA 1.0 EcoBoost Hybrid mHEV ST-Line", "Reg", "GK22 VNY"),
                  ("Cash price", "£17,895.00", "Deposit", "£2,000.00"),
                  ("Part-exchange", "VAUXHALL CORSA 1.4 SE, GJ13 KFE", "PX value", "£2,150.00")], widths=("15%", "45%", "15%", "25%")),
        h("Main applicant", "10pt", "2pt", bg="#eeeeee"),
        kv_table([("Title / Name", "MR  BENJAMIN  ASHWORTH", "Date of birth", "09/04/1988"),
                  ("Address", "4 Shorncliffe Crescent, Folkestone CT20 3PD", "Time at address", "6 yrs 2 mths"),
                  ("Employer", "Port of Dover Authority", "Gross annual income", "£41,500"),
                  ("Residential status", "Homeowner", "Marital status", "Married")], widths=("18%", "42%", "18%", "22%")),
        h("Joint applicant", "10pt", "2pt", bg="#eeeeee"),
        kv_table([("Title / Name", "MRS  LAURA  ASHWORTH", "Date of birth", "17/12/1989"),
                  ("Address", "As main applicant", "Time at address", "6 yrs 2 mths"),
                  ("Employer", "Kent County Council", "Gross annual income", "£28,900")], widths=("18%", "42%", "18%", "22%")),
        h("Bank details", "10pt", "2pt", bg="#eeeeee"),
        kv_table([("Account name", "B & L ASHWORTH", "Sort code", "20-45-77"), ("Account no.", "****6610", "Years with bank", "11")], widths=("18%", "42%", "18%", "22%")),
        p("Declaration: I/We declare that the information given is true and complete. I/We authorise the lenders named above to search the files of credit reference agencies (TransUnion, Experian, Equifax), which will keep a record of that search. A joint application will create a financial association between us. Whitecliffe Motors acts as a credit broker and not a lender and may receive commission from the lender.", space="12pt"),
    ]
    sig = lambda t, d, lbl: (f'<fo:block font-weight="bold" space-after="24pt">{lbl}</fo:block><fo:block>{rule(t, "210pt", "0.6pt")}</fo:block>'
                             f'<fo:block space-before="14pt">Date {rule(d, "100pt", "0.6pt")}</fo:block>')
    body += [two_cols(sig(s_a, d_a, "Applicant signature"), sig(s_b, d_b, "Joint applicant signature")),
             raw_p(f'<fo:block space-before="36pt">Proposal taken by (Business manager): Sophie Tremain   {rule(s_d, "160pt", "0.6pt")}</fo:block>')]
    fo = page("\n".join(body), "Whitecliffe Motors - finance proposal WM-FP-3. Keep a copy for your records.")
    pdf = render(name, fo)
    write_truth({"file": name, "kinds": ["producer: fop", "kind: finance proposal", "two applicants", "names in capitals with titles",
                                          "part-exchange decoy", "dealer signature"],
                 "documentType": "finance_agreement", "customerName": "Benjamin Ashworth", "vehicleRegistration": "GK22VNY",
                 "otherRegistrations": ["GJ13KFE"], "dealershipName": "Whitecliffe Motors Folkestone Ltd", "places": pl.items}, pdf)


def commission_disclosure():
    name = "fop-commission-disclosure.pdf"
    pl = Places()
    s_c = pl.add("Customer signature", "customer")
    d_c = pl.date_for(s_c)
    s_d = pl.add("Signed for the dealer", "dealer")
    body = [
        h("Bramley & Finch Motor Company", "14pt", "0pt"),
        p("Unit 2, Sovereign Way, Tonbridge TN9 1RH  -  01732 555 014  -  FCA FRN 712093", size="7.5pt", align="left", space="8pt"),
        h("How we are paid: disclosure of commission and our status as a credit broker", "11pt", "5pt"),
        kv_table([("Customer", "Daniel WHITFIELD-JONES"), ("Deal number", "BF-22518"), ("Vehicle", "TOYOTA YARIS CROSS 1.5 Hybrid Design, EY23 HTU"),
                  ("Finance provider", "Albion Automotive Finance plc")]),
        p("We are a credit broker, not a lender. We work with a limited panel of lenders: Albion Automotive Finance plc, Northgate Motor Finance Limited and Toyota Financial Services (UK) PLC. We will introduce you to the lender whose product we believe best suits your circumstances, but we do not search the whole market."),
        p("We will receive a commission from the lender for introducing you. For this agreement the commission is a fixed fee of £875.00, which does not vary with the interest rate you pay. We may also receive volume-based payments from the lender. You may ask us for more information about commission at any time before you sign your agreement."),
        p("If you have a complaint about our service please write to the Compliance Manager at the address above. You may be able to refer your complaint to " + FOS + "."),
        p("I confirm that I have read and understood this disclosure before signing my finance agreement.", bold=True, space="24pt"),
        raw_p(f'Customer signature {rule(s_c, "190pt")}      Date {rule(d_c, "85pt")}', "30pt"),
        raw_p(f'Signed for the dealer {rule(s_d, "190pt")}      Name: Kelly Ansah (Business Manager)'),
    ]
    fo = page("\n".join(body), "BFMC CD-02. Bramley & Finch Motor Company Ltd, registered in England 09921733.")
    pdf = render(name, fo)
    write_truth({"file": name, "kinds": ["producer: fop", "kind: commission disclosure", "hyphenated surname in capitals", "dealer signature", "single page"],
                 "documentType": "other", "customerName": "Daniel Whitfield-Jones", "vehicleRegistration": "EY23HTU",
                 "otherRegistrations": [], "dealershipName": "Bramley & Finch Motor Company", "places": pl.items}, pdf)


if __name__ == "__main__":
    wanted = sys.argv[1:]
    for fn in [hp_joint_guarantor, pcp_boxes, conditional_sale_underscores, gap_proposal_cells, finance_proposal, commission_disclosure]:
        if not wanted or fn.__name__ in wanted:
            fn()
