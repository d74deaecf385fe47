import { Container } from '@chakra-ui/react/container';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { Gavel } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/link';
import { bidPath } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { BidRegisterSection } from './bid-register-section';
import { hasReceivedBids } from '@tender/shared/schemas/tender';

export type TenderBidPanelProps = { tender: Pick<TenderDetail, 'id' | 'status'> };

/** On the tender page: the way to bid while it is active; the register of sealed bids once closed. */
export function TenderBidPanel({ tender }: TenderBidPanelProps) {
  const hydrated = useHydrated();
  if (tender.status === 'active') {
    return (
      <Container maxW="6xl" pb="8">
        <ButtonLink to={bidPath(tender.id)} colorPalette="blue" size="lg">
          <Gavel aria-hidden="true" />
          Bid on this tender
        </ButtonLink>
      </Container>
    );
  }
  // Asked for by the live app only: a register not published yet (409) must not keep the rendered
  // tender page from being complete and cached (web/server/data-pages.ts).
  if (hasReceivedBids(tender.status) && hydrated) {
    return (
      <Container maxW="6xl" pb="8">
        <BidRegisterSection tenderId={tender.id} />
      </Container>
    );
  }
  return null;
}
