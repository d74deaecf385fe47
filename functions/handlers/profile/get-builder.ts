import { getBuilderProfile as contract } from '../../contracts/builder-profile';
import { getBuilderProfile } from '../../domain/profile/get-profile';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller, params }) => getBuilderProfile(caller, params.id));
