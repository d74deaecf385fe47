import { SITE } from '@tender/shared/constants';
import { StaticPage } from './static-page';

export function TermsConditionsPage() {
  return (
    <StaticPage title="Terms & Conditions" documentTitle="Terms and Conditions">
      <p>
        These terms govern the use of this website, operated by {SITE.name}, Pune. {SITE.footerNote} By browsing the
        website, registering or bidding you accept them.
      </p>
      <h2>1. Use of the website</h2>
      <p>
        The website publishes construction tenders on behalf of the organisations that invite them and lets contractors,
        consultants, suppliers and buyers register. You agree to use it only for these purposes and not to interfere
        with its operation or with other users&apos; accounts.
      </p>
      <h2>2. Accounts and registration</h2>
      <p>
        You must give true, complete and current information when you register, and keep your password confidential. You
        are responsible for everything done through your account. We may suspend accounts that give false information or
        misuse the website.
      </p>
      <h2>3. Tenders</h2>
      <p>
        Tender documents, dates and conditions are set by the inviting authority. The tender documents prevail over any
        summary shown on this website. Corrigenda, cancellations and re-tenders are published on the website, and
        bidders are responsible for checking them before submitting a bid.
      </p>
      <h2>4. Fees</h2>
      <p>
        Registration may carry a fee, shown with 18% GST before payment and paid in INR through our payment provider.
        Fees are governed by our Refund Policy.
      </p>
      <h2>5. Intellectual property</h2>
      <p>
        The content of this website belongs to {SITE.name} or to the organisations whose tenders are published. Tender
        documents may be used only to prepare a bid.
      </p>
      <h2>6. Liability</h2>
      <p>
        We take care to publish accurate information, but we do not guarantee that the website is always available or
        free of errors. To the extent the law allows, we are not liable for losses arising from the use of, or the
        inability to use, the website, including a bid that could not be submitted in time.
      </p>
      <h2>7. Governing law</h2>
      <p>These terms are governed by the laws of India. The courts at Pune have exclusive jurisdiction.</p>
      <h2>8. Contact</h2>
      <p>
        Questions about these terms: {SITE.email}, {SITE.phone}.
      </p>
    </StaticPage>
  );
}
