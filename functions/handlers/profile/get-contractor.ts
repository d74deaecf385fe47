import { getContractorProfile as contract } from '../../contracts/profile';
import { getContractorProfile } from '../../domain/profile/get-profile';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller, params }) => getContractorProfile(caller, params.id));
