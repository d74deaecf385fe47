import { SITE } from '@tender/shared/constants';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import type { OcdsOrganizationReference, OcdsParty } from './ocds-types';

// The organisations of a release, never a person: the buyer (the organisation that owns the tender,
// by name only), the procuring entity (the consultancy that runs the tender) and, once the award is
// public, the awarded supplier. No other bidder is ever named, and no address, phone or e-mail.

export const CONSULTANCY: OcdsOrganizationReference = { id: 'ppc', name: SITE.name };

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'unnamed';

export function buyerOf(tender: Pick<PublicTenderRecord, 'organization_id' | 'organization_name'>) {
  const id =
    typeof tender.organization_id === 'number'
      ? `org-${tender.organization_id}`
      : `org-${slug(tender.organization_name)}`;
  return { id, name: tender.organization_name };
}

export function supplierOf(tender: Pick<PublicTenderRecord, 'award'>): OcdsOrganizationReference | null {
  const award = tender.award;
  return award ? { id: `supplier-${award.bid_id}`, name: award.winner_name } : null;
}

export function partiesOf(tender: Pick<PublicTenderRecord, 'organization_id' | 'organization_name' | 'award'>) {
  const buyer = buyerOf(tender);
  const parties: OcdsParty[] =
    buyer.name === CONSULTANCY.name
      ? [{ ...CONSULTANCY, roles: ['buyer', 'procuringEntity'] }]
      : [
          { ...buyer, roles: ['buyer'] },
          { ...CONSULTANCY, roles: ['procuringEntity'] },
        ];
  const supplier = supplierOf(tender);
  if (supplier) parties.push({ ...supplier, roles: ['supplier', 'tenderer'] });
  return { parties, buyer: buyer.name === CONSULTANCY.name ? CONSULTANCY : buyer };
}
