import { getTenderInfo as contract } from '../../contracts/tenders';
import { getTenderInfo } from '../../domain/tenders/get-tender-info';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => getTenderInfo(params.id, new Date()));
