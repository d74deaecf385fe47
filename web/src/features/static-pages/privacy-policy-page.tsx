import { SITE } from '@tender/shared/constants';
import { PRIVACY_POLICY_UPDATED } from '@tender/shared/privacy-policy';
import { StaticPage } from './static-page';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" lead={`Last updated: ${PRIVACY_POLICY_UPDATED}`}>
      <p>
        This policy explains what information {SITE.name} (&quot;we&quot;, &quot;us&quot;) collects through this
        website, why we collect it and how we protect it. By using the website you agree to the practices described
        here.
      </p>
      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Contact enquiries:</strong> your name, email address, phone number, subject and message when you use
          the contact form.
        </li>
        <li>
          <strong>Registration details:</strong> company and director details, PAN, GSTIN, addresses, bank details,
          documents and certificates that vendors and buyers provide when they register or update their profile.
        </li>
        <li>
          <strong>Payment details:</strong> the payment and order identifiers returned by our payment provider. We do
          not receive or store card numbers.
        </li>
        <li>
          <strong>Technical data:</strong> the session information your browser needs to keep you signed in. It is kept
          in your browser&apos;s session storage and cleared when you log out or close the tab.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your information to answer enquiries, verify and pre-qualify registrants, publish and administer tenders,
        send account and tender emails, and meet our legal and tax obligations. We do not sell personal information.
      </p>
      <h2>Sharing</h2>
      <p>
        Registration details are shared with the organisations inviting a tender only as far as needed to evaluate a
        bid. We share data with service providers (hosting, email, payments) who process it on our behalf, and with
        authorities when the law requires it.
      </p>
      <h2>Storage and security</h2>
      <p>
        Uploaded documents are stored privately and are reachable only through short-lived links. Access within our team
        is limited to the people who need it for their work.
      </p>
      <h2>Children&apos;s privacy</h2>
      <p>
        This website is meant for businesses and professionals. It is not addressed to children under 13, and we do not
        knowingly collect personal information from children under 13. If you believe a child has given us personal
        information, contact us and we will delete it.
      </p>
      <h2>Your consent</h2>
      <p>
        When you register or sign up you are asked to agree to this policy. We record which version of it you agreed to,
        when, and the network address and browser it was agreed from.
      </p>
      <h2>Your rights under the Digital Personal Data Protection Act, 2023</h2>
      <ul>
        <li>
          <strong>A summary and a copy of your data:</strong> on My Info, &quot;Download my data&quot; prepares a ZIP
          file with every field and list of your account and profile, your consents, payments and tax invoices, and the
          files you uploaded. We mail you a link to it; the link expires after 7 days.
        </li>
        <li>
          <strong>Correction:</strong> you can review and correct your account on My Info and your company profile on
          the profile pages at any time after logging in.
        </li>
        <li>
          <strong>Erasure:</strong> you can ask for your account to be erased. We then remove your personal fields and
          identity documents, and keep only what the law requires us to keep (payment records and GST tax invoices, for
          8 years), marked as such.
        </li>
        <li>
          <strong>Grievances:</strong> write to our grievance officer at {SITE.email} or call {SITE.phone}. We answer
          within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.
        </li>
      </ul>
      <h2>Changes to this policy</h2>
      <p>We may update this policy. The date at the top of this page shows when it was last changed.</p>
      <h2>Contact</h2>
      <p>
        {SITE.name}, {SITE.address}. Phone {SITE.phone}, email {SITE.email}.
      </p>
    </StaticPage>
  );
}
