import {
  CorrigendaAnswer,
  CorrigendumProposalChanged,
  CorrigendumProposalsAnswer,
  CorrigendumTenderParams,
  ProposeCorrigendumBody,
  RejectProposalBody,
} from '@tender/shared/schemas/corrigenda';
import { tenderFormRules } from './business-rules-forms';
import { defineRoute } from './route-contract';

// Corrigenda of published tenders. The Admin's own corrigendum is its save of an
// active tender (PUT /admin/tenders/{id} with corrigendum_reason, contracts/tenders-admin.ts); an
// organisation proposes one of its own active tender here, and the Admin approves or rejects it.

const tag = 'Corrigenda';

const corrigendumRules = [
  { field: 'corrigendum_reason', rule: 'Why the tender changes; published with the corrigendum' },
  {
    field: 'bid_opening_date',
    rule: "Not earlier than the opening time the tender's sealing key was made with at publish (later is allowed)",
  },
  {
    field: 'bid_submission_end_date',
    rule: 'After a change to the work items, the EMD or the bid submission dates, at least a third of the original bid submission period must remain (server clock)',
  },
];

export const listTenderCorrigenda = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/corrigenda',
  handler: 'corrigenda/list-corrigenda',
  auth: 'public',
  tag,
  summary:
    "A published tender's corrigenda, newest first: number, date, reason, and the field-by-field diff (dates, fees, EMD, work items, documents)",
  params: CorrigendumTenderParams,
  answers: { 200: CorrigendaAnswer },
  access: { table: 'read' },
  cache: { sharedSeconds: 10, staleSeconds: 30 },
});

export const proposeMyCorrigendum = defineRoute({
  method: 'POST',
  path: '/my/tenders/{id}/corrigenda',
  businessRules: [...tenderFormRules(), ...corrigendumRules],
  handler: 'corrigenda/propose-corrigendum',
  auth: 'verified',
  tag,
  summary:
    "The owning Organization sends its active tender's changed form with the reason, for the consultancy's approval (409 while one is pending or when nothing changes)",
  params: CorrigendumTenderParams,
  body: ProposeCorrigendumBody,
  answers: { 201: CorrigendumProposalChanged },
  errors: [409],
  access: { table: 'write', writes: ['SEQ', 'TENDER'] },
});

export const listMyCorrigendumProposals = defineRoute({
  method: 'GET',
  path: '/my/tenders/{id}/corrigenda',
  handler: 'corrigenda/list-my-proposals',
  auth: 'verified',
  tag,
  summary:
    "The organisation's proposed corrigenda of its tender with their state and the consultancy's remark, newest first",
  params: CorrigendumTenderParams,
  answers: { 200: CorrigendumProposalsAnswer },
  access: { table: 'read' },
});

export const listPendingCorrigendumProposals = defineRoute({
  method: 'GET',
  path: '/admin/corrigendum_proposals',
  handler: 'corrigenda/list-pending-proposals',
  auth: 'admin',
  tag,
  summary: "Organisations' corrigenda waiting for approval, oldest first, each with its diff",
  answers: { 200: CorrigendumProposalsAnswer },
  access: { table: 'read' },
});

export const approveCorrigendumProposal = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/corrigendum_proposal/approve',
  handler: 'corrigenda/approve-proposal',
  auth: 'admin',
  tag,
  summary:
    "Publishes the tender's pending proposal as its next corrigendum, with the rules of an Admin's save (409 when none is pending or the tender changed since)",
  params: CorrigendumTenderParams,
  answers: { 200: CorrigendumProposalChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'LOOKUP', 'TENDER', 'UPLOAD'], bucket: 'write' },
});

export const rejectCorrigendumProposal = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/corrigendum_proposal/reject',
  handler: 'corrigenda/reject-proposal',
  auth: 'admin',
  tag,
  summary: "Rejects the tender's pending proposal with a remark, mailed to the organisation",
  params: CorrigendumTenderParams,
  body: RejectProposalBody,
  answers: { 200: CorrigendumProposalChanged },
  errors: [409],
  access: { table: 'write', writes: ['TENDER'], mail: true },
});

export const corrigendumRoutes = [
  listTenderCorrigenda,
  proposeMyCorrigendum,
  listMyCorrigendumProposals,
  listPendingCorrigendumProposals,
  approveCorrigendumProposal,
  rejectCorrigendumProposal,
] as const;
