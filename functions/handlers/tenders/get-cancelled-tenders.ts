import { getCancelledTenders } from '../../contracts/tenders';
import { listTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../../platform/http/public-pipeline';

export const handler = httpHandler(getCancelledTenders, ({ query }) => listTenders('cancelled', query, new Date()));
