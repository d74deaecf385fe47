import { approveCorrigendumProposal as contract } from '../../contracts/corrigenda';
import { approveProposal } from '../../domain/corrigenda/proposals';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => approveProposal(params.id, caller, new Date()));
