import { erasureMessages as m } from '@tender/shared/erasure-messages';
import type { ErasureRequestAnswer, ErasureRequestBody, ErasureStateAnswer } from '@tender/shared/schemas/erasure';
import { getErasureRequest, writeErasureRequest } from '../../data/erasure-repository';
import { getUser } from '../../data/users-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { auditEntry } from '../audit/audit-entry';
import { stateOf } from './erasure-record';

// POST /account/erasure_request and GET /account/erasure_request (DPDP Act 2023): a
// signed-in registrant or subscriber asks the consultancy to erase its account, with a reason if
// it likes; a second ask while one is pending answers that one. Its own account only: the caller
// is the account. The Admin carries it out (carry-out-erasure.ts).

const ASKING_ROLES = new Set<Caller['role']>(['Contractor', 'Organization', 'Builder', 'Subscriber']);

function assertMayAsk(caller: Caller): void {
  if (!ASKING_ROLES.has(caller.role)) throw new ForbiddenError(m.registrantsOnly);
}

export async function erasureState(caller: Caller): Promise<ErasureStateAnswer> {
  assertMayAsk(caller);
  const request = await getErasureRequest(caller.userId);
  return { data: request ? stateOf(request) : null };
}

export async function requestErasure(
  caller: Caller,
  body: ErasureRequestBody,
  now: Date,
): Promise<ErasureRequestAnswer> {
  assertMayAsk(caller);
  const seen = await getErasureRequest(caller.userId);
  if (seen) return { message: m.alreadyRequested, data: stateOf(seen) };
  const user = await getUser(caller.userId);
  if (!user) throw new NotFoundError();
  const request = {
    account_id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    reason: body.reason ? body.reason : null,
    requested_at: now.toISOString(),
  };
  const entry = auditEntry(
    { id: user.id, name: user.name },
    {
      action: 'registrant.erasure_requested',
      entity: 'registrant',
      entityId: user.id,
      summary: `Account ${user.id} asked for its personal data to be erased`,
      before: null,
      after: { status: 'pending' },
    },
    now,
  );
  if (!(await writeErasureRequest(request, entry))) {
    // The same ask twice at once: the other one stored the request.
    const other = await getErasureRequest(user.id);
    if (other) return { message: m.alreadyRequested, data: stateOf(other) };
    throw new ConflictError();
  }
  return { message: m.requested, data: stateOf({ ...request, status: 'pending' }) };
}
