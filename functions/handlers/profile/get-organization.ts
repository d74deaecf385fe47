import { getOrganizationProfile as contract } from '../../contracts/profile';
import { getOrganizationProfile } from '../../domain/profile/get-profile';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller, params }) => getOrganizationProfile(caller, params.id));
