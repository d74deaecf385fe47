import { listClarifications as contract } from '../../contracts/clarifications';
import { listPublicClarifications } from '../../domain/clarifications/list-clarifications';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => listPublicClarifications(params.id));
