import { getActiveTenders } from '../../contracts/tenders';
import { listTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getActiveTenders, ({ query }) => listTenders('active', query, new Date()));
