import { listMyTenders as contract } from '../../../contracts/my-tenders';
import { listMyTenders } from '../../../domain/tenders/my-tenders';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ query, caller }) => listMyTenders(query, caller));
