import { requestReview as contract } from '../../contracts/profile';
import { requestReview } from '../../domain/registrants/request-review';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => requestReview(caller, new Date()));
