// The market's budgets (DESIGN.md §7), `npm run bench -- --only market` or the last
// section of `npm run bench`: a bid of 500 work items and 5 documents of 5 MB beside a bare
// presigned upload and a bare KMS data-key call, then the close of a tender with 200 bids.
// Its own process and its own stack (the bench's startStack): the handlers build their clients
// from the environment at import, so a second stack cannot share the bench's process. Jobs off,
// as in the API tests, so the only close of the tender is the one timed here; CloudFront's viewer
// header trusted, so each request is its own address and the upload limit per address (60 in
// 10 minutes) does not stop a bench that uploads 5 documents per bid.
import { GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { randomBytes } from 'node:crypto';
import type { UploadTicket } from '@tender/shared/schemas/uploads';
import type { RunningStack } from '../local/stack';
import {
  SETUP_CONCURRENCY,
  elapsed,
  inTurns,
  percentile,
  ratesFor,
  runSection,
  sleep,
  withMarketStack,
  workItems,
} from './market-support';

/** Timed submissions (each with 5 fresh uploads, about 1.8 s a turn): about 1.5 minutes on 2 cores. */
const SUBMISSIONS = Number(process.env.BENCH_MARKET_SUBMISSIONS ?? 50);
const CLOSE_BIDS = Number(process.env.BENCH_MARKET_BIDS ?? 200);
const WORK_ITEMS = 500;
const DOCUMENTS = 5;
/** 5 MB as the upload rules count it (5 242 880 bytes). */
const DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Data-key calls per submission, taken in turns with the submissions. */
const KMS_CALLS_PER_TURN = 10;
const REGISTER_POLL_MS = 100;

type Support = Awaited<ReturnType<typeof loadSupport>>;
type Bidder = Awaited<ReturnType<Support['bidding']['contractor']>>;
type Samples = { name: string; times: number[] };

/** The tests' helpers (real accounts, tenders with sealing keys), imported once the stack's environment is set. */
async function loadSupport() {
  return {
    bidding: await import('../../test/support/bidding'),
    uploads: await import('../../test/support/uploads'),
    viewer: await import('../../test/support/stack-url'),
    tenders: await import('../../functions/data/tenders-repository'),
    sealingKeys: await import('../../functions/data/sealing-keys-repository'),
    closeJob: await import('../../functions/handlers/jobs/close-tenders'),
  };
}

/** A PDF by its first bytes, random after them, exactly `bytes` long. */
function documentOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

/** A request of the bench's own (no response check between the answer and the clock), from a fresh viewer. */
async function apiPost(support: Support, siteUrl: string, pathname: string, token: string, body: unknown) {
  const response = await fetch(`${siteUrl}/api/v1${pathname}`, {
    method: 'POST',
    headers: {
      ...support.viewer.viewerHeaders(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** A presigned upload as the bid page makes it: POST /uploads, then the multipart POST of the bytes. */
async function timedUpload(support: Support, siteUrl: string, bidder: Bidder, bytes: Buffer, fileName: string) {
  const started = performance.now();
  const ticket = (await apiPost(support, siteUrl, '/uploads', bidder.token, {
    purpose: 'bid_document',
    file_name: fileName,
    content_type: 'application/pdf',
    size: bytes.length,
  })) as UploadTicket;
  const stored = await support.uploads.postToTicket(ticket.data, bytes, fileName, 'application/pdf');
  await stored.arrayBuffer();
  if (!stored.ok) throw new Error(`the presigned POST answered ${stored.status}`);
  return { ms: elapsed(started), uploadId: ticket.data.key.slice('tmp/'.length) };
}

/** A data key as sealing asks one, from this process with the stack's KMS endpoint and credentials. */
function dataKeyTimer(env: Record<string, string>, keyArn: string, tenderId: number) {
  const client = new KMSClient({
    region: env.AWS_REGION,
    endpoint: env.KMS_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const command = new GenerateDataKeyCommand({
    KeyId: keyArn,
    KeySpec: 'AES_256',
    EncryptionContext: { tender_id: String(tenderId), bid_reference: 'BENCH', cover: 'technical' },
  });
  return async () => {
    const started = performance.now();
    await client.send(command);
    return elapsed(started);
  };
}

async function makeBidders(support: Support, count: number): Promise<Bidder[]> {
  const started = performance.now();
  const bidders = await inTurns(count, SETUP_CONCURRENCY, () => support.bidding.contractor());
  console.log(`${count} approved contractors made and logged in in ${(elapsed(started) / 1000).toFixed(0)} s.`);
  return bidders;
}

/** Submissions of the big bid, each by its own bidder, taken in turns with uploads and data-key calls. */
async function benchSubmission(support: Support, stack: RunningStack, bidders: readonly Bidder[]) {
  const tender = await support.bidding.openTender({ changes: { tender_material_works: workItems(WORK_ITEMS) } });
  const key = await support.sealingKeys.getSealingKey(tender.id);
  const dataKey = dataKeyTimer(stack.env, key!.key_arn, tender.id);
  const documents = Array.from({ length: DOCUMENTS }, () => documentOf(DOCUMENT_BYTES));
  const rates = ratesFor(WORK_ITEMS);
  const submission: Samples = { name: 'submission', times: [] };
  const upload: Samples = { name: 'upload', times: [] };
  const kms: Samples = { name: 'kms', times: [] };
  const started = performance.now();
  // Turn 0 warms every path (module loads, connections, the key server's key) and is not counted.
  for (let turn = 0; turn <= SUBMISSIONS; turn += 1) {
    const bidder = bidders[turn]!;
    const refs: { name: string; upload_id: string }[] = [];
    for (const [index, bytes] of documents.entries()) {
      const uploaded = await timedUpload(support, stack.siteUrl, bidder, bytes, `document-${index + 1}.pdf`);
      refs.push({ name: `Document ${index + 1}`, upload_id: uploaded.uploadId });
      if (turn > 0) upload.times.push(uploaded.ms);
    }
    const body = support.bidding.bidBody(rates, refs);
    const submitStarted = performance.now();
    await apiPost(support, stack.siteUrl, `/tenders/${tender.id}/bids`, bidder.token, body);
    const submitMs = elapsed(submitStarted);
    for (let call = 0; call < KMS_CALLS_PER_TURN; call += 1) {
      const ms = await dataKey();
      if (turn > 0) kms.times.push(ms);
    }
    if (turn > 0) submission.times.push(submitMs);
  }
  console.log(`${SUBMISSIONS} submissions (and one to warm up) in ${(elapsed(started) / 1000).toFixed(0)} s.`);
  return { submission, upload, kms };
}

function submissionTable(measured: { submission: Samples; upload: Samples; kms: Samples }): string {
  const base = measured.submission.times;
  const row = (label: string, samples: Samples, ratios: boolean) => {
    const [p50, p99] = [percentile(samples.times, 0.5), percentile(samples.times, 0.99)];
    const ratio = (share: number, own: number) => (percentile(base, share) / own).toFixed(own < 10 ? 0 : 1);
    const shown = ratios ? `${ratio(0.5, p50)} | ${ratio(0.99, p99)}` : '1 | 1';
    return `| ${label} | ${samples.times.length} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${shown} |`;
  };
  return [
    '| measure | samples | p50 ms | p99 ms | bid p50 / this p50 | bid p99 / this p99 |',
    '|---|---|---|---|---|---|',
    row(
      `bid: ${WORK_ITEMS} work items, ${DOCUMENTS} documents of 5 MB (POST /tenders/{id}/bids)`,
      measured.submission,
      false,
    ),
    row('bare presigned upload of 5 MB (POST /uploads + POST to the bucket)', measured.upload, true),
    row('bare KMS GenerateDataKey (AES_256, from the bench process)', measured.kms, true),
  ].join('\n');
}

/** Small bids by `bidders` on a tender that then closes in a few seconds; the close job timed to the register. */
async function benchClose(support: Support, stack: RunningStack, bidders: readonly Bidder[]) {
  const { bidding, tenders } = support;
  const tender = await bidding.openTender({ closesIn: 3600 });
  const started = performance.now();
  await inTurns(bidders.length, SETUP_CONCURRENCY, (index) =>
    apiPost(support, stack.siteUrl, `/tenders/${tender.id}/bids`, bidders[index]!.token, bidding.bidBody(ratesFor(3))),
  );
  console.log(`${bidders.length} small bids in ${(elapsed(started) / 1000).toFixed(0)} s.`);
  // The bids are in: the tender now ends a few seconds from now (as if its deadline were near).
  const stored = await tenders.getTenderById(tender.id);
  const endsAt = bidding.at(3);
  await tenders.replaceTender({ ...stored!, bid_submission_end_date: endsAt });
  // A run before the end: loads the job's modules and closes anything else due (seeded tenders).
  await support.closeJob.handler();
  await sleep(Math.max(0, Date.parse(endsAt) - Date.now()) + 200);

  const subject = `Tender closed: ${tender.tender_uid}`;
  const jobStarted = performance.now();
  let registerMs: number | undefined;
  let jobDone = false;
  const poll = (async () => {
    while (registerMs === undefined) {
      const response = await fetch(`${stack.siteUrl}/api/v1/tenders/${tender.id}/register`, {
        headers: support.viewer.viewerHeaders(),
      });
      const body = (await response.json()) as { data?: { digests: string[] } };
      if (response.status === 200) {
        registerMs = elapsed(jobStarted);
        if (body.data?.digests.length !== bidders.length) throw new Error('the register misses bids');
      } else if (jobDone && response.status !== 409) throw new Error(`the register answered ${response.status}`);
      else await sleep(REGISTER_POLL_MS);
    }
  })();
  const result = await support.closeJob.handler();
  const jobMs = elapsed(jobStarted);
  jobDone = true;
  await poll;
  const mailbox = (await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: { subject: string }[] };
  const mails = mailbox.emails.filter((mail) => mail.subject.startsWith(subject)).length;
  return { registerMs: registerMs!, jobMs, mails, result };
}

async function main() {
  const sectionStarted = performance.now();
  await withMarketStack(async (stack) => {
    const support = await loadSupport();
    const bidders = await makeBidders(support, Math.max(CLOSE_BIDS, SUBMISSIONS + 1));
    const measured = await benchSubmission(support, stack, bidders);
    console.log(
      `\nMarket: a bid beside a bare presigned upload and a bare data-key call (${SUBMISSIONS} submissions, each by its own bidder with ${DOCUMENTS} fresh uploads, in turns with ${KMS_CALLS_PER_TURN} data-key calls; time from the bench's request to the answer, loopback):\n`,
    );
    console.log(submissionTable(measured));
    const close = await benchClose(support, stack, bidders.slice(0, CLOSE_BIDS));
    console.log(
      `\nClose of a tender with ${CLOSE_BIDS} bids (the close-tenders handler in-process, polled every ${REGISTER_POLL_MS} ms): register published (GET /tenders/{id}/register 200) ${(close.registerMs / 1000).toFixed(2)} s after the run started; the run returned after ${(close.jobMs / 1000).toFixed(2)} s (${JSON.stringify(close.result)}), ${close.mails} closing mails sent.`,
    );
  });
  console.log(`Market section: ${(elapsed(sectionStarted) / 1000).toFixed(0)} s in all.`);
}

runSection(main);
