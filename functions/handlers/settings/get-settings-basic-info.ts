import { getSettingsBasicInfo } from '../../contracts/settings';
import { getSettings } from '../../domain/settings/get-settings';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getSettingsBasicInfo, async () => ({ data: await getSettings() }));
