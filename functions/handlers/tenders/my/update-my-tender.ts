import { updateMyTender as contract } from '../../../contracts/my-tenders';
import { updateMyTender } from '../../../domain/tenders/my-tenders';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  updateMyTender(params.id, body, caller, new Date()),
);
