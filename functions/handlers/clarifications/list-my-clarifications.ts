import { listMyClarifications as contract } from '../../contracts/clarifications';
import { listOwnClarifications } from '../../domain/clarifications/list-clarifications';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ query, caller }) => listOwnClarifications(query.tender_id, caller));
