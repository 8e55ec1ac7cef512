# Documents typeset by ConTeXt MkIV (LuaTeX, ConTeXt's own backend) from the sources below. A place's rule or
# frame is drawn in colour t<k>, its tag.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from spec import place


def R(k, width='6cm'):
    """A rule to sign on, in tag colour k."""
    return rf'\color[t{k}]{{\blackrule[width={width},height=.5pt,depth=0pt]}}'


def F(k, width='6cm', height='1.3cm'):
    """A frame to sign in, in tag colour k."""
    return rf'\framed[framecolor=t{k},rulethickness=.7pt,width={width},height={height}]{{}}'


DOCS = []

DOCS.append({
    'file': '14-sold-as-seen.pdf',
    'kinds': ['producer: ConTeXt MkIV', 'kind: sold as seen declaration', 'framed boxes with the label above',
              'older car plate', 'name in capitals', 'for the dealer place'],
    'documentType': 'warranty_disclaimer', 'customerName': 'Olumide Adeyemi',
    'vehicleRegistration': 'EY08OMV', 'otherRegistrations': [], 'dealershipName': 'Bramley Trade Cars',
    'places': [place('Customer', 'customer', 1, 2, 'box', 'box'), place('Signed for the dealer', 'dealer', 3, None, 'box')],
    'tex': rf'''\setupbodyfont[heros,10pt]
\starttext
\startalignment[middle]
{{\bfc BRAMLEY TRADE CARS}}\par
Unit 9 Station Yard, Bramley, Leeds LS13 3BA\quad 0113 256 0904
\stopalignment
\blank[line]
\hairline
\blank
{{\bfb Sale of a vehicle \quotation{{as seen}}: no warranty}}
\blank
\bTABLE[frame=off,bottomframe=on,framecolor=darkgray,offset=3pt]
\setupTABLE[c][1][width=4.5cm,style=bold]
\setupTABLE[c][2][width=11.5cm]
\bTR \bTD Buyer \eTD \bTD OLUMIDE ADEYEMI \eTD \eTR
\bTR \bTD Address \eTD \bTD 57 Town Street, Stanningley, Pudsey LS28 6ER \eTD \eTR
\bTR \bTD Vehicle \eTD \bTD Vauxhall Zafira 1.8 Exclusiv \eTD \eTR
\bTR \bTD Registration \eTD \bTD EY08 OMV \eTD \eTR
\bTR \bTD Mileage (not warranted) \eTD \bTD 128,442 \eTD \eTR
\bTR \bTD Price \eTD \bTD £995.00 \eTD \eTR
\bTR \bTD MOT \eTD \bTD Expired 14/10/2026: the vehicle may not be driven on the road until it passes an MOT test \eTD \eTR
\eTABLE
\blank
The vehicle is sold as seen, tried and approved, at a price that reflects its age, mileage and condition. The buyer
has inspected the vehicle and has been told of the following faults: {{\bf clutch slipping, rear brake pipes corroded,
airbag warning light on, passenger door does not lock}}.

No warranty is given or implied beyond what the law requires, and the price has been reduced because of the faults
listed. The buyer confirms that the vehicle is bought for spares or repair and that they have been offered, and
declined, an independent inspection.

{{\tfx Your statutory rights are not affected by this declaration, but you cannot reject the vehicle because of a
fault that was pointed out to you before you bought it.}}
\blank[2*big]
\noindent\hbox{{\vtop{{\hbox{{Customer}}\vskip4pt\hbox{{{F(1, '7.5cm', '1.5cm')}}}}}\hskip1cm
\vtop{{\hbox{{Date}}\vskip4pt\hbox{{{F(2, '3.5cm', '1.5cm')}}}}}}}
\blank[big]
\noindent\vtop{{\hbox{{Signed for the dealer}}\vskip4pt\hbox{{{F(3, '7.5cm', '1.5cm')}}}}}
\stoptext
'''})

DOCS.append({
    'file': '16-credit-search-consent.pdf',
    'kinds': ['producer: ConTeXt MkIV', 'kind: privacy notice and credit-search consent',
              'new car not yet registered (no registration)', 'part-exchange plate is the only plate',
              'title and surname first', 'rules beside the labels', 'no dealer place'],
    'documentType': 'other', 'customerName': 'Hamish Ferguson',
    'vehicleRegistration': None, 'otherRegistrations': ['RV15NNK'], 'dealershipName': 'Tayside Motor Village',
    'places': [place('Applicant signature', 'customer', 1, 2)],
    'tex': rf'''\setupbodyfont[pagella,10.5pt]
\setuphead[subject][style=\bfa,before={{\blank[medium]}},after={{\blank[small]}}]
\setuphead[subsubject][style=\bf,before={{\blank[small]}},after={{\blank[none]}}]
\starttext
\hbox to \hsize{{{{\bfb Tayside Motor Village}}\hfill Kingsway West, Dundee DD2 3QP}}
\hairline
\subject{{Privacy notice and consent to search}}
\bTABLE[frame=on,framecolor=darkgray,offset=3pt]
\setupTABLE[c][1][width=3.5cm,background=color,backgroundcolor=lightgray]
\setupTABLE[c][2][width=12cm]
\bTR \bTD Applicant \eTD \bTD FERGUSON, Dr Hamish \eTD \eTR
\bTR \bTD Proposal \eTD \bTD New Volvo EX30 Plus Single Motor, order 77-4120; registration number to be allocated when the car is first registered \eTD \eTR
\bTR \bTD Part exchange \eTD \bTD Volvo V40 D2, RV15 NNK \eTD \eTR
\eTABLE
\blank
\subsubject{{Who we are}}
Tayside Motor Village (a trading name of Strathmore Autos Ltd) is the controller of the personal information you give
us on your finance proposal. We pass it to the lenders we work with so that they can decide whether to lend to you.
\subsubject{{Searches}}
The lenders will search your record at one or more credit reference agencies. The search will be recorded on your
file and seen by other lenders. If you are applying with another person, the lenders will link your records.
\subsubject{{Fraud prevention}}
If false or inaccurate information is given and fraud is identified, details will be passed to fraud prevention
agencies. Law enforcement agencies may access and use this information.
\subsubject{{Your rights}}
You have the right to see the information we hold about you, to have it corrected and, in some cases, deleted or its
use restricted. Contact our data protection officer at dpo@taysidemv.example.co.uk.
\subsubject{{Consent}}
I have read this notice and I agree that my information may be used as it describes, including searches at credit
reference agencies.
\blank[3*big]
\noindent Applicant signature\enspace {R(1, '7cm')}\hskip1em Date\enspace {R(2, '3cm')}
\stoptext
'''})
