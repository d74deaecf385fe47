import { getCancelledTenders } from '../../contracts/tenders';
import { listTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getCancelledTenders, ({ query }) => listTenders('cancelled', query, new Date()));
