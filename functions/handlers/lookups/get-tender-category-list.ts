import { getTenderCategoryList } from '../../contracts/lookups';
import { getLookupMap } from '../../domain/lookups/get-lookup-map';
import { httpHandler } from '../../platform/http/public-pipeline';

export const handler = httpHandler(getTenderCategoryList, () => getLookupMap('tender_category'));
