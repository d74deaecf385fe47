import { rejectCorrigendumProposal as contract } from '../../contracts/corrigenda';
import { rejectProposal } from '../../domain/corrigenda/proposals';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body }) => rejectProposal(params.id, body, new Date()));
