import { tenderStateMessages } from '@tender/shared/admin-messages';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type {
  CorrigendumProposal,
  CorrigendumProposalChanged,
  CorrigendumProposalsAnswer,
  ProposeCorrigendumBody,
  RejectProposalBody,
} from '@tender/shared/schemas/corrigenda';
import { isMaterial } from '@tender/shared/tender-diff';
import {
  decideProposal,
  getPendingProposal,
  listPendingProposals,
  listTenderProposals,
  putPendingProposal,
  type ProposalRecord,
} from '../../data/corrigendum-proposals-repository';
import { nextSequenceValue } from '../../data/sequences';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { tenderOr404 } from '../tenders/manage-tender';
import { ownTenderOr404 } from '../tenders/my-tenders';
import { mailRejectedProposal } from './proposal-mail';
import { checkCorrigendum, pendingChanges, publishCorrigendum } from './publish-corrigendum';

// An organisation's corrigendum of its own active tender goes to the consultancy for approval
//: stored as a proposal (one pending at a time), checked by the corrigendum's rules
// when sent, and published by the Admin's approval exactly as an Admin's save, or rejected with a
// remark mailed to the organisation.

const PENDING_LIST_LIMIT = 100;

/** What the organisation and the Admin see of a proposal (not the form as sent). */
export function toProposal(record: ProposalRecord): CorrigendumProposal {
  const { form: _form, organization_id: _owner, ...shown } = record;
  return shown;
}

/** POST /my/tenders/{id}/corrigenda. */
export async function proposeCorrigendum(
  tenderId: number,
  body: ProposeCorrigendumBody,
  caller: Caller,
  now: Date,
): Promise<CorrigendumProposalChanged> {
  const existing = await ownTenderOr404(tenderId, caller);
  if (existing.status !== 'active') throw new ConflictError(m.notActive);
  if (body.version !== (existing.version ?? 0)) throw new ConflictError(tenderStateMessages.changedMeanwhile);
  if (await getPendingProposal(tenderId)) throw new ConflictError(m.proposalPending);
  const { corrigendum_reason: reason, ...form } = body;
  const { version: _version, ...fields } = form;
  const changes = await pendingChanges(existing, fields);
  if (changes.length === 0) throw new ConflictError(m.nothingChanged);
  await checkCorrigendum(existing, { form: fields, version: body.version, reason }, changes, now);
  const record: ProposalRecord = {
    id: await nextSequenceValue('corrigendum-proposal'),
    tender_id: existing.id,
    tender_uid: existing.tender_uid,
    project_name: existing.project_name,
    organization_id: caller.userId,
    organization_name: existing.organization_name,
    reason,
    proposed_at: now.toISOString(),
    changes,
    material: isMaterial(changes),
    state: 'pending',
    remark: null,
    decided_at: null,
    corrigendum_number: null,
    form,
  };
  if (!(await putPendingProposal(record))) throw new ConflictError(m.proposalPending);
  return { error: false, message: m.proposed, data: toProposal(record) };
}

/** GET /my/tenders/{id}/corrigenda: the organisation's proposals of this tender, newest first. */
export async function listMyProposals(tenderId: number, caller: Caller): Promise<CorrigendumProposalsAnswer> {
  await ownTenderOr404(tenderId, caller);
  return { data: (await listTenderProposals(tenderId)).map(toProposal) };
}

/** GET /admin/corrigendum_proposals: every pending proposal, oldest first. */
export async function listPendingForAdmin(): Promise<CorrigendumProposalsAnswer> {
  return { data: (await listPendingProposals(PENDING_LIST_LIMIT)).map(toProposal) };
}

async function pendingOr409(tenderId: number): Promise<ProposalRecord> {
  await tenderOr404(tenderId);
  const pending = await getPendingProposal(tenderId);
  if (!pending) throw new ConflictError(m.noProposal);
  return pending;
}

/** POST /admin/tenders/{id}/corrigendum_proposal/approve: published as the Admin's save would be. */
export async function approveProposal(
  tenderId: number,
  caller: Caller,
  now: Date,
): Promise<CorrigendumProposalChanged> {
  const pending = await pendingOr409(tenderId);
  const existing = await tenderOr404(tenderId);
  const number = (existing.corrigendum_count ?? 0) + 1;
  const decided = {
    state: 'approved' as const,
    remark: null,
    decided_at: now.toISOString(),
    corrigendum_number: number,
  };
  const { version, ...fields } = pending.form;
  await publishCorrigendum(
    existing,
    {
      form: { ...fields, organization_id: undefined },
      version,
      reason: pending.reason,
      uploadOwnerId: pending.organization_id,
    },
    caller,
    now,
    { proposal: pending, decision: decided },
  );
  return { error: false, message: m.approved(number), data: toProposal({ ...pending, ...decided }) };
}

/** POST /admin/tenders/{id}/corrigendum_proposal/reject: the remark is mailed to the organisation. */
export async function rejectProposal(
  tenderId: number,
  body: RejectProposalBody,
  now: Date,
): Promise<CorrigendumProposalChanged> {
  const pending = await pendingOr409(tenderId);
  const decided = {
    state: 'rejected' as const,
    remark: body.remark,
    decided_at: now.toISOString(),
    corrigendum_number: null,
  };
  if (!(await decideProposal(pending, decided))) throw new ConflictError(m.noProposal);
  await mailRejectedProposal(pending.organization_id, { ...pending, id: pending.tender_id }, body.remark);
  return { error: false, message: m.rejected, data: toProposal({ ...pending, ...decided }) };
}
