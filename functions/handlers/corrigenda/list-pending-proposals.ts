import { listPendingCorrigendumProposals as contract } from '../../contracts/corrigenda';
import { listPendingForAdmin } from '../../domain/corrigenda/proposals';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, () => listPendingForAdmin());
