import { submitMyTender } from '../../../contracts/my-tenders';
import { submitTenderForReview } from '../../../domain/tenders/tender-review';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(submitMyTender, ({ params, caller }) =>
  submitTenderForReview(params.id, caller, new Date()),
);
