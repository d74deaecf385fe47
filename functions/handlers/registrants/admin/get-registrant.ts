import { getRegistrant as contract } from '../../../contracts/registrants';
import { getRegistrant } from '../../../domain/registrants/registrant-record';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params }) => getRegistrant(params.id));
