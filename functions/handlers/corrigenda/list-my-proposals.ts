import { listMyCorrigendumProposals as contract } from '../../contracts/corrigenda';
import { listMyProposals } from '../../domain/corrigenda/proposals';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => listMyProposals(params.id, caller));
