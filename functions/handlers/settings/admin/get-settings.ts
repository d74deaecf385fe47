import { getAdminSettings as contract } from '../../../contracts/settings-admin';
import { getAdminSettings } from '../../../domain/settings/manage-settings';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, () => getAdminSettings());
