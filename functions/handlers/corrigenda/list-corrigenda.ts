import { listTenderCorrigenda as contract } from '../../contracts/corrigenda';
import { listPublicCorrigenda } from '../../domain/corrigenda/list-corrigenda';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => listPublicCorrigenda(params.id));
