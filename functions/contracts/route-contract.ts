import type * as z from 'zod';

export type AuthLevel = 'public' | 'user' | 'verified' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A per-address limit the pipeline applies once the request is valid (the viewer's address, not the edge's). */
export type AddressLimit = { limit: number; windowSeconds: number };

/** The secrets a route's function may read (functions/platform/secrets.ts loads each on first use). */
export type SecretName = 'jwt' | 'razorpay' | 'razorpayWebhook';
export const SECRET_NAMES = ['jwt', 'razorpay', 'razorpayWebhook'] as const satisfies readonly SecretName[];

/**
 * The kinds of item of the single table, by the first segment of the partition key (pk) as
 * functions/data/keys.ts writes it: `USER` is every `USER#<id>` item (the user, its sessions,
 * login addresses, consents ...), `TENDER` every `TENDER#<id>` item (the tender and its bids,
 * openings, refunds, clarifications ...). A function may write only the kinds its access lists
 * (`writes`); IAM holds it to them (dynamodb:LeadingKeys, infra/lib/constructs/api-access.ts).
 */
export const KEY_PREFIXES = [
  'ACCOUNT',
  'AUDIT',
  'BID_REQUEST',
  'CONTACT',
  'EMAIL',
  'ERASURE',
  'INVOICE',
  'JOB_CURSOR',
  'LOOKUP',
  'MAILED',
  'MOBILE',
  'ORDER',
  'PAYMENT_EVENT',
  'REGISTRATION_REQUEST',
  'REPRESENTATION',
  'SEQ',
  'SETTINGS',
  'SUPPRESSED',
  'TENDER',
  'THROTTLE',
  'TOKEN',
  'UPLOAD',
  'USER',
] as const;
export type KeyPrefix = (typeof KEY_PREFIXES)[number];

/** Kinds whose partition key is the kind alone, with no `#<id>` after it: granted as that exact value. */
export const WHOLE_KEY_PREFIXES: readonly KeyPrefix[] = ['SETTINGS'];

/**
 * What a route's handler touches in AWS beyond what the pipeline itself needs (CDK grants exactly
 * `effectiveAccess(route)`). table 'read' = GetItem/Query/BatchGetItem on the whole table and its
 * indexes; 'write' adds ConditionCheck (whole table too) and Put, Update, Delete and BatchWrite of the
 * items whose partition key is of a kind `writes` lists (a transaction's items alike); never Scan.
 * A write route without `writes` may write nothing (a unit test names it). Reads stay table-wide: a
 * Query names an index partition, not an item kind. bucket 'read' = GetObject (presigned GET);
 * 'write' adds PutObject (presigned POST); 'seal' adds deleting objects and their versions for good
 * (a bid's plain uploads once sealed, superseded sealed covers); 'erase' adds listing the versions under the
 * account folders (files/, exports/, tmp/) to delete every one (erasure, deleting a registrant).
 * mail = SES SendEmail from the stage's identity.
 */
export type RouteAccess = {
  table?: 'read' | 'write';
  /** With table 'write': the kinds of item (KEY_PREFIXES) it writes, read off its handler's data path. */
  writes?: readonly KeyPrefix[];
  bucket?: 'read' | 'write' | 'seal' | 'erase';
  mail?: boolean;
  secrets?: readonly SecretName[];
  keys?: readonly KeyUse[];
};

/**
 * What a route may ask of the key service: the receipt key's public half (kms:GetPublicKey), or a
 * signature by it (kms:Sign); a new tender sealing key (kms:CreateKey, at publish), or a data key
 * under one (kms:GenerateDataKey, a bid's covers). No route's own role may ever decrypt.
 *
 * 'sealingOpen': the route opens sealed covers (kms:Decrypt of their data keys). Its function runs AS
 * the data stack's BidOpenerRole, the one principal each sealing key's own policy lets decrypt, and
 * only from the tender's opening time; no IAM statement grants Decrypt (the key policy decides).
 */
export type KeyUse = 'receiptPublicKey' | 'receiptSign' | 'sealingKeyCreate' | 'sealingDataKey' | 'sealingOpen';

/** Shared-cache lifetime of a public GET's success answer (CloudFront keeps it; browsers do not). */
export type RouteCache = { sharedSeconds: number; staleSeconds?: number };

/**
 * A rule of a request that JSON Schema cannot state: the state of stored data (an upload that must
 * exist, the current password), a rule between fields, the day of the request. A request that
 * breaks it is answered 400 with `errors[field]`; `*` in `field` stands for a row's index.
 */
export type BusinessRule = { field: string; rule: string };

/** API Gateway's per-route throttle (requests per second, and the bucket size). */
export type RouteThrottle = { rateLimit: number; burstLimit: number };

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
  /**
   * Public routes only: a valid bearer token makes its caller known to the handler (an absent,
   * invalid or ended one leaves the caller null, never a 401). Uploads bind a ticket to its user.
   */
  identifyCaller?: boolean;
  /**
   * A caller whose password was mailed (must_change_password) may use this route before replacing
   * it: only what the change needs (the own account read, the change itself, logout). Any other
   * route answers such a caller 403, and a public route that identifies its caller takes it for
   * anonymous (functions/handlers/pipeline.ts).
   */
  beforePasswordChange?: boolean;
  /** One line for the API reference. */
  summary: string;
  /** The area the API reference groups it under. */
  tag: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** A JSON body: the route refuses any other Content-Type with 415. */
  body?: z.core.$ZodType;
  /** The success answers by status; `null` for answers without a JSON body (204, 302). */
  answers: Partial<Record<200 | 201 | 202 | 204 | 302, z.core.$ZodType | null>>;
  /**
   * A 302 whose Location serves a file: what a client that follows redirects (fetch, Schemathesis)
   * receives in the end, a 200 with one of these types, which the document lists too.
   */
  redirectsToFile?: readonly string[];
  /** A 200 that is not JSON (the calendar feed): its media type; `answers[200]` is null and the handler answers the text. */
  textAnswer?: string;
  /** Error statuses the handler itself can give beyond those the pipeline derives from this contract. */
  errors?: readonly (401 | 403 | 404 | 409 | 429)[];
  /** The rules of the request beyond its schemas (see BusinessRule); the OpenAPI document lists them. */
  businessRules?: readonly BusinessRule[];
  addressLimit?: AddressLimit;
  /** Only set for handlers that need more than the default Lambda memory. */
  memory?: number;
  /** What the handler touches in AWS (see RouteAccess); a route without it gets `defaultAccess`. */
  access?: RouteAccess;
  /** Public GET routes only: how long CloudFront may serve the answer; without it answers are no-store. */
  cache?: RouteCache;
  /** API Gateway throttle for this route; without it `throttleOf` derives one from method and auth. */
  throttle?: RouteThrottle;
};

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
export type ParamsOf<C extends RouteContract> = Parsed<C['params']>;
export type QueryOf<C extends RouteContract> = Parsed<C['query']>;
export type BodyOf<C extends RouteContract> = Parsed<C['body']>;

/** What a handler may return as plain data: the input of its 200 answer's schema. */
export type SuccessDataOf<C extends RouteContract> = C['answers'] extends { 200: infer S }
  ? S extends z.core.$ZodType
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
  // Every route above public refuses a mailed one-time password not yet replaced (most with 403).
  if (contract.auth !== 'public') statuses.add(403);
  if (contract.params) statuses.add(404);
  if (contract.addressLimit) statuses.add(429);
  for (const status of contract.errors ?? []) statuses.add(status);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}

/** What a function may do, resolved: every field present. */
export type EffectiveAccess = {
  table: 'none' | 'read' | 'write';
  /** The kinds of item it may write, in KEY_PREFIXES order; empty unless table is 'write'. */
  writes: readonly KeyPrefix[];
  bucket: 'none' | 'read' | 'write' | 'seal' | 'erase';
  mail: boolean;
  secrets: readonly SecretName[];
  keys: readonly KeyUse[];
};

/**
 * For a route that declares no `access`: a public GET reads the table and nothing else; anything
 * else gets every grant a handler of this app has ever needed (table write, bucket write, mail,
 * every secret), so an undeclared route still works. The infra tests name every route relying on
 * this, so it is a stop-gap, not a way to declare a route.
 */
export function defaultAccess(contract: Pick<RouteContract, 'method' | 'auth'>): RouteAccess {
  if (contract.method === 'GET' && contract.auth === 'public') return { table: 'read' };
  return { table: 'write', writes: KEY_PREFIXES, bucket: 'write', mail: true, secrets: SECRET_NAMES };
}

/** These kinds, each once, in KEY_PREFIXES order; none without table 'write'. */
function writesOf(table: EffectiveAccess['table'], kinds: readonly KeyPrefix[]): KeyPrefix[] {
  return table === 'write' ? KEY_PREFIXES.filter((kind) => kinds.includes(kind)) : [];
}

/** Declared access with every field present, nothing added: what a function with no pipeline (a job) gets. */
export function resolveAccess(declared: RouteAccess): EffectiveAccess {
  const table = declared.table ?? 'none';
  return {
    table,
    writes: writesOf(table, declared.writes ?? []),
    bucket: declared.bucket ?? 'none',
    mail: declared.mail ?? false,
    secrets: SECRET_NAMES.filter((name) => declared.secrets?.includes(name)),
    keys: declared.keys ?? [],
  };
}

const rank = { none: 0, read: 1, write: 2 } as const;
const atLeast = <L extends keyof typeof rank>(a: L, b: L): L => (rank[a] >= rank[b] ? a : b);

/**
 * The access a route's function is granted: what the contract declares (or `defaultAccess`), plus
 * what the pipeline itself needs for this contract: an authenticated route (or one that identifies
 * its caller) verifies the token (JWT key) and reads the session and user (table read); a
 * per-address limit counts in the table (write of THROTTLE items).
 */
export function effectiveAccess(contract: RouteContract): EffectiveAccess {
  const declared = contract.access ?? defaultAccess(contract);
  let table: EffectiveAccess['table'] = declared.table ?? 'none';
  const secrets = new Set<SecretName>(declared.secrets ?? []);
  if (contract.auth !== 'public' || contract.identifyCaller) {
    table = atLeast(table, 'read');
    secrets.add('jwt');
  }
  const writes: KeyPrefix[] = [...(declared.writes ?? [])];
  if (contract.addressLimit) {
    table = atLeast(table, 'write');
    writes.push('THROTTLE');
  }
  return {
    table,
    writes: writesOf(table, writes),
    bucket: declared.bucket ?? 'none',
    mail: declared.mail ?? false,
    secrets: SECRET_NAMES.filter((name) => secrets.has(name)),
    keys: declared.keys ?? [],
  };
}

/**
 * Route throttles cap a route for the whole site (and the bill); they are no defence against one
 * caller, which the WAF (per address, tighter on the guessable writes) and the pipeline's per-address
 * and per-account limits are. So they sit well above a real peak: 3,000+
 * registrants logging in within the 10 minutes before a bid deadline is 5 requests a second; every
 * write gets ten times that (the guessable ones too: before, 5 a second let two addresses keep login
 * at 429 for everyone), reads twice as much again.
 */
const WRITE_THROTTLE: RouteThrottle = { rateLimit: 50, burstLimit: 100 };
const READ_THROTTLE: RouteThrottle = { rateLimit: 100, burstLimit: 200 };

/**
 * A public write without a throttle of its own: login, sign-up, forgot and reset password, contact,
 * uploads, the registrations and their payment calls (the webhook has its own). People guess at them
 * or they send mail, so the WAF holds each address to a tighter rate on them.
 */
export function isGuessableWrite(contract: RouteContract): boolean {
  return contract.method !== 'GET' && contract.auth === 'public' && !contract.throttle;
}

/** The route's API Gateway throttle: its own, or by kind (see the numbers above). */
export function throttleOf(contract: RouteContract): RouteThrottle {
  if (contract.throttle) return contract.throttle;
  if (contract.method === 'GET') return READ_THROTTLE;
  return WRITE_THROTTLE;
}

/**
 * The Cache-Control of a success answer: a public GET with a `cache` field may be kept by shared
 * caches (CloudFront) for `sharedSeconds` and served stale while it revalidates; browsers keep
 * nothing (max-age=0), so a reload always asks the edge. Everything else: no-store.
 */
export function cacheControlOf(contract: RouteContract): string {
  if (!contract.cache || contract.method !== 'GET' || contract.auth !== 'public') return 'no-store';
  const { sharedSeconds, staleSeconds } = contract.cache;
  return [
    'public',
    'max-age=0',
    `s-maxage=${sharedSeconds}`,
    ...(staleSeconds ? [`stale-while-revalidate=${staleSeconds}`] : []),
  ].join(', ');
}
