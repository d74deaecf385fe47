import { getTenderCategoryList } from '../../contracts/lookups';
import { getLookupMap } from '../../domain/lookups/get-lookup-map';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getTenderCategoryList, () => getLookupMap('tender_category'));
