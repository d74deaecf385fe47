import { hasReceivedBids } from '@tender/shared/schemas/tender';
import { bidStatesOfTender } from '../../data/bid-statistics-repository';
import { listCorrigenda } from '../../data/corrigenda-repository';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { config } from '../../platform/config';
import { liveBids } from '../market/bid-states';
import { publicStatus } from '../market/tender-views';
import type { ReleaseSource } from './release-source';

// Reads what a published tender's release is made of: its corrigenda (oldest first, as amendments
// are listed) and, once bids were received, how many count now.

export async function readReleaseSource(tender: PublicTenderRecord, now: Date): Promise<ReleaseSource> {
  const received = hasReceivedBids(publicStatus(tender, now));
  const [corrigenda, validBids] = await Promise.all([
    listCorrigenda(tender.id),
    received ? bidStatesOfTender(tender.id).then((bids) => liveBids(bids).length) : Promise.resolve(null),
  ]);
  return {
    tender,
    corrigenda: [...corrigenda].sort((a, b) => a.number - b.number),
    validBids,
    siteUrl: config.SITE_URL,
    now,
  };
}
