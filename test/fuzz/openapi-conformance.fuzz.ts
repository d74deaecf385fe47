// The OpenAPI document states every rule the server enforces that JSON Schema can state.
// For every route of the table, requests made from the document alone (its params, query and
// body schemas), with the token of a role the route allows, go to a stack of this file's own (the
// Admin routes change settings, lookups and accounts other tests read). A 400 that names a field
// (`errors`) for such a request is a rule the document does not state, unless the operation lists
// that field under `x-business-rules` (the rules JSON Schema cannot state: stored state, rules
// between fields, the day of the request), with the reason. Every answer must also be one the
// document lists for its route (the contract check of every API test).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@tender/shared/constants';
import type { BusinessRule } from '@tender/functions/contracts/route-contract';
import { API_BASE_PATH, routes, type Route } from '@tender/functions/routes';
import type { FuzzAccount } from './fuzz-accounts';
import {
  documentRequests,
  operationAt,
  requestProblems,
  urlOf,
  type DocumentRequest,
  type OperationAt,
} from '../support/document-requests';
import { checkAnswer } from '../support/openapi-check';
import { startPrivateStack, type PrivateStack, type RawAnswer } from '../support/private-stack';
import { viewerHeaders } from '../support/stack-url';

const SEED = 20261125;
const CASES_PER_ROUTE = Number(process.env.CONFORMANCE_CASES ?? 40);
/**
 * Requests in flight at once: one at a time left the process waiting on DynamoDB Local a third of
 * the time. Each answer is judged on its own, so sending a few together changes nothing checked.
 */
const IN_FLIGHT = 4;
/** Most generated requests must be valid by the document, or the route is not really tested. */
const LEAST_VALID_SHARE = 0.5;

let stack: PrivateStack;
let accounts: Record<UserRole, FuzzAccount>;

beforeAll(async () => {
  stack = await startPrivateStack('conformance');
  // Imported only now: the data layer reads the private stack's environment.
  const { fuzzAccounts } = await import('./fuzz-accounts');
  accounts = await fuzzAccounts();
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const SIGNED_IN_ROLES: readonly UserRole[] = ['Contractor', 'Organization', 'Builder', 'Subscriber', 'Admin'];

/** Roles whose token the route is sent with: those it is for, so requests reach past its 401 and 403. */
function rolesOf(route: Route): readonly (UserRole | null)[] {
  if (route.auth === 'admin') return ['Admin'];
  if (route.auth === 'public') return route.identifyCaller ? [null, 'Contractor'] : [null];
  if (route.path.startsWith('/contractors/')) return ['Contractor'];
  if (route.path.startsWith('/organizations/')) return ['Organization'];
  return SIGNED_IN_ROLES;
}

/** A path id that names the caller's own account, where the route is about an account. */
function ownIds(route: Route, role: UserRole | null): Record<string, fc.Arbitrary<string>> {
  if (!role || !/^\/(profile|contractors|organizations|files)\//.test(route.path)) return {};
  const own = fc.constant(String(accounts[role].id));
  return { id: own, account_id: own };
}

/**
 * An Admin's delete, or an erasure carried out, must not take away the accounts whose tokens the
 * later routes use (an erased account's sessions end: every later route would answer 401).
 */
function deletesTestAccount(route: Route, request: DocumentRequest): boolean {
  const ids = Object.values(accounts).map((account) => String(account.id));
  const removesAccount = route.method === 'DELETE' || route.path.endsWith('/carry_out');
  return removesAccount && ids.includes(request.params.id ?? '');
}

/** True when every field the 400 names is one of the operation's documented business rules. */
function documentedRefusal(at: OperationAt, fields: string[]): boolean {
  const rules: BusinessRule[] = at.operation['x-business-rules'] ?? [];
  // `*` is one segment of the field's path (a row's index, a key); a rule covers the parts of its field too.
  const patterns = rules.map(
    (rule) => new RegExp(`^${rule.field.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}(\\.|$)`),
  );
  return fields.every((field) => patterns.some((pattern) => pattern.test(field)));
}

function send(at: OperationAt, request: DocumentRequest, role: UserRole | null): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...viewerHeaders() };
  if (role) headers.authorization = `Bearer ${accounts[role].token()}`;
  const hasBody = at.operation.requestBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  return stack.send({
    method: at.method.toUpperCase(),
    path: urlOf(API_BASE_PATH, at, request),
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** What is wrong with the answer to a request the document allows, or undefined. */
function problemWith(at: OperationAt, url: string, answer: RawAnswer): string | undefined {
  try {
    checkAnswer({
      method: at.method,
      url,
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? '') || null,
      text: answer.body,
    });
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 500) : String(error);
  }
  if (answer.status !== 400) return undefined;
  const { errors, message } = JSON.parse(answer.body) as { message: string; errors?: Record<string, string[]> };
  // A 400 that names no field can only be one of the operation's own rules, if it has any.
  if (!errors) return at.operation['x-business-rules']?.length ? undefined : `400 without a field: ${message}`;
  const fields = Object.keys(errors);
  if (documentedRefusal(at, fields)) return undefined;
  return `400 for a request the document allows: ${JSON.stringify(errors).slice(0, 400)}`;
}

// First: what the main run sends as an Admin (a logout, a changed password) may end the Admin's sessions.
describe('a JSON null body', () => {
  it.each(routes.filter((route) => route.body).map((route) => [`${route.method} ${route.path}`, route] as const))(
    'is refused by %s, and by its document',
    async (_, route) => {
      const at = operationAt(route.path, route.method);
      const [request] = fc.sample(documentRequests(at, ownIds(route, rolesOf(route)[0] ?? null)), {
        numRuns: 1,
        seed: SEED,
      });
      const nullBody = { ...request!, body: null };
      expect(requestProblems(at, nullBody).some((problem) => problem.startsWith('body:'))).toBe(true);
      const answer = await send(at, nullBody, rolesOf(route)[0] ?? null);
      expect(answer.status, answer.body).toBe(400);
    },
  );
});

describe('requests valid by the OpenAPI document are not refused for a rule it does not state', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_, route) => {
      const at = operationAt(route.path, route.method);
      const roles = rolesOf(route);
      // Each role's generator is built once: a large body's takes about half a second to build.
      const cases = fc.sample(
        fc.oneof(
          ...[...new Set(roles)].map((role) =>
            documentRequests(at, ownIds(route, role)).map((request) => ({ role, request })),
          ),
        ),
        { numRuns: CASES_PER_ROUTE, seed: SEED },
      );
      const failures: string[] = [];
      // Fresh sessions for this route: an earlier route's logouts may have ended some.
      for (const role of new Set(roles)) if (role) await accounts[role].renew(16);
      const sendable = cases.filter(
        ({ request }) => !requestProblems(at, request).length && !deletesTestAccount(route, request),
      );
      const valid = sendable.length;
      let refusedTokens = 0;
      for (let index = 0; index < sendable.length; index += IN_FLIGHT) {
        const batch = sendable.slice(index, index + IN_FLIGHT);
        const answers = await Promise.all(batch.map(({ role, request }) => send(at, request, role)));
        for (const [position, { role, request }] of batch.entries()) {
          const answer = answers[position]!;
          if (role && answer.status === 401) refusedTokens += 1;
          const url = urlOf(API_BASE_PATH, at, request);
          const problem = problemWith(at, url, answer);
          if (problem && failures.length < 5) {
            failures.push(
              `${problem}\n    as ${role ?? 'nobody'}: ${url} ${JSON.stringify(request.body ?? '').slice(0, 300)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      expect(valid).toBeGreaterThanOrEqual(CASES_PER_ROUTE * LEAST_VALID_SHARE);
      // A request must reach its checks: few sessions may have been ended by an earlier logout.
      expect(refusedTokens).toBeLessThanOrEqual(valid * 0.1);
    },
    120_000,
  );
});
