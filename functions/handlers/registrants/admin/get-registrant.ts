import { getRegistrant as contract } from '../../../contracts/registrants';
import { getRegistrant } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params }) => getRegistrant(params.id));
