import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDate } from '@tender/shared/format';
import { registrationReviewMessages as m } from '@tender/shared/registration-review-messages';
import type { RegistrationReview } from '@tender/shared/schemas/registration-review';
import type { ReactNode } from 'react';
import { Notice } from './ui/alert';

export type RegistrationReviewNoticeProps = {
  review: RegistrationReview;
  /** Contractors: approval is what lets them bid, and the notice says so. */
  bidder: boolean;
  /** What a rejected registrant does next (a link to the profile, or the request button). */
  action?: ReactNode;
};

type RemarkProps = { heading: string; remark: string };

/** The Admin's remark as written, line breaks kept. */
function Remark({ heading, remark }: RemarkProps) {
  return (
    <Box as="figure" m="0">
      <Text as="figcaption" fontWeight="semibold">
        {heading}
      </Text>
      <Box
        as="blockquote"
        mt="1"
        ps="3"
        borderStartWidth="4px"
        borderColor="orange.500"
        whiteSpace="pre-line"
        overflowWrap="anywhere"
      >
        {remark}
      </Box>
    </Box>
  );
}

/** The consultancy's review of the registration (dashboard and profile): pending, approved, or rejected and what next. */
export function RegistrationReviewNotice({ review, bidder, action }: RegistrationReviewNoticeProps) {
  const reviewedOn = review.reviewed_at ? <Text>{m.reviewedOn(formatIstDate(review.reviewed_at))}</Text> : null;
  if (review.status === 'pending') {
    return (
      <Notice status="info" title={m.pendingTitle}>
        <Stack gap="2">
          <Text>{bidder ? m.pendingBidder : m.pendingOther}</Text>
          {review.review_requested_at ? <Text>{m.requestedOn(formatIstDate(review.review_requested_at))}</Text> : null}
          {review.previous_remark ? <Remark heading={m.previousRemarkHeading} remark={review.previous_remark} /> : null}
        </Stack>
      </Notice>
    );
  }
  if (review.status === 'approved') {
    return (
      <Notice status="success" title={m.approvedTitle}>
        <Stack gap="2">
          <Text>{bidder ? m.approvedBidder : m.approvedOther}</Text>
          {review.remark ? <Remark heading={m.remarkHeading} remark={review.remark} /> : null}
          {reviewedOn}
        </Stack>
      </Notice>
    );
  }
  return (
    <Notice status="warning" title={m.rejectedTitle} action={action}>
      <Stack gap="2">
        {review.remark ? <Remark heading={m.remarkHeading} remark={review.remark} /> : null}
        {reviewedOn}
        <Text>{m.rejectedNext}</Text>
      </Stack>
    </Notice>
  );
}
