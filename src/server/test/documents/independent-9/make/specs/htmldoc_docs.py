# Documents typeset by htmldoc 1.9 (its own PDF writer) from HTML. Each place's marks are in its tag colour.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from spec import place, tag_hex


def U(k, n=38):
    return f'<font color="{tag_hex(k)}">{"_" * n}</font>'


def D(k, n=40):
    return f'<font color="{tag_hex(k)}">{"." * n}</font>'


DOCS = []

# 01 ------------------------------------------------------------------------------------------------
DOCS.append({
    'file': '01-pcp-agreement.pdf', 'font': 'times', 'size': 10,
    'kinds': ['producer: htmldoc', 'kind: PCP agreement, 2 pages', 'signatures on the last page',
              'surname first in capitals with title in brackets', 'creditor nobody\'s', 'part-exchange plate'],
    'documentType': 'finance_agreement', 'customerName': 'Rajinder Bhamra',
    'vehicleRegistration': 'WV73KDF', 'otherRegistrations': ['YG17UHP'], 'dealershipName': 'Wrekin Vale Motors',
    'places': [place('Signature of Customer', 'customer', 1, 2),
               place('Signed for and on behalf of Severnside Auto Finance plc', None, 3, 4)],
    'html': f'''<html><head><title>Personal Contract Purchase Agreement</title></head><body>
<table width="100%" border="0" cellpadding="2"><tr>
<td width="55%" valign="top"><font size="+2"><b>Severnside Auto Finance plc</b></font><br>
Registered office: 4 Quayside Chambers, Worcester WR1 2TL<br>Authorised and regulated by the Financial Conduct Authority, FRN 700431</td>
<td width="45%" valign="top" align="right"><b>Introduced by (credit broker)</b><br>Wrekin Vale Motors<br>Holyhead Road, Wellington, Telford TF1 2DQ<br>Tel 01952 417 220</td>
</tr></table>
<hr>
<center><h2>PERSONAL CONTRACT PURCHASE AGREEMENT<br><font size="-1">regulated by the Consumer Credit Act 1974</font></h2></center>
<p>Agreement number <b>SAF/PCP/0628843</b></p>
<h3>1. The Customer</h3>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><td width="30%">Name</td><td><b>BHAMRA Rajinder Singh (Mr)</b></td></tr>
<tr><td>Address</td><td>27 Admaston Close, Shawbirch, Telford TF5 0LR</td></tr>
<tr><td>Date of birth</td><td>14/03/1979</td></tr>
</table>
<h3>2. The Goods</h3>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><td width="30%">Make and model</td><td>Skoda Karoq 1.5 TSI SE L DSG</td><td width="20%">Registration</td><td><b>WV73 KDF</b></td></tr>
<tr><td>VIN</td><td>TMBJC7NU4P5031186</td><td>First registered</td><td>01/09/2023</td></tr>
<tr><td>Mileage</td><td>11,480</td><td>Colour</td><td>Moon White</td></tr>
</table>
<h3>3. Financial details</h3>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><td width="60%">Cash price of the goods</td><td align="right">&pound;24,495.00</td></tr>
<tr><td>Part exchange allowance (Ford Focus Zetec, YG17 UHP)</td><td align="right">&pound;5,250.00</td></tr>
<tr><td>Settlement of existing finance on part exchange</td><td align="right">&pound;0.00</td></tr>
<tr><td>Cash deposit</td><td align="right">&pound;1,000.00</td></tr>
<tr><td>Total amount of credit</td><td align="right">&pound;18,245.00</td></tr>
<tr><td>Interest charges</td><td align="right">&pound;4,087.12</td></tr>
<tr><td>Total amount payable</td><td align="right">&pound;28,582.12</td></tr>
<tr><td>47 monthly payments of</td><td align="right">&pound;281.64</td></tr>
<tr><td>Optional final payment (payment 48)</td><td align="right">&pound;9,089.04</td></tr>
<tr><td>Representative APR / fixed rate of interest p.a.</td><td align="right">9.9% / 5.12%</td></tr>
<tr><td>Agreed annual mileage / excess mileage charge</td><td align="right">8,000 / 7.2p per mile</td></tr>
</table>
<h3>4. Key information</h3>
<p>The Goods remain the property of Severnside Auto Finance plc until you have paid the Total amount payable and any
other sums due under this agreement. You may return the Goods at the end of the agreement instead of paying the
Optional final payment, provided that they are in good condition and within the agreed mileage.</p>
<p>You have the right to withdraw from this agreement without giving any reason within 14 days beginning with the day
after the day on which you receive a copy of the executed agreement. To withdraw, write to us at the address above.</p>
<!-- PAGE BREAK -->
<h3>5. Terms and conditions</h3>
<p><b>5.1 Payments.</b> You must pay each monthly payment on or before its due date by direct debit. Time of payment is
of the essence of this agreement.</p>
<p><b>5.2 Care of the goods.</b> You must keep the goods in good repair and condition, insured comprehensively with the
Creditor's interest noted, and you must not sell, charge or part with possession of them.</p>
<p><b>5.3 Voluntary termination.</b> You may end this agreement by giving notice to the person authorised to receive
payments. If you have paid less than one half of the Total amount payable you will have to pay enough to bring your
payments up to one half.</p>
<p><b>5.4 Default.</b> If you fail to pay any amount on time we may send you a notice of default. If the goods are
protected goods we may not repossess them without a court order.</p>
<p><b>5.5 Complaints.</b> If you are unhappy with our service you may refer your complaint to the Financial Ombudsman
Service, Exchange Tower, London E14 9SR.</p>
<h3>6. Signatures</h3>
<p>This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally
bound by its terms.</p>
<table width="100%" border="0" cellpadding="6" cellspacing="0">
<tr><td width="50%" valign="top"><br><br>{U(1, 34)}<br>Signature of Customer<br><br>Date {D(2, 30)}</td>
<td width="50%" valign="top"><br><br>{U(3, 34)}<br>Signed for and on behalf of Severnside Auto Finance plc<br><br>Date {D(4, 30)}</td></tr>
</table>
<p><font size="-1">The goods will not become your property until you have made all the payments. You must not sell
them before then.</font></p>
</body></html>'''})

# 02 ------------------------------------------------------------------------------------------------
DOCS.append({
    'file': '02-vehicle-order.pdf', 'font': 'helvetica', 'size': 9,
    'kinds': ['producer: htmldoc', 'kind: used vehicle order', 'dotted leaders beside the labels',
              'personalised plate on the car ordered', 'part-exchange plate', 'salesperson and sales manager places'],
    'documentType': 'sales_agreement', 'customerName': 'Lowri Prydderch',
    'vehicleRegistration': 'M4DDY', 'otherRegistrations': ['CE15RYT'], 'dealershipName': 'Ashby Quay Motor Company',
    'places': [place("Customer's signature", 'customer', 1, 2),
               place('Salesperson', 'dealer', 3),
               place('Sales manager', 'dealer', 4)],
    'html': f'''<html><head><title>Vehicle Order</title></head><body>
<table width="100%" border="0" cellpadding="0"><tr><td><font size="+3"><b>ASHBY QUAY</b></font><br>MOTOR COMPANY</td>
<td align="right">Order no. <b>AQ-24117</b><br>Date 07/12/2026<br>Salesperson: Neil Brannigan</td></tr></table>
<p><font size="-1">Ashby Quay Motor Company Ltd, Canal Wharf, Ashby-de-la-Zouch LE65 1JP &middot; VAT GB 318 2204 55</font></p>
<h2>ORDER FOR A USED VEHICLE</h2>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><th colspan="2" bgcolor="#dddddd" align="left">Purchaser</th><th colspan="2" bgcolor="#dddddd" align="left">Vehicle ordered</th></tr>
<tr><td width="16%">Name</td><td width="34%">Miss Lowri Prydderch</td><td width="16%">Make / model</td><td>Mazda MX-5 2.0 Sport Tech</td></tr>
<tr><td>Address</td><td>Ty Gwyn, 8 Bath Street, Ashby-de-la-Zouch LE65 2FH</td><td>Registration</td><td><b>M4 DDY</b></td></tr>
<tr><td>Mobile</td><td>07700 918 224</td><td>Colour</td><td>Soul Red Crystal</td></tr>
<tr><td>Email</td><td>l.prydderch@example.co.uk</td><td>Mileage</td><td>22,905</td></tr>
</table>
<p>The vehicle carries a cherished registration which is included in the sale and will be assigned to the purchaser.</p>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><th colspan="2" bgcolor="#dddddd" align="left">Part exchange</th><th colspan="2" bgcolor="#dddddd" align="left">Price</th></tr>
<tr><td width="16%">Vehicle</td><td width="34%">Kia Picanto 1.0 2</td><td width="30%">Vehicle price</td><td align="right">&pound;17,950.00</td></tr>
<tr><td>Registration</td><td>CE15 RYT</td><td>Paint protection</td><td align="right">&pound;349.00</td></tr>
<tr><td>Mileage</td><td>61,220</td><td>Less part exchange</td><td align="right">-&pound;3,400.00</td></tr>
<tr><td>Outstanding finance</td><td>None</td><td>Less deposit paid</td><td align="right">-&pound;500.00</td></tr>
<tr><td></td><td></td><td><b>Balance due on delivery</b></td><td align="right"><b>&pound;14,399.00</b></td></tr>
</table>
<p><b>Terms.</b> This order is subject to the conditions of sale overleaf. The deposit is returnable only if the
company cannot supply the vehicle. Delivery is expected on or about 14/12/2026. Title passes when the balance has
been paid in cleared funds.</p>
<p>I confirm that I have read and accept the conditions of sale and that the part exchange details above are
correct and that the part exchange is free of finance.</p>
<br>
<p>Customer's signature {D(1, 70)} &nbsp; Date {D(2, 28)}</p>
<br>
<p>Salesperson {D(3, 60)}</p>
<br>
<p>Sales manager {D(4, 58)}</p>
<br>
<p><font size="-1">Ashby Quay Motor Company is a credit broker, not a lender. Finance is subject to status.</font></p>
</body></html>'''})

# 03 ------------------------------------------------------------------------------------------------
DOCS.append({
    'file': '03-gap-declined.pdf', 'font': 'helvetica', 'size': 10,
    'kinds': ['producer: htmldoc', 'kind: GAP insurance declined', 'labels above the lines',
              'title and initials in the header', 'business manager place'],
    'documentType': 'insurance_waiver', 'customerName': 'Patience Okafor',
    'vehicleRegistration': 'NU68XPL', 'otherRegistrations': [], 'dealershipName': 'Trent Bridge Autos',
    'places': [place('Customer signature', 'customer', 1, 2), place('Business manager', 'dealer', 3)],
    'html': f'''<html><head><title>GAP declaration</title></head><body>
<p align="right"><b>Trent Bridge Autos</b><br>Radcliffe Road, West Bridgford, Nottingham NG2 5FE</p>
<h1>Guaranteed Asset Protection &ndash; statement of demands and needs</h1>
<p>Customer: <b>Mrs P. OKAFOR</b> &nbsp; &nbsp; Vehicle: Nissan Qashqai 1.3 DIG-T N-Connecta &nbsp; &nbsp; Reg: <b>NU68 XPL</b></p>
<p>We have explained to you that if your vehicle is written off or stolen, the amount your motor insurer pays may be
less than the amount you paid for the vehicle or the amount you still owe to your finance company. Return to Invoice
GAP insurance, arranged by us with Castlegate Underwriting Ltd, would pay the difference up to &pound;25,000.</p>
<p>Premium for 3 years: &pound;399.00 &middot; Premium for 4 years: &pound;459.00</p>
<p>You have told us that you do <b>not</b> wish to buy GAP insurance today. You may buy it from us, or from another
provider, within the next 30 days; we will not contact you to sell it again before two clear days have passed.</p>
<table width="100%" border="1" cellpadding="4" cellspacing="0">
<tr><td><b>Declaration</b><br>I, Patience Okafor, confirm that GAP insurance has been offered and explained to me,
that I have been given the summary of cover, and that I have chosen not to buy it. I understand that I will have no
cover for the shortfall described above.</td></tr></table>
<br>
<table width="100%" border="0" cellpadding="2" cellspacing="0">
<tr><td width="60%">Customer signature</td><td>Date</td></tr>
<tr><td><br>{U(1, 40)}</td><td><br>{U(2, 18)}</td></tr>
</table>
<br>
<table width="100%" border="0" cellpadding="2" cellspacing="0">
<tr><td width="60%">Business manager</td><td></td></tr>
<tr><td><br>{U(3, 40)}</td><td>Name: Craig Hollins</td></tr>
</table>
<p><font size="-1">Trent Bridge Autos is an appointed representative of Midshires Insurance Services Ltd, which is
authorised and regulated by the Financial Conduct Authority (FRN 512290).</font></p>
</body></html>'''})

# 04 ------------------------------------------------------------------------------------------------
DOCS.append({
    'file': '04-commission-disclosure.pdf', 'font': 'times', 'size': 11,
    'kinds': ['producer: htmldoc', 'kind: commission disclosure', 'trading name like a person',
              'underscores beside the label', 'hyphenated surname', 'no dealer place'],
    'documentType': 'other', 'customerName': 'Thomas Ashworth-Lyle',
    'vehicleRegistration': 'BK19OTW', 'otherRegistrations': [], 'dealershipName': 'Gwen Ellery',
    'places': [place('Signed', 'customer', 1, 2)],
    'html': f'''<html><head><title>Commission</title></head><body>
<center><font size="+3"><i>Gwen Ellery</i></font><br><font size="-1">Quality used cars since 1994 &middot; 3 Corve Street, Ludlow SY8 1DA</font></center>
<hr>
<h2>How we are paid when you buy on finance</h2>
<p>Dear Thomas Ashworth-Lyle,</p>
<p>Gwen Ellery is a trading name of Ellery Motors (Ludlow) Ltd. We act as a credit broker and not a lender. We
introduce customers to a limited number of lenders: Marches Motor Finance Ltd, Northgate Car Credit plc and Cavendish
Auto Loans Ltd. The lender we introduce you to will pay us a commission for doing so.</p>
<p>For the vehicle you are buying (Volkswagen Polo 1.0 TSI Match, registration BK19 OTW) we are introducing you to
<b>Marches Motor Finance Ltd</b>. The commission we will receive is a fixed fee of <b>&pound;475.00</b>. The amount
does not depend on the interest rate you pay, and it does not change the amount you pay.</p>
<p>You are free to arrange finance elsewhere. If you want to know more about how we are paid, please ask.</p>
<p>Please sign below to show that you have read this disclosure before signing any finance agreement.</p>
<br>
<p>Signed {U(1, 36)} &nbsp; &nbsp; Date {U(2, 14)}</p>
<p>Customer: Thomas Ashworth-Lyle, 19 Gravel Hill, Ludlow SY8 1QR</p>
</body></html>'''})

# 05 ------------------------------------------------------------------------------------------------
DOCS.append({
    'file': '05-settlement-letter.pdf', 'font': 'helvetica', 'size': 10,
    'kinds': ['producer: htmldoc', 'kind: lender settlement letter', 'no signing place',
              'plate in the reference line', 'dealer named in the body'],
    'documentType': 'other', 'customerName': 'Adam Przybylski',
    'vehicleRegistration': 'FJ66LWC', 'otherRegistrations': [], 'dealershipName': 'Saltash Road Car Centre',
    'places': [],
    'html': '''<html><head><title>Settlement</title></head><body>
<table width="100%" border="0"><tr><td><font size="+2"><b>Tamar Vehicle Finance Ltd</b></font><br>PO Box 4471, Plymouth PL1 9XA</td>
<td align="right">Customer services 0330 088 4172<br>Agreement 7731-0055-2189</td></tr></table>
<br><br>
<p>Mr Adam Przybylski<br>Flat 3, 41 Molesworth Road<br>Stoke<br>Plymouth PL3 4AH</p>
<p align="right">2 December 2026</p>
<p><b>Our ref: 7731-0055-2189 &nbsp; Ford Fiesta 1.0 EcoBoost Titanium &nbsp; FJ66 LWC</b></p>
<p>Dear Mr Przybylski</p>
<p><b>Settlement figure</b></p>
<p>At the request of Saltash Road Car Centre, who tell us you intend to part exchange the above vehicle, we set
out below the amount needed to settle your hire purchase agreement early.</p>
<table border="1" cellpadding="4" cellspacing="0" width="70%">
<tr><td>Balance outstanding</td><td align="right">&pound;4,912.36</td></tr>
<tr><td>Less rebate of charges</td><td align="right">&pound;388.40</td></tr>
<tr><td><b>Amount to settle</b></td><td align="right"><b>&pound;4,523.96</b></td></tr>
<tr><td>Valid until</td><td align="right">16 December 2026</td></tr>
</table>
<p>The figure has been worked out under the Consumer Credit (Early Settlement) Regulations 2004. If payment reaches
us after the date shown, the amount will be different and you should ask us for a new figure. Please quote the
reference above with any payment. When the agreement has been settled in full, ownership of the vehicle passes to
you and we will tell the finance registers that our interest has ended.</p>
<p>Yours sincerely</p>
<p><br>Early Settlements Team<br>Tamar Vehicle Finance Ltd</p>
<p><font size="-1">Tamar Vehicle Finance Ltd is authorised and regulated by the Financial Conduct Authority, FRN 664019.
Registered in England and Wales no. 08812274.</font></p>
</body></html>'''})

# 06 ------------------------------------------------------------------------------------------------
DOCS.append({
    'file': '06-service-plan.pdf', 'font': 'helvetica', 'size': 9,
    'kinds': ['producer: htmldoc', 'kind: service plan', 'surname first in capitals', 'labels below the lines',
              'service adviser place', 'two columns of places'],
    'documentType': 'service_contract', 'customerName': 'Moira Duncan',
    'vehicleRegistration': 'SY70HBK', 'otherRegistrations': [], 'dealershipName': 'Calder Bank Motors',
    'places': [place('Plan holder', 'customer', 1, 2), place('Service adviser', 'dealer', 3, 4)],
    'html': f'''<html><head><title>Service plan</title></head><body>
<table width="100%" border="0" cellpadding="0"><tr><td width="50%"><font size="+2"><b>Calder Bank Motors</b></font><br>
Service &amp; Parts &middot; 112 Main Street, Livingston EH54 5AB</td>
<td width="50%" align="right"><b>SERVICE PLAN APPLICATION</b><br>Plan ref CBM-SP-30917</td></tr></table>
<hr>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><td width="25%" bgcolor="#eeeeee">Plan holder</td><td width="25%">DUNCAN, Moira</td>
<td width="25%" bgcolor="#eeeeee">Vehicle</td><td>Hyundai Tucson 1.6 T-GDi Premium</td></tr>
<tr><td bgcolor="#eeeeee">Address</td><td>6 Carmondean Road, Livingston EH54 8PT</td>
<td bgcolor="#eeeeee">Registration</td><td>SY70 HBK</td></tr>
<tr><td bgcolor="#eeeeee">Telephone</td><td>01506 433 908</td>
<td bgcolor="#eeeeee">Current mileage</td><td>38,114</td></tr>
</table>
<h3>What the plan covers</h3>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><th align="left">Visit</th><th align="left">Due</th><th align="left">Work</th></tr>
<tr><td>1</td><td>12/2027 or 48,000 miles</td><td>Interim service, brake fluid</td></tr>
<tr><td>2</td><td>12/2028 or 58,000 miles</td><td>Full service, pollen filter, spark plugs</td></tr>
<tr><td>3</td><td>12/2029 or 68,000 miles</td><td>Interim service, MOT test</td></tr>
</table>
<p>Monthly payment &pound;21.50 by direct debit for 36 months. Parts and labour for the listed work are included;
other repairs, tyres, wiper blades and bulbs are not. The plan stays with the vehicle if you sell it, and may be
transferred on payment of a fee of &pound;25. You may cancel within 14 days for a full refund.</p>
<p>I apply for the plan described above and authorise Calder Bank Motors to collect the monthly payments.</p>
<br><br>
<table width="100%" border="0" cellpadding="4" cellspacing="0">
<tr><td width="50%">{U(1, 40)}<br>Plan holder</td><td width="50%">{U(3, 40)}<br>Service adviser</td></tr>
<tr><td><br>{U(2, 20)}<br>Date</td><td><br>{U(4, 20)}<br>Date</td></tr>
</table>
</body></html>'''})

# 21's source: the page that is photographed ---------------------------------------------------------------
SCAN_SOURCES = [{
    'file': '21-photo-sales-invoice.pdf', 'font': 'helvetica', 'size': 10,
    'kinds': ['producer: phone photo (htmldoc page, PIL perspective and shadow, tiff2pdf)',
              'kind: used vehicle sales invoice', 'image only', 'photo at an angle with a shadow',
              'part-exchange plate', 'places side by side'],
    'documentType': 'sales_agreement', 'customerName': 'Kwame Mensah',
    'vehicleRegistration': 'LR67VUX', 'otherRegistrations': ['KP12DWA'], 'dealershipName': 'Hainault Motor Sales',
    'places': [place('Purchaser', 'customer', 1, 2), place('For Hainault Motor Sales', 'dealer', 3, 4)],
    'html': f'''<html><head><title>Invoice</title></head><body>
<table width="100%" border="0"><tr><td><font size="+3"><b>Hainault Motor Sales</b></font><br>
288 Manford Way, Chigwell IG7 4DF &middot; 020 8500 6614</td><td align="right"><font size="+2"><b>SALES INVOICE</b></font><br>No. 55062<br>07/12/2026</td></tr></table>
<hr>
<p><b>Sold to:</b> Mr Kwame Mensah, 14 Fencepiece Road, Ilford IG6 2LT</p>
<table width="100%" border="1" cellpadding="4" cellspacing="0">
<tr><td width="25%">Vehicle</td><td>Toyota Auris 1.8 Hybrid Icon</td></tr>
<tr><td>Registration</td><td><b>LR67 VUX</b></td></tr>
<tr><td>Chassis no.</td><td>SB1ZS3JE30E211754</td></tr>
<tr><td>Odometer</td><td>54,870 miles</td></tr>
</table>
<br>
<table width="100%" border="1" cellpadding="4" cellspacing="0">
<tr><td width="70%">Sale price</td><td align="right">&pound;10,995.00</td></tr>
<tr><td>Part exchange: Honda Jazz KP12 DWA</td><td align="right">-&pound;1,750.00</td></tr>
<tr><td>Deposit</td><td align="right">-&pound;250.00</td></tr>
<tr><td><b>Balance paid by bank transfer</b></td><td align="right"><b>&pound;8,995.00</b></td></tr>
</table>
<p>The vehicle is sold with 3 months' warranty and a new MOT. The purchaser confirms that the vehicle has been
inspected and test driven and that the mileage shown is not guaranteed.</p>
<br><br>
<table width="100%" border="0" cellpadding="4" cellspacing="0">
<tr><td width="50%">Purchaser<br><br>{U(1, 30)}<br>Date {U(2, 14)}</td>
<td width="50%">For Hainault Motor Sales<br><br>{U(3, 30)}<br>Date {U(4, 14)}</td></tr>
</table>
</body></html>'''}]
