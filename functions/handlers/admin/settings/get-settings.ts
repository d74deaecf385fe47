import { getAdminSettings as contract } from '../../../contracts/admin-settings';
import { getAdminSettings } from '../../../domain/admin/settings';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, () => getAdminSettings());
