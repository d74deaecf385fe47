import { describe, expect, it } from 'vitest';
import { OCDS_PREFIX } from '@tender/shared/constants';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { packageProblems, releaseProblems } from '../../../test/support/ocds-schema';
import { sampleTenderRecord } from '../../../test/support/tender-records';
import { OCDS_EXTENSIONS } from './ocds-types';
import { releasePackage } from './release-package';
import type { ReleaseCorrigendum, ReleaseSource } from './release-source';
import { tenderRelease } from './tender-release';

// The mapping of a published tender onto one OCDS 1.1 release, state by state, each
// release validated against the OCDS 1.1 schema kept in test/fixtures/ocds.

const SITE_URL = 'https://tenders.example.in';
const BEFORE_BID_END = new Date('2030-01-15T00:00:00Z');
const AFTER_BID_END = new Date('2030-02-05T00:00:00Z');

function tender(overrides: Partial<PublicTenderRecord> = {}): PublicTenderRecord {
  return sampleTenderRecord(42, {
    organization_id: 7,
    organization_name: 'Pune Metro Rail Ltd',
    authorized_name: 'Shri Ramesh Kulkarni',
    authorized_address: '12 Private Lane, Kothrud, Pune',
    tender_documents: [
      { id: 3, document_name: 'NIT', description: 'Notice inviting tender', storage: 'tenders/42/nit.pdf' },
    ],
    tender_material_works: [
      {
        id: 1,
        material_work_type_id: 2,
        material_work_type_name: 'RCC Work',
        item_description: 'M25 concrete',
        quantity: 120.5,
        unit: 'cum',
      },
    ],
    ...overrides,
  }) as PublicTenderRecord;
}

const source = (overrides: Partial<ReleaseSource> = {}): ReleaseSource => ({
  tender: tender(),
  corrigenda: [],
  validBids: null,
  siteUrl: SITE_URL,
  now: BEFORE_BID_END,
  ...overrides,
});

const corrigendum = (number: number, publishedAt: string): ReleaseCorrigendum => ({
  number,
  reason: `Reason ${number}`,
  published_at: publishedAt,
  changes: [
    { field: 'emd_amount', label: 'EMD amount', before: '100000', after: '150000' },
    { field: 'authorized_name', label: 'Authorised officer', before: 'Shri Ramesh Kulkarni', after: 'Smt Asha Patil' },
  ],
});

const award = {
  tender_id: 42,
  tender_uid: 'TST/42',
  bid_id: 'B-42-0001',
  winner_name: 'Sahyadri Infra Pvt Ltd',
  amount_paise: '123456789',
  rank: 'L1',
  awarded_at: '2030-02-10T06:30:00.000Z',
  bids_received: 3,
  reason: null,
};

function valid(release: ReturnType<typeof tenderRelease>) {
  expect(releaseProblems(release)).toEqual([]);
  return release;
}

describe('a published tender as an OCDS release', () => {
  it('maps an active tender: identifiers, buyer and procuring entity, values, periods, items and documents', () => {
    const release = valid(tenderRelease(source()));
    expect(release).toMatchObject({
      ocid: `${OCDS_PREFIX}-42`,
      date: '2029-12-01T10:00:00+05:30',
      tag: ['tender'],
      initiationType: 'tender',
      buyer: { id: 'org-7', name: 'Pune Metro Rail Ltd' },
      tender: {
        id: 'TST/42',
        title: 'Test project 42',
        status: 'active',
        value: { amount: 20_000_000, currency: 'INR' },
        minValue: { amount: 10_000_000, currency: 'INR' },
        procurementMethod: 'open',
        mainProcurementCategory: 'works',
        tenderPeriod: { startDate: '2030-01-01T10:00:00+05:30', endDate: '2030-02-01T17:00:00+05:30' },
        enquiryPeriod: { startDate: '2029-12-05T10:00:00+05:30', endDate: '2029-12-15T17:00:00+05:30' },
        awardPeriod: { startDate: '2030-02-02T11:00:00+05:30' },
        items: [{ id: '1', description: 'M25 concrete', quantity: 120.5, unit: { name: 'cum' } }],
        documents: [{ id: '3', title: 'NIT', url: `${SITE_URL}/api/v1/tenders/42/documents/3/download` }],
      },
    });
    expect(release.id).toBe(`${OCDS_PREFIX}-42-20291201043000000`);
    expect(release.parties.map((party) => [party.name, party.roles])).toEqual([
      ['Pune Metro Rail Ltd', ['buyer']],
      ['Pune Project Consultants', ['procuringEntity']],
    ]);
    expect(release.tender).not.toHaveProperty('numberOfTenderers');
    expect(release).not.toHaveProperty('bids');
    expect(release).not.toHaveProperty('awards');
    expect(release.tender).not.toHaveProperty('amendments');
    // The schema does hold: a release it should refuse is refused.
    const refused = releaseProblems({ ...release, date: 'yesterday', tender: { ...release.tender, status: 3 } });
    expect(refused.join('\n')).toMatch(/^\/date /m);
    expect(refused.join('\n')).toMatch(/^\/tender\/status /m);
  });

  it('lists corrigenda as amendments, oldest first, and dates the release by the latest', () => {
    const release = valid(
      tenderRelease(
        source({
          corrigenda: [corrigendum(1, '2029-12-10T10:00:00+05:30'), corrigendum(2, '2029-12-12T09:15:00.000Z')],
        }),
      ),
    );
    expect(release.tag).toEqual(['tenderAmendment']);
    expect(release.date).toBe('2029-12-12T14:45:00+05:30');
    expect(release.tender.amendments).toEqual([
      expect.objectContaining({ id: '1', rationale: 'Reason 1', date: '2029-12-10T10:00:00+05:30' }),
      expect.objectContaining({
        id: '2',
        rationale: 'Reason 2',
        description: expect.stringContaining('EMD amount: 100000 -> 150000'),
      }),
    ]);
  });

  it('counts the valid bids once the tender closed (by the clock, before the close job)', () => {
    const release = valid(tenderRelease(source({ validBids: 2, now: AFTER_BID_END })));
    expect(release.tag).toEqual(['tenderUpdate']);
    expect(release.tender.status).toBe('active');
    expect(release.tender.numberOfTenderers).toBe(2);
    expect(release.bids).toEqual({
      statistics: [{ id: '1', measure: 'validBids', value: 2, date: '2030-02-01T17:00:00+05:30' }],
    });
    expect(release.date).toBe('2030-02-01T17:00:00+05:30');
  });

  it('publishes the award and names its supplier, and no other bidder', () => {
    const release = valid(
      tenderRelease(source({ tender: tender({ status: 'awarded', award }), validBids: 3, now: AFTER_BID_END })),
    );
    expect(release.tag).toEqual(['award']);
    expect(release.tender.status).toBe('complete');
    expect(release.tender.awardPeriod.endDate).toBe('2030-02-10T12:00:00+05:30');
    expect(release.awards).toEqual([
      {
        id: '42-award-1',
        title: 'Award of contract for TST/42',
        status: 'active',
        date: '2030-02-10T12:00:00+05:30',
        value: { amount: 1_234_567.89, currency: 'INR' },
        suppliers: [{ id: 'supplier-B-42-0001', name: 'Sahyadri Infra Pvt Ltd' }],
      },
    ]);
    expect(release.parties.at(-1)).toEqual({
      id: 'supplier-B-42-0001',
      name: 'Sahyadri Infra Pvt Ltd',
      roles: ['supplier', 'tenderer'],
    });
  });

  it.each([
    ['cancelled', 'cancelled', ['tenderCancellation']],
    ['retendered', 'cancelled', ['tenderCancellation']],
    ['unsuccessful', 'unsuccessful', ['tenderUpdate']],
  ] as const)('maps a %s tender to status %s', (status, ocdsStatus, tag) => {
    const release = valid(
      tenderRelease(
        source({
          tender: tender({ status, cancelled_at: '2030-01-20T05:00:00.000Z' }),
          now: AFTER_BID_END,
          validBids: 0,
        }),
      ),
    );
    expect(release.tender.status).toBe(ocdsStatus);
    expect(release.tag).toEqual(tag);
    expect(release.date).toBe('2030-01-20T10:30:00+05:30');
  });

  it('never carries a person: not the authorised officer, not in an amendment either', () => {
    const text = JSON.stringify(
      tenderRelease(source({ corrigenda: [corrigendum(1, '2029-12-10T10:00:00+05:30')], tender: tender({ award }) })),
    );
    for (const personal of ['Ramesh', 'Kulkarni', 'Asha', 'Kothrud', 'Private Lane'])
      expect(text).not.toContain(personal);
    // An award not yet published (the tender is not awarded) names nobody.
    expect(text).not.toContain(award.winner_name);
  });
});

describe('the release package', () => {
  it('validates with its publisher, licence, policy and, on the feed, the next page', () => {
    const releases = [tenderRelease(source({ validBids: 1, now: AFTER_BID_END })), tenderRelease(source())];
    const found = releasePackage({
      releases,
      path: '/ocds/release_package?limit=2',
      siteUrl: SITE_URL,
      now: AFTER_BID_END,
      nextPath: '/ocds/release_package?cursor=abc&limit=2',
    });
    expect(packageProblems(found)).toEqual([]);
    expect(found).toMatchObject({
      uri: `${SITE_URL}/api/v1/ocds/release_package?limit=2`,
      version: '1.1',
      extensions: [OCDS_EXTENSIONS.bids, OCDS_EXTENSIONS.pagination],
      publishedDate: '2030-02-01T17:00:00+05:30',
      publisher: { name: 'Pune Project Consultants' },
      license: 'https://creativecommons.org/licenses/by/4.0/',
      publicationPolicy: `${SITE_URL}/open-data`,
      links: { next: `${SITE_URL}/api/v1/ocds/release_package?cursor=abc&limit=2` },
    });
  });
});
