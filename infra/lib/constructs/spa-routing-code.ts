// CloudFront Function (viewer request, default behaviour only): a path without a file extension
// is a client-side route of the SPA and gets the app shell. This replaces distribution-wide
// custom error responses (403/404 -> /index.html), which CloudFront would also apply to the
// /api/* behaviour and so turn every API 403/404 into a 200 HTML page.
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;
