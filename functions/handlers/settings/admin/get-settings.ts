import { getAdminSettings as contract } from '../../../contracts/settings-admin';
import { getAdminSettings } from '../../../domain/settings/manage-settings';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, () => getAdminSettings());
