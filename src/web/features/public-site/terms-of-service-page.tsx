import { LegalPage } from './legal-page.tsx';
import { formatPrice, SITE } from './site-content.ts';

const { brandName, claims, contact } = SITE;

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms on which ${brandName} provides its electronic signing service to UK dealerships: plans, billing, cancellation, uptime and liability.`}
      sections={[
        {
          heading: 'Agreement',
          body: (
            <p>
              These terms apply when you create a {brandName} account or use the service. If you use it for a
              dealership, you accept them on the dealership's behalf and confirm you may do so.
            </p>
          ),
        },
        {
          heading: 'Eligibility',
          body: <p>You must be at least 18 years old and act for a business to hold an account.</p>,
        },
        {
          heading: 'Acceptable use',
          body: (
            <ul>
              <li>Send documents only to people who expect them and whose details you hold lawfully.</li>
              <li>Do not upload unlawful content or malware, or try to break or overload the service.</li>
              <li>Keep your password safe; you are responsible for what is done under your account.</li>
              <li>
                Follow the law that applies to your sales, including consumer credit and data protection
                rules.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Plans and billing',
          body: (
            <>
              <p>Plans are billed monthly in pounds sterling (GBP):</p>
              <ul>
                {SITE.plans.map((p) => (
                  <li key={p.name}>
                    {p.name}: {formatPrice(p.pricePerMonth)} per month (
                    {p.features.slice(0, 2).join(', ').toLowerCase()})
                  </li>
                ))}
              </ul>
              <p>We give at least 30 days' notice of any price change, by e-mail to the account holder.</p>
            </>
          ),
        },
        {
          heading: 'Cancellation',
          body: (
            <p>
              You may cancel at any time. Cancellation takes effect at the end of the current billing period;
              we do not refund part months.
            </p>
          ),
        },
        {
          heading: 'Availability',
          body: (
            <p>
              We aim for {claims.uptimeAim} uptime each month, excluding planned maintenance that we announce
              in advance. This is an aim, not a guarantee.
            </p>
          ),
        },
        {
          heading: 'Your data',
          body: (
            <p>
              Your documents and customer records remain yours. We process them as our Privacy Policy
              describes and keep signed documents and their audit trail for {claims.retentionYears} years.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              Our total liability to you in any 12-month period is limited to the fees you paid us in the 12
              months before the claim. We are not liable for indirect or consequential loss. Nothing in these
              terms limits liability that cannot be limited by law.
            </p>
          ),
        },
        {
          heading: 'Law',
          body: (
            <p>These terms are governed by the law of England and Wales, and its courts have jurisdiction.</p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about these terms: {contact.email} or {contact.phone}.
            </p>
          ),
        },
      ]}
    />
  );
}
