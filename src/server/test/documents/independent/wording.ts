// Wording found on real UK dealer and lender paperwork, shared by every producer of the independent set:
// long enough to fill pages as real terms do, and full of words a reader could take for a name or a plate.

export const HP_TERMS = [
  'The goods remain the property of the Creditor until you have paid all amounts due under this agreement, including the option to purchase fee. Until then you hire the goods and must not sell, pledge or part with possession of them.',
  'You must keep the goods in good condition and repair, have them serviced in accordance with the manufacturer’s recommendations by a VAT registered garage, and keep them fully comprehensively insured.',
  'You may end this agreement by writing to the person authorised to receive payments. If you do, you must return the goods and pay any arrears; if you have paid less than half of the total amount payable you must bring payments up to one half.',
  'If you miss a payment we may charge default interest at the rate of interest shown above and a fee of £25.00 for each letter we send about arrears. Missing payments could have severe consequences and make obtaining credit more difficult.',
  'Once you have paid one-third of the total amount payable the goods become protected goods and we may not repossess them without a court order.',
  'You have the right to withdraw from this agreement without giving any reason within 14 days beginning with the day after the day on which you receive a copy of the executed agreement.',
  'You have the right to settle this agreement in full or in part at any time by giving notice to us and paying the amount due. You are entitled to a statement of the settlement figure on request, free of charge.',
  'We may transfer our rights under this agreement. You may not transfer your rights and duties without our written consent.',
];

export const FOS =
  'If you have a complaint, please contact us first. If you are not satisfied with our response you may be able to refer your complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (telephone 0800 023 4567, www.financial-ombudsman.org.uk).';

export const FCA = (firm: string, number: string) =>
  `${firm} is authorised and regulated by the Financial Conduct Authority, firm reference number ${number}. We act as a credit broker and not a lender and may receive a commission from the lender.`;

export const SALE_TERMS = [
  'The vehicle is sold subject to the Consumer Rights Act 2015. Nothing in these conditions affects your statutory rights.',
  'The mileage shown is that recorded on the odometer and is not guaranteed unless stated on the vehicle’s service history.',
  'The part-exchange allowance is given on the basis that the vehicle is delivered to us in the condition it was in when appraised, with no outstanding finance other than as declared.',
  'A deposit paid on this order is refundable only if we cannot supply the vehicle by the estimated delivery date.',
  'Title in the vehicle passes to the purchaser when payment in full has been received in cleared funds.',
  'Road fund licence, first registration fee and number plates are included in the on-the-road price where stated.',
];

export const WARRANTY_TERMS = [
  'This warranty covers the mechanical and electrical failure of the parts listed in the schedule. Wear and tear, consumable items and damage caused by accident, neglect or misuse are not covered.',
  'The vehicle must be serviced at the intervals recommended by the manufacturer. Evidence of servicing must be kept and may be requested before any claim is authorised.',
  'Claims must be authorised by the administrator before any repair is started. Repairs carried out without authorisation will not be paid.',
  'The maximum claim limit is the lower of the value of the vehicle at the date of claim or the claim limit shown in the schedule.',
  'This warranty may be transferred to a subsequent private owner on payment of a transfer fee of £25.00.',
  'You may cancel this warranty within 30 days of purchase for a full refund, provided no claim has been made.',
];

export const GAP_TERMS = [
  'Return to Invoice GAP insurance pays the difference between your motor insurer’s total loss settlement and the invoice price of the vehicle.',
  'This is a general insurance product. You are not obliged to buy it from us and you may buy GAP insurance elsewhere.',
  'Cover starts on the date of collection of the vehicle and lasts for the period shown in the schedule.',
  'The policy is underwritten by an insurer authorised by the Prudential Regulation Authority.',
];
