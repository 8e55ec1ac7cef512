// The second independent set's documents, described once and typeset by several producers (LaTeX, WeasyPrint,
// wkhtmltopdf, ReportLab, cairo, librsvg, LibreOffice Calc). A description says what is printed, in order; the
// producer decides where. Where each signing place landed is measured afterwards from the drawn rules, which
// every producer draws in a tag colour of its own kind (measure.py), so the truth is what was drawn.
import type { DocumentType } from '../../../../../shared/documents/document-types.ts';
import type { SignerSlot } from '../../../../../shared/documents/signers.ts';

export type Producer = 'pdflatex' | 'weasyprint' | 'wkhtmltopdf' | 'reportlab' | 'cairo' | 'rsvg' | 'calc';

/** A place to sign: a rule after its label, a box under its label, or a rule with the label printed under it. */
export type Sig = {
  label: string;
  style: 'rule' | 'box' | 'under';
  /** Whose place: a customer slot, the guarantor, the dealer, or null for nobody of ours (witness, creditor). */
  whose: SignerSlot | null;
  /** The caption of a date blank beside it ("Date"), when there is one. */
  date?: string;
};

export type Block =
  | { t: 'head'; dealer: string; lines: string[] }
  | { t: 'title'; text: string; sub?: string }
  | { t: 'h'; text: string }
  | { t: 'kv'; rows: [string, string][] }
  | { t: 'table'; head: string[]; rows: string[][] }
  | { t: 'p'; text: string; small?: boolean }
  /** One or two places side by side (left first). */
  | { t: 'sig'; items: Sig[] }
  | { t: 'page' };

export type Paper = {
  file: string;
  producer: Producer;
  /** The kind of paperwork, for the per-kind figures. */
  kind: string;
  /** What the document tests, in words. */
  kinds: string[];
  documentType: DocumentType;
  customerName: string;
  otherCustomers?: string[];
  vehicleRegistration: string | null;
  otherRegistrations: string[];
  dealershipName: string;
  blocks: Block[];
  /** ReportLab only: the values of the labelled rows typed into form fields. */
  formFields?: boolean;
};

/** The tag colours (0–255 grey) each producer draws signing rules and boxes in; nothing else uses them. */
export const TAG = { signRule: 40, dateRule: 44, signBox: 52, dateBox: 56 } as const;
export const hex = (v: number) => `#${v.toString(16).padStart(2, '0').repeat(3)}`;

/** Every place, in reading order (page by page, top down, left first), as measured places are sorted. */
export const placesOf = (paper: Paper): Sig[] => paper.blocks.flatMap((b) => (b.t === 'sig' ? b.items : []));

/** The label as a reader reports it: no trailing colon, dashes or pointing marks. */
export const cleanLabel = (label: string) => label.replace(/[\s:–—×✗✕>→-]+$/, '').trim();

/** Text safe inside XML or HTML. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const FOS =
  'If you are unhappy with our service you may complain to us first. If you are still not satisfied you can refer your complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR, telephone 0800 023 4567, www.financial-ombudsman.org.uk.';

export const CCA_WARNING =
  'This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. You have a right to withdraw from this agreement within 14 days of the day after the date you receive a copy of the executed agreement.';

export const TERMS_LONG = [
  '1. Ownership. The goods remain the property of the creditor until all sums due under this agreement have been paid. You must not sell, charge or part with possession of the goods.',
  '2. Payments. You must pay each payment on its due date by direct debit. If a payment is late we may charge interest on the overdue amount at the rate of interest shown in this agreement.',
  '3. Insurance and care. You must keep the goods in good repair and insure them comprehensively with a reputable insurer for their full replacement value, noting our interest.',
  '4. Termination by you. You may end this agreement by writing to us at any time before the final payment falls due. If you have paid less than one half of the total amount payable you must pay enough to bring your payments up to one half.',
  '5. Voluntary termination and excess mileage. If the vehicle is returned having covered more than the maximum annual mileage we may charge the excess mileage charge shown for each mile above that figure.',
  '6. Default. If you break this agreement we will serve a default notice as the Consumer Credit Act 1974 requires before taking any further action.',
  '7. Data protection. We will use your personal information to administer this agreement, to check your identity and to prevent fraud, and we will share it with credit reference agencies.',
];
