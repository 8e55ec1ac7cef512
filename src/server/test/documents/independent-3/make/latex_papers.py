# The xelatex documents: LaTeX bodies with their signing rules in tag colours (tag<i> for place i, tagd<i> for
# its date), and what each truth expects. Every name, dealership, lender and registration is invented.

def head(dealer, lines, title, ref):
    return (r'{\Large\bfseries %s}\\[1pt]{\footnotesize %s}\par\vspace{-3pt}\rule{\linewidth}{1.2pt}\par\vspace{4pt}'
            r'{\large\bfseries %s}\hfill{\small %s}\par') % (dealer, r'\\'.join(lines), title, ref)

PAPERS = [
 {
  'file': 'xelatex-conditional-sale-HGF-CS-10455.pdf',
  'font': 'DejaVu Serif',
  'truth': {'kinds': ['producer: xelatex', 'kind: conditional sale', 'two pages, signatures on the second', 'name: Polish with diacritics and title',
                      'registration: current', 'signature: creditor is nobody of ours', 'signature: dealer as credit broker'],
            'documentType': 'finance_agreement', 'customerName': 'Łukasz Wiśniewski', 'reg': 'WR22HZN', 'dealer': 'Medway Bridge Motors Ltd'},
  'places': [{'label': 'Signature of Customer', 'signer': 'customer', 'date': True},
             {'label': 'Signed for and on behalf of the Creditor', 'signer': None},
             {'label': 'Credit broker (for Medway Bridge Motors Ltd)', 'signer': 'dealer'}],
  'body': head('Heronsgate Finance Ltd', ['Heronsgate House, 40 Chancery Lane, London WC2A 1JA', 'Authorised and regulated by the Financial Conduct Authority'],
               'Conditional Sale Agreement', 'Agreement CS-10455') + r'''
{\small This agreement is regulated by the Consumer Credit Act 1974. It is made between Heronsgate Finance Ltd (the Creditor) and the Customer named below. The goods were supplied by Medway Bridge Motors Ltd, Esplanade Works, Rochester, Kent ME1 1QE, acting as credit broker.}

\textbf{Customer}\\[2pt]
\begin{tabularx}{\linewidth}{|p{38mm}|X|p{30mm}|X|}\hline
\textbf{\small Name} & Mr Łukasz Wiśniewski & \textbf{\small Date of birth} & 09/11/1989 \\ \hline
\textbf{\small Address} & 27 Balfour Road, Chatham & \textbf{\small Postcode} & ME4 6QU \\ \hline
\end{tabularx}

\textbf{Goods}\\[2pt]
\begin{tabularx}{\linewidth}{|p{38mm}|X|p{30mm}|X|}\hline
\textbf{\small Description} & Volvo XC40 B4 Plus & \textbf{\small Registration} & WR22 HZN \\ \hline
\textbf{\small VIN} & YV1XZK9V1N2714406 & \textbf{\small Mileage} & 21,870 \\ \hline
\end{tabularx}

\textbf{Financial details}\\[2pt]
\begin{tabularx}{\linewidth}{Xr}\toprule
Cash price & £28,995.00 \\ Advance payment & £4,000.00 \\ Amount of credit & £24,995.00 \\
Total charge for credit & £5,361.40 \\ Total amount payable & £34,356.40 \\
60 monthly instalments of & £505.94 \\ APR & 8.4\% \\ \bottomrule
\end{tabularx}

\textbf{Ownership.} The goods remain the property of the Creditor until you have paid the total amount payable. You must not sell or part with the goods before then.

\textbf{Right of withdrawal.} You have the right to withdraw from this agreement without giving a reason within 14 days beginning with the day after the day on which the agreement is made. If you withdraw you must repay the credit and interest at a daily rate of £5.75.

\textbf{Missing payments.} Missing payments could have severe consequences, including legal proceedings and the repossession of the goods, and may make obtaining credit more difficult.

\textbf{Termination: your rights.} You have a right to end this agreement. To do so, you should write to the person authorised to receive your payments. We will then be entitled to the return of the goods and to half the total amount payable under this agreement, that is £17,178.20. If you have already paid at least this amount plus any overdue instalments you will not have to pay any more, provided you have taken reasonable care of the goods.

\textbf{Repossession: your rights.} If you fail to keep to your side of this agreement but you have paid at least one-third of the total amount payable, that is £11,452.13, we may not take back the goods against your wishes unless we get a court order.

\newpage
\textbf{Declaration by the Customer}

This is a Conditional Sale Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. By signing you confirm that you have received the pre-contract credit information and a copy of this agreement.

\vspace{6pt}
\sig{tag0}{0.58\linewidth}{Signature of Customer}\hfill\sig{tagd0}{0.3\linewidth}{Date}\\[1pt]
{\footnotesize Mr Łukasz Wiśniewski}

\vspace{14pt}
\sig{tag1}{0.58\linewidth}{Signed for and on behalf of the Creditor}\hfill\sig{tagd1}{0.3\linewidth}{Date of agreement}\\[1pt]
{\footnotesize Heronsgate Finance Ltd}

\vspace{14pt}
\sig{tag2}{0.58\linewidth}{Credit broker (for Medway Bridge Motors Ltd)}
'''},
 {
  'file': 'xelatex-part-exchange-GMC-PX-3381.pdf',
  'truth': {'kinds': ['producer: xelatex', 'kind: part-exchange', 'name: Polish with diacritics', 'registration: part-exchange vehicle is the subject',
                      'decoy: the car being bought', 'signature: customer and dealer side by side'],
            'documentType': 'trade_in_agreement', 'customerName': 'Agnieszka Zając', 'reg': 'SN16OXW', 'otherRegs': ['SY24DMK'], 'dealer': 'Glenmorven Cars Ltd'},
  'places': [{'label': 'Customer', 'signer': 'customer', 'date': True},
             {'label': 'Appraiser, for Glenmorven Cars Ltd', 'signer': 'dealer', 'date': True}],
  'body': head('Glenmorven Cars Ltd', ['22 Kelvinhaugh Street, Glasgow G3 8NU', 'Tel 0141 496 0732 \\quad Company No. SC512280'],
               'Part-Exchange Appraisal and Agreement', 'PX-3381') + r'''
\vspace{4pt}
\begin{tabularx}{\linewidth}{|p{36mm}|X|}\hline
\kv{Customer}{Agnieszka Zając}
\kv{Address}{Flat 2/1, 58 Dumbarton Road, Glasgow G11 6PF}
\kv{Vehicle taken in part exchange}{Volkswagen Polo 1.0 TSI Match, Reflex Silver}
\kv{Registration}{SN16 OXW}
\kv{Mileage}{64,920}
\kv{Service history}{Full, 7 stamps}
\kv{Finance outstanding}{£1,146.32 to Cobalt Auto Credit Ltd (settled by dealer)}
\kv{Against purchase of}{Kia Picanto 1.0 GT-Line, SY24 DMK}
\end{tabularx}

\textbf{Appraisal}\\[2pt]
\begin{tabularx}{\linewidth}{Xll}\toprule
Item & Condition & Deduction \\ \midrule
Bodywork & Light scratches rear bumper & £90.00 \\
Tyres & Front pair 3\,mm & £0.00 \\
Interior & Good & £0.00 \\
MOT & Due 03/2027 & £0.00 \\ \midrule
Part-exchange allowance & & £6,400.00 \\
Less settlement & & £1,146.32 \\
Net allowance & & £5,253.68 \\ \bottomrule
\end{tabularx}

The customer confirms that she is the owner of the part-exchange vehicle or has the authority of the owner to sell it, that the information given above is correct, and that the vehicle has not been an insurance total loss. The allowance is valid only if the vehicle is handed over in the same condition and with not more than 200 further miles.

\vspace{10pt}
\sig{tag0}{0.3\linewidth}{Customer}\hspace{0.03\linewidth}\sig{tagd0}{0.14\linewidth}{Date}\hfill
\sig{tag1}{0.3\linewidth}{Appraiser, for Glenmorven Cars Ltd}\hspace{0.03\linewidth}\sig{tagd1}{0.14\linewidth}{Date}
'''},
 {
  'file': 'xelatex-pdi-checklist-PCA-PDI-762.pdf',
  'font': 'DejaVu Sans',
  'truth': {'kinds': ['producer: xelatex', 'kind: pre-delivery inspection', 'registration: current', 'name: South Asian', 'signature: two dealer places before the customer'],
            'documentType': 'delivery_receipt', 'customerName': 'Fatima Begum', 'reg': 'MK73ZPE', 'dealer': 'Pennine Crest Autos Ltd'},
  'places': [{'label': 'Technician', 'signer': 'dealer'},
             {'label': 'Sales manager', 'signer': 'dealer'},
             {'label': 'Customer acceptance', 'signer': 'customer', 'date': True}],
  'body': head('Pennine Crest Autos Ltd', ['Moorside Trading Estate, Broadway, Oldham OL9 6HX', 'Workshop 0161 496 0219'],
               'Pre-Delivery Inspection (PDI) Checklist', 'Job PDI-762') + r'''
\vspace{2pt}
{\small\begin{tabularx}{\linewidth}{|l|X|l|X|}\hline
\textbf{Customer} & Mrs Fatima Begum & \textbf{Handover} & 07/12/2026 \\ \hline
\textbf{Vehicle} & Cupra Born 58kWh V2 & \textbf{Registration} & MK73 ZPE \\ \hline
\textbf{Mileage in} & 9,412 & \textbf{Technician} & D. Halliwell \\ \hline
\end{tabularx}}

{\small\begin{tabularx}{\linewidth}{|X|c|c|X|}\hline
\rowcolor[gray]{0.88}\textbf{Check} & \textbf{Pass} & \textbf{Fail} & \textbf{Notes} \\ \hline
Exterior paint and panels & ✓ & & Stone chip bonnet touched in \\ \hline
Wheels, tyres and pressures & ✓ & & 2.5 bar all round \\ \hline
Lights, indicators, wipers & ✓ & & \\ \hline
12 V battery and HV charge level & ✓ & & 92\% \\ \hline
Charging cables (type 2 and 3-pin) & ✓ & & Both in boot \\ \hline
Warning lights and fault codes & ✓ & & None stored \\ \hline
Brakes and road test & ✓ & & 6 miles \\ \hline
Interior valet & ✓ & & \\ \hline
Software update & & ✓ & Booked for first service \\ \hline
Two keys, handbook, V5C & ✓ & & \\ \hline
\end{tabularx}}

\vspace{6pt}
\sig{tag0}{0.44\linewidth}{Technician}\hfill\sig{tag1}{0.44\linewidth}{Sales manager}

\vspace{10pt}
I have inspected the vehicle with the technician and accept it in the condition recorded above.

\sig{tag2}{0.6\linewidth}{Customer acceptance}\hfill\sig{tagd2}{0.3\linewidth}{Date}
'''},
 {
  'file': 'xelatex-order-form-KFG-OF-2290.pdf',
  'font': 'Latin Modern Roman',
  'truth': {'kinds': ['producer: xelatex', 'kind: order form', 'two customers', 'name: Irish with accents', 'registration: personalised',
                      'signature: buyers side by side', 'signature: for and on behalf of the dealer'],
            'documentType': 'sales_agreement', 'customerName': 'Siobhán Ní Mhurchú', 'reg': 'S10BHN', 'dealer': 'Kingfisher Garage (Ashford) Ltd'},
  'places': [{'label': 'Buyer 1', 'signer': 'customer', 'date': True},
             {'label': 'Buyer 2', 'signer': 'customer2', 'date': True},
             {'label': 'For and on behalf of Kingfisher Garage (Ashford) Ltd', 'signer': 'dealer'}],
  'body': head('Kingfisher Garage (Ashford) Ltd', ['Station Approach, Ashford, Kent TN23 1QP', 'Tel 01233 960 455 \\quad VAT GB 402 7719 05'],
               'Order for a Used Vehicle', 'Order OF-2290') + r'''
\vspace{4pt}
\begin{tabularx}{\linewidth}{|p{36mm}|X|}\hline
\kv{Buyer 1}{Ms Siobhán Ní Mhurchú}
\kv{Buyer 2}{Mr Cathal Ó Murchú}
\kv{Address}{Tigh na Mara, 3 Canterbury Road, Kennington, Ashford TN24 9QB}
\kv{Vehicle}{Land Rover Defender 110 2.0 D240 SE}
\kv{Registration}{S10 BHN (cherished transfer already completed)}
\kv{Mileage}{33,506}
\end{tabularx}

\begin{tabularx}{\linewidth}{Xr}\toprule
Price of vehicle & £46,750.00 \\ Extended warranty (24 months) & £895.00 \\
Deposit paid & £5,000.00 \\ \midrule \textbf{Balance payable before delivery} & \textbf{£42,645.00} \\ \bottomrule
\end{tabularx}

\textbf{Terms.} The buyers order the vehicle above on the dealer's terms of business. The deposit is refundable only if the dealer cannot supply the vehicle. The vehicle will be released when the balance has cleared. Both buyers are jointly and severally liable under this order.

\vspace{8pt}
\sig{tag0}{0.3\linewidth}{Buyer 1}\hspace{0.02\linewidth}\sig{tagd0}{0.15\linewidth}{Date}\hfill
\sig{tag1}{0.3\linewidth}{Buyer 2}\hspace{0.02\linewidth}\sig{tagd1}{0.15\linewidth}{Date}

\vspace{14pt}
\sig{tag2}{0.6\linewidth}{For and on behalf of Kingfisher Garage (Ashford) Ltd}\\[1pt]{\footnotesize Sales executive: Hannah Okoro}
'''},
]
