import { updateAdminSettings } from '../../../contracts/admin-settings';
import { updateSettings } from '../../../domain/admin/settings';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(updateAdminSettings, ({ body, caller }) => updateSettings(body, caller, new Date()));
