import { getClarificationInbox as contract } from '../../contracts/clarifications';
import { clarificationInbox } from '../../domain/clarifications/list-clarifications';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => clarificationInbox(params.id, caller));
