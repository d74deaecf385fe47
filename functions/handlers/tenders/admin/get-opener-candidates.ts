import { getOpenerCandidates } from '../../../contracts/tenders-admin';
import { openerCandidates } from '../../../domain/opening/opener-candidates';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(getOpenerCandidates, ({ query }) => openerCandidates(query));
