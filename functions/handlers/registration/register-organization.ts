import { registerOrganization } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { organizationPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(registerOrganization, async ({ body, viewer, caller }) =>
  json(await registerAccount(organizationPlan(body), { viewer, caller, now: new Date() }), 201),
);
