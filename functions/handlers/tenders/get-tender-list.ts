import { getTenderList } from '../../contracts/tenders';
import { listHomeTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getTenderList, () => listHomeTenders(new Date()));
