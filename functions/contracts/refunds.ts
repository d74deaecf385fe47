import { EmdReleaseAnswer, EmdReleaseBody } from '@tender/shared/schemas/refunds';
import { TenderIdParams } from '@tender/shared/schemas/tenders-admin';
import { defineRoute } from './route-contract';

// EMD refunds. Refunds are made by the refund-emd job (functions/jobs.ts); the only
// route is the Admin's release of the winner's EMD, held since the award.

export const releaseEmd = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/emd_release',
  businessRules: [
    {
      field: 'contractor_id',
      rule: 'a contractor whose EMD on this tender is held (the winner, after the award), else 409',
    },
  ],
  handler: 'refunds/release-emd',
  auth: 'admin',
  tag: 'Admin: tenders',
  summary:
    "Releases the winner's EMD held since the award: it becomes due and the refund job refunds it through Razorpay",
  params: TenderIdParams,
  body: EmdReleaseBody,
  answers: { 200: EmdReleaseAnswer },
  errors: [409],
  // Reads the tender and its refunds, marks them due with an audit entry; the job calls Razorpay.
  access: { table: 'write', writes: ['AUDIT', 'TENDER'] },
});

export const refundRoutes = [releaseEmd] as const;
