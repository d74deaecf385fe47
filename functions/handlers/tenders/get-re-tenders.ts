import { getReTenders } from '../../contracts/tenders';
import { listTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getReTenders, ({ query }) => listTenders('retendered', query, new Date()));
