import { listHomeTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler({}, () => listHomeTenders(new Date()));
