import { getAwardedTenders } from '../../contracts/award';
import { listAwardedTenders } from '../../domain/award/list-awarded-tenders';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getAwardedTenders, ({ query }) => listAwardedTenders(query));
