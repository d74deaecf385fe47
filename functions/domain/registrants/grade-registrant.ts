import { registrantMessages as m } from '@tender/shared/admin-messages';
import type { GradeRegistrantBody, RegistrantChanged } from '@tender/shared/schemas/registrants';
import { writeProfileGrade } from '../../data/registrants-repository';
import { ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { registrantOr404, toDetail, writtenOr404, type Profile } from './registrant-record';

/** PUT /admin/registrants/{id}/grade: a contractor's grade A to D. */
export async function gradeRegistrant(
  id: number,
  body: GradeRegistrantBody,
  caller: Caller,
  now: Date,
): Promise<RegistrantChanged> {
  const loaded = await registrantOr404(id);
  if (loaded.profile.kind !== 'contractor') throw new ValidationError({ grade: [m.gradeContractorsOnly] });
  const actor = await actorOf(caller);
  const at = now.toISOString();
  await writtenOr404(
    writeProfileGrade(
      id,
      body.grade,
      at,
      auditEntry(
        actor,
        {
          action: 'registrant.grade',
          entity: 'registrant',
          entityId: id,
          summary: `Graded ${loaded.user.name} ${body.grade}`,
          before: { grade: loaded.profile.grade ?? null },
          after: { grade: body.grade },
        },
        now,
      ),
    ),
  );
  const profile: Profile = { ...loaded.profile, grade: body.grade, updated_at: at };
  return { error: false, message: m.graded, data: await toDetail({ ...loaded, profile }) };
}
