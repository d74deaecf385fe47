import { registerOrganization } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { organizationPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(registerOrganization, async ({ body, viewer }) =>
  json(await registerAccount(organizationPlan(body), { viewer, now: new Date() }), 201),
);
