"""Makes the documents typeset by lualatex (fontspec; Latin Modern and Liberation Serif), with their specs and truths.

Each place's rule, frame, cell border or dots is coloured rgb(0, 0, tag) with xcolor; TeX draws rules and frames as
filled bars, which measure.py reads as such.
"""
import os
import shutil
import subprocess
import sys

from plot import SCRATCH, write_spec

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "..", "files")

PREAMBLE = r"""\documentclass[10pt]{article}
\usepackage[a4paper,margin=2cm]{geometry}
\usepackage{fontspec}
\usepackage{xcolor}
\usepackage{colortbl}
\usepackage{tabularx}
\setmainfont{%(font)s}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlength{\parskip}{5pt}
\hypersetup{}
\def\tag#1{\color[RGB]{0,0,#1}}
\begin{document}
"""

CLAUSE = (
    "The vehicle remains the property of the finance company until every payment has been made. You must insure it "
    "comprehensively, keep it in good condition and tell us if you change your address. Excess mileage over the "
    "agreed annual mileage is charged at the rate shown if you return the vehicle at the end. "
)


def pcp():
    body = r"""
{\Large\bfseries Harrowgate Cars of Darlington}\\
{\small 90 Harrowgate Hill, Darlington DL1 3AD \quad Credit broker, FRN 661204}
\par\noindent\rule{\textwidth}{0.8pt}
{\LARGE\bfseries Personal Contract Purchase Agreement}\\
Regulated by the Consumer Credit Act 1974. Agreement number TFL-PCP-0093321. Lender: Teesdale Finance Ltd.

\begin{tabularx}{\textwidth}{|l|X|}\hline
\textbf{Customer} & NWOSU-MacDONALD, Adaeze Chiamaka (Mrs)\\\hline
\textbf{Address} & 12 Pierremont Crescent, Darlington DL3 9PA\\\hline
\textbf{Vehicle} & Cupra Formentor 1.5 eTSI V2, registration NL74 CUP\\\hline
\textbf{Part exchange} & Seat Leon FR, registration NK67 OXB\\\hline
\end{tabularx}

\begin{tabularx}{\textwidth}{|X|r|}\hline
Cash price & \pounds 36,410.00\\\hline
Deposit (part exchange) & \pounds 7,250.00\\\hline
Amount of credit & \pounds 29,160.00\\\hline
47 monthly payments & \pounds 389.22\\\hline
Optional final payment & \pounds 15,230.00\\\hline
Annual mileage & 8,000\\\hline
APR & 9.9\%%\\\hline
\end{tabularx}

\textbf{Terms.} %(clause)s %(clause)s

\textbf{Signatures.} Sign only if you want to be legally bound by the terms of this agreement.

\renewcommand{\arrayrulewidth}{0.6pt}
\begin{tabular}{!{\color{black}\vrule}p{4.2cm}!{\color[RGB]{0,0,1}\vrule}p{6.5cm}!{\color[RGB]{0,0,1}\vrule}p{1.2cm}!{\color[RGB]{0,0,2}\vrule}p{2.6cm}!{\color[RGB]{0,0,2}\vrule}}
\arrayrulecolor{black}\cline{1-1}\arrayrulecolor[RGB]{0,0,1}\cline{2-2}\arrayrulecolor{black}\cline{3-3}\arrayrulecolor[RGB]{0,0,2}\cline{4-4}
\rule{0pt}{34pt}\textbf{Signature of Customer} & & \textbf{Date} & \\
\arrayrulecolor{black}\cline{1-1}\arrayrulecolor[RGB]{0,0,1}\cline{2-2}\arrayrulecolor{black}\cline{3-3}\arrayrulecolor[RGB]{0,0,2}\cline{4-4}
\end{tabular}

\vspace{8pt}
\begin{tabular}{!{\color{black}\vrule}p{4.2cm}!{\color[RGB]{0,0,3}\vrule}p{6.5cm}!{\color[RGB]{0,0,3}\vrule}}
\arrayrulecolor{black}\cline{1-1}\arrayrulecolor[RGB]{0,0,3}\cline{2-2}
\rule{0pt}{34pt}\textbf{Signed for Teesdale Finance Ltd} & \\
\arrayrulecolor{black}\cline{1-1}\arrayrulecolor[RGB]{0,0,3}\cline{2-2}
\end{tabular}
""" % {"clause": CLAUSE}
    places = [
        {"tag": 1, "label": "Signature of Customer", "signer": "customer", "kind": "cell", "dateTag": 2, "dateKind": "cell"},
        {"tag": 3, "label": "Signed for Teesdale Finance Ltd", "signer": None, "kind": "cell", "dateTag": None, "dateKind": None},
    ]
    truth = {"documentType": "finance_agreement", "customerName": "Adaeze Nwosu-MacDonald", "otherCustomers": [],
             "vehicleRegistration": "NL74 CUP", "otherRegistrations": ["NK67 OXB"],
             "dealershipName": "Harrowgate Cars of Darlington"}
    return "Latin Modern Roman", body, places, truth, ["table cells with coloured borders", "Mac with capitals", "lender's cell"]


def gap_declined():
    body = r"""
\begin{center}{\Large\bfseries Ynys Môn Motors}\\{\small Penrhos Industrial Estate, Holyhead LL65 2UQ}\end{center}
\vspace{10pt}
{\large\bfseries Declaration: GAP insurance offered and declined}

Customer: \textbf{ĐORĐEVIĆ, Milica (Miss)} \hfill Vehicle: Dacia Duster 1.3 TCe Journey, \textbf{CC24 DXN}

When you buy a vehicle with finance, the settlement your motor insurer pays after a total loss or theft may be less
than you owe. Guaranteed Asset Protection (GAP) insurance covers that shortfall. It was explained to you that:

\begin{itemize}
\item GAP insurance is optional and you do not have to buy it from us;
\item if you buy it from us you may not do so until two days after we first told you about it;
\item you may buy GAP insurance from another provider.
\end{itemize}

I confirm that GAP insurance was offered to me and I have chosen not to buy it.

\vspace{24pt}
Customer's signature \quad {\tag{1}\rule[-2pt]{7cm}{0.5pt}} \hfill Date \quad {\tag{2}\rule[-2pt]{3cm}{0.5pt}}

\vspace{24pt}
Business manager \quad {\tag{3}\rule[-2pt]{7cm}{0.5pt}}
"""
    places = [
        {"tag": 1, "label": "Customer's signature", "signer": "customer", "kind": "rule", "dateTag": 2, "dateKind": "rule"},
        {"tag": 3, "label": "Business manager", "signer": "dealer", "kind": "rule", "dateTag": None, "dateKind": None},
    ]
    truth = {"documentType": "insurance", "customerName": "Milica Đorđević", "otherCustomers": [],
             "vehicleRegistration": "CC24 DXN", "otherRegistrations": [], "dealershipName": "Ynys Môn Motors"}
    return "Latin Modern Sans", body, places, truth, ["Serbian name with Đ and ć", "rules beside labels", "Welsh dealer name"]


def sold_as_seen():
    body = r"""
{\Large\bfseries Ffordd Las Trade Centre}\hfill{\small Unit 9, Ffordd Las, Rhyl LL18 2SP}
\par\noindent\rule{\textwidth}{0.4pt}

{\large\bfseries SOLD AS SEEN --- TRADE SALE / SPARES OR REPAIR}

Vehicle: Volvo 240 GL Estate \hfill Registration: \textbf{E291 YGW} \hfill Cherished mark on retention: \textbf{VLV 240}

Buyer: Mr Pádraig McGLINCHEY-O'HARE, 3 Bryn Avenue, Prestatyn

This vehicle is sold as seen, for spares or repair, at a price that reflects its condition. It has not been
inspected or prepared by us and no warranty, express or implied, is given. The buyer has been told of the
following known faults: corrosion to sills and rear arches, automatic gearbox slipping, MOT expired.

The buyer confirms that he is buying the vehicle in the course of a business, or understands that a sale described
as spares or repair does not carry the protection given to a consumer buying a roadworthy vehicle.

\vspace{30pt}
\noindent\begin{minipage}[t]{0.46\textwidth}
{\tag{1}\makebox[\linewidth]{\dotfill}}\\[2pt]
{\small Signed by the buyer}\\[14pt]
{\tag{2}\makebox[0.5\linewidth]{\dotfill}}\\[2pt]
{\small Date}
\end{minipage}\hfill
\begin{minipage}[t]{0.46\textwidth}
{\tag{3}\makebox[\linewidth]{\dotfill}}\\[2pt]
{\small For Ffordd Las Trade Centre}
\end{minipage}
"""
    places = [
        {"tag": 1, "label": "Signed by the buyer", "signer": "customer", "kind": "chars", "dateTag": 2, "dateKind": "chars"},
        {"tag": 3, "label": "For Ffordd Las Trade Centre", "signer": "dealer", "kind": "chars", "dateTag": None, "dateKind": None},
    ]
    truth = {"documentType": "warranty_disclaimer", "customerName": "Pádraig McGlinchey-O'Hare", "otherCustomers": [],
             "vehicleRegistration": "E291 YGW", "otherRegistrations": ["VLV 240"],
             "dealershipName": "Ffordd Las Trade Centre"}
    return "Liberation Serif", body, places, truth, ["dots with labels under", "suffix-era prefix plate and dateless plate",
                                                   "Mc, O' and a fada in one name"]


DOCS = [("03-pcp-agreement", pcp), ("10-gap-declined", gap_declined), ("17-sold-as-seen", sold_as_seen)]


def main():
    only = sys.argv[1:]
    work = f"{SCRATCH}/tex"
    os.makedirs(work, exist_ok=True)
    for name, build in DOCS:
        if only and name not in only:
            continue
        font, body, places, truth, kinds = build()
        with open(f"{work}/{name}.tex", "w", encoding="utf-8") as f:
            f.write(PREAMBLE.replace(r"\hypersetup{}", "") % {"font": font} + body + "\n\\end{document}\n")
        subprocess.run(["lualatex", "-interaction=nonstopmode", "-halt-on-error", f"{name}.tex"], cwd=work, check=True,
                       stdout=subprocess.DEVNULL)
        pdf = f"{FILES}/{name}.pdf"
        shutil.copy(f"{work}/{name}.pdf", pdf)
        spec = f"{SCRATCH}/{name}.spec.json"
        write_spec(spec, f"{name}.pdf", kinds, truth, places)
        subprocess.run(["/usr/bin/python3", f"{HERE}/measure.py", spec, pdf, pdf, f"{FILES}/{name}.truth.json"], check=True)


if __name__ == "__main__":
    main()
