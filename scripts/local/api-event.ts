import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** The header CloudFront sets to the viewer's "address:port" (see functions/platform/http/viewer-address.ts). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Builds the API Gateway HTTP API (payload format 2.0) event a Lambda would receive for this
 * request. CloudFront-Viewer-Address is set from the socket ("address:port", IPv6 as node writes
 * it) and whatever the client sent under that name is dropped, as CloudFront does; with
 * `trustViewerAddressHeader` a client-sent value is kept (tests play CloudFront with it).
 */
export function toApiEvent(
  request: IncomingMessage,
  url: URL,
  routeKey: string,
  pathParameters: Record<string, string>,
  body: Buffer,
  options: { trustViewerAddressHeader?: boolean } = {},
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  if (!options.trustViewerAddressHeader || headers[VIEWER_ADDRESS_HEADER] === undefined) {
    const { remoteAddress, remotePort } = request.socket;
    if (remoteAddress && remotePort !== undefined) headers[VIEWER_ADDRESS_HEADER] = `${remoteAddress}:${remotePort}`;
    else delete headers[VIEWER_ADDRESS_HEADER];
  }
  const query: Record<string, string> = {};
  // url.searchParams is made on first use: a request without a query does without it.
  if (url.search) {
    for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || /^(application\/(json|x-www-form-urlencoded)|text\/)/i.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: request.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
  };
}

export function lambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
