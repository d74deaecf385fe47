// @vitest-environment jsdom
import { registrantMessages } from '@tender/shared/admin-messages';
import { unsafeTextMessage } from '@tender/shared/rules';
import { ReviewRegistrantBody } from '@tender/shared/schemas/registrants';
import { describe, expect, it } from 'vitest';
import { reviewSchema } from './registrant-review';

const errorOf = (remark: string) =>
  reviewSchema.validate({ remark }).then(
    () => null,
    (error: Error) => error.message,
  );

describe('the review remark (the server’s rules)', () => {
  it('refuses a NUL or a right-to-left override naming the remark, as the server does', async () => {
    for (const remark of ['Documents checked.\u0000', 'Documents \u202Echecked.']) {
      await expect(errorOf(remark)).resolves.toBe(unsafeTextMessage('Remark'));
      const server = ReviewRegistrantBody.safeParse({ decision: 'reject', remark });
      expect(server.error?.issues.map((issue) => issue.message)).toEqual([unsafeTextMessage('Remark')]);
    }
    await expect(errorOf('  ')).resolves.toBe(registrantMessages.remark);
    await expect(errorOf('Documents checked.')).resolves.toBeNull();
  });
});
