import { registerContractor } from '../../contracts/registration';
import { registerAccount } from '../../domain/registration/register-account';
import { contractorPlan } from '../../domain/registration/registration-plan';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(registerContractor, async ({ body, viewer, caller }) =>
  json(await registerAccount(contractorPlan(body), { viewer, caller, now: new Date() }), 201),
);
