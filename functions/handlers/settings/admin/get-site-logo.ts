import { getSiteLogo } from '../../../contracts/settings-admin';
import { siteLogoLink } from '../../../domain/settings/manage-settings';
import { redirect } from '../../../platform/http/answers';
import { httpHandler } from '../../public-pipeline';

export const handler = httpHandler(getSiteLogo, async ({ params }) => redirect(await siteLogoLink(params.file_name)));
