// CloudFront Function (viewer request, default behaviour only): a path without a file extension
// is a client-side route of the SPA and gets its prerendered page or else the app shell, from the
// same list the web build prerenders and the local server serves (shared/site-pages.ts). This
// replaces distribution-wide custom error responses (403/404 -> /index.html), which CloudFront
// would also apply to the /api/* behaviour and so turn every API 403/404 into a 200 HTML page.
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '@tender/shared/site-pages';

const pageTable = JSON.stringify(PRERENDERED_PAGES.map((page) => [page.matches.source, `/${page.file}`]));

export const SPA_ROUTING_CODE = `var pages = ${pageTable}.map(function (page) {
  return [new RegExp(page[0]), page[1]];
});
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/${APP_SHELL_FILE}';
    for (var i = 0; i < pages.length; i++) {
      if (pages[i][0].test(uri)) {
        request.uri = pages[i][1];
        break;
      }
    }
  }
  return request;
}`;
