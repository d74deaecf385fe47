import { Container } from '@chakra-ui/react/container';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { Gavel } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/link';
import { bidPath } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { BidRegisterSection } from './bid-register-section';
import { hasReceivedBids } from '@tender/shared/schemas/tender';

export type TenderBidPanelProps = { tender: Pick<TenderDetail, 'id' | 'status'> };

/** On the tender page while it is active: the way to bid. */
export function TenderBidPanel({ tender }: TenderBidPanelProps) {
  if (tender.status !== 'active') return null;
  return (
    <Container maxW="6xl" pb="8">
      <ButtonLink to={bidPath(tender.id)} colorPalette="blue" size="lg">
        <Gavel aria-hidden="true" />
        Bid on this tender
      </ButtonLink>
    </Container>
  );
}

/** On the tender page once it is closed: the register of sealed bids. */
export function TenderBidRegister({ tender }: TenderBidPanelProps) {
  const hydrated = useHydrated();
  // Asked for by the live app only: a register not published yet (409) must not keep the rendered
  // tender page from being complete and cached (web/server/data-pages.ts).
  if (!hasReceivedBids(tender.status) || !hydrated) return null;
  return (
    <Container maxW="6xl" pb="8">
      <BidRegisterSection tenderId={tender.id} />
    </Container>
  );
}
