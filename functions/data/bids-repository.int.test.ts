import { describe, expect, it } from 'vitest';
import { bidRecord } from '../../test/support/evaluation-records';
import { sampleTenderRecord } from '../../test/support/tender-records';
import { BidWriteConflictError, getBid, writeBidChange } from './bids-repository';
import { nextSequenceValue } from './sequences';
import { putTender } from './tenders-repository';
import { uploadTicket } from './testing/stored-records';
import { getUploads, markUploadsUsed, putUpload } from './uploads-repository';

// A submission's uploads on DynamoDB Local: claimed in the bid's own transaction for the
// contractor, and one claimed meanwhile answered as 'upload-used', with nothing written.

describe('a bid write with its uploads (DynamoDB Local)', () => {
  it('claims the uploads with the bid, and refuses one used meanwhile', async () => {
    const tender = sampleTenderRecord(await nextSequenceValue('tender'));
    await putTender(tender);
    const now = new Date();
    const first = bidRecord(1, { tender_id: tender.id, contractor_id: 501 });
    const upload = uploadTicket();
    await putUpload(upload);
    const write = (bid: typeof first, ids: string[]) =>
      writeBidChange({
        bid,
        expectedSubmission: null,
        expectedState: null,
        countChange: 1,
        uploads: { ids, accountId: bid.contractor_id, at: now },
      });
    await write(first, [upload.id]);
    expect((await getUploads([upload.id])).get(upload.id)).toMatchObject({ status: 'used', used_by: 501 });

    const second = bidRecord(2, { tender_id: tender.id, contractor_id: 502 });
    const claimed = uploadTicket();
    await putUpload(claimed);
    await markUploadsUsed([claimed.id], 9);
    const refused = write(second, [claimed.id]);
    await expect(refused).rejects.toBeInstanceOf(BidWriteConflictError);
    await expect(refused).rejects.toMatchObject({ conflict: 'upload-used' });
    expect(await getBid(tender.id, 502)).toBeUndefined();
  });
});
