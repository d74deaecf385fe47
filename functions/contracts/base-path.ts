/** Where every route of the API lives (functions/routes.ts); its own module so a handler can build a link without the route table. */
export const API_BASE_PATH = '/api/v1';
