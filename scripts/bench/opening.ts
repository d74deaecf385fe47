// Budget, `npm run bench -- --only opening` or a section of `npm run bench`: the
// technical opening, the evaluations, the financial opening and the comparative statement (JSON,
// xlsx, PDF) of a tender with 200 bids of 500 work items, through the real routes as its two
// openers would use them, each step's time per bid beside a bare KMS Decrypt of one data key as the
// opener (`openCoverKey`) on the same stack. Its own process and stack (market-support.ts).
// Setup takes the market bench's path: accounts and the tender through the data layer (the tests'
// helpers), every bid sealed through POST /tenders/{id}/bids, the close job run in-process.
import { openingMessages } from '@tender/shared/opening-messages';
import type { Cover, OpeningAnswer } from '@tender/shared/schemas/opening';
import type { RunningStack } from '../local/stack';
import {
  SETUP_CONCURRENCY,
  elapsed,
  inTurns,
  percentile,
  ratesFor,
  runSection,
  seconds,
  sleep,
  withMarketStack,
  workItems,
} from './market-support';

const BIDS = Number(process.env.BENCH_OPENING_BIDS ?? 200);
const WORK_ITEMS = 500;
/** Bare decrypts, half before the openings and half after them. */
const DECRYPTS = Number(process.env.BENCH_OPENING_DECRYPTS ?? 200);
/** Bids on a tender of their own that size the real tender's bid window. */
const CALIBRATION_BIDS = 8;
/** Each statement format is asked this many times (the first answer is also shown alone). */
const STATEMENT_RUNS = 3;
/** API Gateway's limit (every API function stops sooner: 10 s, its pipeline answering 503 at 9 s). */
const GATEWAY_LIMIT_MS = 30_000;
/** The resumed POSTs an opening may take before the bench gives up. */
const MAX_OPENING_POSTS = 30;

type Support = Awaited<ReturnType<typeof loadSupport>>;
type Account = { id: number; name: string; token: string };
type Bidder = Awaited<ReturnType<Support['bidding']['contractor']>>;
type Timed = { status: number; ms: number; text: string; location: string | null };
type Step = { name: string; requests: number; ms: number; note?: string };
type OpeningData = Pick<OpeningAnswer, 'data'>;

const alreadyOpened = openingMessages.alreadyOpened;

/** The tests' helpers and the opener's key client, imported once the stack's environment is set. */
async function loadSupport() {
  return {
    accounts: await import('../../test/support/accounts'),
    bidding: await import('../../test/support/bidding'),
    viewer: await import('../../test/support/stack-url'),
    bids: await import('../../functions/data/bids-repository'),
    closeJob: await import('../../functions/handlers/jobs/close-tenders'),
    opener: await import('../../functions/platform/opener-kms-client'),
  };
}

/** A request of the bench's own, timed from the request to the whole answer, from a fresh viewer. */
async function timed(
  support: Support,
  stack: RunningStack,
  method: 'GET' | 'POST',
  pathname: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { ...support.viewer.viewerHeaders() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(`${stack.siteUrl}/api/v1${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  const answer: Timed = {
    status: response.status,
    ms: elapsed(started),
    text,
    location: response.headers.get('location'),
  };
  return answer;
}

function expectStatus(answer: Timed, status: number, what: string): Timed {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer;
}

async function signedIn(support: Support, role: 'Admin' | 'Organization'): Promise<Account> {
  const account = await support.accounts.createAccount({ role });
  return { ...account, token: await support.accounts.loginToken(account) };
}

/** One fresh document upload per bidder (a PDF by its first bytes, 64 KiB of random bytes). */
const uploadsFor = (support: Support, bidders: readonly Bidder[]) =>
  inTurns(bidders.length, SETUP_CONCURRENCY, (index) =>
    support.bidding.bidDocument(bidders[index]!, support.bidding.uniqueDocument()),
  );

/** Sealed bids of 500 rates and one document each, 4 at a time; answers the wall time. */
async function submitBids(
  support: Support,
  stack: RunningStack,
  tenderId: number,
  bidders: readonly Bidder[],
  uploads: readonly string[],
) {
  const started = performance.now();
  await inTurns(bidders.length, SETUP_CONCURRENCY, async (index) => {
    const body = support.bidding.bidBody(ratesFor(WORK_ITEMS, index), [
      { name: 'Experience certificate', upload_id: uploads[index]! },
    ]);
    const answer = await timed(support, stack, 'POST', `/tenders/${tenderId}/bids`, bidders[index]!.token, body);
    expectStatus(answer, 201, `bid ${index + 1}`);
  });
  return elapsed(started);
}

/**
 * The real tender's bid window: its sealing key's policy fixes the opening time when the tender is
 * made, so the window must hold every bid and no more. Sized from a few bids on a tender of their own.
 */
async function bidWindowSeconds(support: Support, stack: RunningStack, bidders: readonly Bidder[]) {
  if (process.env.BENCH_OPENING_WINDOW_SECONDS) return Number(process.env.BENCH_OPENING_WINDOW_SECONDS);
  const few = bidders.slice(0, CALIBRATION_BIDS);
  const tender = await support.bidding.openTender({ changes: { tender_material_works: workItems(WORK_ITEMS) } });
  const ms = await submitBids(support, stack, tender.id, few, await uploadsFor(support, few));
  const window = Math.max(30, Math.ceil((2 * ms * BIDS) / few.length / 1000) + 20);
  console.log(
    `${few.length} bids of ${WORK_ITEMS} items on a tender of their own in ${seconds(ms)} s: a bid window of ${window} s.`,
  );
  return window;
}

/** The tender, its 200 sealed bids, its end, the close job (register published): ready to open. */
async function tenderReadyToOpen(
  support: Support,
  stack: RunningStack,
  organization: Account,
  admin: Account,
  bidders: readonly Bidder[],
) {
  const uploads = await uploadsFor(support, bidders);
  const window = await bidWindowSeconds(support, stack, bidders);
  const end = support.bidding.at(window);
  const tender = await support.bidding.openTender({
    changes: {
      tender_material_works: workItems(WORK_ITEMS),
      organization_id: organization.id,
      organization_name: organization.name,
      // What publishing names by default: the publishing Admin and the owning organisation.
      openers: [admin.id, organization.id],
      evaluators: null,
      representation_days: 3,
      bid_submission_end_date: end,
      bid_opening_date: end,
    },
  });
  const bidsMs = await submitBids(support, stack, tender.id, bidders, uploads);
  if (Date.now() >= Date.parse(end))
    throw new Error('The bids outlasted the window: set BENCH_OPENING_WINDOW_SECONDS.');
  console.log(`${bidders.length} sealed bids in ${seconds(bidsMs)} s; waiting for the opening time (${end}).`);
  await sleep(Date.parse(end) - Date.now() + 300);
  await support.closeJob.handler();
  const register = expectStatus(
    await timed(support, stack, 'GET', `/tenders/${tender.id}/register`),
    200,
    'the register',
  );
  const digests = (JSON.parse(register.text) as { data: { digests: string[] } }).data.digests.length;
  if (digests !== bidders.length) throw new Error(`the register holds ${digests} digests`);
  return tender;
}

/** Bare Decrypts of one bid's technical data key as the opener: the product's own call, nothing around it. */
async function bareDecrypts(support: Support, tenderId: number, count: number): Promise<number[]> {
  const bid = (await support.bids.tenderBids(tenderId)).find((each) => each.sealed)!;
  const context = { tender_id: String(tenderId), bid_reference: bid.bid_reference, cover: 'technical' };
  const decrypt = () => support.opener.openCoverKey(bid.sealed!.key_arn, bid.sealed!.technical.wrapped_key, context);
  await decrypt();
  const times: number[] = [];
  for (let call = 0; call < count; call += 1) {
    const started = performance.now();
    await decrypt();
    times.push(elapsed(started));
  }
  return times;
}

/** The second opener's POSTs until the cover is opened: each 503 (the function's deadline) is followed by another. */
async function postsToOpen(support: Support, stack: RunningStack, tenderId: number, cover: Cover, opener: Account) {
  const posts: Timed[] = [];
  while (posts.length < MAX_OPENING_POSTS) {
    const answer = await timed(support, stack, 'POST', `/tenders/${tenderId}/opening`, opener.token, { cover });
    posts.push(answer);
    if (answer.status === 200) return { posts, record: (JSON.parse(answer.text) as OpeningData).data[cover] };
    // A run cut by a deadline goes on here in the process (a frozen Lambda would not) and may finish first.
    if (answer.status === 409 && answer.text.includes(alreadyOpened)) {
      const record = expectStatus(
        await timed(support, stack, 'GET', `/tenders/${tenderId}/opening`),
        200,
        'the record',
      );
      return { posts, record: (JSON.parse(record.text) as OpeningData).data[cover] };
    }
    expectStatus(answer, 503, `${cover} opening`);
  }
  throw new Error(`the ${cover} opening did not finish in ${MAX_OPENING_POSTS} POSTs`);
}

/** Both openers' POSTs, the second repeated until opened. Checks the record: every bid listed, every digest matched. */
async function openCover(
  support: Support,
  stack: RunningStack,
  tenderId: number,
  cover: Cover,
  openers: readonly Account[],
): Promise<Step> {
  const started = performance.now();
  const path = `/tenders/${tenderId}/opening`;
  const first = expectStatus(
    await timed(support, stack, 'POST', path, openers[0]!.token, { cover }),
    200,
    `${cover} confirmation`,
  );
  const { posts, record } = await postsToOpen(support, stack, tenderId, cover, openers[1]!);
  const total = elapsed(started);
  const matched = record.bids.filter((line) => line.digest_match).length;
  if (record.state !== 'opened' || record.bids.length !== BIDS || matched !== BIDS) {
    throw new Error(`the ${cover} opening: ${record.state}, ${record.bids.length} bids, ${matched} digests matched`);
  }
  const answers = posts.map((post) => `${post.status} after ${seconds(post.ms)} s`).join(', ');
  const gateway = posts.some((post) => post.ms > GATEWAY_LIMIT_MS) ? ' (one longer than API Gateway’s 30 s)' : '';
  return {
    name: `${cover} opening (${1 + posts.length} POSTs to completion)`,
    requests: 1 + posts.length,
    ms: total,
    note: `${cover}: confirmation ${seconds(first.ms)} s; the second opener's POSTs: ${answers}${gateway}; ${matched} of ${BIDS} digests matched.`,
  };
}

/** Every bid marked qualified by the organisation, one after another as an evaluator would. */
async function evaluateAll(support: Support, stack: RunningStack, tenderId: number, evaluator: Account): Promise<Step> {
  const refs = (await support.bids.tenderBids(tenderId)).map((bid) => bid.bid_reference);
  const times: number[] = [];
  for (const ref of refs) {
    const answer = await timed(support, stack, 'POST', `/bids/${ref}/evaluation`, evaluator.token, { qualified: true });
    times.push(expectStatus(answer, 200, `evaluation of ${ref}`).ms);
  }
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return {
    name: `evaluations (POST /bids/{id}/evaluation, one after another)`,
    requests: refs.length,
    ms: total,
    note: `evaluations: p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms each.`,
  };
}

/** The statement in one format, STATEMENT_RUNS times: the first run's time, and the median. */
async function statement(
  support: Support,
  stack: RunningStack,
  tenderId: number,
  reader: Account,
  format?: 'xlsx' | 'pdf',
): Promise<Step> {
  const path = `/tenders/${tenderId}/comparative_statement${format ? `?format=${format}` : ''}`;
  const runs: { ms: number; bytes: number; answerMs: number }[] = [];
  for (let run = 0; run < STATEMENT_RUNS; run += 1) {
    const answer = expectStatus(
      await timed(support, stack, 'GET', path, reader.token),
      format ? 302 : 200,
      `the statement (${format ?? 'json'})`,
    );
    if (!format) {
      const bids = (JSON.parse(answer.text) as { data: { bids: unknown[] } }).data.bids.length;
      if (bids !== BIDS) throw new Error(`the statement lists ${bids} bids`);
      runs.push({ ms: answer.ms, bytes: Buffer.byteLength(answer.text), answerMs: answer.ms });
      continue;
    }
    const started = performance.now();
    const file = await fetch(answer.location!);
    const bytes = (await file.arrayBuffer()).byteLength;
    if (!file.ok) throw new Error(`the ${format} link answered ${file.status}`);
    runs.push({ ms: answer.ms + elapsed(started), bytes, answerMs: answer.ms });
  }
  const median = percentile(
    runs.map((run) => run.ms),
    0.5,
  );
  const what = format ? `${format} (the GET's 302 to a link, then the file)` : 'JSON';
  return {
    name: `comparative statement, ${what}, first of ${STATEMENT_RUNS}`,
    requests: format ? 2 : 1,
    ms: runs[0]!.ms,
    note: `statement ${format ?? 'json'}: ${(runs[0]!.bytes / 1024 / 1024).toFixed(2)} MiB; runs ${runs.map((run) => seconds(run.ms)).join(', ')} s (median ${seconds(median)} s${format ? `; the GET alone ${runs.map((run) => seconds(run.answerMs)).join(', ')} s` : ''}).`,
  };
}

function report(steps: readonly Step[], decrypts: readonly number[]): void {
  const p50 = percentile(decrypts, 0.5);
  console.log(
    `\nOpening and comparative statement of a tender with ${BIDS} bids x ${WORK_ITEMS} items (each bid: ${WORK_ITEMS} rates, one 64 KiB document; time from the bench's request to the whole answer, loopback):\n`,
  );
  console.log('| step | requests | wall s | per bid ms | per bid / bare decrypt p50 |');
  console.log('|---|---|---|---|---|');
  for (const step of steps) {
    const perBid = step.ms / BIDS;
    console.log(
      `| ${step.name} | ${step.requests} | ${seconds(step.ms)} | ${perBid.toFixed(1)} | ${(perBid / p50).toFixed(1)} |`,
    );
  }
  console.log(
    `| bare KMS Decrypt of one data key as the opener (openCoverKey), ${decrypts.length} times | ${decrypts.length} | ${seconds(decrypts.reduce((sum, ms) => sum + ms, 0))} | p50 ${p50.toFixed(2)}, p99 ${percentile(decrypts, 0.99).toFixed(2)} | 1 |`,
  );
  console.log('');
  for (const step of steps) if (step.note) console.log(step.note);
}

async function main() {
  const sectionStarted = performance.now();
  await withMarketStack(async (stack) => {
    const support = await loadSupport();
    const [admin, organization] = [await signedIn(support, 'Admin'), await signedIn(support, 'Organization')];
    const setupStarted = performance.now();
    const bidders = await inTurns(BIDS, SETUP_CONCURRENCY, () => support.bidding.contractor());
    console.log(`${BIDS} approved contractors made and logged in in ${seconds(elapsed(setupStarted))} s.`);
    const tender = await tenderReadyToOpen(support, stack, organization, admin, bidders);
    const openers = [admin, organization];
    const decrypts = await bareDecrypts(support, tender.id, Math.ceil(DECRYPTS / 2));
    const steps = [await openCover(support, stack, tender.id, 'technical', openers)];
    steps.push(await evaluateAll(support, stack, tender.id, organization));
    steps.push(await openCover(support, stack, tender.id, 'financial', openers));
    steps.push(await statement(support, stack, tender.id, organization));
    steps.push(await statement(support, stack, tender.id, organization, 'xlsx'));
    steps.push(await statement(support, stack, tender.id, organization, 'pdf'));
    decrypts.push(...(await bareDecrypts(support, tender.id, Math.floor(DECRYPTS / 2))));
    report(steps, decrypts);
  });
  console.log(`Opening section: ${seconds(elapsed(sectionStarted))} s in all.`);
}

runSection(main);
