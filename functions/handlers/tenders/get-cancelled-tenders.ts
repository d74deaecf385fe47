import { TenderListQuery } from '@tender/shared/schemas/tender';
import { listTenders } from '../../domain/tenders/list-tenders';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler({ query: TenderListQuery }, ({ query }) =>
  listTenders('cancelled', query, new Date()),
);
