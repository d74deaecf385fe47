import { updateAdminSettings } from '../../../contracts/settings-admin';
import { updateSettings } from '../../../domain/settings/manage-settings';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(updateAdminSettings, ({ body, caller }) => updateSettings(body, caller, new Date()));
