import { Container } from '@chakra-ui/react/container';
import {
  OCDS_LICENSE,
  OCDS_PACKAGE_DEFAULT_LIMIT,
  OCDS_PACKAGE_MAX_LIMIT,
  OCDS_PREFIX,
  SITE,
} from '@tender/shared/constants';
import { PageHeader } from '../../components/page-header';
import { Prose } from '../../components/prose';
import { API_BASE } from '../../lib/api/base';
import { useDocumentTitle } from '../../lib/use-document-title';

// The publication policy of the open data: what is published, where, under which
// licence, and what never is. Each release package links here as its `publicationPolicy`.

const RELEASE_URL = `${API_BASE}/ocds/releases/{tender id}`;
const PACKAGE_URL = `${API_BASE}/ocds/release_package`;

export function OpenDataPage() {
  useDocumentTitle('Open data');
  return (
    <>
      <PageHeader
        title="Open data"
        lead="Every tender published on this site, as open data in the Open Contracting Data Standard (OCDS 1.1)."
      />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Prose>
          <p>
            {SITE.name} publishes each tender from the moment it is published: the notice, its corrigenda, the number of
            valid bids once bidding closes, and the award of contract once it is awarded. The data is free to use, share
            and build on under the licence below.
          </p>
          <h2>Where to find it</h2>
          <ul>
            <li>
              <strong>One tender:</strong> <code>GET {RELEASE_URL}</code> answers a release package holding the
              tender&apos;s latest release. A tender not yet published does not exist there (404).
            </li>
            <li>
              <strong>The latest changes:</strong> <code>GET {PACKAGE_URL}</code> answers a release package of the
              tenders that changed last, newest change first, {OCDS_PACKAGE_DEFAULT_LIMIT} a page (<code>?limit=</code>{' '}
              up to {OCDS_PACKAGE_MAX_LIMIT}). The next page&apos;s address is in <code>links.next</code>; follow it
              unchanged.
            </li>
          </ul>
          <p>
            Both are plain JSON over HTTPS, with no key or sign-in, and are refreshed within a minute of a change. Each
            tender&apos;s open contracting id (<code>ocid</code>) is <code>{OCDS_PREFIX}-</code> followed by its id on
            this site; each change to a tender is a new release with its own <code>id</code> and <code>date</code>.
          </p>
          <h2>What is published</h2>
          <ul>
            <li>
              The buyer (the organisation that invites the tender, by name) and the procuring entity ({SITE.name}).
            </li>
            <li>
              The tender: title, status, value range, bid submission, clarification and opening periods, work items with
              quantities (never rates), and links to its public documents.
            </li>
            <li>Every corrigendum as an amendment: its number, date, reason and what it changed.</li>
            <li>
              Once bidding closes: the number of valid bids (bids awaiting re-confirmation after a corrigendum do not
              count).
            </li>
            <li>Once awarded: the award of contract with the supplier&apos;s company name, the amount and the date.</li>
          </ul>
          <h2>What is never published</h2>
          <p>
            No personal data: no names, e-mail addresses, phone numbers, PAN or addresses of people, and no
            bidder&apos;s name except the supplier of a published award. Bids, their rates and their documents stay
            sealed.
          </p>
          <h2>Licence</h2>
          <p>
            The data is published under the{' '}
            <a href={OCDS_LICENSE.url} rel="license">
              {OCDS_LICENSE.name}
            </a>{' '}
            licence: you may copy, share and adapt it for any purpose, including commercially, if you credit {SITE.name}{' '}
            as its source.
          </p>
          <h2>The standard</h2>
          <p>
            The data follows the{' '}
            <a href="https://standard.open-contracting.org/1.1/en/">Open Contracting Data Standard 1.1</a>, with the bid
            statistics of its bids extension. The whole API is described in the <a href="/api-docs">API reference</a>.
          </p>
        </Prose>
      </Container>
    </>
  );
}
