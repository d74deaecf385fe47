import { describe, expect, it } from 'vitest';
import { openingMessages as m } from '@tender/shared/opening-messages';
import { listAudit, OPENING_AUDIT_ACTIONS } from '../../functions/data/audit-repository';
import { tenderBids } from '../../functions/data/bids-repository';
import { confirmOpening, openingOf, tenderReadyToOpen } from '../support/opening';

// An opening under a passing fault of the key service, on the local stack: while the key server
// drops every connection that asks to decrypt under this tender's key, the two openers' confirmation
// opens nothing and flags nothing (the bids stay sealed, the opening unfinished); once it answers
// again, either opener's next confirmation opens every bid, none flagged. The fault is laid on this
// tender's key only, so other test files' openings are untouched.

const faults = (method: 'PUT' | 'DELETE', body?: unknown) =>
  fetch(`${process.env.KMS_ENDPOINT}/faults`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('an opening under a passing fault of the key service', () => {
  it('leaves every bid unopened and unflagged, and opens them all on the next confirmation', async () => {
    const ready = await tenderReadyToOpen({ bidders: 2 });
    const keyArn = (await tenderBids(ready.tender.id))[0]!.sealed!.key_arn;
    expect((await faults('PUT', [{ operation: 'Decrypt', fault: 'reset', keyId: keyArn }])).status).toBe(200);
    try {
      expect((await confirmOpening(ready.tender, 'technical', ready.admin)).body.message).toBe(m.confirmed);
      const interrupted = await confirmOpening(ready.tender, 'technical', ready.organization);
      expect(interrupted.status, JSON.stringify(interrupted.body)).toBe(200);
      expect(interrupted.body.message).toBe(m.openingInterrupted('technical', 2));
    } finally {
      await faults('DELETE');
    }
    const sealed = await tenderBids(ready.tender.id);
    expect(sealed.map((bid) => bid.opening?.technical ?? null)).toEqual([null, null]);
    const record = (await openingOf(ready.tender)).body.data.technical;
    expect([record.state, record.bids]).toEqual(['confirming', []]);

    // Either opener resumes the opening: here the one who confirmed first.
    const resumed = await confirmOpening(ready.tender, 'technical', ready.admin);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.message).toBe(m.opened('technical', 2));
    expect(resumed.body.data.technical.bids.map((line) => [line.flag, line.digest_match])).toEqual([
      [null, true],
      [null, true],
    ]);
    const opened = await tenderBids(ready.tender.id);
    expect(opened.map((bid) => [bid.opening?.technical?.flag, bid.opening?.technical?.failed_check])).toEqual([
      [null, null],
      [null, null],
    ]);
    // Every attempt to decrypt is on the audit trail, the interrupted ones too.
    const { items } = await listAudit({ entity: 'tender', entityId: String(ready.tender.id), limit: 100 });
    const decrypts = items.filter((entry) => entry.action === OPENING_AUDIT_ACTIONS.decrypt);
    expect(decrypts).toHaveLength(4);
  }, 180_000);
});
