import { OCDS_PREFIX } from '@tender/shared/constants';
import type { TenderStatus } from '@tender/shared/schemas/tender';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { publicStatus } from '../market/tender-views';
import type { OcdsAward, OcdsRelease, OcdsReleaseTag } from './ocds-types';
import { latestInstant, ocdsDate } from './release-dates';
import { partiesOf, supplierOf } from './release-parties';
import type { ReleaseSource } from './release-source';
import { tenderSection } from './release-tender';

// One tender as one OCDS release: its whole current state (a snapshot, the way the site shows it),
// dated and identified by its latest change, so each change is a new release of the same ocid.

export const ocidOf = (tenderId: number) => `${OCDS_PREFIX}-${tenderId}`;

/** What the release says happened last, from the tender's state. */
export function tagOf(status: TenderStatus, corrigenda: number): OcdsReleaseTag[] {
  if (status === 'cancelled' || status === 'retendered') return ['tenderCancellation'];
  if (status === 'awarded') return ['award'];
  if (status === 'closed' || status === 'unsuccessful') return ['tenderUpdate'];
  return corrigenda > 0 ? ['tenderAmendment'] : ['tender'];
}

/** The moment of the tender's latest change the release shows (India time, and to the millisecond). */
export function latestChangeOf(
  source: Pick<ReleaseSource, 'tender' | 'corrigenda'>,
  status: TenderStatus,
): { date: string; time: number } {
  const { tender } = source;
  const latest = latestInstant([
    tender.published_date,
    tender.updated_at,
    ...source.corrigenda.map((corrigendum) => corrigendum.published_at),
    // Closed by the clock before the close job ran: its bid end is when it closed.
    status === 'active' ? null : (tender.closed_at ?? (status === 'closed' ? tender.bid_submission_end_date : null)),
    tender.cancelled_at,
    tender.unsuccessful_at,
    tender.award?.awarded_at,
  ]);
  return latest ?? { date: tender.published_date, time: Date.parse(tender.published_date) };
}

/** `<ocid>-<UTC instant of the change to the millisecond, digits only>`: unique per change within the ocid. */
const releaseIdOf = (ocid: string, time: number) => `${ocid}-${new Date(time).toISOString().replace(/\D/g, '')}`;

/** Whole paise as decimal text (a total can pass 2^53 paise) in rupees. */
const rupeesOfPaise = (paise: string) => {
  if (!/^\d+$/.test(paise)) return Number(paise) / 100;
  const whole = BigInt(paise);
  return Number(`${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`);
};

function awardsOf(tender: PublicTenderRecord): OcdsAward[] | undefined {
  const supplier = supplierOf(tender);
  if (!tender.award || !supplier) return undefined;
  return [
    {
      id: `${tender.id}-award-1`,
      title: `Award of contract for ${tender.tender_uid}`,
      status: 'active',
      date: ocdsDate(tender.award.awarded_at) ?? tender.award.awarded_at,
      value: { amount: rupeesOfPaise(tender.award.amount_paise), currency: 'INR' },
      suppliers: [supplier],
    },
  ];
}

export function tenderRelease(source: ReleaseSource): OcdsRelease {
  // The award, and with it the supplier's name, only once it is published (the tender awarded).
  const tender = { ...source.tender, award: source.tender.status === 'awarded' ? source.tender.award : null };
  const status = publicStatus(tender, source.now);
  const ocid = ocidOf(tender.id);
  const { date, time } = latestChangeOf(source, status);
  const section = tenderSection({ ...source, tender, status });
  const awards = awardsOf(tender);
  return {
    ocid,
    id: releaseIdOf(ocid, time),
    date,
    tag: tagOf(status, source.corrigenda.length),
    initiationType: 'tender',
    language: 'en',
    ...partiesOf(tender),
    tender: section,
    ...(section.numberOfTenderers !== undefined
      ? {
          bids: {
            statistics: [
              { id: '1', measure: 'validBids', value: section.numberOfTenderers, date: section.tenderPeriod.endDate },
            ],
          },
        }
      : {}),
    ...(awards ? { awards } : {}),
  };
}
