import { getSettingsBasicInfo } from '../../contracts/settings';
import { getSettings } from '../../domain/settings/get-settings';
import { httpHandler } from '../../platform/http/public-pipeline';

export const handler = httpHandler(getSettingsBasicInfo, async () => ({ data: await getSettings() }));
