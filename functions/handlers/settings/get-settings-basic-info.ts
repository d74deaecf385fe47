import { getSettingsBasicInfo } from '../../contracts/settings';
import { getSettings } from '../../data/settings-repository';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getSettingsBasicInfo, async () => ({ data: await getSettings() }));
