// The route fuzzer (DESIGN.md §6): every entry of functions/routes.ts, with no per-route code,
// gets >= 1,000 requests made from its own zod schemas (valid, mutated, hostile), with a token of
// each role and none. No 5xx, no answer slower than 2 s, every 4xx in the one error shape, and
// nothing stored for a refused request. FUZZ_SEED picks another seed, FUZZ_CASES another count.
//
// The routes are fuzzed in parts, one file and one private stack each (route-fuzzer-<n>.fuzz.ts),
// run side by side: the stack lives in the fuzzing process, which keeps one core busy on its own.
// The parts are balanced by each route's measured cost (route-parts.ts).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@tender/shared/schemas/common';
import { API_BASE_PATH, routes, type Route } from '../../functions/routes';
import { startPrivateStack, type PrivateStack, type RawAnswer } from '../support/private-stack';
import { checkAnswer } from '../support/openapi-check';
import { casesFor, type FuzzCase, type FuzzContext } from './cases';
import { routeCosts, splitByCost } from './route-parts';
import { observeWrites } from './write-observer';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 1000);
const SLOWEST_MS = 2000;
/** Requests in flight at once: several keep the two cores busy; writes are then told apart below. */
const IN_FLIGHT = 4;

type Answer = RawAnswer;

/** What is wrong with this answer, or undefined. */
function problemWith(request: FuzzCase, answer: Answer, stored: string[]): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (answer.ms > SLOWEST_MS) return `took ${Math.round(answer.ms)} ms`;
  const outsideContract = contractProblem(request, answer);
  if (outsideContract) return outsideContract;
  if (answer.status < 400) return undefined;
  if (!String(answer.headers['content-type']).startsWith('application/json')) return 'error answer is not JSON';
  if (answer.headers['cache-control'] !== 'no-store') return 'error answer may be cached';
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `error body is not JSON: ${answer.body.slice(0, 100)}`;
  }
  if (!ErrorBody.safeParse(parsed).success) return `error body is not the error shape: ${answer.body.slice(0, 200)}`;
  if (stored.length) return `refused with ${answer.status} but stored ${stored.join(', ')}`;
  void request;
  return undefined;
}

/** Every answer, success or error, must be one the OpenAPI document lists for its route and status. */
function contractProblem(request: FuzzCase, answer: Answer): string | undefined {
  try {
    checkAnswer({
      method: request.method,
      url: request.path,
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? '') || null,
      text: answer.body,
    });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 400) : String(error);
  }
}

function describeCase(request: FuzzCase): string {
  const body = request.body === undefined ? '' : ` body ${JSON.stringify(request.body.slice(0, 120))}`;
  const headers = JSON.stringify(request.headers).slice(0, 200);
  return `${request.kind}: ${request.method} ${request.path.slice(0, 200)} ${headers}${body}`;
}

/** How many parts the route table is fuzzed in: one per core. */
const PARTS = 2;

const parts = splitByCost(routes, PARTS, routeCosts);

/** Part `part` (1-based) of the route table, balanced by measured cost (route-parts.ts). */
function routesOfPart(part: number): readonly Route[] {
  return parts[part - 1] ?? [];
}

/** The route fuzzer's tests for one part of the route table, against a private stack of its own. */
export function describeRouteFuzzer(part: number) {
  let stack: PrivateStack;
  let writes: ReturnType<typeof observeWrites>;
  const context: FuzzContext = { tokens: {}, cursors: [] };
  let casesRun = 0;
  let routesRun = 0;

  /** What was stored since `mark`; throttle counters are bookkeeping of a refusal, not stored data. */
  const storedSince = (mark: number): string[] =>
    writes
      .since(mark)
      .flatMap((write) =>
        write.keys.filter((key) => !key.startsWith('THROTTLE#')).map((key) => `${write.command} ${key}`),
      );

  const send = (request: FuzzCase): Promise<Answer> => stack.send(request);

  beforeAll(async () => {
    stack = await startPrivateStack(`fuzz-${part}`);
    // The same client instances the handlers use: the gateway loaded them into this process.
    const [{ dynamo }, { s3 }, { ses }] = await Promise.all([
      import('../../functions/platform/dynamo-client'),
      import('../../functions/platform/s3-client'),
      import('../../functions/platform/ses-client'),
    ]);
    writes = observeWrites({ dynamodb: dynamo, s3, ses });
    const { fuzzTokens } = await import('./fuzz-accounts');
    context.tokens = await fuzzTokens();
    for (const list of ['active_tenders', 'closed_tenders', 'cancelled_tenders', 're_tenders']) {
      const answer = await send({
        kind: 'setup',
        method: 'GET',
        path: `${API_BASE_PATH}/tenders/${list}?limit=1`,
        headers: {},
      });
      const cursor = (JSON.parse(answer.body) as { next_cursor?: string | null }).next_cursor;
      if (cursor) context.cursors.push(cursor);
    }
  }, 120_000);

  afterAll(async () => {
    console.log(`Route fuzzer, part ${part} of ${PARTS}: ${casesRun} cases over ${routesRun} routes (seed ${SEED}).`);
    await stack?.stop();
  });

  describe('route fuzzer', () => {
    it('fuzzes every route of the table in exactly one part, each part in its own file', () => {
      const all = Array.from({ length: PARTS }, (_, at) => routesOfPart(at + 1)).flat();
      expect(all).toHaveLength(routes.length);
      expect(new Set(all).size).toBe(routes.length);
      for (let at = 1; at <= PARTS; at += 1) {
        expect(existsSync(new URL(`./route-fuzzer-${at}.fuzz.ts`, import.meta.url)), `part ${at}'s file`).toBe(true);
      }
    });

    it('has what it needs: cursors to replay and a token of every role', async () => {
      expect(context.cursors.length).toBeGreaterThan(0);
      const { USER_ROLES } = await import('@tender/shared/constants');
      expect(Object.keys(context.tokens).sort()).toEqual([...USER_ROLES].sort());
    });

    it('sees what a request stores (the observer is wired to the handlers)', async () => {
      const mark = writes.mark();
      const answer = await send({
        kind: 'setup',
        method: 'POST',
        path: `${API_BASE_PATH}/contacts`,
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '198.51.100.200:443' },
        body: JSON.stringify({
          name: 'Fuzz',
          email: 'fuzz@example.com',
          subject: 'Observer check',
          phone: '9876543210',
          message: 'Hello',
        }),
      });
      expect(answer.status).toBe(201);
      expect(writes.since(mark).some((write) => write.keys.some((key) => key.startsWith('CONTACT#')))).toBe(true);
    });

    it.each(routesOfPart(part).map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s',
      async (_, route) => {
        const failures: string[] = [];
        const report = (request: FuzzCase, answer: Answer, stored: string[]) => {
          const problem = problemWith(request, answer, stored);
          if (problem && failures.length < 10) failures.push(`${problem}\n    ${describeCase(request)}`);
        };
        const cases = casesFor(route, context, CASES_PER_ROUTE, SEED);
        for (let index = 0; index < cases.length; index += IN_FLIGHT) {
          const batch = cases.slice(index, index + IN_FLIGHT);
          const mark = writes.mark();
          const answers = await Promise.all(batch.map(send));
          const stored = storedSince(mark);
          const refusedAmongWrites = stored.length > 0 && answers.some((answer) => answer.status >= 400);
          if (!refusedAmongWrites) {
            batch.forEach((request, at) => report(request, answers[at] as Answer, []));
            continue;
          }
          // Something in this batch stored data and something was refused: send each refused one
          // again alone, so what it stores is its own.
          for (const [at, request] of batch.entries()) {
            const answer = answers[at] as Answer;
            if (answer.status < 400) {
              report(request, answer, []);
              continue;
            }
            const alone = writes.mark();
            const again = await send(request);
            report(request, again, again.status >= 400 ? storedSince(alone) : []);
          }
        }
        casesRun += cases.length;
        routesRun += 1;
        expect(failures).toEqual([]);
      },
      600_000,
    );
  });
}
