# The documents laid out as SVG and exported to PDF by Inkscape (07–10).
from spec import sig

T = 'producer: Inkscape'


def cell(label, signer, date=False):
    return {'place': sig(label, signer, style='cell', date=date)}


HANDOVER_CELLS = [cell('Customer signature', 'customer'), cell('Handover by (Sales Executive)', 'dealer')]
HANDOVER = {
    'file': '07-handover.pdf', 'title': 'Vehicle Handover Checklist',
    'kinds': [T, 'kind: delivery receipt', 'places are table cells', 'courtesy car returned', 'accented name', 'courtesy car plate'],
    'documentType': 'delivery_receipt', 'customerName': 'Zoë Castellano', 'vehicleRegistration': 'BF26KLM',
    'otherRegistrations': ['BD73XCV'], 'dealershipName': 'Marsh Lane Motors',
    'blocks': [
        {'t': 'right', 'text': 'Marsh Lane Motors Ltd\nUnit 2, Marsh Lane, Bristol BS3 2JN\nsales@marshlanemotors.example'},
        {'t': 'h', 'text': 'Vehicle Handover Checklist'},
        {'t': 'kv', 'rows': [['Customer', 'Zoë Castellano'], ['Vehicle', 'MG4 EV Trophy Long Range, Dover White'],
                             ['Registration', 'BF26 KLM'], ['VIN', 'LSJW74095RZ118224'], ['Odometer at handover', '14 miles'],
                             ['Courtesy car returned', 'MG ZS BD73 XCV — returned 09:40, fuel 3/4, no new damage']]},
        {'t': 'grid', 'widths': [0.72, 0.28], 'rows': [
            ['Item explained / handed over', 'Done'], ['Two keys and key card', 'Yes'], ['Charging cables (Type 2 and 3-pin)', 'Yes'],
            ['Owner\'s manual, service booklet and warranty terms', 'Yes'], ['Infotainment paired with customer\'s phone', 'Yes'],
            ['Tyre repair kit and locking wheel nut', 'Yes'], ['Paintwork and interior inspected with the customer', 'Yes'],
            ['V5C application submitted to DVLA', 'Yes']]},
        {'t': 'p', 'text': 'I confirm that I have received the vehicle described above in good condition together with the items listed, and that its features and controls have been explained to me.'},
        {'t': 'grid', 'widths': [0.4, 0.4, 0.2], 'minHeight': 46, 'places': [c['place'] for c in HANDOVER_CELLS],
         'rows': [[HANDOVER_CELLS[0], HANDOVER_CELLS[1], 'Date\n02/12/2026']]},
    ]}

SERVICE = {
    'file': '08-service-plan.pdf', 'title': 'Service Plan Agreement',
    'kinds': [T, 'kind: service plan', 'rules with labels below', 'title and initial in the header', 'service manager\'s place'],
    'documentType': 'service_contract', 'customerName': 'Oluwaseun Adebayo', 'vehicleRegistration': 'LN68RFE',
    'otherRegistrations': [], 'dealershipName': 'Whitfield Road Garage',
    'blocks': [
        {'t': 'h', 'text': 'Fixed Price Service Plan'},
        {'t': 'sub', 'text': 'Whitfield Road Garage · Whitfield Road, Coventry CV5 8QA · Plan no. SP-22817'},
        {'t': 'kv', 'rows': [['Plan holder', 'Mr O. Adebayo'], ['Full name', 'Oluwaseun Adebayo'], ['Vehicle', 'Volkswagen Golf 1.5 TSI Life, LN68 RFE'],
                             ['Plan', '3 services (minor, major, minor) over 36 months'], ['Monthly payment', '£21.50 by Direct Debit']]},
        {'t': 'p', 'text': 'The plan covers the labour, parts and fluids for the manufacturer\'s scheduled services listed above when they are carried out by us. It does not cover MOT tests, tyres, brake pads and discs, wiper blades, bulbs or repairs found during a service. If you sell the vehicle, the plan may be transferred to the new keeper or cancelled; on cancellation we refund payments made less the retail value of services already carried out.'},
        {'t': 'p', 'text': 'Payments are collected by Direct Debit on the 1st of each month. Two missed payments end the plan.'},
        {'t': 'sig', 'places': [sig('Plan holder\'s signature', 'customer', style='rule_below')]},
        {'t': 'sig', 'places': [sig('Service manager', 'dealer', style='rule_below', date=False)]},
    ]}

COMMISSION = {
    'file': '09-commission-disclosure.pdf', 'title': 'How we are paid',
    'kinds': [T, 'kind: commission disclosure', 'underscores', 'lenders named in the body', 'Welsh name', 'no dealer place'],
    'documentType': 'other', 'customerName': 'Gwenllian Rees', 'vehicleRegistration': 'CA24TPW',
    'otherRegistrations': [], 'dealershipName': 'Teifi Valley Cars',
    'blocks': [
        {'t': 'h', 'text': 'Commission Disclosure — How We Are Paid'},
        {'t': 'sub', 'text': 'Teifi Valley Cars is a credit broker, not a lender. FRN 778104.'},
        {'t': 'p', 'text': 'We introduce customers to a limited number of lenders: Aldgate Finance Services Ltd, Morven Auto Credit Ltd and Pennine Motor Loans plc. We will receive a commission from the lender you choose for introducing you to it. The commission may be a fixed fee or a percentage of the amount you borrow, and it may differ between lenders and products.'},
        {'t': 'p', 'text': 'For the finance proposed for your purchase of the Citroën C4 CA24 TPW, we would receive £842.00 from Aldgate Finance Services Ltd. The interest rate you are offered is not affected by the commission we receive. You can ask us for more information about the commission at any time before you sign the credit agreement.'},
        {'t': 'kv', 'rows': [['Customer', 'Gwenllian Rees'], ['Vehicle', 'Citroën C4 1.2 PureTech Shine, CA24 TPW'], ['Amount of credit', '£14,200.00']]},
        {'t': 'p', 'text': 'I have read and understood this disclosure.'},
        {'t': 'sig', 'places': [sig('Customer signature', 'customer', style='under', printed='Customer signature')]},
    ]}

PAINT_INS = {
    'file': '10-paint-protection.pdf', 'title': 'Paint and Interior Protection',
    'kinds': [T, 'kind: paint protection insurance', 'boxes with the label above', 'joint customers', 'O\' surname', 'previous plate of the same car'],
    'documentType': 'insurance', 'customerName': 'Saoirse O\'Rourke', 'otherCustomers': ['Liam Byrne'],
    'vehicleRegistration': 'LB73RTY', 'otherRegistrations': ['Y6SOR'.replace(' ', '')], 'dealershipName': 'Crossgates Car Centre',
    'blocks': [
        {'t': 'h', 'text': 'Paint & Interior Protection — Policy Schedule'},
        {'t': 'sub', 'text': 'Crossgates Car Centre, Leeds LS15 8GB · Underwritten by Pennine Guarantee Insurance Ltd'},
        {'t': 'kv', 'rows': [['Policyholders', 'Ms Saoirse O\'Rourke and Mr Liam Byrne'], ['Vehicle', 'Hyundai Tucson 1.6 T-GDi Premium'],
                             ['Registration', 'LB73 RTY (registered as Y6 SOR until 10/2026, private plate retained)'],
                             ['Cover', 'Exterior paint, wheels and interior fabric, 5 years'], ['Premium', '£495.00, paid in full']]},
        {'t': 'p', 'text': 'The policy pays for the repair of accidental paint chips, scratches up to 30 cm, bird lime and tree sap damage, and stains or burns to the interior fabric, at a repairer we appoint. Claims must be made within 14 days of the damage. There is no excess. You may cancel within 30 days for a full refund if you have not claimed.'},
        {'t': 'sig', 'places': [sig('Policyholder 1', 'customer', style='box'), sig('Policyholder 2', 'customer2', style='box')]},
        {'t': 'sig', 'places': [sig('Sold by (Crossgates Car Centre)', 'dealer', style='box', date=False)]},
    ]}

DOCS = [HANDOVER, SERVICE, COMMISSION, PAINT_INS]
