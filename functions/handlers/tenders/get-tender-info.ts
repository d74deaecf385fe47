import { IdParam } from '@tender/shared/schemas/common';
import { getTenderInfo } from '../../domain/tenders/get-tender-info';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler({ params: IdParam }, ({ params }) => getTenderInfo(params.id));
