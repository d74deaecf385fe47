import { useLookupList } from '../../../lib/forms/lookups';

export const TENDER_CATEGORY_LIST_KEY = '/tender_category_list';

/** GET /tender_category_list as select options, sorted by label. */
export const useTenderCategoryList = () => useLookupList(TENDER_CATEGORY_LIST_KEY, 'label');
