import { createMyTender as contract } from '../../../contracts/my-tenders';
import { createMyTender } from '../../../domain/tenders/my-tenders';
import { json } from '../../../platform/http/answers';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, async ({ body, caller }) =>
  json(await createMyTender(body, caller, new Date()), 201),
);
