import { LookupAnswer } from '@tender/shared/schemas/settings';
import { defineRoute } from './route-contract';

const lookupRoute = <const P extends string, const H extends string>(path: P, handler: H, what: string) =>
  defineRoute({
    method: 'GET',
    path,
    handler,
    auth: 'public',
    tag: 'Lookups',
    summary: `The ${what} as an id -> name map`,
    answers: { 200: LookupAnswer },
    access: { table: 'read' },
    // Lookup lists change only by a deployment or stage setup: five minutes at the edge.
    cache: { sharedSeconds: 300, staleSeconds: 600 },
  });

export const getTenderCategoryList = lookupRoute(
  '/tender_category_list',
  'lookups/get-tender-category-list',
  'tender categories',
);
export const getWorkTypeList = lookupRoute('/work_type_list', 'lookups/get-work-type-list', 'work types');
export const getDocumentTypeList = lookupRoute(
  '/document_type_list',
  'lookups/get-document-type-list',
  'document types',
);
export const getMaterialList = lookupRoute('/material_list', 'lookups/get-material-list', 'materials');

export const lookupRoutes = [getTenderCategoryList, getWorkTypeList, getDocumentTypeList, getMaterialList] as const;
