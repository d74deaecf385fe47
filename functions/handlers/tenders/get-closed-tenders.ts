import { getClosedTenders } from '../../contracts/tenders';
import { listClosedTenders } from '../../domain/tenders/list-closed-tenders';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getClosedTenders, ({ query }) => listClosedTenders(query, new Date()));
