// PUT /admin/registrants/{id}/grade: a contractor's grade.
import type { RegistrantChanged } from '@tender/shared/schemas/registrants';
import { apiFetch } from '../../../../lib/api/client';
import { registrantKey } from './get-registrant';

export const CONTRACTOR_GRADES = ['A', 'B', 'C', 'D'] as const;

export function gradeRegistrant(id: number, grade: string): Promise<RegistrantChanged> {
  return apiFetch<RegistrantChanged>(`${registrantKey(id)}/grade`, { method: 'PUT', body: { grade } });
}
