import { getSiteLogo } from '../../../contracts/admin-settings';
import { siteLogoLink } from '../../../domain/admin/settings';
import { redirect } from '../../../platform/http/answers';
import { httpHandler } from '../../../platform/http/public-pipeline';

export const handler = httpHandler(getSiteLogo, async ({ params }) => redirect(await siteLogoLink(params.file_name)));
