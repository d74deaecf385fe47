import { getRegistrant as contract } from '../../../contracts/admin-registrants';
import { getRegistrant } from '../../../domain/admin/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params }) => getRegistrant(params.id));
