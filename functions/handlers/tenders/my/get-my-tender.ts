import { getMyTender as contract } from '../../../contracts/my-tenders';
import { getMyTender } from '../../../domain/tenders/my-tenders';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => getMyTender(params.id, caller));
