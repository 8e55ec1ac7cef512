import { LegalPage } from './legal-page.tsx';
import { SITE } from './site-content.ts';

const { contact, claims, brandName } = SITE;

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${brandName} collects, uses, shares, keeps and protects personal data, and your rights under UK GDPR.`}
      sections={[
        {
          heading: 'Who we are',
          body: (
            <p>
              {brandName} provides an electronic signing service for UK vehicle dealerships. For the accounts
              of dealers and their staff we are the data controller. For the customer data a dealership puts
              into
              {` ${brandName}`} (its customers' details, documents, signatures, ID images and videos) the
              dealership is the controller and we process that data on its behalf and on its instructions.
            </p>
          ),
        },
        {
          heading: 'Data we collect',
          body: (
            <ul>
              <li>
                Dealer accounts: name, e-mail address, dealership name, phone, address and website, password
                (stored only as a secure hash).
              </li>
              <li>
                Customer records a dealer enters: name, e-mail, phone, address, postcode and vehicle
                registration.
              </li>
              <li>
                Documents uploaded for signing and the text read from them; signatures; ID document photos and
                videos a dealer captures.
              </li>
              <li>
                Signing evidence: the times a document was sent, opened and signed, with the IP address and
                browser of the signer.
              </li>
              <li>
                Demo requests from this website: contact name, phone, e-mail, website and the time you would
                like us to call.
              </li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <ul>
              <li>
                To provide the service: sending documents, collecting signatures, sealing signed copies and
                keeping the audit trail.
              </li>
              <li>To send service e-mails, such as signing requests, notifications and password resets.</li>
              <li>To keep the service secure, prevent misuse and meet our legal obligations.</li>
              <li>To answer your enquiries and arrange the demos you ask for.</li>
            </ul>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              We do not sell personal data. We share it only with the suppliers who run the service for us
              (hosting, storage and e-mail delivery) under contracts that protect it, with the dealership that
              holds a customer's records, and where the law requires.
            </p>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <>
              <p>
                A signed set (the sealed documents, the signatures in them and their audit trail) is kept for{' '}
                {claims.retentionYears} years from the day it was completed, so that the dealership and the
                customer can prove what was signed, by whom and when. Until then neither the dealership nor a
                request for erasure can delete it; the dealership is shown the date from which it may. Where a
                dispute or an inquiry needs a set for longer, we can place a legal hold on it, which lasts
                until we release it.
              </p>
              <p>
                Other account data is kept while the account is open and deleted or anonymised afterwards
                unless the law needs us to keep it longer.
              </p>
            </>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              Data travels over encrypted connections. Signed documents are sealed with a digital certificate
              so that any change shows. ID documents can be password protected. Access is limited to the
              dealership's own staff and, for support and administration, to our authorised staff.
            </p>
          ),
        },
        {
          heading: 'Your rights under UK GDPR',
          body: (
            <>
              <p>You have the right to:</p>
              <ul>
                <li>be told how your data is used (this policy) and get a copy of it;</li>
                <li>have inaccurate data corrected;</li>
                <li>have data erased, or its use restricted, where the law allows;</li>
                <li>object to processing based on legitimate interests;</li>
                <li>data portability, for data you gave us;</li>
                <li>complain to the Information Commissioner's Office (ico.org.uk).</li>
              </ul>
              <p>
                If a dealership holds your data as its customer, ask the dealership: it can export everything{' '}
                {brandName} holds about you (your details, every signing request with its history, and your
                signed copies) as one ZIP file, and erase your data. Erasure removes your contact details and
                vehicle, and every signing request that need not be kept, with its history and copies. Signed
                sets still within their {claims.retentionYears} years (or under a legal hold) are kept, with
                your name and e-mail address as the signer, and the answer says which and until when. A record
                of the erasure (when, what was removed and what was kept and why) is kept; it holds no
                personal data. Files the dealership keeps in its own records (such as a copy of your driving
                licence) are its to judge: it is told of them, and may have to keep them. We will help the
                dealership answer your request.
              </p>
            </>
          ),
        },
        {
          heading: 'Cookies',
          body: (
            <p>
              We set one cookie: the session cookie that keeps a dealer signed in. It is strictly necessary,
              so it needs no consent. We use no advertising or analytics cookies.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Write to us at {contact.email}, call {contact.phone}, or by post to{' '}
              {contact.headOffice.join(', ')}.
            </p>
          ),
        },
      ]}
    />
  );
}
