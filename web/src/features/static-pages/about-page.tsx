import { SITE } from '@tender/shared/constants';
import { StaticPage } from './static-page';

const SERVICES = [
  [
    'Tender management',
    'drafting tender documents and the notice inviting tender, running pre-bid meetings, answering clarifications, opening bids in the presence of bidders and preparing comparative statements.',
  ],
  [
    'Contractor and vendor pre-qualification',
    'checking PAN, GST registration, turnover certificates, machinery, technical staff and completed works before a firm is allowed to bid.',
  ],
  [
    'Project management consultancy',
    'master schedules, weekly site reviews, coordination of architects, structural consultants and MEP contractors, and monthly reports to the owner.',
  ],
  [
    'Quantity surveying and cost control',
    'bills of quantities, rate analysis, measurement books, certification of running bills and final accounts.',
  ],
  [
    'Quality assurance and safety audits',
    'inspection and test plans, cube and steel testing schedules, and site safety audits aligned with the applicable IS codes.',
  ],
  [
    'Contract administration',
    'work orders, variations, extensions of time, retention release and closure of defect liability periods.',
  ],
] as const;

export function AboutPage() {
  return (
    <StaticPage title="About Us" lead={SITE.mission}>
      <p>
        {SITE.name} is a project-management consultancy based in Shivajinagar, Pune. We work for the owners of
        construction projects — private developers, schools and hospitals, industrial companies and public bodies — and
        we run the tenders through which their contractors, consultants and suppliers are chosen.
      </p>
      <p>
        Our engineers, quantity surveyors and contract specialists have tendered work for more than 220 projects across
        Maharashtra, from housing towers in Baner and Wakad to warehouses in Chakan and roads on the eastern edge of the
        city. Over 3,000 contractors are registered with us, and about 96 projects are live on our sites today.
      </p>
      <p>
        This website is where those tenders are published. Registered vendors see every active tender, download
        documents, follow critical dates and keep their company profile — directors, technical staff, machinery, past
        works and certificates — up to date, so that pre-qualification takes days rather than weeks.
      </p>
      <h2>What we do</h2>
      <ul>
        {SERVICES.map(([title, text]) => (
          <li key={title}>
            <strong>{title}:</strong> {text}
          </li>
        ))}
      </ul>
      <h2>How we work</h2>
      <p>
        Every tender we run follows the same published timeline: document sale, clarifications, bid submission and bid
        opening. Dates are shown in Indian Standard Time, qualifier ranges in crore, and every change is published as a
        corrigendum or a re-tender so that all bidders see the same information at the same time.
      </p>
      <p>
        Our office is open {SITE.officeHours}. Visit us at {SITE.address}, call {SITE.phone} or write to {SITE.email}.
      </p>
    </StaticPage>
  );
}
