import type * as z from 'zod';

export type AuthLevel = 'public' | 'user' | 'verified' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A per-address limit the pipeline applies once the request is valid (the viewer's address, not the edge's). */
export type AddressLimit = { limit: number; windowSeconds: number };

/**
 * One route's whole contract: what the handler is given, what it may answer, who may call it.
 * The handler's pipeline, the route fuzzer, the OpenAPI document, CDK and the local gateway all
 * read this one object.
 */
export type RouteContract = {
  method: HttpMethod;
  /** Path under /api/v1, with {name} parameters as API Gateway writes them. */
  path: string;
  /** Module under functions/handlers, without extension; it exports `handler`. */
  handler: string;
  auth: AuthLevel;
  /** One line for the API reference. */
  summary: string;
  /** The area the API reference groups it under. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body: the route refuses any other Content-Type with 415. */
  body?: z.ZodType;
  /** The success answers by status; `null` for answers without a JSON body (204, 302). */
  answers: Partial<Record<200 | 201 | 202 | 204 | 302, z.ZodType | null>>;
  /** Error statuses the handler itself can give beyond those the pipeline derives from this contract. */
  errors?: readonly (403 | 404 | 409 | 429)[];
  addressLimit?: AddressLimit;
  /** Only set for handlers that need more than the default Lambda memory. */
  memory?: number;
};

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
export type ParamsOf<C extends RouteContract> = Parsed<C['params']>;
export type QueryOf<C extends RouteContract> = Parsed<C['query']>;
export type BodyOf<C extends RouteContract> = Parsed<C['body']>;

/** What a handler may return as plain data: the input of its 200 answer's schema. */
export type SuccessDataOf<C extends RouteContract> = C['answers'] extends { 200: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : never;

export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Every error status a route can answer, derived from its contract. */
export function errorStatusesOf(contract: RouteContract): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([503]);
  if (contract.params || contract.query || contract.body) statuses.add(400);
  if (contract.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (contract.auth !== 'public') statuses.add(401);
  if (contract.auth === 'verified' || contract.auth === 'admin') statuses.add(403);
  if (contract.params) statuses.add(404);
  if (contract.addressLimit) statuses.add(429);
  for (const status of contract.errors ?? []) statuses.add(status);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}
