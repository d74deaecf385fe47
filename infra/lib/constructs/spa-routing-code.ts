// CloudFront Function (viewer request, default behaviour only): a path without a file extension
// is a client-side route of the SPA and gets its prerendered page or else the app shell, from the
// same list the web build prerenders and the local server serves (shared/site-pages.ts). This
// replaces distribution-wide custom error responses (403/404 -> /index.html), which CloudFront
// would also apply to the /api/* behaviour and so turn every API 403/404 into a 200 HTML page.
// With the data-page renderer deployed, a page rendered with its data that reaches this behaviour
// (`/`: no path pattern matches the root alone) goes to the renderer's origin, its address unchanged.
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '@tender/shared/site-pages';

export function spaRoutingCode(options: { dataPagesOriginId?: string } = {}): string {
  const { dataPagesOriginId } = options;
  const pageTable = JSON.stringify(
    PRERENDERED_PAGES.map((page) => [
      page.matches.source,
      `/${page.file}`,
      dataPagesOriginId !== undefined && page.rendersWithData,
    ]),
  );
  const toRenderer = dataPagesOriginId
    ? `      if (pages[i][2]) {
        cf.selectRequestOriginById(${JSON.stringify(dataPagesOriginId)});
        return request;
      }
`
    : '';
  return `${dataPagesOriginId ? "import cf from 'cloudfront';\n" : ''}var pages = ${pageTable}.map(function (page) {
  return [new RegExp(page[0]), page[1], page[2]];
});
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    var file = '/${APP_SHELL_FILE}';
    for (var i = 0; i < pages.length; i++) {
      if (pages[i][0].test(uri)) {
${toRenderer}        file = pages[i][1];
        break;
      }
    }
    request.uri = file;
  }
  return request;
}`;
}
