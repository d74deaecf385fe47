import { getWorkTypeList } from '../../contracts/lookups';
import { getLookupMap } from '../../domain/lookups/get-lookup-map';
import { httpHandler } from '../../platform/http/public-pipeline';

export const handler = httpHandler(getWorkTypeList, () => getLookupMap('work_type'));
