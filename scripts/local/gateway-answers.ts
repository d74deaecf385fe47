import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';

/** The headers every answer the gateway itself makes carries: the same the handlers' JSON answers carry. */
export const gatewayAnswerHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** API Gateway's own answers, in the API's one error shape. */
export const gatewayMessages = {
  400: 'Bad Request',
  // API Gateway's own answers when its authorizer's identity source is missing, or the authorizer says no.
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Request Entity Too Large',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
} as const;

export type GatewayStatus = keyof typeof gatewayMessages;

function errorBody(message: string): string {
  return JSON.stringify({ error: true, message });
}

/** Answers `{ error: true, message }` with the gateway's headers (no body for HEAD). */
export function sendGatewayError(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string = gatewayMessages[status as GatewayStatus] ?? STATUS_CODES[status] ?? 'Error',
): void {
  const body = errorBody(message);
  response.writeHead(status, { ...gatewayAnswerHeaders, 'content-length': Buffer.byteLength(body) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A whole HTTP/1.1 error answer, for requests node could not parse (no response object exists). */
export function rawGatewayError(status: GatewayStatus): string {
  const body = errorBody(gatewayMessages[status]);
  const headers = {
    ...gatewayAnswerHeaders,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
