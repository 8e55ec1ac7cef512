// The nine feature cards of the landing page and the steps of each one's demo dialog.
// Every name and figure in the steps is fictional sample data.
import { SITE } from './site-content.ts';

export type FeatureDemo = {
  id: string;
  title: string;
  summary: string;
  steps: { title: string; body: string }[];
};

const { retentionYears, handoverVideoMinutes, maxJpegMegabytes } = SITE.claims;

export const FEATURE_DEMOS: FeatureDemo[] = [
  {
    id: 'upload',
    title: 'Upload and read documents',
    summary: 'Upload PDF or Word files; the customer name and registration are read out for you.',
    steps: [
      {
        title: 'Choose your files',
        body: 'Drop a PDF or Word file, for example a Credit Agreement for Jordan Example.',
      },
      {
        title: 'We read it',
        body: 'The text is extracted and the customer name and vehicle registration (SA25 MPL) are picked out.',
      },
      {
        title: 'Check and correct',
        body: 'Anything the reader was unsure of is highlighted so you can check it before sending.',
      },
    ],
  },
  {
    id: 'send',
    title: 'Send for signing by e-mail',
    summary: 'Pick a customer, choose the documents and send one secure signing link.',
    steps: [
      {
        title: 'Pick the customer',
        body: 'Search by name, e-mail or registration, or add a new customer inline.',
      },
      {
        title: 'Choose the set',
        body: 'Select the documents to sign together, such as a 3-document set: invoice, Credit Agreement and warranty.',
      },
      {
        title: 'Send',
        body: 'The customer receives one e-mail with a private link. You see when it was delivered.',
      },
    ],
  },
  {
    id: 'sign',
    title: 'Sign on any device',
    summary: 'Customers read and sign on their own phone, tablet or computer. No app, no account.',
    steps: [
      {
        title: 'Open the link',
        body: 'The customer opens the e-mail on any device; no download or sign-up is needed.',
      },
      { title: 'Read every page', body: 'Each document is shown in full, page by page, before signing.' },
      {
        title: 'Sign and submit',
        body: 'They draw or type their signature and submit the whole set at once.',
      },
    ],
  },
  {
    id: 'tracking',
    title: 'Real-time tracking',
    summary: 'See who has opened, read and signed, as it happens.',
    steps: [
      { title: 'Sent', body: 'Every request shows when it was sent and delivered.' },
      { title: 'Opened and reading', body: 'You are told when the customer opens the documents.' },
      {
        title: 'Signed',
        body: 'A notification arrives the moment the set is signed, with the sealed copies ready.',
      },
    ],
  },
  {
    id: 'customers',
    title: 'Customer management',
    summary: 'Every customer with their vehicle, documents and signing history in one place.',
    steps: [
      { title: 'Add a customer', body: 'Name, e-mail, phone, address, postcode and vehicle registration.' },
      { title: 'Find them again', body: 'Search is case-insensitive across name, e-mail and registration.' },
      { title: 'See their history', body: 'Every request sent to them, with its status and signed copies.' },
    ],
  },
  {
    id: 'id-capture',
    title: 'Mobile ID capture',
    summary: 'Photograph driving licences and proof of address with the phone camera.',
    steps: [
      {
        title: 'Choose the customer',
        body: 'Pick the customer and the document type, such as a driving licence.',
      },
      {
        title: 'Capture',
        body: `Take the photo with the camera; JPEG images up to ${maxJpegMegabytes}MB are kept.`,
      },
      {
        title: 'Protected',
        body: 'Identity documents are stored password protected beside the customer’s paperwork.',
      },
    ],
  },
  {
    id: 'handover',
    title: 'Video handover',
    summary: `Record a handover video of up to ${handoverVideoMinutes} minutes for the customer's file.`,
    steps: [
      { title: 'Select the customer', body: 'Choose who is collecting the vehicle.' },
      {
        title: 'Record',
        body: `Walk round the vehicle on camera; recording stops at ${handoverVideoMinutes} minutes.`,
      },
      { title: 'Keep it', body: 'The video is saved to the customer’s file, ready to play or download.' },
    ],
  },
  {
    id: 'audit',
    title: 'Audit trail and sealed copies',
    summary: `Every step recorded; signed documents sealed and kept for ${retentionYears} years.`,
    steps: [
      { title: 'Every step logged', body: 'Sent, delivered, opened, signed: each with its time and device.' },
      { title: 'Sealed', body: 'The signed PDFs are sealed with a digital certificate so any change shows.' },
      { title: 'Kept', body: `Documents and signatures are kept for ${retentionYears} years.` },
    ],
  },
  {
    id: 'branding',
    title: 'Your brand, your e-mail',
    summary: 'Your logo and colours on every page and e-mail, sent from your own address.',
    steps: [
      { title: 'Add your logo', body: 'Upload your dealership logo and pick your colours.' },
      {
        title: 'Connect your e-mail',
        body: 'Send through your own business mail server (SMTP) if you wish.',
      },
      { title: 'Customers see you', body: 'Signing pages and e-mails carry your name, not ours.' },
    ],
  },
];
