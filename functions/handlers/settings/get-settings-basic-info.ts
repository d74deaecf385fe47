import { getSettings } from '../../domain/settings/get-settings';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler({}, async () => ({ data: await getSettings() }));
