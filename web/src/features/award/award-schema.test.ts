import { awardMessages as a } from '@tender/shared/award-messages';
import { unsafeTextMessage } from '@tender/shared/rules';
import { AwardBody, UnsuccessfulBody } from '@tender/shared/schemas/award';
import { describe, expect, it } from 'vitest';
import { statementBids } from './award-fixtures';
import { awardBody, awardFormValues, awardSchema, unsuccessfulSchema } from './award-schema';

const errorOf = async (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('the award form schema', () => {
  const schema = awardSchema(statementBids);

  it('chooses L1 at first, with no reason', () => {
    expect(awardFormValues(statementBids)).toEqual({ bid_id: 'BID-12-000001', reason: '' });
  });

  it('takes L1 without a reason, and sends none', async () => {
    await expect(errorOf(schema, { bid_id: 'BID-12-000001', reason: '' })).resolves.toBeNull();
    expect(awardBody({ bid_id: 'BID-12-000001', reason: ' ' })).toEqual({ bid_id: 'BID-12-000001' });
  });

  it('needs a reason for any other bid, with the server message (the server refuses it the same)', async () => {
    await expect(errorOf(schema, { bid_id: 'BID-12-000003', reason: '  ' })).resolves.toBe(a.reason);
    await expect(errorOf(schema, { bid_id: 'BID-12-000003', reason: 'x'.repeat(1001) })).resolves.toBe(a.reasonTooLong);
    const server = AwardBody.safeParse({ bid_id: 'BID-12-000003', reason: '' });
    expect(server.error?.issues[0]?.message).toBe(a.reason);
    await expect(errorOf(schema, { bid_id: 'BID-12-000003', reason: 'L1 withdrew.' })).resolves.toBeNull();
    // A NUL or a right-to-left override: refused naming the field, as the server does.
    for (const reason of ['L1 withdrew.\u0000', 'L1 \u202Ewithdrew.']) {
      await expect(errorOf(schema, { bid_id: 'BID-12-000003', reason })).resolves.toBe(unsafeTextMessage('Reason'));
      expect(AwardBody.safeParse({ bid_id: 'BID-12-000003', reason }).error?.issues[0]?.message).toBe(
        unsafeTextMessage('Reason'),
      );
      await expect(errorOf(unsuccessfulSchema, { reason })).resolves.toBe(unsafeTextMessage('Reason'));
    }
  });

  it('refuses a bid that is not ranked (a flagged cover)', async () => {
    await expect(errorOf(schema, { bid_id: 'BID-12-000002', reason: 'x' })).resolves.toBe(a.bidId);
  });

  it('declaring unsuccessful needs a reason, as the server does', async () => {
    await expect(errorOf(unsuccessfulSchema, { reason: ' ' })).resolves.toBe(a.unsuccessfulReason);
    expect(UnsuccessfulBody.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(a.unsuccessfulReason);
  });
});
