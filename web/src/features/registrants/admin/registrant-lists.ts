import { registrantMessages } from '@tender/shared/admin-messages';
import type { RegistrantList } from './api/get-registrants';

/** The list a registrant of this kind is in (and deleted from). */
export const listOfKind = (kind: string): RegistrantList => (kind === 'organization' ? 'organizations' : 'contractors');

/** SPEC.md §8's texts for a fetch or delete that did not answer 200. */
export function failureText(list: RegistrantList, action: 'fetch' | 'delete'): string {
  if (list === 'organizations') {
    return action === 'fetch'
      ? registrantMessages.fetchOrganizationFailed
      : registrantMessages.deleteOrganizationFailed;
  }
  return action === 'fetch' ? registrantMessages.fetchContractorFailed : registrantMessages.deleteContractorFailed;
}
