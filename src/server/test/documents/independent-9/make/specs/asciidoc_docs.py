# Documents typeset by asciidoctor-pdf 2.3 (Asciidoctor's PDF converter, which writes through Prawn) from AsciiDoc.
# Each place's underscores or dots carry a role whose theme colour is the place's tag.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from spec import place


def U(k, n=34):
    return f'[.t{k}]#+{"_" * n}+#'


def D(k, n=40):
    return f'[.t{k}]#+{"." * n}+#'


DOCS = []

DOCS.append({
    'file': '13-conditional-sale.pdf', 'font': 'Noto Serif', 'size': 9.5,
    'kinds': ['producer: asciidoctor-pdf', 'kind: conditional sale agreement, 3 pages', 'signatures on the last page',
              'accented Irish surname', 'witness and creditor nobody\'s', 'underscores beside the labels in a borderless table'],
    'documentType': 'finance_agreement', 'customerName': 'Aoife Ní Mhurchú',
    'vehicleRegistration': 'LN70EKC', 'otherRegistrations': [], 'dealershipName': 'Harrow Vale Motors',
    'places': [place('Signature of Buyer', 'customer', 1, 2), place('Witness', None, 3),
               place('Signed for the Creditor', None, 4, 5)],
    'adoc': f'''= Conditional Sale Agreement
:doctype: article
:notitle:

[cols="3,2",frame=none,grid=none]
|===
a|*Kingsbury Motor Credit Ltd* +
Lanyard House, 90 Kenton Road, Harrow HA3 0AN +
Authorised and regulated by the Financial Conduct Authority (FRN 683150)
a|[.text-right]
*Supplier:* Harrow Vale Motors +
251 Harrow View, Harrow HA1 4SW +
Agreement KMC/CS/44217
|===

== Conditional Sale Agreement regulated by the Consumer Credit Act 1974

This agreement is made between Kingsbury Motor Credit Ltd ("the Creditor", "we", "us") and the Buyer named below
("you"). You agree to buy the goods from us on the terms set out in this agreement.

[cols="1,3",options="header"]
|===
2+|Buyer
|Name |Ms Aoife Ní Mhurchú
|Address |Flat 12, Lyon Court, 2 Station Road, Harrow HA1 2UA
|Date of birth |21/11/1991
|===

[cols="1,2,1,2",options="header"]
|===
4+|Goods
|Description |Tesla Model 3 Long Range AWD |Registration |LN70 EKC
|VIN |5YJ3E7EB2LF711602 |Mileage |49,310
|===

[cols="3,1"]
|===
|Cash price |£22,990.00
|Advance payment |£3,000.00
|Amount of credit |£19,990.00
|Interest |£5,221.20
|Option and administration fees |£0.00
|Total amount payable (including advance payment) |£28,211.20
|Payments: 48 monthly instalments of |£525.24
|Rate of interest (fixed) / APR |6.53% p.a. / 12.4%
|===

<<<

== Terms

. *Ownership.* The goods remain our property until you have paid everything due. You become the owner when the
final instalment is paid. Until then you must not sell or otherwise dispose of the goods.
. *Payment.* You must make every payment when it is due. If any payment is late we may charge interest on the
overdue amount at the rate of interest shown above.
. *Insurance and use.* You must keep the goods insured against loss and damage, keep them in good repair and use
them only in the United Kingdom.
. *Termination by you.* You may end this agreement at any time before the final payment falls due by writing to
us. You must then return the goods and, if you have paid less than half of the total amount payable, pay enough
to bring your payments up to half.
. *Termination by us.* If you break this agreement we may serve a default notice. If you do not put matters right
we may end the agreement. Once you have paid one third of the total amount payable we cannot take the goods back
without a court order.
. *Withdrawal.* You may withdraw from this agreement within 14 days of the day after you receive your copy.
. *Early settlement.* You may settle early at any time. You will receive a rebate of interest calculated under the
Consumer Credit (Early Settlement) Regulations 2004.
. *Complaints.* If you have a complaint, please write to our Customer Relations team. If you are not satisfied you
may refer it to the Financial Ombudsman Service.
. *Data.* We will search and record information about you at credit reference agencies and share it with fraud
prevention agencies, as described in the privacy notice you were given.
. *Law.* This agreement is governed by the law of England and Wales.

[.small]
Important: read this carefully. You can find out more in the pre-contract information. This agreement is a
conditional sale agreement; you do not own the goods until all payments have been made.

<<<

== Signatures

This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound
by its terms.

[cols="2,5,1,2",frame=none,grid=none]
|===
|Signature of Buyer |{U(1, 38)} |Date |{U(2, 16)}
4+|{{nbsp}}
|Witness |{U(3, 38)} 2+|Witness name and address:
4+|{{nbsp}}
|Signed for the Creditor |{U(4, 38)} |Date |{U(5, 16)}
|===

The goods will not become your property until you have made all the payments. You must not sell them before then.
'''})

DOCS.append({
    'file': '15-cosmetic-insurance.pdf', 'font': 'Helvetica', 'size': 9,
    'kinds': ['producer: asciidoctor-pdf', 'kind: cosmetic repair insurance taken', 'joint policyholders',
              'label on the line above the underscores', 'previous plate of the same car', "adviser's place"],
    'documentType': 'insurance', 'customerName': 'Hannah Ledbetter', 'otherCustomers': ['Owen Ledbetter'],
    'vehicleRegistration': 'VE21CZT', 'otherRegistrations': ['H8NLB'], 'dealershipName': 'Cotswold Edge Motors',
    'places': [place('Policyholder 1', 'customer', 1, 2), place('Policyholder 2', 'customer2', 3, 4),
               place('Sales adviser', 'dealer', 5)],
    'adoc': f'''= SMART Repair Cover
:notitle:

[cols="1,1",frame=none,grid=none]
|===
a|*Cotswold Edge Motors* +
London Road, Cirencester GL7 1AX
a|[.text-right]
*SMART Repair Cover -- application and schedule* +
Policy CEM/SR/50861
|===

---

Insurer: Wolds Specialty Insurance Ltd. Administered by Redbrook Claims Services. Cotswold Edge Motors acts as an
introducer appointed representative of Wolds Specialty Insurance Ltd.

== Policyholders

Hannah Ledbetter and Owen Ledbetter, 3 Beeches Road, Cirencester GL7 1BN

== Vehicle

Land Rover Discovery Sport D165 SE, registration *VE21 CZT* (shown on the V5C before 04/2025 as H8 NLB, a private
registration since retained by the policyholders).

== Cover

Repairs to minor paint chips, scuffs and scratches up to 30 cm long, dents up to 5 cm across, alloy wheel scuffs
and interior trim tears, up to 3 claims a year and £500 a claim. Term 36 months, single premium £495.00 added to
the vehicle invoice. Cancellation within 30 days for a full refund.

== Declaration

We have read the policy summary and the demands and needs statement. We wish to buy this cover. We understand that
both of us are policyholders and that either of us may make a claim.

{{nbsp}}

[cols="5,2",frame=none,grid=none]
|===
|Policyholder 1 |Date
|{U(1, 44)} |{U(2, 14)}
2+|{{nbsp}}
|Policyholder 2 |Date
|{U(3, 44)} |{U(4, 14)}
2+|{{nbsp}}
|Sales adviser |
|{U(5, 44)} |
|===
'''})

