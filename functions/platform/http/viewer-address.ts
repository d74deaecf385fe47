import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The address of the person at the browser. Behind CloudFront, API Gateway's sourceIp is the
 * edge's, so CloudFront forwards `CloudFront-Viewer-Address` ("ip:port"); the local gateway sets
 * the same header from its socket. Anything unparsable counts as one shared unknown viewer.
 */
export function viewerAddress(event: APIGatewayProxyEventV2): string {
  const header = event.headers?.['cloudfront-viewer-address'];
  if (header !== undefined) {
    const address = header.slice(0, header.lastIndexOf(':')).replace(/^\[(.*)\]$/, '$1');
    return isIP(address) ? address.toLowerCase() : 'unknown';
  }
  const source = event.requestContext?.http?.sourceIp;
  return source && isIP(source) ? source : 'unknown';
}
